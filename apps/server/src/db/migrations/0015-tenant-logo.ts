import type { Migration } from 'kysely/migration';
import type { TMigrationDb } from '../migration-helpers.ts';

/**
 * The tenant's logo (issue 22 "the look"): a portal image path or an image data URL, shown in the
 * header instead of the tenant's name; null keeps the name. The admin area will edit it.
 */
export const tenantLogo: Migration = {
  async up(db: TMigrationDb) {
    await db.schema.alterTable('tenants').addColumn('logo_url', 'text').execute();
  },

  async down(db: TMigrationDb) {
    await db.schema.alterTable('tenants').dropColumn('logo_url').execute();
  },
};
