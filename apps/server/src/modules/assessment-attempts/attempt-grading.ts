import { gradeResponse, type TGradableQuestion, type TQuestionContent } from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { toBool } from '../../db/schema.ts';
import type { TRatingSnapshot } from '../assessments/question-ratings.ts';
import { ratedAnswers, ratingScorePercent } from './attempt-ratings.ts';

/*
 * Grading of attempts, shared by completion (the learner's or the sweep's), regrading (the content
 * module, after an admin corrects a question) and statistics. Everything takes the tenant code;
 * `db` may be a transaction, and the writers expect to be called inside one.
 */

/**
 * A drawn question's content as the attempt stores it (the contracts' question content); a RATING
 * question also keeps the competency and the scale it was drawn with, and is worth 0 points.
 */
export type TQuestionSnapshot = TQuestionContent & { rating?: TRatingSnapshot };

export type TGradedAnswer = {
  attemptId: number;
  userCode: string;
  questionId: number;
  /** The learner's response (parsed JSON), null when they gave none. */
  response: unknown;
  isCorrect: boolean;
  pointsAwarded: number;
  attemptScorePercent: number;
  /** The whole attempt's time (seconds). */
  attemptSeconds: number;
};

export type TAttemptTotals = { pointsAwarded: number; maxPoints: number; scorePercent: number; passed: boolean };

function parseJson(text: string | null): unknown {
  if (text === null) {
    return null;
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** Score as a percentage with two decimals; an attempt of no points scores 0. */
export function scorePercentOf(pointsAwarded: number, maxPoints: number): number {
  return maxPoints > 0 ? Math.round((pointsAwarded / maxPoints) * 10_000) / 100 : 0;
}

/**
 * Sums an attempt's question points into its totals and stores them. The caller has graded the
 * questions; `passed` follows the pass mark the attempt started with (a SKILL attempt: the mean
 * rating, always passed). `graded`: the attempt's questions when the caller has just read them
 * (a SKILL attempt's score reads them, otherwise again).
 */
export async function storeAttemptTotals(
  trx: Kysely<Database>,
  tenantCode: string,
  attemptId: number,
  graded?: readonly TGradedQuestion[],
): Promise<TAttemptTotals> {
  const sums = await trx
    .selectFrom('assessment_attempt_questions')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>('points_awarded'), eb.lit(0)).as('awarded'),
      eb.fn.coalesce(eb.fn.sum<number>('points_possible'), eb.lit(0)).as('possible'),
    ])
    .where('tenant_code', '=', tenantCode)
    .where('attempt_id', '=', attemptId)
    .executeTakeFirstOrThrow();
  const attempt = await trx
    .selectFrom('assessment_attempts as a')
    .leftJoin('assessment_sets as s', (join) =>
      join.onRef('s.tenant_code', '=', 'a.tenant_code').onRef('s.id', '=', 'a.set_id'),
    )
    .select(['a.pass_mark_percent', 's.kind'])
    .where('a.tenant_code', '=', tenantCode)
    .where('a.id', '=', attemptId)
    .executeTakeFirstOrThrow();
  const pointsAwarded = Number(sums.awarded);
  const maxPoints = Number(sums.possible);
  // A SKILL attempt rates rather than tests: its score is the mean scaled rating and it never fails.
  const isSkill = attempt.kind === 'SKILL';
  const scorePercent = isSkill
    ? ratingScorePercent(ratedAnswers(graded ?? (await readAttemptQuestions(trx, tenantCode, attemptId))))
    : scorePercentOf(pointsAwarded, maxPoints);
  const passed = isSkill || scorePercent >= Number(attempt.pass_mark_percent);
  await trx
    .updateTable('assessment_attempts')
    .set({ points_awarded: pointsAwarded, max_points: maxPoints, score_percent: scorePercent, passed })
    .where('tenant_code', '=', tenantCode)
    .where('id', '=', attemptId)
    .execute();
  return { pointsAwarded, maxPoints, scorePercent, passed };
}

/** A drawn question of an attempt as grading left it (what ratings and TEST evidence read). */
export type TGradedQuestion = {
  snapshot: TQuestionSnapshot;
  /** The learner's latest response (parsed), null when none. */
  response: unknown;
  pointsPossible: number;
  pointsAwarded: number;
};

