import type { Migration } from 'kysely/migration';
import {
  createTenantIndex,
  TENANT_CODE,
  tenantCodeColumn,
  TIMESTAMP,
  type TMigrationDb,
} from '../migration-helpers.ts';

/**
 * Teams (issue 20).
 *
 * - `team_nudges`: one row per manager and person, holding when the manager last nudged them. A
 *   nudge is one upsert whose update applies only when the last one is at least 24 hours old
 *   (`on conflict ... do update ... where last_nudged_at <= cutoff returning`): the database decides
 *   who is nudged, so concurrent nudges of the same person send one (team.repository.ts).
 * - `learning_statements_actor_time_idx`: a person's latest statements (the team's "last active"
 *   and a member's recent activity) read an index range instead of all their statements.
 */
export const teamNudges: Migration = {
  async up(db: TMigrationDb) {
    await db.schema
      .createTable('team_nudges')
      .addColumn('tenant_code', TENANT_CODE, tenantCodeColumn)
      .addColumn('manager_user_code', 'varchar(64)', (c) => c.notNull())
      .addColumn('user_code', 'varchar(64)', (c) => c.notNull())
      .addColumn('last_nudged_at', TIMESTAMP, (c) => c.notNull())
      .addColumn('nudge_count', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('team_nudges_pk', ['tenant_code', 'manager_user_code', 'user_code'])
      .execute();
    await createTenantIndex(db, 'learning_statements_actor_time_idx', 'learning_statements', [
      'actor_user_code',
      'timestamp',
    ]);
  },

  async down(db: TMigrationDb) {
    await db.schema.dropIndex('learning_statements_actor_time_idx').execute();
    await db.schema.dropTable('team_nudges').execute();
  },
};
