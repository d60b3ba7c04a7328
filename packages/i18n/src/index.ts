/**
 * Bundled catalogues (`../locales/{locale}/{namespace}.json`): the defaults the web app ships with
 * and the seed copies into each tenant's `resource_strings`. Keys are flat ("notFound.title"), so
 * the database stores them as they are. All at once: `@portal/i18n/bundled-catalogues`; one
 * language on demand: `loadBundledCatalogues`.
 */
export const NAMESPACES = ['common'] as const;
export type TNamespace = (typeof NAMESPACES)[number];

export type TCatalogue = Record<string, string>;

export type TBundledLocale = 'en' | 'fr-CA';

/**
 * One language's bundled catalogues, fetched on demand: the web app loads the page's language
 * only, after its first render has started (the server's catalogue for it usually arrives too).
 */
export async function loadBundledCatalogues(locale: TBundledLocale): Promise<Record<TNamespace, TCatalogue>> {
  const common =
    locale === 'fr-CA'
      ? (await import('../locales/fr-CA/common.json', { with: { type: 'json' } })).default
      : (await import('../locales/en/common.json', { with: { type: 'json' } })).default;
  return { common };
}

/** The application code under which the portal's own strings are stored (spec: resourcestring). */
export const PORTAL_APPLICATION = 'CORESPA';
