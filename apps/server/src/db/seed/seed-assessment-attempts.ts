import { correctResponseOf } from '@portal/contracts';
import type { Kysely } from 'kysely';
import { drawSetQuestions, listSetsForLearner } from '../../modules/assessments/assessment-set-lookup.ts';
import {
  findAttemptsOfSets,
  insertAttempt,
  upsertResponse,
} from '../../modules/assessment-attempts/assessment-attempts.repository.ts';
import { completeAttempt } from '../../modules/assessment-attempts/attempt-completion.ts';
import { createLearningRecordService } from '../../modules/learning-record/learning-record.service.ts';
import type { Database } from '../schema.ts';

/*
 * Demo attempts (issue 16): each demo tenant's learner has one completed attempt, on a set without
 * a time limit assigned to them, answered right but for the last question, completed twenty minutes
 * after it started. Runs after the assessment content seed; a tenant without such a set (the
 * content not seeded yet) is skipped, and a learner who already has an attempt of the set is left
 * alone, so it can run at every start.
 */

const DEMO_LEARNERS = [
  { tenantCode: 'acme', userCode: 'acme-learner' },
  { tenantCode: 'boreal', userCode: 'boreal-apprenant' },
] as const;

const TAKEN_MINUTES_AGO = 60 * 24 * 3;
const DURATION_MINUTES = 20;

/** Gives each demo learner their completed attempt; answers how many were added. */
export async function seedDemoAssessmentAttempts(db: Kysely<Database>, now: Date = new Date()): Promise<number> {
  const record = createLearningRecordService();
  let added = 0;
  for (const { tenantCode, userCode } of DEMO_LEARNERS) {
    const sets = await listSetsForLearner(db, tenantCode, userCode, now);
    const set = sets.find((candidate) => candidate.timeLimitMinutes === null && candidate.availability === 'OPEN');
    if (!set) {
      continue;
    }
    const owner = { userCode, subjectUserCode: userCode };
    if ((await findAttemptsOfSets(db, tenantCode, owner, [set.setId])).length > 0) {
      continue;
    }
    // A fixed draw order, so the demo is the same on every machine.
    const drawn = await drawSetQuestions(db, tenantCode, set.setId, () => 0.42);
    if (drawn.length === 0) {
      continue;
    }
    const startedAt = new Date(now.getTime() - TAKEN_MINUTES_AGO * 60_000);
    const completedAt = new Date(startedAt.getTime() + DURATION_MINUTES * 60_000);
    const attempt = await db.transaction().execute(async (trx) => {
      const attemptId = await insertAttempt(trx, tenantCode, {
        setId: set.setId,
        owner,
        attemptNo: 1,
        startedAt: startedAt.toISOString(),
        deadlineAt: null,
        passMarkPercent: set.passMarkPercent,
        questions: drawn.map((question) => ({
          questionId: question.questionId,
          version: question.version,
          snapshot: JSON.stringify(question.content),
          optionOrder: question.optionOrder,
          points: question.content.points,
        })),
      });
      for (const [index, question] of drawn.slice(0, -1).entries()) {
        await upsertResponse(trx, tenantCode, {
          attemptId,
          questionId: question.questionId,
          response: JSON.stringify(correctResponseOf(question.content)),
          clientSeq: index + 1,
          savedAt: new Date(startedAt.getTime() + (index + 1) * 60_000).toISOString(),
        });
      }
      return attemptId;
    });
    await completeAttempt(
      db,
      record,
      tenantCode,
      {
        id: attempt,
        set_id: set.setId,
        user_code: userCode,
        subject_user_code: userCode,
        started_at: startedAt.toISOString(),
        deadline_at: null,
      },
      'USER',
      completedAt,
    );
    added += 1;
  }
  return added;
}
