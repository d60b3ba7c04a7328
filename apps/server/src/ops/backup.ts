import { execFile } from 'node:child_process';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import type { TDatabaseTarget } from '../db/database-url.ts';
import type { TBlobStore } from '../lib/storage/blob-store.ts';

/*
 * `./portal backup` and `./portal restore` (issue 23): a consistent snapshot of the database, taken
 * while the portal serves, with the media files beside it. The database tools do the copying:
 * SQLite's online backup API (better-sqlite3's `backup`) and `pg_dump`/`pg_restore`, run on a
 * snapshot exported from a transaction whose row counts go into the manifest, so that a restore
 * can prove it found every row.
 */

const run = promisify(execFile);

export const BACKUP_FORMAT = 'portal-backup-v1';
const MANIFEST = 'manifest.json';
const SQLITE_FILE = 'portal.db';
const POSTGRES_FILE = 'portal.pgdump';
const MEDIA_DIR = 'media';
// pg-boss's own tables (jobs come and go) are copied but not counted: the portal's rows are.
const POSTGRES_SCHEMA_DEFAULT = 'public';

export type TBackupManifest = {
  format: typeof BACKUP_FORMAT;
  createdAt: string;
  dialect: TDatabaseTarget['dialect'];
  /** Rows of every portal table in the snapshot. */
  tables: Record<string, number>;
  media: { files: number; bytes: number };
};

export type TRestoreOutcome = { manifest: TBackupManifest; missingRows: string[]; missingFiles: number };

const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

// ---------------------------------------------------------------------------------------------
// SQLite

function sqliteTables(database: SqliteDatabase.Database): string[] {
  const rows = database
    .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name")
    .all() as { name: string }[];
  return rows.map((row) => row.name);
}

function countSqliteRows(file: string): Record<string, number> {
  const database = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  try {
    const counts: Record<string, number> = {};
    for (const table of sqliteTables(database)) {
      const row = database.prepare(`select count(*) as count from ${quoteIdentifier(table)}`).get() as {
        count: number;
      };
      counts[table] = row.count;
    }
    return counts;
  } finally {
    database.close();
  }
}

async function backupSqlite(path: string, dir: string): Promise<Record<string, number>> {
  const source = new SqliteDatabase(path, { readonly: true, fileMustExist: true });
  try {
    // The online backup copies pages in steps, starting again when another connection writes
    // between two steps; after the first step it copies everything at once, so it always ends.
    await source.backup(join(dir, SQLITE_FILE), { progress: () => Number.MAX_SAFE_INTEGER });
  } finally {
    source.close();
  }
  return countSqliteRows(join(dir, SQLITE_FILE));
}

