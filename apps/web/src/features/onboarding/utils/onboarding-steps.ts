import type { TOnboardingSteps } from '@portal/contracts';

/** The onboarding area's pages, in order (spec section 2: /onboarding/...). */
export type TOnboardingStep = 'welcome-begin' | 'policy' | 'preferences' | 'welcome-end';

/** The page after `step`: the policy page only when a policy is to accept. */
export function nextOnboardingStep(step: TOnboardingStep, steps: TOnboardingSteps): TOnboardingStep {
  if (step === 'welcome-begin') {
    return steps.showTermsAndConditions || steps.showPrivacyAcceptance ? 'policy' : 'preferences';
  }
  if (step === 'policy') {
    return 'preferences';
  }
  return 'welcome-end';
}
