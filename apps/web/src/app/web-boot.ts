import { WEB_BOOT_ELEMENT_ID } from '@portal/contracts';
import type { TResourceStrings, TWebBoot } from '@portal/contracts';
import { NAMESPACES } from '@portal/i18n';
import type { TNamespace } from '@portal/i18n';
import type { QueryClient } from '@tanstack/react-query';
import { getAppSettingsQueryOptions } from '../features/tenant/api/get-app-settings';
import { getTenantConfigurationQueryOptions } from '../features/tenant/api/get-tenant-configuration';
import { getResourceStrings, getResourceStringsQueryOptions } from '../features/translations/api/get-resource-strings';

/** The start-up data the server wrote into index.html (issue 24), or null when there is none. */
export function takeWebBoot(document: Document): TWebBoot | null {
  const element = document.getElementById(WEB_BOOT_ELEMENT_ID);
  const text = element?.textContent;
  element?.remove();
  if (!text) {
    return null;
  }
  try {
    // Written by the server from the same schema-checked answers its calls send (as the first
    // page's calls, taken as the contract's type: see `serverCheckedResponse`).
    return JSON.parse(text) as TWebBoot;
  } catch {
    return null;
  }
}

/**
 * The start-up data, when it was written for `origin`: the tenant's parts count only for the
 * address they were written for (behind a proxy that names the site differently, the start-up
 * calls are made as before).
 */
export function webBootFor(boot: TWebBoot | null, origin: string): TWebBoot | null {
  return boot?.tenantUrl === origin ? boot : null;
}

function isNamespace(classKey: string): classKey is TNamespace {
  return (NAMESPACES as readonly string[]).includes(classKey);
}

/**
 * The preloaded interface strings, fetched exactly as index.html preloads them (a plain GET, no
 * headers of its own: the browser hands a preload over only to a request like it).
 */
async function fetchPreloadedStrings(url: string): Promise<TResourceStrings> {
  const response = await fetch(url);
  if (!response.ok) {
    throw new Error(`The preloaded interface strings answered ${response.status}`);
  }
  return (await response.json()) as TResourceStrings;
}

/**
 * Puts the start-up answers where the start-up calls look first (`startPortal` in bootstrap.ts),
 * so those calls are not made, and starts reading the preloaded interface strings under the key
 * their call uses: the call then waits for that read (and is made as before should it fail).
 */
export function seedWebBoot(queryClient: QueryClient, boot: TWebBoot | null): void {
  if (!boot) {
    return;
  }
  const { appSettings, configuration, resourceStrings } = boot;
  queryClient.setQueryData(getAppSettingsQueryOptions().queryKey, appSettings);
  queryClient.setQueryData(getTenantConfigurationQueryOptions(appSettings.configUrl).queryKey, configuration);
  if (!isNamespace(resourceStrings.classKey)) {
    return;
  }
  const request = {
    coreService: configuration.coreService,
    namespace: resourceStrings.classKey,
    locale: resourceStrings.locale,
  };
  void queryClient.prefetchQuery({
    ...getResourceStringsQueryOptions(request),
    queryFn: ({ signal }) =>
      fetchPreloadedStrings(resourceStrings.url).catch(() => getResourceStrings(request, signal)),
  });
}
