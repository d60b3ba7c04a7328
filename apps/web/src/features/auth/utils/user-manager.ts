import type { TTenantConfiguration } from '@portal/contracts';
import { UserManager, WebStorageStateStore } from 'oidc-client-ts';
import type { SigninSilentArgs, User, UserManagerSettings } from 'oidc-client-ts';
import { AUTH_PATHS } from './auth-constants';
import { toSafeReturnUrl } from './return-url';
import { providerAuthority } from './stored-session';

/** What a sign-in request carries through the provider and back (the OIDC `state`). */
export type TSignInState = { returnUrl: string };

type TAuthServiceConfiguration = Pick<TTenantConfiguration, 'tenantCode' | 'authService'>;

/** Spec section 9: `tenant:{code}`, plus `idp:{name}` when the tenant signs in elsewhere. */
export function buildAcrValues({ tenantCode, authService }: TAuthServiceConfiguration): string {
  const values = [`tenant:${tenantCode}`];
  if (authService.useExernalProvider && authService.externalProviderConfigurationName) {
    values.push(`idp:${authService.externalProviderConfigurationName}`);
  }
  return values.join(' ');
}

/**
 * The tenant's OpenID client: authorization code + PKCE (the spec's implicit flow is not used,
 * RFC 9700), tokens kept in session storage only, renewed with the rotating refresh token (no
 * iframe: the portal forbids framing).
 */
export function buildUserManagerSettings(
  configuration: TAuthServiceConfiguration,
  origin: string,
  storage: Storage = window.sessionStorage,
): UserManagerSettings {
  const { authService } = configuration;
  return {
    authority: providerAuthority(authService),
    client_id: authService.clientId,
    redirect_uri: `${origin}${AUTH_PATHS.signinCallback}`,
    silent_redirect_uri: `${origin}${AUTH_PATHS.silentCallback}`,
    post_logout_redirect_uri: `${origin}${AUTH_PATHS.logout}`,
    response_type: 'code',
    scope: authService.scopes,
    extraQueryParams: { acr_values: buildAcrValues(configuration) },
    userStore: new WebStorageStateStore({ store: storage }),
    // The PKCE verifier and state wait here during the redirect: never in localStorage either.
    stateStore: new WebStorageStateStore({ store: storage }),
    automaticSilentRenew: true,
    // The provider offers no check_session_iframe; the session check is `createSessionMonitor`.
    monitorSession: false,
    // The id_token carries the profile claims the portal uses.
    loadUserInfo: false,
  };
}

/**
 * A UserManager whose silent renewals never overlap. Refresh tokens rotate and the provider
 * revokes the grant when an old one is used again, so the automatic renewal, the session check
 * and a guard must share one refresh request instead of racing with the same token.
 */
export class PortalUserManager extends UserManager {
  #pendingRenewal: Promise<User | null> | undefined;

  override signinSilent(args?: SigninSilentArgs): Promise<User | null> {
    this.#pendingRenewal ??= super.signinSilent(args).finally(() => {
      this.#pendingRenewal = undefined;
    });
    return this.#pendingRenewal;
  }
}

export function createUserManager(configuration: TAuthServiceConfiguration, origin: string): PortalUserManager {
  return new PortalUserManager(buildUserManagerSettings(configuration, origin));
}

/** Sends the browser to the provider; the sign-in page speaks the portal's current language. */
export async function startSignIn(
  userManager: UserManager,
  { returnUrl, locale }: { returnUrl: string; locale: string },
): Promise<void> {
  const state: TSignInState = { returnUrl: toSafeReturnUrl(returnUrl) };
  await userManager.signinRedirect({ state, ui_locales: locale });
}

/** The URL the user asked for before signing in, carried in the OIDC state. */
export function readReturnUrl(user: Pick<User, 'state'>): string {
  const state = user.state;
  if (typeof state === 'object' && state !== null && 'returnUrl' in state) {
    return toSafeReturnUrl(state.returnUrl);
  }
  return toSafeReturnUrl(undefined);
}
