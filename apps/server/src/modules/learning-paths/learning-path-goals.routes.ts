import {
  ZCreateGoalRequestSchema,
  ZDeletePathResponseSchema,
  ZGoalResponseSchema,
  ZGoalsResponseSchema,
  ZGoalTypeResponseSchema,
  ZGoalTypesResponseSchema,
  ZLocaleOnlyQuerySchema,
  ZPathParamsSchema,
  ZSaveGoalTypeRequestSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { succeeded } from '../../lib/api-result.ts';
import { actorOf } from '../../plugins/authentication.ts';
import { SIGNED_IN } from '../../plugins/route-access.ts';
import { tags, PATH_ADMIN, problems } from './learning-paths.route-access.ts';
import type { TLearningPathsService } from './learning-paths.service.ts';

/** Goals (spec section 2 lazy area "goals"): the tenant's goal types (admins) and each learner's goals. */
export const learningPathGoalsRoutes: FastifyPluginAsyncZod<{ paths: TLearningPathsService }> = async (
  app,
  { paths },
) => {
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
};
