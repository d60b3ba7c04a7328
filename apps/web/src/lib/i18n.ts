import { DEFAULT_LOCALE, SUPPORTED_LOCALES } from '@portal/contracts';
import type { TLocaleCode } from '@portal/contracts';
import { NAMESPACES, bundledCatalogues } from '@portal/i18n';
import type { TCatalogue, TNamespace } from '@portal/i18n';
import i18next from 'i18next';
import type { i18n as TI18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
// @portal/i18n types its catalogues as plain records; the JSON itself gives `t()` checked keys.
import type enCommon from '../../../../packages/i18n/locales/en/common.json';

export type TMessageKey = keyof typeof enCommon;

const DEFAULT_NAMESPACE: TNamespace = 'common';

declare module 'i18next' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation merges interfaces only
  interface CustomTypeOptions {
    defaultNS: 'common';
    keySeparator: false;
    nsSeparator: false;
    resources: { common: typeof enCommon };
  }
}

function warnMissingKey(languages: readonly string[], namespace: string, key: string): void {
  console.warn(`[i18n] Missing translation "${namespace}:${key}" (${languages.join(', ')})`);
}

/**
 * Creates the portal's i18next instance, usable at once with the bundled catalogues. The server's
 * catalogue is laid over them later with `addServerCatalogue`.
 */
export function createPortalI18n(locale: TLocaleCode): TI18n {
  const isDev = import.meta.env.DEV;
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    // Cloned: i18next merges server catalogues into these objects, which are shared module state.
    resources: structuredClone(bundledCatalogues),
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: SUPPORTED_LOCALES,
    load: 'currentOnly',
    ns: NAMESPACES,
    defaultNS: DEFAULT_NAMESPACE,
    keySeparator: false,
    nsSeparator: false,
    initAsync: false,
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    saveMissing: isDev,
    missingKeyHandler: isDev ? warnMissingKey : false,
    react: { bindI18nStore: 'added' },
  });
  return instance;
}

export function addServerCatalogue(
  instance: TI18n,
  locale: TLocaleCode,
  namespace: TNamespace,
  catalogue: TCatalogue,
): void {
  // Empty texts would hide the bundled default, so only real texts override it.
  const texts = Object.fromEntries(Object.entries(catalogue).filter(([, text]) => text.trim() !== ''));
  instance.addResourceBundle(locale, namespace, texts, true, true);
}
