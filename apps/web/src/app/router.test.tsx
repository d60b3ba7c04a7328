import { BUILD_NUMBER } from '@portal/contracts';
import type { TTenantConfiguration } from '@portal/contracts';
import { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { User, UserManager } from 'oidc-client-ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiAuth } from '../lib/api-client';
import { storeSignedInUser } from '../testing/auth';
import { renderRoutes } from '../testing/test-utils';
import { createRoutes } from './router';
import { buildTestTenant, notificationsModule, resourceLibraryModule } from '../testing/tenant-fixture';
import { buildTestUser } from '../testing/user-fixture';

const fetchMock = vi.fn<typeof fetch>();

/** A module of the test tenant, besides the resource library (routes of other modules are not found). */
function contentModule(moduleCode: 'NEWS' | 'TRIVIA'): TTenantConfiguration['modules'][number] {
  return { ...resourceLibraryModule(), moduleCode, displayName: moduleCode, permissions: [] };
}

const tenant: TTenantConfiguration = buildTestTenant({
  defaultLandingPage: '/news',
  modules: [resourceLibraryModule(), notificationsModule(), contentModule('NEWS'), contentModule('TRIVIA')],
});

const AUTHORITY = `${window.location.origin}/oidc`;
const LEARNER_PERMISSIONS = ['RESOURCELIBRARY_USER_UPLOAD'];
const ADMIN_PERMISSIONS = ['RESOURCELIBRARY_ADMIN', 'RESOURCELIBRARY_USER_UPLOAD'];

const learner = buildTestUser({ userCode: 'U-LEARNER', firstName: 'Lea' });

type TServer = {
  settingsStatus?: number;
  configuration?: TTenantConfiguration | 'unknown';
  catalogue?: Record<string, string> | 'broken';
  currentUserStatus?: number;
  permissions?: (string | null)[];
  /** The post-login script's answer ('broken': a 500); the tenant enables the script when given. */
  postLoginScript?: string;
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

function stubServer({
  settingsStatus = 200,
  configuration = tenant,
  catalogue = {},
  currentUserStatus = 200,
  permissions = LEARNER_PERMISSIONS,
  postLoginScript,
}: TServer = {}) {
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
      case '/api/userprofile/getcurrentuser':
        return currentUserStatus === 200
          ? json(learner)
          : json({ title: 'Not found', status: currentUserStatus }, currentUserStatus, 'application/problem+json');
      case '/api/UserProfile/UserPermissions':
        return json(permissions);
      case '/api/tenant':
        return json({
          tenantCode: 'acme',
          tenantName: 'Acme Corporation',
          defaultLocale: 'en',
          metaData: {
            competenciesEnabled: true,
            competencyUserViewEnabled: true,
            userIdleTimeOutConfig: { idleTimerStartAfterInSeconds: 900, timeoutAfterInSeconds: 60 },
            postLoginScriptEnabled: postLoginScript !== undefined,
          },
        });
      // The onboarding gate's facts: a learner with nothing to do.
      case '/api/categories/CategoryConfiguration':
        return json({ updateFrequencyPeriod: 180 });
      case '/api/user/categories':
        return json({ success: true, returnValue: [], message: null });
      case '/api/categories':
        return json([]);
      case '/api/TenantNotification/GetNotificationsByTypeWithDate':
        return json([]);
      case '/api/UserNotificationAcceptance':
        return json({ success: true, returnValue: [], message: null });
      case '/api/Tenant/executeScript/PostLogin':
        return postLoginScript === 'broken'
          ? new Response('boom', { status: 500 })
          : new Response(postLoginScript ?? '', { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
      default:
        return new Response(null, { status: 404 });
    }
  });
}

function signIn(): void {
  storeSignedInUser({ authority: AUTHORITY, clientId: tenant.authService.clientId, sub: learner.userCode });
}

function renderApp(url: string) {
  // No retries: the failure cases would otherwise wait for back-off.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderRoutes(createRoutes, { initialEntries: [url], queryClient });
}

function stubSigninRedirect() {
  return vi.spyOn(UserManager.prototype, 'signinRedirect').mockResolvedValue(undefined);
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  window.sessionStorage.clear();
  document.documentElement.lang = 'en';
  signIn();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  configureApiAuth(undefined);
  window.history.replaceState(null, '', '/');
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
    // The rest of the page keeps the bundled French texts.
    expect(screen.getByRole('link', { name: 'Passer au contenu principal' })).toBeTruthy();
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
    ['/onboarding/welcome-end', "You're all set"],
    ['/dashboard/notifications', 'Notifications'],
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

  it.each(['/event', '/stores', '/EVENT'])(
    'shows the not-found page on %s, a module the tenant has not enabled, inside the shell',
    async (url) => {
      stubServer();
      renderApp(url);
      expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe("Oops! You're lost.");
      expect(screen.getByRole('link', { name: 'Acme Corporation – home' })).toBeTruthy();
    },
  );

  it('opens the route of a module the tenant has enabled', async () => {
    stubServer();
    renderApp('/news');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('News');
  });

  it.each(['/does-not-exist', '/404', '/500'])('gives %s the tenant header and a way home', async (url) => {
    stubServer();
    renderApp(url);
    await screen.findByRole('heading', { level: 1 });
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Acme Corporation – home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('/');
  });

  it('renders /logout with the tenant header, and forgets the user', async () => {
    stubSigninRedirect();
    stubServer();
    renderApp('/logout');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('You have been signed out');
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Acme Corporation – home' })).toBeTruthy();
    // Forgetting loads the identity library first: done before the test ends, not in the next one.
    await waitFor(() =>
      expect(Object.keys(window.sessionStorage).some((key) => key.startsWith('oidc.user:'))).toBe(false),
    );
  });

  it('gives /onboarding/welcome-end the tenant header', async () => {
    stubSigninRedirect();
    stubServer();
    renderApp('/onboarding/welcome-end');
    await screen.findByRole('heading', { level: 1 });
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Acme Corporation – home' })).toBeTruthy();
  });

  it('titles each page with its own name and the tenant, and announces it after a navigation', async () => {
    stubServer();
    const { router } = renderApp('/news');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('News');
    expect(document.title).toBe('News - Acme Corporation');
    // The first page is announced by the browser; the live region stays quiet.
    expect(screen.getByTestId('route-announcer').textContent).toBe('');

    await act(() => router.navigate('/profile/security'));
    await waitFor(() => expect(document.title).toBe('Security - Acme Corporation'));
    expect(screen.getByTestId('route-announcer').textContent).toBe('Security - Acme Corporation');
    expect(screen.getByTestId('route-announcer').getAttribute('aria-live')).toBe('polite');
  });

  it('titles the page in its language, and a disabled module as not found', async () => {
    stubServer({ configuration: { ...tenant, defaultLocale: 'fr-CA' } });
    const { router } = renderApp('/dashboard');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Tableau de bord');
    expect(document.title).toBe('Tableau de bord - Acme Corporation');
    await act(() => router.navigate('/event'));
    await waitFor(() => expect(document.title).toBe('Page introuvable - Acme Corporation'));
  });

  it('offers a Login button on the logout page that starts sign-in, and forgets the user', async () => {
    window.sessionStorage.setItem('permissions', '["X"]');
    const signinRedirect = stubSigninRedirect();
    stubServer();
    renderApp('/logout');
    fireEvent.click(await screen.findByRole('button', { name: 'Login' }));
    await waitFor(() => expect(signinRedirect).toHaveBeenCalledWith({ state: { returnUrl: '/' }, ui_locales: 'en' }));
    expect(window.sessionStorage.getItem('permissions')).toBeNull();
    expect(Object.keys(window.sessionStorage).some((key) => key.startsWith('oidc.user:'))).toBe(false);
  });
});

