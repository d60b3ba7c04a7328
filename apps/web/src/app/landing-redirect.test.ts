import { describe, expect, it } from 'vitest';
import { FALLBACK_LANDING_PAGE, resolveLandingPage } from './landing-redirect';

describe('resolveLandingPage', () => {
  it('uses the configured in-app page', () => {
    expect(resolveLandingPage({ defaultLandingPage: '/learning-path' })).toBe('/learning-path');
  });

  it.each(['', '/', 'https://evil.test', '//evil.test', '/\\evil.test', 'dashboard'])(
    'falls back to /dashboard for %j',
    (page) => {
      expect(resolveLandingPage({ defaultLandingPage: page })).toBe(FALLBACK_LANDING_PAGE);
    },
  );
});
