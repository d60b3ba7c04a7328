import { DEFAULT_LOCALE, matchSupportedLocale } from '@portal/contracts';
import type { TUser } from '@portal/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { getCurrentUserQueryOptions } from '../../../features/auth/api/get-current-user';
import {
  getOnboardingInfoQueryOptions,
  onboardingInfoInputOf,
} from '../../../features/onboarding/api/get-onboarding-info';
import type { TOnboardingInfoInput } from '../../../features/onboarding/api/get-onboarding-info';
import { OnboardingPolicyStep } from '../../../features/onboarding/components/onboarding-policy-step';
import { OnboardingPreferencesStep } from '../../../features/onboarding/components/onboarding-preferences-step';
import { OnboardingQueryState } from '../../../features/onboarding/components/onboarding-query-state';
import { OnboardingWelcomeBegin } from '../../../features/onboarding/components/onboarding-welcome';
import { OnboardingWelcomeEnd } from '../../../features/onboarding/components/onboarding-welcome-end';
import { onboardingStepUrl, toOnboardingReturnUrl } from '../../../features/onboarding/utils/onboarding-return-url';
import { nextOnboardingStep } from '../../../features/onboarding/utils/onboarding-steps';
import type { TOnboardingStep } from '../../../features/onboarding/utils/onboarding-steps';
import { SESSION_KEYS, writeSessionJson } from '../../../lib/session-cache';
import { useSignedInSession } from '../../auth/signed-in-session';
import { useTenantConfiguration } from '../../tenant-context';

/** What every onboarding page needs: the calls' input, the return URL, and a way to the next page. */
function useOnboarding() {
  const { i18n } = useTranslation();
  const configuration = useTenantConfiguration();
  const { user } = useSignedInSession();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const locale = matchSupportedLocale(i18n.language) ?? DEFAULT_LOCALE;
  const returnUrl = toOnboardingReturnUrl(searchParams.get('returnUrl'));
  const input = useMemo<TOnboardingInfoInput>(
    () => onboardingInfoInputOf(configuration, user, locale),
    [configuration, user, locale],
  );
  const info = useQuery(getOnboardingInfoQueryOptions(input));
  const goTo = (step: TOnboardingStep) => {
    void navigate(onboardingStepUrl(step, returnUrl));
  };
  const goAfter = (step: TOnboardingStep) => {
    if (info.data) {
      goTo(nextOnboardingStep(step, info.data.steps));
    }
  };
  return { user, input, returnUrl, info, goTo, goAfter, navigate };
}

/** /onboarding: starts at the welcome page, keeping the return URL. */
export function OnboardingRoute() {
  const [searchParams] = useSearchParams();
  const returnUrl = toOnboardingReturnUrl(searchParams.get('returnUrl'));
  return <Navigate to={onboardingStepUrl('welcome-begin', returnUrl)} replace />;
}

export function OnboardingWelcomeBeginRoute() {
  const { user, info, goAfter } = useOnboarding();
  return (
    <OnboardingQueryState query={info}>
      {() => <OnboardingWelcomeBegin firstName={user.firstName} onStart={() => goAfter('welcome-begin')} />}
    </OnboardingQueryState>
  );
}

export function OnboardingPolicyRoute() {
  const { input, goTo } = useOnboarding();
  return <OnboardingPolicyStep input={input} onDone={() => goTo('preferences')} />;
}

export function OnboardingPreferencesRoute() {
  const { input, goTo } = useOnboarding();
  return <OnboardingPreferencesStep input={input} onDone={() => goTo('welcome-end')} />;
}

export function OnboardingWelcomeEndRoute() {
  const { user, input, returnUrl, navigate } = useOnboarding();
  const queryClient = useQueryClient();
  const configuration = useTenantConfiguration();
  const onFinished = () => {
    // The signed-in session reads the user from this query: it now has made its first choices.
    const updated: TUser = { ...user, firstPreferenceUpdated: true };
    queryClient.setQueryData(
      getCurrentUserQueryOptions(configuration.authService.serviceUrl, user.userCode).queryKey,
      updated,
    );
    writeSessionJson(SESSION_KEYS.userInfo, updated);
    void navigate(returnUrl, { replace: true });
  };
  return <OnboardingWelcomeEnd services={input.services} onFinished={onFinished} />;
}
