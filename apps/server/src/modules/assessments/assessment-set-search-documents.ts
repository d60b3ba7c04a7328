import { ASSESSMENT_MODULE_CODE, assessmentSetPath, SUPPORTED_LOCALES } from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import {
  removeEntityDocuments,
  replaceEntityDocuments,
  type TSearchDocumentInput,
  type TSearchSource,
} from '../search/search-index.writer.ts';
import { findSet } from './assessments.repository.ts';

/*
 * Assessment sets in the search index (the search panel's assessment widget and the ASSESSMENT
 * tab), written in the transaction of the change. Only PUBLISHED sets are documents: a draft,
 * an unpublished or a deleted set has none.
 */

export const ASSESSMENT_SET_ENTITY_KIND = 'ASSESSMENTSET';

function setKey(tenantCode: string, setId: number) {
  return { tenantCode, moduleCode: ASSESSMENT_MODULE_CODE, entityKind: ASSESSMENT_SET_ENTITY_KIND, entityId: setId };
}

/** Brings a set's documents (one per locale it has a title in) in step with the set as it is now. */
export async function syncSetSearchDocuments(
  trx: Kysely<Database>,
  tenantCode: string,
  setId: number,
  now: string = new Date().toISOString(),
): Promise<void> {
  const set = await findSet(trx, tenantCode, setId);
  if (!set || set.status !== 'PUBLISHED') {
    await removeEntityDocuments(trx, setKey(tenantCode, setId));
    return;
  }
  const documents = SUPPORTED_LOCALES.flatMap((locale): TSearchDocumentInput[] => {
    const title = locale === 'en' ? set.title_en : set.title_fr;
    if (title === '') {
      return [];
    }
    return [
      {
        locale,
        status: set.status,
        assetTypeCode: null,
        title,
        text: locale === 'en' ? set.description_en : set.description_fr,
        url: assessmentSetPath(setId),
        effectiveDate: set.published_at,
        expiryDate: set.available_until,
      },
    ];
  });
  await replaceEntityDocuments(trx, setKey(tenantCode, setId), documents, now);
}

/** Removes a set's documents, in the caller's transaction. */
export async function removeSetSearchDocuments(
  trx: Kysely<Database>,
  tenantCode: string,
  setId: number,
): Promise<void> {
  await removeEntityDocuments(trx, setKey(tenantCode, setId));
}

/** Assessment sets as a source of the search index (`search:reindex`). */
export const assessmentSetSearchSource: TSearchSource = {
  moduleCode: ASSESSMENT_MODULE_CODE,
  async reindexTenant(trx, tenantCode, now) {
    const rows = await trx
      .selectFrom('assessment_sets')
      .select('id')
      .where('tenant_code', '=', tenantCode)
      .where('status', '=', 'PUBLISHED')
      .orderBy('id')
      .execute();
    for (const row of rows) {
      await syncSetSearchDocuments(trx, tenantCode, row.id, now);
    }
    return rows.length;
  },
};
