import {
  ZGlobalSearchRequestSchema,
  ZGlobalSearchResponseSchema,
  ZSearchModulesResponseSchema,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SIGNED_IN } from '../../plugins/route-access.ts';
import { requestOrigin, requestTenant } from '../../plugins/tenant-context.ts';
import type { TGlobalSearchService, TSearchActor } from './global-search.service.ts';

const tags = ['search'];

/**
 * The tenant is the host's, and the token was checked against it (SIGNED_IN): the body never
 * chooses it.
 */
function searchActorOf(request: FastifyRequest): TSearchActor {
  return { tenantCode: requestTenant(request).tenantCode };
}

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
    async (request) => search.listSearchModules(searchActorOf(request), requestOrigin(request)),
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
    async (request) => search.search(searchActorOf(request), request.body, requestOrigin(request)),
  );
};
