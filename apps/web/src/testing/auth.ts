import { oidcUserStorageKey } from '../features/auth/utils/stored-session';

type TStoredUserOptions = {
  authority: string;
  clientId: string;
  sub?: string;
  /** Seconds until the access token expires; negative for an expired one. */
  expiresInSeconds?: number;
  refreshToken?: string | null;
  state?: unknown;
};

/** Puts a signed-in user in session storage, as oidc-client-ts stores one after a sign-in. */
export function storeSignedInUser({
  authority,
  clientId,
  sub = 'U-LEARNER',
  expiresInSeconds = 300,
  refreshToken = 'refresh-token',
  state,
}: TStoredUserOptions): void {
  const user = {
    id_token: 'id-token',
    session_state: null,
    access_token: `access-token-${sub}`,
    refresh_token: refreshToken ?? undefined,
    token_type: 'Bearer',
    scope: 'openid profile email offline_access api',
    profile: { sub, iss: authority, aud: clientId, exp: 0, iat: 0 },
    expires_at: Math.floor(Date.now() / 1000) + expiresInSeconds,
    state,
  };
  window.sessionStorage.setItem(oidcUserStorageKey(authority, clientId), JSON.stringify(user));
}
