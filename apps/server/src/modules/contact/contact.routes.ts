import { ZProblemSchema, ZSubmitIssueRequestSchema, ZSubmitIssueResponseSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/authentication.ts';
import { SIGNED_IN } from '../../plugins/route-access.ts';
import { requestTenant } from '../../plugins/tenant-context.ts';
import type { TContactService } from './contact.service.ts';

/** Contact us (core service, `POST /api/TenantNotification/submitissue`). */
export const contactRoutes: FastifyPluginAsyncZod<{ contact: TContactService }> = async (app, { contact }) => {
  app.post(
    '/api/TenantNotification/submitissue',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['contact'],
        summary: "Sends a message to the tenant's help desk",
        body: ZSubmitIssueRequestSchema,
        response: { 200: ZSubmitIssueResponseSchema, 400: ZProblemSchema },
      },
    },
    async (request) =>
      contact.submitIssue(
        requestTenant(request),
        { userCode: actorOf(request).userCode, correlationId: request.id },
        request.body,
      ),
  );
};
