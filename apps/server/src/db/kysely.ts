import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { LRUCache } from 'lru-cache';
import pg from 'pg';
import { DatabaseUnavailableError } from '../lib/unavailable-dependency.ts';
import type { Database } from './schema.ts';
import type { TDatabaseTarget } from './database-url.ts';

export type TDialectName = TDatabaseTarget['dialect'];

export type TDatabase = {
  db: Kysely<Database>;
  dialect: TDialectName;
  /** PostgreSQL schema the connections use, when not the default one (tests isolate in one each). */
  schema?: string;
  /** The PostgreSQL pool's connections, for the operations metrics (absent on SQLite: no pool). */
  poolStats?: () => { total: number; idle: number; waiting: number };
  destroy: () => Promise<void>;
};

/** better-sqlite3 binds neither booleans nor dates; the same query code passes both on PostgreSQL. */
function toSqliteParameter(value: unknown): unknown {
  if (typeof value === 'boolean') {
    return value ? 1 : 0;
  }
  if (value instanceof Date) {
    return value.toISOString();
  }
  return value;
}

// Compiled statements kept per SQL text: compiling cost a fifth of a cached call's CPU. Bounded,
// since lists of ids make SQL texts of every length.
const MAX_CACHED_STATEMENTS = 500;

/** A bounded, least-recently-used cache of compiled statements of one connection (synchronous). */
function createStatementCache(database: SqliteDatabase.Database) {
  const statements = new LRUCache<string, SqliteDatabase.Statement>({
    max: MAX_CACHED_STATEMENTS,
    memoMethod: (sql) => database.prepare(sql),
  });
  return (sql: string): SqliteDatabase.Statement => statements.memo(sql);
}

function withPortableBinding(database: SqliteDatabase.Database) {
  const compiled = createStatementCache(database);
  const bind = (parameters: ReadonlyArray<unknown>) => parameters.map(toSqliteParameter);
  return {
    close: () => database.close(),
    prepare(sql: string) {
      const statement = compiled(sql);
      return {
        reader: statement.reader,
        all: (parameters: ReadonlyArray<unknown>) => statement.all(...bind(parameters)),
        run: (parameters: ReadonlyArray<unknown>) => statement.run(...bind(parameters)),
        // A statement being iterated is busy until the iteration ends: streams get their own.
        iterate: (parameters: ReadonlyArray<unknown>) => database.prepare(sql).iterate(...bind(parameters)),
      };
    },
  };
}

/** A file path, `:memory:`, or a serialized database to start an in-memory one from. */
function openSqlite(source: string | Buffer): TDatabase {
  if (typeof source === 'string' && source !== ':memory:') {
    mkdirSync(dirname(source), { recursive: true });
  }
  const database = new SqliteDatabase(source);
  // WAL lets readers proceed while a write commits; foreign keys are off by default in SQLite.
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = NORMAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withPortableBinding(database) }),
  });
  return { db, dialect: 'sqlite', destroy: () => db.destroy() };
}

// COUNT(*) and BIGINT arrive as strings from pg by default; our counts fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

function openPostgres(connectionString: string, schema?: string): TDatabase {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    // While the database restarts, a request waits this long for a connection, then fails (503)
    // instead of hanging; node-postgres's default is to wait for ever.
    connectionTimeoutMillis: 5000,
    // Tests isolate themselves in a schema of their own; production uses the default one.
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // An idle connection cut by a restart or a network fault is reported on the pool, which already
  // drops it and connects afresh for the next query; unheard, the event would end the process.
  pool.on('error', () => undefined);
  // A connection cut while checked out (a query in flight, a transaction open) fails that query,
  // and node-postgres also emits 'error' on the client, which the pool listens to only while the
  // client is idle: heard here, the request gets its 503 and the process stays up. The pool drops
  // the broken client when it is released.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({
      // A connection that cannot be had says so (a 503 naming the database, not a socket error).
      pool: {
        // What Kysely's query cancellation reads: the client class and the pool's connection options.
        Client: pg.Client,
        options: pool.options,
        connect: () =>
          pool.connect().catch((error: unknown) => {
            throw new DatabaseUnavailableError(error);
          }),
        end: () => pool.end(),
      },
    }),
  });
  return {
    db,
    dialect: 'postgres',
    ...(schema ? { schema } : {}),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    destroy: () => db.destroy(),
  };
}

/**
 * An in-memory SQLite database that starts as a copy of `image` (what `serialize()` gave, with a
 * rollback journal): the tests' migrated and seeded template, copied instead of built per file.
 */
export function openSqliteImage(image: Buffer): TDatabase {
  return openSqlite(image);
}

/** Opens the database the target names. The caller owns it and must `destroy()` it. */
export function openDatabase(target: TDatabaseTarget): TDatabase {
  return target.dialect === 'sqlite' ? openSqlite(target.path) : openPostgres(target.connectionString, target.schema);
}
