import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { parseDatabaseUrl, type TDatabaseTarget } from '../db/database-url.ts';
import { openDatabase, type TDatabase } from '../db/kysely.ts';
import { LocalFileStore } from '../lib/storage/local-file-store.ts';
import { createDatabaseNamed, dropDatabaseNamed } from '../test/test-database.ts';
import { createBackup, restoreBackup } from './backup.ts';

/**
 * Issue 23: `./portal backup` takes a consistent snapshot while the portal writes, and
 * `./portal restore` brings back every row and every file into a new database and media store.
 */

const folder = mkdtempSync(join(tmpdir(), 'portal-backup-test-'));
const testUrl = parseDatabaseUrl(process.env.TEST_DATABASE_URL ?? 'sqlite::memory:');
const template = inject('testDatabaseTemplate');
const suffix = randomBytes(5).toString('hex');
const createdDatabases: string[] = [];

/** A database the test owns, as DATABASE_URL would name it: seeded (a copy of the template) or empty. */
async function databaseTarget(kind: 'seeded' | 'empty', name: string): Promise<TDatabaseTarget> {
  if (testUrl.dialect === 'sqlite') {
    const path = join(folder, `${name}.db`);
    if (kind === 'seeded' && template?.dialect === 'sqlite') {
      writeFileSync(path, readFileSync(template.imageFile));
    }
    return { dialect: 'sqlite', path };
  }
  const databaseName = `portal_backup_${name}_${suffix}`;
  const opened = await createDatabaseNamed(
    testUrl.connectionString,
    databaseName,
    kind === 'seeded' && template?.dialect === 'postgres' ? template.name : undefined,
  );
  await opened.destroy();
  createdDatabases.push(databaseName);
  const url = new URL(testUrl.connectionString);
  url.pathname = `/${databaseName}`;
  return { dialect: 'postgres', connectionString: url.toString() };
}

/** Every row of a table, in an order that does not depend on how it was stored. */
async function rowsOf(database: TDatabase, table: string): Promise<string[]> {
  const result = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(database.db);
  return result.rows.map((row) => JSON.stringify(row)).sort();
}

let source: TDatabase;
let sourceTarget: TDatabaseTarget;
const sourceMedia = new LocalFileStore(join(folder, 'media-source'));
const files = new Map<string, Buffer>([
  ['acme/images/cover.png', randomBytes(70_000)],
  ['acme/documents/handbook.pdf', randomBytes(250_000)],
  ['boreal/images/logo.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
]);

beforeAll(async () => {
  sourceTarget = await databaseTarget('seeded', 'source');
  source = openDatabase(sourceTarget);
  // Rows a writer adds one transaction at a time while the backup runs: a consistent snapshot
  // holds exactly the first n of them, none missing in between.
  await sql`create table backup_probe (id integer primary key, written_at varchar(40) not null)`.execute(source.db);
  for (const [key, body] of files) {
    await sourceMedia.put(key, body);
  }
});

afterAll(async () => {
  await source.destroy();
  for (const name of createdDatabases) {
    if (testUrl.dialect === 'postgres') {
      await dropDatabaseNamed(testUrl.connectionString, name);
    }
  }
  rmSync(folder, { recursive: true, force: true });
});

describe('backup and restore', () => {
  // A dump, a restore and every table read twice: tens of seconds on a loaded two-core machine.
  it(
    'snapshots the database while it is written and the media, and restores every row and file',
    { timeout: 120_000 },
    async () => {
      let isWriting = true;
      let written = 0;
      const writer = (async () => {
        while (isWriting) {
          written += 1;
          await sql`insert into backup_probe (id, written_at) values (${written}, ${new Date().toISOString()})`.execute(
            source.db,
          );
          await new Promise((resolve) => setTimeout(resolve, 2));
        }
      })();
      const backupDir = join(folder, 'backup');
      let manifest;
      try {
        // Some rows before the snapshot starts, more while it runs.
        while (written < 20) {
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
        manifest = await createBackup({ target: sourceTarget, media: sourceMedia, dir: backupDir });
      } finally {
        isWriting = false;
        await writer;
      }
      const probeRows = manifest.tables.backup_probe ?? 0;
      expect(probeRows).toBeGreaterThanOrEqual(20);
      expect(manifest.tables.tenants).toBe(2);
      expect(manifest.media).toEqual({
        files: files.size,
        bytes: [...files.values()].reduce((sum, body) => sum + body.length, 0),
      });

      const restoredTarget = await databaseTarget('empty', 'restored');
      const restoredMedia = new LocalFileStore(join(folder, 'media-restored'));
      const outcome = await restoreBackup({ target: restoredTarget, media: restoredMedia, dir: backupDir });
      expect(outcome.missingRows).toEqual([]);
      expect(outcome.missingFiles).toBe(0);

      const restored = openDatabase(restoredTarget);
      try {
        // The writer's rows: the first n, without a gap (what one moment of the database held).
        const probe = await sql<{ id: number }>`select id from backup_probe order by id`.execute(restored.db);
        expect(probe.rows.map((row) => Number(row.id))).toEqual(Array.from({ length: probeRows }, (_, i) => i + 1));
        // Every other table, row for row.
        for (const table of Object.keys(manifest.tables).filter((name) => name !== 'backup_probe')) {
          expect(await rowsOf(restored, table), table).toEqual(await rowsOf(source, table));
        }
      } finally {
        await restored.destroy();
      }
      for (const [key, body] of files) {
        expect(await restoredMedia.read(key), key).toEqual(body);
      }
    },
  );

  it('refuses to restore over a database that holds the portal, and to back up into a folder in use', async () => {
    const backupDir = join(folder, 'backup-2');
    await createBackup({ target: sourceTarget, media: sourceMedia, dir: backupDir });
    await expect(createBackup({ target: sourceTarget, media: sourceMedia, dir: backupDir })).rejects.toThrow(
      /not empty/,
    );
    await expect(restoreBackup({ target: sourceTarget, media: sourceMedia, dir: backupDir })).rejects.toThrow(
      /refused/,
    );
    await expect(restoreBackup({ target: sourceTarget, media: sourceMedia, dir: folder })).rejects.toThrow(
      /no portal backup/,
    );
  });
});
