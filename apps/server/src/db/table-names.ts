import { sql } from 'kysely';
import type { TDatabase } from './kysely.ts';

/**
 * The tables of this database's own schema. Kysely's introspection lists every schema's tables on a
 * PostgreSQL server, so another schema's tables (another test worker's, another application's) would
 * pass for ours.
 */
export async function listTableNames({ db, dialect }: Pick<TDatabase, 'db' | 'dialect'>): Promise<Set<string>> {
  const tables = await db.introspection.getTables();
  if (dialect === 'sqlite') {
    return new Set(tables.map((table) => table.name));
  }
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const current = rows[0]?.schema;
  return new Set(tables.filter((table) => table.schema === current).map((table) => table.name));
}
