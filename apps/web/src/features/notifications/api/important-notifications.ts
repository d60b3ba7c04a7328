import type {
  TGetImportantNotificationsResponse,
  TReadImportantNotificationResponse,
  TUserNotification,
} from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, joinUrl } from '../../../lib/api-client';
import { serverCheckedResponse } from '../../../lib/response-reader';
import { notificationKeys } from './notification-keys';

// The Important pop-up's calls, apart from the notification centre's (user-notifications.ts): the
// pop-up opens on whatever page the tab opened on, so its answers are read without zod
// (`serverCheckedResponse`: the server checks them against the same contracts), which would
// otherwise load with it, 25 KB and 140 ms of start-up on a 4x-throttled CPU.

function importantUrl(coreService: string, path: string): string {
  return joinUrl(coreService, `/api/user-notification/important${path}`);
}

/** `GET /important`: the Important notifications still to show as pop-ups, oldest first. */
export function importantNotificationsQueryOptions(coreService: string, userCode: string) {
  return queryOptions({
    queryKey: notificationKeys.important(coreService, userCode),
    queryFn: async ({ signal }): Promise<TUserNotification[]> =>
      (
        await apiRequest(importantUrl(coreService, ''), serverCheckedResponse<TGetImportantNotificationsResponse>(), {
          signal,
          params: { tenantUrl: window.location.origin },
        })
      ).returnValue,
    // Read once per pop-up: the list must not change under the user while they dismiss.
    staleTime: Infinity,
    gcTime: 0,
  });
}

/** `POST /important/read/{id}`: the pop-up was dismissed, the notification is read. */
export async function dismissImportantNotification(coreService: string, notificationId: number) {
  const answer = await apiRequest(
    importantUrl(coreService, `/read/${notificationId}`),
    serverCheckedResponse<TReadImportantNotificationResponse>(),
    { method: 'POST' },
  );
  return answer.returnValue;
}
