import {
  ZCreateUserNotificationRequestSchema,
  ZCreateUserNotificationResponseSchema,
  ZDeleteAdminNotificationResponseSchema,
  ZGetAdminNotificationResponseSchema,
  ZListAdminNotificationsQuerySchema,
  ZListAdminNotificationsResponseSchema,
  ZProblemSchema,
  ZUserNotificationParamsSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { succeeded } from '../../lib/api-result.ts';
import { actorOf } from '../../plugins/authentication.ts';
import { NOTIFICATIONS_ADMIN } from './user-notifications-request.ts';
import type { TUserNotificationsService } from './user-notifications.service.ts';

const tags = ['user-notifications-admin'];
const BASE = '/api/user-notification/admin';

/**
 * Notification administration (not in the spec; issue 7): administrators of the tenant send
 * General and Important notifications to all users, a group, a role or chosen users, list and
 * delete them. Under `/api/user-notification/admin`.
 */
export const userNotificationsAdminRoutes: FastifyPluginAsyncZod<{ notifications: TUserNotificationsService }> = async (
  app,
  { notifications },
) => {
  app.post(
    BASE,
    {
      config: { access: NOTIFICATIONS_ADMIN },
      schema: {
        tags,
        summary: 'Creates a notification for all users, a group, a role or chosen users (returnValue: id, recipients)',
        body: ZCreateUserNotificationRequestSchema,
        response: { 200: ZCreateUserNotificationResponseSchema, 400: ZProblemSchema },
      },
    },
    async (request) => succeeded(await notifications.createNotification(actorOf(request), request.body)),
  );

  app.get(
    BASE,
    {
      config: { access: NOTIFICATIONS_ADMIN },
      schema: {
        tags,
        summary: "A page of the tenant's notifications, newest first, with recipient and read counts",
        querystring: ZListAdminNotificationsQuerySchema,
        response: { 200: ZListAdminNotificationsResponseSchema },
      },
    },
    async (request) => notifications.listAdminNotifications(actorOf(request).tenantCode, request.query),
  );

  app.get(
    `${BASE}/:id`,
    {
      config: { access: NOTIFICATIONS_ADMIN },
      schema: {
        tags,
        summary: 'One notification of the tenant',
        params: ZUserNotificationParamsSchema,
        response: { 200: ZGetAdminNotificationResponseSchema, 404: ZProblemSchema },
      },
    },
    async (request) => notifications.getAdminNotification(actorOf(request).tenantCode, request.params.id),
  );

  app.delete(
    `${BASE}/:id`,
    {
      config: { access: NOTIFICATIONS_ADMIN },
      schema: {
        tags,
        summary: 'Deletes a notification for every recipient (returnValue: its id)',
        params: ZUserNotificationParamsSchema,
        response: { 200: ZDeleteAdminNotificationResponseSchema, 404: ZProblemSchema },
      },
    },
    async (request) =>
      succeeded(await notifications.deleteAdminNotification(actorOf(request).tenantCode, request.params.id)),
  );
};
