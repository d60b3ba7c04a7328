import type { TTenantConfiguration } from '@portal/contracts';
import { User, UserManager, WebStorageStateStore } from 'oidc-client-ts';
import type { SigninSilentArgs, UserManagerSettings } from 'oidc-client-ts';
import { AUTH_PATHS } from './auth-constants';
import { toSafeReturnUrl } from './return-url';
import type { TSessionShare } from './session-share';
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
 * A UserManager whose silent renewals never overlap, in this tab or across the tabs sharing its
 * session (`session-share.ts`). Refresh tokens rotate and the provider revokes the grant when an
 * old one is used again, so the automatic renewal, the session check, a guard and the other tabs
 * must share one refresh request instead of racing with the same token.
 */
export class PortalUserManager extends UserManager {
  #pendingRenewal: Promise<User | null> | undefined;
  readonly #share: TSessionShare | undefined;

  constructor(settings: UserManagerSettings, share?: TSessionShare) {
    super(settings);
    this.#share = share;
  }

  override signinSilent(args?: SigninSilentArgs): Promise<User | null> {
    this.#pendingRenewal ??= this.#renewOnce(args).finally(() => {
      this.#pendingRenewal = undefined;
    });
    return this.#pendingRenewal;
  }

  async #renewOnce(args: SigninSilentArgs | undefined): Promise<User | null> {
    const share = this.#share;
    if (!share) {
      return super.signinSilent(args);
    }
    return share.exclusively(async () => {
      // Another tab may have renewed the shared session a moment ago: its tokens, not a reuse.
      const current = await this.getUser();
      const fresher = await share.ask(current?.expires_at ?? 0);
      return fresher ? this.#adopt(fresher) : super.signinSilent(args);
    });
  }

  /**
   * A new tab: takes the session of an open tab of this browser, if one answers, instead of a
   * sign-in round trip through the provider. Null when no tab has a valid session.
   */
  async adoptOpenTabSession(): Promise<User | null> {
    const shared = await this.#share?.ask(Math.floor(Date.now() / 1000));
    return shared ? this.#adopt(shared) : null;
  }

  /** Tells the other tabs this session ended (they sign out too). */
  announceSignedOut(): void {
    this.#share?.announceSignedOut();
  }

  async #adopt(storedUser: string): Promise<User> {
    const user = User.fromStorageString(storedUser);
    await this.storeUser(user);
    // Raises userLoaded (the guards) and schedules this tab's own renewal timers.
    await this.events.load(user);
    return user;
  }
}

/**
 * The tab's user manager. `share` is the tab's link to its other tabs (`createSessionShare`),
 * made at start-up so that this tab answers them before this library has loaded.
 */
export function createUserManager(
  configuration: TAuthServiceConfiguration,
  origin: string,
  share?: TSessionShare,
): PortalUserManager {
  return new PortalUserManager(buildUserManagerSettings(configuration, origin), share);
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
