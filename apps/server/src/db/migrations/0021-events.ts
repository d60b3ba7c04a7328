import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import {
  createTenantIndex,
  mediaIdType,
  TENANT_CODE,
  tenantCodeColumn,
  tenantForeignKey,
  TIMESTAMP,
  withIdColumn,
  type TMigrationDb,
} from '../migration-helpers.ts';

const userCodeColumn = 'varchar(64)' as const;

/**
 * Events (issue 19): events with their audiences, sessions and registrations.
 *
 * - `event_sessions.seated_count` is the seat counter the database decides with: a registration
 *   takes a seat by `UPDATE ... SET seated_count = seated_count + 1 WHERE seated_count < capacity`
 *   and checks the affected rows; every write of a session's registrations first updates this row,
 *   so on PostgreSQL they queue on its row lock (SQLite has one writer anyway).
 * - `waiting_seq` numbers the waiting list (a registration's `waiting_order`); the position shown is
 *   the rank among those still waiting.
 * - `event_registrations` is UNIQUE per (tenant, session, user): two registrations at once make one.
 * - `event_audiences.audience_key` is `KIND:code` (`ALL:`, `JOB_ROLE:MGR`, `LOCATION:3`, `GROUP:7`):
 *   a viewer's few keys find their events through one index.
 * - `reminder_sent_at` is set by the reminder sweep in the transaction that notifies: once per session.
 */
export const events: Migration = {
  async up(db: TMigrationDb) {
    await withIdColumn(db, db.schema.createTable('events'))
      .addColumn('tenant_code', TENANT_CODE, tenantCodeColumn)
      .addColumn('title_en', 'varchar(200)', (c) => c.notNull())
      .addColumn('title_fr', 'varchar(200)', (c) => c.notNull())
      .addColumn('description_en', 'text', (c) => c.notNull())
      .addColumn('description_fr', 'text', (c) => c.notNull())
      .addColumn('cover_media_id', mediaIdType(db))
      .addColumn('category_id', 'integer')
      .addColumn('time_zone', 'varchar(64)', (c) => c.notNull())
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('published_at', TIMESTAMP)
      .addColumn('created_at', TIMESTAMP, (c) => c.notNull())
      .addColumn('created_by', userCodeColumn, (c) => c.notNull())
      .addColumn('updated_at', TIMESTAMP, (c) => c.notNull())
      .addColumn('updated_by', userCodeColumn, (c) => c.notNull())
      .addUniqueConstraint('events_tenant_id_uq', ['tenant_code', 'id'])
      .execute();
    await createTenantIndex(db, 'events_status_idx', 'events', ['status']);

    await db.schema
      .createTable('event_audiences')
      .addColumn('tenant_code', TENANT_CODE, tenantCodeColumn)
      .addColumn('event_id', 'integer', (c) => c.notNull())
      .addColumn('target_kind', 'varchar(16)', (c) => c.notNull())
      .addColumn('target_code', 'varchar(100)', (c) => c.notNull())
      .addColumn('audience_key', 'varchar(120)', (c) => c.notNull())
      .addPrimaryKeyConstraint('event_audiences_pk', ['tenant_code', 'event_id', 'audience_key'])
      .$call(tenantForeignKey('event_audiences_event_fk', 'event_id', 'events', 'id', 'cascade'))
      .execute();
    await createTenantIndex(db, 'event_audiences_key_idx', 'event_audiences', ['audience_key', 'event_id']);

    await withIdColumn(db, db.schema.createTable('event_sessions'))
      .addColumn('tenant_code', TENANT_CODE, tenantCodeColumn)
      .addColumn('event_id', 'integer', (c) => c.notNull())
      .addColumn('starts_at', TIMESTAMP, (c) => c.notNull())
      .addColumn('ends_at', TIMESTAMP, (c) => c.notNull())
      .addColumn('registration_deadline', TIMESTAMP, (c) => c.notNull())
      .addColumn('mode', 'varchar(16)', (c) => c.notNull())
      .addColumn('place', 'varchar(300)')
      .addColumn('online_url', 'varchar(2000)')
      .addColumn('capacity', 'integer', (c) => c.notNull())
      .addColumn('seated_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('waiting_seq', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('cancelled_at', TIMESTAMP)
      .addColumn('reminder_sent_at', TIMESTAMP)
      .addColumn('created_at', TIMESTAMP, (c) => c.notNull())
      .addColumn('updated_at', TIMESTAMP, (c) => c.notNull())
      .addUniqueConstraint('event_sessions_tenant_id_uq', ['tenant_code', 'id'])
      .addCheckConstraint('event_sessions_seats_ck', sql`seated_count >= 0 and seated_count <= capacity`)
      .$call(tenantForeignKey('event_sessions_event_fk', 'event_id', 'events', 'id', 'cascade'))
      .execute();
    await createTenantIndex(db, 'event_sessions_starts_idx', 'event_sessions', ['starts_at']);
    await createTenantIndex(db, 'event_sessions_event_idx', 'event_sessions', ['event_id', 'starts_at']);
    // The reminder sweep: scheduled sessions by start, across tenants.
    await db.schema
      .createIndex('event_sessions_reminder_idx')
      .on('event_sessions')
      .columns(['status', 'starts_at'])
      .execute();

    await withIdColumn(db, db.schema.createTable('event_registrations'))
      .addColumn('tenant_code', TENANT_CODE, tenantCodeColumn)
      .addColumn('session_id', 'integer', (c) => c.notNull())
      .addColumn('event_id', 'integer', (c) => c.notNull())
      .addColumn('user_code', userCodeColumn, (c) => c.notNull())
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('waiting_order', 'integer')
      .addColumn('registered_at', TIMESTAMP, (c) => c.notNull())
      .addColumn('seated_at', TIMESTAMP)
      .addColumn('attendance', 'varchar(16)')
      .addColumn('attendance_at', TIMESTAMP)
      .addColumn('attendance_by', userCodeColumn)
      .addUniqueConstraint('event_registrations_session_user_uq', ['tenant_code', 'session_id', 'user_code'])
      .$call(tenantForeignKey('event_registrations_session_fk', 'session_id', 'event_sessions', 'id', 'cascade'))
      .$call(tenantForeignKey('event_registrations_user_fk', 'user_code', 'users', 'user_code', 'cascade'))
      .execute();
    await createTenantIndex(db, 'event_registrations_user_idx', 'event_registrations', ['user_code', 'session_id']);
    await createTenantIndex(db, 'event_registrations_waiting_idx', 'event_registrations', [
      'session_id',
      'status',
      'waiting_order',
    ]);
  },
  async down(db: TMigrationDb) {
    await db.schema.dropTable('event_registrations').ifExists().execute();
    await db.schema.dropTable('event_sessions').ifExists().execute();
    await db.schema.dropTable('event_audiences').ifExists().execute();
    await db.schema.dropTable('events').ifExists().execute();
  },
};
