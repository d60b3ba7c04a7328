import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import SqliteDatabase from 'better-sqlite3';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import type { TDatabase } from '../../db/kysely.ts';

/*
 * Which request wrote which rows: a trigger on every table notes each row a statement inserts,
 * updates or deletes, in the statement's own transaction (a write rolled back leaves no note), with
 * the tag of the request it was made for. Not a count before and after each request: sweeps and
 * exports write at any moment and would be blamed on it; nor SQLite's total_changes(), which also
 * counts changes rolled back. The tag comes with the request (a header), is kept by
 * AsyncLocalStorage while the server serves it, and reaches the trigger as a SQL function on
 * SQLite (better-sqlite3 runs triggers inside the JS call that runs the statement) and as a comment
 * heading the statement on PostgreSQL (current_query() in the trigger). Test databases only.
 */

export const FUZZ_REQUEST_HEADER = 'x-fuzz-request';

export type TWrite = { request: string; table: string; operation: string };

export type TWriteLog = {
  /** The writes noted since the last call, which forgets them. */
  take: () => Promise<TWrite[]>;
  /** Stops tagging statements (PostgreSQL); the triggers go with the test database. */
  stop: () => void;
};

const requestContext = new AsyncLocalStorage<string>();
const TAG = /^[0-9]+$/;

function enterRequest(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
  const tag = request.headers[FUZZ_REQUEST_HEADER];
  if (typeof tag === 'string' && TAG.test(tag)) {
    requestContext.run(tag, done);
    return;
  }
  done();
}

/** Serves each request carrying a tag inside it (for `startTestServer({ configure })`). */
export function tagRequests(app: FastifyInstance): void {
  app.addHook('onRequest', enterRequest);
  // Again once the body is read: the body stream's events come from the socket, outside the tag.
  app.addHook('preValidation', enterRequest);
}

/** The better-sqlite3 connection under Kysely: the one that prepares a statement only we send. */
async function sqliteConnectionOf(database: TDatabase): Promise<SqliteDatabase.Database> {
  const marker = `select 'the connection under kysely ${randomUUID()}'`;
  const prototype = SqliteDatabase.prototype;
  const prepare = Reflect.get(prototype, 'prepare');
  const found: SqliteDatabase.Database[] = [];
  prototype.prepare = function (this: SqliteDatabase.Database, source: string) {
    if (source === marker) {
      found.push(this);
    }
    return prepare.call(this, source);
  } as typeof prepare;
  try {
    await sql.raw(marker).execute(database.db);
  } finally {
    prototype.prepare = prepare;
  }
  const [connection] = found;
  if (!connection) {
    throw new Error('the SQLite connection under Kysely was not found');
  }
  return connection;
}

async function watchSqlite(database: TDatabase): Promise<void> {
  const connection = await sqliteConnectionOf(database);
  connection.function('fuzz_request', { deterministic: false }, () => requestContext.getStore() ?? null);
  // Temporary: on this connection only (the server's one), never in the database's own schema.
  await sql`create temp table fuzz_writes (request text not null, table_name text not null, operation text not null)`.execute(
    database.db,
  );
  // Full-text tables and their shadow tables take no trigger: they are written with their source rows.
  const tables = await sql<{ name: string }>`
    select name from pragma_table_list where schema = 'main' and type = 'table' and name not like 'sqlite_%'`.execute(
    database.db,
  );
  for (const { name } of tables.rows) {
    for (const operation of ['insert', 'update', 'delete']) {
      await sql`
        create temp trigger ${sql.id(`fuzz_${operation}_${name}`)} after ${sql.raw(operation)} on main.${sql.id(name)}
        when fuzz_request() is not null
        begin insert into fuzz_writes values (fuzz_request(), ${sql.lit(name)}, ${sql.lit(operation)}); end`.execute(
        database.db,
      );
    }
  }
}

const STATEMENT_TAG = (tag: string) => `/* fuzz-request ${tag} */ `;

async function watchPostgres(database: TDatabase): Promise<() => void> {
  await sql`create table fuzz_writes (request text not null, table_name text not null, operation text not null)`.execute(
    database.db,
  );
  await sql`
    create function fuzz_note_write() returns trigger language plpgsql as $$
    declare
      request text := substring(current_query() from '^/\\* fuzz-request ([0-9]+) \\*/');
    begin
      if request is not null then
        insert into fuzz_writes values (request, tg_table_name, lower(tg_op));
      end if;
      return null;
    end $$`.execute(database.db);
  // Partitions inherit their partitioned table's row trigger; pg-boss's own schema is not watched.
  await sql`
    do $$
    declare
      target text;
    begin
      for target in
        select relname from pg_class
        where relnamespace = current_schema()::regnamespace and relkind in ('r', 'p') and not relispartition
          and relname <> 'fuzz_writes'
      loop
        execute format('create trigger fuzz_note_write after insert or update or delete on %I
          for each row execute function fuzz_note_write()', target);
        execute format('create trigger fuzz_note_truncate after truncate on %I
          for each statement execute function fuzz_note_write()', target);
      end loop;
    end $$`.execute(database.db);
  // Every statement a tagged request sends carries its tag (Kysely sends SQL text through pg.Client).
  const prototype = pg.Client.prototype;
  const query = Reflect.get(prototype, 'query') as (...args: unknown[]) => unknown;
  prototype.query = function (this: pg.Client, config: unknown, ...rest: unknown[]) {
    const tag = requestContext.getStore();
    const tagged = tag !== undefined && typeof config === 'string' ? `${STATEMENT_TAG(tag)}${config}` : config;
    return query.call(this, tagged, ...rest);
  } as typeof prototype.query;
  return () => {
    prototype.query = query as typeof prototype.query;
  };
}

/** Notes, from now on, every row written for a tagged request on the test server's database. */
export async function watchWrites(database: TDatabase): Promise<TWriteLog> {
  let stop = () => {};
  if (database.dialect === 'sqlite') {
    await watchSqlite(database);
  } else {
    stop = await watchPostgres(database);
  }
  return {
    // One statement: a note written between a read and a delete would be lost.
    take: async () =>
      (
        await sql<TWrite>`delete from fuzz_writes returning request, table_name as "table", operation`.execute(
          database.db,
        )
      ).rows,
    stop,
  };
}
