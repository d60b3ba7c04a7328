import { isCleanInAppPath } from '@portal/contracts';
import { AUTH_PATHS } from './auth-constants';

const FALLBACK_RETURN_URL = '/';

const NON_RETURNABLE_PATHS: ReadonlySet<string> = new Set([
  AUTH_PATHS.signinCallback,
  AUTH_PATHS.silentCallback,
  AUTH_PATHS.logout,
]);

export function isAuthCallbackPath(pathname: string): boolean {
  return pathname === AUTH_PATHS.signinCallback || pathname === AUTH_PATHS.silentCallback;
}

/**
 * Where the user goes back after signing in: the in-app URL they asked for, never another origin
 * (no open redirect) and never a callback or the logout page (no loop).
 */
export function toSafeReturnUrl(value: unknown): string {
  if (typeof value !== 'string' || !isCleanInAppPath(value)) {
    return FALLBACK_RETURN_URL;
  }
  const { pathname } = new URL(value, window.location.origin);
  return NON_RETURNABLE_PATHS.has(pathname) ? FALLBACK_RETURN_URL : value;
}

/** The address the user is on, as a return target. */
export function currentReturnUrl(location: Pick<Location, 'pathname' | 'search' | 'hash'> = window.location): string {
  return `${location.pathname}${location.search}${location.hash}`;
}
