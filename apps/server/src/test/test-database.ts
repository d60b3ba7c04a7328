import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { parseDatabaseUrl } from '../db/database-url.ts';
import { openDatabase, type TDatabase } from '../db/kysely.ts';

/**
 * A fresh, empty database for one test file, on the dialect the test project chose through
 * TEST_DATABASE_URL: in-memory SQLite, or a schema of its own on PostgreSQL (dropped on destroy),
 * so test files run in parallel without meeting.
 */
export async function createTestDatabase(): Promise<TDatabase> {
  const target = parseDatabaseUrl(process.env.TEST_DATABASE_URL ?? 'sqlite::memory:');
  if (target.dialect === 'sqlite') {
    return openDatabase({ dialect: 'sqlite', path: ':memory:' });
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: target.connectionString });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const database = openDatabase({ ...target, schema });
  return {
    ...database,
    destroy: async () => {
      await database.destroy();
      const cleanup = new pg.Client({ connectionString: target.connectionString });
      await cleanup.connect();
      await cleanup.query(`drop schema ${schema} cascade`);
      await cleanup.end();
    },
  };
}
