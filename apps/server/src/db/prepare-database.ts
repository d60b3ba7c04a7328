import type { FastifyBaseLogger } from 'fastify';
import type { TDatabase } from './kysely.ts';
import { migrateToLatest } from './migrator.ts';
import { seedDemoIfEmpty } from './seed/seed-demo.ts';

/** Start-up: migrate, then seed the demo tenants into an empty database. */
export async function prepareDatabase(
  database: TDatabase,
  options: { seedDemo: boolean; log: Pick<FastifyBaseLogger, 'info' | 'warn'> },
): Promise<void> {
  const applied = await migrateToLatest(database.db);
  if (applied.length > 0) {
    options.log.info({ applied }, 'migrations applied');
  }
  if (!options.seedDemo) {
    return;
  }
  const outcome = await seedDemoIfEmpty(database.db);
  if (outcome === 'seeded') {
    options.log.info('demo tenants seeded (acme, boreal)');
  }
  if (outcome === 'refused-foreign-data') {
    options.log.warn('database holds tenants other than the demo: demo not seeded');
  }
}
