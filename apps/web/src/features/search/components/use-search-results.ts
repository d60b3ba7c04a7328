import { skipToken, useInfiniteQuery } from '@tanstack/react-query';
import { searchGlobal } from '../api/search-global';
import { searchQueryKeys } from '../api/query-keys';
import { buildSearchRequest, firstSearchPage, nextSearchPage } from '../utils/search-paging';
import type { TSearchCriteria, TSearchPageParam } from '../utils/search-paging';

/**
 * The pages of one search. `runId` is part of the key: submitting again starts from an empty result
 * (spec section 4, "Submitting resets results") even for the same words.
 */
export function useSearchResults(serviceUrl: string, criteria: TSearchCriteria | null, runId: number) {
  return useInfiniteQuery({
    queryKey: [...searchQueryKeys.results(), serviceUrl, criteria, runId],
    queryFn: criteria
      ? ({ pageParam, signal }) => searchGlobal(serviceUrl, buildSearchRequest(criteria, pageParam), signal)
      : skipToken,
    initialPageParam: firstSearchPage(criteria?.tab ?? ''),
    getNextPageParam: (_lastPage, pages, lastPageParam: TSearchPageParam) =>
      criteria ? nextSearchPage(pages, lastPageParam, criteria.tab) : undefined,
  });
}
