import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/* Kysely only; every function takes the tenant code and never reads another tenant's row. */

/** The tenant's footer settings, or undefined when it has none. */
export async function findFooterSettings(db: Kysely<Database>, tenantCode: string) {
  return db.selectFrom('footer_configurations').selectAll().where('tenant_code', '=', tenantCode).executeTakeFirst();
}

/** The tenant's additional links in one language, in the tenant's order. */
export async function findAdditionalLinks(db: Kysely<Database>, tenantCode: string, locale: string) {
  return db
    .selectFrom('footer_additional_links')
    .select(['group_name', 'link_name', 'link_url', 'locale'])
    .where('tenant_code', '=', tenantCode)
    .where('locale', '=', locale)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** The tenant's social media links in one language, in the tenant's order. */
export async function findSocialMedia(db: Kysely<Database>, tenantCode: string, locale: string) {
  return db
    .selectFrom('footer_social_media')
    .select(['media_name', 'media_url', 'locale'])
    .where('tenant_code', '=', tenantCode)
    .where('locale', '=', locale)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** The tenant's product links in one language, in the tenant's order. */
export async function findProductLinks(db: Kysely<Database>, tenantCode: string, locale: string) {
  return db
    .selectFrom('footer_product_links')
    .select(['link_name', 'link_url', 'locale'])
    .where('tenant_code', '=', tenantCode)
    .where('locale', '=', locale)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** The other portals the tenant links to. */
export async function findOtherTenantUrls(db: Kysely<Database>, tenantCode: string) {
  return db
    .selectFrom('tenant_other_urls')
    .select(['name', 'url'])
    .where('tenant_code', '=', tenantCode)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/**
 * Which of these host names some tenant of the deployment is served on (`tenant_urls`): a link to
 * one of them follows the origin the browser used. Deployment routing data, not any tenant's content.
 */
export async function findServedHosts(db: Kysely<Database>, hostNames: readonly string[]): Promise<Set<string>> {
  if (hostNames.length === 0) {
    return new Set();
  }
  const rows = await db
    .selectFrom('tenant_urls')
    .select('host')
    .where('host', 'in', [...new Set(hostNames)])
    .execute();
  return new Set(rows.map((row) => row.host));
}
