import { isCleanInAppPath, isSafePostLoginUrl } from '@portal/contracts';
import type { TTenantConfiguration } from '@portal/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { i18n as TI18n } from 'i18next';
import type { User } from 'oidc-client-ts';
import type { NavigateFunction } from 'react-router';
import { executePostLoginScript } from '../../features/auth/api/execute-post-login-script';
import { getUserPermissionsQueryOptions } from '../../features/auth/api/get-user-permissions';
import { AUTH_PATHS } from '../../features/auth/utils/auth-constants';
import { clearUserSession, markFreshLogin } from '../../features/auth/utils/auth-storage';
import { currentReturnUrl } from '../../features/auth/utils/return-url';
import type * as OidcRuntime from '../../features/auth/utils/oidc-runtime';
import type { PortalUserManager, TSessionMonitor } from '../../features/auth/utils/oidc-runtime';
import { createSessionShare } from '../../features/auth/utils/session-share';
import {
  isSessionExpired,
  oidcUserStorageKey,
  providerAuthority,
  readStoredSession,
} from '../../features/auth/utils/stored-session';
import type { TStoredSession } from '../../features/auth/utils/stored-session';
import { createUnauthorizedHandler } from '../../features/auth/utils/unauthorized-handler';
import { getTenantMetaDataQueryOptions } from '../../features/tenant/api/get-tenant-metadata';
import { configureApiAuth } from '../../lib/api-client';
import { importWhenOnline } from '../../lib/import-when-online';
import { whenPageSettled } from '../../lib/page-settled';

/** Query keys under this prefix hold the signed-in user's data. */
const AUTH_QUERY_KEY = ['auth'] as const;

type TOidcRuntime = {
  module: typeof OidcRuntime;
  userManager: PortalUserManager;
  monitor: TSessionMonitor;
};

export type TPortalAuth = {
  /** The identity library's client, loaded on first use (the provider asks right after the first render). */
  loadUserManager: () => Promise<PortalUserManager>;
  /** The session stored in this tab, read without the library (the first render uses it). */
  readSession: () => TStoredSession | undefined;
  /** Renews the tokens with the refresh token; null when the provider refused. */
  renewSession: () => Promise<User | null>;
  /** Starts (or stops) the session monitor of spec section 4. */
  startMonitor: () => Promise<void>;
  stopMonitor: () => void;
  /** Asks the provider whether the session still holds (the idle ping). */
  checkSession: () => Promise<void>;
  /** Redeems the provider's answer on the callback page, once however often it is asked. */
  processSignInCallback: () => Promise<User | undefined>;
  /** Sends the browser to the provider's sign-in, coming back to `returnUrl`. */
  signIn: (returnUrl: string) => Promise<void>;
  /** Signs out at the provider too (its confirmation page returns to /logout). */
  signOut: () => Promise<void>;
  /** Forgets the user in this tab only (tokens, cached permissions and user info). */
  forgetUser: () => Promise<void>;
  /** True once a sign-out started: guards must not start a sign-in meanwhile. */
  isSigningOut: () => boolean;
  /** Spec section 4: the steps after the provider sent tokens back. */
  completeSignIn: (user: User, navigate: NavigateFunction) => Promise<void>;
};

type TPortalAuthDependencies = {
  configuration: TTenantConfiguration;
  queryClient: QueryClient;
  i18n: TI18n;
};

/** The tenant's services get the access token; nothing else does (CDNs, other sites). */
function createTokenAudience(configuration: TTenantConfiguration): (url: URL) => boolean {
  const serviceUrls = [
    window.location.origin,
    configuration.authService.serviceUrl,
    configuration.coreService,
    configuration.permissionService,
    ...configuration.modules.map((module) => module.serviceUrl),
  ];
  const origins = new Set(serviceUrls.flatMap((url) => URL.parse(url, window.location.origin)?.origin ?? []));
  return (url) => origins.has(url.origin);
}

/**
 * The portal's sign-in for one tenant, built once the tenant configuration is known (start-up
 * loader). It also authenticates every API call from then on.
 */
