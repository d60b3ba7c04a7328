import { ONBOARDING_SESSION_KEYS } from '@portal/contracts';
import { SESSION_KEYS, removeSessionItem, writeSessionItem } from '../../../lib/session-cache';

/** What the session caches about the signed-in user; dropped at every sign-in and sign-out. */
const USER_SESSION_KEYS = [SESSION_KEYS.permissions, SESSION_KEYS.userInfo, SESSION_KEYS.freshLogin] as const;

export function clearUserSession(): void {
  for (const key of USER_SESSION_KEYS) {
    removeSessionItem(key);
  }
  // The onboarding gate's flags are the user's too: the next user of the tab is checked afresh.
  for (const key of Object.values(ONBOARDING_SESSION_KEYS)) {
    try {
      window.sessionStorage.removeItem(key);
    } catch {
      // Storage may be unavailable (private mode); nothing was kept then.
    }
  }
}

/** Spec section 4: a sign-in marks a fresh login (the important-notifications pop-up reads it). */
export function markFreshLogin(): void {
  writeSessionItem(SESSION_KEYS.freshLogin, 'true');
}
