import { PageDefaults, ZSearchGroupsResponseSchema, ZSearchRoleSummariesResponseSchema } from '@portal/contracts';
import type { TGroup, TRoleSummary } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, joinUrl } from '../../../lib/api-client';
import { adminQueryKeys } from './query-keys';

/*
 * The roles and groups a person can be given (auth service directory calls), for the people
 * filters and the access form. A tenant has tens of them, not thousands: the pages are read to the end.
 */

async function readAllPages<TItem>(
  readPage: (pageNo: number) => Promise<{ result: TItem[]; totalRecords: number }>,
): Promise<TItem[]> {
  const items: TItem[] = [];
  for (let pageNo = 1; ; pageNo += 1) {
    const page = await readPage(pageNo);
    items.push(...page.result);
    if (page.result.length === 0 || items.length >= page.totalRecords) {
      return items;
    }
  }
}

const pageOf = (pageNo: number) => ({
  displayAll: false,
  pageNo,
  pageSize: PageDefaults.maxPageSize,
  sortColumns: [{ colId: 'name' as const, sort: 'asc' as const }],
});

/** `POST /api/role/search`: every role of the tenant, by name. */
export function useRoleSummaries(authService: string) {
  return useQuery({
    queryKey: [...adminQueryKeys.roles(), 'summaries', authService],
    queryFn: ({ signal }): Promise<TRoleSummary[]> =>
      readAllPages((pageNo) =>
        apiRequest(joinUrl(authService, '/api/role/search'), ZSearchRoleSummariesResponseSchema, {
          method: 'POST',
          body: pageOf(pageNo),
          signal,
        }),
      ),
    staleTime: 60_000,
  });
}

/** `POST /api/group/search`: every group of the tenant, by name. */
export function useGroups(authService: string) {
  return useQuery({
    queryKey: [...adminQueryKeys.groups(), authService],
    queryFn: ({ signal }): Promise<TGroup[]> =>
      readAllPages((pageNo) =>
        apiRequest(joinUrl(authService, '/api/group/search'), ZSearchGroupsResponseSchema, {
          method: 'POST',
          body: pageOf(pageNo),
          signal,
        }),
      ),
    staleTime: 60_000,
  });
}
