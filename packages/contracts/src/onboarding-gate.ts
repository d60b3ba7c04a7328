/*
 * The onboarding gate (spec section 4 "Onboarding gate"): whether a signed-in user may enter the
 * home area or must first go through /onboarding, and which onboarding steps apply. A pure rule
 * without zod, so the web app's first page can run it; the caller gathers the facts (step 2 and 3
 * calls) and stores the session flags the answer carries.
 *
 * 1. Session flag ONBOARDING_COMPLETE set: allow (nothing is gathered).
 * 2. Otherwise gather the category preference configuration, the user's and the tenant's
 *    categories, and the privacy and terms notifications in the user's language. Each policy is
 *    "to accept" when a notification of its type exists (and, since a new version must be accepted
 *    again, the user has not accepted that version's `notificationCode`); the up-to-date flags go
 *    to the session.
 * 3. No first preference update yet: learning path selection is required when the learning path
 *    module is enabled and a core path is not assigned but available. When the assessment module
 *    and competencies are enabled: the first pending skill assessment, if incomplete, asks for the
 *    skill assessment step, and resource recommendation is shown when the user has chosen none.
 *    (The skill assessment part is evaluated whatever the first preference state: step 5 stores
 *    "pending skill assessment" for users who did update their preferences, which only means
 *    something if it was evaluated for them.)
 * 4. Category update is needed when the user has no categories, any is older than
 *    `updateFrequencyPeriod` days, or any is modified or newly inserted.
 * 5. First preference updated, privacy and learning path selection not required: allow and store
 *    the pending skill assessment and pending category update flags. First preference updated
 *    otherwise: allow. Not updated and any of category update, privacy or terms required: redirect
 *    to /onboarding. Otherwise allow.
 */

/** Where the gate sends a user who must onboard first. */
export const ONBOARDING_ROUTE = '/onboarding';

/** The session storage keys of the gate's flags (values are 'true' / 'false'). */
export const ONBOARDING_SESSION_KEYS = {
  onboardingComplete: 'ONBOARDING_COMPLETE',
  privacyPolicyUpToDate: 'PRIVACY_POLICY_UP_TO_DATE',
  termsAndConditionsUpToDate: 'TERMS_AND_CONDITIONS_UP_TO_DATE',
  pendingSkillAssessment: 'PENDING_SKILL_ASSESSMENT',
  pendingCategoryUpdate: 'PENDING_CATEGORY_UPDATE',
} as const;

/** The gate's session flags; a flag the gate has not decided yet is absent. */
export type TOnboardingSessionFlags = {
  /** ONBOARDING_COMPLETE: set when the user finishes onboarding; the gate then lets them through. */
  isOnboardingComplete: boolean;
  isPrivacyPolicyUpToDate?: boolean;
  isTermsAndConditionsUpToDate?: boolean;
  /** Set on the first branch of step 5 only: a skill assessment is assigned and not complete. */
  hasPendingSkillAssessment?: boolean;
  /** Set on the first branch of step 5 only: the user should review their categories. */
  hasPendingCategoryUpdate?: boolean;
};

/** A user category as the gate reads it (spec section 3 "User category"). */
export type TOnboardingUserCategory = { updatedAt: string; isModified: boolean; isInserted: boolean };

/** A policy (privacy or terms) in force in the user's language. */
export type TOnboardingPolicy = { notificationCode: string };

/** Spec section 3 "Learning path onboarding status". */
export type TLearningPathOnboardingStatus = { isCorePathAssigned: boolean; isCorePathAvailableForUser: boolean };

/** Spec section 3 "Pending skill assessment" (the gate reads `isComplete`). */
export type TOnboardingPendingSkillAssessment = { isComplete: boolean };

/** What the caller gathered (steps 2 and 3) when ONBOARDING_COMPLETE is not set. */
export type TOnboardingFacts = {
  categoryPreferenceConfiguration: { updateFrequencyPeriod: number };
  userCategories: readonly TOnboardingUserCategory[];
  /** The tenant's categories: gathered for the onboarding page; they decide nothing here. */
  tenantCategories: readonly unknown[];
  /** The privacy policy in the user's language; null when the tenant has none. */
  privacyPolicy: TOnboardingPolicy | null;
  /** The terms and conditions in the user's language; null when the tenant has none. */
  termsAndConditions: TOnboardingPolicy | null;
  /** The notification codes (policy versions) the user has accepted. */
  acceptedNotificationCodes: readonly string[];
  /** `firstPreferenceUpdated` of the user (spec section 3 "User"). */
  isFirstPreferenceUpdated: boolean;
  isLearningPathModuleEnabled: boolean;
  /** Needed when the learning path module is enabled and first preferences are not updated. */
  learningPathOnboardingStatus: TLearningPathOnboardingStatus | null;
  isAssessmentModuleEnabled: boolean;
  /** The tenant's `competenciesEnabled`. */
  isCompetencyEnabled: boolean;
  /** Needed when the assessment module and competencies are enabled; the first one counts. */
  pendingSkillAssessments: readonly TOnboardingPendingSkillAssessment[];
  /** How many resource recommendations the user has chosen. */
  chosenRecommendationCount: number;
};

