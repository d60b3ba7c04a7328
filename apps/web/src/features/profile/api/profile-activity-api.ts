import {
  ProfileActivityValidation,
  ZGetProfileAccomplishmentsResponseSchema,
  ZGetProfileActivityResponseSchema,
} from '@portal/contracts';
import type { TGetProfileAccomplishmentsResponse, TGetProfileActivityResponse, TLocaleCode } from '@portal/contracts';
import { queryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest, joinUrl } from '../../../lib/api-client';

export const PROFILE_ACTIVITY_PAGE_SIZE = ProfileActivityValidation.defaultPageSize;

const profileActivityKeys = {
  feed: (serviceUrl: string, locale: TLocaleCode) => ['profile', 'activity', serviceUrl, locale] as const,
  accomplishments: (serviceUrl: string, locale: TLocaleCode) =>
    ['profile', 'accomplishments', serviceUrl, locale] as const,
};

/** `GET /api/userprofile/activity`: one page of the signed-in user's activity, newest first. */
export async function getProfileActivity(
  serviceUrl: string,
  page: { pageNo: number; locale: TLocaleCode },
  signal?: AbortSignal,
): Promise<TGetProfileActivityResponse> {
  return apiRequest(joinUrl(serviceUrl, '/api/userprofile/activity'), ZGetProfileActivityResponseSchema, {
    params: { pageNo: page.pageNo, pageSize: PROFILE_ACTIVITY_PAGE_SIZE, locale: page.locale },
    signal,
  });
}

/**
 * The activity feed, a page at a time ('Load more'). The next page follows from the pages asked,
 * not the items received: the server may leave out an item deleted while the page was read.
 */
export function useProfileActivity(serviceUrl: string, locale: TLocaleCode) {
  return useInfiniteQuery({
    queryKey: profileActivityKeys.feed(serviceUrl, locale),
    queryFn: ({ pageParam, signal }) => getProfileActivity(serviceUrl, { pageNo: pageParam, locale }, signal),
    initialPageParam: 1,
    getNextPageParam: (lastPage, _pages, lastPageParam) =>
      lastPageParam * PROFILE_ACTIVITY_PAGE_SIZE < lastPage.totalRecords ? lastPageParam + 1 : undefined,
    // What the user just did elsewhere in the portal shows when they come back.
    staleTime: 0,
  });
}

/** `GET /api/userprofile/accomplishments`: completed assignments, contributions and their counts. */
export function getProfileAccomplishmentsQueryOptions(serviceUrl: string, locale: TLocaleCode) {
  return queryOptions({
    queryKey: profileActivityKeys.accomplishments(serviceUrl, locale),
    queryFn: ({ signal }): Promise<TGetProfileAccomplishmentsResponse> =>
      apiRequest(joinUrl(serviceUrl, '/api/userprofile/accomplishments'), ZGetProfileAccomplishmentsResponseSchema, {
        params: { locale },
        signal,
      }),
    staleTime: 0,
  });
}
