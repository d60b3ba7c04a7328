import { ADMIN_PERMISSIONS, ZGetAdminAttentionResponseSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/authentication.ts';
import { requirePermissions } from '../../plugins/route-access.ts';
import type { TAdminHomeService } from './admin-home.service.ts';

/** The admin home's calls (issue 21): any administrator opens it; each count needs its own area. */
export const adminHomeRoutes: FastifyPluginAsyncZod<{ adminHome: TAdminHomeService }> = async (app, { adminHome }) => {
  app.get(
    '/api/admin/attention',
    {
      config: { access: requirePermissions(ADMIN_PERMISSIONS, 'any') },
      schema: {
        tags: ['admin'],
        summary: 'What needs attention in the areas the caller administers (counts; null for other areas)',
        response: { 200: ZGetAdminAttentionResponseSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      return adminHome.getAttention(actor.tenantCode, new Set(actor.permissions));
    },
  );
};