/** An attempt's drawn questions with the latest responses and points as stored, in draw order. */
async function readAttemptQuestions(
  trx: Kysely<Database>,
  tenantCode: string,
  attemptId: number,
): Promise<(TGradedQuestion & { questionId: number })[]> {
  const rows = await trx
    .selectFrom('assessment_attempt_questions as q')
    .leftJoin('assessment_attempt_responses as r', (join) =>
      join
        .onRef('r.tenant_code', '=', 'q.tenant_code')
        .onRef('r.attempt_id', '=', 'q.attempt_id')
        .onRef('r.question_id', '=', 'q.question_id'),
    )
    .select(['q.question_id', 'q.question_snapshot', 'q.points_possible', 'q.points_awarded', 'r.response'])
    .where('q.tenant_code', '=', tenantCode)
    .where('q.attempt_id', '=', attemptId)
    .orderBy('q.position')
    .execute();
  return rows.map((row) => ({
    questionId: row.question_id,
    snapshot: JSON.parse(row.question_snapshot) as TQuestionSnapshot,
    response: parseJson(row.response),
    pointsPossible: Number(row.points_possible),
    pointsAwarded: Number(row.points_awarded ?? 0),
  }));
}

/**
 * Grades every drawn question of an attempt against its snapshot with the learner's latest
 * response (`gradeResponse`), stores points per question, then the attempt's totals. Answers the
 * totals and the graded questions.
 */
export async function gradeAttemptQuestions(
  trx: Kysely<Database>,
  tenantCode: string,
  attemptId: number,
): Promise<{ totals: TAttemptTotals; questions: TGradedQuestion[] }> {
  const questions: TGradedQuestion[] = [];
  for (const { questionId, ...question } of await readAttemptQuestions(trx, tenantCode, attemptId)) {
    const grade = gradeResponse(question.snapshot, question.response);
    await trx
      .updateTable('assessment_attempt_questions')
      .set({ is_correct: grade.isCorrect, points_awarded: grade.pointsAwarded })
      .where('tenant_code', '=', tenantCode)
      .where('attempt_id', '=', attemptId)
      .where('question_id', '=', questionId)
      .execute();
    questions.push({ ...question, pointsAwarded: grade.pointsAwarded });
  }
  return { totals: await storeAttemptTotals(trx, tenantCode, attemptId, questions), questions };
}

/**
 * The drawn snapshot corrected by an admin's edit: the texts the learner saw stay, correctness
 * (which options are right, accepted answers, points, the correct order) comes from `corrected`.
 */
function correctSnapshot(snapshot: TQuestionSnapshot, corrected: TGradableQuestion): TQuestionSnapshot {
  if (snapshot.kind === 'RATING') {
    // Nothing to correct in a rating: no right answer, no points.
    return snapshot;
  }
  const correctById = new Map(corrected.options.map((option, index) => [option.id, { option, index }]));
  const options = snapshot.options
    .map((option) => ({ ...option, isCorrect: correctById.get(option.id)?.option.isCorrect ?? false }))
    .sort(
      (left, right) =>
        (correctById.get(left.id)?.index ?? Number.MAX_SAFE_INTEGER) -
        (correctById.get(right.id)?.index ?? Number.MAX_SAFE_INTEGER),
    );
  return { ...snapshot, options, acceptedAnswers: [...corrected.acceptedAnswers], points: corrected.points };
}

/**
 * Regrades a corrected question in every attempt that drew it (call inside the content module's
 * transaction). In-progress attempts get the corrected snapshot, so they are graded right when they
 * complete; completed attempts are graded again and their totals stored. Answers the completed
 * attempts whose points or correctness for this question changed.
 */
