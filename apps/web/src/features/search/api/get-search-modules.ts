import type { ZSearchModulesResponseSchema, TSearchModule } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, joinUrl } from '../../../lib/api-client';
import { serverCheckedAnswer } from '../../../lib/response-reader';
import { searchQueryKeys } from './query-keys';

export const SEARCH_MODULES_PATH = '/api/GlobalSearch/Modules';

/** `GET /api/GlobalSearch/Modules`: the tenant's searchable modules (never ADMIN), one search tab each. */
export async function getSearchModules(serviceUrl: string, signal?: AbortSignal): Promise<TSearchModule[]> {
  return apiRequest(
    joinUrl(serviceUrl, SEARCH_MODULES_PATH),
    serverCheckedAnswer<typeof ZSearchModulesResponseSchema>(),
    { signal },
  );
}

export function getSearchModulesQueryOptions(serviceUrl: string) {
  return queryOptions({
    queryKey: searchQueryKeys.modules(serviceUrl),
    queryFn: ({ signal }) => getSearchModules(serviceUrl, signal),
    // The tenant's modules change with its configuration, not while someone searches.
    staleTime: 5 * 60_000,
  });
}

export function useSearchModules(serviceUrl: string) {
  return useQuery(getSearchModulesQueryOptions(serviceUrl));
}
