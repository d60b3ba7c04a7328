import { WEB_BOOT_ELEMENT_ID } from '@portal/contracts';
import type { TTenantConfiguration, TWebBoot } from '@portal/contracts';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getAppSettingsQueryOptions } from '../features/tenant/api/get-app-settings';
import { getTenantConfigurationQueryOptions } from '../features/tenant/api/get-tenant-configuration';
import { getResourceStringsQueryOptions } from '../features/translations/api/get-resource-strings';
import { seedWebBoot, takeWebBoot, webBootFor } from './web-boot';

const ORIGIN = 'http://acme.localhost:3000';
const STRINGS_URL = `${ORIGIN}/api/resourcestring?classKey=common&application=CORESPA&v=1&locale=en`;

function bootFor(tenantUrl: string): TWebBoot {
  return {
    tenantUrl,
    appSettings: { build: '1', production: true, configUrl: '/api/tenantconfiguration' },
    configuration: { tenantCode: 'acme', tenantName: 'Acme </script>', coreService: ORIGIN } as TTenantConfiguration,
    resourceStrings: { locale: 'en', classKey: 'common', url: STRINGS_URL },
  };
}

function writeBootElement(text: string): void {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = WEB_BOOT_ELEMENT_ID;
  element.textContent = text;
  document.head.append(element);
}

afterEach(() => {
  document.getElementById(WEB_BOOT_ELEMENT_ID)?.remove();
  vi.unstubAllGlobals();
});

describe('takeWebBoot', () => {
  it('reads the data the server wrote, once: the element leaves the page', () => {
    writeBootElement(JSON.stringify(bootFor(ORIGIN)).replaceAll('<', '\\u003c'));
    expect(takeWebBoot(document)?.configuration.tenantName).toBe('Acme </script>');
    expect(document.getElementById(WEB_BOOT_ELEMENT_ID)).toBeNull();
    expect(takeWebBoot(document)).toBeNull();
  });

  it('gives nothing for a page without it, or with a broken one', () => {
    expect(takeWebBoot(document)).toBeNull();
    writeBootElement('{"tenantUrl":');
    expect(takeWebBoot(document)).toBeNull();
  });
});

describe('webBootFor', () => {
  it('keeps the data only for the address it was written for', () => {
    const boot = bootFor(ORIGIN);
    expect(webBootFor(boot, ORIGIN)).toBe(boot);
    expect(webBootFor(boot, 'http://acme.localhost')).toBeNull();
    expect(webBootFor(null, ORIGIN)).toBeNull();
  });
});

describe('seedWebBoot', () => {
  const configurationKey = getTenantConfigurationQueryOptions('/api/tenantconfiguration').queryKey;
  const stringsOptions = getResourceStringsQueryOptions({ coreService: ORIGIN, namespace: 'common', locale: 'en' });

  it('answers the start-up calls from it, and the strings call from the preloaded URL, fetched bare', async () => {
    const fetchMock = vi.fn(async () => Response.json({ 'app.loading': 'Loading…' }));
    vi.stubGlobal('fetch', fetchMock);
    const queryClient = new QueryClient();
    seedWebBoot(queryClient, bootFor(ORIGIN));

    expect(queryClient.getQueryData(getAppSettingsQueryOptions().queryKey)?.configUrl).toBe('/api/tenantconfiguration');
    expect(queryClient.getQueryData(configurationKey)?.tenantCode).toBe('acme');
    // What the start-up call gets: the preloaded answer, without asking a second time.
    expect((await queryClient.fetchQuery(stringsOptions))['app.loading']).toBe('Loading…');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // No init: a request with headers of its own would not be given the preload.
    expect(fetchMock).toHaveBeenCalledWith(STRINGS_URL);
  });

  it('makes the strings call as before when the preloaded read fails', async () => {
    const fetchMock = vi.fn(async (input: string | URL) =>
      input.toString() === STRINGS_URL
        ? new Response('', { status: 503 })
        : Response.json({ 'app.loading': 'From the call' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const queryClient = new QueryClient();
    seedWebBoot(queryClient, bootFor(ORIGIN));

    expect((await queryClient.fetchQuery(stringsOptions))['app.loading']).toBe('From the call');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
