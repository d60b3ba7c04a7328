import type { Kysely } from 'kysely';
import { openDatabase } from '../../apps/server/src/db/kysely.ts';
import type { Database } from '../../apps/server/src/db/schema.ts';

/**
 * Opens the running portal's SQLite file for one piece of work, then closes it. The file is in WAL
 * mode, so the server keeps reading meanwhile; it is closed at once, so no bench connection stays
 * open while the server is measured.
 */
export async function withPortalDatabase<T>(path: string, work: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  const database = openDatabase({ dialect: 'sqlite', path });
  try {
    return await work(database.db);
  } finally {
    await database.destroy();
  }
}
