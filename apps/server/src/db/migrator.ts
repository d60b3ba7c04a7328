import { Migrator, NO_MIGRATIONS, type Migration } from 'kysely/migration';
import type { TMigrationDb } from './migration-helpers.ts';
import { foundation } from './migrations/0001-foundation.ts';

/**
 * Migrations are listed here in order (not discovered from the file system), so they ship inside
 * any bundle and a missing import is a type error rather than a silently skipped migration.
 */
export const migrations: Record<string, Migration> = {
  '0001-foundation': foundation,
};

function createMigrator(db: TMigrationDb): Migrator {
  return new Migrator({ db, provider: { getMigrations: () => Promise.resolve(migrations) } });
}

async function run(step: Promise<Awaited<ReturnType<Migrator['migrateToLatest']>>>): Promise<string[]> {
  const { error, results } = await step;
  if (error) {
    throw error instanceof Error ? error : new Error(String(error));
  }
  return (results ?? []).map((result) => `${result.direction} ${result.migrationName}`);
}

/** Brings the schema to the latest migration; returns what ran. */
export function migrateToLatest(db: TMigrationDb): Promise<string[]> {
  return run(createMigrator(db).migrateToLatest());
}

/** Undoes every migration (used only to re-create a demo database). */
export function migrateToEmpty(db: TMigrationDb): Promise<string[]> {
  return run(createMigrator(db).migrateTo(NO_MIGRATIONS));
}
