import type { Migration } from 'kysely/migration';
import { createTenantIndex, type TMigrationDb } from '../migration-helpers.ts';

/**
 * The people admin's totals by status and job role (issue 21, 100 000 users): without it a count
 * of a tenant's active or inactive people reads every row of the tenant (~25 ms); with it the count
 * reads this index alone (~2 ms; status and job role ~1 ms). Pages keep walking the name order.
 */
export const peopleStatusIndex: Migration = {
  async up(db: TMigrationDb) {
    await createTenantIndex(db, 'users_status_idx', 'users', ['status', 'job_role_code']);
  },

  async down(db: TMigrationDb) {
    await db.schema.dropIndex('users_status_idx').execute();
  },
};
