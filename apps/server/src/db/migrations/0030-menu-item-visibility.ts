import type { Migration } from 'kysely/migration';
import { TRUE, type TMigrationDb } from '../migration-helpers.ts';

/**
 * Show or hide a menu item (issue 21, spec section 3 "showMenu" per item in the tenant settings'
 * Menus tab). Hiding only leaves the item out of the nav: its page still follows the module's
 * on/off and the permissions (a bookmarked address keeps working). Existing items stay shown.
 */
export const menuItemVisibility: Migration = {
  async up(db: TMigrationDb) {
    await db.schema
      .alterTable('menu_items')
      .addColumn('show_in_menu', 'boolean', (c) => c.notNull().defaultTo(TRUE))
      .execute();
  },

  async down(db: TMigrationDb) {
    await db.schema.alterTable('menu_items').dropColumn('show_in_menu').execute();
  },
};
