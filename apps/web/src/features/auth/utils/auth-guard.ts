export type TAuthGuardState = {
  /** The identity library is still reading storage or processing a callback. */
  isLoading: boolean;
  /** A user with an unexpired access token. */
  isAuthenticated: boolean;
  /** An expired session that a refresh token may still renew without leaving the page. */
  hasRefreshToken: boolean;
  /** Whether a silent renewal was already tried for this visit (it runs at most once). */
  renewal: 'idle' | 'tried';
  /** Whether starting the sign-in redirect failed (the provider did not answer). */
  signIn: 'idle' | 'failed';
};

/**
 * allow: render the route; renew / sign-in: start that (a loading state shows meanwhile);
 * wait: the library is busy; fail: explain and offer to try again.
 */
export type TAuthGuardAction = 'wait' | 'allow' | 'renew' | 'sign-in' | 'fail';

/**
 * Spec section 5: a valid token is required to enter guarded routes; without one the user is sent
 * to sign in with the current address. A stored session whose access token expired (a tab that
 * slept) is renewed silently first, so a reload never shows the sign-in page needlessly.
 */
export function decideAuthGuard(state: TAuthGuardState): TAuthGuardAction {
  if (state.isAuthenticated) {
    return 'allow';
  }
  if (state.isLoading) {
    return 'wait';
  }
  if (state.signIn === 'failed') {
    return 'fail';
  }
  if (state.hasRefreshToken && state.renewal === 'idle') {
    return 'renew';
  }
  return 'sign-in';
}
