import {
  ZCreateTenantRequestSchema,
  ZCreateTenantResponseSchema,
  ZListPlatformTenantsResponseSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/authentication.ts';
import { SIGNED_IN } from '../../plugins/route-access.ts';
import { requestOrigin } from '../../plugins/tenant-context.ts';
import type { TPlatformService } from './platform.service.ts';

const tags = ['platform'];

/**
 * The platform calls (issue 21, item 7), on any tenant's host: signed in, then the service checks
 * the caller is a deployment administrator (PLATFORM_ADMINS); to anyone else they are 404.
 */
export const platformRoutes: FastifyPluginAsyncZod<{ platform: TPlatformService }> = async (app, { platform }) => {
  app.get(
    '/api/platform/tenants',
    {
      config: { access: SIGNED_IN },
      schema: { tags, summary: "The deployment's tenants", response: { 200: ZListPlatformTenantsResponseSchema } },
    },
    async (request) => {
      const actor = actorOf(request);
      await platform.assertPlatformAdmin(actor.tenantCode, actor.userCode);
      return platform.listTenants();
    },
  );

  app.post(
    '/api/platform/tenants',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: "Creates a tenant and its first administrator's invitation (emailed, else its link is answered)",
        body: ZCreateTenantRequestSchema,
        response: { 201: ZCreateTenantResponseSchema },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      await platform.assertPlatformAdmin(actor.tenantCode, actor.userCode);
      // The link is on the new tenant's host, with the scheme and port this request came in on.
      const { protocol, port } = new URL(requestOrigin(request));
      const created = await platform.createTenant(request.body, `${actor.tenantCode}:${actor.userCode}`, {
        protocol,
        port,
      });
      return reply.code(201).send(created);
    },
  );
};
