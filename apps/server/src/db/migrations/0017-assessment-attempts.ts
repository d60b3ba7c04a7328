import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import {
  createTenantIndex,
  TENANT_CODE,
  tenantCodeColumn,
  tenantForeignKey,
  TIMESTAMP,
  withIdColumn,
  type TMigrationDb,
} from '../migration-helpers.ts';

const userCodeColumn = 'varchar(64)' as const;

/**
 * Test and Trivia attempts (issue 16): attempts with the server's deadline, the questions each
 * attempt drew (a snapshot, so later edits never change what a learner saw), and sequenced
 * responses.
 *
 * The database keeps the rules that must hold under concurrency:
 * - `UNIQUE (tenant, set, user, subject, attempt_no)`: two concurrent starts cannot both take the
 *   last allowed attempt number;
 * - a partial unique index: one IN_PROGRESS attempt per user, subject and set;
 * - responses keyed `(tenant, attempt, question)` and written by one conditional upsert that keeps
 *   the highest `client_seq`; their foreign key to the attempt's drawn questions means an answer
 *   can only be about a question of that attempt.
 * `(status, deadline_at)` is the sweep's index. Question ids carry no foreign key: a question
 * removed later must not take the attempts (and their scores) with it; the snapshot keeps it.
 */
export const assessmentAttempts: Migration = {
  async up(db: TMigrationDb) {
    await withIdColumn(db, db.schema.createTable('assessment_attempts'))
      .addColumn('tenant_code', TENANT_CODE, tenantCodeColumn)
      .addColumn('set_id', 'integer', (c) => c.notNull())
      .addColumn('user_code', userCodeColumn, (c) => c.notNull())
      .addColumn('subject_user_code', userCodeColumn, (c) => c.notNull())
      .addColumn('attempt_no', 'integer', (c) => c.notNull())
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('started_at', TIMESTAMP, (c) => c.notNull())
      .addColumn('deadline_at', TIMESTAMP)
      .addColumn('last_activity_at', TIMESTAMP, (c) => c.notNull())
      .addColumn('completed_at', TIMESTAMP)
      .addColumn('completed_by', 'varchar(8)')
      .addColumn('points_awarded', 'double precision')
      .addColumn('max_points', 'double precision', (c) => c.notNull())
      // The set's pass mark when the attempt started: a later change of the set does not re-decide old results.
      .addColumn('pass_mark_percent', 'double precision', (c) => c.notNull())
      .addColumn('score_percent', 'double precision')
      .addColumn('passed', 'boolean')
      .addColumn('total_time_seconds', 'integer', (c) => c.notNull().defaultTo(0))
      .addUniqueConstraint('assessment_attempts_tenant_id_uq', ['tenant_code', 'id'])
      .addUniqueConstraint('assessment_attempts_number_uq', [
        'tenant_code',
        'set_id',
        'user_code',
        'subject_user_code',
        'attempt_no',
      ])
      .$call(tenantForeignKey('assessment_attempts_set_fk', 'set_id', 'assessment_sets', 'id', 'cascade'))
      .$call(tenantForeignKey('assessment_attempts_user_fk', 'user_code', 'users', 'user_code', 'cascade'))
      .$call(tenantForeignKey('assessment_attempts_subject_fk', 'subject_user_code', 'users', 'user_code', 'cascade'))
      .execute();
    await db.schema
      .createIndex('assessment_attempts_one_in_progress_uq')
      .on('assessment_attempts')
      .columns(['tenant_code', 'set_id', 'user_code', 'subject_user_code'])
      .unique()
      .where(sql<boolean>`status = 'IN_PROGRESS'`)
      .execute();
    await db.schema
      .createIndex('assessment_attempts_sweep_idx')
      .on('assessment_attempts')
      .columns(['status', 'deadline_at'])
      .execute();
    await createTenantIndex(db, 'assessment_attempts_user_idx', 'assessment_attempts', ['user_code', 'set_id']);

    await db.schema
      .createTable('assessment_attempt_questions')
      .addColumn('tenant_code', TENANT_CODE, tenantCodeColumn)
      .addColumn('attempt_id', 'integer', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('question_id', 'integer', (c) => c.notNull())
      .addColumn('question_version', 'integer', (c) => c.notNull())
      .addColumn('question_snapshot', 'text', (c) => c.notNull())
      .addColumn('option_order', 'text', (c) => c.notNull())
      .addColumn('points_possible', 'double precision', (c) => c.notNull())
      .addColumn('points_awarded', 'double precision')
      .addColumn('is_correct', 'boolean')
      .addPrimaryKeyConstraint('assessment_attempt_questions_pk', ['tenant_code', 'attempt_id', 'question_id'])
      .$call(
        tenantForeignKey(
          'assessment_attempt_questions_attempt_fk',
          'attempt_id',
          'assessment_attempts',
          'id',
          'cascade',
        ),
      )
      .execute();
    // Regrading and statistics find the attempts that drew a question.
    await createTenantIndex(db, 'assessment_attempt_questions_question_idx', 'assessment_attempt_questions', [
      'question_id',
    ]);

    await db.schema
      .createTable('assessment_attempt_responses')
      .addColumn('tenant_code', TENANT_CODE, tenantCodeColumn)
      .addColumn('attempt_id', 'integer', (c) => c.notNull())
      .addColumn('question_id', 'integer', (c) => c.notNull())
      .addColumn('response', 'text', (c) => c.notNull())
      .addColumn('client_seq', 'integer', (c) => c.notNull())
      .addColumn('saved_at', TIMESTAMP, (c) => c.notNull())
      .addPrimaryKeyConstraint('assessment_attempt_responses_pk', ['tenant_code', 'attempt_id', 'question_id'])
      .addForeignKeyConstraint(
        'assessment_attempt_responses_question_fk',
        ['tenant_code', 'attempt_id', 'question_id'],
        'assessment_attempt_questions',
        ['tenant_code', 'attempt_id', 'question_id'],
        (fk) => fk.onDelete('cascade'),
      )
      .execute();
  },

  async down(db: TMigrationDb) {
    await db.schema.dropTable('assessment_attempt_responses').ifExists().execute();
    await db.schema.dropTable('assessment_attempt_questions').ifExists().execute();
    await db.schema.dropTable('assessment_attempts').ifExists().execute();
  },
};
