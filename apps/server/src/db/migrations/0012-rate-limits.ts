import type { Migration } from 'kysely/migration';
import { TIMESTAMP, type TMigrationDb } from '../migration-helpers.ts';

/**
 * Atomic rate limits (issue 14): `lib/rate-limiter.ts` counts and decides in one upsert that
 * returns the new count. One row per bucket: its count and the end of its window, which the same
 * upsert restarts when it has ended; ended windows are deleted through the `window_ends_at` index.
 * `signin_attempts` (0002), read then written in separate statements, goes: nothing else used it.
 */
export const rateLimits: Migration = {
  async up(db: TMigrationDb) {
    await db.schema
      .createTable('rate_limit_counters')
      .addColumn('bucket', 'varchar(400)', (c) => c.primaryKey())
      .addColumn('count', 'integer', (c) => c.notNull())
      .addColumn('window_ends_at', TIMESTAMP, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('rate_limit_counters_window_ends_idx')
      .on('rate_limit_counters')
      .column('window_ends_at')
      .execute();
    await db.schema.dropTable('signin_attempts').execute();
  },

  async down(db: TMigrationDb) {
    // As 0002 created it; counts in progress are not carried back (limits start afresh).
    await db.schema
      .createTable('signin_attempts')
      .addColumn('bucket', 'varchar(400)', (c) => c.primaryKey())
      .addColumn('count', 'integer', (c) => c.notNull())
      .addColumn('window_ends_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.dropTable('rate_limit_counters').execute();
  },
};
