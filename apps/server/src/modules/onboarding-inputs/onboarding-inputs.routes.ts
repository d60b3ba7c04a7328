import { ZPendingSkillAssessmentsQuerySchema, ZPendingSkillAssessmentsResponseSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { succeeded } from '../../lib/api-result.ts';
import { SIGNED_IN } from '../../plugins/route-access.ts';

/**
 * The onboarding gate's call into the skill assessment module (spec section 7), which is not built
 * yet: a real, signed-in endpoint that answers "nothing pending" until that module replaces it. The
 * learning path status (`/api/corepath/CorePathOnBoardingStatus`) is the learning-paths module's.
 */
export const onboardingInputsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/userAttempt/pendingskillassessments',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['skill-assessments'],
        summary: "The user's pending skill assessments (no assessments yet: none)",
        querystring: ZPendingSkillAssessmentsQuerySchema,
        response: { 200: ZPendingSkillAssessmentsResponseSchema },
      },
    },
    async () => succeeded([]),
  );
};
