import type { Insertable, Kysely } from 'kysely';
import type { ClientErrorsTable, Database } from '../../db/schema.ts';

/* Kysely only; rows carry their tenant code. */

/** Stores a client error report. */
export async function insertClientError(db: Kysely<Database>, values: Insertable<ClientErrorsTable>): Promise<void> {
  await db.insertInto('client_errors').values(values).execute();
}
