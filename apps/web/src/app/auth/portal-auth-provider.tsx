import type { User } from 'oidc-client-ts';
import { createContext, useCallback, useContext, useEffect } from 'react';
import type { ReactNode } from 'react';
import { AuthProvider } from 'react-oidc-context';
import { useNavigate } from 'react-router';
import { isAuthCallbackPath } from '../../features/auth/utils/return-url';
import type { TPortalAuth } from './portal-auth';

const PortalAuthContext = createContext<TPortalAuth | null>(null);

type TPortalAuthProviderProps = {
  auth: TPortalAuth;
  children: ReactNode;
};

/** react-oidc-context over the tenant's UserManager, plus the session monitor while the app runs. */
export function PortalAuthProvider({ auth, children }: TPortalAuthProviderProps) {
  const navigate = useNavigate();

  const handleSigninCallback = useCallback(
    async (user: User | undefined) => {
      if (user) {
        await auth.completeSignIn(user, navigate);
      }
    },
    [auth, navigate],
  );

  useEffect(() => {
    auth.monitor.start();
    return () => auth.monitor.stop();
  }, [auth]);

  return (
    <PortalAuthContext value={auth}>
      <AuthProvider
        userManager={auth.userManager}
        onSigninCallback={handleSigninCallback}
        // Only the provider's redirect URIs are callbacks; `?code=` elsewhere is not ours to redeem.
        skipSigninCallback={!isAuthCallbackPath(window.location.pathname)}
      >
        {children}
      </AuthProvider>
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
