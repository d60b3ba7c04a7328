import {
  ZGetResourceStringsRequestSchema,
  ZInsertResourceStringRequestSchema,
  ZInsertResourceStringResponseSchema,
  ZProblemSchema,
  ZResourceStringsResponseSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC } from '../../plugins/route-access.ts';
import { requestTenant } from '../../plugins/tenant-context.ts';
import { sendKeptAnswer } from '../../lib/kept-answer.ts';
import type { TTranslationsService } from './translations.service.ts';
import { succeeded } from '../../lib/api-result.ts';

export type TTranslationsRoutesOptions = {
  translations: TTranslationsService;
  /** Production never registers the dev-mode insert call. */
  isProduction: boolean;
};

export const translationsRoutes: FastifyPluginAsyncZod<TTranslationsRoutesOptions> = async (
  app,
  { translations, isProduction },
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
      const answer = await translations.getResourceStringsAnswer(requestTenant(request), request.query);
      // Cacheable (spec section 7); the client's ?v=build changes the URL on every release.
      return sendKeptAnswer(request, reply.header('cache-control', 'public, max-age=3600'), answer);
    },
  );

  if (isProduction) {
    return;
  }
  app.post(
    '/api/resourcestring/insert',
    {
      // Dev mode only (spec section 7): missing keys show up before sign-in too. Never overwrites.
      config: { access: PUBLIC },
      schema: {
        tags: ['translations'],
        summary: "Dev mode: adds a missing interface string to the host tenant's catalogue",
        body: ZInsertResourceStringRequestSchema,
        response: { 200: ZInsertResourceStringResponseSchema, 400: ZProblemSchema },
      },
    },
    async (request) => {
      const inserted = await translations.insertMissingString(requestTenant(request), request.body);
      return succeeded(inserted);
    },
  );
};
