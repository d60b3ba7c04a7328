import type { TAssetsByCompetencyResponse, TChooseRecommendationsRequest, TLocaleCode } from '@portal/contracts';
import { apiRequest, joinUrl } from '../../../lib/api-client';
import { serverCheckedResponse } from '../../../lib/response-reader';
import type { TOnboardingServices } from './onboarding-api';

/*
 * The recommendation step's calls, apart from the gate's (onboarding-api.ts): only the onboarding
 * pages load them, not the first page.
 */

/**
 * `POST /api/assets/getRecommendedAssetsGroupedByParentCompetenciesForCurrentUserSkillScores`:
 * resources for the user's skill gaps, per parent competency (the onboarding recommendation step).
 */
export function getSkillRecommendationGroups(
  services: TOnboardingServices,
  locale: TLocaleCode,
  signal?: AbortSignal,
): Promise<TAssetsByCompetencyResponse> {
  return apiRequest(
    joinUrl(
      services.resourceServiceUrl,
      '/api/assets/getRecommendedAssetsGroupedByParentCompetenciesForCurrentUserSkillScores',
    ),
    serverCheckedResponse<TAssetsByCompetencyResponse>(),
    { method: 'POST', body: { pageNo: 1, pageSize: 6, searchParameters: { locales: [locale] } }, signal },
  );
}

/** `PUT /api/assets/choosenrecommendations`: the resources the user chose (replaces their choice). */
export async function chooseRecommendations(
  services: TOnboardingServices,
  resourceIds: readonly number[],
): Promise<number> {
  const body: TChooseRecommendationsRequest = { resourceIds: [...resourceIds] };
  const answer = await apiRequest(
    joinUrl(services.resourceServiceUrl, '/api/assets/choosenrecommendations'),
    serverCheckedResponse<{ returnValue: number }>(),
    { method: 'PUT', body },
  );
  return answer.returnValue;
}
