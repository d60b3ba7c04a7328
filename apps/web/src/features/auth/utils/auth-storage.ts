import { ONBOARDING_SESSION_KEYS } from '@portal/contracts';
import type { TUser } from '@portal/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { SESSION_KEYS, removeSessionItem, writeSessionItem, writeSessionJson } from '../../../lib/session-cache';
import { getCurrentUserQueryOptions } from '../api/get-current-user';

/**
 * What the session caches about the signed-in user; dropped at every sign-in and sign-out. The
 * onboarding gate's flags are the user's too: the next user of the tab is checked afresh.
 */
const USER_SESSION_KEYS = [
  SESSION_KEYS.permissions,
  SESSION_KEYS.userInfo,
  SESSION_KEYS.freshLogin,
  ...Object.values(ONBOARDING_SESSION_KEYS),
] as const;

export function clearUserSession(): void {
  for (const key of USER_SESSION_KEYS) {
    removeSessionItem(key);
  }
}

/** Spec section 4: a sign-in marks a fresh login (the important-notifications pop-up reads it). */
export function markFreshLogin(): void {
  writeSessionItem(SESSION_KEYS.freshLogin, 'true');
}

/** Replaces the signed-in user where the signed-in session reads it: the query cache and the session cache. */
export function storeCurrentUser(queryClient: QueryClient, authServiceUrl: string, user: TUser): void {
  queryClient.setQueryData(getCurrentUserQueryOptions(authServiceUrl, user.userCode).queryKey, user);
  writeSessionJson(SESSION_KEYS.userInfo, user);
}
