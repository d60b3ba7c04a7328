import { DEFAULT_LOCALE, matchSupportedLocale } from '@portal/contracts';
import type { TLocaleCode, TTenantConfiguration } from '@portal/contracts';
import { NAMESPACES } from '@portal/i18n';
import type { QueryClient } from '@tanstack/react-query';
import type { i18n as TI18n } from 'i18next';
import { getResourceStringsQueryOptions } from '../features/translations/api/get-resource-strings';
import { addServerCatalogue, ensureBundledCatalogues } from '../lib/i18n';
import { SESSION_KEYS, readSessionItem, writeSessionItem } from '../lib/session-cache';

export type TLocaleDependencies = {
  queryClient: QueryClient;
  i18n: TI18n;
};

/** Language of the screens shown before the tenant is known (loading, unknown tenant, errors). */
export function guessInitialLocale(): TLocaleCode {
  return (
    matchSupportedLocale(readSessionItem(SESSION_KEYS.locale)) ??
    matchSupportedLocale(window.navigator.language) ??
    DEFAULT_LOCALE
  );
}

/** A language chosen earlier in this session wins over the tenant default, if the tenant offers it. */
export function resolveStartupLocale(
  configuration: Pick<TTenantConfiguration, 'defaultLocale' | 'locales'>,
  chosenLocale: string | null,
): TLocaleCode {
  const chosen = matchSupportedLocale(chosenLocale);
  if (chosen && configuration.locales.includes(chosen)) {
    return chosen;
  }
  return configuration.defaultLocale;
}

export function setDocumentLanguage(locale: TLocaleCode): void {
  document.documentElement.lang = locale;
}

// The bundled catalogue covers every key, so a failed load only costs tenant wording. True when
// every namespace came from the server.
async function loadServerCatalogues(
  { queryClient, i18n }: TLocaleDependencies,
  coreService: string,
  locale: TLocaleCode,
): Promise<boolean> {
  const loaded = await Promise.all(
    NAMESPACES.map(async (namespace) => {
      try {
        const catalogue = await queryClient.fetchQuery(
          getResourceStringsQueryOptions({ coreService, namespace, locale }),
        );
        addServerCatalogue(i18n, locale, namespace, catalogue);
        return true;
      } catch (error) {
        console.warn(`[i18n] Using bundled "${namespace}" texts for ${locale}`, error);
        return false;
      }
    }),
  );
  return loaded.every(Boolean);
}

export async function activateLocale(
  dependencies: TLocaleDependencies,
  coreService: string,
  locale: TLocaleCode,
): Promise<void> {
  // The server's catalogue holds every key (it syncs the bundled ones at start), so the bundled
  // one (~40 KB gzip) is loaded only when the server's could not be read.
  if (!(await loadServerCatalogues(dependencies, coreService, locale))) {
    await ensureBundledCatalogues(dependencies.i18n, locale);
  }
  await dependencies.i18n.changeLanguage(locale);
  setDocumentLanguage(locale);
}

/** The user's choice lasts for the session (read back by `resolveStartupLocale`). */
export async function changeLocale(
  dependencies: TLocaleDependencies,
  coreService: string,
  locale: TLocaleCode,
): Promise<void> {
  await activateLocale(dependencies, coreService, locale);
  writeSessionItem(SESSION_KEYS.locale, locale);
}
