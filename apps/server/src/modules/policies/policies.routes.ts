import {
  ZGetLastNotificationRequestSchema,
  ZGetNotificationByTypeRequestSchema,
  ZGetNotificationByTypeWithDateRequestSchema,
  ZGetNotificationsByTypeWithDateRequestSchema,
  ZGetTenantNotificationResponseSchema,
  ZGetTenantNotificationsResponseSchema,
  ZProblemSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC } from '../../plugins/route-access.ts';
import { requestTenant } from '../../plugins/tenant-context.ts';
import type { TPoliciesService } from './policies.service.ts';

const tags = ['tenant-notifications'];
const base = '/api/TenantNotification';

/**
 * Tenant notifications (core service, spec section 7): public, because the footer's Terms and
 * Privacy modals show before sign-in too.
 */
export const policiesRoutes: FastifyPluginAsyncZod<{ policies: TPoliciesService }> = async (app, { policies }) => {
  app.get(
    `${base}/GetNotificationByTypeWithDate`,
    {
      config: { access: PUBLIC },
      schema: {
        tags,
        summary: 'The version of a notification type in force at a date (now by default)',
        querystring: ZGetNotificationByTypeWithDateRequestSchema,
        response: { 200: ZGetTenantNotificationResponseSchema, 404: ZProblemSchema },
      },
    },
    async (request) => policies.getNotificationInForce(requestTenant(request), request.query.type, request.query),
  );

  app.get(
    `${base}/GetNotificationsByTypeWithDate`,
    {
      config: { access: PUBLIC },
      schema: {
        tags,
        summary: 'The versions of several notification types in force at a date (now by default)',
        querystring: ZGetNotificationsByTypeWithDateRequestSchema,
        response: { 200: ZGetTenantNotificationsResponseSchema, 404: ZProblemSchema },
      },
    },
    async (request) => policies.listNotificationsInForce(requestTenant(request), request.query.types, request.query),
  );

  app.get(
    `${base}/GetNotificationByType`,
    {
      config: { access: PUBLIC },
      schema: {
        tags,
        summary: 'The version of a notification type in force now',
        querystring: ZGetNotificationByTypeRequestSchema,
        response: { 200: ZGetTenantNotificationResponseSchema, 404: ZProblemSchema },
      },
    },
    async (request) => policies.getNotificationInForce(requestTenant(request), request.query.type, request.query),
  );

  app.get(
    `${base}/GetLastNotification`,
    {
      config: { access: PUBLIC },
      schema: {
        tags,
        summary: 'The latest version of a notification type, even one not yet in force',
        querystring: ZGetLastNotificationRequestSchema,
        response: { 200: ZGetTenantNotificationResponseSchema, 404: ZProblemSchema },
      },
    },
    async (request) => policies.getLastNotification(requestTenant(request), request.query.type, request.query),
  );
};
