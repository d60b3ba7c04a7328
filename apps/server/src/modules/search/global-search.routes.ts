import {
  ZGlobalSearchRequestSchema,
  ZGlobalSearchResponseSchema,
  ZSearchModulesResponseSchema,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestPrincipal } from '../../plugins/authentication.ts';
import { SIGNED_IN } from '../../plugins/route-access.ts';
import { requestTenant } from '../../plugins/tenant-context.ts';
import type { TGlobalSearchService, TSearchActor } from './global-search.service.ts';

const tags = ['search'];

/** The tenant is the host's, and the token was checked against it: the body never chooses it. */
function searchActorOf(request: FastifyRequest): TSearchActor {
  requestPrincipal(request);
  return { tenantCode: requestTenant(request).tenantCode };
}

/** The origin module URLs default to (as the tenant configuration presents them). */
function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
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
    async (request) => search.listSearchModules(searchActorOf(request), originOf(request)),
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
    async (request) => search.search(searchActorOf(request), request.body, originOf(request)),
  );
};
