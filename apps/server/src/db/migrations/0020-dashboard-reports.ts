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

const codeColumn = 'varchar(64)' as const;

/**
 * Dashboard widgets and report exports (issue 18).
 *
 * - `dashboard_widgets`: the widgets a tenant's dashboard offers, in its order (`/dashboardWidgets`;
 *   `getdashboarddata` takes the row's id). A widget shows to those holding `permission` (null: every
 *   signed-in person), and only while its module is enabled (the widget catalogue in contracts).
 * - `user_dashboard_widgets`: a person's own order and hidden widgets; no row means the tenant's.
 * - `report_exports`: one export of a report to Excel, run as a background job. `status` goes
 *   QUEUED -> RUNNING -> DONE or FAILED; a RUNNING row whose `claimed_at` is older than the lease was
 *   left by a stopped process and is taken again (`attempts` counts the runs). The file exists only
 *   once DONE (`file_key` in the media store) and is kept until `expires_at`.
 */
export const dashboardReports: Migration = {
  async up(db: TMigrationDb) {
    await withIdColumn(db, db.schema.createTable('dashboard_widgets'))
      .addColumn('tenant_code', TENANT_CODE, tenantCodeColumn)
      .addColumn('widget_code', codeColumn, (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('permission', codeColumn)
      .addColumn('is_enabled', 'boolean', (c) => c.notNull().defaultTo(TRUE))
      .addUniqueConstraint('dashboard_widgets_tenant_id_uq', ['tenant_code', 'id'])
      .addUniqueConstraint('dashboard_widgets_code_uq', ['tenant_code', 'widget_code'])
      .execute();

    await db.schema
      .createTable('user_dashboard_widgets')
      .addColumn('tenant_code', TENANT_CODE, tenantCodeColumn)
      .addColumn('user_code', codeColumn, (c) => c.notNull())
      .addColumn('widget_id', 'integer', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('is_hidden', 'boolean', (c) => c.notNull().defaultTo(FALSE))
      .addColumn('updated_at', TIMESTAMP, (c) => c.notNull())
      .addPrimaryKeyConstraint('user_dashboard_widgets_pk', ['tenant_code', 'user_code', 'widget_id'])
      .$call(tenantForeignKey('user_dashboard_widgets_widget_fk', 'widget_id', 'dashboard_widgets', 'id', 'cascade'))
      .execute();

    await withIdColumn(db, db.schema.createTable('report_exports'))
      .addColumn('tenant_code', TENANT_CODE, tenantCodeColumn)
      .addColumn('user_code', codeColumn, (c) => c.notNull())
      .addColumn('report_code', codeColumn, (c) => c.notNull())
      /** JSON of the report query (filters, sort) the export was asked with. */
      .addColumn('query', 'text', (c) => c.notNull())
      .addColumn('locale', 'varchar(8)', (c) => c.notNull())
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('total_rows', 'integer')
      .addColumn('rows_written', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('file_key', 'varchar(200)')
      .addColumn('file_name', 'varchar(200)')
      .addColumn('byte_size', 'bigint')
      .addColumn('error', 'text')
      .addColumn('created_at', TIMESTAMP, (c) => c.notNull())
      .addColumn('claimed_at', TIMESTAMP)
      .addColumn('finished_at', TIMESTAMP)
      .addColumn('expires_at', TIMESTAMP)
      .execute();
    await createTenantIndex(db, 'report_exports_user_idx', 'report_exports', ['user_code', 'created_at']);
    await db.schema.createIndex('report_exports_status_idx').on('report_exports').columns(['status']).execute();
  },

  async down(db: TMigrationDb) {
    await db.schema.dropTable('report_exports').execute();
    await db.schema.dropTable('user_dashboard_widgets').execute();
    await db.schema.dropTable('dashboard_widgets').execute();
  },
};
