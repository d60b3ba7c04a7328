import { ZGetResourceStringsRequestSchema, ZResourceStringsResponseSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC } from '../../plugins/route-access.ts';
import { requestTenant } from '../../plugins/tenant-context.ts';
import { sendSerializedJson } from '../../lib/send-json.ts';
import type { TTranslationsService } from './translations.service.ts';

export const translationsRoutes: FastifyPluginAsyncZod<{ translations: TTranslationsService }> = async (
  app,
  { translations },
) => {
  app.get(
    '/api/resourcestring',
    {
      // Pages before sign-in (errors, sign-out) are translated too.
      config: { access: PUBLIC },
      schema: {
        tags: ['translations'],
        summary: "The tenant's interface strings of one class key and locale",
        querystring: ZGetResourceStringsRequestSchema,
        response: { 200: ZResourceStringsResponseSchema },
      },
    },
    async (request, reply) => {
      const json = await translations.getResourceStringsJson(requestTenant(request), request.query);
      // Cacheable (spec section 7); the client's ?v=build changes the URL on every release.
      return sendSerializedJson(reply.header('cache-control', 'public, max-age=3600'), json);
    },
  );
};
