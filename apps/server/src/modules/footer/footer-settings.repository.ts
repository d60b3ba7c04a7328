import type { TFooterSettings } from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/* Kysely only; every function takes the tenant code. The admin's view: links of every language. */

/** The tenant's footer settings and all its links, each list in the tenant's order. */
export async function findAllFooterRows(db: Kysely<Database>, tenantCode: string) {
  const [settings, additionalLinks, socialMedia, productLinks, otherTenantUrls] = await Promise.all([
    db.selectFrom('footer_configurations').selectAll().where('tenant_code', '=', tenantCode).executeTakeFirst(),
    db
      .selectFrom('footer_additional_links')
      .select(['group_name', 'link_name', 'link_url', 'locale'])
      .where('tenant_code', '=', tenantCode)
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('footer_social_media')
      .select(['media_name', 'media_url', 'locale'])
      .where('tenant_code', '=', tenantCode)
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('footer_product_links')
      .select(['link_name', 'link_url', 'locale'])
      .where('tenant_code', '=', tenantCode)
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('tenant_other_urls')
      .select(['name', 'url'])
      .where('tenant_code', '=', tenantCode)
      .orderBy('position')
      .orderBy('id')
      .execute(),
  ]);
  return { settings, additionalLinks, socialMedia, productLinks, otherTenantUrls };
}

/** Replaces the tenant's footer settings and every list of links (run it in a transaction). */
export async function replaceFooterRows(trx: Kysely<Database>, tenantCode: string, footer: TFooterSettings) {
  const flags = {
    show_logo: footer.showLogo,
    show_change_language_link: footer.showChangeLanguageLink,
    show_language_switching_option: footer.showLanguageSwitchingOption,
    copyright: footer.copyright,
    show_terms_and_conditions: footer.termsAndConditions,
    show_privacy: footer.privacy,
    show_contact_us_form: footer.showContactUsForm,
    contact_number: footer.contactNumber,
    show_powered_by: footer.showPoweredBy,
    show_other_tenant_urls: footer.showOtherTenantUrls,
  };
  const updated = await trx
    .updateTable('footer_configurations')
    .set(flags)
    .where('tenant_code', '=', tenantCode)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) {
    await trx
      .insertInto('footer_configurations')
      .values({ tenant_code: tenantCode, ...flags })
      .execute();
  }
  for (const table of [
    'footer_additional_links',
    'footer_social_media',
    'footer_product_links',
    'tenant_other_urls',
  ] as const) {
    await trx.deleteFrom(table).where('tenant_code', '=', tenantCode).execute();
  }
  const tenant_code = tenantCode;
  if (footer.additionalLinks.length > 0) {
    await trx
      .insertInto('footer_additional_links')
      .values(
        footer.additionalLinks.map((link, position) => ({
          tenant_code,
          group_name: link.groupName,
          link_name: link.linkName,
          link_url: link.linkUrl,
          locale: link.locale,
          position,
        })),
      )
      .execute();
  }
  if (footer.socialMedia.length > 0) {
    await trx
      .insertInto('footer_social_media')
      .values(
        footer.socialMedia.map((link, position) => ({
          tenant_code,
          media_name: link.mediaName,
          media_url: link.mediaUrl,
          locale: link.locale,
          position,
        })),
      )
      .execute();
  }
  if (footer.productLinks.length > 0) {
    await trx
      .insertInto('footer_product_links')
      .values(
        footer.productLinks.map((link, position) => ({
          tenant_code,
          link_name: link.linkName,
          link_url: link.linkUrl,
          locale: link.locale,
          position,
        })),
      )
      .execute();
  }
  if (footer.otherTenantUrls.length > 0) {
    await trx
      .insertInto('tenant_other_urls')
      .values(
        footer.otherTenantUrls.map((link, position) => ({ tenant_code, name: link.name, url: link.url, position })),
      )
      .execute();
  }
}
