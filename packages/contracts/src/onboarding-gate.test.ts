import { describe, expect, it } from 'vitest';
import {
  decideOnboardingSteps,
  evaluateOnboardingGate,
  isCategoryUpdateRequired,
  ONBOARDING_ROUTE,
  type TOnboardingFacts,
} from './onboarding-gate.ts';

const NOW = new Date('2026-03-01T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 24 * 60 * 60 * 1000).toISOString();
const freshCategory = { updatedAt: daysAgo(10), isModified: false, isInserted: false };
const PRIVACY = { notificationCode: 'privacy-v2' };
const TERMS = { notificationCode: 'terms-v3' };

/** An onboarded user with nothing pending: every branch starts from here and changes one fact. */
function facts(overrides: Partial<TOnboardingFacts> = {}): TOnboardingFacts {
  return {
    categoryPreferenceConfiguration: { updateFrequencyPeriod: 180 },
    userCategories: [freshCategory],
    tenantCategories: [{ categoryId: 1 }],
    privacyPolicy: PRIVACY,
    termsAndConditions: TERMS,
    acceptedNotificationCodes: ['privacy-v2', 'terms-v3'],
    isFirstPreferenceUpdated: true,
    isLearningPathModuleEnabled: true,
    learningPathOnboardingStatus: { isCorePathAssigned: true, isCorePathAvailableForUser: true },
    isAssessmentModuleEnabled: true,
    isCompetencyEnabled: true,
    pendingSkillAssessments: [],
    chosenRecommendationCount: 2,
    ...overrides,
  };
}

const newUser = (overrides: Partial<TOnboardingFacts> = {}) => facts({ isFirstPreferenceUpdated: false, ...overrides });
const notComplete = { isOnboardingComplete: false };
const gate = (input: TOnboardingFacts) => evaluateOnboardingGate({ sessionFlags: notComplete, facts: input, now: NOW });

describe('onboarding gate, step 1: ONBOARDING_COMPLETE', () => {
  it('allows without any fact when the session flag is set, and keeps the flags', () => {
    const flags = { isOnboardingComplete: true, hasPendingCategoryUpdate: true };
    expect(evaluateOnboardingGate({ sessionFlags: flags, facts: null })).toEqual({
      outcome: 'allow',
      sessionFlags: flags,
      steps: null,
    });
  });

  it('needs the facts otherwise', () => {
    expect(() => evaluateOnboardingGate({ sessionFlags: notComplete, facts: null })).toThrow(/facts/);
  });
});

describe('onboarding gate, step 2: privacy and terms to accept', () => {
  it('asks for a policy that exists and whose version the user has not accepted', () => {
    const steps = decideOnboardingSteps(facts({ acceptedNotificationCodes: ['privacy-v1', 'terms-v3'] }), NOW);
    expect(steps.showPrivacyAcceptance).toBe(true);
    expect(steps.showTermsAndConditions).toBe(false);
  });

  it('does not ask for a policy the tenant does not have', () => {
    const steps = decideOnboardingSteps(
      facts({ privacyPolicy: null, termsAndConditions: null, acceptedNotificationCodes: [] }),
      NOW,
    );
    expect(steps.showPrivacyAcceptance).toBe(false);
    expect(steps.showTermsAndConditions).toBe(false);
  });

  it('stores the up-to-date flags in the session', () => {
    const decision = gate(facts({ acceptedNotificationCodes: ['privacy-v2'] }));
    expect(decision.sessionFlags).toMatchObject({
      isPrivacyPolicyUpToDate: true,
      isTermsAndConditionsUpToDate: false,
    });
  });
});

describe('onboarding gate, step 3: learning path, skill assessment, recommendations', () => {
  it('requires learning path selection before the first preference update when a core path is available, not assigned', () => {
    const status = { isCorePathAssigned: false, isCorePathAvailableForUser: true };
    expect(
      decideOnboardingSteps(newUser({ learningPathOnboardingStatus: status }), NOW).showLearningPathSelection,
    ).toBe(true);
    // Not when assigned, not when unavailable, not without the module, not after the first update.
    const assigned = { isCorePathAssigned: true, isCorePathAvailableForUser: true };
    const unavailable = { isCorePathAssigned: false, isCorePathAvailableForUser: false };
    for (const other of [
      newUser({ learningPathOnboardingStatus: assigned }),
      newUser({ learningPathOnboardingStatus: unavailable }),
      newUser({ learningPathOnboardingStatus: status, isLearningPathModuleEnabled: false }),
      facts({ learningPathOnboardingStatus: status }),
    ]) {
      expect(decideOnboardingSteps(other, NOW).showLearningPathSelection).toBe(false);
    }
  });

  it('asks for the skill assessment when the first pending one is incomplete', () => {
    const incomplete = [{ isComplete: false }, { isComplete: true }];
    expect(decideOnboardingSteps(newUser({ pendingSkillAssessments: incomplete }), NOW).showSkillAssessment).toBe(true);
    const firstComplete = [{ isComplete: true }, { isComplete: false }];
    expect(decideOnboardingSteps(newUser({ pendingSkillAssessments: firstComplete }), NOW).showSkillAssessment).toBe(
      false,
    );
    expect(decideOnboardingSteps(newUser({ pendingSkillAssessments: [] }), NOW).showSkillAssessment).toBe(false);
  });

  it('shows resource recommendation when the user has chosen none', () => {
    expect(decideOnboardingSteps(newUser({ chosenRecommendationCount: 0 }), NOW).showResourceRecommendation).toBe(true);
    expect(decideOnboardingSteps(newUser({ chosenRecommendationCount: 1 }), NOW).showResourceRecommendation).toBe(
      false,
    );
  });

  it('asks for neither skill assessment nor recommendations without the assessment module or competencies', () => {
    const pending = { pendingSkillAssessments: [{ isComplete: false }], chosenRecommendationCount: 0 };
    for (const other of [
      newUser({ ...pending, isAssessmentModuleEnabled: false }),
      newUser({ ...pending, isCompetencyEnabled: false }),
    ]) {
      const steps = decideOnboardingSteps(other, NOW);
      expect(steps.showSkillAssessment).toBe(false);
      expect(steps.showResourceRecommendation).toBe(false);
    }
  });
});

describe('onboarding gate, step 4: category update', () => {
  const configuration = { updateFrequencyPeriod: 30 };

  it('is needed when the user has no categories', () => {
    expect(isCategoryUpdateRequired([], configuration, NOW)).toBe(true);
  });

  it('is needed when a category is older than updateFrequencyPeriod days', () => {
    const old = { updatedAt: daysAgo(31), isModified: false, isInserted: false };
    expect(isCategoryUpdateRequired([freshCategory, old], configuration, NOW)).toBe(true);
    const recent = { updatedAt: daysAgo(29), isModified: false, isInserted: false };
    expect(isCategoryUpdateRequired([recent], configuration, NOW)).toBe(false);
  });

  it('is needed when a category is modified or newly inserted', () => {
    expect(isCategoryUpdateRequired([{ ...freshCategory, isModified: true }], configuration, NOW)).toBe(true);
    expect(isCategoryUpdateRequired([{ ...freshCategory, isInserted: true }], configuration, NOW)).toBe(true);
  });
});

describe('onboarding gate, step 5: outcome', () => {
  it('first preference updated, privacy and learning path not required: allows and stores the pending flags', () => {
    const decision = gate(
      facts({
        pendingSkillAssessments: [{ isComplete: false }],
        userCategories: [],
        acceptedNotificationCodes: ['privacy-v2'],
      }),
    );
    // Terms to accept do not hold an onboarded user back here.
    expect(decision.outcome).toBe('allow');
    expect(decision.redirectTo).toBeUndefined();
    expect(decision.sessionFlags).toEqual({
      isOnboardingComplete: false,
      isPrivacyPolicyUpToDate: true,
      isTermsAndConditionsUpToDate: false,
      hasPendingSkillAssessment: true,
      hasPendingCategoryUpdate: true,
    });
    const nothingPending = gate(facts());
    expect(nothingPending.sessionFlags).toMatchObject({
      hasPendingSkillAssessment: false,
      hasPendingCategoryUpdate: false,
    });
  });

  it('first preference updated, privacy required: allows without the pending flags', () => {
    const decision = gate(facts({ acceptedNotificationCodes: ['terms-v3'], userCategories: [] }));
    expect(decision.outcome).toBe('allow');
    expect(decision.sessionFlags.hasPendingCategoryUpdate).toBeUndefined();
    expect(decision.sessionFlags.hasPendingSkillAssessment).toBeUndefined();
    expect(decision.sessionFlags.isPrivacyPolicyUpToDate).toBe(false);
  });

  it('not updated and category update required: redirects to /onboarding', () => {
    const decision = gate(newUser({ userCategories: [] }));
    expect(decision).toMatchObject({ outcome: 'redirect', redirectTo: ONBOARDING_ROUTE });
    expect(decision.steps?.showCategoriesUpdation).toBe(true);
  });

  it('not updated and privacy or terms required: redirects to /onboarding', () => {
    expect(gate(newUser({ acceptedNotificationCodes: ['terms-v3'] }))).toMatchObject({
      outcome: 'redirect',
      redirectTo: '/onboarding',
    });
    expect(gate(newUser({ acceptedNotificationCodes: ['privacy-v2'] }))).toMatchObject({
      outcome: 'redirect',
      redirectTo: '/onboarding',
    });
  });

  it('not updated and nothing of that required: allows, even with learning path or assessment steps', () => {
    const decision = gate(
      newUser({
        learningPathOnboardingStatus: { isCorePathAssigned: false, isCorePathAvailableForUser: true },
        pendingSkillAssessments: [{ isComplete: false }],
        chosenRecommendationCount: 0,
      }),
    );
    expect(decision.outcome).toBe('allow');
    expect(decision.redirectTo).toBeUndefined();
    expect(decision.steps).toMatchObject({
      showLearningPathSelection: true,
      showSkillAssessment: true,
      showResourceRecommendation: true,
    });
    expect(decision.sessionFlags.hasPendingSkillAssessment).toBeUndefined();
  });

  it('the demo new hire (no categories, policies not accepted) is redirected', () => {
    const decision = gate(newUser({ userCategories: [], acceptedNotificationCodes: [] }));
    expect(decision.outcome).toBe('redirect');
    expect(decision.steps).toMatchObject({
      showTermsAndConditions: true,
      showPrivacyAcceptance: true,
      showCategoriesUpdation: true,
    });
  });
});
