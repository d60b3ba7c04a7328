import { useQueryClient } from '@tanstack/react-query';
import type { User } from 'oidc-client-ts';
import { createContext, useContext, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { isAuthCallbackPath } from '../../features/auth/utils/return-url';
import { hasAuthResponseParams, isSessionExpired } from '../../features/auth/utils/stored-session';
import type { TStoredSession } from '../../features/auth/utils/stored-session';
import { whenPageSettled } from '../../lib/page-settled';
import type { TPortalAuth } from './portal-auth';

/** What the guards need to know of the signed-in user. */
export type TAuthUser = { sub: string; refreshToken: string | undefined };

export type TAuthState = {
  /** The identity library is still reading storage or redeeming a callback. */
  isLoading: boolean;
  /** A user with an unexpired access token. */
  isAuthenticated: boolean;
  user: TAuthUser | null;
  /** Why redeeming the provider's answer failed. */
  error: Error | undefined;
};

const PortalAuthContext = createContext<TPortalAuth | null>(null);
const AuthStateContext = createContext<TAuthState | null>(null);

const SIGNED_OUT: TAuthState = { isLoading: false, isAuthenticated: false, user: null, error: undefined };
const LOADING: TAuthState = { ...SIGNED_OUT, isLoading: true };

function stateOfSession(session: TStoredSession | undefined): TAuthState {
  if (!session) {
    return SIGNED_OUT;
  }
  return {
    isLoading: false,
    isAuthenticated: !isSessionExpired(session),
    user: { sub: session.sub, refreshToken: session.refreshToken },
    error: undefined,
  };
}

function stateOfUser(user: User | null | undefined): TAuthState {
  if (!user) {
    return SIGNED_OUT;
  }
  return {
    isLoading: false,
    isAuthenticated: !user.expired,
    user: { sub: user.profile.sub, refreshToken: user.refresh_token },
    error: undefined,
  };
}

function isCallbackPage(): boolean {
  return isAuthCallbackPath(window.location.pathname) && hasAuthResponseParams();
}

/**
 * The signed-in state for the app, plus the session monitor while the app runs. The first render
 * uses the session stored in the tab; the identity library loads once the page has settled (at
 * once without a valid stored session) and takes over (renewals, sign-out elsewhere). Only the provider's redirect URIs are callbacks: `?code=`
 * elsewhere is not ours to redeem.
 */
export function PortalAuthProvider({ auth, children }: { auth: TPortalAuth; children: ReactNode }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [state, setState] = useState<TAuthState>(() =>
    isCallbackPage() ? LOADING : stateOfSession(auth.readSession()),
  );

  useEffect(() => {
    let isActive = true;
    let removeListeners = () => {};
    const update = (next: TAuthState) => {
      if (isActive) {
        setState(next);
      }
    };

    async function start(): Promise<void> {
      // A page opened with a valid stored session renders from it: the identity library (its
      // renewal timers, sign-out events) loads once the page has its data, out of a phone's way.
      if (!isCallbackPage() && stateOfSession(auth.readSession()).isAuthenticated) {
        await whenPageSettled(queryClient);
        if (!isActive) {
          return;
        }
      }
      const userManager = await auth.loadUserManager();
      if (!isActive) {
        return;
      }
      const handleUserLoaded = (user: User) => update(stateOfUser(user));
      const handleUserUnloaded = () => update(SIGNED_OUT);
      userManager.events.addUserLoaded(handleUserLoaded);
      userManager.events.addUserUnloaded(handleUserUnloaded);
      removeListeners = () => {
        userManager.events.removeUserLoaded(handleUserLoaded);
        userManager.events.removeUserUnloaded(handleUserUnloaded);
      };
      if (isCallbackPage()) {
        try {
          const user = await auth.processSignInCallback();
          update(stateOfUser(user));
          if (user && isActive) {
            await auth.completeSignIn(user, navigate);
          }
        } catch (error) {
          console.error('[auth] The sign-in answer could not be redeemed', error);
          update({ ...SIGNED_OUT, error: error instanceof Error ? error : new Error(String(error)) });
        }
        return;
      }
      update(stateOfUser(await userManager.getUser()));
    }

    void start();
    void auth.startMonitor();
    return () => {
      isActive = false;
      removeListeners();
      auth.stopMonitor();
    };
  }, [auth, navigate, queryClient]);

  return (
    <PortalAuthContext value={auth}>
      <AuthStateContext value={state}>{children}</AuthStateContext>
    </PortalAuthContext>
  );
}

export function usePortalAuth(): TPortalAuth {
  const auth = useContext(PortalAuthContext);
  if (!auth) {
    throw new Error('usePortalAuth must be used below <PortalAuthProvider>');
  }
  return auth;
}

/** Whether someone is signed in (spec section 5: a valid token to enter guarded routes). */
export function useAuthState(): TAuthState {
  const state = useContext(AuthStateContext);
  if (!state) {
    throw new Error('useAuthState must be used below <PortalAuthProvider>');
  }
  return state;
}
