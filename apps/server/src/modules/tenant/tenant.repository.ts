import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** The tenant a host name belongs to, or undefined. Host names are stored lower-case, without port. */
export async function findTenantByHost(db: Kysely<Database>, host: string) {
  return db
    .selectFrom('tenant_urls')
    .innerJoin('tenants', 'tenants.tenant_code', 'tenant_urls.tenant_code')
    .select(['tenants.tenant_code', 'tenants.name', 'tenants.default_locale'])
    .where('tenant_urls.host', '=', host)
    .executeTakeFirst();
}

/** The tenant's own row (settings of the tenant configuration). */
export async function findTenantSettings(db: Kysely<Database>, tenantCode: string) {
  return db.selectFrom('tenants').selectAll().where('tenant_code', '=', tenantCode).executeTakeFirst();
}

export async function findTenantModules(db: Kysely<Database>, tenantCode: string) {
  return db
    .selectFrom('tenant_modules')
    .select(['module_code', 'display_name', 'service_url', 'spa_url'])
    .where('tenant_code', '=', tenantCode)
    .orderBy('position')
    .execute();
}

export async function findTenantCdnUrls(db: Kysely<Database>, tenantCode: string): Promise<string[]> {
  const rows = await db
    .selectFrom('tenant_cdns')
    .select('url')
    .where('tenant_code', '=', tenantCode)
    .orderBy('position')
    .execute();
  return rows.map((row) => row.url);
}

/** The tenant's locales in its order, with every name each locale has. */
export async function findTenantLocales(db: Kysely<Database>, tenantCode: string) {
  return db
    .selectFrom('tenant_locales')
    .innerJoin('locale_names', 'locale_names.locale', 'tenant_locales.locale')
    .select(['tenant_locales.locale', 'locale_names.display_locale', 'locale_names.name', 'tenant_locales.position'])
    .where('tenant_locales.tenant_code', '=', tenantCode)
    .orderBy('tenant_locales.position')
    .orderBy('locale_names.display_locale')
    .execute();
}

/** The tenant's tag-manager settings, or undefined when it has none. */
export async function findTenantAnalytics(db: Kysely<Database>, tenantCode: string) {
  return db
    .selectFrom('tenant_analytics')
    .select(['container_id', 'data_layer_name', 'is_enabled'])
    .where('tenant_code', '=', tenantCode)
    .executeTakeFirst();
}
