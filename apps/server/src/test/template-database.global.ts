import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import type { TestProject } from 'vitest/node';
import { parseDatabaseUrl } from '../db/database-url.ts';
import { openDatabase } from '../db/kysely.ts';
import { migrateToLatest } from '../db/migrator.ts';
import { prepareDatabase } from '../db/prepare-database.ts';
import { createJobRunner } from '../lib/jobs/job-runner.ts';
import { createDatabaseNamed, dropDatabaseNamed } from './test-database.ts';

const silentLog = { info: () => {}, warn: () => {} };

/**
 * Vitest global setup of the server projects: migrates and seeds the demo tenants once per run,
 * into a template that each test file's server copies (PostgreSQL `create database ... template`,
 * a serialized SQLite image), instead of every file building its own: seeding took 4-7 s a file on
 * PostgreSQL on a loaded machine, a copy well under one. The migrated database, before the seed,
 * is kept as a second template for the tests that start from an empty one (the seed's own tests,
 * the adapters'): a copy is ~1.1 s on PostgreSQL, creating and migrating from nothing 1.7-2.7 s.
 */
// What `teardown` removes: the templates this run made.
let removeTemplates: (() => Promise<void> | void) | null = null;

// A rollback journal, so the image opens as an in-memory database (WAL needs a file).
function writeSqliteImage(file: string, imageFile: string): void {
  const raw = new SqliteDatabase(file);
  raw.pragma('journal_mode = DELETE');
  writeFileSync(imageFile, raw.serialize());
  raw.close();
}

export async function setup(project: TestProject): Promise<void> {
  const url = project.config.env?.TEST_DATABASE_URL ?? 'sqlite::memory:';
  const target = parseDatabaseUrl(String(url));
  if (target.dialect === 'sqlite') {
    const file = join(tmpdir(), `portal-test-template-${randomBytes(6).toString('hex')}.sqlite`);
    const migrated = openDatabase({ dialect: 'sqlite', path: file });
    await migrateToLatest(migrated);
    await migrated.destroy();
    const migratedImageFile = `${file}.migrated.image`;
    writeSqliteImage(file, migratedImageFile);
    const database = openDatabase({ dialect: 'sqlite', path: file });
    await prepareDatabase(database, { seedDemo: true, log: silentLog });
    await database.destroy();
    const imageFile = `${file}.image`;
    writeSqliteImage(file, imageFile);
    for (const leftover of [file, `${file}-wal`, `${file}-shm`, `${file}-journal`]) {
      rmSync(leftover, { force: true });
    }
    project.provide('testDatabaseTemplate', { dialect: 'sqlite', imageFile });
    project.provide('migratedDatabaseTemplate', { dialect: 'sqlite', imageFile: migratedImageFile });
    removeTemplates = () => {
      rmSync(imageFile, { force: true });
      rmSync(migratedImageFile, { force: true });
    };
    return;
  }
  const suffix = randomBytes(6).toString('hex');
  const migratedName = `portal_migrated_${suffix}`;
  const migrated = await createDatabaseNamed(target.connectionString, migratedName);
  try {
    await migrateToLatest(migrated);
  } finally {
    // No connection may stay on a template while databases are created from it.
    await migrated.destroy();
  }
  const name = `portal_template_${suffix}`;
  const database = await createDatabaseNamed(target.connectionString, name, migratedName);
  try {
    await prepareDatabase(database, { seedDemo: true, log: silentLog });
    // pg-boss installs its schema on its first start: once here, not in every test server.
    const jobs = createJobRunner(database, { log: { error: () => {}, warn: () => {} } });
    await jobs.start();
    await jobs.stop();
  } finally {
    await database.destroy();
  }
  project.provide('testDatabaseTemplate', { dialect: 'postgres', name });
  project.provide('migratedDatabaseTemplate', { dialect: 'postgres', name: migratedName });
  removeTemplates = async () => {
    await dropDatabaseNamed(target.connectionString, name);
    await dropDatabaseNamed(target.connectionString, migratedName);
  };
}

export async function teardown(): Promise<void> {
  await removeTemplates?.();
}
