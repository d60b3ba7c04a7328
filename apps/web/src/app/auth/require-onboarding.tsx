import { Button } from '@mantine/core';
import { ONBOARDING_ROUTE } from '@portal/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingScreen } from '../../components/ui/loading-screen';
import { StatusPage } from '../../components/ui/status-page';
import { currentReturnUrl } from '../../features/auth/utils/return-url';
import { isOnboardingCompleteInSession } from '../../features/onboarding/utils/onboarding-session';
import { usePageLocale } from '../../lib/page-locale';
import { StandaloneFrame } from '../standalone-layout';
import { useTenantConfiguration } from '../tenant-context';
import { useSignedInSession } from './signed-in-session';

/** Gathers the facts and runs the rule: a new user's first visit only (the chunk loads then). */
function OnboardingGateCheck() {
  const { t } = useTranslation();
  const configuration = useTenantConfiguration();
  const { user } = useSignedInSession();
  const queryClient = useQueryClient();
  const location = useLocation();
  const locale = usePageLocale();
  const gate = useQuery({
    queryKey: ['onboarding', 'gate', configuration.tenantCode, user.userCode, locale],
    queryFn: async () => {
      const { runOnboardingGate } = await import('../../features/onboarding/api/run-onboarding-gate');
      return runOnboardingGate(queryClient, configuration, user, locale);
    },
    staleTime: Infinity,
  });
  // Deferred as the signed-in session is (require-auth.tsx): the page behind the gate is built in
  // slices rather than in the one blocking task of the answer's arrival.
  const outcome = useDeferredValue(gate.data);

  if (gate.isError) {
    return (
      <StandaloneFrame>
        <StatusPage title={t('onboarding.gate.errorTitle')} text={t('onboarding.gate.errorText')}>
          <Button onClick={() => void gate.refetch()}>{t('onboarding.tryAgain')}</Button>
        </StatusPage>
      </StandaloneFrame>
    );
  }
  if (!outcome) {
    return <LoadingScreen />;
  }
  if (outcome.outcome === 'redirect') {
    const search = new URLSearchParams({ returnUrl: currentReturnUrl(location) });
    return <Navigate to={`${outcome.redirectTo ?? ONBOARDING_ROUTE}?${search.toString()}`} replace />;
  }
  return <Outlet />;
}

/**
 * The onboarding check around the home area (spec sections 2 and 4): ONBOARDING_COMPLETE in the
 * session lets the user through at once; otherwise the gate decides, and a user who must onboard
 * goes to /onboarding with the address they asked for as `returnUrl`.
 */
export function RequireOnboarding() {
  if (isOnboardingCompleteInSession()) {
    return <Outlet />;
  }
  return <OnboardingGateCheck />;
}
