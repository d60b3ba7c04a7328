import type { TOnboardingSteps } from '@portal/contracts';

/** The onboarding area's pages, in order (spec section 2: /onboarding/...). */
export const ONBOARDING_STEPS = ['welcome-begin', 'policy', 'preferences', 'welcome-end'] as const;
export type TOnboardingStep = (typeof ONBOARDING_STEPS)[number];

/** Whether the policy page has something to accept. */
export function hasPoliciesToAccept(steps: TOnboardingSteps): boolean {
  return steps.showTermsAndConditions || steps.showPrivacyAcceptance;
}

/** The page after `step`: the policy page only when a policy is to accept. */
export function nextOnboardingStep(step: TOnboardingStep, steps: TOnboardingSteps): TOnboardingStep {
  if (step === 'welcome-begin') {
    return hasPoliciesToAccept(steps) ? 'policy' : 'preferences';
  }
  if (step === 'policy') {
    return 'preferences';
  }
  return 'welcome-end';
}
