import { localizedText, type TLocaleCode } from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { findArticleTitles, findTitles } from './team.repository.ts';

/*
 * The titles of what learning record statements and assignments name (paths, resources, assessment
 * sets, events, articles, competencies), one query per kind for a whole list, in the language
 * asked (else the other one). Kinds without a title of their own (levels, modules, goals) are ''.
 */

export type TObjectRef = { kind: string; id: string | number };

const TITLED_KINDS = ['PATH', 'RESOURCE', 'ASSESSMENTSET', 'EVENT', 'COMPETENCY'] as const;
type TTitledKind = (typeof TITLED_KINDS)[number];

export const objectKey = (kind: string, id: string | number): string => `${kind}:${String(id)}`;

function isTitledKind(kind: string): kind is TTitledKind {
  return (TITLED_KINDS as readonly string[]).includes(kind);
}

/** `KIND:id` -> title, for every reference whose object still exists in the tenant. */
export async function resolveTitles(
  db: Kysely<Database>,
  tenantCode: string,
  refs: readonly TObjectRef[],
  locale: TLocaleCode,
): Promise<Map<string, string>> {
  const idsByKind = new Map<string, number[]>();
  for (const ref of refs) {
    const id = Number(ref.id);
    if (Number.isSafeInteger(id) && id > 0) {
      idsByKind.set(ref.kind, [...(idsByKind.get(ref.kind) ?? []), id]);
    }
  }
  const titles = new Map<string, string>();
  await Promise.all(
    [...idsByKind].map(async ([kind, ids]) => {
      if (isTitledKind(kind)) {
        for (const row of await findTitles(db, tenantCode, kind, ids)) {
          titles.set(
            objectKey(kind, row.id),
            localizedText({ en: row.title_en ?? '', 'fr-CA': row.title_fr ?? '' }, locale),
          );
        }
      } else if (kind === 'ARTICLE') {
        const texts = new Map<number, Partial<Record<TLocaleCode, string>>>();
        for (const row of await findArticleTitles(db, tenantCode, ids)) {
          texts.set(row.article_id, { ...texts.get(row.article_id), [row.locale]: row.title });
        }
        for (const [id, text] of texts) {
          titles.set(objectKey(kind, id), localizedText(text, locale));
        }
      }
    }),
  );
  return titles;
}
