import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { parseDatabaseUrl } from '../db/database-url.ts';
import { openDatabase, openSqliteImage, type TDatabase } from '../db/kysely.ts';

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

/** A test database to copy: a PostgreSQL database name, or a file holding a serialized SQLite database. */
export type TTestDatabaseTemplate = { dialect: 'postgres'; name: string } | { dialect: 'sqlite'; imageFile: string };

declare module 'vitest' {
  // An interface: Vitest's context is merged by declaration (its documented way to type `inject`).
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    /** The migrated and seeded database every test server copies (template-database.global.ts). */
    testDatabaseTemplate: TTestDatabaseTemplate | null;
    /** The same database migrated but empty: for tests that seed or fill it themselves. */
    migratedDatabaseTemplate: TTestDatabaseTemplate | null;
  }
}

/**
 * Creates the PostgreSQL database `name` (a copy of `template` when given) and opens it; its
 * `destroy()` closes the pool only. Two files copying one template at the same moment may find it
 * "in use" for an instant: asked again.
 */
export async function createDatabaseNamed(
  connectionString: string,
  name: string,
  template?: string,
): Promise<TDatabase> {
  const statement = template ? `create database ${name} template ${template}` : `create database ${name}`;
  for (let attempt = 0; ; attempt += 1) {
    try {
      await runAdminQuery(connectionString, statement);
      break;
    } catch (error) {
      if ((error as { code?: string }).code !== OBJECT_IN_USE || attempt >= 50) {
        throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const url = new URL(connectionString);
  url.pathname = `/${name}`;
  return openDatabase({ dialect: 'postgres', connectionString: url.toString() });
}

/** Drops the PostgreSQL database `name` once its connections have gone. */
export function dropDatabaseNamed(connectionString: string, name: string): Promise<void> {
  return dropDatabase(connectionString, name);
}

/**
 * A fresh database for one test file, on the dialect the test project chose through
 * TEST_DATABASE_URL: in-memory SQLite, or a PostgreSQL database of its own (dropped on destroy).
 * A database, not a schema: Kysely's introspection (which its migrator uses) reads every schema of
 * a database, so parallel test files migrating schemas side by side read each other's half-built
 * tables. With `template` (the run's migrated and seeded demo, template-database.global.ts) it
 * starts as a copy of it; without, empty.
 */
export async function createTestDatabase(template?: TTestDatabaseTemplate | null): Promise<TDatabase> {
  const target = parseDatabaseUrl(process.env.TEST_DATABASE_URL ?? 'sqlite::memory:');
  if (target.dialect === 'sqlite') {
    return template?.dialect === 'sqlite'
      ? openSqliteImage(readFileSync(template.imageFile))
      : openDatabase({ dialect: 'sqlite', path: ':memory:' });
  }
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const database = await createDatabaseNamed(
    target.connectionString,
    name,
    template?.dialect === 'postgres' ? template.name : undefined,
  );
  return {
    ...database,
    destroy: async () => {
      await database.destroy();
      await dropDatabase(target.connectionString, name);
    },
  };
}
