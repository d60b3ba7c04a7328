import { decideOnboardingSteps } from '@portal/contracts';
import type {
  TCategory,
  TCategoryPreferenceConfiguration,
  TLocaleCode,
  TOnboardingFacts,
  TOnboardingSteps,
  TPendingSkillAssessment,
  TTenantConfiguration,
  TUser,
  TUserCategory,
} from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import {
  getAcceptedPolicyCodes,
  getCategoryPreferenceConfiguration,
  getChosenRecommendationCount,
  getPendingSkillAssessmentsForOnboarding,
  isCompetencyEnabled,
  getCorePathOnboardingStatus,
  getPoliciesInForce,
  getTenantCategories,
  getUserCategories,
  onboardingServicesOf,
} from './onboarding-api';
import type { TOnboardingServices, TPoliciesInForce } from './onboarding-api';

export type TOnboardingInfoInput = {
  services: TOnboardingServices;
  userCode: string;
  /** `firstPreferenceUpdated` of the signed-in user. */
  isFirstPreferenceUpdated: boolean;
  /** The user's language: policies and category names come in it. */
  locale: TLocaleCode;
};

/** Spec section 3 "Onboarding info": what the gate decides from and the onboarding pages show. */
export type TOnboardingInfo = {
  facts: TOnboardingFacts;
  steps: TOnboardingSteps;
  policies: TPoliciesInForce;
  tenantCategories: TCategory[];
  userCategories: TUserCategory[];
  categoryPreferenceConfiguration: TCategoryPreferenceConfiguration;
  /** The skill assessments not complete or expired (`isOnBoarding`); empty without skills. */
  pendingSkillAssessments: TPendingSkillAssessment[];
};

type TSkillFacts = Pick<
  TOnboardingFacts,
  'isAssessmentModuleEnabled' | 'isCompetencyEnabled' | 'pendingSkillAssessments' | 'chosenRecommendationCount'
> & { pendingSkillAssessments: TPendingSkillAssessment[] };

/**
 * Step 3's skill part: with the assessment module and the tenant's competencies on, the pending
 * skill assessments (`isOnBoarding=true`: those not complete or expired) and how many
 * recommendations the user chose; without them nothing is asked.
 */
async function getSkillFacts(services: TOnboardingServices, signal?: AbortSignal): Promise<TSkillFacts> {
  const none = { pendingSkillAssessments: [], chosenRecommendationCount: 0 };
  if (services.assessmentServiceUrl === null) {
    return { isAssessmentModuleEnabled: false, isCompetencyEnabled: false, ...none };
  }
  if (!(await isCompetencyEnabled(services, signal))) {
    return { isAssessmentModuleEnabled: true, isCompetencyEnabled: false, ...none };
  }
  const [pendingSkillAssessments, chosenRecommendationCount] = await Promise.all([
    getPendingSkillAssessmentsForOnboarding(services.assessmentServiceUrl, signal),
    getChosenRecommendationCount(services, signal),
  ]);
  return {
    isAssessmentModuleEnabled: true,
    isCompetencyEnabled: true,
    pendingSkillAssessments,
    chosenRecommendationCount,
  };
}

/**
 * Gathers the gate's facts (spec section 4, steps 2 and 3) with real calls, the learning path's
 * onboarding status included when the tenant enables learning paths (the endpoint answers "none
 * assigned" until that module exists), and the skill facts when the tenant has skills
 * (`getSkillFacts`). The policy versions the user accepted come from the server
 * (those accepted later in the tab are added to the cached info: `withAcceptedPolicies`).
 */
async function getOnboardingInfo(input: TOnboardingInfoInput, signal?: AbortSignal): Promise<TOnboardingInfo> {
  const { services, locale } = input;
  const learningPathServiceUrl = services.learningPathServiceUrl;
  const [
    categoryPreferenceConfiguration,
    userCategories,
    tenantCategories,
    policies,
    learningPathOnboardingStatus,
    acceptedNotificationCodes,
    skillFacts,
  ] = await Promise.all([
    getCategoryPreferenceConfiguration(services, signal),
    getUserCategories(services, locale, signal),
    getTenantCategories(services, locale, signal),
    getPoliciesInForce(services, locale, signal),
    learningPathServiceUrl === null ? null : getCorePathOnboardingStatus(learningPathServiceUrl, signal),
    getAcceptedPolicyCodes(services, signal),
    getSkillFacts(services, signal),
  ]);
  const facts: TOnboardingFacts = {
    categoryPreferenceConfiguration,
    userCategories,
    tenantCategories,
    privacyPolicy: policies.privacyPolicy,
    termsAndConditions: policies.termsAndConditions,
    acceptedNotificationCodes,
    isFirstPreferenceUpdated: input.isFirstPreferenceUpdated,
    isLearningPathModuleEnabled: learningPathServiceUrl !== null,
    learningPathOnboardingStatus,
    ...skillFacts,
  };
  return {
    facts,
    steps: decideOnboardingSteps(facts),
    policies,
    tenantCategories,
    userCategories,
    categoryPreferenceConfiguration,
    pendingSkillAssessments: skillFacts.pendingSkillAssessments,
  };
}

export function getOnboardingInfoQueryOptions(input: TOnboardingInfoInput) {
  return queryOptions({
    queryKey: ['onboarding', 'info', input.services.tenantCode, input.userCode, input.locale],
    queryFn: ({ signal }) => getOnboardingInfo(input, signal),
    staleTime: Infinity,
  });
}

/** Marks policy versions just accepted in the cached onboarding info, without gathering it all again. */
export function withAcceptedPolicies(info: TOnboardingInfo, notificationCodes: readonly string[]): TOnboardingInfo {
  const acceptedNotificationCodes = [...new Set([...info.facts.acceptedNotificationCodes, ...notificationCodes])];
  const facts = { ...info.facts, acceptedNotificationCodes };
  return { ...info, facts, steps: decideOnboardingSteps(facts) };
}

/** The input of the onboarding calls for a signed-in user of a tenant, in a language. */
export function onboardingInfoInputOf(
  configuration: TTenantConfiguration,
  user: Pick<TUser, 'userCode' | 'firstPreferenceUpdated'>,
  locale: TLocaleCode,
): TOnboardingInfoInput {
  return {
    services: onboardingServicesOf(configuration),
    userCode: user.userCode,
    isFirstPreferenceUpdated: user.firstPreferenceUpdated,
    locale,
  };
}
