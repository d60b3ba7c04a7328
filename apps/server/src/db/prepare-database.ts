import type { FastifyBaseLogger } from 'fastify';
import type { TBlobStore } from '../lib/storage/blob-store.ts';
import type { TDatabase } from './kysely.ts';
import { migrateToLatest } from './migrator.ts';
import { syncBundledStrings } from '../modules/translations/sync-bundled-strings.ts';
import { seedDemoIfEmpty } from './seed/seed-demo.ts';

/** Start-up: migrate, seed the demo tenants into an empty database, add this release's new strings. */
export async function prepareDatabase(
  database: TDatabase,
  options: {
    seedDemo: boolean;
    log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
    /** With it, the demo tenants also get their resource library and its generated media. */
    mediaStore?: TBlobStore;
  },
): Promise<void> {
  const applied = await migrateToLatest(database);
  if (applied.length > 0) {
    options.log.info({ applied }, 'migrations applied');
  }
  if (options.seedDemo) {
    const outcome = await seedDemoIfEmpty(database.db, { mediaStore: options.mediaStore });
    if (outcome === 'seeded') {
      options.log.info('demo tenants seeded (acme, boreal)');
    }
    if (outcome === 'refused-foreign-data') {
      options.log.warn('database holds tenants other than the demo: demo not seeded');
    }
  }
  const added = await syncBundledStrings(database.db);
  if (added > 0) {
    options.log.info({ added }, 'interface strings of this release added to tenants');
  }
}
