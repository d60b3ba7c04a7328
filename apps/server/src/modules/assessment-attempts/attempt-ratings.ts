import { skillLevelToScaled, type TRatingSource, type TStatementInput } from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { existingCompetencyIds } from '../competencies/competency-framework.service.ts';
import type { TAttemptRow } from './assessment-attempts.repository.ts';
import type { TGradedQuestion, TQuestionSnapshot } from './attempt-grading.ts';

/*
 * What a completed attempt says about competencies (issue 17, design "The model"). A RATING
 * answer is a level on the scale the attempt drew: SELF when the person rated themselves, MANAGER
 * when a manager rated a reportee. A self attempt's other questions that carry a competency are
 * TEST evidence: points awarded over points possible of that competency's questions. Each becomes
 * one `rated` statement about the person rated, recorded in the completion's transaction.
 */

/** One answered rating of an attempt: the competency, the level, and the scale's size it was drawn with. */
export type TRatedAnswer = { competencyId: number; level: number; levelCount: number };

/** The level of a rating response when it is one of the drawn scale's levels. */
function levelOf(snapshot: TQuestionSnapshot, response: unknown): number | null {
  if (!snapshot.rating || !response || typeof response !== 'object' || !('level' in response)) {
    return null;
  }
  const { level } = response;
  return typeof level === 'number' && snapshot.rating.scale.some((entry) => entry.level === level) ? level : null;
}

/** The attempt's answered ratings, in question order (unanswered ratings are absent). */
export function ratedAnswers(questions: readonly TGradedQuestion[]): TRatedAnswer[] {
  return questions.flatMap(({ snapshot, response }) => {
    const level = levelOf(snapshot, response);
    return snapshot.rating && level !== null
      ? [{ competencyId: snapshot.rating.competencyId, level, levelCount: snapshot.rating.scale.length }]
      : [];
  });
}

/** A SKILL attempt's score: the mean scaled rating x 100 (two decimals); 0 when nothing was rated. */
export function ratingScorePercent(ratings: readonly TRatedAnswer[]): number {
  if (ratings.length === 0) {
    return 0;
  }
  const sum = ratings.reduce((total, rating) => total + skillLevelToScaled(rating.level, rating.levelCount), 0);
  return Math.round((sum / ratings.length) * 10_000) / 100;
}

const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

/**
 * The `rated` statements of a just-graded attempt from its graded questions (call inside the
 * completion's transaction):
 * one per competency rated (SELF or MANAGER) and, for a self attempt, one per competency its
 * other questions tested (TEST). Competencies deleted since the draw are left out.
 */
export async function ratingStatements(
  trx: Kysely<Database>,
  tenantCode: string,
  attempt: Pick<TAttemptRow, 'id' | 'set_id' | 'user_code' | 'subject_user_code'>,
  answers: readonly TGradedQuestion[],
): Promise<TStatementInput[]> {
  const isSelf = attempt.user_code === attempt.subject_user_code;
  const rated = new Map<number, { scaled: number[]; levels: number[] }>();
  for (const rating of ratedAnswers(answers)) {
    const entry = rated.get(rating.competencyId) ?? { scaled: [], levels: [] };
    entry.scaled.push(skillLevelToScaled(rating.level, rating.levelCount));
    entry.levels.push(rating.level);
    rated.set(rating.competencyId, entry);
  }
  const tested = new Map<number, { awarded: number; possible: number }>();
  for (const answer of answers) {
    const { snapshot } = answer;
    if (snapshot.kind !== 'RATING' && isSelf && snapshot.competencyId !== null && answer.pointsPossible > 0) {
      const entry = tested.get(snapshot.competencyId) ?? { awarded: 0, possible: 0 };
      entry.awarded += answer.pointsAwarded;
      entry.possible += answer.pointsPossible;
      tested.set(snapshot.competencyId, entry);
    }
  }
  const existing = await existingCompetencyIds(trx, tenantCode, [...rated.keys(), ...tested.keys()]);
  const statement = (
    competencyId: number,
    source: TRatingSource,
    result: { scoreScaled: number; scoreRaw: number },
    key: string,
  ): TStatementInput => ({
    actorUserCode: attempt.subject_user_code,
    verb: 'rated',
    objectKind: 'COMPETENCY',
    objectId: String(competencyId),
    result,
    context: { source, raterUserCode: attempt.user_code, attemptId: attempt.id, setId: attempt.set_id },
    idempotencyKey: key,
  });
  const statements: TStatementInput[] = [];
  for (const [competencyId, entry] of rated) {
    if (!existing.has(competencyId)) {
      continue;
    }
    // One competency rated twice in an attempt counts once, at the mean of its answers.
    const scaled = entry.scaled.reduce((sum, value) => sum + value, 0) / entry.scaled.length;
    const level = Math.round(entry.levels.reduce((sum, value) => sum + value, 0) / entry.levels.length);
    statements.push(
      statement(
        competencyId,
        isSelf ? 'SELF' : 'MANAGER',
        { scoreScaled: round4(scaled), scoreRaw: level },
        `rated:${attempt.id}:${competencyId}`,
      ),
    );
  }
  for (const [competencyId, entry] of tested) {
    if (!existing.has(competencyId) || rated.has(competencyId)) {
      continue;
    }
    statements.push(
      statement(
        competencyId,
        'TEST',
        { scoreScaled: round4(entry.awarded / entry.possible), scoreRaw: entry.awarded },
        `rated:${attempt.id}:${competencyId}`,
      ),
    );
  }
  return statements;
}
