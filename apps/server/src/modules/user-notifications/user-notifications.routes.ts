import { ZGetUnreadNotificationCountResponseSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestPrincipal } from '../../plugins/authentication.ts';
import { SIGNED_IN } from '../../plugins/route-access.ts';
import { requestTenant } from '../../plugins/tenant-context.ts';
import type { TUserNotificationsService } from './user-notifications.service.ts';

const tags = ['user-notifications'];

/** User notifications (spec section 7, base `/api/user-notification`): the bell's count so far. */
export const userNotificationsRoutes: FastifyPluginAsyncZod<{ notifications: TUserNotificationsService }> = async (
  app,
  { notifications },
) => {
  app.get(
    '/api/user-notification/unread/count',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: "How many of the signed-in user's notifications are unread (the bell's badge)",
        response: { 200: ZGetUnreadNotificationCountResponseSchema },
      },
    },
    async (request) =>
      notifications.countUnreadNotifications(requestTenant(request), requestPrincipal(request).userCode),
  );
};