describe('authentication guards', () => {
  it('sends a signed-out visitor to sign in, with the address they asked for as return target', async () => {
    window.sessionStorage.clear();
    const signinRedirect = stubSigninRedirect();
    stubServer();
    renderApp('/resources?tab=video#top');
    await waitFor(() =>
      expect(signinRedirect).toHaveBeenCalledWith({
        state: { returnUrl: '/resources?tab=video#top' },
        ui_locales: 'en',
      }),
    );
    expect(signinRedirect).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('heading', { name: 'Resource Library' })).toBeNull();
    expect(requestedUrls('/api/userprofile/getcurrentuser')).toHaveLength(0);
  });

  it('asks the provider in the sign-in page language of the portal', async () => {
    window.sessionStorage.clear();
    window.sessionStorage.setItem('locale', 'fr-CA');
    const signinRedirect = stubSigninRedirect();
    stubServer();
    renderApp('/dashboard');
    await waitFor(() => expect(signinRedirect).toHaveBeenCalledWith(expect.objectContaining({ ui_locales: 'fr-CA' })));
  });

  it('renews an expired session silently before falling back to the sign-in page', async () => {
    window.sessionStorage.clear();
    storeSignedInUser({ authority: AUTHORITY, clientId: tenant.authService.clientId, expiresInSeconds: -10 });
    const signinSilent = vi.spyOn(UserManager.prototype, 'signinSilent').mockRejectedValue(new Error('offline'));
    const signinRedirect = stubSigninRedirect();
    stubServer();
    renderApp('/dashboard');
    await waitFor(() => expect(signinRedirect).toHaveBeenCalledTimes(1));
    expect(signinSilent).toHaveBeenCalledTimes(1);
  });

  it('sends the token with API calls and shows the user in the header', async () => {
    stubServer();
    renderApp('/dashboard');
    expect(await screen.findByRole('button', { name: 'Lea Learner' })).toBeTruthy();
    const call = fetchMock.mock.calls.find(([input]) => toUrl(input).pathname === '/api/userprofile/getcurrentuser');
    expect(new Headers(call?.[1]?.headers).get('Authorization')).toBe('Bearer access-token-U-LEARNER');
    const configCall = fetchMock.mock.calls.find(([input]) => toUrl(input).pathname === '/api/tenantconfiguration');
    expect(new Headers(configCall?.[1]?.headers).has('Authorization')).toBe(false);
  });

  it("rejects with 'user not found' when the user information cannot be loaded", async () => {
    stubServer({ currentUserStatus: 404 });
    renderApp('/dashboard');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('User not found');
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Log Out' })).toBeTruthy();
  });

  it('keeps learners out of the admin area and offers them no Switch to Admin', async () => {
    stubServer();
    renderApp('/admin');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Access denied');
    fireEvent.click(screen.getByRole('button', { name: 'Lea Learner' }));
    expect(await screen.findByRole('menuitem', { name: 'Log Out' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Switch to Admin' })).toBeNull();
  });

  it('lets module admins switch to the admin area and back', async () => {
    stubServer({ permissions: ADMIN_PERMISSIONS });
    const { router } = renderApp('/dashboard');
    fireEvent.click(await screen.findByRole('button', { name: 'Lea Learner' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Switch to Admin' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    // The admin area loads lazily: wait for its heading, not for any heading.
    expect(await screen.findByRole('heading', { level: 1, name: 'Administration' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Lea Learner' }));
    expect(await screen.findByRole('menuitem', { name: 'Switch to User' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Switch to Admin' })).toBeNull();
  });

  it('opens the resource library admin for module admins', async () => {
    stubServer({ permissions: ADMIN_PERMISSIONS });
    renderApp('/resources/admin');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Resource Library admin');
  });

  it('opens the notification admin for notification admins only', async () => {
    stubServer({
      permissions: ['NOTIFICATIONS_ADMIN'],
      configuration: { ...tenant, modules: [notificationsModule()] },
    });
    renderApp('/notifications/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications admin' })).toBeTruthy();
  });

  it('signs out through the provider from the user menu', async () => {
    const signoutRedirect = vi.spyOn(UserManager.prototype, 'signoutRedirect').mockResolvedValue(undefined);
    stubServer();
    renderApp('/dashboard');
    fireEvent.click(await screen.findByRole('button', { name: 'Lea Learner' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Log Out' }));
    await waitFor(() =>
      expect(signoutRedirect).toHaveBeenCalledWith({
        id_token_hint: 'id-token',
        extraQueryParams: { ui_locales: 'en' },
      }),
    );
    expect(window.sessionStorage.getItem('permissions')).toBeNull();
  });
});

describe('sign-in callback', () => {
  function stubCallback(state: unknown) {
    return vi.spyOn(UserManager.prototype, 'signinCallback').mockImplementation(async function (this: UserManager) {
      const user = new User({
        access_token: 'fresh-token',
        token_type: 'Bearer',
        profile: { sub: learner.userCode, iss: AUTHORITY, aud: 'portal-web', exp: 0, iat: 0 },
        expires_at: Math.floor(Date.now() / 1000) + 300,
        refresh_token: 'fresh-refresh',
        id_token: 'fresh-id-token',
        userState: state,
      });
      await this.storeUser(user);
      return user;
    });
  }

  it('stores the permissions, cleans the address, returns to the saved URL and marks a fresh login', async () => {
    window.sessionStorage.clear();
    window.sessionStorage.setItem('permissions', '["STALE_FROM_ANOTHER_USER"]');
    window.history.replaceState(null, '', '/index.html?code=abc&state=xyz&iss=x');
    stubCallback({ returnUrl: '/resources' });
    stubServer({ permissions: ['RESOURCELIBRARY_USER_UPLOAD', '', null, 'RESOURCELIBRARY_USER_UPLOAD'] });
    const { router } = renderApp('/index.html?code=abc&state=xyz&iss=x');

    await waitFor(() => expect(router.state.location.pathname).toBe('/resources'));
    expect(window.location.search).toBe('');
    expect(JSON.parse(window.sessionStorage.getItem('permissions') ?? 'null')).toEqual(['RESOURCELIBRARY_USER_UPLOAD']);
    expect(window.sessionStorage.getItem('freshLogin')).toBe('true');
    // By name: under load the callback's empty heading can still be there a moment.
    expect(await screen.findByRole('heading', { level: 1, name: 'Resource Library' })).toBeTruthy();
    const permissionsCall = fetchMock.mock.calls.find(
      ([input]) => toUrl(input).pathname === '/api/UserProfile/UserPermissions',
    );
    expect(new Headers(permissionsCall?.[1]?.headers).get('Authorization')).toBe('Bearer fresh-token');
  });

  it('shows an empty heading while the callback is handled, never the catch-all', async () => {
    window.sessionStorage.clear();
    window.history.replaceState(null, '', '/index.html?code=abc&state=xyz');
    vi.spyOn(UserManager.prototype, 'signinCallback').mockReturnValue(new Promise(() => undefined));
    stubServer();
    renderApp('/index.html?code=abc&state=xyz');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(''));
    expect(screen.queryByText('Page not found')).toBeNull();
  });

  it('never returns to another site', async () => {
    window.sessionStorage.clear();
    window.history.replaceState(null, '', '/index.html?code=abc&state=xyz');
    stubCallback({ returnUrl: '//evil.test/steal' });
    stubServer();
    const { router } = renderApp('/index.html?code=abc&state=xyz');
    // The root, which leads on to the tenant's landing page.
    await waitFor(() => expect(router.state.location.pathname).toBe('/news'));
  });

  it('runs the post-login script and follows the URL it answers', async () => {
    window.sessionStorage.clear();
    window.history.replaceState(null, '', '/index.html?code=abc&state=xyz');
    stubCallback({ returnUrl: '/resources' });
    stubServer({ postLoginScript: '/learning-path\n' });
    const { router } = renderApp('/index.html?code=abc&state=xyz');
    await waitFor(() => expect(router.state.location.pathname).toBe('/learning-path'));
    const [scriptCall] = fetchMock.mock.calls.filter(
      ([input]) => toUrl(input).pathname === '/api/Tenant/executeScript/PostLogin',
    );
    expect(scriptCall?.[1]?.method).toBe('POST');
  });

  it('ignores a failing post-login script, logging it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    window.sessionStorage.clear();
    window.history.replaceState(null, '', '/index.html?code=abc&state=xyz');
    stubCallback({ returnUrl: '/resources' });
    stubServer({ postLoginScript: 'broken' });
    const { router } = renderApp('/index.html?code=abc&state=xyz');
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith('[auth] The post-login script failed; ignored', expect.anything()),
    );
    expect(router.state.location.pathname).toBe('/resources');
  });

  it('does not call the post-login script when the tenant has none', async () => {
    window.sessionStorage.clear();
    window.history.replaceState(null, '', '/index.html?code=abc&state=xyz');
    stubCallback({ returnUrl: '/resources' });
    stubServer();
    const { router } = renderApp('/index.html?code=abc&state=xyz');
    await waitFor(() => expect(requestedUrls('/api/tenant')).toHaveLength(1));
    expect(router.state.location.pathname).toBe('/resources');
    expect(requestedUrls('/api/Tenant/executeScript/PostLogin')).toHaveLength(0);
  });

  it('explains a failed callback and offers to sign in again', async () => {
    window.sessionStorage.clear();
    window.history.replaceState(null, '', '/silent-refresh.html?code=abc&state=unknown');
    vi.spyOn(UserManager.prototype, 'signinCallback').mockRejectedValue(
      new Error('No matching state found in storage'),
    );
    const signinRedirect = stubSigninRedirect();
    stubServer();
    renderApp('/silent-refresh.html?code=abc&state=unknown');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign-in did not complete' })).toBeTruthy();
    await waitFor(() => expect(window.location.search).toBe(''));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(signinRedirect).toHaveBeenCalledWith({ state: { returnUrl: '/' }, ui_locales: 'en' }));
  });
});
