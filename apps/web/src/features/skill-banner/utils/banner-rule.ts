import type { TPendingSkillAssessment } from '@portal/contracts';

/**
 * Spec section 4 "Skill-assessment banner": a set is prompted when it is assigned and either not
 * complete or expired, unless the user dismissed it for this session.
 */
export function setsToPrompt(
  pending: readonly TPendingSkillAssessment[],
  dismissedSetIds: ReadonlySet<number>,
): TPendingSkillAssessment[] {
  return pending.filter(
    (entry) =>
      entry.hasSkillAssessmentAssigned &&
      (!entry.isComplete || entry.skillAssessmentExpired) &&
      !dismissedSetIds.has(entry.assessmentSetId),
  );
}
