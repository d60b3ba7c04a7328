import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { TriviaPlayAnswersTable, TriviaPlaysTable, TriviaQuizzesTable } from '../../db/schema-trivia.ts';

/* Trivia quizzes, plays and their answers. Kysely only; every function takes the tenant code. */

export type TQuizRow = Selectable<TriviaQuizzesTable>;
export type TPlayRow = Selectable<TriviaPlaysTable>;
export type TAnswerRow = Selectable<TriviaPlayAnswersTable>;
type TDb = Kysely<Database> | Transaction<Database>;

export type TQuizValues = {
  title_en: string;
  title_fr: string;
  bank_id: number;
  question_count: number;
  seconds_per_question: number;
  available_from: string | null;
  available_until: string | null;
};

export async function findQuiz(db: TDb, tenantCode: string, quizId: number): Promise<TQuizRow | undefined> {
  return db
    .selectFrom('trivia_quizzes')
    .selectAll()
    .where('tenant_code', '=', tenantCode)
    .where('id', '=', quizId)
    .executeTakeFirst();
}

/** The tenant's quizzes, newest first; only published ones open at `now` when `openAt` is given. */
export async function findQuizzes(db: TDb, tenantCode: string, openAt?: string): Promise<TQuizRow[]> {
  let query = db.selectFrom('trivia_quizzes').selectAll().where('tenant_code', '=', tenantCode);
  if (openAt) {
    query = query
      .where('status', '=', 'PUBLISHED')
      .where((eb) => eb.or([eb('available_from', 'is', null), eb('available_from', '<=', openAt)]))
      .where((eb) => eb.or([eb('available_until', 'is', null), eb('available_until', '>', openAt)]));
  }
  return query.orderBy('id', 'desc').execute();
}

/** Plays per quiz of the tenant. */
export async function countPlaysByQuiz(db: TDb, tenantCode: string): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('trivia_plays')
    .select(['quiz_id', (eb) => eb.fn.countAll<number>().as('plays')])
    .where('tenant_code', '=', tenantCode)
    .groupBy('quiz_id')
    .execute();
  return new Map(rows.map((row) => [row.quiz_id, Number(row.plays)]));
}

