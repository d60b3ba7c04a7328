import {
  TRIVIA_ADMIN_PERMISSIONS,
  ZProblemSchema,
  ZSaveTriviaQuizRequestSchema,
  ZTriviaAdminParamsSchema,
  ZTriviaAdminQuizResponseSchema,
  ZTriviaAdminQuizzesResponseSchema,
  ZTriviaAnswerRequestSchema,
  ZTriviaAnswerResponseSchema,
  ZTriviaBanksResponseSchema,
  ZTriviaCurrentQuestionResponseSchema,
  ZTriviaDeleteResponseSchema,
  ZTriviaLeaderboardQuerySchema,
  ZTriviaLeaderboardResponseSchema,
  ZTriviaLocaleQuerySchema,
  ZTriviaPlayParamsSchema,
  ZTriviaPlayResponseSchema,
  ZTriviaQuizParamsSchema,
  ZTriviaQuizzesResponseSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { succeeded } from '../../lib/api-result.ts';
import { actorOf } from '../../plugins/authentication.ts';
import { requirePermissions, SIGNED_IN } from '../../plugins/route-access.ts';
import type { TTriviaAdminService } from './trivia-admin.service.ts';
import type { TTriviaLeaderboardService } from './trivia-leaderboard.service.ts';
import type { TTriviaPlayService } from './trivia-play.service.ts';

const tags = ['trivia'];
const TRIVIA_ADMIN = requirePermissions(TRIVIA_ADMIN_PERMISSIONS, 'any');
const problems = { 400: ZProblemSchema, 404: ZProblemSchema };

export type TTriviaRoutesOptions = {
  plays: TTriviaPlayService;
  leaderboards: TTriviaLeaderboardService;
  admin: TTriviaAdminService;
};

/**
 * Trivia (the route list is in packages/contracts/src/trivia.ts). Players need sign-in and reach
 * only their own plays; administration needs TRIVIA_ADMIN or ASSESSMENT_ADMIN. The module gate
 * answers 404 on all of them for a tenant without TRIVIA.
 */
export const triviaRoutes: FastifyPluginAsyncZod<TTriviaRoutesOptions> = async (
  app,
  { plays, leaderboards, admin },
) => {
  // -------------------------------------------------------------------------------------------
  // Players

  app.get(
    '/api/trivia/quizzes',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'Published quizzes open now, each with my play',
        querystring: ZTriviaLocaleQuerySchema,
        response: { 200: ZTriviaQuizzesResponseSchema },
      },
    },
    async (request) => succeeded(await plays.listQuizzes(actorOf(request), request.query.locale)),
  );

  app.post(
    '/api/trivia/:quizId/play',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'Starts my play of a quiz, or resumes the one I have (one per user and quiz)',
        params: ZTriviaQuizParamsSchema,
        querystring: ZTriviaLocaleQuerySchema,
        response: { 200: ZTriviaPlayResponseSchema, ...problems, 409: ZProblemSchema },
      },
    },
    async (request) => succeeded(await plays.startPlay(actorOf(request), request.params.quizId, request.query.locale)),
  );

  app.get(
    '/api/trivia/plays/:playId',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'My play: points and progress',
        params: ZTriviaPlayParamsSchema,
        querystring: ZTriviaLocaleQuerySchema,
        response: { 200: ZTriviaPlayResponseSchema, ...problems },
      },
    },
    async (request) => succeeded(await plays.getPlay(actorOf(request), request.params.playId, request.query.locale)),
  );

  app.get(
    '/api/trivia/plays/:playId/question',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary:
          'The question being asked (served now, with its server deadline, when new); null when the play is over',
        params: ZTriviaPlayParamsSchema,
        querystring: ZTriviaLocaleQuerySchema,
        response: { 200: ZTriviaCurrentQuestionResponseSchema, ...problems },
      },
    },
    async (request) =>
      succeeded(await plays.currentQuestion(actorOf(request), request.params.playId, request.query.locale)),
  );

  app.post(
    '/api/trivia/plays/:playId/answer',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'Answers a question once: points from the server times; late answers are misses, replays add nothing',
        params: ZTriviaPlayParamsSchema,
        body: ZTriviaAnswerRequestSchema,
        response: { 200: ZTriviaAnswerResponseSchema, ...problems },
      },
    },
    async (request) => succeeded(await plays.answer(actorOf(request), request.params.playId, request.body)),
  );

  app.get(
    '/api/trivia/leaderboard',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'Top players by month or all time, of the tenant or my location, with my rank',
        querystring: ZTriviaLeaderboardQuerySchema.extend(ZTriviaLocaleQuerySchema.shape),
        response: { 200: ZTriviaLeaderboardResponseSchema, ...problems },
      },
    },
    async (request) =>
      succeeded(await leaderboards.getLeaderboard(actorOf(request), request.query, request.query.locale)),
  );

  // -------------------------------------------------------------------------------------------
  // Administration

  app.get(
    '/api/trivia/admin/quizzes',
    {
      config: { access: TRIVIA_ADMIN },
      schema: {
        tags,
        summary: 'Every quiz of the tenant',
        querystring: ZTriviaLocaleQuerySchema,
        response: { 200: ZTriviaAdminQuizzesResponseSchema },
      },
    },
    async (request) => succeeded(await admin.listQuizzes(actorOf(request), request.query.locale)),
  );

  app.get(
    '/api/trivia/admin/banks',
    {
      config: { access: TRIVIA_ADMIN },
      schema: {
        tags,
        summary: 'Question banks a quiz can draw from, with their usable questions (single choice, true/false)',
        querystring: ZTriviaLocaleQuerySchema,
        response: { 200: ZTriviaBanksResponseSchema },
      },
    },
    async (request) => succeeded(await admin.listBanks(actorOf(request), request.query.locale)),
  );

  app.get(
    '/api/trivia/admin/quizzes/:id',
    {
      config: { access: TRIVIA_ADMIN },
      schema: {
        tags,
        summary: 'One quiz',
        params: ZTriviaAdminParamsSchema,
        querystring: ZTriviaLocaleQuerySchema,
        response: { 200: ZTriviaAdminQuizResponseSchema, ...problems },
      },
    },
    async (request) => succeeded(await admin.getQuiz(actorOf(request), request.params.id, request.query.locale)),
  );

  app.post(
    '/api/trivia/admin/quizzes',
    {
      config: { access: TRIVIA_ADMIN },
      schema: {
        tags,
        summary: 'Creates a quiz (DRAFT)',
        querystring: ZTriviaLocaleQuerySchema,
        body: ZSaveTriviaQuizRequestSchema,
        response: { 201: ZTriviaAdminQuizResponseSchema, ...problems },
      },
    },
    async (request, reply) =>
      reply.code(201).send(succeeded(await admin.createQuiz(actorOf(request), request.body, request.query.locale))),
  );

  app.put(
    '/api/trivia/admin/quizzes/:id',
    {
      config: { access: TRIVIA_ADMIN },
      schema: {
        tags,
        summary: 'Changes a quiz',
        params: ZTriviaAdminParamsSchema,
        querystring: ZTriviaLocaleQuerySchema,
        body: ZSaveTriviaQuizRequestSchema,
        response: { 200: ZTriviaAdminQuizResponseSchema, ...problems },
      },
    },
    async (request) =>
      succeeded(await admin.updateQuiz(actorOf(request), request.params.id, request.body, request.query.locale)),
  );

  app.delete(
    '/api/trivia/admin/quizzes/:id',
    {
      config: { access: TRIVIA_ADMIN },
      schema: {
        tags,
        summary: 'Deletes a quiz and its plays',
        params: ZTriviaAdminParamsSchema,
        response: { 200: ZTriviaDeleteResponseSchema, ...problems },
      },
    },
    async (request) => succeeded(await admin.deleteQuiz(actorOf(request), request.params.id)),
  );

  for (const action of ['publish', 'unpublish'] as const) {
    app.post(
      `/api/trivia/admin/quizzes/:id/${action}`,
      {
        config: { access: TRIVIA_ADMIN },
        schema: {
          tags,
          summary:
            action === 'publish' ? 'Publishes a quiz (its bank must hold enough questions)' : 'Unpublishes a quiz',
          params: ZTriviaAdminParamsSchema,
          querystring: ZTriviaLocaleQuerySchema,
          response: { 200: ZTriviaAdminQuizResponseSchema, ...problems },
        },
      },
      async (request) => succeeded(await admin[action](actorOf(request), request.params.id, request.query.locale)),
    );
  }
};
