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
  type TAssetListItem,
  type TAssetListResponse,
  type TAssetSearchRequest,
  type TLocaleCode,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { succeeded } from '../../lib/api-result.ts';
import { actorOf } from '../../plugins/authentication.ts';
import { SIGNED_IN } from '../../plugins/route-access.ts';
import type { TResourceActor } from './resources.policy.ts';
import type { TAssetListsService } from './asset-lists.service.ts';
import type { TResourceAssignmentsService } from './resource-assignments.service.ts';
import { declarePost, localeOf, type TAccessConfig } from './resource-request.ts';

const tags = ['assets'];

/** A missing body is the default page request (spec section 9: pageNo 1, pageSize 16). */
const listBody = ZAssetSearchRequestSchema.nullish().transform((body) => body ?? DEFAULT_ASSET_SEARCH_REQUEST);
const skillScoreBody = ZSkillScoreAssetsRequestSchema.nullish().transform(
  (body) => body ?? { ...DEFAULT_ASSET_SEARCH_REQUEST },
);

type TListCall = (actor: TResourceActor, request: TAssetSearchRequest) => Promise<TAssetListResponse>;
type TWidgetCall = (actor: TResourceActor, locale: TLocaleCode | undefined) => Promise<TAssetListItem[]>;

/**
 * Assets search, base `/api/assets` (spec section 7): the feed's lists, for any signed-in user of
 * the tenant, holding only what learners may see (published, effective, not expired); plus what
 * the feed needs beyond the spec: views and favourites.
 */
export const assetListsRoutes: FastifyPluginAsyncZod<{
  lists: TAssetListsService;
  assignments: TResourceAssignmentsService;
}> = async (app, { lists, assignments }) => {
  // The feed's paged lists: same body, same answer, one service call each.
  const pagedLists: { url: string; config: TAccessConfig; summary: string; list: TListCall }[] = [
    {
      url: '/api/assets/search',
      config: { access: SIGNED_IN },
      summary: 'Searches titles, descriptions and asset titles; newest first',
      list: lists.search,
    },
    {
      url: '/api/assets/recommended',
      config: { access: SIGNED_IN },
      summary: "Recommended to the caller (by an administrator or chosen) or in the caller's categories",
      list: lists.recommended,
    },
    {
      url: '/api/assets/choosenrecommendations',
      config: { access: SIGNED_IN },
      summary: 'The recommendations the caller chose',
      list: lists.chosenRecommendations,
    },
    {
      url: '/api/assets/featured',
      config: { access: SIGNED_IN },
      summary: 'Featured resources, newest first',
      list: lists.featured,
    },
    {
      url: '/api/assets/electrified',
      config: { access: SIGNED_IN },
      summary: 'Electrified (highlighted) resources, newest first',
      list: lists.electrified,
    },
    {
      url: '/api/assets/searchForFavorites',
      config: { access: SIGNED_IN },
      summary: "The caller's favourites, newest first",
      list: lists.favorites,
    },
    {
      url: '/api/assets/searchForTrending',
      config: { access: SIGNED_IN },
      summary: 'Viewed in the trending window, most viewed first',
      list: lists.trending,
    },
  ];
  for (const { url, config, summary, list } of pagedLists) {
    app.post(
      url,
      { config, schema: { tags, summary, body: listBody, response: { 200: ZAssetListResponseSchema } } },
      async (request) => list(actorOf(request), request.body),
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
    async (request) => succeeded(await lists.chooseRecommendations(actorOf(request), request.body.resourceIds)),
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
    async (request) => lists.recommendedFor(actorOf(request), request.params.id, request.body),
  );

  declarePost(
    app,
    {
      url: '/api/assets/searchForAllCategories',
      config: { access: SIGNED_IN },
      tags,
      summary: 'Each category with visible resources and its first pageSize resources',
      body: listBody,
      answer: ZAssetsByCategoryResponseSchema,
    },
    lists.byCategory,
  );
  declarePost(
    app,
    {
      url: '/api/assets/getRecommendedAssetsPerParentCompetencyForCurrentUserSkillScores',
      config: { access: SIGNED_IN },
      tags,
      summary: 'Resources for the caller’s skill scores under a parent competency: empty until skill scores exist',
      body: skillScoreBody,
      answer: ZAssetListResponseSchema,
    },
    lists.perParentCompetency,
  );
  declarePost(
    app,
    {
      url: '/api/assets/getRecommendedAssetsGroupedByParentCompetenciesForCurrentUserSkillScores',
      config: { access: SIGNED_IN },
      tags,
      summary: 'Resources for the caller’s skill scores per parent competency: empty until skill scores exist',
      body: listBody,
      answer: ZAssetsByCompetencyResponseSchema,
    },
    lists.groupedByParentCompetency,
  );

  // The dashboard widgets: same query, same answer.
  const widgets: { url: string; config: TAccessConfig; summary: string; list: TWidgetCall }[] = [
    {
      url: '/api/assets/favorites',
      config: { access: SIGNED_IN },
      summary: "The caller's latest favourites (dashboard widget)",
      list: lists.favoritesWidget,
    },
    {
      url: '/api/assets/trending',
      config: { access: SIGNED_IN },
      summary: 'The most viewed resources of the trending window (dashboard widget)',
      list: lists.trendingWidget,
    },
  ];
  for (const { url, config, summary, list } of widgets) {
    app.get(
      url,
      {
        config,
        schema: { tags, summary, querystring: ZAssetWidgetQuerySchema, response: { 200: ZAssetWidgetResponseSchema } },
      },
      async (request) => succeeded(await list(actorOf(request), request.query.locale)),
    );
  }

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
      const actor = actorOf(request);
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
    async (request) => succeeded(await lists.recordView(actorOf(request), request.params.id, request.body.assetId)),
  );

  // Favouring and unfavouring: one route each way.
  const favoriteChanges = [
    {
      method: 'PUT',
      url: '/api/assets/:id/favorite',
      config: { access: SIGNED_IN },
      summary: 'Makes a resource a favourite of the caller',
      isFavorite: true,
    },
    {
      method: 'DELETE',
      url: '/api/assets/:id/favorite',
      config: { access: SIGNED_IN },
      summary: "Removes a resource from the caller's favourites",
      isFavorite: false,
    },
  ] satisfies { method: 'PUT' | 'DELETE'; url: string; config: TAccessConfig; summary: string; isFavorite: boolean }[];
  for (const { method, url, config, summary, isFavorite } of favoriteChanges) {
    app.route({
      method,
      url,
      config,
      schema: {
        tags,
        summary,
        params: ZAssetResourceParamsSchema,
        response: { 200: ZSetFavoriteResponseSchema, 404: ZProblemSchema },
      },
      handler: async (request) => succeeded(await lists.setFavorite(actorOf(request), request.params.id, isFavorite)),
    });
  }
};
