import type { TFooterAdditionalLink, TFooterConfiguration, TFooterLinkGroup, TLocaleCode } from '@portal/contracts';
import { toBool } from '../../db/schema.ts';
import type {
  findAdditionalLinks,
  findFooterSettings,
  findOtherTenantUrls,
  findProductLinks,
  findSocialMedia,
} from './footer.repository.ts';

type TFooterRows = {
  settings: Awaited<ReturnType<typeof findFooterSettings>>;
  additionalLinks: Awaited<ReturnType<typeof findAdditionalLinks>>;
  socialMedia: Awaited<ReturnType<typeof findSocialMedia>>;
  productLinks: Awaited<ReturnType<typeof findProductLinks>>;
  otherTenantUrls: Awaited<ReturnType<typeof findOtherTenantUrls>>;
};

function groupLinks(links: TFooterAdditionalLink[]): TFooterLinkGroup[] {
  const groups = new Map<string, TFooterAdditionalLink[]>();
  for (const link of links) {
    groups.set(link.groupName, [...(groups.get(link.groupName) ?? []), link]);
  }
  return [...groups.entries()].map(([groupName, grouped]) => ({ groupName, links: grouped }));
}

/**
 * The footer configuration of spec section 3 in one language. A tenant without footer settings
 * gets a footer that shows nothing optional (every flag false).
 */
export function presentFooterConfiguration(rows: TFooterRows, locale: TLocaleCode): TFooterConfiguration {
  const { settings } = rows;
  const flag = (value: Parameters<typeof toBool>[0] | undefined) => (value === undefined ? false : toBool(value));
  const additionalLinks = rows.additionalLinks.map((row) => ({
    groupName: row.group_name,
    linkName: row.link_name,
    linkUrl: row.link_url,
    locale,
  }));
  const showOtherTenantUrls = flag(settings?.show_other_tenant_urls);
  return {
    locale,
    showLogo: flag(settings?.show_logo),
    showChangeLanguageLink: flag(settings?.show_change_language_link),
    showLanguageSwitchingOption: flag(settings?.show_language_switching_option),
    copyright: settings?.copyright ?? null,
    termsAndConditions: flag(settings?.show_terms_and_conditions),
    privacy: flag(settings?.show_privacy),
    showContactUsForm: flag(settings?.show_contact_us_form),
    contactNumber: settings?.contact_number ?? null,
    showPoweredBy: flag(settings?.show_powered_by),
    additionalLinks,
    additionalLinkGroups: groupLinks(additionalLinks),
    tenantFooterSocialMediaConfigurations: rows.socialMedia.map((row) => ({
      mediaName: row.media_name,
      mediaUrl: row.media_url,
      locale,
    })),
    productLinks: rows.productLinks.map((row) => ({ linkName: row.link_name, linkUrl: row.link_url, locale })),
    showOtherTenantUrls,
    otherTenantUrls: showOtherTenantUrls ? rows.otherTenantUrls.map((row) => ({ name: row.name, url: row.url })) : [],
  };
}

/** The host name of a stored link, lower-case, or undefined when it is not an absolute http(s) URL. */
export function linkHostName(url: string): string | undefined {
  if (!URL.canParse(url)) {
    return undefined;
  }
  const parsed = new URL(url);
  return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.hostname : undefined;
}

/**
 * A link to another tenant of this deployment, moved onto the scheme and port the browser used
 * (`origin`): the stored URL names the site, not how this deployment is reached (a port, TLS at a
 * proxy). The link's path and query stay; a URL written without a trailing slash gets none.
 */
export function followOrigin(url: string, origin: string): string {
  const target = new URL(url);
  const served = new URL(origin);
  target.protocol = served.protocol;
  target.port = served.port;
  const href = target.href;
  return target.pathname === '/' && !url.endsWith('/') && target.search === '' && target.hash === ''
    ? href.slice(0, -1)
    : href;
}