export async function insertQuiz(
  db: TDb,
  tenantCode: string,
  values: TQuizValues & { created_by: string; now: string },
): Promise<number> {
  const { now, created_by, ...quiz } = values;
  const row = await db
    .insertInto('trivia_quizzes')
    .values({
      tenant_code: tenantCode,
      ...quiz,
      status: 'DRAFT',
      published_at: null,
      created_at: now,
      created_by,
      updated_at: now,
      updated_by: created_by,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Updates a quiz; false when the tenant has no such quiz. */
export async function updateQuiz(
  db: TDb,
  tenantCode: string,
  quizId: number,
  values: Partial<TQuizValues> & {
    status?: string;
    published_at?: string | null;
    updated_by: string;
    updated_at: string;
  },
): Promise<boolean> {
  const result = await db
    .updateTable('trivia_quizzes')
    .set(values)
    .where('tenant_code', '=', tenantCode)
    .where('id', '=', quizId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteQuiz(db: TDb, tenantCode: string, quizId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('trivia_quizzes')
    .where('tenant_code', '=', tenantCode)
    .where('id', '=', quizId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

// ---------------------------------------------------------------------------------------------
// Plays

/** A play of the tenant, only when it is this user's (another user's play is not found). */
export async function findPlay(
  db: TDb,
  tenantCode: string,
  playId: number,
  userCode: string,
): Promise<TPlayRow | undefined> {
  return db
    .selectFrom('trivia_plays')
    .selectAll()
    .where('tenant_code', '=', tenantCode)
    .where('id', '=', playId)
    .where('user_code', '=', userCode)
    .executeTakeFirst();
}

export async function findPlayOfQuiz(
  db: TDb,
  tenantCode: string,
  quizId: number,
  userCode: string,
): Promise<TPlayRow | undefined> {
  return db
    .selectFrom('trivia_plays')
    .selectAll()
    .where('tenant_code', '=', tenantCode)
    .where('quiz_id', '=', quizId)
    .where('user_code', '=', userCode)
    .executeTakeFirst();
}

export async function findPlaysOfUser(db: TDb, tenantCode: string, userCode: string): Promise<TPlayRow[]> {
  return db
    .selectFrom('trivia_plays')
    .selectAll()
    .where('tenant_code', '=', tenantCode)
    .where('user_code', '=', userCode)
    .execute();
}

/**
 * Inserts the user's play of a quiz unless they have one (the UNIQUE (tenant, quiz, user) decides
 * between concurrent starts); the new play's id, or undefined when one existed.
 */
export async function insertPlayOnce(
  db: TDb,
  tenantCode: string,
  values: { quizId: number; userCode: string; locationId: number | null; questionCount: number; startedAt: string },
): Promise<number | undefined> {
  const row = await db
    .insertInto('trivia_plays')
    .values({
      tenant_code: tenantCode,
      quiz_id: values.quizId,
      user_code: values.userCode,
      location_id: values.locationId,
      question_count: values.questionCount,
      started_at: values.startedAt,
      completed_at: null,
    })
    .onConflict((conflict) => conflict.columns(['tenant_code', 'quiz_id', 'user_code']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export async function insertPlayQuestions(
  db: TDb,
  tenantCode: string,
  playId: number,
  questions: readonly { questionId: number; snapshot: string }[],
): Promise<void> {
  if (questions.length === 0) {
    return;
  }
  await db
    .insertInto('trivia_play_answers')
    .values(
      questions.map((question, index) => ({
        tenant_code: tenantCode,
        play_id: playId,
        position: index + 1,
        question_id: question.questionId,
        question_snapshot: question.snapshot,
      })),
    )
    .execute();
}

export async function findAnswers(db: TDb, tenantCode: string, playId: number): Promise<TAnswerRow[]> {
  return db
    .selectFrom('trivia_play_answers')
    .selectAll()
    .where('tenant_code', '=', tenantCode)
    .where('play_id', '=', playId)
    .orderBy('position')
    .execute();
}

export async function findAnswer(
  db: TDb,
  tenantCode: string,
  playId: number,
  position: number,
): Promise<TAnswerRow | undefined> {
  return db
    .selectFrom('trivia_play_answers')
    .selectAll()
    .where('tenant_code', '=', tenantCode)
    .where('play_id', '=', playId)
    .where('position', '=', position)
    .executeTakeFirst();
}

/** Serves a question: sets its times unless it was served already (a concurrent reader's times stand). */
export async function serveQuestion(
  db: TDb,
  tenantCode: string,
  playId: number,
  position: number,
  times: { servedAt: string; deadlineAt: string },
): Promise<void> {
  await db
    .updateTable('trivia_play_answers')
    .set({ served_at: times.servedAt, deadline_at: times.deadlineAt })
    .where('tenant_code', '=', tenantCode)
    .where('play_id', '=', playId)
    .where('position', '=', position)
    .where('served_at', 'is', null)
    .execute();
}

/**
 * Stores an answer in one statement, only if the question is served, still unanswered and its
 * deadline is not before `latestDeadline` (now minus the grace): true when it was stored.
 */
export async function storeAnswerOnce(
  db: TDb,
  tenantCode: string,
  playId: number,
  position: number,
  answer: { answeredAt: string; optionId: string; isCorrect: boolean; points: number; latestDeadline: string },
): Promise<boolean> {
  const result = await db
    .updateTable('trivia_play_answers')
    .set({
      answered_at: answer.answeredAt,
      option_id: answer.optionId,
      is_correct: answer.isCorrect,
      points: answer.points,
    })
    .where('tenant_code', '=', tenantCode)
    .where('play_id', '=', playId)
    .where('position', '=', position)
    .where('answered_at', 'is', null)
    .where('served_at', 'is not', null)
    .where('deadline_at', '>=', answer.latestDeadline)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Adds an answer's points to its play (in the answer's transaction), and completes it on the last question. */
export async function addToPlay(
  db: TDb,
  tenantCode: string,
  playId: number,
  change: { points: number; isCorrect: boolean; completedAt: string | null },
): Promise<void> {
  await db
    .updateTable('trivia_plays')
    .set((eb) => ({
      points: eb('points', '+', change.points),
      correct_count: eb('correct_count', '+', change.isCorrect ? 1 : 0),
      ...(change.completedAt ? { completed_at: change.completedAt } : {}),
    }))
    .where('tenant_code', '=', tenantCode)
    .where('id', '=', playId)
    .execute();
}

export async function completePlay(db: TDb, tenantCode: string, playId: number, completedAt: string): Promise<void> {
  await db
    .updateTable('trivia_plays')
    .set({ completed_at: completedAt })
    .where('tenant_code', '=', tenantCode)
    .where('id', '=', playId)
    .where('completed_at', 'is', null)
    .execute();
}

// ---------------------------------------------------------------------------------------------
// Leaderboards

export type TLeaderboardRow = { userCode: string; firstName: string; lastName: string; points: number; plays: number };

/** Points and plays per player over the tenant's plays started in [from, to), of a location and a quiz when given. */
export async function sumPointsByPlayer(
  db: TDb,
  tenantCode: string,
  filter: { from?: string; to?: string; locationId?: number; quizId?: number },
): Promise<TLeaderboardRow[]> {
  let query = db
    .selectFrom('trivia_plays as p')
    .innerJoin('users as u', (join) =>
      join.onRef('u.tenant_code', '=', 'p.tenant_code').onRef('u.user_code', '=', 'p.user_code'),
    )
    .where('p.tenant_code', '=', tenantCode);
  if (filter.from) {
    query = query.where('p.started_at', '>=', filter.from);
  }
  if (filter.to) {
    query = query.where('p.started_at', '<', filter.to);
  }
  if (filter.locationId !== undefined) {
    query = query.where('p.location_id', '=', filter.locationId);
  }
  if (filter.quizId !== undefined) {
    query = query.where('p.quiz_id', '=', filter.quizId);
  }
  const rows = await query
    .select((eb) => [
      'p.user_code as userCode',
      'u.first_name as firstName',
      'u.last_name as lastName',
      eb.fn.sum<number>('p.points').as('points'),
      eb.fn.countAll<number>().as('plays'),
    ])
    .groupBy(['p.user_code', 'u.first_name', 'u.last_name'])
    .execute();
  return rows.map((row) => ({ ...row, points: Number(row.points), plays: Number(row.plays) }));
}

export async function findUserLocation(
  db: TDb,
  tenantCode: string,
  userCode: string,
): Promise<{ locationId: number; nameEn: string; nameFr: string } | null> {
  const row = await db
    .selectFrom('users as u')
    .innerJoin('locations as l', (join) =>
      join.onRef('l.tenant_code', '=', 'u.tenant_code').onRef('l.id', '=', 'u.location_id'),
    )
    .select(['l.id as locationId', 'l.name_en as nameEn', 'l.name_fr as nameFr'])
    .where('u.tenant_code', '=', tenantCode)
    .where('u.user_code', '=', userCode)
    .executeTakeFirst();
  return row ?? null;
}

export async function findUserLocationId(db: TDb, tenantCode: string, userCode: string): Promise<number | null> {
  const row = await db
    .selectFrom('users')
    .select('location_id')
    .where('tenant_code', '=', tenantCode)
    .where('user_code', '=', userCode)
    .executeTakeFirst();
  return row?.location_id ?? null;
}
