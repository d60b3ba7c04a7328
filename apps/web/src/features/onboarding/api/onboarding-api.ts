import type {
  TAcceptPolicyNotificationResponse,
  TAssetListResponse,
  TCorePathOnboardingStatusResponse,
  TGetTenantResponse,
  TPendingSkillAssessment,
  TTenantMetaData,
  TListPolicyAcceptancesResponse,
  TCategory,
  TCategoryPreferenceConfiguration,
  TGetTenantCategoriesResponse,
  TGetUserCategoriesResponse,
  TLocaleCode,
  TSaveUserCategoriesResponse,
  TSetUserWelcomeStateResponse,
  TTenantConfiguration,
  TTenantNotification,
  TUserCategory,
} from '@portal/contracts';
import { apiRequest, joinUrl } from '../../../lib/api-client';
import { serverCheckedResponse } from '../../../lib/response-reader';
import { readSessionJson, SESSION_KEYS } from '../../../lib/session-cache';

/*
 * The onboarding calls. The gate runs them before a new user's first page, so they read their
 * answers with `serverCheckedResponse` (no zod in the gate's chunk): the server checks each answer
 * against the contracts schema before sending it.
 */

/** The services the onboarding calls go to. */
export type TOnboardingServices = {
  tenantCode: string;
  /** Auth service: policy acceptance, welcome state. */
  authServiceUrl: string;
  /** Core service: tenant notifications. */
  coreServiceUrl: string;
  /** Resource library: categories. */
  resourceServiceUrl: string;
  /** Learning paths, when the tenant enables them: the core path onboarding status. */
  learningPathServiceUrl: string | null;
  /** Test and Trivia (skill assessments), when the tenant enables it. */
  assessmentServiceUrl: string | null;
};

export function onboardingServicesOf(configuration: TTenantConfiguration): TOnboardingServices {
  const moduleOf = (code: string) => configuration.modules.find((entry) => entry.moduleCode === code);
  return {
    tenantCode: configuration.tenantCode,
    authServiceUrl: configuration.authService.serviceUrl,
    coreServiceUrl: configuration.coreService,
    resourceServiceUrl: moduleOf(configuration.resourceModuleCode)?.serviceUrl ?? configuration.coreService,
    learningPathServiceUrl: moduleOf(configuration.learningPathModuleCode)?.serviceUrl ?? null,
    assessmentServiceUrl: moduleOf(configuration.assessmentModuleCode)?.serviceUrl ?? null,
  };
}

/** `GET /api/UserNotificationAcceptance` (returnValue): the policy versions the user has accepted. */
export async function getAcceptedPolicyCodes(services: TOnboardingServices, signal?: AbortSignal): Promise<string[]> {
  const answer = await apiRequest(
    joinUrl(services.authServiceUrl, '/api/UserNotificationAcceptance'),
    serverCheckedResponse<TListPolicyAcceptancesResponse>(),
    { signal },
  );
  return answer.returnValue.map((acceptance) => acceptance.notificationCode);
}

/** `GET /api/corepath/CorePathOnBoardingStatus`: whether a core learning path is assigned or available. */
export function getCorePathOnboardingStatus(
  learningPathServiceUrl: string,
  signal?: AbortSignal,
): Promise<TCorePathOnboardingStatusResponse> {
  return apiRequest(
    joinUrl(learningPathServiceUrl, '/api/corepath/CorePathOnBoardingStatus'),
    serverCheckedResponse<TCorePathOnboardingStatusResponse>(),
    { signal },
  );
}

/** `GET /api/categories/CategoryConfiguration`: every how many days users review their categories. */
export function getCategoryPreferenceConfiguration(
  services: TOnboardingServices,
  signal?: AbortSignal,
): Promise<TCategoryPreferenceConfiguration> {
  return apiRequest(
    joinUrl(services.resourceServiceUrl, '/api/categories/CategoryConfiguration'),
    serverCheckedResponse<TCategoryPreferenceConfiguration>(),
    { signal },
  );
}

/** `GET /api/user/categories` (returnValue): the categories the user prefers, with their flags. */
export async function getUserCategories(
  services: TOnboardingServices,
  locale: TLocaleCode,
  signal?: AbortSignal,
): Promise<TUserCategory[]> {
  const answer = await apiRequest(
    joinUrl(services.resourceServiceUrl, '/api/user/categories'),
    serverCheckedResponse<TGetUserCategoriesResponse>(),
    { params: { locale }, signal },
  );
  return answer.returnValue;
}

/** `GET /api/categories`: the tenant's categories, parents first. */
export function getTenantCategories(
  services: TOnboardingServices,
  locale: TLocaleCode,
  signal?: AbortSignal,
): Promise<TCategory[]> {
  return apiRequest(
    joinUrl(services.resourceServiceUrl, '/api/categories'),
    serverCheckedResponse<TGetTenantCategoriesResponse>(),
    { params: { locale }, signal },
  );
}

