import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** One class key of a tenant's catalogue in one locale. */
export async function findResourceStrings(
  db: Kysely<Database>,
  tenantCode: string,
  query: { application: string; classKey: string; locale: string },
) {
  return db
    .selectFrom('resource_strings')
    .select(['string_key', 'text'])
    .where('tenant_code', '=', tenantCode)
    .where('application', '=', query.application)
    .where('class_key', '=', query.classKey)
    .where('locale', '=', query.locale)
    .execute();
}
