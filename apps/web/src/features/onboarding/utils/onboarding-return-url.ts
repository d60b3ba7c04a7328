import { isSafePostLoginUrl, ONBOARDING_ROUTE } from '@portal/contracts';
import type { TOnboardingStep } from './onboarding-steps';

const FALLBACK_RETURN_URL = '/';

/**
 * Where onboarding sends the user when they finish: the in-app path they first asked for. Only
 * same-origin relative paths (never "//host", "/\host" or an absolute URL: no open redirect), and
 * never the onboarding area itself (no loop).
 */
export function toOnboardingReturnUrl(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || !isSafePostLoginUrl(value)) {
    return FALLBACK_RETURN_URL;
  }
  const { pathname } = new URL(value, 'http://portal.invalid');
  if (pathname === ONBOARDING_ROUTE || pathname.startsWith(`${ONBOARDING_ROUTE}/`)) {
    return FALLBACK_RETURN_URL;
  }
  return value;
}

/** An onboarding step's address, carrying the return URL along. */
export function onboardingStepUrl(step: TOnboardingStep, returnUrl: string): string {
  return `${ONBOARDING_ROUTE}/${step}?${new URLSearchParams({ returnUrl }).toString()}`;
}
