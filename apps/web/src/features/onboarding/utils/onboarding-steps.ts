import type { TOnboardingSteps } from '@portal/contracts';

/** The onboarding area's pages, in order (spec section 2: /onboarding/...). */
export type TOnboardingStep = 'welcome-begin' | 'policy' | 'preferences' | 'learning-path' | 'welcome-end';

/**
 * The page after `step`: the policy page only when a policy is to accept, the learning path
 * page only when a core path is to choose (spec section 4, step 3).
 */
export function nextOnboardingStep(step: TOnboardingStep, steps: TOnboardingSteps): TOnboardingStep {
  if (step === 'welcome-begin') {
    return steps.showTermsAndConditions || steps.showPrivacyAcceptance ? 'policy' : 'preferences';
  }
  if (step === 'policy') {
    return 'preferences';
  }
  if (step === 'preferences' && steps.showLearningPathSelection) {
    return 'learning-path';
  }
  return 'welcome-end';
}
