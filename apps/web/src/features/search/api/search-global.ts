import type { ZGlobalSearchResponseSchema, TGlobalSearchRequest, TGlobalSearchResponse } from '@portal/contracts';
import { skipToken, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest, joinUrl } from '../../../lib/api-client';
import { serverCheckedAnswer } from '../../../lib/response-reader';
import { buildSearchRequest, firstSearchPage, nextSearchPage } from '../utils/search-paging';
import type { TSearchCriteria, TSearchPageParam } from '../utils/search-paging';
import { searchQueryKeys } from './query-keys';

export const GLOBAL_SEARCH_PATH = '/api/GlobalSearch/search';

/** `POST /api/GlobalSearch/search`: one page of results per searched module. */
export async function searchGlobal(
  serviceUrl: string,
  request: TGlobalSearchRequest,
  signal?: AbortSignal,
): Promise<TGlobalSearchResponse> {
  return apiRequest(
    joinUrl(serviceUrl, GLOBAL_SEARCH_PATH),
    serverCheckedAnswer<typeof ZGlobalSearchResponseSchema>(),
    {
      method: 'POST',
      body: request,
      signal,
    },
  );
}

/**
 * The pages of one search. `runId` is part of the key: submitting again starts from an empty result
 * (spec section 4, "Submitting resets results") even for the same words.
 */
export function useSearchResults(serviceUrl: string, criteria: TSearchCriteria | null, runId: number) {
  return useInfiniteQuery({
    queryKey: searchQueryKeys.results(serviceUrl, criteria, runId),
    queryFn: criteria
      ? ({ pageParam, signal }) => searchGlobal(serviceUrl, buildSearchRequest(criteria, pageParam), signal)
      : skipToken,
    initialPageParam: firstSearchPage(criteria?.tab ?? ''),
    getNextPageParam: (_lastPage, pages, lastPageParam: TSearchPageParam) =>
      criteria ? nextSearchPage(pages, lastPageParam, criteria.tab) : undefined,
  });
}
