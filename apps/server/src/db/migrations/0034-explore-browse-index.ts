import type { Migration } from 'kysely/migration';
import { createTenantIndex, type TMigrationDb } from '../migration-helpers.ts';

/**
 * Explore's "new this week" (issue 20, 100 000 items): the index's published documents of a tenant
 * by effective date, so the last days' documents are a range of this index rather than a read of
 * every document of the tenant (~0.8 s on SQLite at 200 000 documents).
 */
export const exploreBrowseIndex: Migration = {
  async up(db: TMigrationDb) {
    await createTenantIndex(db, 'search_documents_published_idx', 'search_documents', ['status', 'effective_date']);
  },

  async down(db: TMigrationDb) {
    await db.schema.dropIndex('search_documents_published_idx').execute();
  },
};
