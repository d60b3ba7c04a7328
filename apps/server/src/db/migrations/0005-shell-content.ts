import type { Migration } from 'kysely/migration';
import { FALSE, TIMESTAMP, withIdColumn, type TMigrationDb } from '../migration-helpers.ts';

const tenantColumn = 'varchar(32)' as const;

/**
 * What the portal shell reads and writes beside menus: tenant notifications (Terms and Conditions,
 * Privacy Policy; versioned, per language, HTML sanitised on write), contact-us requests, client
 * error reports and the tenant's tag-manager configuration.
 */
export const shellContent: Migration = {
  async up(db: TMigrationDb) {
    await withIdColumn(db, db.schema.createTable('tenant_notifications'))
      .addColumn('tenant_code', tenantColumn, (c) => c.notNull().references('tenants.tenant_code').onDelete('cascade'))
      .addColumn('code', 'varchar(100)', (c) => c.notNull())
      .addColumn('type', 'varchar(32)', (c) => c.notNull())
      .addColumn('version', 'varchar(32)', (c) => c.notNull())
      .addColumn('effective_from', TIMESTAMP, (c) => c.notNull())
      .addColumn('locale', 'varchar(16)', (c) => c.notNull())
      .addColumn('title', 'varchar(200)', (c) => c.notNull())
      .addColumn('html_content', 'text', (c) => c.notNull())
      .addColumn('created_at', TIMESTAMP, (c) => c.notNull())
      .addUniqueConstraint('tenant_notifications_code_uq', ['tenant_code', 'code'])
      .addUniqueConstraint('tenant_notifications_version_uq', ['tenant_code', 'type', 'locale', 'version'])
      .execute();
    await db.schema
      .createIndex('tenant_notifications_lookup_idx')
      .on('tenant_notifications')
      .columns(['tenant_code', 'type', 'locale', 'effective_from'])
      .execute();

    await withIdColumn(db, db.schema.createTable('contact_requests'))
      .addColumn('tenant_code', tenantColumn, (c) => c.notNull().references('tenants.tenant_code').onDelete('cascade'))
      .addColumn('user_code', 'varchar(64)', (c) => c.notNull())
      .addColumn('name', 'varchar(100)', (c) => c.notNull())
      .addColumn('email', 'varchar(320)', (c) => c.notNull())
      .addColumn('subject', 'varchar(200)', (c) => c.notNull())
      .addColumn('message', 'varchar(4000)', (c) => c.notNull())
      .addColumn('correlation_id', 'varchar(128)', (c) => c.notNull())
      .addColumn('created_at', TIMESTAMP, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('contact_requests_tenant_idx').on('contact_requests').column('tenant_code').execute();

    await withIdColumn(db, db.schema.createTable('client_errors'))
      .addColumn('tenant_code', tenantColumn, (c) => c.notNull().references('tenants.tenant_code').onDelete('cascade'))
      // The correlation id of the report itself, and the one of the failed call the client names.
      .addColumn('correlation_id', 'varchar(128)', (c) => c.notNull())
      .addColumn('client_correlation_id', 'varchar(128)')
      .addColumn('message', 'varchar(2000)', (c) => c.notNull())
      .addColumn('stack', 'text')
      .addColumn('url', 'varchar(2048)', (c) => c.notNull())
      .addColumn('user_agent', 'varchar(512)')
      .addColumn('created_at', TIMESTAMP, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('client_errors_tenant_idx')
      .on('client_errors')
      .columns(['tenant_code', 'created_at'])
      .execute();

    await db.schema
      .createTable('tenant_analytics')
      .addColumn('tenant_code', tenantColumn, (c) =>
        c.primaryKey().references('tenants.tenant_code').onDelete('cascade'),
      )
      .addColumn('container_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('data_layer_name', 'varchar(64)', (c) => c.notNull())
      .addColumn('is_enabled', 'boolean', (c) => c.notNull().defaultTo(FALSE))
      .execute();
  },

  async down(db: TMigrationDb) {
    for (const table of ['tenant_analytics', 'client_errors', 'contact_requests', 'tenant_notifications']) {
      await db.schema.dropTable(table).execute();
    }
  },
};
