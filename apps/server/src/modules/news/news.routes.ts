import {
  NewsPermissions,
  ZAdminArticleResponseSchema,
  ZAdminArticlesQuerySchema,
  ZAdminArticlesResponseSchema,
  ZAdminArticleTopicResponseSchema,
  ZAdminArticleTopicsResponseSchema,
  ZArticleDurationTypesResponseSchema,
  ZArticleLikeResponseSchema,
  ZArticleParamsSchema,
  ZArticlePreviewResponseSchema,
  ZArticleReadResponseSchema,
  ZArticleResponseSchema,
  ZArticlesQuerySchema,
  ZArticlesResponseSchema,
  ZArticleTopicsResponseSchema,
  ZNewsAdminParamsSchema,
  ZNewsDeleteResponseSchema,
  ZNewsLocaleQuerySchema,
  ZProblemSchema,
  ZSaveArticleRequestSchema,
  ZSaveArticleTopicRequestSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { succeeded } from '../../lib/api-result.ts';
import { sendKeptAnswer } from '../../lib/kept-answer.ts';
import { actorOf } from '../../plugins/authentication.ts';
import { requirePermissions, SIGNED_IN } from '../../plugins/route-access.ts';
import type { TNewsAdminService } from './news-admin.service.ts';
import type { TNewsReadingService } from './news-reading.service.ts';
import { listArticleDurationTypes } from './news.presenter.ts';

const tags = ['news'];
const NEWS_ADMIN = requirePermissions([NewsPermissions.admin]);
const problems = { 400: ZProblemSchema, 404: ZProblemSchema };
// Spec section 7: topics and duration types are cacheable; a topic an admin adds shows within minutes.
const TOPICS_CACHE = 'private, max-age=300';
const REFERENCE_CACHE = 'private, max-age=3600';

export type TNewsRoutesOptions = { reading: TNewsReadingService; admin: TNewsAdminService };

/**
 * News (the route list is in packages/contracts/src/news.ts). Readers need sign-in and see only
 * live articles of their audience (anything else is 404); administration needs NEWS_ADMIN. The
 * module gate answers 404 on all of them for a tenant without NEWS.
 */
export const newsRoutes: FastifyPluginAsyncZod<TNewsRoutesOptions> = async (app, { reading, admin }) => {
  // -------------------------------------------------------------------------------------------
  // Readers

  app.get(
    '/api/articles',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'The articles I may read now: pinned first, then latest',
        querystring: ZArticlesQuerySchema,
        response: { 200: ZArticlesResponseSchema, ...problems },
      },
    },
    async (request, reply) =>
      sendKeptAnswer(request, reply, await reading.listArticlesAnswer(actorOf(request), request.query)),
  );

  app.get(
    '/api/articles/topics',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: "The tenant's topics (cacheable)",
        querystring: ZNewsLocaleQuerySchema,
        response: { 200: ZArticleTopicsResponseSchema, ...problems },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', TOPICS_CACHE);
      return succeeded(await reading.listTopics(actorOf(request), request.query.locale));
    },
  );

  app.get(
    '/api/articles/refdurationtypes',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'Reading-time units D, M, H (cacheable)',
        querystring: ZNewsLocaleQuerySchema,
        response: { 200: ZArticleDurationTypesResponseSchema, ...problems },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', REFERENCE_CACHE);
      return listArticleDurationTypes(request.query.locale ?? actorOf(request).defaultLocale);
    },
  );

  app.get(
    '/api/articles/:articleId',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'An article I may read now, in my language (else the tenant default)',
        params: ZArticleParamsSchema,
        querystring: ZNewsLocaleQuerySchema,
        response: { 200: ZArticleResponseSchema, ...problems },
      },
    },
    async (request) =>
      succeeded(await reading.getArticle(actorOf(request), request.params.articleId, request.query.locale)),
  );

  app.post(
    '/api/articles/:articleId/read',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'Records that I read the article (learning record; once per person and article)',
        params: ZArticleParamsSchema,
        response: { 200: ZArticleReadResponseSchema, ...problems },
      },
    },
    async (request) => succeeded(await reading.recordRead(actorOf(request), request.params.articleId)),
  );

  for (const [method, isLiked] of [
    ['PUT', true],
    ['DELETE', false],
  ] as const) {
    app.route({
      method,
      url: '/api/articles/:articleId/like',
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: isLiked ? 'Likes the article (again is the same)' : 'Takes my like back (none is the same)',
        params: ZArticleParamsSchema,
        response: { 200: ZArticleLikeResponseSchema, ...problems },
      },
      handler: async (request) => succeeded(await reading.setLike(actorOf(request), request.params.articleId, isLiked)),
    });
  }

  // -------------------------------------------------------------------------------------------
  // Administration

  app.get(
    '/api/articles/admin/articles',
    {
      config: { access: NEWS_ADMIN },
      schema: {
        tags,
        summary: 'Every article with its status (draft, scheduled, published, expired)',
        querystring: ZAdminArticlesQuerySchema,
        response: { 200: ZAdminArticlesResponseSchema, ...problems },
      },
    },
    async (request) => succeeded(await admin.listArticles(actorOf(request), request.query)),
  );

  app.get(
    '/api/articles/admin/articles/:id',
    {
      config: { access: NEWS_ADMIN },
      schema: {
        tags,
        summary: 'One article as edited (both languages)',
        params: ZNewsAdminParamsSchema,
        response: { 200: ZAdminArticleResponseSchema, ...problems },
      },
    },
    async (request) => succeeded(await admin.getArticle(actorOf(request), request.params.id)),
  );

  app.post(
    '/api/articles/admin/articles',
    {
      config: { access: NEWS_ADMIN },
      schema: {
        tags,
        summary: 'Creates an article (its HTML sanitized)',
        body: ZSaveArticleRequestSchema,
        response: { 201: ZAdminArticleResponseSchema, ...problems },
      },
    },
    async (request, reply) =>
      reply.code(201).send(succeeded(await admin.createArticle(actorOf(request), request.body))),
  );

  app.put(
    '/api/articles/admin/articles/:id',
    {
      config: { access: NEWS_ADMIN },
      schema: {
        tags,
        summary: 'Changes an article (the whole of it)',
        params: ZNewsAdminParamsSchema,
        body: ZSaveArticleRequestSchema,
        response: { 200: ZAdminArticleResponseSchema, ...problems },
      },
    },
    async (request) => succeeded(await admin.updateArticle(actorOf(request), request.params.id, request.body)),
  );

  app.delete(
    '/api/articles/admin/articles/:id',
    {
      config: { access: NEWS_ADMIN },
      schema: {
        tags,
        summary: 'Deletes an article (its likes go with it)',
        params: ZNewsAdminParamsSchema,
        response: { 200: ZNewsDeleteResponseSchema, ...problems },
      },
    },
    async (request) => succeeded(await admin.deleteArticle(actorOf(request), request.params.id)),
  );

  app.get(
    '/api/articles/admin/articles/:id/preview',
    {
      config: { access: NEWS_ADMIN },
      schema: {
        tags,
        summary: 'The article as a learner will see it, whatever its status',
        params: ZNewsAdminParamsSchema,
        querystring: ZNewsLocaleQuerySchema,
        response: { 200: ZArticlePreviewResponseSchema, ...problems },
      },
    },
    async (request) => succeeded(await admin.preview(actorOf(request), request.params.id, request.query.locale)),
  );

  for (const action of ['pin', 'unpin'] as const) {
    app.post(
      `/api/articles/admin/articles/:id/${action}`,
      {
        config: { access: NEWS_ADMIN },
        schema: {
          tags,
          summary: action === 'pin' ? 'Pins an article (listed first)' : 'Unpins an article',
          params: ZNewsAdminParamsSchema,
          response: { 200: ZAdminArticleResponseSchema, ...problems },
        },
      },
      async (request) => succeeded(await admin[action](actorOf(request), request.params.id)),
    );
  }

  app.get(
    '/api/articles/admin/topics',
    {
      config: { access: NEWS_ADMIN },
      schema: {
        tags,
        summary: 'Topics with both names and their article counts',
        response: { 200: ZAdminArticleTopicsResponseSchema },
      },
    },
    async (request) => succeeded(await admin.listTopics(actorOf(request))),
  );

  app.post(
    '/api/articles/admin/topics',
    {
      config: { access: NEWS_ADMIN },
      schema: {
        tags,
        summary: 'Creates a topic',
        body: ZSaveArticleTopicRequestSchema,
        response: { 201: ZAdminArticleTopicResponseSchema, ...problems },
      },
    },
    async (request, reply) => reply.code(201).send(succeeded(await admin.createTopic(actorOf(request), request.body))),
  );

  app.put(
    '/api/articles/admin/topics/:id',
    {
      config: { access: NEWS_ADMIN },
      schema: {
        tags,
        summary: 'Renames a topic',
        params: ZNewsAdminParamsSchema,
        body: ZSaveArticleTopicRequestSchema,
        response: { 200: ZAdminArticleTopicResponseSchema, ...problems },
      },
    },
    async (request) => succeeded(await admin.updateTopic(actorOf(request), request.params.id, request.body)),
  );

  app.delete(
    '/api/articles/admin/topics/:id',
    {
      config: { access: NEWS_ADMIN },
      schema: {
        tags,
        summary: 'Deletes a topic (articles lose it)',
        params: ZNewsAdminParamsSchema,
        response: { 200: ZNewsDeleteResponseSchema, ...problems },
      },
    },
    async (request) => succeeded(await admin.deleteTopic(actorOf(request), request.params.id)),
  );
};
