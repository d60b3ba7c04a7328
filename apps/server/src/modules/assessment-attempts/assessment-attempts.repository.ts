import { PostgresAdapter, sql, type Kysely, type Selectable } from 'kysely';
import type {
  AssessmentAttemptQuestionsTable,
  AssessmentAttemptResponsesTable,
  AssessmentAttemptsTable,
} from '../../db/schema-assessment-attempts.ts';
import type { Database } from '../../db/schema.ts';

/* The attempt tables. Kysely only; every function takes the tenant code. */

export type TAttemptRow = Selectable<AssessmentAttemptsTable>;
export type TAttemptQuestionRow = Selectable<AssessmentAttemptQuestionsTable>;
export type TAttemptResponseRow = Selectable<AssessmentAttemptResponsesTable>;

/** Whose attempts: the taker, and who they are about (the taker themselves, or a manager's employee). */
export type TAttemptOwner = { userCode: string; subjectUserCode: string };

/** The attempt when `owner.userCode` took it (another user's or tenant's attempt is absent). */
export async function findOwnAttempt(
  db: Kysely<Database>,
  tenantCode: string,
  attemptId: number,
  userCode: string,
): Promise<TAttemptRow | undefined> {
  return db
    .selectFrom('assessment_attempts')
    .selectAll()
    .where('tenant_code', '=', tenantCode)
    .where('id', '=', attemptId)
    .where('user_code', '=', userCode)
    .executeTakeFirst();
}

/** The owner's attempts of these sets, oldest first. */
export async function findAttemptsOfSets(
  db: Kysely<Database>,
  tenantCode: string,
  owner: TAttemptOwner,
  setIds: readonly number[],
): Promise<TAttemptRow[]> {
  if (setIds.length === 0) {
    return [];
  }
  return db
    .selectFrom('assessment_attempts')
    .selectAll()
    .where('tenant_code', '=', tenantCode)
    .where('user_code', '=', owner.userCode)
    .where('subject_user_code', '=', owner.subjectUserCode)
    .where('set_id', 'in', [...setIds])
    .orderBy('set_id')
    .orderBy('attempt_no')
    .execute();
}

/**
 * The latest completion time of each user's SELF attempts (taken about themselves) of these sets:
 * rows of (user, set, latest completed_at) for the pairs that have one.
 */
export async function findLatestSelfCompletions(
  db: Kysely<Database>,
  tenantCode: string,
  userCodes: readonly string[],
  setIds: readonly number[],
): Promise<{ user_code: string; set_id: number; completed_at: string }[]> {
  if (userCodes.length === 0 || setIds.length === 0) {
    return [];
  }
  const rows = await db
    .selectFrom('assessment_attempts')
    .select((eb) => ['user_code', 'set_id', eb.fn.max('completed_at').as('completed_at')])
    .where('tenant_code', '=', tenantCode)
    .where('user_code', 'in', [...new Set(userCodes)])
    .whereRef('subject_user_code', '=', 'user_code')
    .where('set_id', 'in', [...new Set(setIds)])
    .where('status', '=', 'COMPLETED')
    .groupBy(['user_code', 'set_id'])
    .execute();
  return rows.flatMap((row) =>
    row.completed_at === null ? [] : [{ user_code: row.user_code, set_id: row.set_id, completed_at: row.completed_at }],
  );
}

/** The highest attempt number the owner has on the set (0 when none). */
export async function findLastAttemptNo(
  db: Kysely<Database>,
  tenantCode: string,
  owner: TAttemptOwner,
  setId: number,
): Promise<number> {
  const row = await db
    .selectFrom('assessment_attempts')
    .select((eb) => eb.fn.max('attempt_no').as('last'))
    .where('tenant_code', '=', tenantCode)
    .where('set_id', '=', setId)
    .where('user_code', '=', owner.userCode)
    .where('subject_user_code', '=', owner.subjectUserCode)
    .executeTakeFirst();
  return Number(row?.last ?? 0);
}