async function restoreSqlite(path: string, dir: string): Promise<Record<string, number>> {
  if (existsSync(path) && (await stat(path)).size > 0) {
    throw new Error(`refused: ${path} exists; restore into a new database file`);
  }
  await mkdir(dirname(path), { recursive: true });
  await copyFile(join(dir, SQLITE_FILE), path);
  return countSqliteRows(path);
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL

function schemaOf(target: Extract<TDatabaseTarget, { dialect: 'postgres' }>): string {
  return target.schema ?? POSTGRES_SCHEMA_DEFAULT;
}

async function countPostgresRows(client: pg.ClientBase, schema: string): Promise<Record<string, number>> {
  const tables = await client.query<{ name: string }>(
    "select table_name as name from information_schema.tables where table_schema = $1 and table_type = 'BASE TABLE' order by table_name",
    [schema],
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows) {
    const result = await client.query<{ count: string }>(
      `select count(*) as count from ${quoteIdentifier(schema)}.${quoteIdentifier(name)}`,
    );
    counts[name] = Number(result.rows[0]?.count ?? 0);
  }
  return counts;
}

async function backupPostgres(
  target: Extract<TDatabaseTarget, { dialect: 'postgres' }>,
  dir: string,
): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: target.connectionString });
  await client.connect();
  try {
    // One snapshot for the counts and the dump: pg_dump reads exactly what this transaction sees.
    await client.query('begin isolation level repeatable read read only');
    const exported = await client.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot');
    const counts = await countPostgresRows(client, schemaOf(target));
    await run('pg_dump', [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--snapshot=${exported.rows[0]?.snapshot ?? ''}`,
      `--file=${join(dir, POSTGRES_FILE)}`,
      `--dbname=${target.connectionString}`,
    ]);
    await client.query('commit');
    return counts;
  } finally {
    await client.end();
  }
}

async function restorePostgres(
  target: Extract<TDatabaseTarget, { dialect: 'postgres' }>,
  dir: string,
): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: target.connectionString });
  await client.connect();
  try {
    const existing = await client.query(
      "select 1 from information_schema.tables where table_schema = $1 and table_name = 'tenants'",
      [schemaOf(target)],
    );
    if (existing.rowCount !== 0) {
      throw new Error('refused: the database already holds the portal; restore into a new, empty database');
    }
    await run('pg_restore', [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      `--dbname=${target.connectionString}`,
      join(dir, POSTGRES_FILE),
    ]);
    return await countPostgresRows(client, schemaOf(target));
  } finally {
    await client.end();
  }
}

// ---------------------------------------------------------------------------------------------
// Media

async function backupMedia(store: TBlobStore, dir: string): Promise<{ files: number; bytes: number }> {
  let files = 0;
  let bytes = 0;
  for await (const blob of store.list('')) {
    const body = await store.get(blob.key);
    // Deleted since it was listed: the snapshot taken before does not need it either.
    if (body === null) {
      continue;
    }
    const file = join(dir, MEDIA_DIR, ...blob.key.split('/'));
    await mkdir(dirname(file), { recursive: true });
    await pipeline(body, createWriteStream(file));
    files += 1;
    bytes += (await stat(file)).size;
  }
  return { files, bytes };
}

async function listFiles(root: string): Promise<string[]> {
  if (!existsSync(root)) {
    return [];
  }
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

async function restoreMedia(store: TBlobStore, dir: string): Promise<number> {
  const root = join(dir, MEDIA_DIR);
  let restored = 0;
  for (const file of await listFiles(root)) {
    const key = relative(root, file).split(sep).join('/');
    await store.put(key, createReadStream(file));
    restored += 1;
  }
  return restored;
}

// ---------------------------------------------------------------------------------------------

/** Writes a backup of the database and the media into `dir` (created; it must be empty or new). */
export async function createBackup(options: {
  target: TDatabaseTarget;
  media: TBlobStore;
  dir: string;
  now?: Date;
}): Promise<TBackupManifest> {
  const { target, media, dir } = options;
  await mkdir(dir, { recursive: true });
  if ((await readdir(dir)).length > 0) {
    throw new Error(`refused: ${dir} is not empty`);
  }
  // The database first: media uploaded meanwhile are kept too (a row never names a file the copy lacks).
  const tables = target.dialect === 'sqlite' ? await backupSqlite(target.path, dir) : await backupPostgres(target, dir);
  const manifest: TBackupManifest = {
    format: BACKUP_FORMAT,
    createdAt: (options.now ?? new Date()).toISOString(),
    dialect: target.dialect,
    tables,
    media: await backupMedia(media, dir),
  };
  await writeFile(join(dir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/** Reads a backup's manifest; throws a readable error when `dir` holds none. */
export async function readManifest(dir: string): Promise<TBackupManifest> {
  const file = join(dir, MANIFEST);
  if (!existsSync(file)) {
    throw new Error(`${dir} holds no portal backup (no ${MANIFEST})`);
  }
  const manifest = JSON.parse(await readFile(file, 'utf8')) as TBackupManifest;
  if (manifest.format !== BACKUP_FORMAT) {
    throw new Error(`${dir} holds a backup of another format (${String(manifest.format)})`);
  }
  return manifest;
}

/**
 * Restores a backup into a new, empty database of the same dialect and a media store, then checks
 * that every table holds the rows the manifest counted and every file came back.
 */
export async function restoreBackup(options: {
  target: TDatabaseTarget;
  media: TBlobStore;
  dir: string;
}): Promise<TRestoreOutcome> {
  const { target, media, dir } = options;
  const manifest = await readManifest(dir);
  if (manifest.dialect !== target.dialect) {
    throw new Error(`refused: the backup is of a ${manifest.dialect} database, DATABASE_URL names ${target.dialect}`);
  }
  const counts =
    target.dialect === 'sqlite' ? await restoreSqlite(target.path, dir) : await restorePostgres(target, dir);
  const missingRows = Object.entries(manifest.tables)
    .filter(([table, count]) => counts[table] !== count)
    .map(([table, count]) => `${table}: ${counts[table] ?? 0} of ${count}`);
  const restoredFiles = await restoreMedia(media, dir);
  return { manifest, missingRows, missingFiles: Math.max(0, manifest.media.files - restoredFiles) };
}