export async function regradeQuestionInAttempts(
  trx: Kysely<Database>,
  tenantCode: string,
  questionId: number,
  newQuestion: TGradableQuestion,
): Promise<{ attemptsChanged: number[] }> {
  const rows = await trx
    .selectFrom('assessment_attempt_questions as q')
    .innerJoin('assessment_attempts as a', (join) =>
      join.onRef('a.tenant_code', '=', 'q.tenant_code').onRef('a.id', '=', 'q.attempt_id'),
    )
    .leftJoin('assessment_attempt_responses as r', (join) =>
      join
        .onRef('r.tenant_code', '=', 'q.tenant_code')
        .onRef('r.attempt_id', '=', 'q.attempt_id')
        .onRef('r.question_id', '=', 'q.question_id'),
    )
    .select(['q.attempt_id', 'q.question_snapshot', 'q.is_correct', 'q.points_awarded', 'a.status', 'r.response'])
    .where('q.tenant_code', '=', tenantCode)
    .where('q.question_id', '=', questionId)
    .orderBy('q.attempt_id')
    .execute();
  const attemptsChanged: number[] = [];
  for (const row of rows) {
    const drawn = JSON.parse(row.question_snapshot) as TQuestionSnapshot;
    const snapshot = correctSnapshot(drawn, newQuestion);
    const isCompleted = row.status === 'COMPLETED';
    const grade = isCompleted ? gradeResponse(snapshot, parseJson(row.response)) : null;
    await trx
      .updateTable('assessment_attempt_questions')
      .set({
        question_snapshot: JSON.stringify(snapshot),
        points_possible: snapshot.points,
        ...(grade ? { is_correct: grade.isCorrect, points_awarded: grade.pointsAwarded } : {}),
      })
      .where('tenant_code', '=', tenantCode)
      .where('attempt_id', '=', row.attempt_id)
      .where('question_id', '=', questionId)
      .execute();
    if (!grade) {
      continue;
    }
    const wasCorrect = row.is_correct === null ? null : toBool(row.is_correct);
    const changed = wasCorrect !== grade.isCorrect || Number(row.points_awarded) !== grade.pointsAwarded;
    const pointsPossibleChanged = drawn.points !== snapshot.points;
    if (changed || pointsPossibleChanged) {
      await storeAttemptTotals(trx, tenantCode, row.attempt_id);
      attemptsChanged.push(row.attempt_id);
    }
  }
  return { attemptsChanged };
}

/**
 * Every graded answer of completed attempts, for per-question statistics: filtered by set and/or
 * questions. `response` is the learner's (parsed), null when unanswered.
 */
export async function listGradedAnswers(
  db: Kysely<Database>,
  tenantCode: string,
  filter: { setId?: number; questionIds?: readonly number[]; completedFrom?: string; completedTo?: string },
): Promise<TGradedAnswer[]> {
  if (filter.questionIds && filter.questionIds.length === 0) {
    return [];
  }
  let query = db
    .selectFrom('assessment_attempt_questions as q')
    .innerJoin('assessment_attempts as a', (join) =>
      join.onRef('a.tenant_code', '=', 'q.tenant_code').onRef('a.id', '=', 'q.attempt_id'),
    )
    .leftJoin('assessment_attempt_responses as r', (join) =>
      join
        .onRef('r.tenant_code', '=', 'q.tenant_code')
        .onRef('r.attempt_id', '=', 'q.attempt_id')
        .onRef('r.question_id', '=', 'q.question_id'),
    )
    .select([
      'q.attempt_id',
      'a.user_code',
      'q.question_id',
      'r.response',
      'q.is_correct',
      'q.points_awarded',
      'a.score_percent',
      'a.total_time_seconds',
    ])
    .where('q.tenant_code', '=', tenantCode)
    .where('a.status', '=', 'COMPLETED');
  if (filter.setId !== undefined) {
    query = query.where('a.set_id', '=', filter.setId);
  }
  if (filter.questionIds) {
    query = query.where('q.question_id', 'in', [...filter.questionIds]);
  }
  if (filter.completedFrom !== undefined) {
    query = query.where('a.completed_at', '>=', filter.completedFrom);
  }
  if (filter.completedTo !== undefined) {
    query = query.where('a.completed_at', '<=', filter.completedTo);
  }
  const rows = await query.orderBy('q.attempt_id').orderBy('q.question_id').execute();
  return rows.map((row) => ({
    attemptId: row.attempt_id,
    userCode: row.user_code,
    questionId: row.question_id,
    response: parseJson(row.response),
    isCorrect: row.is_correct === null ? false : toBool(row.is_correct),
    pointsAwarded: Number(row.points_awarded ?? 0),
    attemptScorePercent: Number(row.score_percent ?? 0),
    attemptSeconds: Number(row.total_time_seconds),
  }));
}
