import type { Migration } from 'kysely/migration';
import { FALSE, TIMESTAMP, withIdColumn, type TMigrationDb } from '../migration-helpers.ts';

/** Tenants and what configures them: URLs, CDNs, modules, metadata, footer, locales, strings, users. */
export const foundation: Migration = {
  async up(db: TMigrationDb) {
    await db.schema
      .createTable('tenants')
      .addColumn('tenant_code', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('name', 'varchar(200)', (c) => c.notNull())
      .addColumn('default_locale', 'varchar(16)', (c) => c.notNull())
      .addColumn('default_landing_page', 'varchar(200)', (c) => c.notNull().defaultTo('/dashboard'))
      .addColumn('auth_client_id', 'varchar(100)', (c) => c.notNull())
      .addColumn('auth_scopes', 'varchar(500)', (c) => c.notNull())
      .addColumn('use_external_provider', 'boolean', (c) => c.notNull().defaultTo(FALSE))
      .addColumn('external_provider_configuration_name', 'varchar(100)')
      .addColumn('auth_service_url', 'varchar(500)')
      .addColumn('core_service_url', 'varchar(500)')
      .addColumn('permission_service_url', 'varchar(500)')
      .addColumn('clock_skew_in_sec', 'integer', (c) => c.notNull().defaultTo(300))
      .addColumn('minimum_global_search_field_length', 'integer', (c) => c.notNull().defaultTo(3))
      .addColumn('user_admin_module_code', 'varchar(32)', (c) => c.notNull())
      .addColumn('assessment_module_code', 'varchar(32)', (c) => c.notNull())
      .addColumn('resource_module_code', 'varchar(32)', (c) => c.notNull())
      .addColumn('test_module_code', 'varchar(32)', (c) => c.notNull())
      .addColumn('event_admin_module_code', 'varchar(32)', (c) => c.notNull())
      .addColumn('learning_path_module_code', 'varchar(32)', (c) => c.notNull())
      .addColumn('created_at', TIMESTAMP, (c) => c.notNull())
      .addColumn('updated_at', TIMESTAMP, (c) => c.notNull())
      .execute();

    await withIdColumn(db, db.schema.createTable('tenant_urls'))
      .addColumn('tenant_code', 'varchar(32)', (c) => c.notNull().references('tenants.tenant_code').onDelete('cascade'))
      .addColumn('host', 'varchar(253)', (c) => c.notNull().unique())
      .addColumn('is_primary', 'boolean', (c) => c.notNull().defaultTo(FALSE))
      .execute();
    await db.schema.createIndex('tenant_urls_tenant_idx').on('tenant_urls').column('tenant_code').execute();

    await withIdColumn(db, db.schema.createTable('tenant_cdns'))
      .addColumn('tenant_code', 'varchar(32)', (c) => c.notNull().references('tenants.tenant_code').onDelete('cascade'))
      .addColumn('url', 'varchar(500)', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('tenant_cdns_tenant_idx').on('tenant_cdns').column('tenant_code').execute();

    await withIdColumn(db, db.schema.createTable('tenant_modules'))
      .addColumn('tenant_code', 'varchar(32)', (c) => c.notNull().references('tenants.tenant_code').onDelete('cascade'))
      .addColumn('module_code', 'varchar(32)', (c) => c.notNull())
      .addColumn('display_name', 'varchar(200)')
      .addColumn('service_url', 'varchar(500)')
      .addColumn('spa_url', 'varchar(500)')
      .addColumn('position', 'integer', (c) => c.notNull())
      .addUniqueConstraint('tenant_modules_tenant_module_uq', ['tenant_code', 'module_code'])
      .execute();

    await db.schema
      .createTable('tenant_metadata')
      .addColumn('tenant_code', 'varchar(32)', (c) =>
        c.primaryKey().references('tenants.tenant_code').onDelete('cascade'),
      )
      .addColumn('competencies_enabled', 'boolean', (c) => c.notNull().defaultTo(FALSE))
      .addColumn('competency_user_view_enabled', 'boolean', (c) => c.notNull().defaultTo(FALSE))
      .addColumn('idle_timer_start_after_seconds', 'integer', (c) => c.notNull())
      .addColumn('timeout_after_seconds', 'integer', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('footer_configurations')
      .addColumn('tenant_code', 'varchar(32)', (c) =>
        c.primaryKey().references('tenants.tenant_code').onDelete('cascade'),
      )
      .addColumn('show_logo', 'boolean', (c) => c.notNull().defaultTo(FALSE))
      .addColumn('show_change_language_link', 'boolean', (c) => c.notNull().defaultTo(FALSE))
      .addColumn('show_language_switching_option', 'boolean', (c) => c.notNull().defaultTo(FALSE))
      .addColumn('copyright', 'varchar(500)')
      .addColumn('show_terms_and_conditions', 'boolean', (c) => c.notNull().defaultTo(FALSE))
      .addColumn('show_privacy', 'boolean', (c) => c.notNull().defaultTo(FALSE))
      .addColumn('show_contact_us_form', 'boolean', (c) => c.notNull().defaultTo(FALSE))
      .addColumn('contact_number', 'varchar(50)')
      .addColumn('show_powered_by', 'boolean', (c) => c.notNull().defaultTo(FALSE))
      .addColumn('show_other_tenant_urls', 'boolean', (c) => c.notNull().defaultTo(FALSE))
      .execute();

    for (const [table, nameColumn, urlColumn] of [
      ['footer_additional_links', 'link_name', 'link_url'],
      ['footer_social_media', 'media_name', 'media_url'],
      ['footer_product_links', 'link_name', 'link_url'],
    ] as const) {
      let builder = withIdColumn(db, db.schema.createTable(table)).addColumn('tenant_code', 'varchar(32)', (c) =>
        c.notNull().references('tenants.tenant_code').onDelete('cascade'),
      );
      if (table === 'footer_additional_links') {
        builder = builder.addColumn('group_name', 'varchar(200)', (c) => c.notNull());
      }
      await builder
        .addColumn(nameColumn, 'varchar(200)', (c) => c.notNull())
        .addColumn(urlColumn, 'varchar(1000)', (c) => c.notNull())
        .addColumn('locale', 'varchar(16)', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .execute();
      await db.schema.createIndex(`${table}_tenant_idx`).on(table).column('tenant_code').execute();
    }

    await withIdColumn(db, db.schema.createTable('tenant_other_urls'))
      .addColumn('tenant_code', 'varchar(32)', (c) => c.notNull().references('tenants.tenant_code').onDelete('cascade'))
      .addColumn('name', 'varchar(200)', (c) => c.notNull())
      .addColumn('url', 'varchar(1000)', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('tenant_other_urls_tenant_idx').on('tenant_other_urls').column('tenant_code').execute();

    await db.schema
      .createTable('locales')
      .addColumn('locale', 'varchar(16)', (c) => c.primaryKey())
      .execute();

    await db.schema
      .createTable('locale_names')
      .addColumn('locale', 'varchar(16)', (c) => c.notNull().references('locales.locale').onDelete('cascade'))
      .addColumn('display_locale', 'varchar(16)', (c) => c.notNull().references('locales.locale').onDelete('cascade'))
      .addColumn('name', 'varchar(100)', (c) => c.notNull())
      .addPrimaryKeyConstraint('locale_names_pk', ['locale', 'display_locale'])
      .execute();

    await db.schema
      .createTable('tenant_locales')
      .addColumn('tenant_code', 'varchar(32)', (c) => c.notNull().references('tenants.tenant_code').onDelete('cascade'))
      .addColumn('locale', 'varchar(16)', (c) => c.notNull().references('locales.locale'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('tenant_locales_pk', ['tenant_code', 'locale'])
      .execute();

    await withIdColumn(db, db.schema.createTable('resource_strings'))
      .addColumn('tenant_code', 'varchar(32)', (c) => c.notNull().references('tenants.tenant_code').onDelete('cascade'))
      .addColumn('application', 'varchar(32)', (c) => c.notNull())
      .addColumn('class_key', 'varchar(64)', (c) => c.notNull())
      .addColumn('locale', 'varchar(16)', (c) => c.notNull())
      .addColumn('string_key', 'varchar(200)', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .addUniqueConstraint('resource_strings_uq', ['tenant_code', 'application', 'class_key', 'locale', 'string_key'])
      .execute();

    await withIdColumn(db, db.schema.createTable('users'))
      .addColumn('tenant_code', 'varchar(32)', (c) => c.notNull().references('tenants.tenant_code').onDelete('cascade'))
      .addColumn('user_code', 'varchar(64)', (c) => c.notNull())
      .addColumn('email', 'varchar(320)', (c) => c.notNull())
      .addColumn('first_name', 'varchar(100)', (c) => c.notNull())
      .addColumn('last_name', 'varchar(100)', (c) => c.notNull())
      .addColumn('browsing_language_preference', 'varchar(16)')
      .addColumn('first_preference_updated', 'boolean', (c) => c.notNull().defaultTo(FALSE))
      .addColumn('created_at', TIMESTAMP, (c) => c.notNull())
      .addColumn('updated_at', TIMESTAMP, (c) => c.notNull())
      .addUniqueConstraint('users_tenant_user_code_uq', ['tenant_code', 'user_code'])
      .addUniqueConstraint('users_tenant_email_uq', ['tenant_code', 'email'])
      .execute();
  },

  async down(db: TMigrationDb) {
    for (const table of [
      'users',
      'resource_strings',
      'tenant_locales',
      'locale_names',
      'locales',
      'tenant_other_urls',
      'footer_product_links',
      'footer_social_media',
      'footer_additional_links',
      'footer_configurations',
      'tenant_metadata',
      'tenant_modules',
      'tenant_cdns',
      'tenant_urls',
      'tenants',
    ]) {
      await db.schema.dropTable(table).execute();
    }
  },
};
