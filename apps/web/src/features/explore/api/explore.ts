import { ZExploreItemsResponseSchema, ZExploreResponseSchema } from '@portal/contracts';
import type { TExplore, TExploreItemsRequest, TExploreItemsResponse, TLocaleCode } from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest, joinUrl } from '../../../lib/api-client';
import { exploreQueryKeys } from './query-keys';

/** `GET /api/explore?locale`: the page's sections, for the enabled modules only. */
export async function getExplore(serviceUrl: string, locale: TLocaleCode, signal?: AbortSignal): Promise<TExplore> {
  const answer = await apiRequest(joinUrl(serviceUrl, '/api/explore'), ZExploreResponseSchema, {
    params: { locale },
    signal,
  });
  return answer.returnValue;
}

export function useExplore(serviceUrl: string, locale: TLocaleCode) {
  return useQuery({
    queryKey: [...exploreQueryKeys.page(), serviceUrl, locale],
    queryFn: ({ signal }) => getExplore(serviceUrl, locale, signal),
  });
}

/** `POST /api/explore/items`: one shelf in full (a kind, a category, a competency, new, a title search), paged. */
export async function getExploreItems(
  serviceUrl: string,
  request: TExploreItemsRequest,
  signal?: AbortSignal,
): Promise<TExploreItemsResponse> {
  return apiRequest(joinUrl(serviceUrl, '/api/explore/items'), ZExploreItemsResponseSchema, {
    method: 'POST',
    body: request,
    signal,
  });
}

export function useExploreItems(serviceUrl: string, request: TExploreItemsRequest, isEnabled = true) {
  return useQuery({
    queryKey: [...exploreQueryKeys.items(), serviceUrl, request],
    queryFn: ({ signal }) => getExploreItems(serviceUrl, request, signal),
    enabled: isEnabled,
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}
