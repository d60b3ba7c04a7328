import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/* Kysely only; every function takes the tenant code and never reads another tenant's row. */

/** Every version of a type in a language, newest `effectiveFrom` first. */
export async function findNotificationVersions(
  db: Kysely<Database>,
  tenantCode: string,
  filter: { type: string; locale: string },
) {
  return db
    .selectFrom('tenant_notifications')
    .select(['id', 'tenant_code', 'code', 'type', 'version', 'effective_from', 'locale', 'title', 'html_content'])
    .where('tenant_code', '=', tenantCode)
    .where('type', '=', filter.type)
    .where('locale', '=', filter.locale)
    .orderBy('effective_from', 'desc')
    .orderBy('id', 'desc')
    .execute();
}
