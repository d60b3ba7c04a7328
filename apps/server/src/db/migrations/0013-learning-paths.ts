import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import {
  createTenantIndex,
  FALSE,
  TENANT_CODE,
  tenantCodeColumn,
  tenantForeignKey,
  TIMESTAMP,
  withIdColumn,
  type TMigrationDb,
} from '../migration-helpers.ts';

const userCodeColumn = 'varchar(64)' as const;
const codeColumn = 'varchar(64)' as const;
const titleColumn = 'varchar(200)' as const;

const toUser = (table: string, column = 'user_code') =>
  tenantForeignKey(`${table}_user_fk`, column, 'users', 'user_code', 'cascade');
const toPath = (table: string) => tenantForeignKey(`${table}_path_fk`, 'path_id', 'learning_paths', 'id', 'cascade');

/**
 * The learning record and learning paths (issue 15).
 *
 * `learning_statements` is the one learning record (CONVENTIONS.md section 9): xAPI statements
 * (actor, verb, object kind and id, result, time). The UNIQUE `(tenant_code, idempotency_key)`
 * makes recording idempotent (insert ... on conflict do nothing); progress reads go through the
 * index `(tenant_code, actor_user_code, object_kind, object_id, verb)`, so they look up the path's
 * objects only, never the user's whole record.
 *
 * Paths are versioned: levels, modules and items carry `(path_id, version)`; saving a path that
 * has been published writes a new version and keeps the old rows (what a learner was on, for the
 * "delta completion"). Completion is per object in the record, so it survives versions.
 */
