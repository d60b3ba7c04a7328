import { ONBOARDING_SESSION_KEYS } from '@portal/contracts';
import type { TOnboardingSessionFlags } from '@portal/contracts';
import { readSessionItem, writeSessionItem } from '../../../lib/session-cache';
import type { TSessionKey } from '../../../lib/session-cache';

// Best effort, as all session storage: when it is unavailable the gate simply checks again.
function readFlag(key: TSessionKey): boolean | undefined {
  const value = readSessionItem(key);
  return value === null ? undefined : value === 'true';
}

function writeFlag(key: TSessionKey, value: boolean | undefined): void {
  if (value !== undefined) {
    writeSessionItem(key, String(value));
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
