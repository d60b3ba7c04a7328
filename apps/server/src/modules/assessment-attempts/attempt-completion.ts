import { AttemptRules, completionKey, type TStatementInput } from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { announceStatements, type TLearningRecordService } from '../learning-record/learning-record.service.ts';
import { closeAttempt, findExpiredAttempts, type TAttemptRow } from './assessment-attempts.repository.ts';
import { gradeAttemptQuestions, type TAttemptTotals } from './attempt-grading.ts';
import { ratingStatements } from './attempt-ratings.ts';

/*
 * Completing an attempt, whoever does it (the learner, the sweep, a read that finds it past its
 * deadline): close it by one conditional update, grade it, record it in the learning record, all
 * in one transaction. Of two completions at once exactly one closes and grades; the other finds it
 * completed and reads the same result.
 */

// Attempts the sweep completes per run (the next run takes the rest).
const SWEEP_BATCH = 200;

/** The learning record's statements of a completed attempt: attempted, passed or failed, and on a pass completed. */
export function attemptStatements(
  attempt: Pick<TAttemptRow, 'id' | 'set_id' | 'user_code'>,
  totals: TAttemptTotals,
): TStatementInput[] {
  const objectId = String(attempt.set_id);
  const result = {
    scoreScaled: Math.round(totals.scorePercent * 100) / 10_000,
    scoreRaw: totals.pointsAwarded,
    success: totals.passed,
    completion: true,
  };
  const base = { actorUserCode: attempt.user_code, objectKind: 'ASSESSMENTSET' as const, objectId, result };
  const statements: TStatementInput[] = [
    { ...base, verb: 'attempted', idempotencyKey: `attempted:assessment-attempt:${attempt.id}` },
    {
      ...base,
      verb: totals.passed ? 'passed' : 'failed',
      idempotencyKey: `${totals.passed ? 'passed' : 'failed'}:assessment-attempt:${attempt.id}`,
    },
  ];
  if (totals.passed) {
    statements.push({
      ...base,
      verb: 'completed',
      idempotencyKey: completionKey(attempt.user_code, 'ASSESSMENTSET', objectId),
    });
  }
  return statements;
}

/** Seconds from the start to now, never past the deadline. */
function elapsedSeconds(attempt: Pick<TAttemptRow, 'started_at' | 'deadline_at'>, now: Date): number {
  const end = attempt.deadline_at ? Math.min(now.getTime(), new Date(attempt.deadline_at).getTime()) : now.getTime();
  return Math.max(0, Math.round((end - new Date(attempt.started_at).getTime()) / 1000));
}

/** Whether saves are refused now: past the deadline plus the grace. */
export function isPastGrace(deadlineAt: string | null, now: Date): boolean {
  return deadlineAt !== null && now.getTime() > new Date(deadlineAt).getTime() + AttemptRules.saveGraceSeconds * 1000;
}

/**
 * Completes the attempt if it is still in progress; answers whether this call did. A manager's
 * attempt about an employee is not the manager's learning: it is graded, and only its ratings of
 * the employee (MANAGER) are recorded, about the employee.
 */
export async function completeAttempt(
  db: Kysely<Database>,
  record: TLearningRecordService,
  tenantCode: string,
  attempt: Pick<TAttemptRow, 'id' | 'set_id' | 'user_code' | 'subject_user_code' | 'started_at' | 'deadline_at'>,
  completedBy: 'USER' | 'SWEEP',
  now: Date = new Date(),
): Promise<boolean> {
  let isRecorded = false;
  const isClosed = await db.transaction().execute(async (trx) => {
    const closed = await closeAttempt(trx, tenantCode, attempt.id, {
      completedAt: now.toISOString(),
      completedBy,
      totalTimeSeconds: elapsedSeconds(attempt, now),
    });
    if (!closed) {
      return false;
    }
    const { totals, questions } = await gradeAttemptQuestions(trx, tenantCode, attempt.id);
    const statements = await ratingStatements(trx, tenantCode, attempt, questions);
    if (attempt.subject_user_code === attempt.user_code) {
      statements.push(...attemptStatements(attempt, totals));
    }
    isRecorded = statements.length > 0 && (await record.record(trx, tenantCode, statements, now.toISOString())) > 0;
    return true;
  });
  if (isRecorded) {
    // Readers that keep computed progress (learning paths, skills) drop it once the statements are committed.
    announceStatements(tenantCode, [attempt.subject_user_code]);
  }
  return isClosed;
}

/**
 * The sweep: completes and grades every attempt of every tenant left in progress past its deadline
 * plus the grace (`completed_by = SWEEP`). It reads the database only, so it survives restarts;
 * answers how many it completed.
 */
export async function sweepExpiredAttempts(
  db: Kysely<Database>,
  record: TLearningRecordService,
  now: Date = new Date(),
): Promise<number> {
  const before = new Date(now.getTime() - AttemptRules.saveGraceSeconds * 1000).toISOString();
  let completed = 0;
  for (;;) {
    const expired = await findExpiredAttempts(db, before, SWEEP_BATCH);
    for (const attempt of expired) {
      if (await completeAttempt(db, record, attempt.tenant_code, attempt, 'SWEEP', now)) {
        completed += 1;
      }
    }
    if (expired.length < SWEEP_BATCH) {
      return completed;
    }
  }
}
