import type { Migration } from 'kysely/migration';
import {
  createTenantIndex,
  FALSE,
  TENANT_CODE,
  tenantCodeColumn,
  tenantForeignKey,
  TIMESTAMP,
  withIdColumn,
  withTimestamps,
  type TMigrationDb,
} from '../migration-helpers.ts';

const userCodeColumn = 'varchar(64)' as const;

/**
 * User notifications (issue 7; spec section 3 "User notification"): one row per notification
 * (type 1 General, 2 Important, 3 SystemGenerated; sanitized HTML description; effective date; the
 * audience it was created for) and one per recipient, holding that user's state (readOn, dismissed,
 * pop-ups left). The recipient row repeats the notification's type and effective date so the bell's
 * count and the lists are one indexed read of one table.
 *
 * Every row carries `tenant_code`; recipients reference their notification and their user through
 * composite foreign keys `(tenant_code, ...)`, and go with either.
 */
export const notifications: Migration = {
  async up(db: TMigrationDb) {
    await withIdColumn(db, db.schema.createTable('user_notifications'))
      .addColumn('tenant_code', TENANT_CODE, tenantCodeColumn)
      .addColumn('notification_type_id', 'integer', (c) => c.notNull())
      .addColumn('title', 'varchar(200)', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('effective_on', TIMESTAMP, (c) => c.notNull())
      // ALL, GROUP, ROLE or USERS; the group or role id and its name at creation (no foreign key:
      // the notification outlives the group or role it was sent to).
      .addColumn('audience_kind', 'varchar(16)', (c) => c.notNull())
      .addColumn('audience_id', 'integer')
      .addColumn('audience_name', 'varchar(200)')
      // userCode of the administrator; null for notifications the portal generates.
      .addColumn('created_by', userCodeColumn)
      .$call(withTimestamps)
      .addUniqueConstraint('user_notifications_tenant_id_uq', ['tenant_code', 'id'])
      .execute();
    await createTenantIndex(db, 'user_notifications_created_idx', 'user_notifications', ['created_at']);
    // Across tenants on purpose: each node looks for notifications that just became visible.
    await db.schema
      .createIndex('user_notifications_effective_idx')
      .on('user_notifications')
      .column('effective_on')
      .execute();

    await db.schema
      .createTable('user_notification_recipients')
      .addColumn('tenant_code', TENANT_CODE, tenantCodeColumn)
      .addColumn('notification_id', 'integer', (c) => c.notNull())
      .addColumn('user_code', userCodeColumn, (c) => c.notNull())
      .addColumn('notification_type_id', 'integer', (c) => c.notNull())
      .addColumn('effective_on', TIMESTAMP, (c) => c.notNull())
      .addColumn('read_on', TIMESTAMP)
      .addColumn('was_dismissed', 'boolean', (c) => c.notNull().defaultTo(FALSE))
      .addColumn('display_times_countdown', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', TIMESTAMP, (c) => c.notNull())
      .addPrimaryKeyConstraint('user_notification_recipients_pk', ['tenant_code', 'user_code', 'notification_id'])
      .$call(
        tenantForeignKey(
          'user_notification_recipients_notification_fk',
          'notification_id',
          'user_notifications',
          'id',
          'cascade',
        ),
      )
      .$call(tenantForeignKey('user_notification_recipients_user_fk', 'user_code', 'users', 'user_code', 'cascade'))
      .execute();
    // The bell: unread (read_on null) and visible (effective_on passed) of one user.
    await createTenantIndex(db, 'user_notification_recipients_unread_idx', 'user_notification_recipients', [
      'user_code',
      'read_on',
      'effective_on',
    ]);
    // The lists by type, newest first.
    await createTenantIndex(db, 'user_notification_recipients_type_idx', 'user_notification_recipients', [
      'user_code',
      'notification_type_id',
      'effective_on',
    ]);
    // Administration (counts, deletes) and the foreign key to the notification.
    await createTenantIndex(db, 'user_notification_recipients_notification_idx', 'user_notification_recipients', [
      'notification_id',
    ]);
  },

  async down(db: TMigrationDb) {
    await db.schema.dropTable('user_notification_recipients').execute();
    await db.schema.dropTable('user_notifications').execute();
  },
};
