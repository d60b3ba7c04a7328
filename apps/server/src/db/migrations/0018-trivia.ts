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
const titleColumn = 'varchar(200)' as const;

/**
 * Trivia (issue 16): quizzes drawn from question banks, plays with a server-timed countdown per
 * question, answers and points (leaderboards read them).
 *
 * - `trivia_plays` is UNIQUE per (tenant, quiz, user): two starts at once make one play.
 * - `trivia_play_answers` holds one row per drawn question (a snapshot of it as drawn, so a later
 *   edit of the bank changes no play): `served_at`/`deadline_at` are set by the server when it
 *   shows the question, and the answer is written by one conditional update (unanswered, before
 *   deadline + grace), so a replay or a late answer adds nothing.
 * - `location_id` on a play is where the player worked when they started (the location board);
 *   a snapshot, hence no foreign key.
 */
export const trivia: Migration = {
  async up(db: TMigrationDb) {
    await withIdColumn(db, db.schema.createTable('trivia_quizzes'))
      .addColumn('tenant_code', TENANT_CODE, tenantCodeColumn)
      .addColumn('title_en', titleColumn, (c) => c.notNull())
      .addColumn('title_fr', titleColumn, (c) => c.notNull())
      .addColumn('bank_id', 'integer', (c) => c.notNull())
      .addColumn('question_count', 'integer', (c) => c.notNull())
      .addColumn('seconds_per_question', 'integer', (c) => c.notNull())
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('available_from', TIMESTAMP)
      .addColumn('available_until', TIMESTAMP)
      .addColumn('published_at', TIMESTAMP)
      .addColumn('created_at', TIMESTAMP, (c) => c.notNull())
      .addColumn('created_by', userCodeColumn, (c) => c.notNull())
      .addColumn('updated_at', TIMESTAMP, (c) => c.notNull())
      .addColumn('updated_by', userCodeColumn, (c) => c.notNull())
      .addUniqueConstraint('trivia_quizzes_tenant_id_uq', ['tenant_code', 'id'])
      // A bank that goes takes its quizzes (and their plays) with it.
      .$call(tenantForeignKey('trivia_quizzes_bank_fk', 'bank_id', 'question_banks', 'id', 'cascade'))
      .execute();
    await createTenantIndex(db, 'trivia_quizzes_status_idx', 'trivia_quizzes', ['status']);

    await withIdColumn(db, db.schema.createTable('trivia_plays'))
      .addColumn('tenant_code', TENANT_CODE, tenantCodeColumn)
      .addColumn('quiz_id', 'integer', (c) => c.notNull())
      .addColumn('user_code', userCodeColumn, (c) => c.notNull())
      .addColumn('location_id', 'integer')
      .addColumn('question_count', 'integer', (c) => c.notNull())
      .addColumn('started_at', TIMESTAMP, (c) => c.notNull())
      .addColumn('completed_at', TIMESTAMP)
      .addColumn('points', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('correct_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addUniqueConstraint('trivia_plays_tenant_id_uq', ['tenant_code', 'id'])
      .addUniqueConstraint('trivia_plays_quiz_user_uq', ['tenant_code', 'quiz_id', 'user_code'])
      .$call(tenantForeignKey('trivia_plays_quiz_fk', 'quiz_id', 'trivia_quizzes', 'id', 'cascade'))
      .$call(tenantForeignKey('trivia_plays_user_fk', 'user_code', 'users', 'user_code', 'cascade'))
      .execute();
    // Leaderboards: a tenant's plays of a period (month = started_at's month).
    await createTenantIndex(db, 'trivia_plays_started_idx', 'trivia_plays', ['started_at']);
    await createTenantIndex(db, 'trivia_plays_user_idx', 'trivia_plays', ['user_code']);

    await db.schema
      .createTable('trivia_play_answers')
      .addColumn('tenant_code', TENANT_CODE, tenantCodeColumn)
      .addColumn('play_id', 'integer', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('question_id', 'integer', (c) => c.notNull())
      .addColumn('question_snapshot', 'text', (c) => c.notNull())
      .addColumn('served_at', TIMESTAMP)
      .addColumn('deadline_at', TIMESTAMP)
      .addColumn('answered_at', TIMESTAMP)
      .addColumn('option_id', 'varchar(64)')
      .addColumn('is_correct', 'boolean')
      .addColumn('points', 'integer', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('trivia_play_answers_pk', ['tenant_code', 'play_id', 'position'])
      .$call(tenantForeignKey('trivia_play_answers_play_fk', 'play_id', 'trivia_plays', 'id', 'cascade'))
      .execute();
  },
  async down(db: TMigrationDb) {
    await db.schema.dropTable('trivia_play_answers').ifExists().execute();
    await db.schema.dropTable('trivia_plays').ifExists().execute();
    await db.schema.dropTable('trivia_quizzes').ifExists().execute();
  },
};
