import { evaluateOnboardingGate } from '@portal/contracts';
import type { TLocaleCode, TOnboardingGateDecision, TTenantConfiguration, TUser } from '@portal/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { readOnboardingSessionFlags, writeOnboardingSessionFlags } from '../utils/onboarding-session';
import { getOnboardingInfoQueryOptions, onboardingInfoInputOf } from './get-onboarding-info';

/**
 * The onboarding gate of spec section 4 before the home area: step 1 from the session, else the
 * facts from the server (kept in the query cache for the onboarding pages), the rule from
 * contracts, and the flags it decided back into the session. An "allow" also sets
 * ONBOARDING_COMPLETE, so the rest of the tab's visit costs nothing.
 */
export async function runOnboardingGate(
  queryClient: QueryClient,
  configuration: TTenantConfiguration,
  user: Pick<TUser, 'userCode' | 'firstPreferenceUpdated'>,
  locale: TLocaleCode,
): Promise<TOnboardingGateDecision> {
  const sessionFlags = readOnboardingSessionFlags();
  if (sessionFlags.isOnboardingComplete) {
    return evaluateOnboardingGate({ sessionFlags, facts: null });
  }
  const info = await queryClient.fetchQuery(
    getOnboardingInfoQueryOptions(onboardingInfoInputOf(configuration, user, locale)),
  );
  const decision = evaluateOnboardingGate({ sessionFlags, facts: info.facts });
  writeOnboardingSessionFlags(
    decision.outcome === 'allow' ? { ...decision.sessionFlags, isOnboardingComplete: true } : decision.sessionFlags,
  );
  return decision;
}
