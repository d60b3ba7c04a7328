import { Progress, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
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
  // The number of steps goes along: accepting the policies must not shrink "Step n of total".
  const goTo = (step: TOnboardingStep, total: number | null) => {
    void navigate(
      onboardingStepUrl(step, returnUrl),
      total === null ? undefined : { state: { onboardingTotal: total } },
    );
  };
  return { configuration, user, input, returnUrl, goTo, navigate };
}

const STEP_ORDER: readonly TOnboardingStep[] = ['welcome-begin', 'policy', 'preferences', 'welcome-end'];

/**
 * "Step n of total" for a page: the policy page counts only when there was a policy to accept
 * when the user started (carried in the navigation state), or when the user is on it.
 */
function onboardingPosition(step: TOnboardingStep, hasPolicyStep: boolean): { current: number; total: number } {
  const shown = STEP_ORDER.filter((candidate) => candidate !== 'policy' || hasPolicyStep || step === 'policy');
  return { current: shown.indexOf(step) + 1, total: shown.length };
}

/** The step count of this onboarding: carried from the previous page, or from the gathered facts. */
function useStepTotal(input: ReturnType<typeof useOnboarding>['input']): number | null {
  const state: unknown = useLocation().state;
  const info = useQuery(getOnboardingInfoQueryOptions(input));
  const carried: unknown = typeof state === 'object' && state !== null ? Reflect.get(state, 'onboardingTotal') : null;
  if (typeof carried === 'number') {
    return carried;
  }
  if (!info.data) {
    return null;
  }
  const { showTermsAndConditions, showPrivacyAcceptance } = info.data.steps;
  return onboardingPosition('welcome-begin', showTermsAndConditions || showPrivacyAcceptance).total;
}

/** An onboarding page under its progress indicator (none until the step count is known). */
function OnboardingStepFrame({
  step,
  total,
  children,
}: {
  step: TOnboardingStep;
  total: number | null;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (total === null) {
    return children;
  }
  const { current, total: shownTotal } = onboardingPosition(step, total > STEP_ORDER.length - 1);
  return (
    <>
      <Stack gap={4} mb="lg">
        <Text size="sm" fw={500} data-testid="onboarding-progress">
          {t('onboarding.progress', { current, total: shownTotal })}
        </Text>
        {/* The text above says it; the bar is for the eye only. */}
        <Progress value={(current / shownTotal) * 100} size="sm" aria-hidden="true" />
      </Stack>
      {children}
    </>
  );
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
  const total = useStepTotal(input);
  return (
    <OnboardingStepFrame step="welcome-begin" total={total}>
      <OnboardingQueryState query={info}>
        {({ steps }) => (
          <OnboardingWelcomeBegin
            firstName={user.firstName}
            onStart={() => goTo(nextOnboardingStep('welcome-begin', steps), total)}
          />
        )}
      </OnboardingQueryState>
    </OnboardingStepFrame>
  );
}

export function OnboardingPolicyRoute() {
  const { input, goTo } = useOnboarding();
  const total = useStepTotal(input);
  return (
    <OnboardingStepFrame step="policy" total={total}>
      <OnboardingPolicyStep input={input} onDone={() => goTo('preferences', total)} />
    </OnboardingStepFrame>
  );
}

export function OnboardingPreferencesRoute() {
  const { input, goTo } = useOnboarding();
  const total = useStepTotal(input);
  return (
    <OnboardingStepFrame step="preferences" total={total}>
      <OnboardingPreferencesStep input={input} onDone={() => goTo('welcome-end', total)} />
    </OnboardingStepFrame>
  );
}

export function OnboardingWelcomeEndRoute() {
  const queryClient = useQueryClient();
  const { configuration, user, input, returnUrl, navigate } = useOnboarding();
  const onFinished = () => {
    // The signed-in session reads the user from there: they have now made their first choices.
    storeCurrentUser(queryClient, configuration.authService.serviceUrl, { ...user, firstPreferenceUpdated: true });
    void navigate(returnUrl, { replace: true });
  };
  const total = useStepTotal(input);
  return (
    <OnboardingStepFrame step="welcome-end" total={total}>
      <OnboardingWelcomeEnd services={input.services} onFinished={onFinished} />
    </OnboardingStepFrame>
  );
}