export type TNewAttempt = {
  setId: number;
  owner: TAttemptOwner;
  attemptNo: number;
  startedAt: string;
  deadlineAt: string | null;
  passMarkPercent: number;
  questions: readonly {
    questionId: number;
    version: number;
    snapshot: string;
    optionOrder: readonly string[];
    points: number;
  }[];
};

/**
 * Inserts an attempt and its drawn questions (call inside a transaction). The unique constraints
 * refuse a second attempt in progress and a taken attempt number: the caller catches that.
 */
export async function insertAttempt(db: Kysely<Database>, tenantCode: string, attempt: TNewAttempt): Promise<number> {
  const maxPoints = attempt.questions.reduce((sum, question) => sum + question.points, 0);
  const { id } = await db
    .insertInto('assessment_attempts')
    .values({
      tenant_code: tenantCode,
      set_id: attempt.setId,
      user_code: attempt.owner.userCode,
      subject_user_code: attempt.owner.subjectUserCode,
      attempt_no: attempt.attemptNo,
      status: 'IN_PROGRESS',
      started_at: attempt.startedAt,
      deadline_at: attempt.deadlineAt,
      last_activity_at: attempt.startedAt,
      completed_at: null,
      completed_by: null,
      points_awarded: null,
      max_points: maxPoints,
      pass_mark_percent: attempt.passMarkPercent,
      score_percent: null,
      passed: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('assessment_attempt_questions')
    .values(
      attempt.questions.map((question, index) => ({
        tenant_code: tenantCode,
        attempt_id: id,
        position: index + 1,
        question_id: question.questionId,
        question_version: question.version,
        question_snapshot: question.snapshot,
        option_order: JSON.stringify(question.optionOrder),
        points_possible: question.points,
        points_awarded: null,
        is_correct: null,
      })),
    )
    .execute();
  return id;
}

/** The owner's attempt in progress on the set, if any. */
export async function findInProgressAttempt(
  db: Kysely<Database>,
  tenantCode: string,
  owner: TAttemptOwner,
  setId: number,
): Promise<TAttemptRow | undefined> {
  return db
    .selectFrom('assessment_attempts')
    .selectAll()
    .where('tenant_code', '=', tenantCode)
    .where('set_id', '=', setId)
    .where('user_code', '=', owner.userCode)
    .where('subject_user_code', '=', owner.subjectUserCode)
    .where('status', '=', 'IN_PROGRESS')
    .executeTakeFirst();
}

export async function findAttemptQuestions(
  db: Kysely<Database>,
  tenantCode: string,
  attemptId: number,
): Promise<TAttemptQuestionRow[]> {
  return db
    .selectFrom('assessment_attempt_questions')
    .selectAll()
    .where('tenant_code', '=', tenantCode)
    .where('attempt_id', '=', attemptId)
    .orderBy('position')
    .execute();
}

export async function findAttemptResponses(
  db: Kysely<Database>,
  tenantCode: string,
  attemptId: number,
): Promise<TAttemptResponseRow[]> {
  return db
    .selectFrom('assessment_attempt_responses')
    .selectAll()
    .where('tenant_code', '=', tenantCode)
    .where('attempt_id', '=', attemptId)
    .execute();
}

/** One drawn question of the user's attempt, with the attempt's state: what a save is checked against. */
export async function findSaveTarget(
  db: Kysely<Database>,
  tenantCode: string,
  attemptId: number,
  userCode: string,
  questionId: number,
) {
  return db
    .selectFrom('assessment_attempts as a')
    .leftJoin('assessment_attempt_questions as q', (join) =>
      join
        .onRef('q.tenant_code', '=', 'a.tenant_code')
        .onRef('q.attempt_id', '=', 'a.id')
        .on('q.question_id', '=', questionId),
    )
    .select(['a.status', 'a.deadline_at', 'q.question_snapshot'])
    .where('a.tenant_code', '=', tenantCode)
    .where('a.id', '=', attemptId)
    .where('a.user_code', '=', userCode)
    .executeTakeFirst();
}

export type TResponseSave = {
  attemptId: number;
  userCode: string;
  questionId: number;
  /** JSON of the response. */
  response: string;
  clientSeq: number;
  savedAt: string;
  /** Saves count while the deadline is at or after this time (now minus the grace). */
  deadlineNotBefore: string;
};

// A save's commit does not wait for PostgreSQL's WAL flush (one fsync per save bounded the whole
// deployment at the disk's fsync rate). Saves are then as durable as on SQLite in WAL mode with
// synchronous=NORMAL: they survive a crash of the portal; a crash of the database host can lose
// the last fraction of a second of them. Completion and grading keep synchronous commits.
const ASYNC_SAVE_COMMIT = sql`set local synchronous_commit to off`;

/**
 * Stores a response in one statement, deciding everything at once: the attempt is the user's, in
 * progress and not past its deadline plus the grace, and no save with a higher or equal `clientSeq`
 * is stored (`on conflict ... do update ... where`). On PostgreSQL the attempt row is read `for
 * share`, so a save waits for a completion of the same attempt in flight and is then refused by
 * it; on SQLite writes are serialised anyway. Answers the stored row when this save was written,
 * undefined when it was not (the caller finds out why).
 */
export async function saveResponseIfOpen(
  db: Kysely<Database>,
  tenantCode: string,
  save: TResponseSave,
): Promise<{ client_seq: number; saved_at: string } | undefined> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const statement = (conn: Kysely<Database>) =>
    conn
      .insertInto('assessment_attempt_responses')
      .columns(['tenant_code', 'attempt_id', 'question_id', 'response', 'client_seq', 'saved_at'])
      .expression((eb) =>
        eb
          .selectFrom('assessment_attempts as a')
          .select([
            'a.tenant_code',
            'a.id',
            sql<number>`cast(${save.questionId} as integer)`.as('question_id'),
            sql<string>`cast(${save.response} as text)`.as('response'),
            sql<number>`cast(${save.clientSeq} as integer)`.as('client_seq'),
            sql<string>`cast(${save.savedAt} as varchar(32))`.as('saved_at'),
          ])
          .where('a.tenant_code', '=', tenantCode)
          .where('a.id', '=', save.attemptId)
          .where('a.user_code', '=', save.userCode)
          .where('a.status', '=', 'IN_PROGRESS')
          .where((where) =>
            where.or([where('a.deadline_at', 'is', null), where('a.deadline_at', '>=', save.deadlineNotBefore)]),
          )
          .$if(isPostgres, (query) => query.forShare()),
      )
      .onConflict((conflict) =>
        conflict
          .columns(['tenant_code', 'attempt_id', 'question_id'])
          .doUpdateSet((eb) => ({
            response: eb.ref('excluded.response'),
            client_seq: eb.ref('excluded.client_seq'),
            saved_at: eb.ref('excluded.saved_at'),
          }))
          .where((eb) => eb('assessment_attempt_responses.client_seq', '<', eb.ref('excluded.client_seq'))),
      )
      .returning(['client_seq', 'saved_at'])
      .executeTakeFirst();
  if (!isPostgres) {
    return statement(db);
  }
  return db.transaction().execute(async (trx) => {
    await ASYNC_SAVE_COMMIT.execute(trx);
    return statement(trx);
  });
}

/**
 * Stores a response unless a save with a higher or equal `clientSeq` is there (the demo seed's
 * writer, inside its own transaction). Answers the stored row when written.
 */
export async function upsertResponse(
  db: Kysely<Database>,
  tenantCode: string,
  save: { attemptId: number; questionId: number; response: string; clientSeq: number; savedAt: string },
): Promise<{ client_seq: number; saved_at: string } | undefined> {
  return db
    .insertInto('assessment_attempt_responses')
    .values({
      tenant_code: tenantCode,
      attempt_id: save.attemptId,
      question_id: save.questionId,
      response: save.response,
      client_seq: save.clientSeq,
      saved_at: save.savedAt,
    })
    .onConflict((conflict) =>
      conflict
        .columns(['tenant_code', 'attempt_id', 'question_id'])
        .doUpdateSet((eb) => ({
          response: eb.ref('excluded.response'),
          client_seq: eb.ref('excluded.client_seq'),
          saved_at: eb.ref('excluded.saved_at'),
        }))
        .where((eb) => eb('assessment_attempt_responses.client_seq', '<', eb.ref('excluded.client_seq'))),
    )
    .returning(['client_seq', 'saved_at'])
    .executeTakeFirst();
}

export async function findResponse(
  db: Kysely<Database>,
  tenantCode: string,
  attemptId: number,
  questionId: number,
): Promise<TAttemptResponseRow | undefined> {
  return db
    .selectFrom('assessment_attempt_responses')
    .selectAll()
    .where('tenant_code', '=', tenantCode)
    .where('attempt_id', '=', attemptId)
    .where('question_id', '=', questionId)
    .executeTakeFirst();
}

/**
 * Closes an attempt still in progress: one conditional update, so of two completions at once (the
 * learner and the sweep, two sweeps) exactly one gets `true` and grades it.
 */
export async function closeAttempt(
  db: Kysely<Database>,
  tenantCode: string,
  attemptId: number,
  closing: { completedAt: string; completedBy: 'USER' | 'SWEEP'; totalTimeSeconds: number },
): Promise<boolean> {
  const rows = await db
    .updateTable('assessment_attempts')
    .set((eb) => ({
      status: 'COMPLETED',
      completed_at: closing.completedAt,
      completed_by: closing.completedBy,
      total_time_seconds: eb
        .case()
        .when('total_time_seconds', '<', closing.totalTimeSeconds)
        .then(closing.totalTimeSeconds)
        .else(eb.ref('total_time_seconds'))
        .end(),
    }))
    .where('tenant_code', '=', tenantCode)
    .where('id', '=', attemptId)
    .where('status', '=', 'IN_PROGRESS')
    .returning('id')
    .execute();
  return rows.length > 0;
}

/** Attempts of every tenant still in progress whose deadline is before `before` (the sweep's work), oldest first. */
export async function findExpiredAttempts(
  db: Kysely<Database>,
  before: string,
  limit: number,
): Promise<
  Pick<
    TAttemptRow,
    'tenant_code' | 'id' | 'set_id' | 'user_code' | 'subject_user_code' | 'started_at' | 'deadline_at'
  >[]
> {
  return db
    .selectFrom('assessment_attempts')
    .select(['tenant_code', 'id', 'set_id', 'user_code', 'subject_user_code', 'started_at', 'deadline_at'])
    .where('status', '=', 'IN_PROGRESS')
    .where('deadline_at', '<', before)
    .orderBy('deadline_at')
    .limit(limit)
    .execute();
}

/** Raises the attempt's counted time (never lowers it) while it is in progress. */
export async function raiseTotalTime(
  db: Kysely<Database>,
  tenantCode: string,
  attemptId: number,
  seconds: number,
): Promise<void> {
  await db
    .updateTable('assessment_attempts')
    .set({ total_time_seconds: seconds })
    .where('tenant_code', '=', tenantCode)
    .where('id', '=', attemptId)
    .where('status', '=', 'IN_PROGRESS')
    .where('total_time_seconds', '<', seconds)
    .execute();
}

export type TSetRules = {
  id: number;
  kind: string;
  status: string;
  title_en: string;
  title_fr: string;
  time_limit_minutes: number | null;
  pass_mark_percent: number;
  review_mode: string;
};

/**
 * The rules of sets (any status) that attempts show beside themselves: an attempt stays readable
 * after its set is unpublished. Reads the content module's `assessment_sets` (its lookups answer
 * published sets only), columns only, tenant-scoped.
 */
export async function findSetRules(
  db: Kysely<Database>,
  tenantCode: string,
  setIds: readonly number[],
): Promise<Map<number, TSetRules>> {
  if (setIds.length === 0) {
    return new Map();
  }
  const rows = await db
    .selectFrom('assessment_sets')
    .select(['id', 'kind', 'status', 'title_en', 'title_fr', 'time_limit_minutes', 'pass_mark_percent', 'review_mode'])
    .where('tenant_code', '=', tenantCode)
    .where('id', 'in', [...new Set(setIds)])
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}
