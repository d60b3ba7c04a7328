/** Spec section 9: the sign-in session is checked with the provider every 300000 ms. */
export const SESSION_CHECK_INTERVAL_MS = 300_000;

/** Spec section 9: while the user is active, the idle watcher pings every 600 s. */
export const IDLE_PING_INTERVAL_MS = 600_000;

/** A failed silent refresh is tried again after this delay while the tokens are still valid. */
export const SILENT_REFRESH_RETRY_DELAY_MS = 5_000;

/** How many times a failed silent refresh is tried again before it is only logged. */
export const SILENT_REFRESH_MAX_RETRIES = 3;

/**
 * A 401 this soon after a completed sign-in means the API refuses brand-new tokens: signing in
 * again would loop between the portal and the provider, so it is logged instead.
 */
export const SIGNIN_LOOP_GUARD_MS = 30_000;

/** Where the provider sends the browser back (spec section 2) and where sign-out ends. */
export const AUTH_PATHS = {
  signinCallback: '/index.html',
  silentCallback: '/silent-refresh.html',
  logout: '/logout',
} as const;
