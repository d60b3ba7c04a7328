import { SIGNIN_LOOP_GUARD_MS } from './auth-constants';

type TUnauthorizedHandlerOptions = {
  /** Starts sign-in with this return target (navigates away on success). */
  signIn: (returnUrl: string) => Promise<void>;
  currentUrl: () => string;
  now?: () => number;
  loopGuardMs?: number;
};

export type TUnauthorizedHandler = {
  /** Spec section 8: a 401 sends the user to sign in with the current URL as return target. */
  handleUnauthorized: () => void;
  /** Called when a sign-in completes, to recognise an API that refuses fresh tokens. */
  markSignedIn: () => void;
};

export function createUnauthorizedHandler(options: TUnauthorizedHandlerOptions): TUnauthorizedHandler {
  const now = options.now ?? Date.now;
  const loopGuardMs = options.loopGuardMs ?? SIGNIN_LOOP_GUARD_MS;
  let lastSignInAt = Number.NEGATIVE_INFINITY;
  let isRedirecting = false;

  return {
    handleUnauthorized() {
      // Parallel calls failing together start one sign-in, not one each.
      if (isRedirecting) {
        return;
      }
      if (now() - lastSignInAt < loopGuardMs) {
        console.error('[auth] The API refused the tokens of a sign-in that just completed; not signing in again');
        return;
      }
      isRedirecting = true;
      options.signIn(options.currentUrl()).catch((error: unknown) => {
        isRedirecting = false;
        console.error('[auth] Sign-in could not start', error);
      });
    },
    markSignedIn() {
      lastSignInAt = now();
      isRedirecting = false;
    },
  };
}
