import { LEARNING_PATH_MODULE_CODE, learningPathPath, SUPPORTED_LOCALES } from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import {
  htmlToPlainText,
  removeEntityDocuments,
  replaceEntityDocuments,
  type TSearchDocumentInput,
  type TSearchSource,
} from '../search/search-index.writer.ts';
import { findPath, findTree } from './learning-paths.repository.ts';

/*
 * Paths and their modules in the search index (the search panel's "Learning Paths" tab), written
 * in the transaction of the change, as the resource library does. The index keeps PUBLISHED only,
 * so a draft or unpublished path is written with its status and never found.
 */

function pathKey(tenantCode: string, pathId: number) {
  return { tenantCode, moduleCode: LEARNING_PATH_MODULE_CODE, entityKind: 'PATH', entityId: pathId };
}

function moduleKey(tenantCode: string, moduleId: number) {
  return { tenantCode, moduleCode: LEARNING_PATH_MODULE_CODE, entityKind: 'MODULE', entityId: moduleId };
}

function titleIn(row: { title_en: string; title_fr: string }, locale: string): string {
  return locale === 'en' ? row.title_en : row.title_fr;
}

/**
 * Brings a path's documents (one per locale it has a title in) and its current modules' documents
 * in step; `previousModuleIds` are the modules of the version before a save, whose documents go.
 */
export async function syncPathSearchDocuments(
  trx: Kysely<Database>,
  tenantCode: string,
  pathId: number,
  previousModuleIds: readonly number[] = [],
  now: string = new Date().toISOString(),
): Promise<void> {
  for (const moduleId of previousModuleIds) {
    await removeEntityDocuments(trx, moduleKey(tenantCode, moduleId));
  }
  const path = await findPath(trx, tenantCode, pathId);
  if (!path) {
    await removeEntityDocuments(trx, pathKey(tenantCode, pathId));
    return;
  }
  const tree = await findTree(trx, tenantCode, pathId, path.version);
  const documents: TSearchDocumentInput[] = [];
  for (const locale of SUPPORTED_LOCALES) {
    const title = titleIn(path, locale);
    if (title === '') {
      continue;
    }
    documents.push({
      locale,
      status: path.status,
      assetTypeCode: null,
      title,
      text: htmlToPlainText(locale === 'en' ? path.description_en : path.description_fr),
      keywords: [...tree.levels, ...tree.modules].map((row) => titleIn(row, locale)).filter((part) => part !== ''),
      url: learningPathPath(pathId),
      effectiveDate: path.published_at,
    });
  }
  await replaceEntityDocuments(trx, pathKey(tenantCode, pathId), documents, now);
  for (const module of tree.modules) {
    const moduleDocuments = SUPPORTED_LOCALES.flatMap((locale): TSearchDocumentInput[] => {
      const title = titleIn(module, locale);
      return title === ''
        ? []
        : [
            {
              locale,
              status: path.status,
              assetTypeCode: null,
              title,
              text: titleIn(path, locale),
              url: learningPathPath(pathId),
              effectiveDate: path.published_at,
            },
          ];
    });
    await replaceEntityDocuments(trx, moduleKey(tenantCode, module.id), moduleDocuments, now);
  }
}

/** Removes a path's documents and its modules', in the caller's transaction. */
export async function removePathSearchDocuments(
  trx: Kysely<Database>,
  tenantCode: string,
  pathId: number,
  moduleIds: readonly number[],
): Promise<void> {
  await removeEntityDocuments(trx, pathKey(tenantCode, pathId));
  for (const moduleId of moduleIds) {
    await removeEntityDocuments(trx, moduleKey(tenantCode, moduleId));
  }
}

/** Learning paths as a source of the search index (`search:reindex`). */
export const learningPathSearchSource: TSearchSource = {
  moduleCode: LEARNING_PATH_MODULE_CODE,
  async reindexTenant(trx, tenantCode, now) {
    const rows = await trx
      .selectFrom('learning_paths')
      .select('id')
      .where('tenant_code', '=', tenantCode)
      .orderBy('id')
      .execute();
    for (const row of rows) {
      await syncPathSearchDocuments(trx, tenantCode, row.id, [], now);
    }
    return rows.length;
  },
};