export const learningPaths: Migration = {
  async up(db: TMigrationDb) {
    const tenantTable = (table: string) =>
      db.schema.createTable(table).addColumn('tenant_code', TENANT_CODE, tenantCodeColumn);
    const tenantTableWithId = (table: string) =>
      withIdColumn(db, db.schema.createTable(table)).addColumn('tenant_code', TENANT_CODE, tenantCodeColumn);

    await tenantTableWithId('learning_statements')
      .addColumn('actor_user_code', userCodeColumn, (c) => c.notNull())
      .addColumn('verb', 'varchar(16)', (c) => c.notNull())
      .addColumn('verb_iri', 'varchar(200)', (c) => c.notNull())
      .addColumn('object_kind', 'varchar(16)', (c) => c.notNull())
      .addColumn('object_id', codeColumn, (c) => c.notNull())
      .addColumn('result', 'text')
      .addColumn('timestamp', TIMESTAMP, (c) => c.notNull())
      .addColumn('idempotency_key', 'varchar(200)', (c) => c.notNull())
      .addUniqueConstraint('learning_statements_idempotency_uq', ['tenant_code', 'idempotency_key'])
      .$call(toUser('learning_statements', 'actor_user_code'))
      .execute();
    await createTenantIndex(db, 'learning_statements_actor_object_idx', 'learning_statements', [
      'actor_user_code',
      'object_kind',
      'object_id',
      'verb',
    ]);

    await tenantTableWithId('learning_paths')
      .addColumn('title_en', titleColumn, (c) => c.notNull())
      .addColumn('title_fr', titleColumn, (c) => c.notNull())
      .addColumn('description_en', 'text')
      .addColumn('description_fr', 'text')
      .addColumn('is_core', 'boolean', (c) => c.notNull().defaultTo(FALSE))
      .addColumn('job_role_code', codeColumn)
      .addColumn('due_days', 'integer')
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('published_at', TIMESTAMP)
      .addColumn('created_at', TIMESTAMP, (c) => c.notNull())
      .addColumn('created_by', userCodeColumn, (c) => c.notNull())
      .addColumn('updated_at', TIMESTAMP, (c) => c.notNull())
      .addColumn('updated_by', userCodeColumn, (c) => c.notNull())
      .addUniqueConstraint('learning_paths_tenant_id_uq', ['tenant_code', 'id'])
      .execute();
    await createTenantIndex(db, 'learning_paths_status_idx', 'learning_paths', ['status']);
    // One core path per job role, decided by the database.
    await db.schema
      .createIndex('learning_paths_core_job_role_uq')
      .on('learning_paths')
      .columns(['tenant_code', 'job_role_code'])
      .unique()
      .where(sql<boolean>`is_core = true`)
      .execute();

    await tenantTableWithId('learning_path_levels')
      .addColumn('path_id', 'integer', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('title_en', titleColumn, (c) => c.notNull())
      .addColumn('title_fr', titleColumn, (c) => c.notNull())
      .addUniqueConstraint('learning_path_levels_tenant_id_uq', ['tenant_code', 'id'])
      .$call(toPath('learning_path_levels'))
      .execute();
    await createTenantIndex(db, 'learning_path_levels_path_idx', 'learning_path_levels', ['path_id', 'version']);

    await tenantTableWithId('learning_path_modules')
      .addColumn('path_id', 'integer', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('level_id', 'integer', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('title_en', titleColumn, (c) => c.notNull())
      .addColumn('title_fr', titleColumn, (c) => c.notNull())
      .addUniqueConstraint('learning_path_modules_tenant_id_uq', ['tenant_code', 'id'])
      .$call(toPath('learning_path_modules'))
      .$call(tenantForeignKey('learning_path_modules_level_fk', 'level_id', 'learning_path_levels', 'id', 'cascade'))
      .execute();
    await createTenantIndex(db, 'learning_path_modules_path_idx', 'learning_path_modules', ['path_id', 'version']);

    await tenantTableWithId('learning_path_items')
      .addColumn('path_id', 'integer', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('level_id', 'integer', (c) => c.notNull())
      .addColumn('module_id', 'integer', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('object_kind', 'varchar(16)', (c) => c.notNull())
      .addColumn('object_id', 'integer', (c) => c.notNull())
      .addColumn('is_required', 'boolean', (c) => c.notNull())
      .addColumn('due_days', 'integer')
      .addUniqueConstraint('learning_path_items_tenant_id_uq', ['tenant_code', 'id'])
      .$call(toPath('learning_path_items'))
      .$call(tenantForeignKey('learning_path_items_module_fk', 'module_id', 'learning_path_modules', 'id', 'cascade'))
      .execute();
    await createTenantIndex(db, 'learning_path_items_path_idx', 'learning_path_items', ['path_id', 'version']);
    await createTenantIndex(db, 'learning_path_items_object_idx', 'learning_path_items', ['object_kind', 'object_id']);

    // Who gets a path: a job role, a location or a user (target_code holds the role code, the location id or the user code).
    await tenantTable('learning_path_assignments')
      .addColumn('path_id', 'integer', (c) => c.notNull())
      .addColumn('target_kind', 'varchar(16)', (c) => c.notNull())
      .addColumn('target_code', codeColumn, (c) => c.notNull())
      .addColumn('assigned_at', TIMESTAMP, (c) => c.notNull())
      .addColumn('assigned_by', userCodeColumn, (c) => c.notNull())
      .addPrimaryKeyConstraint('learning_path_assignments_pk', ['tenant_code', 'path_id', 'target_kind', 'target_code'])
      .$call(toPath('learning_path_assignments'))
      .execute();
    await createTenantIndex(db, 'learning_path_assignments_target_idx', 'learning_path_assignments', [
      'target_kind',
      'target_code',
    ]);

    // A user's core path: the one they chose (or were given), from when, and the version they last acknowledged.
    await tenantTable('user_learning_paths')
      .addColumn('user_code', userCodeColumn, (c) => c.notNull())
      .addColumn('path_id', 'integer', (c) => c.notNull())
      .addColumn('assigned_at', TIMESTAMP, (c) => c.notNull())
      .addColumn('acknowledged_version', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('user_learning_paths_pk', ['tenant_code', 'user_code'])
      .$call(toUser('user_learning_paths'))
      .$call(toPath('user_learning_paths'))
      .execute();
    await createTenantIndex(db, 'user_learning_paths_path_idx', 'user_learning_paths', ['path_id']);

    await tenantTableWithId('goal_types')
      .addColumn('code', codeColumn, (c) => c.notNull())
      .addColumn('name_en', titleColumn, (c) => c.notNull())
      .addColumn('name_fr', titleColumn, (c) => c.notNull())
      .addUniqueConstraint('goal_types_tenant_code_uq', ['tenant_code', 'code'])
      .addUniqueConstraint('goal_types_tenant_id_uq', ['tenant_code', 'id'])
      .execute();

    await tenantTableWithId('user_goals')
      .addColumn('user_code', userCodeColumn, (c) => c.notNull())
      .addColumn('goal_type_id', 'integer', (c) => c.notNull())
      .addColumn('title', titleColumn, (c) => c.notNull())
      // No foreign key: a goal outlives a deleted path (its link reads as null).
      .addColumn('path_id', 'integer')
      .addColumn('target_date', 'varchar(10)')
      .addColumn('created_at', TIMESTAMP, (c) => c.notNull())
      .$call(toUser('user_goals'))
      .$call(tenantForeignKey('user_goals_type_fk', 'goal_type_id', 'goal_types', 'id', 'cascade'))
      .execute();
    await createTenantIndex(db, 'user_goals_user_idx', 'user_goals', ['user_code']);
  },

  async down(db: TMigrationDb) {
    for (const table of [
      'user_goals',
      'goal_types',
      'user_learning_paths',
      'learning_path_assignments',
      'learning_path_items',
      'learning_path_modules',
      'learning_path_levels',
      'learning_paths',
      'learning_statements',
    ]) {
      await db.schema.dropTable(table).execute();
    }
  },
};
