import type { TQuestionContent, TSaveSetData } from '@portal/contracts';
import { sql, type Kysely, type Selectable } from 'kysely';
import type {
  AssessmentSetAssignmentsTable,
  AssessmentSetsTable,
  QuestionBanksTable,
  QuestionRegradesTable,
  QuestionsTable,
} from '../../db/schema-assessment-content.ts';
import type { Database } from '../../db/schema.ts';
import { containsIgnoringCase, pageWithTotal } from '../../lib/listing.ts';

/* Question banks, questions, assessment sets, their banks and assignments, regrades. Kysely only; every function takes the tenant code. */

export type TBankRow = Selectable<QuestionBanksTable>;
export type TQuestionRow = Selectable<QuestionsTable>;
export type TSetRow = Selectable<AssessmentSetsTable>;
export type TAssignmentRow = Selectable<AssessmentSetAssignmentsTable>;
export type TRegradeRow = Selectable<QuestionRegradesTable>;
export type TSetBankRow = { set_id: number; bank_id: number; draw_count: number; position: number };

type TDb = Kysely<Database>;
type TPage = { offset: number; limit: number };

// ---------------------------------------------------------------------------------------------
// Banks

export async function findBank(db: TDb, tenantCode: string, bankId: number): Promise<TBankRow | undefined> {
  return db
    .selectFrom('question_banks')
    .selectAll()
    .where('tenant_code', '=', tenantCode)
    .where('id', '=', bankId)
    .executeTakeFirst();
}

export async function findBanksByIds(db: TDb, tenantCode: string, bankIds: readonly number[]): Promise<TBankRow[]> {
  if (bankIds.length === 0) {
    return [];
  }
  return db
    .selectFrom('question_banks')
    .selectAll()
    .where('tenant_code', '=', tenantCode)
    .where('id', 'in', [...bankIds])
    .execute();
}

export async function findBanksPage(
  db: TDb,
  tenantCode: string,
  filter: TPage & { searchText: string },
): Promise<{ rows: TBankRow[]; total: number }> {
  let query = db.selectFrom('question_banks').where('tenant_code', '=', tenantCode);
  if (filter.searchText !== '') {
    query = query.where(
      containsIgnoringCase([sql.ref<string>('title_en'), sql.ref<string>('title_fr')], filter.searchText),
    );
  }
  return pageWithTotal(query, filter, (filtered) =>
    filtered.selectAll().orderBy('updated_at', 'desc').orderBy('id', 'desc'),
  );
}

export type TBankValues = { title_en: string; title_fr: string; description_en: string; description_fr: string };

