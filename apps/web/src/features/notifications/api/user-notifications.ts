import {
  ZDeleteUserNotificationResponseSchema,
  ZListUserNotificationsResponseSchema,
  ZSetNotificationsReadResponseSchema,
} from '@portal/contracts';
import type {
  TListUserNotificationsResponse,
  TNotificationListType,
  TSetNotificationsReadRequest,
} from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, joinUrl } from '../../../lib/api-client';
import { notificationKeys } from './notification-keys';

/** Notifications on one page of the centre. */
export const NOTIFICATION_PAGE_SIZE = 10;

function notificationUrl(coreService: string, path: string): string {
  return joinUrl(coreService, `/api/user-notification${path}`);
}

/** `GET /list/{type}`: a page of the user's notifications, newest first. */
export function listNotificationsQueryOptions(
  coreService: string,
  userCode: string,
  type: TNotificationListType,
  pageNo: number,
) {
  return queryOptions({
    queryKey: notificationKeys.list(coreService, userCode, type, pageNo),
    queryFn: ({ signal }): Promise<TListUserNotificationsResponse> =>
      apiRequest(notificationUrl(coreService, `/list/${type}`), ZListUserNotificationsResponseSchema, {
        signal,
        params: { pageNo, pageSize: NOTIFICATION_PAGE_SIZE, tenantUrl: window.location.origin },
      }),
    staleTime: 0,
  });
}

/** `POST /set-notifications-read`: these ids, or (without ids) every unread one of the type. */
export async function markNotificationsRead(coreService: string, request: TSetNotificationsReadRequest) {
  const answer = await apiRequest(
    notificationUrl(coreService, '/set-notifications-read'),
    ZSetNotificationsReadResponseSchema,
    { method: 'POST', body: request },
  );
  return answer.returnValue;
}

/** `DELETE /{id}`: refused (409) while the notification is still to show as a pop-up. */
export async function deleteNotification(coreService: string, notificationId: number) {
  const answer = await apiRequest(
    notificationUrl(coreService, `/${notificationId}`),
    ZDeleteUserNotificationResponseSchema,
    { method: 'DELETE' },
  );
  return answer.returnValue;
}
