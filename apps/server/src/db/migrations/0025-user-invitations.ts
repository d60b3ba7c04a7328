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

/**
 * Invitations to set a first password (issue 21). Only a SHA-256 of the token is kept (the token
 * itself is in the link alone), unique across tenants so a link finds at most one row; the row
 * also carries its tenant, and a link opened on another tenant's host finds nothing. A row is
 * usable while `used_at` and `revoked_at` are null and `expires_at` is ahead.
 */
export const userInvitations: Migration = {
  async up(db: TMigrationDb) {
    await withIdColumn(db, db.schema.createTable('user_invitations'))
      .addColumn('tenant_code', TENANT_CODE, tenantCodeColumn)
      .addColumn('user_code', 'varchar(64)', (c) => c.notNull())
      .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('created_by', 'varchar(64)', (c) => c.notNull())
      .addColumn('created_at', TIMESTAMP, (c) => c.notNull())
      .addColumn('expires_at', TIMESTAMP, (c) => c.notNull())
      .addColumn('emailed_at', TIMESTAMP)
      .addColumn('used_at', TIMESTAMP)
      .addColumn('revoked_at', TIMESTAMP)
      .$call(tenantForeignKey('user_invitations_user_fk', 'user_code', 'users', 'user_code', 'cascade'))
      .execute();
    await createTenantIndex(db, 'user_invitations_user_idx', 'user_invitations', ['user_code', 'created_at']);
  },

  async down(db: TMigrationDb) {
    await db.schema.dropIndex('user_invitations_user_idx').execute();
    await db.schema.dropTable('user_invitations').execute();
  },
};
