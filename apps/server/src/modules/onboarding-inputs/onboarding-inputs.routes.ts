import {
  ZCorePathOnboardingStatusResponseSchema,
  ZPendingSkillAssessmentsQuerySchema,
  ZPendingSkillAssessmentsResponseSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { succeeded } from '../../lib/api-result.ts';
import { SIGNED_IN } from '../../plugins/route-access.ts';

/**
 * The onboarding gate's calls into the learning path and skill assessment modules (spec section 7),
 * which are not built yet: real, signed-in endpoints that answer "nothing assigned" until those
 * modules replace them, so the gate never asks for a path selection or an assessment.
 */
export const onboardingInputsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/corepath/CorePathOnBoardingStatus',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['learning-paths'],
        summary: "The user's core learning path status for onboarding (no paths yet: none assigned)",
        response: { 200: ZCorePathOnboardingStatusResponseSchema },
      },
    },
    async () => ({ isCorePathAssigned: false, isCorePathAvailableForUser: false }),
  );

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