/** Which onboarding steps apply (the decisions of spec section 3 "Onboarding info"). */
export type TOnboardingSteps = {
  showTermsAndConditions: boolean;
  showPrivacyAcceptance: boolean;
  showCategoriesUpdation: boolean;
  showSkillAssessment: boolean;
  showLearningPathSelection: boolean;
  showResourceRecommendation: boolean;
};

export type TOnboardingGateInput = {
  sessionFlags: TOnboardingSessionFlags;
  /** Null only when ONBOARDING_COMPLETE is set (step 1 decides without them). */
  facts: TOnboardingFacts | null;
  /** For the category age of step 4; now by default. */
  now?: Date;
};

export type TOnboardingGateDecision = {
  outcome: 'allow' | 'redirect';
  /** Set when the outcome is 'redirect'. */
  redirectTo?: typeof ONBOARDING_ROUTE;
  /** The flags to store in the session (the input's, updated). */
  sessionFlags: TOnboardingSessionFlags;
  /** The steps that apply; null when step 1 allowed without gathering anything. */
  steps: TOnboardingSteps | null;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** Step 4: the user must review their categories. */
export function isCategoryUpdateRequired(
  userCategories: readonly TOnboardingUserCategory[],
  configuration: { updateFrequencyPeriod: number },
  now: Date = new Date(),
): boolean {
  if (userCategories.length === 0) {
    return true;
  }
  const threshold = now.getTime() - configuration.updateFrequencyPeriod * DAY_MS;
  return userCategories.some(
    (category) => category.isModified || category.isInserted || Date.parse(category.updatedAt) < threshold,
  );
}

/** Step 2: a policy is to accept when the tenant has one and the user has not accepted that version. */
function isPolicyToAccept(policy: TOnboardingPolicy | null, accepted: readonly string[]): boolean {
  return policy !== null && !accepted.includes(policy.notificationCode);
}

/** Steps 2 to 4: what applies to this user. */
export function decideOnboardingSteps(facts: TOnboardingFacts, now: Date = new Date()): TOnboardingSteps {
  const showLearningPathSelection =
    !facts.isFirstPreferenceUpdated &&
    facts.isLearningPathModuleEnabled &&
    facts.learningPathOnboardingStatus !== null &&
    !facts.learningPathOnboardingStatus.isCorePathAssigned &&
    facts.learningPathOnboardingStatus.isCorePathAvailableForUser;
  const hasSkillAssessments = facts.isAssessmentModuleEnabled && facts.isCompetencyEnabled;
  const firstPending = facts.pendingSkillAssessments[0];
  return {
    showTermsAndConditions: isPolicyToAccept(facts.termsAndConditions, facts.acceptedNotificationCodes),
    showPrivacyAcceptance: isPolicyToAccept(facts.privacyPolicy, facts.acceptedNotificationCodes),
    showCategoriesUpdation: isCategoryUpdateRequired(facts.userCategories, facts.categoryPreferenceConfiguration, now),
    showSkillAssessment: hasSkillAssessments && firstPending !== undefined && !firstPending.isComplete,
    showLearningPathSelection,
    showResourceRecommendation: hasSkillAssessments && facts.chosenRecommendationCount === 0,
  };
}

/** Spec section 4 "Onboarding gate", all five steps. */
export function evaluateOnboardingGate({ sessionFlags, facts, now }: TOnboardingGateInput): TOnboardingGateDecision {
  // Step 1.
  if (sessionFlags.isOnboardingComplete) {
    return { outcome: 'allow', sessionFlags: { ...sessionFlags }, steps: null };
  }
  if (!facts) {
    throw new Error('the onboarding gate needs its facts when ONBOARDING_COMPLETE is not set');
  }
  // Steps 2 to 4.
  const steps = decideOnboardingSteps(facts, now);
  const flags: TOnboardingSessionFlags = {
    ...sessionFlags,
    isPrivacyPolicyUpToDate: !steps.showPrivacyAcceptance,
    isTermsAndConditionsUpToDate: !steps.showTermsAndConditions,
  };
  // Step 5.
  if (facts.isFirstPreferenceUpdated) {
    if (!steps.showPrivacyAcceptance && !steps.showLearningPathSelection) {
      flags.hasPendingSkillAssessment = steps.showSkillAssessment;
      flags.hasPendingCategoryUpdate = steps.showCategoriesUpdation;
    }
    return { outcome: 'allow', sessionFlags: flags, steps };
  }
  if (steps.showCategoriesUpdation || steps.showPrivacyAcceptance || steps.showTermsAndConditions) {
    return { outcome: 'redirect', redirectTo: ONBOARDING_ROUTE, sessionFlags: flags, steps };
  }
  return { outcome: 'allow', sessionFlags: flags, steps };
}
