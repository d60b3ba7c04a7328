import type { TAppSettings, TLocaleCode, TTenantConfiguration } from '@portal/contracts';
import { getAppSettingsQueryOptions } from '../features/tenant/api/get-app-settings';
import { getTenantConfigurationQueryOptions } from '../features/tenant/api/get-tenant-configuration';
import { ApiError } from '../lib/api-client';
import { ensureBundledCatalogues } from '../lib/i18n';
import { SESSION_KEYS, readSessionItem } from '../lib/session-cache';
import { setBrandColor } from '../lib/theme-brand-store';
import { createPortalAuth } from './auth/portal-auth';
import type { TPortalAuth } from './auth/portal-auth';
import { activateLocale, guessInitialLocale, resolveStartupLocale } from './locale';
import type { TLocaleDependencies } from './locale';

export type TPortalStartup = {
  settings: TAppSettings;
  configuration: TTenantConfiguration;
  locale: TLocaleCode;
  auth: TPortalAuth;
};

/** No tenant is configured for the address the browser is on. */
export class UnknownTenantError extends Error {
  readonly host: string;

  constructor(host: string, cause: unknown) {
    super(`No tenant is configured for ${host}`, { cause });
    this.name = 'UnknownTenantError';
    this.host = host;
  }
}

async function loadTenantConfiguration(
  { queryClient, i18n }: TLocaleDependencies,
  configUrl: string,
): Promise<TTenantConfiguration> {
  try {
    return await queryClient.fetchQuery(getTenantConfigurationQueryOptions(configUrl));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      // The page that says so shows at once, before the texts main.tsx started loading may have
      // arrived: it waits for them (a failed load still shows the page).
      await ensureBundledCatalogues(i18n, guessInitialLocale()).catch(() => undefined);
      throw new UnknownTenantError(window.location.host, error);
    }
    throw error;
  }
}

/**
 * Start-up sequence (spec sections 1 and 4): settings, tenant configuration, locale (session
 * choice or tenant default), the server's catalogue for it, then `<html lang>`. The tenant's
 * sign-in is set up before anything renders, so every later call carries the user's token.
 */
export async function startPortal(dependencies: TLocaleDependencies): Promise<TPortalStartup> {
  const settings = await dependencies.queryClient.fetchQuery(getAppSettingsQueryOptions());
  const configuration = await loadTenantConfiguration(dependencies, settings.configUrl);
  // Before the first page renders, so it never shows in another colour first.
  setBrandColor(configuration.brandColor);
  const locale = resolveStartupLocale(configuration, readSessionItem(SESSION_KEYS.locale));
  await activateLocale(dependencies, configuration.coreService, locale);
  const auth = createPortalAuth({ configuration, ...dependencies });
  return { settings, configuration, locale, auth };
}
