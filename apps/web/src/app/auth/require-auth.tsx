import { Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { LoadingScreen } from '../../components/ui/loading-screen';
import { SkipWhenFailed } from '../../components/ui/skip-when-failed';
import { StatusPage } from '../../components/ui/status-page';
import { getCurrentUserQueryOptions } from '../../features/auth/api/get-current-user';
import { getUserPermissionsQueryOptions } from '../../features/auth/api/get-user-permissions';
import { decideAuthGuard } from '../../features/auth/utils/auth-guard';
import { currentReturnUrl } from '../../features/auth/utils/return-url';
import { ApiError } from '../../lib/api-client';
import { lazyWhenOnline } from '../../lib/import-when-online';
import { ServerErrorPage } from '../routes/errors/server-error-page';
import { UserNotFoundPage } from '../routes/errors/user-not-found-page';
import { StandaloneFrame } from '../standalone-layout';
import { useTenantConfiguration } from '../tenant-context';
import { IdleTimeout } from './idle-timeout';
import { useAuthState, usePortalAuth } from './portal-auth-provider';
import { SignedInSessionContext } from './signed-in-session';

// Page views feed a tenant's tag manager: loaded only for a tenant that has one (most have none), so
// the first page does not carry it.
const AnalyticsPageViews = lazyWhenOnline(async () => ({
  default: (await import('../analytics-page-views')).AnalyticsPageViews,
}));

function isUnauthorized(error: Error | null): boolean {
  return error instanceof ApiError && error.status === 401;
}

/** Loads what every signed-in page needs: the user (spec: 'user not found' otherwise) and permissions. */
function SignedInSession({ userCode }: { userCode: string }) {
  const configuration = useTenantConfiguration();
  const currentUser = useQuery(getCurrentUserQueryOptions(configuration.authService.serviceUrl, userCode));
  const permissions = useQuery(getUserPermissionsQueryOptions(configuration.permissionService, userCode));
  const session = useMemo(
    () =>
      currentUser.data && permissions.data ? { user: currentUser.data, permissions: new Set(permissions.data) } : null,
    [currentUser.data, permissions.data],
  );
  // The answers arrive through TanStack Query's store, whose updates React renders in one blocking
  // task: the whole shell and page below at once (~350 ms on a 4x-throttled phone CPU). Deferred,
  // the loading screen stays for that render while React builds the page in slices between which
  // the browser can paint and answer input.
  const shownSession = useDeferredValue(session);

  // A 401 has already sent the browser to sign in.
  if (isUnauthorized(currentUser.error) || isUnauthorized(permissions.error)) {
    return <LoadingScreen />;
  }
  if (currentUser.isError) {
    return (
      <StandaloneFrame>
        <UserNotFoundPage />
      </StandaloneFrame>
    );
  }
  if (permissions.isError) {
    return (
      <StandaloneFrame>
        <ServerErrorPage />
      </StandaloneFrame>
    );
  }
  if (!shownSession) {
    return <LoadingScreen />;
  }
  return (
    <SignedInSessionContext value={shownSession}>
      <IdleTimeout />
      {configuration.tagManager ? (
        <SkipWhenFailed>
          <Suspense fallback={null}>
            <AnalyticsPageViews />
          </Suspense>
        </SkipWhenFailed>
      ) : null}
      <Outlet />
    </SignedInSessionContext>
  );
}

/**
 * The root guard (spec sections 2 and 5): a valid token is required; without one the user goes to
 * sign in and comes back to the address they asked for.
 */
export function RequireAuth() {
  const { t } = useTranslation();
  const auth = useAuthState();
  const portalAuth = usePortalAuth();
  const location = useLocation();
  const [renewal, setRenewal] = useState<'idle' | 'tried'>('idle');
  const [signIn, setSignIn] = useState<'idle' | 'failed'>('idle');
  const startedRef = useRef<'renew' | 'sign-in' | null>(null);

  const action = portalAuth.isSigningOut()
    ? 'wait'
    : decideAuthGuard({
        isLoading: auth.isLoading,
        isAuthenticated: auth.isAuthenticated,
        hasRefreshToken: Boolean(auth.user?.refreshToken),
        renewal,
        signIn,
      });
  const returnUrl = currentReturnUrl(location);

  useEffect(() => {
    if (action === 'renew' && startedRef.current === null) {
      startedRef.current = 'renew';
      void portalAuth
        .renewSession()
        .catch(() => null)
        .finally(() => {
          startedRef.current = null;
          setRenewal('tried');
        });
    }
    if (action === 'sign-in' && startedRef.current === null) {
      startedRef.current = 'sign-in';
      portalAuth
        .signIn(returnUrl)
        .then(() => {
          // Signed in without leaving (an open tab's session): later renewals must be able to start.
          startedRef.current = null;
        })
        .catch((error: unknown) => {
          console.error('[auth] Sign-in could not start', error);
          startedRef.current = null;
          setSignIn('failed');
        });
    }
  }, [action, portalAuth, returnUrl]);

  if (action === 'fail') {
    return (
      <StandaloneFrame>
        <StatusPage title={t('auth.signInUnavailable.title')} text={t('auth.signInUnavailable.text')}>
          <Button onClick={() => setSignIn('idle')}>{t('auth.tryAgain')}</Button>
        </StatusPage>
      </StandaloneFrame>
    );
  }
  if (action !== 'allow' || !auth.user) {
    return <LoadingScreen />;
  }
  return <SignedInSession key={auth.user.sub} userCode={auth.user.sub} />;
}