/** The privacy policy and the terms in force, in the user's language (null when the tenant has none). */
export type TPoliciesInForce = {
  privacyPolicy: TTenantNotification | null;
  termsAndConditions: TTenantNotification | null;
};

/** `GET /api/TenantNotification/GetNotificationsByTypeWithDate` for both policy types. */
export async function getPoliciesInForce(
  services: TOnboardingServices,
  locale: TLocaleCode,
  signal?: AbortSignal,
): Promise<TPoliciesInForce> {
  const notifications = await apiRequest(
    joinUrl(services.coreServiceUrl, '/api/TenantNotification/GetNotificationsByTypeWithDate'),
    serverCheckedResponse<TTenantNotification[]>(),
    { params: { tenantCode: services.tenantCode, types: ['PRIVACY_POLICY', 'TERMS_CONDITIONS'], locale }, signal },
  );
  return {
    privacyPolicy: notifications.find((entry) => entry.type === 'PRIVACY_POLICY') ?? null,
    termsAndConditions: notifications.find((entry) => entry.type === 'TERMS_CONDITIONS') ?? null,
  };
}

/** `POST /api/UserNotificationAcceptance`: the server records the version (code) and the time. */
export async function acceptPolicyNotification(
  services: TOnboardingServices,
  userCode: string,
  notificationCode: string,
): Promise<TAcceptPolicyNotificationResponse> {
  return apiRequest(
    joinUrl(services.authServiceUrl, '/api/UserNotificationAcceptance'),
    serverCheckedResponse<TAcceptPolicyNotificationResponse>(),
    { method: 'POST', body: { notificationCode, tenantCode: services.tenantCode, userCode } },
  );
}

/** `POST /api/user/categories`: replaces the user's categories (all confirmed now). */
export function saveUserCategories(
  services: TOnboardingServices,
  categoryIds: readonly number[],
): Promise<TSaveUserCategoriesResponse> {
  return apiRequest(
    joinUrl(services.resourceServiceUrl, '/api/user/categories'),
    serverCheckedResponse<TSaveUserCategoriesResponse>(),
    { method: 'POST', body: { categoryIds } },
  );
}

/** `POST /api/userprofile/setuserwelcomestate`: the user made their first preference choices. */
export function setUserWelcomeState(
  services: TOnboardingServices,
  firstPreferenceUpdated: boolean,
): Promise<TSetUserWelcomeStateResponse> {
  return apiRequest(
    joinUrl(services.authServiceUrl, '/api/userprofile/setuserwelcomestate'),
    serverCheckedResponse<TSetUserWelcomeStateResponse>(),
    { method: 'POST', body: { firstPreferenceUpdated } },
  );
}

/** `POST /api/assets/choosenrecommendations` (one item's page): how many recommendations the user chose. */
export async function getChosenRecommendationCount(
  services: TOnboardingServices,
  signal?: AbortSignal,
): Promise<number> {
  const answer = await apiRequest(
    joinUrl(services.resourceServiceUrl, '/api/assets/choosenrecommendations'),
    serverCheckedResponse<TAssetListResponse>(),
    { method: 'POST', body: { pageNo: 1, pageSize: 1 }, signal },
  );
  return answer.totalRecords;
}

/**
 * The tenant's `competenciesEnabled`: from the tenant metadata the sign-in cached for the session
 * (spec section 3), else from `GET /api/tenant`.
 */
export async function isCompetencyEnabled(services: TOnboardingServices, signal?: AbortSignal): Promise<boolean> {
  const cached = readSessionJson(SESSION_KEYS.tenantMetadata, serverCheckedResponse<TTenantMetaData>());
  if (cached) {
    return cached.competenciesEnabled;
  }
  const tenant = await apiRequest(
    joinUrl(services.coreServiceUrl, '/api/tenant'),
    serverCheckedResponse<TGetTenantResponse>(),
    { signal },
  );
  return tenant.metaData.competenciesEnabled;
}

/** `GET /api/userAttempt/pendingskillassessments?isOnBoarding=true`: the skill assessments not complete or expired. */
export async function getPendingSkillAssessmentsForOnboarding(
  assessmentServiceUrl: string,
  signal?: AbortSignal,
): Promise<TPendingSkillAssessment[]> {
  const answer = await apiRequest(
    joinUrl(assessmentServiceUrl, '/api/userAttempt/pendingskillassessments'),
    serverCheckedResponse<{ returnValue: TPendingSkillAssessment[] }>(),
    { params: { isOnBoarding: true }, signal },
  );
  return answer.returnValue;
}
