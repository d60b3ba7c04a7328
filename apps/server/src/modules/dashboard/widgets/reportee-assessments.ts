import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { isPastGrace } from '../../assessment-attempts/attempt-completion.ts';
import { findLearnerTargets } from '../../assessments/assessments.repository.ts';

/*
 * The reportees' assessments still to do, for the manager's widget, in three queries whatever the
 * number of reportees (the people, the assignments reaching any of them, their own attempts),
 * counted as the attempts module's `GET /mine` sorts each person's sets: a set is pending while it
 * has an attempt in progress, or no completed one; an attempt in progress past its deadline's grace
 * counts as completed (the module completes it when the person next looks). Nothing is written.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export type TReporteeAssessments = { pendingCount: number; overdueCount: number };

type TTarget = { userCode: string; jobRoleCode: string | null; locationId: number | null };
type TAssignment = {
  set_id: number;
  target_kind: string;
  target_code: string;
  due_days: number | null;
  assigned_at: string;
};

function reaches(assignment: TAssignment, learner: TTarget): boolean {
  return (
    assignment.target_kind === 'ALL' ||
    (assignment.target_kind === 'USER' && assignment.target_code === learner.userCode) ||
    (assignment.target_kind === 'JOB_ROLE' && assignment.target_code === learner.jobRoleCode) ||
    (assignment.target_kind === 'LOCATION' &&
      learner.locationId !== null &&
      assignment.target_code === String(learner.locationId))
  );
}

/** Assignments of the tenant's published sets that reach any of the learners. */
async function findAssignmentsReaching(
  db: Kysely<Database>,
  tenantCode: string,
  learners: readonly TTarget[],
): Promise<TAssignment[]> {
  const userCodes = learners.map((learner) => learner.userCode);
  const jobRoles = [...new Set(learners.flatMap((learner) => (learner.jobRoleCode ? [learner.jobRoleCode] : [])))];
  const locations = [
    ...new Set(learners.flatMap((learner) => (learner.locationId !== null ? [String(learner.locationId)] : []))),
  ];
  return db
    .selectFrom('assessment_set_assignments as a')
    .innerJoin('assessment_sets as s', (join) =>
      join.onRef('s.tenant_code', '=', 'a.tenant_code').onRef('s.id', '=', 'a.set_id'),
    )
    .select(['a.set_id', 'a.target_kind', 'a.target_code', 'a.due_days', 'a.assigned_at'])
    .where('a.tenant_code', '=', tenantCode)
    .where('s.status', '=', 'PUBLISHED')
    .where((eb) =>
      eb.or([
        eb('a.target_kind', '=', 'ALL'),
        eb.and([eb('a.target_kind', '=', 'USER'), eb('a.target_code', 'in', userCodes)]),
        ...(jobRoles.length > 0
          ? [eb.and([eb('a.target_kind', '=', 'JOB_ROLE'), eb('a.target_code', 'in', jobRoles)])]
          : []),
        ...(locations.length > 0
          ? [eb.and([eb('a.target_kind', '=', 'LOCATION'), eb('a.target_code', 'in', locations)])]
          : []),
      ]),
    )
    .execute();
}

/** Each reportee's pending and overdue assigned assessments (every asked code has an entry). */
export async function reporteeAssessmentsOf(
  db: Kysely<Database>,
  tenantCode: string,
  userCodes: readonly string[],
  now: Date,
): Promise<Map<string, TReporteeAssessments>> {
  const answer = new Map<string, TReporteeAssessments>(
    userCodes.map((userCode) => [userCode, { pendingCount: 0, overdueCount: 0 }]),
  );
  const learners = await findLearnerTargets(db, tenantCode, userCodes);
  if (learners.length === 0) {
    return answer;
  }
  const [assignments, attempts] = await Promise.all([
    findAssignmentsReaching(db, tenantCode, learners),
    // Their own attempts (about themselves), as `GET /mine` reads them.
    db
      .selectFrom('assessment_attempts')
      .select(['set_id', 'user_code', 'status', 'deadline_at'])
      .where('tenant_code', '=', tenantCode)
      .where(
        'user_code',
        'in',
        learners.map((learner) => learner.userCode),
      )
      .whereRef('subject_user_code', '=', 'user_code')
      .execute(),
  ]);
  // Per person and set: whether an attempt is in progress, whether one is completed.
  const states = new Map<string, { isInProgress: boolean; isCompleted: boolean }>();
  for (const attempt of attempts) {
    const key = `${attempt.user_code}\u0000${attempt.set_id}`;
    const state = states.get(key) ?? { isInProgress: false, isCompleted: false };
    if (attempt.status === 'IN_PROGRESS' && !isPastGrace(attempt.deadline_at, now)) {
      state.isInProgress = true;
    } else if (attempt.status === 'COMPLETED' || attempt.status === 'IN_PROGRESS') {
      state.isCompleted = true;
    }
    states.set(key, state);
  }
  const nowIso = now.toISOString();
  for (const learner of learners) {
    // The earliest due date of each set's assignments reaching them (null: a set without one).
    const dueBySet = new Map<number, string | null>();
    for (const assignment of assignments) {
      if (!reaches(assignment, learner)) {
        continue;
      }
      const due =
        assignment.due_days === null
          ? null
          : new Date(new Date(assignment.assigned_at).getTime() + assignment.due_days * DAY_MS).toISOString();
      const known = dueBySet.get(assignment.set_id);
      dueBySet.set(
        assignment.set_id,
        known === undefined ? due : known === null ? due : due === null || known < due ? known : due,
      );
    }
    let pendingCount = 0;
    let overdueCount = 0;
    for (const [setId, dueAt] of dueBySet) {
      const state = states.get(`${learner.userCode}\u0000${setId}`);
      if (state && !state.isInProgress && state.isCompleted) {
        continue;
      }
      pendingCount += 1;
      if (dueAt !== null && dueAt < nowIso) {
        overdueCount += 1;
      }
    }
    answer.set(learner.userCode, { pendingCount, overdueCount });
  }
  return answer;
}
