import type { TGetUnreadNotificationCountResponse } from '@portal/contracts';

import { queryOptions } from '@tanstack/react-query';
import { apiRequest, joinUrl } from '../../../lib/api-client';
import { serverCheckedResponse } from '../../../lib/response-reader';

// New notifications should show without a reload, but a bell is not worth more than a call a minute.
const UNREAD_COUNT_REFRESH_MS = 60_000;

/** `GET /api/user-notification/unread/count`: how many notifications the user has not read. */
export async function getUnreadNotificationCount(coreService: string, signal?: AbortSignal): Promise<number> {
  const answer = await apiRequest(
    joinUrl(coreService, '/api/user-notification/unread/count'),
    serverCheckedResponse<TGetUnreadNotificationCountResponse>(),
    { signal },
  );
  return answer.count;
}

export function getUnreadNotificationCountQueryOptions(coreService: string, userCode: string) {
  return queryOptions({
    queryKey: ['user-notifications', 'unread-count', coreService, userCode],
    queryFn: ({ signal }) => getUnreadNotificationCount(coreService, signal),
    staleTime: UNREAD_COUNT_REFRESH_MS,
    refetchInterval: UNREAD_COUNT_REFRESH_MS,
  });
}
