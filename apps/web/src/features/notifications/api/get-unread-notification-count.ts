import type { TCheckImportantNotificationsResponse, TGetUnreadNotificationCountResponse } from '@portal/contracts';

import { queryOptions } from '@tanstack/react-query';
import { apiRequest, joinUrl } from '../../../lib/api-client';
import { serverCheckedResponse } from '../../../lib/response-reader';
import { notificationKeys } from './notification-keys';

// Without the live stream the bell asks once a minute: a bell is not worth more than that.
const UNREAD_COUNT_REFRESH_MS = 60_000;

/** `GET /api/user-notification/unread/count`: how many notifications the user has not read. */
async function getUnreadNotificationCount(coreService: string, signal?: AbortSignal): Promise<number> {
  const answer = await apiRequest(
    joinUrl(coreService, '/api/user-notification/unread/count'),
    serverCheckedResponse<TGetUnreadNotificationCountResponse>(),
    { signal },
  );
  return answer.count;
}

/** The bell's count; polled only while the live stream is not connected (`isLive`). */
export function getUnreadNotificationCountQueryOptions(coreService: string, userCode: string, isLive = false) {
  return queryOptions({
    queryKey: notificationKeys.unreadCount(coreService, userCode),
    queryFn: ({ signal }) => getUnreadNotificationCount(coreService, signal),
    staleTime: UNREAD_COUNT_REFRESH_MS,
    refetchInterval: isLive ? false : UNREAD_COUNT_REFRESH_MS,
  });
}

/** `GET /important/check` (first page, after a fresh sign-in): whether a pop-up is waiting. */
export async function checkImportantNotifications(coreService: string, signal?: AbortSignal): Promise<boolean> {
  const answer = await apiRequest(
    joinUrl(coreService, '/api/user-notification/important/check'),
    serverCheckedResponse<TCheckImportantNotificationsResponse>(),
    { signal, params: { tenantUrl: window.location.origin } },
  );
  return answer.returnValue;
}
