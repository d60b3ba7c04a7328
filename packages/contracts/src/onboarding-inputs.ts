import { z } from 'zod';
import { apiResult } from './common.ts';

/*
 * The onboarding gate's inputs owned by modules that are not built yet (spec section 3 "Learning
 * path onboarding status", "Skill assessment"; section 7 learning path and assessment calls).
 * Until those modules exist their endpoints answer "nothing assigned", so the gate asks for no
 * learning path selection and no skill assessment.
 */

/** `GET /api/corepath/CorePathOnBoardingStatus`. */
export const ZCorePathOnboardingStatusResponseSchema = z.object({
  isCorePathAssigned: z.boolean(),
  isCorePathAvailableForUser: z.boolean(),
});
export type TCorePathOnboardingStatusResponse = z.infer<typeof ZCorePathOnboardingStatusResponseSchema>;

/** `GET /api/userAttempt/pendingskillassessments?isOnBoarding=true|false`. */
export const ZPendingSkillAssessmentsQuerySchema = z.strictObject({
  isOnBoarding: z.enum(['true', 'false']).optional(),
});

/** A skill assessment waiting for the user (spec section 3 "Skill assessment"). */
export const ZPendingSkillAssessmentSchema = z.object({
  assessmentId: z.number().int(),
  title: z.string(),
  isComplete: z.boolean(),
});
export const ZPendingSkillAssessmentsResponseSchema = apiResult(z.array(ZPendingSkillAssessmentSchema));
export type TPendingSkillAssessmentsResponse = z.infer<typeof ZPendingSkillAssessmentsResponseSchema>;
