import { localizedText, type TBilingualText, type TLocaleCode } from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { listSkillSetsForLearners } from '../assessments/assessment-set-lookup.ts';
import { findLatestSelfCompletions } from './assessment-attempts.repository.ts';

/*
 * Where each user stands with the skill self-assessments assigned to them (issue 17, spec
 * "pending skill assessment"): the learner's pending list, the onboarding gate and the banner read
 * it through `pendingskillassessments`; the manager's team view (modules/skills) through
 * `skillAssessmentsOfUsers`. Only SELF attempts count: a manager's attempt about the user rates
 * them but is not their self-assessment.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export type TSkillAssessmentStatus = {
  assessmentSetId: number;
  title: TBilingualText;
  /** The user has completed a self attempt of the set. */
  isComplete: boolean;
  /** The latest completed self attempt is older than the set's validity (never when not complete or no validity). */
  isExpired: boolean;
  /** When the latest self attempt was completed; null when none is. */
  lastCompletedAt: string | null;
  /** Whether the set can be taken now (inside its availability window). */
  isOpen: boolean;
};

/** Whether a completion at `completedAt` is older than `validityDays` at `now`. */
export function hasExpired(completedAt: string, validityDays: number | null, now: Date): boolean {
  return validityDays !== null && new Date(completedAt).getTime() + validityDays * DAY_MS < now.getTime();
}

/**
 * The published SKILL sets assigned to each user and their self-attempt status, in set id order
 * (every asked user is a key; unknown users or another tenant's get an empty list). Three queries
 * whatever the number of users.
 */
export async function skillAssessmentStatusesOf(
  db: Kysely<Database>,
  tenantCode: string,
  userCodes: readonly string[],
  now: Date = new Date(),
): Promise<Map<string, TSkillAssessmentStatus[]>> {
  const setsByUser = await listSkillSetsForLearners(db, tenantCode, userCodes, now);
  const setIds = [...new Set([...setsByUser.values()].flat().map((set) => set.setId))];
  const completions = await findLatestSelfCompletions(db, tenantCode, [...setsByUser.keys()], setIds);
  const latest = new Map(completions.map((row) => [`${row.user_code}\u0000${row.set_id}`, row.completed_at]));
  const answer = new Map<string, TSkillAssessmentStatus[]>();
  for (const [userCode, sets] of setsByUser) {
    answer.set(
      userCode,
      sets.map((set) => {
        const lastCompletedAt = latest.get(`${userCode}\u0000${set.setId}`) ?? null;
        return {
          assessmentSetId: set.setId,
          title: set.title,
          isComplete: lastCompletedAt !== null,
          isExpired: lastCompletedAt !== null && hasExpired(lastCompletedAt, set.validityDays, now),
          lastCompletedAt,
          isOpen: set.availability === 'OPEN',
        };
      }),
    );
  }
  return answer;
}

export type TUserSkillAssessment = { assessmentSetId: number; title: string; isComplete: boolean; isExpired: boolean };

/**
 * For other modules (the skills team view): per user, the published SKILL sets assigned to them
 * with the title in `locale` and whether their self-assessment is complete and expired.
 */
export async function skillAssessmentsOfUsers(
  db: Kysely<Database>,
  tenantCode: string,
  userCodes: readonly string[],
  locale: TLocaleCode,
  now: Date = new Date(),
): Promise<Map<string, TUserSkillAssessment[]>> {
  const statuses = await skillAssessmentStatusesOf(db, tenantCode, userCodes, now);
  return new Map(
    [...statuses].map(([userCode, sets]) => [
      userCode,
      sets.map((set) => ({
        assessmentSetId: set.assessmentSetId,
        title: localizedText(set.title, locale),
        isComplete: set.isComplete,
        isExpired: set.isExpired,
      })),
    ]),
  );
}

/** The score of the user's latest completed self attempt of a SKILL set, or null. */
export async function findLatestSkillScore(
  db: Kysely<Database>,
  tenantCode: string,
  userCode: string,
): Promise<number | null> {
  const row = await db
    .selectFrom('assessment_attempts as a')
    .innerJoin('assessment_sets as s', (join) =>
      join.onRef('s.id', '=', 'a.set_id').onRef('s.tenant_code', '=', 'a.tenant_code'),
    )
    .select('a.score_percent')
    .where('a.tenant_code', '=', tenantCode)
    .where('a.user_code', '=', userCode)
    .where('a.subject_user_code', '=', userCode)
    .where('a.status', '=', 'COMPLETED')
    .where('s.kind', '=', 'SKILL')
    .where('a.score_percent', 'is not', null)
    .orderBy('a.completed_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.score_percent === undefined || row.score_percent === null ? null : Number(row.score_percent);
}
