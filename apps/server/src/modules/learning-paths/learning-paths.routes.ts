import {
  LearningPathPermissions,
  ResourcePermissions,
  ZAcknowledgeVersionRequestSchema,
  ZAcknowledgeVersionResponseSchema,
  ZAdminPathListRequestSchema,
  ZAdminPathListResponseSchema,
  ZAdminPathResponseSchema,
  ZCompleteItemRequestSchema,
  ZCompleteItemResponseSchema,
  ZCorePathItemsResponseSchema,
  ZCorePathOnboardingStatusResponseSchema,
  ZCorePathQuerySchema,
  ZCorePathResponseSchema,
  ZCreateGoalRequestSchema,
  ZCreatePathRequestSchema,
  ZDeletePathResponseSchema,
  ZGoalResponseSchema,
  ZGoalsResponseSchema,
  ZGoalTypeResponseSchema,
  ZGoalTypesResponseSchema,
  ZLocaleOnlyQuerySchema,
  ZModuleUsageResponseSchema,
  ZPathActionResponseSchema,
  ZPathAssignmentsResponseSchema,
  ZPathAssignmentsSchema,
  ZPathInfoQuerySchema,
  ZPathInfoResponseSchema,
  ZPathItemsCountQuerySchema,
  ZPathItemsCountResponseSchema,
  ZPathListResponseSchema,
  ZPathParamsSchema,
  ZPathUsageResponseSchema,
  ZProblemSchema,
  ZSaveGoalTypeRequestSchema,
  ZSetUserPathRequestSchema,
  ZSetUserPathResponseSchema,
  ZUpdatePathQuerySchema,
  ZUpdatePathRequestSchema,
  ZUpdatePathResponseSchema,
  ZUsageSearchRequestSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { succeeded } from '../../lib/api-result.ts';
import { sendSerializedJson } from '../../lib/send-json.ts';
import { actorOf } from '../../plugins/authentication.ts';
import { requirePermissions, SIGNED_IN } from '../../plugins/route-access.ts';
import type { TLearningPathsService } from './learning-paths.service.ts';

const tags = ['learning-paths'];
const PATH_ADMIN = requirePermissions([LearningPathPermissions.admin]);
const CHANGE_PATH = requirePermissions([LearningPathPermissions.changePath]);
const COMPLETE_PATH = requirePermissions([LearningPathPermissions.completePath]);
// The resource admin asks these before unpublishing or deleting a resource.
const USAGE_SEARCH = requirePermissions([LearningPathPermissions.admin, ResourcePermissions.admin], 'any');
const problems = { 400: ZProblemSchema, 404: ZProblemSchema };

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

  // -------------------------------------------------------------------------------------------
  // Goals

  app.get(
    '/api/goals/goaltypes',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: "The tenant's goal types",
        querystring: ZLocaleOnlyQuerySchema,
        response: { 200: ZGoalTypesResponseSchema },
      },
    },
    async (request) => succeeded(await paths.listGoalTypes(actorOf(request), request.query.locale)),
  );

  app.post(
    '/api/goals/goaltypes',
    {
      config: { access: PATH_ADMIN },
      schema: {
        tags,
        summary: 'Creates a goal type',
        body: ZSaveGoalTypeRequestSchema,
        response: { 201: ZGoalTypeResponseSchema, ...problems },
      },
    },
    async (request, reply) =>
      reply.code(201).send(succeeded(await paths.createGoalType(actorOf(request), request.body))),
  );

  app.put(
    '/api/goals/goaltypes/:id',
    {
      config: { access: PATH_ADMIN },
      schema: {
        tags,
        summary: 'Changes a goal type',
        params: ZPathParamsSchema,
        body: ZSaveGoalTypeRequestSchema,
        response: { 200: ZGoalTypeResponseSchema, ...problems },
      },
    },
    async (request) => succeeded(await paths.changeGoalType(actorOf(request), request.params.id, request.body)),
  );

  app.delete(
    '/api/goals/goaltypes/:id',
    {
      config: { access: PATH_ADMIN },
      schema: {
        tags,
        summary: 'Deletes a goal type (with the goals of that type)',
        params: ZPathParamsSchema,
        response: { 200: ZDeletePathResponseSchema, ...problems },
      },
    },
    async (request) => {
      await paths.removeGoalType(actorOf(request), request.params.id);
      return succeeded(request.params.id);
    },
  );

  app.get(
    '/api/goals',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: "The caller's goals (achieved: the linked path's required items done)",
        querystring: ZLocaleOnlyQuerySchema,
        response: { 200: ZGoalsResponseSchema },
      },
    },
    async (request) => succeeded(await paths.listGoals(actorOf(request), request.query.locale)),
  );

  app.post(
    '/api/goals',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'Adds a goal of the caller',
        querystring: ZLocaleOnlyQuerySchema,
        body: ZCreateGoalRequestSchema,
        response: { 201: ZGoalResponseSchema, ...problems },
      },
    },
    async (request, reply) =>
      reply.code(201).send(succeeded(await paths.createGoal(actorOf(request), request.body, request.query.locale))),
  );

  app.delete(
    '/api/goals/:id',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'Deletes a goal of the caller',
        params: ZPathParamsSchema,
        response: { 200: ZDeletePathResponseSchema, ...problems },
      },
    },
    async (request) => {
      await paths.removeGoal(actorOf(request), request.params.id);
      return succeeded(request.params.id);
    },
  );

  // -------------------------------------------------------------------------------------------
  // Administration

  app.post(
    '/api/path/admin/list',
    {
      config: { access: PATH_ADMIN },
      schema: {
        tags,
        summary: 'Paths of every status: search, status filter, paging',
        body: ZAdminPathListRequestSchema.nullish().transform((body) => body ?? {}),
        response: { 200: ZAdminPathListResponseSchema, 400: ZProblemSchema },
      },
    },
    async (request) => paths.listAdminPaths(actorOf(request), request.body),
  );

  app.get(
    '/api/path/admin/:id',
    {
      config: { access: PATH_ADMIN },
      schema: {
        tags,
        summary: 'One path with its levels, modules and items (current version)',
        params: ZPathParamsSchema,
        querystring: ZLocaleOnlyQuerySchema,
        response: { 200: ZAdminPathResponseSchema, ...problems },
      },
    },
    async (request) => succeeded(await paths.getAdminPath(actorOf(request), request.params.id, request.query.locale)),
  );

  app.post(
    '/api/path/admin',
    {
      config: { access: PATH_ADMIN },
      schema: {
        tags,
        summary: 'Creates a path (DRAFT, version 1) with its levels, modules and items',
        querystring: ZLocaleOnlyQuerySchema,
        body: ZCreatePathRequestSchema,
        response: { 201: ZAdminPathResponseSchema, ...problems },
      },
    },
    async (request, reply) =>
      reply.code(201).send(succeeded(await paths.createPath(actorOf(request), request.body, request.query.locale))),
  );

  app.put(
    '/api/path/admin/:id',
    {
      config: { access: PATH_ADMIN },
      schema: {
        tags,
        summary: 'Replaces levels, modules and items (a published path gets a new version)',
        params: ZPathParamsSchema,
        querystring: ZUpdatePathQuerySchema.extend(ZLocaleOnlyQuerySchema.shape),
        body: ZUpdatePathRequestSchema,
        response: { 200: ZUpdatePathResponseSchema, ...problems },
      },
    },
    async (request) => {
      const outcome = await paths.updatePath(
        actorOf(request),
        request.params.id,
        request.body,
        request.query.ignoreWarnings,
        request.query.locale,
      );
      const saved = outcome.path !== null;
      return {
        success: saved,
        returnValue: outcome,
        message: saved
          ? null
          : 'Nothing was saved: learners started items this removes; confirm with ignoreWarnings=true.',
      };
    },
  );

  app.delete(
    '/api/path/admin/:id',
    {
      config: { access: PATH_ADMIN },
      schema: {
        tags,
        summary: 'Deletes a path with its versions, assignments and learners’ choice of it (the record stays)',
        params: ZPathParamsSchema,
        response: { 200: ZDeletePathResponseSchema, ...problems },
      },
    },
    async (request) => {
      await paths.removePath(actorOf(request), request.params.id);
      return succeeded(request.params.id);
    },
  );

  for (const action of ['publish', 'unpublish'] as const) {
    app.post(
      `/api/path/admin/:id/${action}`,
      {
        config: { access: PATH_ADMIN },
        schema: {
          tags,
          summary: action === 'publish' ? 'Publishes a path (found by search)' : 'Unpublishes a path',
          params: ZPathParamsSchema,
          querystring: ZLocaleOnlyQuerySchema,
          response: { 200: ZPathActionResponseSchema, ...problems },
        },
      },
      async (request) => succeeded(await paths[action](actorOf(request), request.params.id, request.query.locale)),
    );
  }

  app.get(
    '/api/path/admin/:id/assignments',
    {
      config: { access: PATH_ADMIN },
      schema: {
        tags,
        summary: 'Who gets the path: job roles, locations, users',
        params: ZPathParamsSchema,
        response: { 200: ZPathAssignmentsResponseSchema, ...problems },
      },
    },
    async (request) => succeeded(await paths.getAssignments(actorOf(request), request.params.id)),
  );

  app.put(
    '/api/path/admin/:id/assignments',
    {
      config: { access: PATH_ADMIN },
      schema: {
        tags,
        summary: 'Replaces who gets the path',
        params: ZPathParamsSchema,
        body: ZPathAssignmentsSchema,
        response: { 200: ZPathAssignmentsResponseSchema, ...problems },
      },
    },
    async (request) => succeeded(await paths.setAssignments(actorOf(request), request.params.id, request.body)),
  );

  app.post(
    '/api/path/admin/Search',
    {
      config: { access: USAGE_SEARCH },
      schema: {
        tags,
        summary: 'Which paths use these resources (before a resource is unpublished or deleted)',
        body: ZUsageSearchRequestSchema,
        response: { 200: ZPathUsageResponseSchema, 400: ZProblemSchema },
      },
    },
    async (request) =>
      succeeded(await paths.searchPathUsage(actorOf(request), request.body.ActionEntityId, request.body.locale)),
  );

  app.post(
    '/api/modules/admin/Search',
    {
      config: { access: USAGE_SEARCH },
      schema: {
        tags,
        summary: 'Which path modules use these resources',
        body: ZUsageSearchRequestSchema,
        response: { 200: ZModuleUsageResponseSchema, 400: ZProblemSchema },
      },
    },
    async (request) =>
      succeeded(await paths.searchModuleUsage(actorOf(request), request.body.ActionEntityId, request.body.locale)),
  );
};
