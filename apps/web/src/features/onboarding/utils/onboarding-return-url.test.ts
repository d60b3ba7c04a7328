import { describe, expect, it } from 'vitest';
import { onboardingStepUrl, toOnboardingReturnUrl } from './onboarding-return-url';

describe('toOnboardingReturnUrl', () => {
  it('keeps an in-app path with its query and hash', () => {
    expect(toOnboardingReturnUrl('/resources?tab=all#top')).toBe('/resources?tab=all#top');
  });

  it.each([
    null,
    '',
    'resources',
    'https://evil.test/',
    '//evil.test/x',
    '/\\evil.test',
    'javascript:alert(1)',
    '/onboarding',
    '/onboarding/policy?returnUrl=/x',
  ])('falls back to / for %s', (value) => {
    expect(toOnboardingReturnUrl(value)).toBe('/');
  });
});

describe('onboardingStepUrl', () => {
  it('carries the return URL, encoded', () => {
    expect(onboardingStepUrl('policy', '/resources?tab=all')).toBe(
      '/onboarding/policy?returnUrl=%2Fresources%3Ftab%3Dall',
    );
  });
});
