type TStoredUserOptions = {
  authority: string;
  clientId: string;
  sub?: string;
  /** Seconds until the access token expires; negative for an expired one. */
  expiresInSeconds?: number;
  refreshToken?: string | null;
  state?: unknown;
};

/**
 * Key under which oidc-client-ts keeps the signed-in user (its WebStorageStateStore default
 * prefix). Written out here, not imported: the tests pin the library's format independently of
 * `stored-session.ts`, which reads it.
 */
export function oidcUserStorageKey(authority: string, clientId: string): string {
  return `oidc.user:${authority}:${clientId}`;
}

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
