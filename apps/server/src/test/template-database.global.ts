import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import type { TestProject } from 'vitest/node';
import { parseDatabaseUrl } from '../db/database-url.ts';
import { openDatabase } from '../db/kysely.ts';
import { prepareDatabase } from '../db/prepare-database.ts';
import { createJobRunner } from '../lib/jobs/job-runner.ts';
import { createDatabaseNamed, dropDatabaseNamed } from './test-database.ts';

const silentLog = { info: () => {}, warn: () => {} };

/**
 * Vitest global setup of the server projects: migrates and seeds the demo tenants once per run,
 * into a template that each test file's server copies (PostgreSQL `create database ... template`,
 * a serialized SQLite image), instead of every file building its own: seeding took 4-7 s a file on
 * PostgreSQL on a loaded machine, a copy well under one.
 */
// What `teardown` removes: the template this run made.
let removeTemplate: (() => Promise<void> | void) | null = null;

export async function setup(project: TestProject): Promise<void> {
  const url = project.config.env?.TEST_DATABASE_URL ?? 'sqlite::memory:';
  const target = parseDatabaseUrl(String(url));
  if (target.dialect === 'sqlite') {
    const file = join(tmpdir(), `portal-test-template-${randomBytes(6).toString('hex')}.sqlite`);
    const database = openDatabase({ dialect: 'sqlite', path: file });
    await prepareDatabase(database, { seedDemo: true, log: silentLog });
    await database.destroy();
    // A rollback journal, so the image opens as an in-memory database (WAL needs a file).
    const raw = new SqliteDatabase(file);
    raw.pragma('journal_mode = DELETE');
    const imageFile = `${file}.image`;
    writeFileSync(imageFile, raw.serialize());
    raw.close();
    for (const leftover of [file, `${file}-wal`, `${file}-shm`]) {
      rmSync(leftover, { force: true });
    }
    project.provide('testDatabaseTemplate', { dialect: 'sqlite', imageFile });
    removeTemplate = () => rmSync(imageFile, { force: true });
    return;
  }
  const name = `portal_template_${randomBytes(6).toString('hex')}`;
  const database = await createDatabaseNamed(target.connectionString, name);
  try {
    await prepareDatabase(database, { seedDemo: true, log: silentLog });
    // pg-boss installs its schema on its first start: once here, not in every test server.
    const jobs = createJobRunner(database, { log: { error: () => {}, warn: () => {} } });
    await jobs.start();
    await jobs.stop();
  } finally {
    // No connection may stay on a template while databases are created from it.
    await database.destroy();
  }
  project.provide('testDatabaseTemplate', { dialect: 'postgres', name });
  removeTemplate = () => dropDatabaseNamed(target.connectionString, name);
}

export async function teardown(): Promise<void> {
  await removeTemplate?.();
}
