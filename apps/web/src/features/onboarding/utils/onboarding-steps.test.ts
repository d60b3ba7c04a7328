import type { TOnboardingSteps } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { nextOnboardingStep } from './onboarding-steps';

const nothing: TOnboardingSteps = {
  showTermsAndConditions: false,
  showPrivacyAcceptance: false,
  showCategoriesUpdation: false,
  showSkillAssessment: false,
  showLearningPathSelection: false,
  showResourceRecommendation: false,
};

describe('nextOnboardingStep', () => {
  it('goes through the policy page only when a policy is to accept', () => {
    expect(nextOnboardingStep('welcome-begin', { ...nothing, showPrivacyAcceptance: true })).toBe('policy');
    expect(nextOnboardingStep('welcome-begin', { ...nothing, showTermsAndConditions: true })).toBe('policy');
    expect(nextOnboardingStep('welcome-begin', nothing)).toBe('preferences');
  });

  it('then preferences, then the last welcome page', () => {
    expect(nextOnboardingStep('policy', nothing)).toBe('preferences');
    expect(nextOnboardingStep('preferences', nothing)).toBe('welcome-end');
  });

  it('asks for a learning path after the preferences when a core path is to choose', () => {
    const withPath = { ...nothing, showLearningPathSelection: true };
    expect(nextOnboardingStep('preferences', withPath)).toBe('learning-path');
    expect(nextOnboardingStep('learning-path', withPath)).toBe('welcome-end');
  });
});
