import type { ZAssetListResponseSchema, TAssetListResponse, TAssetSearchRequest } from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, joinUrl } from '../../../lib/api-client';
import { serverCheckedAnswer } from '../../../lib/response-reader';
import { resourceQueryKeys } from './query-keys';

/** The feed's lists (spec section 7 "Assets search", base `/api/assets`). */
export const FEED_LISTS = {
  search: '/api/assets/search',
  recommended: '/api/assets/recommended',
  featured: '/api/assets/featured',
  trending: '/api/assets/searchForTrending',
  favorites: '/api/assets/searchForFavorites',
} as const;
export type TFeedList = keyof typeof FEED_LISTS;

export function isFeedList(value: string | null): value is TFeedList {
  return value !== null && Object.hasOwn(FEED_LISTS, value);
}

/** `POST /api/assets/{list}`: a page of the resources the caller may see. */
export async function getAssetList(
  serviceUrl: string,
  list: TFeedList,
  request: TAssetSearchRequest,
  signal?: AbortSignal,
): Promise<TAssetListResponse> {
  return apiRequest(joinUrl(serviceUrl, FEED_LISTS[list]), serverCheckedAnswer<typeof ZAssetListResponseSchema>(), {
    method: 'POST',
    body: request,
    signal,
  });
}

export function getAssetListQueryOptions(serviceUrl: string, list: TFeedList, request: TAssetSearchRequest) {
  return queryOptions({
    queryKey: [...resourceQueryKeys.lists(), list, serviceUrl, request],
    queryFn: ({ signal }) => getAssetList(serviceUrl, list, request, signal),
    // Paging keeps the previous page on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });
}

export function useAssetList(serviceUrl: string, list: TFeedList, request: TAssetSearchRequest) {
  return useQuery(getAssetListQueryOptions(serviceUrl, list, request));
}
