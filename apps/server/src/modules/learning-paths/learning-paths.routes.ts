import {
  ZAcknowledgeVersionRequestSchema,
  ZAcknowledgeVersionResponseSchema,
  ZCompleteItemRequestSchema,
  ZCompleteItemResponseSchema,
  ZCorePathItemsResponseSchema,
  ZCorePathOnboardingStatusResponseSchema,
  ZCorePathQuerySchema,
  ZCorePathResponseSchema,
  ZLocaleOnlyQuerySchema,
  ZPathInfoQuerySchema,
  ZPathInfoResponseSchema,
  ZPathItemsCountQuerySchema,
  ZPathItemsCountResponseSchema,
  ZPathListResponseSchema,
  ZSetUserPathRequestSchema,
  ZSetUserPathResponseSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { succeeded } from '../../lib/api-result.ts';
import { sendSerializedJson } from '../../lib/send-json.ts';
import { actorOf } from '../../plugins/authentication.ts';
import { SIGNED_IN } from '../../plugins/route-access.ts';
import { tags, CHANGE_PATH, COMPLETE_PATH, problems } from './learning-paths.route-access.ts';
import { learningPathAdminRoutes } from './learning-path-admin.routes.ts';
import { learningPathGoalsRoutes } from './learning-path-goals.routes.ts';
import type { TLearningPathsService } from './learning-paths.service.ts';

/**
 * Learning paths (spec section 7 "Learning path"; the route list is in
 * packages/contracts/src/learning-paths.ts). Learners' calls need sign-in (choosing a path
 * LEARNINGPATH_CHANGE_PATH, completing an item LEARNINGPATH_COMPLETE_PATH); administration needs
 * LEARNINGPATH_ADMIN. The module gate answers 404 on all of them for a tenant without the module.
 */
export const learningPathsRoutes: FastifyPluginAsyncZod<{ paths: TLearningPathsService }> = async (app, { paths }) => {
  // -------------------------------------------------------------------------------------------
  // Learner

  app.get(
    '/api/corepath',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: "The learner's core path: levels, modules, items, states, progress (another user's: admins only)",
        querystring: ZCorePathQuerySchema,
        response: { 200: ZCorePathResponseSchema, ...problems },
      },
    },
    async (request, reply) => sendSerializedJson(reply, await paths.getCorePathJson(actorOf(request), request.query)),
  );

  app.get(
    '/api/corepath/CorePathOnBoardingStatus',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: "Whether the caller has a core path, and whether one is available (onboarding's path step)",
        response: { 200: ZCorePathOnboardingStatusResponseSchema },
      },
    },
    async (request) => paths.getOnboardingStatus(actorOf(request)),
  );

  app.get(
    '/api/corepath/tenantPaths',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'Published paths of the tenant',
        querystring: ZLocaleOnlyQuerySchema,
        response: { 200: ZPathListResponseSchema },
      },
    },
    async (request) => succeeded(await paths.listTenantPaths(actorOf(request), request.query.locale)),
  );

  app.get(
    '/api/corepath/jobRolePaths',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: "Published paths for the caller's job role, location or self",
        querystring: ZLocaleOnlyQuerySchema,
        response: { 200: ZPathListResponseSchema },
      },
    },
    async (request) => succeeded(await paths.listJobRolePaths(actorOf(request), request.query.locale)),
  );

  app.get(
    '/api/corepath/getCorePathItems',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: "The caller's core path items in order, with their states",
        querystring: ZLocaleOnlyQuerySchema,
        response: { 200: ZCorePathItemsResponseSchema },
      },
    },
    async (request) => succeeded(await paths.getCorePathItems(actorOf(request), request.query.locale)),
  );

  app.get(
    '/api/corepath/getCorePathItemsCount',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: "The caller's item counts on a path",
        querystring: ZPathItemsCountQuerySchema,
        response: { 200: ZPathItemsCountResponseSchema, ...problems },
      },
    },
    async (request) => succeeded(await paths.getPathItemsCount(actorOf(request), request.query.pathId)),
  );

  app.post(
    '/api/corepath/setUserPath',
    {
      config: { access: CHANGE_PATH },
      schema: {
        tags,
        summary: 'Chooses a published path as the caller’s core path',
        querystring: ZLocaleOnlyQuerySchema,
        body: ZSetUserPathRequestSchema,
        response: { 200: ZSetUserPathResponseSchema, ...problems },
      },
    },
    async (request) => succeeded(await paths.setUserPath(actorOf(request), request.body.pathId, request.query.locale)),
  );

  app.post(
    '/api/corepath/completeItem',
    {
      config: { access: COMPLETE_PATH },
      schema: {
        tags,
        summary: 'Marks an item of the caller’s core path done (recorded once in the learning record)',
        querystring: ZLocaleOnlyQuerySchema,
        body: ZCompleteItemRequestSchema,
        response: { 200: ZCompleteItemResponseSchema, ...problems },
      },
    },
    async (request) => succeeded(await paths.completeItem(actorOf(request), request.body.itemId, request.query.locale)),
  );

  app.post(
    '/api/corepath/acknowledgeVersion',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: "The caller saw the new version's required items",
        body: ZAcknowledgeVersionRequestSchema,
        response: { 200: ZAcknowledgeVersionResponseSchema, ...problems },
      },
    },
    async (request) => succeeded(await paths.acknowledgeVersion(actorOf(request), request.body.pathId)),
  );

  app.get(
    '/api/pathinfo',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: "A published path's outline with the caller's progress (the core path without pathId)",
        querystring: ZPathInfoQuerySchema,
        response: { 200: ZPathInfoResponseSchema, ...problems },
      },
    },
    async (request) => succeeded(await paths.getPathInfo(actorOf(request), request.query.pathId, request.query.locale)),
  );

  await app.register(learningPathGoalsRoutes, { paths });
  await app.register(learningPathAdminRoutes, { paths });
};
