import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import {
  createTenantIndex,
  isSqlite,
  TENANT_CODE,
  tenantCodeColumn,
  TIMESTAMP,
  withIdColumn,
  type TMigrationDb,
} from '../migration-helpers.ts';

/** Expressions the people list searches by prefix (ignoring case) and sorts by. */
const SEARCHED = {
  users_last_name_search_idx: 'lower(last_name)',
  users_first_name_search_idx: 'lower(first_name)',
  users_full_name_search_idx: "lower(first_name || ' ' || last_name)",
  users_email_search_idx: 'lower(email)',
} as const;

/**
 * The admin area (issue 21).
 *
 * - `admin_audit_log`: every change made in an admin area, written in the transaction of the change
 *   (modules/audit). `before_json` is null for a creation, `after_json` for a deletion. Rows are
 *   never updated; the actor is kept as a code, so a deleted user's changes stay readable.
 * - Indexes for the people list of a tenant with 100 000 users: a prefix search of names and email
 *   is a range of an index on the lower-cased text. On SQLite a range (`>=`, `<`) of the default
 *   (binary) order; on PostgreSQL `like 'prefix%'` over `text_pattern_ops`, since the database's
 *   collation may not order prefixes together.
 */
export const adminAudit: Migration = {
  async up(db: TMigrationDb) {
    await withIdColumn(db, db.schema.createTable('admin_audit_log'))
      .addColumn('tenant_code', TENANT_CODE, tenantCodeColumn)
      .addColumn('actor_user_code', 'varchar(64)', (c) => c.notNull())
      .addColumn('at', TIMESTAMP, (c) => c.notNull())
      .addColumn('area', 'varchar(32)', (c) => c.notNull())
      .addColumn('action', 'varchar(32)', (c) => c.notNull())
      .addColumn('target_kind', 'varchar(32)', (c) => c.notNull())
      .addColumn('target_id', 'varchar(100)', (c) => c.notNull())
      .addColumn('before_json', 'text')
      .addColumn('after_json', 'text')
      .execute();
    await createTenantIndex(db, 'admin_audit_log_at_idx', 'admin_audit_log', ['at', 'id']);
    await createTenantIndex(db, 'admin_audit_log_area_idx', 'admin_audit_log', ['area', 'at']);
    await createTenantIndex(db, 'admin_audit_log_actor_idx', 'admin_audit_log', ['actor_user_code', 'at']);
    await createTenantIndex(db, 'admin_audit_log_target_idx', 'admin_audit_log', ['target_kind', 'target_id', 'at']);

    for (const [name, expression] of Object.entries(SEARCHED)) {
      // SQLite without statistics would rather use any index on the tenant alone than several
      // ranges (every tenant's users then get tested): there the prefix alone is indexed and the
      // query keeps the tenant out of index choice (people-admin.repository.ts).
      const columns = isSqlite(db) ? expression : `tenant_code, ${expression} text_pattern_ops`;
      await sql.raw(`create index ${name} on users (${columns})`).execute(db);
    }
    // The list's default order (last name, first name, id, ignoring case): a page is an index walk.
    await sql
      .raw('create index users_name_order_idx on users (tenant_code, lower(last_name), lower(first_name), id)')
      .execute(db);
    await createTenantIndex(db, 'users_job_role_idx', 'users', ['job_role_code']);
    // Who holds a role (the lock-out rule, the list's role filter) without reading every grant.
    await createTenantIndex(db, 'user_roles_role_idx', 'user_roles', ['role_id', 'user_id']);
  },

  async down(db: TMigrationDb) {
    await db.schema.dropIndex('user_roles_role_idx').execute();
    await db.schema.dropIndex('users_job_role_idx').execute();
    await db.schema.dropIndex('users_name_order_idx').execute();
    for (const name of Object.keys(SEARCHED)) {
      await db.schema.dropIndex(name).execute();
    }
    await db.schema.dropTable('admin_audit_log').execute();
  },
};
