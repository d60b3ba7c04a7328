import { MenuValidation } from '@portal/contracts';
import type { Migration } from 'kysely/migration';
import { FALSE, TRUE, withIdColumn, type TMigrationDb } from '../migration-helpers.ts';

const tenantColumn = 'varchar(32)' as const;
const codeColumn = 'varchar(64)' as const;
const nameColumn = `varchar(${MenuValidation.maxDisplayNameLength})` as const;
const displayModeColumn = 'varchar(16)' as const;

/**
 * The header's menus (spec section 2 "Header and menus"): per tenant and display mode (Web,
 * Mobile) whether the menu shows, and the tenant's menu items, one level of children deep.
 * Names are stored per language and may be null (the module's display name then applies).
 */
export const menus: Migration = {
  async up(db: TMigrationDb) {
    await db.schema
      .createTable('menu_configurations')
      .addColumn('tenant_code', tenantColumn, (c) => c.notNull().references('tenants.tenant_code').onDelete('cascade'))
      .addColumn('display_mode', displayModeColumn, (c) => c.notNull())
      .addColumn('show_menu', 'boolean', (c) => c.notNull().defaultTo(TRUE))
      .addPrimaryKeyConstraint('menu_configurations_pk', ['tenant_code', 'display_mode'])
      .execute();

    await withIdColumn(db, db.schema.createTable('menu_items'))
      .addColumn('tenant_code', tenantColumn, (c) => c.notNull().references('tenants.tenant_code').onDelete('cascade'))
      .addColumn('parent_id', 'integer')
      // null: a shell entry of no module (Dashboard).
      .addColumn('module_code', codeColumn)
      .addColumn('route', `varchar(${MenuValidation.maxRouteLength})`, (c) => c.notNull())
      .addColumn('display_name_en', nameColumn)
      .addColumn('display_name_fr', nameColumn)
      .addColumn('use_external_route', 'boolean', (c) => c.notNull().defaultTo(FALSE))
      .addColumn('ui_module_code', `varchar(${MenuValidation.maxUiModuleCodeLength})`)
      .addColumn('group_name_en', nameColumn)
      .addColumn('group_name_fr', nameColumn)
      // null: shown in both display modes.
      .addColumn('display_mode', displayModeColumn)
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
      // Comma-separated permission keys; empty means no requirement.
      .addColumn('permissions', `varchar(${MenuValidation.maxPermissionsLength})`, (c) => c.notNull().defaultTo(''))
      .addColumn('permission_mode', 'varchar(8)', (c) => c.notNull().defaultTo('any'))
      // Target of the parent reference below: a parent is always in the child's tenant.
      .addUniqueConstraint('menu_items_tenant_id_uq', ['tenant_code', 'id'])
      .addForeignKeyConstraint(
        'menu_items_parent_fk',
        ['tenant_code', 'parent_id'],
        'menu_items',
        ['tenant_code', 'id'],
        (fk) => fk.onDelete('cascade'),
      )
      .execute();
    await db.schema
      .createIndex('menu_items_tenant_position_idx')
      .on('menu_items')
      .columns(['tenant_code', 'position'])
      .execute();
  },

  async down(db: TMigrationDb) {
    await db.schema.dropIndex('menu_items_tenant_position_idx').execute();
    await db.schema.dropTable('menu_items').execute();
    await db.schema.dropTable('menu_configurations').execute();
  },
};
