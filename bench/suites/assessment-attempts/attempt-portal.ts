import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { openDatabase, type TDatabase } from '../../../apps/server/src/db/kysely.ts';
import { findFreePort } from '../../lib/free-port.ts';
import { startProcess, type TStartedProcess } from '../../lib/start-process.ts';

/*
 * A portal process of the attempts suite's own, on SQLite or PostgreSQL, that the suite can kill
 * with SIGKILL and start again on the same database and port (the run's own portal is SQLite
 * only and is not killed).
 */

const HOST = '127.0.0.1';
const repositoryRoot = resolve(import.meta.dirname, '../../..');
export const POSTGRES_ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export type TAttemptDialect = 'sqlite' | 'postgres';

export type TKillablePortal = {
  baseUrl: string;
  pid: () => number;
  /** SIGKILL: no shutdown, no flush, as a crash. */
  kill: () => Promise<void>;
  /** Starts the portal again on the same database and port. */
  restart: () => Promise<void>;
  /** The portal's database, opened from the suite (close it with the portal). */
  database: TDatabase;
  /** Stops the portal and removes its database and files. */
  dispose: () => Promise<void>;
};

/** One statement on the PostgreSQL server's admin database (create or drop a database). */
export async function adminQuery(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A portal (migrated and seeded with the demo on start) on a new database of the dialect. */
export async function startKillablePortal(dialect: TAttemptDialect): Promise<TKillablePortal> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-attempts-'));
  const port = await findFreePort(HOST);
  const baseUrl = `http://${HOST}:${port}`;
  const pgName = `portal_bench_attempts_${process.pid}_${Date.now()}`;
  let databaseUrl: string;
  if (dialect === 'postgres') {
    await adminQuery(`create database ${pgName}`);
    const url = new URL(POSTGRES_ADMIN_URL);
    url.pathname = `/${pgName}`;
    databaseUrl = url.toString();
  } else {
    databaseUrl = `sqlite:${join(dataDir, 'portal.db')}`;
  }
  const start = (): Promise<TStartedProcess> =>
    startProcess({
      name: `portal-${dialect}`,
      script: join(repositoryRoot, 'apps/server/src/main.ts'),
      cwd: repositoryRoot,
      env: {
        ...process.env,
        PORT: String(port),
        HOST,
        DATABASE_URL: databaseUrl,
        MEDIA_DIR: join(dataDir, 'media'),
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        SEED_DEMO: 'true',
      },
      readyUrl: `${baseUrl}/api/health`,
      readyTimeoutMs: 120_000,
    });
  let child = await start();
  const database =
    dialect === 'postgres'
      ? openDatabase({ dialect: 'postgres', connectionString: databaseUrl })
      : openDatabase({ dialect: 'sqlite', path: databaseUrl.slice('sqlite:'.length) });
  return {
    baseUrl,
    pid: () => child.pid,
    async kill() {
      process.kill(child.pid, 'SIGKILL');
      // Reaps the child (it reports the SIGKILL it died of) and forgets it.
      await child.stop();
    },
    async restart() {
      child = await start();
    },
    database,
    async dispose() {
      await child.stop();
      await database.destroy();
      if (dialect === 'postgres') {
        await adminQuery(`drop database if exists ${pgName} with (force)`);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
