import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { assessmentSetSearchSource } from '../assessments/assessment-set-search-documents.ts';
import { eventSearchSource } from '../events/event-search-documents.ts';
import { learningPathSearchSource } from '../learning-paths/learning-path-search-documents.ts';
import { articleSearchSource } from '../news/news-search-documents.ts';
import { resourceSearchSource } from '../resources/resource-search-documents.ts';
import { removeTenantDocuments, type TSearchSource } from './search-index.writer.ts';

/** Every module that writes to the search index (one line per module as they arrive). */
export const SEARCH_SOURCES: readonly TSearchSource[] = [
  resourceSearchSource,
  learningPathSearchSource,
  assessmentSetSearchSource,
  articleSearchSource,
  eventSearchSource,
];

export type TReindexOutcome = { tenantCode: string; removed: number; indexed: Record<string, number> };

/**
 * Rebuilds a tenant's search index from its modules' data, in one transaction: searches never see
 * it half-built, and a failure leaves the previous index as it was.
 */
export async function reindexTenant(
  db: Kysely<Database>,
  tenantCode: string,
  sources: readonly TSearchSource[] = SEARCH_SOURCES,
  now: string = new Date().toISOString(),
): Promise<TReindexOutcome> {
  return db.transaction().execute(async (trx) => {
    const removed = await removeTenantDocuments(trx, tenantCode);
    const indexed: Record<string, number> = {};
    for (const source of sources) {
      indexed[source.moduleCode] = await source.reindexTenant(trx, tenantCode, now);
    }
    return { tenantCode, removed, indexed };
  });
}

/** The tenants to rebuild: the one named, or every tenant. */
export async function listTenantCodes(db: Kysely<Database>): Promise<string[]> {
  const rows = await db.selectFrom('tenants').select('tenant_code').orderBy('tenant_code').execute();
  return rows.map((row) => row.tenant_code);
}
