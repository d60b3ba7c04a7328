import {
  ZAdminPathListRequestSchema,
  ZAdminPathListResponseSchema,
  ZAdminPathResponseSchema,
  ZCreatePathRequestSchema,
  ZDeletePathResponseSchema,
  ZLocaleOnlyQuerySchema,
  ZModuleUsageResponseSchema,
  ZPathActionResponseSchema,
  ZPathAssignmentsResponseSchema,
  ZPathAssignmentsSchema,
  ZPathParamsSchema,
  ZPathUsageResponseSchema,
  ZProblemSchema,
  ZUpdatePathQuerySchema,
  ZUpdatePathRequestSchema,
  ZUpdatePathResponseSchema,
  ZUsageSearchRequestSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { succeeded } from '../../lib/api-result.ts';
import { actorOf } from '../../plugins/authentication.ts';
import { tags, PATH_ADMIN, USAGE_SEARCH, problems } from './learning-paths.route-access.ts';
import type { TLearningPathsService } from './learning-paths.service.ts';

/** Path administration (LEARNINGPATH_ADMIN) and the usage searches the resource admin asks before a removal. */
export const learningPathAdminRoutes: FastifyPluginAsyncZod<{ paths: TLearningPathsService }> = async (
  app,
  { paths },
) => {
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
