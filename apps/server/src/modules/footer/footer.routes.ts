import { ZFooterConfigurationResponseSchema, ZGetFooterConfigurationRequestSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendSerializedJson } from '../../lib/send-json.ts';
import { PUBLIC } from '../../plugins/route-access.ts';
import { requestOrigin, requestTenant } from '../../plugins/tenant-context.ts';
import type { TFooterService } from './footer.service.ts';

/** Footer configuration (core service, `/api/tenant/FooterConfiguration`). */
export const footerRoutes: FastifyPluginAsyncZod<{ footer: TFooterService }> = async (app, { footer }) => {
  app.get(
    '/api/tenant/FooterConfiguration',
    {
      // The footer shows before sign-in too; it holds nothing private.
      config: { access: PUBLIC },
      schema: {
        tags: ['footer'],
        summary: "The tenant's footer configuration, links in one language",
        querystring: ZGetFooterConfigurationRequestSchema,
        response: { 200: ZFooterConfigurationResponseSchema },
      },
    },
    async (request, reply) =>
      sendSerializedJson(
        reply,
        await footer.getFooterConfigurationJson(requestTenant(request), request.query.locale, requestOrigin(request)),
      ),
  );
};
