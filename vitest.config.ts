import { defineConfig } from 'vitest/config';
import { postgresTestUrl, isPostgresReachable } from './scripts/postgres-test-url.ts';

/*
 * Test projects:
 * - unit: pure rules of the shared packages;
 * - web: the React app in jsdom;
 * - server-sqlite / server-postgres: the same server tests through real HTTP on each database.
 * Outside CI a machine without PostgreSQL runs SQLite only (and says so); in CI that is a failure.
 */
const serverTests = ['apps/server/src/**/*.test.ts'];
// Server tests start real servers on real databases: on a loaded two-core CI machine that can take
// seconds, which is not what these tests measure.
const serverTimeouts = { testTimeout: 30_000, hookTimeout: 60_000 };
// Migrates and seeds the demo once per run; each test server copies it (test/test-database.ts).
const serverGlobalSetup = ['apps/server/src/test/template-database.global.ts'];
// A server test file starts its own app on its own database and mocks nothing: the files of a worker
// share its loaded modules instead of importing the whole server again each (a third of the time).
const serverIsolation = { isolate: false };
const postgresUrl = postgresTestUrl();
const hasPostgres = await isPostgresReachable(postgresUrl);
if (!hasPostgres) {
  if (process.env.CI === 'true') {
    throw new Error(`PostgreSQL is unreachable at ${postgresUrl}: CI must test both databases.`);
  }
  console.warn(`\n!!! PostgreSQL unreachable at ${postgresUrl}: server tests run on SQLite only.\n`);
}

export default defineConfig({
  test: {
    // Vitest's default is one worker per core less one: a single worker on a two-core machine. Server
    // tests mostly wait on their databases and HTTP: on two cores the whole run took 405 s with two
    // workers, 288 s with three and 282 s with four (2026-11-27), so three.
    maxWorkers: 3,
    projects: [
      { test: { name: 'unit', include: ['packages/*/src/**/*.test.ts', 'scripts/**/*.test.ts'] } },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          environment: 'jsdom',
          // Each test file still gets a fresh context, but jsdom is built once per worker instead
          // of once per file: that was half of the project's time (the features' 43 files: 62 s
          // with the default pool, 19.5 s with this one, 2026-11-28).
          pool: 'vmThreads',
          // The run's own figure, said again: Vitest runs projects of different pools side by side
          // only when their worker counts agree.
          maxWorkers: 3,
          include: ['src/**/*.test.{ts,tsx}'],
        },
      },
      {
        test: {
          name: 'server-sqlite',
          include: serverTests,
          ...serverTimeouts,
          globalSetup: serverGlobalSetup,
          ...serverIsolation,
          env: { TEST_DATABASE_URL: 'sqlite::memory:' },
        },
      },
      ...(hasPostgres
        ? [
            {
              test: {
                name: 'server-postgres',
                include: serverTests,
                ...serverTimeouts,
                globalSetup: serverGlobalSetup,
                ...serverIsolation,
                exclude: ['**/*.process.test.ts'],
                env: { TEST_DATABASE_URL: postgresUrl },
              },
            },
          ]
        : []),
    ],
  },
});
