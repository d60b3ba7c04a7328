import {
  ZAssetListResponseSchema,
  ZChooseRecommendationsResponseSchema,
  ZRecommendationsResponseSchema,
} from '@portal/contracts';
import type { TLocaleCode, TRecommendationsResponse } from '@portal/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, joinUrl } from '../../../lib/api-client';
import { skillQueryKeys } from './query-keys';

export const RECOMMENDATIONS_PAGE_SIZE = 8;
// The chosen list is read whole to keep earlier choices when new ones are saved (PUT replaces them).
const CHOSEN_PAGE_SIZE = 100;

/** `GET /api/skills/recommendations?locale&pageNo&pageSize`: ranked by gap, each with its reason. */
export async function getRecommendations(
  serviceUrl: string,
  locale: TLocaleCode,
  pageNo: number,
  signal?: AbortSignal,
): Promise<TRecommendationsResponse> {
  return apiRequest(joinUrl(serviceUrl, '/api/skills/recommendations'), ZRecommendationsResponseSchema, {
    params: { locale, pageNo, pageSize: RECOMMENDATIONS_PAGE_SIZE },
    signal,
  });
}

export function useRecommendations(serviceUrl: string, locale: TLocaleCode, pageNo: number) {
  return useQuery({
    queryKey: [...skillQueryKeys.recommendations(), serviceUrl, locale, pageNo],
    queryFn: ({ signal }) => getRecommendations(serviceUrl, locale, pageNo, signal),
    placeholderData: keepPreviousData,
  });
}

/** `POST /api/assets/choosenrecommendations`: the ids of the resources I chose so far. */
export async function getChosenResourceIds(resourceServiceUrl: string, signal?: AbortSignal): Promise<number[]> {
  const page = await apiRequest(
    joinUrl(resourceServiceUrl, '/api/assets/choosenrecommendations'),
    ZAssetListResponseSchema,
    { method: 'POST', body: { pageNo: 1, pageSize: CHOSEN_PAGE_SIZE }, signal },
  );
  return page.result.map((asset) => asset.resourceId);
}

export function useChosenResourceIds(resourceServiceUrl: string) {
  return useQuery({
    queryKey: [...skillQueryKeys.chosen(), resourceServiceUrl],
    queryFn: ({ signal }) => getChosenResourceIds(resourceServiceUrl, signal),
  });
}

/** `PUT /api/assets/choosenrecommendations`: replaces my chosen resources (all of them, not a page's). */
export function useSaveChosenResources(resourceServiceUrl: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (resourceIds: readonly number[]): Promise<number> =>
      (
        await apiRequest(
          joinUrl(resourceServiceUrl, '/api/assets/choosenrecommendations'),
          ZChooseRecommendationsResponseSchema,
          { method: 'PUT', body: { resourceIds } },
        )
      ).returnValue,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: skillQueryKeys.chosen() }),
  });
}
