import { BUILD_NUMBER } from '@portal/contracts';
import type { TTenantConfiguration } from '@portal/contracts';
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../testing/test-utils';
import { createRoutes } from './router';

const fetchMock = vi.fn<typeof fetch>();

const tenant: TTenantConfiguration = {
  tenantCode: 'acme',
  tenantName: 'Acme Corporation',
  authService: {
    serviceUrl: window.location.origin,
    clientId: 'portal-web',
    scopes: 'openid profile',
    useExernalProvider: false,
    externalProviderConfigurationName: null,
  },
  coreService: window.location.origin,
  permissionService: window.location.origin,
  defaultLocale: 'en',
  locales: ['en', 'fr-CA'],
  clockSkewInSec: 30,
  listOfCDNs: [],
  minimumGlobalSearchFieldLength: 3,
  defaultLandingPage: '/news',
  userAdminModuleCode: 'USERADMIN',
  assessmentModuleCode: 'ASSESSMENT',
  resourceModuleCode: 'RESOURCELIBRARY',
  testModuleCode: 'ASSESSMENT',
  eventAdminModuleCode: 'EVENTS',
  learningPathModuleCode: 'LEARNINGPATH',
  modules: [],
};

type TServer = {
  settingsStatus?: number;
  configuration?: TTenantConfiguration | 'unknown';
  catalogue?: Record<string, string> | 'broken';
};

function json(body: unknown, status = 200, contentType = 'application/json'): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': contentType } });
}

function toUrl(input: Parameters<typeof fetch>[0]): URL {
  return new URL(input instanceof Request ? input.url : input);
}

function requestedUrls(pathname: string): URL[] {
  return fetchMock.mock.calls.map(([input]) => toUrl(input)).filter((url) => url.pathname === pathname);
}

function stubServer({ settingsStatus = 200, configuration = tenant, catalogue = {} }: TServer = {}) {
  fetchMock.mockImplementation(async (input) => {
    const url = toUrl(input);
    switch (url.pathname) {
      case '/assets/appsettings.json':
        return settingsStatus === 200
          ? json({ build: BUILD_NUMBER, production: false, configUrl: '/api/tenantconfiguration' })
          : new Response('boom', { status: settingsStatus });
      case '/api/tenantconfiguration':
        return configuration === 'unknown'
          ? json(
              { type: 'about:blank', title: 'Tenant not found', status: 404, code: 'tenant_not_found' },
              404,
              'application/problem+json',
            )
          : json(configuration);
      case '/api/resourcestring':
        return catalogue === 'broken' ? new Response('boom', { status: 500 }) : json(catalogue);
      case '/api/tenant/Locales':
        return json([
          { locale: 'en', localeName: 'English', localeNames: [{ locale: 'fr-CA', localeName: 'Anglais' }] },
          { locale: 'fr-CA', localeName: 'French', localeNames: [{ locale: 'fr-CA', localeName: 'Français' }] },
        ]);
      default:
        return new Response(null, { status: 404 });
    }
  });
}

function renderApp(url: string) {
  // No retries: the failure cases would otherwise wait for back-off.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderRoutes(createRoutes, { initialEntries: [url], queryClient });
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  window.sessionStorage.clear();
  document.documentElement.lang = 'en';
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('start-up and route table', () => {
  it('shows a loading state, then sends / to the tenant landing page inside the home shell', async () => {
    stubServer();
    const { router } = renderApp('/');
    expect(screen.getByRole('status').textContent).toContain('Loading…');

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('News');
    expect(router.state.location.pathname).toBe('/news');
    expect(screen.getByRole('link', { name: 'Acme Corporation – home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('main').id).toBe('main');
    expect(screen.getByRole('link', { name: 'Skip to main content' }).getAttribute('href')).toBe('#main');

    const [configRequest] = requestedUrls('/api/tenantconfiguration');
    expect(configRequest?.searchParams.get('tenantUrl')).toBe(window.location.origin);
    expect(configRequest?.searchParams.get('urlFor')).toBe('CORESPA');
    expect(requestedUrls('/assets/appsettings.json')[0]?.searchParams.get('v')).toBe(BUILD_NUMBER);
  });

  it('uses the tenant default locale and lays the server catalogue over the bundled one', async () => {
    stubServer({
      configuration: { ...tenant, defaultLocale: 'fr-CA' },
      catalogue: { 'area.news': 'Quoi de neuf chez Acme' },
    });
    renderApp('/news');

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Quoi de neuf chez Acme');
    expect(screen.getByText('Cette section est en préparation.')).toBeTruthy();
    expect(document.documentElement.lang).toBe('fr-CA');
    const [catalogueRequest] = requestedUrls('/api/resourcestring');
    expect(Object.fromEntries(catalogueRequest?.searchParams ?? [])).toEqual({
      classKey: 'common',
      application: 'CORESPA',
      v: BUILD_NUMBER,
      locale: 'fr-CA',
    });
  });

  it('keeps a language chosen earlier in the session', async () => {
    window.sessionStorage.setItem('locale', 'fr-CA');
    stubServer();
    renderApp('/dashboard');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Tableau de bord');
    expect(document.documentElement.lang).toBe('fr-CA');
  });

  it('falls back to the bundled texts when the server catalogue cannot be loaded', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubServer({ catalogue: 'broken' });
    renderApp('/profile/security');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Security');
  });

  it('explains an unknown tenant', async () => {
    stubServer({ configuration: 'unknown' });
    renderApp('/');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'This portal address is not recognized',
    );
    expect(screen.getByText(new RegExp(window.location.host))).toBeTruthy();
  });

  it('shows the 500 page when the settings cannot be loaded', async () => {
    stubServer({ settingsStatus: 503 });
    renderApp('/dashboard');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Houston, we have a problem!');
    expect(screen.getByText('The page you are looking for is temporarily unavailable.')).toBeTruthy();
  });

  it.each([
    ['/does-not-exist', 'Page not found'],
    ['/404', "Oops! You're lost."],
    ['/500', 'Houston, we have a problem!'],
    ['/logout', 'You have been signed out'],
    ['/onboarding/welcome-end', "You're all set"],
    ['/dashboard/notifications', 'Notifications'],
    ['/resources/admin', 'Resource Library admin'],
  ])('renders %s', async (url, heading) => {
    stubServer();
    renderApp(url);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(heading);
  });

  it('switches language from the footer and remembers the choice for the session', async () => {
    stubServer();
    renderApp('/dashboard');
    fireEvent.click(await screen.findByRole('button', { name: 'Français' }));

    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Tableau de bord'));
    expect(document.documentElement.lang).toBe('fr-CA');
    expect(window.sessionStorage.getItem('locale')).toBe('fr-CA');
    expect(JSON.parse(window.sessionStorage.getItem('locales') ?? '[]')).toHaveLength(2);
    expect(requestedUrls('/api/resourcestring').map((url) => url.searchParams.get('locale'))).toEqual(['en', 'fr-CA']);
  });

  it('gives every router its own route objects (React Router writes into lazy definitions)', async () => {
    stubServer();
    for (const round of [1, 2]) {
      const { unmount } = renderApp('/trivia');
      expect((await screen.findByRole('heading', { level: 1 })).textContent, `round ${round}`).toBe('Trivia');
      unmount();
    }
  });

  it('offers a Login button on the logout page', async () => {
    stubServer();
    renderApp('/logout');
    expect((await screen.findByRole('link', { name: 'Login' })).getAttribute('href')).toBe('/');
  });
});
