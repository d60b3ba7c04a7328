import enCommon from '../locales/en/common.json' with { type: 'json' };
import frCaCommon from '../locales/fr-CA/common.json' with { type: 'json' };
import type { TBundledLocale, TCatalogue, TNamespace } from './index.ts';

/**
 * Every bundled catalogue, loaded at once: for the server (seed, sync, sign-in pages) and tests.
 * The web app loads only its page's language (`loadBundledCatalogues`).
 */
export const bundledCatalogues: Record<TBundledLocale, Record<TNamespace, TCatalogue>> = {
  en: { common: enCommon },
  'fr-CA': { common: frCaCommon },
};
