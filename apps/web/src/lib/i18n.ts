import { DEFAULT_LOCALE, SUPPORTED_LOCALES } from '@portal/contracts';
import type { TLocaleCode } from '@portal/contracts';
import { NAMESPACES, loadBundledCatalogues } from '@portal/i18n';
import type { TBundledLocale, TCatalogue, TNamespace } from '@portal/i18n';
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

export type TPortalI18nOptions = {
  /**
   * Dev mode only (spec section 7): told of each missing key with the text shown instead, after
   * the console warning (main.tsx sends it to `POST /api/resourcestring/insert`).
   */
  onMissingKey?: (locale: string, namespace: string, key: string, text: string) => void;
  /** Defaults to Vite's dev flag (spec section 8: 'Missing translation key: warning in dev mode'). */
  isDev?: boolean;
  /**
   * Catalogues usable at once (tests pass `bundledCatalogues`). The app starts empty and adds the
   * page language's bundled catalogue with `ensureBundledCatalogues`, keeping both languages'
   * texts off the first page's JavaScript.
   */
  catalogues?: Partial<Record<TBundledLocale, Record<TNamespace, TCatalogue>>>;
};

function createMissingKeyHandler(onMissingKey: TPortalI18nOptions['onMissingKey']) {
  return (languages: readonly string[], namespace: string, key: string, fallbackValue: unknown): void => {
    console.warn(`[i18n] Missing translation "${namespace}:${key}" (${languages.join(', ')})`);
    const locale = languages[0];
    if (onMissingKey && locale) {
      onMissingKey(
        locale,
        namespace,
        key,
        typeof fallbackValue === 'string' && fallbackValue !== '' ? fallbackValue : key,
      );
    }
  };
}

/**
 * Creates the portal's i18next instance. The bundled catalogue of a language is added with
 * `ensureBundledCatalogues`, and the server's catalogue laid over it with `addServerCatalogue`.
 */
export function createPortalI18n(locale: TLocaleCode, options: TPortalI18nOptions = {}): TI18n {
  const isDev = options.isDev ?? import.meta.env.DEV;
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    // Cloned: i18next merges server catalogues into these objects, which are shared module state.
    resources: structuredClone(options.catalogues ?? {}),
    // Languages arrive one by one (ensureBundledCatalogues); each counts as loaded once it is added.
    partialBundledLanguages: true,
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
    missingKeyHandler: isDev ? createMissingKeyHandler(options.onMissingKey) : false,
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
  // Empty texts would hide the bundled default, so only real texts override it. A tenant rarely
  // blanks one: the catalogue goes as it came unless it has some (copying 3,600 entries to drop
  // none was 15 ms of a phone's start-up).
  const hasBlankText = Object.values(catalogue).some((text) => text.trim() === '');
  const texts = hasBlankText
    ? Object.fromEntries(Object.entries(catalogue).filter(([, text]) => text.trim() !== ''))
    : catalogue;
  // Shallow: the keys are flat, so a spread over what is there is the deep merge's result, without
  // its walk over thousands of keys on a phone's start-up. No copy first (i18next's default is a
  // JSON round trip): the spread leaves the texts given as they are.
  instance.addResourceBundle(locale, namespace, texts, false, true, { skipCopy: true });
}

const bundledLoads = new WeakMap<TI18n, Map<TLocaleCode, Promise<void>>>();

/**
 * Adds the bundled catalogues of `locale` once per instance, under anything already there: the
 * server's texts, should they have arrived first, are kept.
 */
export function ensureBundledCatalogues(instance: TI18n, locale: TLocaleCode): Promise<void> {
  const loads = bundledLoads.get(instance) ?? new Map<TLocaleCode, Promise<void>>();
  bundledLoads.set(instance, loads);
  let load = loads.get(locale);
  if (!load) {
    load = loadBundledCatalogues(locale).then((catalogues) => {
      for (const namespace of NAMESPACES) {
        instance.addResourceBundle(locale, namespace, catalogues[namespace], true, false);
      }
    });
    loads.set(locale, load);
  }
  return load;
}
