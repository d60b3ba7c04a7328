import { sql } from 'kysely';
import type { TDatabase } from '../db/kysely.ts';

/**
 * Makes every insert into `table` fail inside the database (a trigger), to prove a write is one
 * transaction: `undo` removes the trigger.
 */
export async function failInsertsInto(database: TDatabase, table: string): Promise<{ undo: () => Promise<void> }> {
  const { db } = database;
  const name = `fail_${table}`;
  if (database.dialect === 'sqlite') {
    await sql
      .raw(`create trigger ${name} before insert on ${table} begin select raise(abort, 'injected failure'); end`)
      .execute(db);
    return { undo: async () => void (await sql.raw(`drop trigger ${name}`).execute(db)) };
  }
  await sql
    .raw(
      `create function ${name}() returns trigger as $$ begin raise exception 'injected failure'; end $$ language plpgsql`,
    )
    .execute(db);
  await sql.raw(`create trigger ${name} before insert on ${table} for each row execute function ${name}()`).execute(db);
  return {
    undo: async () => {
      await sql.raw(`drop trigger ${name} on ${table}`).execute(db);
      await sql.raw(`drop function ${name}()`).execute(db);
    },
  };
}
