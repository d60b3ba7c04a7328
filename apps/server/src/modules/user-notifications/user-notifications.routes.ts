import {
  ZCheckImportantNotificationsResponseSchema,
  ZCheckUnreadNotificationsResponseSchema,
  ZDeleteUserNotificationResponseSchema,
  ZGetImportantNotificationsResponseSchema,
  ZGetUnreadNotificationCountResponseSchema,
  ZImportantNotificationsQuerySchema,
  ZListUserNotificationsParamsSchema,
  ZListUserNotificationsQuerySchema,
  ZListUserNotificationsResponseSchema,
  ZProblemSchema,
  ZReadImportantNotificationResponseSchema,
  ZSetNotificationsReadRequestSchema,
  ZSetNotificationsReadResponseSchema,
  ZUserNotificationParamsSchema,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { succeeded } from '../../lib/api-result.ts';
import { notFound } from '../../lib/app-error.ts';
import { sendSerializedJson } from '../../lib/send-json.ts';
import { actorOf } from '../../plugins/authentication.ts';
import { SIGNED_IN } from '../../plugins/route-access.ts';
import { requestTenant } from '../../plugins/tenant-context.ts';
import type { TTenantService } from '../tenant/tenant.service.ts';
import { userNotificationsAdminRoutes } from './user-notifications-admin.routes.ts';
import { userNotificationsStreamRoutes } from './user-notifications-stream.routes.ts';
import type { TUserNotificationsService } from './user-notifications.service.ts';

const tags = ['user-notifications'];
const BASE = '/api/user-notification';
const HAS_UNREAD_ANSWER = JSON.stringify(succeeded(true));
const NO_UNREAD_ANSWER = JSON.stringify(succeeded(false));

export type TUserNotificationsRoutesOptions = {
  notifications: TUserNotificationsService;
  tenants: TTenantService;
};

/**
 * User notifications (spec section 7 "User notifications", base `/api/user-notification`): the
 * signed-in user's own notifications, then (sub-plugins) the administration and the live stream.
 */
export const userNotificationsRoutes: FastifyPluginAsyncZod<TUserNotificationsRoutesOptions> = async (
  app,
  { notifications, tenants },
) => {
  /** The spec's client names its origin (`tenantUrl`); one of another tenant is a 404. */
  async function checkTenantUrl(request: FastifyRequest, tenantUrl: string | undefined): Promise<void> {
    if (tenantUrl === undefined) {
      return;
    }
    const hostname = new URL(tenantUrl).hostname;
    const named = await tenants.resolveTenantByHost(hostname);
    if (named?.tenantCode !== requestTenant(request).tenantCode) {
      throw notFound('The tenant of tenantUrl');
    }
  }

  // Hot (the bell, on every page): one indexed count, no other work.
  app.get(
    `${BASE}/unread/count`,
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: "How many of the signed-in user's visible notifications are unread (the bell's badge)",
        response: { 200: ZGetUnreadNotificationCountResponseSchema },
      },
    },
    async (request, reply) => {
      const count = await notifications.countUnreadNotifications(actorOf(request));
      // An integer: written directly rather than through the schema serializer.
      return sendSerializedJson(reply, `{"count":${count}}`);
    },
  );

  app.get(
    `${BASE}/unread/check`,
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'Whether the signed-in user has any unread visible notification (returnValue)',
        response: { 200: ZCheckUnreadNotificationsResponseSchema },
      },
    },
    async (request, reply) => {
      const hasUnread = await notifications.hasUnreadNotifications(actorOf(request));
      // Hot like the count: one of two fixed answers, written directly.
      return sendSerializedJson(reply, hasUnread ? HAS_UNREAD_ANSWER : NO_UNREAD_ANSWER);
    },
  );

  app.get(
    `${BASE}/important`,
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'The Important notifications still to show as pop-ups, oldest first (returnValue)',
        querystring: ZImportantNotificationsQuerySchema,
        response: { 200: ZGetImportantNotificationsResponseSchema, 404: ZProblemSchema },
      },
    },
    async (request) => {
      await checkTenantUrl(request, request.query.tenantUrl);
      return succeeded(await notifications.listImportantNotifications(actorOf(request)));
    },
  );

  app.get(
    `${BASE}/important/check`,
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'Whether there is any Important notification to show as a pop-up (returnValue)',
        querystring: ZImportantNotificationsQuerySchema,
        response: { 200: ZCheckImportantNotificationsResponseSchema, 404: ZProblemSchema },
      },
    },
    async (request) => {
      await checkTenantUrl(request, request.query.tenantUrl);
      return succeeded(await notifications.hasImportantNotifications(actorOf(request)));
    },
  );

  app.post(
    `${BASE}/important/read/:id`,
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'The pop-up was dismissed: the notification is read and shows no more (returnValue: it)',
        params: ZUserNotificationParamsSchema,
        response: { 200: ZReadImportantNotificationResponseSchema, 404: ZProblemSchema },
      },
    },
    async (request) => succeeded(await notifications.dismissImportantNotification(actorOf(request), request.params.id)),
  );

  app.get(
    `${BASE}/list/:type`,
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: "A page of the user's visible notifications of a type (General, Important, SystemGenerated, All)",
        params: ZListUserNotificationsParamsSchema,
        querystring: ZListUserNotificationsQuerySchema,
        response: { 200: ZListUserNotificationsResponseSchema, 404: ZProblemSchema },
      },
    },
    async (request) => {
      const { pageNo, pageSize, tenantUrl } = request.query;
      await checkTenantUrl(request, tenantUrl);
      return notifications.listNotifications(actorOf(request), request.params.type, { pageNo, pageSize });
    },
  );

  app.post(
    `${BASE}/set-notifications-read`,
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'Marks notifications read: the given ids, else every unread one (of a type) (returnValue: how many)',
        body: ZSetNotificationsReadRequestSchema,
        response: { 200: ZSetNotificationsReadResponseSchema },
      },
    },
    async (request) => succeeded(await notifications.markNotificationsRead(actorOf(request), request.body)),
  );

  app.delete(
    `${BASE}/:id`,
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: "Deletes the user's notification; 409 while it is still to show as a pop-up",
        params: ZUserNotificationParamsSchema,
        response: { 200: ZDeleteUserNotificationResponseSchema, 404: ZProblemSchema, 409: ZProblemSchema },
      },
    },
    async (request) => succeeded(await notifications.deleteNotification(actorOf(request), request.params.id)),
  );

  await app.register(userNotificationsAdminRoutes, { notifications });
  await app.register(userNotificationsStreamRoutes, { notifications });
};
