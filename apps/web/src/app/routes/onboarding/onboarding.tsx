import { Button, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../components/ui/query-state';
import { ListSkeleton } from '../../../components/ui/skeletons';
import { useToast } from '../../../components/ui/toasts';
import { usePathChoices, useSetUserPath } from '../../../features/learning-paths/api/learner-path';
import { PathChooser } from '../../../features/learning-paths/components/path-chooser';
import { storeCurrentUser } from '../../../features/auth/utils/auth-storage';
import {
  getOnboardingInfoQueryOptions,
  onboardingInfoInputOf,
} from '../../../features/onboarding/api/get-onboarding-info';
import { OnboardingPolicyStep } from '../../../features/onboarding/components/onboarding-policy-step';
import { OnboardingPreferencesStep } from '../../../features/onboarding/components/onboarding-preferences-step';
import { OnboardingQueryState } from '../../../features/onboarding/components/onboarding-query-state';
import { OnboardingRecommendationsStep } from '../../../features/onboarding/components/onboarding-recommendations-step';
import { OnboardingSkillStep } from '../../../features/onboarding/components/onboarding-skill-step';
import { OnboardingWelcomeBegin } from '../../../features/onboarding/components/onboarding-welcome';
import { OnboardingWelcomeEnd } from '../../../features/onboarding/components/onboarding-welcome-end';
import { onboardingStepUrl, toOnboardingReturnUrl } from '../../../features/onboarding/utils/onboarding-return-url';
import {
  nextOnboardingStep,
  nextShownStep,
  ONBOARDING_STEP_ORDER,
  shownOnboardingSteps,
} from '../../../features/onboarding/utils/onboarding-steps';
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
  // The steps shown go along: accepting the policies or choosing a path must not shrink "Step n of total".
  const goTo = (step: TOnboardingStep, shown: readonly TOnboardingStep[] | null, nextReturnUrl = returnUrl) => {
    void navigate(
      onboardingStepUrl(step, nextReturnUrl),
      shown === null ? undefined : { state: { onboardingSteps: shown } },
    );
  };
  return { configuration, user, input, returnUrl, goTo, navigate };
}

function isStepList(value: unknown): value is TOnboardingStep[] {
  return Array.isArray(value) && value.every((step) => ONBOARDING_STEP_ORDER.includes(step as TOnboardingStep));
}

/**
 * The pages of this onboarding as the user started it: carried from the previous page (the
 * policies accepted and the path chosen since do not shrink "Step n of total"), else from the
 * gathered facts.
 */
function useShownSteps(input: ReturnType<typeof useOnboarding>['input']): TOnboardingStep[] | null {
  const state: unknown = useLocation().state;
  const info = useQuery(getOnboardingInfoQueryOptions(input));
  const carried: unknown = typeof state === 'object' && state !== null ? Reflect.get(state, 'onboardingSteps') : null;
  if (isStepList(carried)) {
    return carried;
  }
  return info.data ? shownOnboardingSteps(info.data.steps) : null;
}

/** "Step n of total" for a page; the page the user is on always counts. */
function onboardingPosition(
  step: TOnboardingStep,
  shown: readonly TOnboardingStep[],
): { current: number; total: number } {
  const steps = ONBOARDING_STEP_ORDER.filter((candidate) => candidate === step || shown.includes(candidate));
  return { current: steps.indexOf(step) + 1, total: steps.length };
}

