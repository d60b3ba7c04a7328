import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { storeCurrentUser } from '../../../features/auth/utils/auth-storage';
import {
  getOnboardingInfoQueryOptions,
  onboardingInfoInputOf,
} from '../../../features/onboarding/api/get-onboarding-info';
import { OnboardingPolicyStep } from '../../../features/onboarding/components/onboarding-policy-step';
import { OnboardingPreferencesStep } from '../../../features/onboarding/components/onboarding-preferences-step';
import { OnboardingQueryState } from '../../../features/onboarding/components/onboarding-query-state';
import { OnboardingWelcomeBegin } from '../../../features/onboarding/components/onboarding-welcome';
import { OnboardingWelcomeEnd } from '../../../features/onboarding/components/onboarding-welcome-end';
import { onboardingStepUrl, toOnboardingReturnUrl } from '../../../features/onboarding/utils/onboarding-return-url';
import { nextOnboardingStep } from '../../../features/onboarding/utils/onboarding-steps';
import type { TOnboardingStep } from '../../../features/onboarding/utils/onboarding-steps';
import { usePageLocale } from '../../../lib/page-locale';
import { useSignedInSession } from '../../auth/signed-in-session';
import { useTenantConfiguration } from '../../tenant-context';

/** The return URL the onboarding pages carry along (in-app only). */
function useReturnUrl(): string {
  const [searchParams] = useSearchParams();
  return toOnboardingReturnUrl(searchParams.get('returnUrl'));
}

/** What every onboarding page needs: the calls' input, the return URL, and a way to another page. */
function useOnboarding() {
  const configuration = useTenantConfiguration();
  const { user } = useSignedInSession();
  const locale = usePageLocale();
  const input = onboardingInfoInputOf(configuration, user, locale);
  const returnUrl = useReturnUrl();
  const navigate = useNavigate();
  const goTo = (step: TOnboardingStep) => {
    void navigate(onboardingStepUrl(step, returnUrl));
  };
  return { configuration, user, input, returnUrl, goTo, navigate };
}

/** /onboarding: starts at the welcome page, keeping the return URL. */
export function OnboardingRoute() {
  const returnUrl = useReturnUrl();
  return <Navigate to={onboardingStepUrl('welcome-begin', returnUrl)} replace />;
}

export function OnboardingWelcomeBeginRoute() {
  const { user, input, goTo } = useOnboarding();
  // The next page depends on what there is to accept.
  const info = useQuery(getOnboardingInfoQueryOptions(input));
  return (
    <OnboardingQueryState query={info}>
      {({ steps }) => (
        <OnboardingWelcomeBegin
          firstName={user.firstName}
          onStart={() => goTo(nextOnboardingStep('welcome-begin', steps))}
        />
      )}
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
  const queryClient = useQueryClient();
  const { configuration, user, input, returnUrl, navigate } = useOnboarding();
  const onFinished = () => {
    // The signed-in session reads the user from there: they have now made their first choices.
    storeCurrentUser(queryClient, configuration.authService.serviceUrl, { ...user, firstPreferenceUpdated: true });
    void navigate(returnUrl, { replace: true });
  };
  return <OnboardingWelcomeEnd services={input.services} onFinished={onFinished} />;
}
