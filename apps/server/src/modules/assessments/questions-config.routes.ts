import { buildQuestionsConfig, ZQuestionsConfigResponseSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { succeeded } from '../../lib/api-result.ts';
import { SIGNED_IN } from '../../plugins/route-access.ts';

/**
 * `GET /api/tenant/QuestionsConfig` (spec section 7 "Tenant"): the question kinds, review modes and
 * limits, the same for every tenant (a tenant route, outside the ASSESSMENT module gate).
 */
export const questionsConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = succeeded(buildQuestionsConfig());
  app.get(
    '/api/tenant/QuestionsConfig',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['tenant'],
        summary: 'Question kinds, review modes and limits of Test and Trivia',
        response: { 200: ZQuestionsConfigResponseSchema },
      },
    },
    async () => config,
  );
};
