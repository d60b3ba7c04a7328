import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { parseDatabaseUrl } from '../db/database-url.ts';
import { openDatabase, type TDatabase } from '../db/kysely.ts';

async function runAdminQuery(connectionString: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

const OBJECT_IN_USE = '55006';

/**
 * Drops a test database once its connections have gone. A closed pool's connections can take a moment
 * to end; forcing them at once would fail them with an error nobody listens to any more.
 */
async function dropDatabase(connectionString: string, name: string): Promise<void> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    try {
      await runAdminQuery(connectionString, `drop database ${name}`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== OBJECT_IN_USE) {
        throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await runAdminQuery(connectionString, `drop database ${name} with (force)`);
}

/**
 * A fresh, empty database for one test file, on the dialect the test project chose through
 * TEST_DATABASE_URL: in-memory SQLite, or a PostgreSQL database of its own (dropped on destroy).
 * A database, not a schema: Kysely's introspection (which its migrator uses) reads every schema of
 * a database, so parallel test files migrating schemas side by side read each other's half-built
 * tables.
 */
export async function createTestDatabase(): Promise<TDatabase> {
  const target = parseDatabaseUrl(process.env.TEST_DATABASE_URL ?? 'sqlite::memory:');
  if (target.dialect === 'sqlite') {
    return openDatabase({ dialect: 'sqlite', path: ':memory:' });
  }
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  await runAdminQuery(target.connectionString, `create database ${name}`);
  const url = new URL(target.connectionString);
  url.pathname = `/${name}`;
  const database = openDatabase({ dialect: 'postgres', connectionString: url.toString() });
  return {
    ...database,
    destroy: async () => {
      await database.destroy();
      await dropDatabase(target.connectionString, name);
    },
  };
}
