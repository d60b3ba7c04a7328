import type { Migration } from 'kysely/migration';
import type { TMigrationDb } from '../migration-helpers.ts';

/**
 * The tenant's brand colour (issue 22 "the look"): '#rrggbb', the web app's primary colour; null
 * keeps the portal's own. The admin area will edit it; the web app keeps text on it at WCAG AA.
 */
export const tenantBrand: Migration = {
  async up(db: TMigrationDb) {
    await db.schema.alterTable('tenants').addColumn('brand_color', 'varchar(7)').execute();
  },

  async down(db: TMigrationDb) {
    await db.schema.alterTable('tenants').dropColumn('brand_color').execute();
  },
};
