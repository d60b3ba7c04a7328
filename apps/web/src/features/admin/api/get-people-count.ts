import { ZListApprovedUsersResponseSchema } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, joinUrl } from '../../../lib/api-client';
import { adminQueryKeys } from './query-keys';

/** `POST /api/user/getallapproved` with a page of one: how many active people the tenant has. */
export async function getActivePeopleCount(authService: string, signal?: AbortSignal): Promise<number> {
  const answer = await apiRequest(joinUrl(authService, '/api/user/getallapproved'), ZListApprovedUsersResponseSchema, {
    method: 'POST',
    body: { displayAll: false, pageNo: 1, pageSize: 1, sortColumns: [] },
    signal,
  });
  return answer.totalRecords;
}

export function useActivePeopleCount(authService: string, isEnabled: boolean) {
  return useQuery({
    queryKey: adminQueryKeys.peopleCount(authService),
    queryFn: ({ signal }) => getActivePeopleCount(authService, signal),
    enabled: isEnabled,
    staleTime: 60_000,
  });
}
