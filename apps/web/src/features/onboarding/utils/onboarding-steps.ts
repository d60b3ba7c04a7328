import type { TOnboardingSteps } from '@portal/contracts';

/** The onboarding area's pages, in order (spec section 2: /onboarding/...). */
export const ONBOARDING_STEP_ORDER = [
  'welcome-begin',
  'policy',
  'preferences',
  'skill-assessment',
  'learning-path',
  'recommendations',
  'welcome-end',
] as const;
export type TOnboardingStep = (typeof ONBOARDING_STEP_ORDER)[number];

/**
 * Whether a page applies (spec section 4, steps 2 and 3): the policy page when a policy is to
 * accept, the skill assessment page when the first pending one is incomplete, the learning path
 * page when a core path is to choose, the recommendation page when none is chosen yet.
 */
export function isOnboardingStepShown(step: TOnboardingStep, steps: TOnboardingSteps): boolean {
  switch (step) {
    case 'policy':
      return steps.showTermsAndConditions || steps.showPrivacyAcceptance;
    case 'skill-assessment':
      return steps.showSkillAssessment;
    case 'learning-path':
      return steps.showLearningPathSelection;
    case 'recommendations':
      return steps.showResourceRecommendation;
    default:
      return true;
  }
}

/** The pages of an onboarding, in order. */
export function shownOnboardingSteps(steps: TOnboardingSteps): TOnboardingStep[] {
  return ONBOARDING_STEP_ORDER.filter((step) => isOnboardingStepShown(step, steps));
}

/** The page after `step` among those shown (the last welcome page at the end). */
export function nextShownStep(step: TOnboardingStep, shown: readonly TOnboardingStep[]): TOnboardingStep {
  const after = ONBOARDING_STEP_ORDER.slice(ONBOARDING_STEP_ORDER.indexOf(step) + 1);
  return after.find((candidate) => shown.includes(candidate)) ?? 'welcome-end';
}

/** The page after `step` for these decisions. */
export function nextOnboardingStep(step: TOnboardingStep, steps: TOnboardingSteps): TOnboardingStep {
  return nextShownStep(step, shownOnboardingSteps(steps));
}