/** An onboarding page under its progress indicator (none until the step count is known). */
function OnboardingStepFrame({
  step,
  shown,
  children,
}: {
  step: TOnboardingStep;
  shown: readonly TOnboardingStep[] | null;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (shown === null) {
    return children;
  }
  const { current, total: shownTotal } = onboardingPosition(step, shown);
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
  const shown = useShownSteps(input);
  return (
    <OnboardingStepFrame step="welcome-begin" shown={shown}>
      <OnboardingQueryState query={info}>
        {({ steps }) => (
          <OnboardingWelcomeBegin
            firstName={user.firstName}
            onStart={() => goTo(nextOnboardingStep('welcome-begin', steps), shown)}
          />
        )}
      </OnboardingQueryState>
    </OnboardingStepFrame>
  );
}

export function OnboardingPolicyRoute() {
  const { input, goTo } = useOnboarding();
  const shown = useShownSteps(input);
  return (
    <OnboardingStepFrame step="policy" shown={shown}>
      <OnboardingPolicyStep input={input} onDone={() => goTo('preferences', shown)} />
    </OnboardingStepFrame>
  );
}

export function OnboardingPreferencesRoute() {
  const { input, goTo } = useOnboarding();
  const shown = useShownSteps(input);
  return (
    <OnboardingStepFrame step="preferences" shown={shown}>
      <OnboardingPreferencesStep input={input} onDone={() => goTo(nextShownStep('preferences', shown ?? []), shown)} />
    </OnboardingStepFrame>
  );
}

/** The learning path selection step (spec section 4, step 3): the paths the new user may take. */
export function OnboardingLearningPathRoute() {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const { input, goTo } = useOnboarding();
  const locale = usePageLocale();
  const shown = useShownSteps(input);
  const serviceUrl = input.services.learningPathServiceUrl ?? '';
  const choices = usePathChoices(serviceUrl, locale, input.services.learningPathServiceUrl !== null);
  const setPath = useSetUserPath(serviceUrl);
  const next = () => goTo(nextShownStep('learning-path', shown ?? []), shown);
  return (
    <OnboardingStepFrame step="learning-path" shown={shown}>
      <Stack gap="md">
        <Title order={1}>{t('learningPaths.onboarding.title')}</Title>
        <Text>{t('learningPaths.onboarding.text')}</Text>
        {choices.isError ? (
          <ErrorAlert
            text={t('learningPaths.learner.error')}
            retryLabel={t('learningPaths.learner.retry')}
            onRetry={() => void choices.refetch()}
          />
        ) : !choices.data ? (
          <ListSkeleton label={t('learningPaths.learner.loading')} rows={3} rowHeight={96} />
        ) : choices.data.length === 0 ? (
          <Text c="dimmed">{t('learningPaths.choose.none')}</Text>
        ) : (
          <PathChooser
            paths={choices.data}
            isPending={setPath.isPending}
            submitLabel={t('learningPaths.onboarding.submit')}
            onChoose={(pathId) =>
              setPath.mutate(pathId, {
                onSuccess: next,
                onError: () => showToast({ kind: 'error', message: t('learningPaths.choose.error') }),
              })
            }
          />
        )}
        <Group>
          <Button variant="subtle" onClick={next}>
            {t('learningPaths.onboarding.skip')}
          </Button>
        </Group>
      </Stack>
    </OnboardingStepFrame>
  );
}

/**
 * The skill assessment step (spec section 4, step 3): the first pending skill assessment is not
 * done. Taking it "when I finish" makes it where onboarding ends.
 */
export function OnboardingSkillAssessmentRoute() {
  const { input, goTo } = useOnboarding();
  const info = useQuery(getOnboardingInfoQueryOptions(input));
  const shown = useShownSteps(input);
  const next = nextShownStep('skill-assessment', shown ?? []);
  return (
    <OnboardingStepFrame step="skill-assessment" shown={shown}>
      <OnboardingQueryState query={info}>
        {({ pendingSkillAssessments }) => {
          const first = pendingSkillAssessments[0];
          return (
            <OnboardingSkillStep
              onTakeAfter={() =>
                first ? goTo(next, shown, `/assessment/${first.assessmentSetId}`) : goTo(next, shown)
              }
              onLater={() => goTo(next, shown)}
            />
          );
        }}
      </OnboardingQueryState>
    </OnboardingStepFrame>
  );
}

/** The resource recommendation step (spec section 4, step 3): no recommendation chosen yet. */
export function OnboardingRecommendationsRoute() {
  const { input, goTo } = useOnboarding();
  const shown = useShownSteps(input);
  return (
    <OnboardingStepFrame step="recommendations" shown={shown}>
      <OnboardingRecommendationsStep
        services={input.services}
        locale={input.locale}
        onDone={() => goTo(nextShownStep('recommendations', shown ?? []), shown)}
      />
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
  const shown = useShownSteps(input);
  return (
    <OnboardingStepFrame step="welcome-end" shown={shown}>
      <OnboardingWelcomeEnd services={input.services} onFinished={onFinished} />
    </OnboardingStepFrame>
  );
}
