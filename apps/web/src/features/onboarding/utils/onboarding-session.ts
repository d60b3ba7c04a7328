import { ONBOARDING_SESSION_KEYS } from '@portal/contracts';
import type { TOnboardingSessionFlags } from '@portal/contracts';

// Storage can be disabled (private browsing, quotas): the flags are best effort, the gate re-checks.
function readFlag(key: string): boolean | undefined {
  try {
    const value = window.sessionStorage.getItem(key);
    return value === null ? undefined : value === 'true';
  } catch {
    return undefined;
  }
}

function writeFlag(key: string, value: boolean | undefined): void {
  if (value === undefined) {
    return;
  }
  try {
    window.sessionStorage.setItem(key, String(value));
  } catch {
    // Best effort, see above.
  }
}

/** The onboarding gate's session flags (spec section 4), as stored ('true' / 'false'). */
export function readOnboardingSessionFlags(): TOnboardingSessionFlags {
  return {
    isOnboardingComplete: readFlag(ONBOARDING_SESSION_KEYS.onboardingComplete) ?? false,
    isPrivacyPolicyUpToDate: readFlag(ONBOARDING_SESSION_KEYS.privacyPolicyUpToDate),
    isTermsAndConditionsUpToDate: readFlag(ONBOARDING_SESSION_KEYS.termsAndConditionsUpToDate),
    hasPendingSkillAssessment: readFlag(ONBOARDING_SESSION_KEYS.pendingSkillAssessment),
    hasPendingCategoryUpdate: readFlag(ONBOARDING_SESSION_KEYS.pendingCategoryUpdate),
  };
}

/** Stores the flags the gate decided; a flag it left undecided keeps its stored value. */
export function writeOnboardingSessionFlags(flags: TOnboardingSessionFlags): void {
  writeFlag(ONBOARDING_SESSION_KEYS.onboardingComplete, flags.isOnboardingComplete);
  writeFlag(ONBOARDING_SESSION_KEYS.privacyPolicyUpToDate, flags.isPrivacyPolicyUpToDate);
  writeFlag(ONBOARDING_SESSION_KEYS.termsAndConditionsUpToDate, flags.isTermsAndConditionsUpToDate);
  writeFlag(ONBOARDING_SESSION_KEYS.pendingSkillAssessment, flags.hasPendingSkillAssessment);
  writeFlag(ONBOARDING_SESSION_KEYS.pendingCategoryUpdate, flags.hasPendingCategoryUpdate);
}

/** Whether the gate already let this tab's user through (step 1: nothing to gather). */
export function isOnboardingCompleteInSession(): boolean {
  return readFlag(ONBOARDING_SESSION_KEYS.onboardingComplete) === true;
}
