import {
  FOOTER_SETTINGS_PERMISSION,
  ZListPolicyVersionsRequestSchema,
  ZListPolicyVersionsResponseSchema,
  ZProblemSchema,
  ZPublishPolicyVersionRequestSchema,
  ZPublishPolicyVersionResponseSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/authentication.ts';
import { requirePermissions } from '../../plugins/route-access.ts';
import { requestTenant } from '../../plugins/tenant-context.ts';
import type { TPolicyAdminService } from './policy-admin.service.ts';

// The policies are part of the footer's settings: the same permission guards both.
const MANAGE_POLICIES = requirePermissions([FOOTER_SETTINGS_PERMISSION]);
const tags = ['admin'];

/** The tenant's policy versions (issue 21, footer settings): `/api/admin/policies`. */
export const policyAdminRoutes: FastifyPluginAsyncZod<{ policyAdmin: TPolicyAdminService }> = async (
  app,
  { policyAdmin },
) => {
  app.get(
    '/api/admin/policies',
    {
      config: { access: MANAGE_POLICIES },
      schema: {
        tags,
        summary: 'Every version of a policy type in a language, newest first',
        querystring: ZListPolicyVersionsRequestSchema,
        response: { 200: ZListPolicyVersionsResponseSchema, 400: ZProblemSchema },
      },
    },
    async (request) => policyAdmin.listVersions(requestTenant(request).tenantCode, request.query),
  );

  app.post(
    '/api/admin/policies',
    {
      config: { access: MANAGE_POLICIES },
      schema: {
        tags,
        summary: 'Publishes a new version of a policy, now or later',
        body: ZPublishPolicyVersionRequestSchema,
        response: { 201: ZPublishPolicyVersionResponseSchema, 400: ZProblemSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await policyAdmin.publishVersion(actorOf(request), request.body)),
  );
};
