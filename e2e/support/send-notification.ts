import { callTenantApi } from './api-client.ts';

type TGeneralNotification = { title: string; description: string; userCodes: string[] };

/** `POST /api/user-notification/admin` on acme with an administrator's token: a General notification to these users. */
export function sendGeneralNotification(token: string, { title, description, userCodes }: TGeneralNotification) {
  return callTenantApi('acme', {
    method: 'POST',
    path: '/api/user-notification/admin',
    token,
    json: { notificationTypeId: 1, title, description, audience: { kind: 'USERS', userCodes } },
  });
}
