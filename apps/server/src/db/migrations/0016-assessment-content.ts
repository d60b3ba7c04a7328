import type { Migration } from 'kysely/migration';
import {
  createTenantIndex,
  FALSE,
  TENANT_CODE,
  tenantCodeColumn,
  tenantForeignKey,
  TIMESTAMP,
  TRUE,
  withIdColumn,
  type TMigrationDb,
} from '../migration-helpers.ts';

const userCodeColumn = 'varchar(64)' as const;
const codeColumn = 'varchar(64)' as const;
const titleColumn = 'varchar(200)' as const;

const toSet = (table: string) => tenantForeignKey(`${table}_set_fk`, 'set_id', 'assessment_sets', 'id', 'cascade');

/**
 * Test and Trivia content (issue 16): question banks, questions, assessment sets, the banks a set
 * draws from, its assignments, and the record of question regrades.
 *
 * A question's `content` is the JSON of the contracts' ZQuestionContentSchema (validated on read and
 * write); `stem_en`/`stem_fr` copy its stem for lists and search. `version` is bumped on every edit:
 * attempts keep a snapshot of the version they drew. A set's bank rows reference the bank without
 * cascade, so a bank a set draws from cannot be deleted (the delete is conditional on it too).
 * Every table is tenant-owned with `(tenant_code, id)` foreign keys, as in 0013.
 */
export const assessmentContent: Migration = {
  async up(db: TMigrationDb) {
    const tenantTable = (table: string) =>
      db.schema.createTable(table).addColumn('tenant_code', TENANT_CODE, tenantCodeColumn);
    const tenantTableWithId = (table: string) =>
      withIdColumn(db, db.schema.createTable(table)).addColumn('tenant_code', TENANT_CODE, tenantCodeColumn);

    await tenantTableWithId('question_banks')
      .addColumn('title_en', titleColumn, (c) => c.notNull())
      .addColumn('title_fr', titleColumn, (c) => c.notNull())
      .addColumn('description_en', 'text', (c) => c.notNull())
      .addColumn('description_fr', 'text', (c) => c.notNull())
      .addColumn('created_at', TIMESTAMP, (c) => c.notNull())
      .addColumn('created_by', userCodeColumn, (c) => c.notNull())
      .addColumn('updated_at', TIMESTAMP, (c) => c.notNull())
      .addColumn('updated_by', userCodeColumn, (c) => c.notNull())
      .addUniqueConstraint('question_banks_tenant_id_uq', ['tenant_code', 'id'])
      .execute();

    await tenantTableWithId('questions')
      .addColumn('bank_id', 'integer', (c) => c.notNull())
      .addColumn('kind', 'varchar(16)', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('stem_en', 'varchar(2000)', (c) => c.notNull())
      .addColumn('stem_fr', 'varchar(2000)', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('is_retired', 'boolean', (c) => c.notNull().defaultTo(FALSE))
      .addColumn('created_at', TIMESTAMP, (c) => c.notNull())
      .addColumn('created_by', userCodeColumn, (c) => c.notNull())
      .addColumn('updated_at', TIMESTAMP, (c) => c.notNull())
      .addColumn('updated_by', userCodeColumn, (c) => c.notNull())
      .addUniqueConstraint('questions_tenant_id_uq', ['tenant_code', 'id'])
      .$call(tenantForeignKey('questions_bank_fk', 'bank_id', 'question_banks', 'id', 'cascade'))
      .execute();
    await createTenantIndex(db, 'questions_bank_idx', 'questions', ['bank_id', 'is_retired']);

    await tenantTableWithId('assessment_sets')
      .addColumn('title_en', titleColumn, (c) => c.notNull())
      .addColumn('title_fr', titleColumn, (c) => c.notNull())
      .addColumn('description_en', 'text', (c) => c.notNull())
      .addColumn('description_fr', 'text', (c) => c.notNull())
      .addColumn('kind', 'varchar(16)', (c) => c.notNull())
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('shuffle_questions', 'boolean', (c) => c.notNull().defaultTo(TRUE))
      .addColumn('shuffle_options', 'boolean', (c) => c.notNull().defaultTo(TRUE))
      .addColumn('time_limit_minutes', 'integer')
      .addColumn('attempts_allowed', 'integer')
      .addColumn('pass_mark_percent', 'integer', (c) => c.notNull())
      .addColumn('available_from', TIMESTAMP)
      .addColumn('available_until', TIMESTAMP)
      .addColumn('review_mode', 'varchar(16)', (c) => c.notNull())
      .addColumn('published_at', TIMESTAMP)
      .addColumn('created_at', TIMESTAMP, (c) => c.notNull())
      .addColumn('created_by', userCodeColumn, (c) => c.notNull())
      .addColumn('updated_at', TIMESTAMP, (c) => c.notNull())
      .addColumn('updated_by', userCodeColumn, (c) => c.notNull())
      .addUniqueConstraint('assessment_sets_tenant_id_uq', ['tenant_code', 'id'])
      .execute();
    await createTenantIndex(db, 'assessment_sets_status_idx', 'assessment_sets', ['status']);

    // No cascade from the bank: a bank a set draws from stays until the set lets it go.
    await tenantTable('assessment_set_banks')
      .addColumn('set_id', 'integer', (c) => c.notNull())
      .addColumn('bank_id', 'integer', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('draw_count', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('assessment_set_banks_pk', ['tenant_code', 'set_id', 'bank_id'])
      .$call(toSet('assessment_set_banks'))
      .$call(tenantForeignKey('assessment_set_banks_bank_fk', 'bank_id', 'question_banks', 'id'))
      .execute();
    await createTenantIndex(db, 'assessment_set_banks_bank_idx', 'assessment_set_banks', ['bank_id']);

    // target_code: the job role code, the location id as text, the user code, or '' for ALL.
    await tenantTable('assessment_set_assignments')
      .addColumn('set_id', 'integer', (c) => c.notNull())
      .addColumn('target_kind', 'varchar(16)', (c) => c.notNull())
      .addColumn('target_code', codeColumn, (c) => c.notNull())
      .addColumn('due_days', 'integer')
      .addColumn('assigned_at', TIMESTAMP, (c) => c.notNull())
      .addColumn('assigned_by', userCodeColumn, (c) => c.notNull())
      .addPrimaryKeyConstraint('assessment_set_assignments_pk', ['tenant_code', 'set_id', 'target_kind', 'target_code'])
      .$call(toSet('assessment_set_assignments'))
      .execute();
    await createTenantIndex(db, 'assessment_set_assignments_target_idx', 'assessment_set_assignments', [
      'target_kind',
      'target_code',
    ]);

    await tenantTableWithId('question_regrades')
      .addColumn('question_id', 'integer', (c) => c.notNull())
      .addColumn('from_version', 'integer', (c) => c.notNull())
      .addColumn('to_version', 'integer', (c) => c.notNull())
      .addColumn('attempts_changed', 'integer', (c) => c.notNull())
      .addColumn('regraded_at', TIMESTAMP, (c) => c.notNull())
      .addColumn('regraded_by', userCodeColumn, (c) => c.notNull())
      .$call(tenantForeignKey('question_regrades_question_fk', 'question_id', 'questions', 'id', 'cascade'))
      .execute();
    await createTenantIndex(db, 'question_regrades_question_idx', 'question_regrades', ['question_id']);
  },

  async down(db: TMigrationDb) {
    for (const table of [
      'question_regrades',
      'assessment_set_assignments',
      'assessment_set_banks',
      'assessment_sets',
      'questions',
      'question_banks',
    ]) {
      await db.schema.dropTable(table).execute();
    }
  },
};