export function createPortalAuth({ configuration, queryClient, i18n }: TPortalAuthDependencies): TPortalAuth {
  const authority = providerAuthority(configuration.authService);
  const { clientId } = configuration.authService;
  const readSession = () => readStoredSession(window.sessionStorage, authority, clientId);
  let signingOut = false;
  let runtime: Promise<TOidcRuntime> | undefined;
  let signInCallback: Promise<User | undefined> | undefined;
  let isMonitoring = false;
  // This tab answers a new tab's request for its session from the start, without the identity
  // library, which a page with a stored session loads only once it has settled (issue 24).
  const share = createSessionShare({
    name: `${authority}:${clientId}`,
    readOwnUser: () => window.sessionStorage.getItem(oidcUserStorageKey(authority, clientId)),
    // Another tab signed out: this one follows, as login_required would make it later.
    onSignedOutElsewhere: () => {
      if (!signingOut) {
        void logOutLocally();
      }
    },
  });

  function loadRuntime(): Promise<TOidcRuntime> {
    runtime ??= importWhenOnline(() => import('../../features/auth/utils/oidc-runtime')).then((module) => {
      const userManager = module.createUserManager(configuration, window.location.origin, share);
      const monitor = module.createSessionMonitor(userManager, { onLoginRequired: () => void logOutLocally() });
      return { module, userManager, monitor };
    });
    return runtime;
  }
  const loadUserManager = async () => (await loadRuntime()).userManager;

  async function signIn(returnUrl: string): Promise<void> {
    const { module, userManager } = await loadRuntime();
    // A new tab of a signed-in browser takes an open tab's session rather than a provider round trip.
    if (!readSession() && (await userManager.adoptOpenTabSession())) {
      return;
    }
    await module.startSignIn(userManager, { returnUrl, locale: i18n.language });
  }

  async function forgetUser(): Promise<void> {
    clearUserSession();
    queryClient.removeQueries({ queryKey: AUTH_QUERY_KEY });
    await (await loadUserManager()).removeUser();
  }

  // Spec: login_required logs out. A full page load also drops everything held in memory.
  async function logOutLocally(): Promise<void> {
    signingOut = true;
    await forgetUser();
    window.location.assign(AUTH_PATHS.logout);
  }

  const unauthorized = createUnauthorizedHandler({
    signIn: async (returnUrl) => {
      if (!signingOut) {
        await signIn(returnUrl);
      }
    },
    currentUrl: () => currentReturnUrl(),
  });

  configureApiAuth({
    getAccessToken: async () => {
      const stored = readSession();
      if (!stored) {
        return undefined;
      }
      if (!isSessionExpired(stored)) {
        // The common case, answered without waiting for the library.
        return stored.accessToken;
      }
      const userManager = await loadUserManager();
      const user = await userManager.getUser();
      if (user?.expired && user.refresh_token) {
        // A tab that slept: renew before the call rather than collect a 401.
        const renewed = await userManager.signinSilent().catch(() => null);
        return renewed?.access_token ?? user.access_token;
      }
      return user?.access_token;
    },
    isTokenAudience: createTokenAudience(configuration),
    onUnauthorized: unauthorized.handleUnauthorized,
  });

  async function signOut(): Promise<void> {
    signingOut = true;
    const userManager = await loadUserManager();
    const user = await userManager.getUser();
    userManager.announceSignedOut();
    clearUserSession();
    queryClient.removeQueries({ queryKey: AUTH_QUERY_KEY });
    try {
      await userManager.signoutRedirect({
        id_token_hint: user?.id_token,
        extraQueryParams: { ui_locales: i18n.language },
      });
    } catch (error) {
      console.error('[auth] Sign-out at the provider failed; signing out of the portal only', error);
      await logOutLocally();
    }
  }

  // Spec section 4 "Post-login script": only when the tenant enables it; failures are ignored.
  async function runPostLoginScript(navigate: NavigateFunction): Promise<void> {
    try {
      const metaData = await queryClient.fetchQuery(getTenantMetaDataQueryOptions(configuration.coreService));
      if (!metaData.postLoginScriptEnabled) {
        return;
      }
      const url = await executePostLoginScript(configuration.coreService);
      if (url === '') {
        return;
      }
      if (isCleanInAppPath(url)) {
        await navigate(url);
      } else if (isSafePostLoginUrl(url)) {
        window.location.assign(url);
      }
    } catch (error) {
      console.warn('[auth] The post-login script failed; ignored', error);
    }
  }

  async function completeSignIn(user: User, navigate: NavigateFunction): Promise<void> {
    // The authorization code and state must not stay in the address bar or the history.
    window.history.replaceState(window.history.state, '', window.location.pathname);
    unauthorized.markSignedIn();
    // Whatever the tab cached belonged to the previous session.
    clearUserSession();
    queryClient.removeQueries({ queryKey: AUTH_QUERY_KEY });
    const permissions = queryClient
      .fetchQuery(getUserPermissionsQueryOptions(configuration.permissionService, user.profile.sub))
      .catch((error: unknown) => {
        // The guard asks again and explains if it still fails.
        console.error('[auth] Permissions could not be loaded after sign-in', error);
      });
    const skillBanner = import('../skill-banner/skill-banner-queries').then(({ prefetchSkillBanner }) =>
      prefetchSkillBanner(queryClient, configuration, user.profile.sub),
    );
    // The banner's code loading failed: the banner simply asks on its own later.
    await Promise.all([permissions, skillBanner.catch(() => undefined)]);
    const { module } = await loadRuntime();
    // Set before the navigation renders the home shell, whose pop-up reads it on mount.
    markFreshLogin();
    await navigate(module.readReturnUrl(user), { replace: true });
    void runPostLoginScript(navigate);
  }

  return {
    loadUserManager,
    readSession,
    renewSession: async () => (await loadUserManager()).signinSilent(),
    async startMonitor() {
      isMonitoring = true;
      // The provider's session is checked on a timer of minutes: the page's own data comes first.
      await whenPageSettled(queryClient);
      if (!isMonitoring) {
        return;
      }
      const { monitor } = await loadRuntime();
      // Stopped while the library loaded (the provider unmounted): stay stopped.
      if (isMonitoring) {
        monitor.start();
      }
    },
    stopMonitor() {
      isMonitoring = false;
      void runtime?.then(({ monitor }) => monitor.stop());
    },
    checkSession: async () => (await loadRuntime()).monitor.checkSession(),
    processSignInCallback() {
      signInCallback ??= loadUserManager().then(
        async (userManager) => (await userManager.signinCallback()) ?? undefined,
      );
      return signInCallback;
    },
    signIn,
    signOut,
    forgetUser,
    isSigningOut: () => signingOut,
    completeSignIn,
  };
}
