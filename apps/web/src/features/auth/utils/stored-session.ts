import type { TTenantConfiguration } from '@portal/contracts';
import { joinUrl } from '../../../lib/api-client';

/** The provider of each tenant origin lives under this path of the auth service. */
const PROVIDER_PATH = '/oidc';

/** The tenant's OpenID issuer. */
export function providerAuthority(authService: Pick<TTenantConfiguration['authService'], 'serviceUrl'>): string {
  return joinUrl(authService.serviceUrl, PROVIDER_PATH);
}

/** Key under which oidc-client-ts keeps the signed-in user (its WebStorageStateStore default prefix). */
export function oidcUserStorageKey(authority: string, clientId: string): string {
  return `oidc.user:${authority}:${clientId}`;
}

/** What the first render needs of a signed-in user, read without the identity library. */
export type TStoredSession = {
  sub: string;
  accessToken: string;
  refreshToken: string | undefined;
  /** Seconds since the epoch; undefined when the provider gave no lifetime. */
  expiresAt: number | undefined;
};

function readString(record: Record<string, unknown>, key: string): string | undefined {
  const value = record[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * The user oidc-client-ts stored in this tab (its `User.toStorageString()` JSON), or undefined.
 * Read directly so that a returning page renders before the library (~17 KB) has loaded; the
 * library takes over right after and remains the only writer.
 */
export function readStoredSession(storage: Storage, authority: string, clientId: string): TStoredSession | undefined {
  let parsed: unknown;
  try {
    const raw = storage.getItem(oidcUserStorageKey(authority, clientId));
    parsed = raw === null ? undefined : JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null) {
    return undefined;
  }
  const record = parsed as Record<string, unknown>;
  const profile = record['profile'];
  const sub =
    typeof profile === 'object' && profile !== null ? readString(profile as Record<string, unknown>, 'sub') : undefined;
  const accessToken = readString(record, 'access_token');
  if (!sub || !accessToken) {
    return undefined;
  }
  const expiresAt = record['expires_at'];
  return {
    sub,
    accessToken,
    refreshToken: readString(record, 'refresh_token'),
    expiresAt: typeof expiresAt === 'number' ? expiresAt : undefined,
  };
}

/** Like oidc-client-ts's `User.expired`: past `expires_at` (a token without lifetime never expires). */
export function isSessionExpired(session: Pick<TStoredSession, 'expiresAt'>, nowMs: number = Date.now()): boolean {
  return session.expiresAt !== undefined && session.expiresAt * 1000 <= nowMs;
}

/** Whether the address holds a provider's answer (`code` or `error`, with `state`) to redeem. */
export function hasAuthResponseParams(location: Pick<Location, 'search' | 'hash'> = window.location): boolean {
  return [location.search, location.hash.replace('#', '?')].some((query) => {
    const params = new URLSearchParams(query);
    return Boolean((params.get('code') || params.get('error')) && params.get('state'));
  });
}
