import type { TOnboardingSteps } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { nextOnboardingStep, nextShownStep, shownOnboardingSteps } from './onboarding-steps';

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

describe('the skill steps', () => {
  it('asks for the skill assessment after the preferences, and for recommendations before the last page', () => {
    const withSkills = { ...nothing, showSkillAssessment: true, showResourceRecommendation: true };
    expect(nextOnboardingStep('preferences', withSkills)).toBe('skill-assessment');
    expect(nextOnboardingStep('skill-assessment', withSkills)).toBe('recommendations');
    expect(nextOnboardingStep('recommendations', withSkills)).toBe('welcome-end');
    const everything = { ...withSkills, showLearningPathSelection: true, showPrivacyAcceptance: true };
    expect(shownOnboardingSteps(everything)).toEqual([
      'welcome-begin',
      'policy',
      'preferences',
      'skill-assessment',
      'learning-path',
      'recommendations',
      'welcome-end',
    ]);
  });

  it('leaves out the skill pages that do not apply', () => {
    expect(nextOnboardingStep('preferences', { ...nothing, showResourceRecommendation: true })).toBe('recommendations');
    expect(nextShownStep('skill-assessment', ['welcome-begin', 'preferences', 'skill-assessment', 'welcome-end'])).toBe(
      'welcome-end',
    );
    expect(shownOnboardingSteps(nothing)).toEqual(['welcome-begin', 'preferences', 'welcome-end']);
  });
});
