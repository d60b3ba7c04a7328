import {
  ZExploreItemsRequestSchema,
  ZExploreItemsResponseSchema,
  ZExploreQuerySchema,
  ZExploreResponseSchema,
  ZProblemSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendKeptAnswer } from '../../lib/kept-answer.ts';
import { actorOf } from '../../plugins/authentication.ts';
import { SIGNED_IN } from '../../plugins/route-access.ts';
import type { TExploreService } from './explore.service.ts';

const tags = ['explore'];
const problems = { 400: ZProblemSchema, 404: ZProblemSchema };

export type TExploreRoutesOptions = { explore: TExploreService };

/**
 * Explore (the route list is in packages/contracts/src/explore.ts). Anyone signed in; the module
 * gate answers 404 on both for a tenant without EXPLORE, and what they list follows the tenant's
 * other modules, the viewer's audience and publication.
 */
export const exploreRoutes: FastifyPluginAsyncZod<TExploreRoutesOptions> = async (app, { explore }) => {
  app.get(
    '/api/explore',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'Everything I may discover: new this week, trending near me, for my gaps, by category and competency',
        querystring: ZExploreQuerySchema,
        response: { 200: ZExploreResponseSchema, ...problems },
      },
    },
    async (request, reply) =>
      sendKeptAnswer(request, reply, await explore.getExploreAnswer(actorOf(request), request.query.locale)),
  );

  app.post(
    '/api/explore/items',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'One shelf in full, newest first: kinds, a category or a competency, new this week, a title search',
        body: ZExploreItemsRequestSchema,
        response: { 200: ZExploreItemsResponseSchema, ...problems },
      },
    },
    async (request, reply) =>
      sendKeptAnswer(request, reply, await explore.listItemsAnswer(actorOf(request), request.body)),
  );
};
