import { matchSupportedLocale, type TFooterSettings, type TLocaleCode } from '@portal/contracts';
import { toBool } from '../../db/schema.ts';
import type { findAllFooterRows } from './footer-settings.repository.ts';

type TFooterRows = Awaited<ReturnType<typeof findAllFooterRows>>;

// Rows of a language the portal no longer supports are left out (the form could not keep them).
function supported<T extends { locale: string }>(rows: T[]): (T & { locale: TLocaleCode })[] {
  return rows.flatMap((row) => {
    const locale = matchSupportedLocale(row.locale);
    return locale === row.locale ? [{ ...row, locale }] : [];
  });
}

/** The footer settings as the admin page edits them; a tenant without settings shows nothing optional. */
export function presentFooterSettings(rows: TFooterRows): TFooterSettings {
  const { settings } = rows;
  const flag = (value: Parameters<typeof toBool>[0] | undefined) => (value === undefined ? false : toBool(value));
  return {
    showLogo: flag(settings?.show_logo),
    showChangeLanguageLink: flag(settings?.show_change_language_link),
    showLanguageSwitchingOption: flag(settings?.show_language_switching_option),
    termsAndConditions: flag(settings?.show_terms_and_conditions),
    privacy: flag(settings?.show_privacy),
    showContactUsForm: flag(settings?.show_contact_us_form),
    showPoweredBy: flag(settings?.show_powered_by),
    showOtherTenantUrls: flag(settings?.show_other_tenant_urls),
    copyright: settings?.copyright ?? null,
    contactNumber: settings?.contact_number ?? null,
    additionalLinks: supported(rows.additionalLinks).map((row) => ({
      groupName: row.group_name,
      linkName: row.link_name,
      linkUrl: row.link_url,
      locale: row.locale,
    })),
    socialMedia: supported(rows.socialMedia).map((row) => ({
      mediaName: row.media_name,
      mediaUrl: row.media_url,
      locale: row.locale,
    })),
    productLinks: supported(rows.productLinks).map((row) => ({
      linkName: row.link_name,
      linkUrl: row.link_url,
      locale: row.locale,
    })),
    otherTenantUrls: rows.otherTenantUrls.map((row) => ({ name: row.name, url: row.url })),
  };
}
