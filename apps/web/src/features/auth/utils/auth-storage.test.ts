import { ONBOARDING_SESSION_KEYS } from '@portal/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_KEYS } from '../../../lib/session-cache';
import { clearUserSession } from './auth-storage';

afterEach(() => {
  window.sessionStorage.clear();
});

describe('clearUserSession', () => {
  it("forgets the user's cached data and onboarding flags, and nothing else", () => {
    window.sessionStorage.setItem(SESSION_KEYS.userInfo, '{}');
    window.sessionStorage.setItem(ONBOARDING_SESSION_KEYS.onboardingComplete, 'true');
    window.sessionStorage.setItem(ONBOARDING_SESSION_KEYS.pendingCategoryUpdate, 'true');
    window.sessionStorage.setItem(SESSION_KEYS.locale, 'fr-CA');
    clearUserSession();
    expect(window.sessionStorage.getItem(SESSION_KEYS.userInfo)).toBeNull();
    expect(window.sessionStorage.getItem(ONBOARDING_SESSION_KEYS.onboardingComplete)).toBeNull();
    expect(window.sessionStorage.getItem(ONBOARDING_SESSION_KEYS.pendingCategoryUpdate)).toBeNull();
    expect(window.sessionStorage.getItem(SESSION_KEYS.locale)).toBe('fr-CA');
  });
});
