import type { User, UserManager } from 'oidc-client-ts';
import { isLoginRequiredError } from './auth-errors';
import { SESSION_CHECK_INTERVAL_MS, SILENT_REFRESH_MAX_RETRIES, SILENT_REFRESH_RETRY_DELAY_MS } from './auth-constants';

type TSessionMonitorOptions = {
  /** The provider no longer knows the user (spec: login_required): sign out here. */
  onLoginRequired: (error: unknown) => void;
  intervalMs?: number;
  retryDelayMs?: number;
  maxRetries?: number;
  now?: () => number;
};

type TFailureSource = 'silent refresh' | 'session check' | 'token renewal';

export type TSessionMonitor = {
  start: () => void;
  stop: () => void;
  /** Asks the provider whether the session still holds, unless a renewal just proved it. */
  checkSession: () => Promise<void>;
};

/**
 * Spec section 4 "Authentication" for a code + refresh-token client:
 * - a failed silent refresh is tried again while the tokens are still valid;
 * - login_required (invalid_grant for refresh tokens) from a silent refresh, the session check or
 *   an expired token's renewal logs the user out;
 * - any other failure is logged only;
 * - the session is checked with the provider every 300000 ms. Each token renewal is such a check
 *   (the provider refuses the refresh token of an ended session), so the timer only asks when no
 *   renewal has happened within the interval.
 */
export function createSessionMonitor(userManager: UserManager, options: TSessionMonitorOptions): TSessionMonitor {
  const intervalMs = options.intervalMs ?? SESSION_CHECK_INTERVAL_MS;
  const retryDelayMs = options.retryDelayMs ?? SILENT_REFRESH_RETRY_DELAY_MS;
  const maxRetries = options.maxRetries ?? SILENT_REFRESH_MAX_RETRIES;
  const now = options.now ?? Date.now;

  let lastConfirmedAt = Number.NEGATIVE_INFINITY;
  let retries = 0;
  let checkTimer: ReturnType<typeof setInterval> | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let isRunning = false;

  async function handleFailure(error: unknown, source: TFailureSource): Promise<void> {
    if (!isRunning) {
      return;
    }
    if (isLoginRequiredError(error)) {
      options.onLoginRequired(error);
      return;
    }
    const user = await userManager.getUser();
    const hasValidTokens = user !== null && user.expired === false;
    if (source === 'silent refresh' && hasValidTokens && retries < maxRetries) {
      retries += 1;
      clearTimeout(retryTimer);
      retryTimer = setTimeout(() => void renew('silent refresh'), retryDelayMs);
      return;
    }
    console.error(`[auth] ${source} failed`, error);
  }

  async function renew(source: TFailureSource): Promise<void> {
    try {
      await userManager.signinSilent();
    } catch (error) {
      await handleFailure(error, source);
    }
  }

  const handleUserLoaded = (_user: User) => {
    lastConfirmedAt = now();
    retries = 0;
  };
  const handleSilentRenewError = (error: Error) => void handleFailure(error, 'silent refresh');
  // The tab slept past the expiry, or renewal failed: one more try decides.
  const handleAccessTokenExpired = () => void renew('token renewal');

  async function checkSession(): Promise<void> {
    const user = await userManager.getUser();
    if (!user || now() - lastConfirmedAt < intervalMs) {
      return;
    }
    await renew('session check');
  }

  return {
    start() {
      if (isRunning) {
        return;
      }
      isRunning = true;
      userManager.events.addUserLoaded(handleUserLoaded);
      userManager.events.addSilentRenewError(handleSilentRenewError);
      userManager.events.addAccessTokenExpired(handleAccessTokenExpired);
      checkTimer = setInterval(() => void checkSession(), intervalMs);
    },
    stop() {
      isRunning = false;
      userManager.events.removeUserLoaded(handleUserLoaded);
      userManager.events.removeSilentRenewError(handleSilentRenewError);
      userManager.events.removeAccessTokenExpired(handleAccessTokenExpired);
      clearInterval(checkTimer);
      clearTimeout(retryTimer);
    },
    checkSession,
  };
}
