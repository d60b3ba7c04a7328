import {
  ZGlobalSearchRequestSchema,
  ZGlobalSearchResponseSchema,
  ZSearchModulesResponseSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/authentication.ts';
import { SIGNED_IN } from '../../plugins/route-access.ts';
import { requestOrigin } from '../../plugins/tenant-context.ts';
import type { TGlobalSearchService } from './global-search.service.ts';

const tags = ['search'];

/** Global search (spec section 7): any signed-in user of the tenant. */
export const globalSearchRoutes: FastifyPluginAsyncZod<{ search: TGlobalSearchService }> = async (app, { search }) => {
  app.get(
    '/api/GlobalSearch/Modules',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: "The tenant's searchable modules (one search tab each; never ADMIN)",
        response: { 200: ZSearchModulesResponseSchema },
      },
    },
    async (request) => search.listSearchModules(actorOf(request), requestOrigin(request)),
  );

  app.post(
    '/api/GlobalSearch/search',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'Searches the tenant’s published content: one ranked page per module, with highlighted snippets',
        body: ZGlobalSearchRequestSchema,
        response: { 200: ZGlobalSearchResponseSchema },
      },
    },
    async (request) => search.search(actorOf(request), request.body, requestOrigin(request)),
  );
};
