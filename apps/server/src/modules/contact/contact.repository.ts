import type { Insertable, Kysely } from 'kysely';
import type { ContactRequestsTable, Database } from '../../db/schema.ts';

/* Kysely only; rows carry their tenant code. */

/** Stores a contact-us request; returns its id. */
export async function insertContactRequest(
  db: Kysely<Database>,
  values: Insertable<ContactRequestsTable>,
): Promise<number> {
  const row = await db.insertInto('contact_requests').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}