export async function insertBank(
  db: TDb,
  tenantCode: string,
  values: TBankValues,
  userCode: string,
  now: string,
): Promise<number> {
  const row = await db
    .insertInto('question_banks')
    .values({
      tenant_code: tenantCode,
      ...values,
      created_at: now,
      created_by: userCode,
      updated_at: now,
      updated_by: userCode,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateBank(
  db: TDb,
  tenantCode: string,
  bankId: number,
  values: Partial<TBankValues>,
  userCode: string,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('question_banks')
    .set({ ...values, updated_at: now, updated_by: userCode })
    .where('tenant_code', '=', tenantCode)
    .where('id', '=', bankId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Deletes a bank no set draws from, in one statement: answers whether it was deleted. */
export async function deleteUnusedBank(db: TDb, tenantCode: string, bankId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('question_banks')
    .where('tenant_code', '=', tenantCode)
    .where('id', '=', bankId)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('assessment_set_banks as sb')
            .select('sb.set_id')
            .where('sb.tenant_code', '=', tenantCode)
            .where('sb.bank_id', '=', bankId),
        ),
      ),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Active questions per bank and kind. */
export async function countActiveQuestions(
  db: TDb,
  tenantCode: string,
  bankIds: readonly number[],
): Promise<{ bank_id: number; kind: string; count: number }[]> {
  if (bankIds.length === 0) {
    return [];
  }
  const rows = await db
    .selectFrom('questions')
    .select((eb) => ['bank_id', 'kind', eb.fn.countAll<number>().as('count')])
    .where('tenant_code', '=', tenantCode)
    .where('bank_id', 'in', [...bankIds])
    .where('is_retired', '=', false)
    .groupBy(['bank_id', 'kind'])
    .execute();
  return rows.map((row) => ({ bank_id: row.bank_id, kind: row.kind, count: Number(row.count) }));
}

/** How many sets draw from each bank. */
export async function countSetsOfBanks(
  db: TDb,
  tenantCode: string,
  bankIds: readonly number[],
): Promise<Map<number, number>> {
  if (bankIds.length === 0) {
    return new Map();
  }
  const rows = await db
    .selectFrom('assessment_set_banks')
    .select((eb) => ['bank_id', eb.fn.countAll<number>().as('count')])
    .where('tenant_code', '=', tenantCode)
    .where('bank_id', 'in', [...bankIds])
    .groupBy('bank_id')
    .execute();
  return new Map(rows.map((row) => [row.bank_id, Number(row.count)]));
}

// ---------------------------------------------------------------------------------------------
// Questions

export async function findQuestion(db: TDb, tenantCode: string, questionId: number): Promise<TQuestionRow | undefined> {
  return db
    .selectFrom('questions')
    .selectAll()
    .where('tenant_code', '=', tenantCode)
    .where('id', '=', questionId)
    .executeTakeFirst();
}

export async function findQuestionsPage(
  db: TDb,
  tenantCode: string,
  bankId: number,
  filter: TPage & { searchText: string; includeRetired: boolean },
): Promise<{ rows: TQuestionRow[]; total: number }> {
  let query = db.selectFrom('questions').where('tenant_code', '=', tenantCode).where('bank_id', '=', bankId);
  if (!filter.includeRetired) {
    query = query.where('is_retired', '=', false);
  }
  if (filter.searchText !== '') {
    query = query.where(
      containsIgnoringCase([sql.ref<string>('stem_en'), sql.ref<string>('stem_fr')], filter.searchText),
    );
  }
  return pageWithTotal(query, filter, (filtered) => filtered.selectAll().orderBy('id'));
}

/** Every question of a bank in id order (QTI export, drawing, the seed). */
export async function findQuestionsOfBank(
  db: TDb,
  tenantCode: string,
  bankId: number,
  options: { includeRetired: boolean },
): Promise<TQuestionRow[]> {
  let query = db
    .selectFrom('questions')
    .selectAll()
    .where('tenant_code', '=', tenantCode)
    .where('bank_id', '=', bankId);
  if (!options.includeRetired) {
    query = query.where('is_retired', '=', false);
  }
  return query.orderBy('id').execute();
}

export async function findQuestionsByIds(
  db: TDb,
  tenantCode: string,
  questionIds: readonly number[],
): Promise<TQuestionRow[]> {
  if (questionIds.length === 0) {
    return [];
  }
  return db
    .selectFrom('questions')
    .selectAll()
    .where('tenant_code', '=', tenantCode)
    .where('id', 'in', [...questionIds])
    .execute();
}

function contentColumns(content: TQuestionContent) {
  return {
    kind: content.kind,
    content: JSON.stringify(content),
    stem_en: content.stem.en,
    stem_fr: content.stem['fr-CA'],
  };
}

/**
 * Inserts questions into a bank while it holds fewer than `maxQuestions` active ones: the count is a
 * condition of the insert itself, so concurrent imports cannot overfill a bank. Answers the new ids
 * (fewer than asked when the bank is full).
 */
export async function insertQuestions(
  db: TDb,
  tenantCode: string,
  bankId: number,
  contents: readonly TQuestionContent[],
  userCode: string,
  now: string,
  maxQuestions: number,
): Promise<number[]> {
  const ids: number[] = [];
  for (const content of contents) {
    const columns = contentColumns(content);
    const row = await db
      .insertInto('questions')
      .columns([
        'tenant_code',
        'bank_id',
        'kind',
        'content',
        'stem_en',
        'stem_fr',
        'version',
        'is_retired',
        'created_at',
        'created_by',
        'updated_at',
        'updated_by',
      ])
      .expression(
        db
          .selectNoFrom((eb) => [
            eb.val(tenantCode).as('tenant_code'),
            // Parameters of a select list have no type on PostgreSQL: integers say theirs.
            sql<number>`cast(${bankId} as integer)`.as('bank_id'),
            eb.val(columns.kind).as('kind'),
            eb.val(columns.content).as('content'),
            eb.val(columns.stem_en).as('stem_en'),
            eb.val(columns.stem_fr).as('stem_fr'),
            sql<number>`cast(1 as integer)`.as('version'),
            sql<boolean>`false`.as('is_retired'),
            eb.val(now).as('created_at'),
            eb.val(userCode).as('created_by'),
            eb.val(now).as('updated_at'),
            eb.val(userCode).as('updated_by'),
          ])
          .where(
            (eb) =>
              eb
                .selectFrom('questions as existing')
                .select((inner) => inner.fn.countAll<number>().as('count'))
                .where('existing.tenant_code', '=', tenantCode)
                .where('existing.bank_id', '=', bankId)
                .where('existing.is_retired', '=', false),
            '<',
            sql<number>`cast(${maxQuestions} as integer)`,
          ),
      )
      .returning('id')
      .executeTakeFirst();
    if (!row) {
      break;
    }
    ids.push(row.id);
  }
  return ids;
}

/**
 * Replaces a question's content when it is still at `expectedVersion` (one conditional update:
 * two editors at once cannot both win). Answers whether it was updated.
 */
export async function updateQuestionContent(
  db: TDb,
  tenantCode: string,
  questionId: number,
  expectedVersion: number,
  content: TQuestionContent,
  userCode: string,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('questions')
    .set({ ...contentColumns(content), version: expectedVersion + 1, updated_at: now, updated_by: userCode })
    .where('tenant_code', '=', tenantCode)
    .where('id', '=', questionId)
    .where('version', '=', expectedVersion)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function retireQuestion(
  db: TDb,
  tenantCode: string,
  questionId: number,
  userCode: string,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('questions')
    .set({ is_retired: true, updated_at: now, updated_by: userCode })
    .where('tenant_code', '=', tenantCode)
    .where('id', '=', questionId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function insertRegrade(db: TDb, values: Omit<TRegradeRow, 'id'>): Promise<TRegradeRow> {
  return db.insertInto('question_regrades').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function findRegrades(db: TDb, tenantCode: string, questionId: number): Promise<TRegradeRow[]> {
  return db
    .selectFrom('question_regrades')
    .selectAll()
    .where('tenant_code', '=', tenantCode)
    .where('question_id', '=', questionId)
    .orderBy('id', 'desc')
    .execute();
}

// ---------------------------------------------------------------------------------------------
// Sets

export async function findSet(db: TDb, tenantCode: string, setId: number): Promise<TSetRow | undefined> {
  return db
    .selectFrom('assessment_sets')
    .selectAll()
    .where('tenant_code', '=', tenantCode)
    .where('id', '=', setId)
    .executeTakeFirst();
}

export async function findSetsByIds(db: TDb, tenantCode: string, setIds: readonly number[]): Promise<TSetRow[]> {
  if (setIds.length === 0) {
    return [];
  }
  return db
    .selectFrom('assessment_sets')
    .selectAll()
    .where('tenant_code', '=', tenantCode)
    .where('id', 'in', [...setIds])
    .execute();
}

export async function findSetsPage(
  db: TDb,
  tenantCode: string,
  filter: TPage & { searchText: string; status?: string; kind?: string },
): Promise<{ rows: TSetRow[]; total: number }> {
  let query = db.selectFrom('assessment_sets').where('tenant_code', '=', tenantCode);
  if (filter.status) {
    query = query.where('status', '=', filter.status);
  }
  if (filter.kind) {
    query = query.where('kind', '=', filter.kind);
  }
  if (filter.searchText !== '') {
    query = query.where(
      containsIgnoringCase([sql.ref<string>('title_en'), sql.ref<string>('title_fr')], filter.searchText),
    );
  }
  return pageWithTotal(query, filter, (filtered) =>
    filtered.selectAll().orderBy('updated_at', 'desc').orderBy('id', 'desc'),
  );
}

export function setRowValues(data: TSaveSetData) {
  return {
    title_en: data.title.en,
    title_fr: data.title['fr-CA'],
    description_en: data.description.en,
    description_fr: data.description['fr-CA'],
    kind: data.kind,
    shuffle_questions: data.shuffleQuestions,
    shuffle_options: data.shuffleOptions,
    time_limit_minutes: data.timeLimitMinutes,
    attempts_allowed: data.attemptsAllowed,
    pass_mark_percent: data.passMarkPercent,
    available_from: data.availableFrom,
    available_until: data.availableUntil,
    review_mode: data.reviewMode,
    validity_days: data.validityDays,
  };
}

export async function insertSet(
  db: TDb,
  tenantCode: string,
  data: TSaveSetData,
  userCode: string,
  now: string,
): Promise<number> {
  const row = await db
    .insertInto('assessment_sets')
    .values({
      tenant_code: tenantCode,
      ...setRowValues(data),
      status: 'DRAFT',
      published_at: null,
      created_at: now,
      created_by: userCode,
      updated_at: now,
      updated_by: userCode,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateSetRow(
  db: TDb,
  tenantCode: string,
  setId: number,
  values: Partial<ReturnType<typeof setRowValues>> & { status?: string; published_at?: string | null },
  userCode: string,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('assessment_sets')
    .set({ ...values, updated_at: now, updated_by: userCode })
    .where('tenant_code', '=', tenantCode)
    .where('id', '=', setId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteSet(db: TDb, tenantCode: string, setId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('assessment_sets')
    .where('tenant_code', '=', tenantCode)
    .where('id', '=', setId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function findSetBanks(db: TDb, tenantCode: string, setIds: readonly number[]): Promise<TSetBankRow[]> {
  if (setIds.length === 0) {
    return [];
  }
  return db
    .selectFrom('assessment_set_banks')
    .select(['set_id', 'bank_id', 'draw_count', 'position'])
    .where('tenant_code', '=', tenantCode)
    .where('set_id', 'in', [...setIds])
    .orderBy('set_id')
    .orderBy('position')
    .execute();
}

export async function replaceSetBanks(
  db: TDb,
  tenantCode: string,
  setId: number,
  banks: readonly { bankId: number; drawCount: number }[],
): Promise<void> {
  await db
    .deleteFrom('assessment_set_banks')
    .where('tenant_code', '=', tenantCode)
    .where('set_id', '=', setId)
    .execute();
  if (banks.length > 0) {
    await db
      .insertInto('assessment_set_banks')
      .values(
        banks.map((bank, index) => ({
          tenant_code: tenantCode,
          set_id: setId,
          bank_id: bank.bankId,
          position: index + 1,
          draw_count: bank.drawCount,
        })),
      )
      .execute();
  }
}

// ---------------------------------------------------------------------------------------------
// Assignments

export async function findAssignments(db: TDb, tenantCode: string, setId: number): Promise<TAssignmentRow[]> {
  return db
    .selectFrom('assessment_set_assignments')
    .selectAll()
    .where('tenant_code', '=', tenantCode)
    .where('set_id', '=', setId)
    .orderBy('target_kind')
    .orderBy('target_code')
    .execute();
}

export async function countAssignmentsOfSets(
  db: TDb,
  tenantCode: string,
  setIds: readonly number[],
): Promise<Map<number, number>> {
  if (setIds.length === 0) {
    return new Map();
  }
  const rows = await db
    .selectFrom('assessment_set_assignments')
    .select((eb) => ['set_id', eb.fn.countAll<number>().as('count')])
    .where('tenant_code', '=', tenantCode)
    .where('set_id', 'in', [...setIds])
    .groupBy('set_id')
    .execute();
  return new Map(rows.map((row) => [row.set_id, Number(row.count)]));
}

/** Replaces a set's assignments; an assignment kept as it was keeps its assigned time. */
export async function replaceAssignments(
  db: TDb,
  tenantCode: string,
  setId: number,
  assignments: readonly { targetKind: string; targetCode: string; dueDays: number | null }[],
  userCode: string,
  now: string,
): Promise<void> {
  const previous = await findAssignments(db, tenantCode, setId);
  const previousByKey = new Map(previous.map((row) => [`${row.target_kind}:${row.target_code}`, row]));
  await db
    .deleteFrom('assessment_set_assignments')
    .where('tenant_code', '=', tenantCode)
    .where('set_id', '=', setId)
    .execute();
  if (assignments.length === 0) {
    return;
  }
  await db
    .insertInto('assessment_set_assignments')
    .values(
      assignments.map((assignment) => {
        const kept = previousByKey.get(`${assignment.targetKind}:${assignment.targetCode}`);
        return {
          tenant_code: tenantCode,
          set_id: setId,
          target_kind: assignment.targetKind,
          target_code: assignment.targetCode,
          due_days: assignment.dueDays,
          assigned_at: kept?.assigned_at ?? now,
          assigned_by: kept?.assigned_by ?? userCode,
        };
      }),
    )
    .execute();
}

/**
 * Assigns the set to each of these users (USER targets), due `dueDays` after now (null: no due
 * date); answers the codes newly assigned. An existing assignment of a user is kept as it was (the
 * primary key decides, whoever races).
 */
export async function addUserAssignments(
  db: TDb,
  tenantCode: string,
  setId: number,
  userCodes: readonly string[],
  terms: { dueDays: number | null; assignedBy: string; now: string },
): Promise<string[]> {
  if (userCodes.length === 0) {
    return [];
  }
  const rows = await db
    .insertInto('assessment_set_assignments')
    .values(
      userCodes.map((userCode) => ({
        tenant_code: tenantCode,
        set_id: setId,
        target_kind: 'USER',
        target_code: userCode,
        due_days: terms.dueDays,
        assigned_at: terms.now,
        assigned_by: terms.assignedBy,
      })),
    )
    .onConflict((conflict) => conflict.columns(['tenant_code', 'set_id', 'target_kind', 'target_code']).doNothing())
    .returning('target_code')
    .execute();
  return rows.map((row) => row.target_code);
}

export type TLearnerTarget = { userCode: string; jobRoleCode: string | null; locationId: number | null };

/** Assignments of published sets that reach the learner (everyone, their job role, location or self). */
export async function findLearnerAssignments(
  db: TDb,
  tenantCode: string,
  learner: TLearnerTarget,
): Promise<(TAssignmentRow & { set: TSetRow })[]> {
  const rows = await db
    .selectFrom('assessment_set_assignments as a')
    .innerJoin('assessment_sets as s', (join) =>
      join.onRef('s.tenant_code', '=', 'a.tenant_code').onRef('s.id', '=', 'a.set_id'),
    )
    .selectAll('a')
    .select([
      's.id as s_id',
      's.title_en as s_title_en',
      's.title_fr as s_title_fr',
      's.description_en as s_description_en',
      's.description_fr as s_description_fr',
      's.kind as s_kind',
      's.status as s_status',
      's.shuffle_questions as s_shuffle_questions',
      's.shuffle_options as s_shuffle_options',
      's.time_limit_minutes as s_time_limit_minutes',
      's.attempts_allowed as s_attempts_allowed',
      's.pass_mark_percent as s_pass_mark_percent',
      's.available_from as s_available_from',
      's.available_until as s_available_until',
      's.review_mode as s_review_mode',
      's.validity_days as s_validity_days',
      's.published_at as s_published_at',
      's.created_at as s_created_at',
      's.created_by as s_created_by',
      's.updated_at as s_updated_at',
      's.updated_by as s_updated_by',
    ])
    .where('a.tenant_code', '=', tenantCode)
    .where('s.status', '=', 'PUBLISHED')
    .where((eb) =>
      eb.or([
        eb('a.target_kind', '=', 'ALL'),
        eb.and([eb('a.target_kind', '=', 'USER'), eb('a.target_code', '=', learner.userCode)]),
        ...(learner.jobRoleCode
          ? [eb.and([eb('a.target_kind', '=', 'JOB_ROLE'), eb('a.target_code', '=', learner.jobRoleCode)])]
          : []),
        ...(learner.locationId !== null
          ? [eb.and([eb('a.target_kind', '=', 'LOCATION'), eb('a.target_code', '=', String(learner.locationId))])]
          : []),
      ]),
    )
    .orderBy('a.set_id')
    .execute();
  return rows.map((row) => ({
    tenant_code: row.tenant_code,
    set_id: row.set_id,
    target_kind: row.target_kind,
    target_code: row.target_code,
    due_days: row.due_days,
    assigned_at: row.assigned_at,
    assigned_by: row.assigned_by,
    set: {
      id: row.s_id,
      tenant_code: row.tenant_code,
      title_en: row.s_title_en,
      title_fr: row.s_title_fr,
      description_en: row.s_description_en,
      description_fr: row.s_description_fr,
      kind: row.s_kind,
      status: row.s_status,
      shuffle_questions: row.s_shuffle_questions,
      shuffle_options: row.s_shuffle_options,
      time_limit_minutes: row.s_time_limit_minutes,
      attempts_allowed: row.s_attempts_allowed,
      pass_mark_percent: row.s_pass_mark_percent,
      available_from: row.s_available_from,
      available_until: row.s_available_until,
      review_mode: row.s_review_mode,
      validity_days: row.s_validity_days,
      published_at: row.s_published_at,
      created_at: row.s_created_at,
      created_by: row.s_created_by,
      updated_at: row.s_updated_at,
      updated_by: row.s_updated_by,
    },
  }));
}

// ---------------------------------------------------------------------------------------------
// Who a learner is, and whether assignment targets exist. Identity owns these tables; these reads
// are the columns assignment needs.

export async function findLearnerTarget(
  db: TDb,
  tenantCode: string,
  userCode: string,
): Promise<TLearnerTarget | undefined> {
  const row = await db
    .selectFrom('users')
    .select(['user_code', 'job_role_code', 'location_id'])
    .where('tenant_code', '=', tenantCode)
    .where('user_code', '=', userCode)
    .executeTakeFirst();
  return row ? { userCode: row.user_code, jobRoleCode: row.job_role_code, locationId: row.location_id } : undefined;
}

/** Several users' job role and location (users of other tenants are absent). */
export async function findLearnerTargets(
  db: TDb,
  tenantCode: string,
  userCodes: readonly string[],
): Promise<TLearnerTarget[]> {
  if (userCodes.length === 0) {
    return [];
  }
  const rows = await db
    .selectFrom('users')
    .select(['user_code', 'job_role_code', 'location_id'])
    .where('tenant_code', '=', tenantCode)
    .where('user_code', 'in', [...new Set(userCodes)])
    .execute();
  return rows.map((row) => ({ userCode: row.user_code, jobRoleCode: row.job_role_code, locationId: row.location_id }));
}

/** The assignments of the tenant's PUBLISHED SKILL sets, with the set's titles and validity (few per tenant). */
export async function findPublishedSkillSetAssignments(db: TDb, tenantCode: string) {
  return db
    .selectFrom('assessment_set_assignments as a')
    .innerJoin('assessment_sets as s', (join) =>
      join.onRef('s.tenant_code', '=', 'a.tenant_code').onRef('s.id', '=', 'a.set_id'),
    )
    .select([
      'a.set_id',
      'a.target_kind',
      'a.target_code',
      's.title_en',
      's.title_fr',
      's.validity_days',
      's.available_from',
      's.available_until',
    ])
    .where('a.tenant_code', '=', tenantCode)
    .where('s.status', '=', 'PUBLISHED')
    .where('s.kind', '=', 'SKILL')
    .orderBy('a.set_id')
    .execute();
}

export async function findExistingTargets(
  db: TDb,
  tenantCode: string,
  kind: 'JOB_ROLE' | 'LOCATION' | 'USER',
  codes: readonly string[],
): Promise<Set<string>> {
  if (codes.length === 0) {
    return new Set();
  }
  if (kind === 'JOB_ROLE') {
    const rows = await db
      .selectFrom('job_roles')
      .select('code')
      .where('tenant_code', '=', tenantCode)
      .where('code', 'in', [...codes])
      .execute();
    return new Set(rows.map((row) => row.code));
  }
  if (kind === 'LOCATION') {
    const ids = codes.filter((code) => /^[1-9][0-9]{0,9}$/.test(code)).map(Number);
    if (ids.length === 0) {
      return new Set();
    }
    const rows = await db
      .selectFrom('locations')
      .select('id')
      .where('tenant_code', '=', tenantCode)
      .where('id', 'in', ids)
      .execute();
    return new Set(rows.map((row) => String(row.id)));
  }
  const rows = await db
    .selectFrom('users')
    .select('user_code')
    .where('tenant_code', '=', tenantCode)
    .where('user_code', 'in', [...codes])
    .execute();
  return new Set(rows.map((row) => row.user_code));
}
