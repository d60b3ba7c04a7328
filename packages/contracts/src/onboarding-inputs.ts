import { z } from 'zod';

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

// `GET /api/userAttempt/pendingskillassessments` is the attempts module's (assessment-attempts.ts).
