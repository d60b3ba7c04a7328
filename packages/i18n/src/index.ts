import enCommon from '../locales/en/common.json' with { type: 'json' };
import frCaCommon from '../locales/fr-CA/common.json' with { type: 'json' };

/**
 * Bundled catalogues: the defaults the web app ships with and the seed copies into each tenant's
 * `resource_strings`. Keys are flat ("notFound.title"), so the database stores them as they are.
 */
export const NAMESPACES = ['common'] as const;
export type TNamespace = (typeof NAMESPACES)[number];

export type TCatalogue = Record<string, string>;

export const bundledCatalogues: Record<'en' | 'fr-CA', Record<TNamespace, TCatalogue>> = {
  en: { common: enCommon },
  'fr-CA': { common: frCaCommon },
};

/** The application code under which the portal's own strings are stored (spec: resourcestring). */
export const PORTAL_APPLICATION = 'CORESPA';
