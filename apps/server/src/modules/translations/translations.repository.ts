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

/** Adds one string unless the tenant already has the key; true when it was added. */
export async function insertResourceStringIfAbsent(
  db: Kysely<Database>,
  tenantCode: string,
  row: { application: string; classKey: string; locale: string; key: string; text: string },
): Promise<boolean> {
  const result = await db
    .insertInto('resource_strings')
    .values({
      tenant_code: tenantCode,
      application: row.application,
      class_key: row.classKey,
      locale: row.locale,
      string_key: row.key,
      text: row.text,
    })
    .onConflict((conflict) =>
      conflict.columns(['tenant_code', 'application', 'class_key', 'locale', 'string_key']).doNothing(),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}
