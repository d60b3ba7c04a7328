import {
  DEFAULT_ASSET_SEARCH_REQUEST,
  ZAssetListResponseSchema,
  ZAssetResourceParamsSchema,
  ZAssetsByCategoryResponseSchema,
  ZAssetsByCompetencyResponseSchema,
  ZAssetSearchRequestSchema,
  ZAssetViewListQuerySchema,
  ZAssetViewListResponseSchema,
  ZAssetWidgetQuerySchema,
  ZAssetWidgetResponseSchema,
  ZChooseRecommendationsRequestSchema,
  ZChooseRecommendationsResponseSchema,
  ZProblemSchema,
  ZRecommendedForResourceParamsSchema,
  ZRecordAssetViewRequestSchema,
  ZRecordAssetViewResponseSchema,
  ZSetFavoriteResponseSchema,
  ZSkillScoreAssetsRequestSchema,
  type TAssetListResponse,
  type TAssetSearchRequest,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SIGNED_IN } from '../../plugins/route-access.ts';
import type { TResourceActor } from './resources.policy.ts';
import type { TAssetListsService } from './asset-lists.service.ts';
import type { TResourceAssignmentsService } from './resource-assignments.service.ts';
import { localeOf, resourceActorOf, succeeded } from './resource-request.ts';

const tags = ['assets'];

/** A missing body is the default page request (spec section 9: pageNo 1, pageSize 16). */
const listBody = ZAssetSearchRequestSchema.nullish().transform((body) => body ?? DEFAULT_ASSET_SEARCH_REQUEST);
const skillScoreBody = ZSkillScoreAssetsRequestSchema.nullish().transform(
  (body) => body ?? { ...DEFAULT_ASSET_SEARCH_REQUEST },
);

type TListCall = (actor: TResourceActor, request: TAssetSearchRequest) => Promise<TAssetListResponse>;

/**
 * Assets search, base `/api/assets` (spec section 7): the feed's lists, for any signed-in user of
 * the tenant, holding only what learners may see (published, effective, not expired); plus what
 * the feed needs beyond the spec: views and favourites.
 */
export const assetListsRoutes: FastifyPluginAsyncZod<{
  lists: TAssetListsService;
  assignments: TResourceAssignmentsService;
}> = async (app, { lists, assignments }) => {
  const pagedLists: [string, string, TListCall][] = [
    ['/api/assets/search', 'Searches titles, descriptions and asset titles; newest first', lists.search],
    [
      '/api/assets/recommended',
      "Recommended to the caller (by an administrator or chosen) or in the caller's categories",
      lists.recommended,
    ],
    ['/api/assets/choosenrecommendations', 'The recommendations the caller chose', lists.chosenRecommendations],
    ['/api/assets/featured', 'Featured resources, newest first', lists.featured],
    ['/api/assets/electrified', 'Electrified (highlighted) resources, newest first', lists.electrified],
    ['/api/assets/searchForFavorites', "The caller's favourites, newest first", lists.favorites],
    ['/api/assets/searchForTrending', 'Viewed in the trending window, most viewed first', lists.trending],
  ];
  for (const [url, summary, call] of pagedLists) {
    app.post(
      url,
      {
        config: { access: SIGNED_IN },
        schema: { tags, summary, body: listBody, response: { 200: ZAssetListResponseSchema } },
      },
      async (request) => call(resourceActorOf(request), request.body),
    );
  }

  app.put(
    '/api/assets/choosenrecommendations',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: "Replaces the caller's chosen recommendations",
        body: ZChooseRecommendationsRequestSchema,
        response: { 200: ZChooseRecommendationsResponseSchema, 400: ZProblemSchema },
      },
    },
    async (request) => succeeded(await lists.chooseRecommendations(resourceActorOf(request), request.body.resourceIds)),
  );

  app.post(
    '/api/assets/recommended/:id',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'Resources like resource id (sharing a category), newest first',
        params: ZRecommendedForResourceParamsSchema,
        body: listBody,
        response: { 200: ZAssetListResponseSchema, 404: ZProblemSchema },
      },
    },
    async (request) => lists.recommendedFor(resourceActorOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/assets/searchForAllCategories',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'Each category with visible resources and its first pageSize resources',
        body: listBody,
        response: { 200: ZAssetsByCategoryResponseSchema },
      },
    },
    async (request) => lists.byCategory(resourceActorOf(request), request.body),
  );

  app.post(
    '/api/assets/getRecommendedAssetsPerParentCompetencyForCurrentUserSkillScores',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'Resources for the caller’s skill scores under a parent competency: empty until skill scores exist',
        body: skillScoreBody,
        response: { 200: ZAssetListResponseSchema },
      },
    },
    async (request) => lists.perParentCompetency(resourceActorOf(request), request.body),
  );

  app.post(
    '/api/assets/getRecommendedAssetsGroupedByParentCompetenciesForCurrentUserSkillScores',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'Resources for the caller’s skill scores per parent competency: empty until skill scores exist',
        body: listBody,
        response: { 200: ZAssetsByCompetencyResponseSchema },
      },
    },
    async (request) => lists.groupedByParentCompetency(resourceActorOf(request), request.body),
  );

  app.get(
    '/api/assets/favorites',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: "The caller's latest favourites (dashboard widget)",
        querystring: ZAssetWidgetQuerySchema,
        response: { 200: ZAssetWidgetResponseSchema },
      },
    },
    async (request) => succeeded(await lists.favoritesWidget(resourceActorOf(request), request.query.locale)),
  );

  app.get(
    '/api/assets/trending',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'The most viewed resources of the trending window (dashboard widget)',
        querystring: ZAssetWidgetQuerySchema,
        response: { 200: ZAssetWidgetResponseSchema },
      },
    },
    async (request) => succeeded(await lists.trendingWidget(resourceActorOf(request), request.query.locale)),
  );

  app.get(
    '/api/assets/getAssetViewListForUser',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: "A user's viewed resources (the user, their manager or an administrator)",
        querystring: ZAssetViewListQuerySchema,
        response: { 200: ZAssetViewListResponseSchema, 403: ZProblemSchema, 404: ZProblemSchema },
      },
    },
    async (request) => {
      const actor = resourceActorOf(request);
      return assignments.listViewsOfUser(actor, request.query.userCode, localeOf(actor, request.query.locale));
    },
  );

  app.post(
    '/api/assets/:id/view',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'Records that the caller opened a resource (and one of its assets)',
        params: ZAssetResourceParamsSchema,
        body: ZRecordAssetViewRequestSchema,
        response: { 200: ZRecordAssetViewResponseSchema, 404: ZProblemSchema },
      },
    },
    async (request) =>
      succeeded(await lists.recordView(resourceActorOf(request), request.params.id, request.body.assetId)),
  );

  app.put(
    '/api/assets/:id/favorite',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'Makes a resource a favourite of the caller',
        params: ZAssetResourceParamsSchema,
        response: { 200: ZSetFavoriteResponseSchema, 404: ZProblemSchema },
      },
    },
    async (request) => succeeded(await lists.setFavorite(resourceActorOf(request), request.params.id, true)),
  );

  app.delete(
    '/api/assets/:id/favorite',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: "Removes a resource from the caller's favourites",
        params: ZAssetResourceParamsSchema,
        response: { 200: ZSetFavoriteResponseSchema, 404: ZProblemSchema },
      },
    },
    async (request) => succeeded(await lists.setFavorite(resourceActorOf(request), request.params.id, false)),
  );
};
