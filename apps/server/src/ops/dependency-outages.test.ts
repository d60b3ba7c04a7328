import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { parseDatabaseUrl } from '../db/database-url.ts';
import { openDatabase, type TDatabase } from '../db/kysely.ts';
import { S3CompatibleStore } from '../lib/storage/s3-compatible-store.ts';
import { fileUpload, pngFile, sendBytes } from '../modules/media/media-test-files.ts';
import { bearer } from '../test/access-tokens.ts';
import { startS3TestServer, type TS3TestServer } from '../test/s3-test-server.ts';
import { startTcpProxy, type TTcpProxy } from '../test/tcp-proxy.ts';
import { createDatabaseNamed, dropDatabaseNamed } from '../test/test-database.ts';
import { startTestServer, type TTestServer } from '../test/test-server.ts';

/**
 * Issue 23's fault scenarios that one process can play: the object store down, and PostgreSQL
 * restarted. A TCP proxy in front of the real service cuts every connection and refuses new ones,
 * then lets them through again, as an outage and a restart would.
 */

const testUrl = parseDatabaseUrl(process.env.TEST_DATABASE_URL ?? 'sqlite::memory:');
const CURRENT_USER = '/api/userprofile/getcurrentuser';

async function waitUntil(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) {
      throw new Error('timed out');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function expectUnavailable(response: { status: number; text: string; headers: Record<string, unknown> }, what: RegExp) {
  expect(response.status).toBe(503);
  expect(response.headers['retry-after']).toBe('5');
  const problem = JSON.parse(response.text) as { code: string; detail: string };
  expect(problem.code).toBe('service_unavailable');
  expect(problem.detail).toMatch(what);
  // Nothing of the cause leaks: no address, no stack, no driver message.
  expect(response.text).not.toMatch(/127\.0\.0\.1|ECONNREFUSED|at .*\.ts|S3 /);
}

describe('the object store down', () => {
  let s3: TS3TestServer;
  let proxy: TTcpProxy;
  let server: TTestServer;
  let learner: Record<string, string>;

  beforeAll(async () => {
    s3 = await startS3TestServer();
    proxy = await startTcpProxy({ host: '127.0.0.1', port: Number(new URL(s3.endpoint).port) });
    const store = new S3CompatibleStore({ ...s3, endpoint: `http://127.0.0.1:${proxy.port}`, maxAttempts: 2 });
    server = await startTestServer({ mediaStore: store });
    learner = await bearer(server.database, 'acme', 'acme-learner');
  });
  afterAll(async () => {
    await server.close();
    await proxy.close();
    await s3.stop();
  });

  const upload = async () => {
    const { body, contentType } = fileUpload(await pngFile(), 'photo.png');
    return sendBytes(server.baseUrl, '/api/media', {
      method: 'POST',
      body,
      headers: { ...learner, 'content-type': contentType },
    });
  };
  const download = (mediaId: string) => sendBytes(server.baseUrl, `/api/media/file/${mediaId}`, { headers: learner });

  it('answers uploads and downloads 503 with a clear message while the rest works, and recovers', async () => {
    const stored = await upload();
    expect(stored.status).toBeLessThan(300);
    const { mediaId } = stored.json<{ mediaId: string }>();
    expect((await download(mediaId)).status).toBe(200);

    await proxy.cut();
    try {
      const refusedUpload = await upload();
      expectUnavailable(refusedUpload, /File storage is not reachable/);
      const refusedDownload = await download(mediaId);
      expectUnavailable(refusedDownload, /File storage/);
      // Everything that needs no file still works.
      expect((await server.request(CURRENT_USER, { headers: learner })).status).toBe(200);
      // The node stays in rotation and says what is missing.
      const ready = await server.request('/api/ready');
      expect(ready.status).toBe(200);
      expect(ready.json()).toMatchObject({ status: 'ready', dependencies: { storage: 'down' } });
    } finally {
      await proxy.restore();
    }
    expect((await upload()).status).toBeLessThan(300);
    await waitUntil(
      async () =>
        (await server.request('/api/ready')).json<{ dependencies: { storage: string } }>().dependencies.storage ===
        'up',
      10_000,
    );
    expect((await download(mediaId)).status).toBe(200);
  });
});

// PostgreSQL can restart under a running portal; the embedded SQLite file cannot go away.
describe.runIf(testUrl.dialect === 'postgres')('PostgreSQL restarted', () => {
  const name = `portal_outage_${randomBytes(5).toString('hex')}`;
  let proxy: TTcpProxy;
  let database: TDatabase;
  let server: TTestServer;
  let learner: Record<string, string>;

  beforeAll(async () => {
    if (testUrl.dialect !== 'postgres') {
      return;
    }
    const template = inject('testDatabaseTemplate');
    const created = await createDatabaseNamed(
      testUrl.connectionString,
      name,
      template?.dialect === 'postgres' ? template.name : undefined,
    );
    await created.destroy();
    const direct = new URL(testUrl.connectionString);
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const proxied = new URL(testUrl.connectionString);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    proxied.pathname = `/${name}`;
    database = openDatabase({ dialect: 'postgres', connectionString: proxied.toString() });
    server = await startTestServer({ database });
    learner = await bearer(database, 'acme', 'acme-learner');
  });
  afterAll(async () => {
    if (testUrl.dialect !== 'postgres') {
      return;
    }
    await server.close();
    await database.destroy();
    await proxy.close();
    await dropDatabaseNamed(testUrl.connectionString, name);
  });

  it('fails requests fast with a 503 problem during the outage, and recovers without a restart', async () => {
    expect((await server.request(CURRENT_USER, { headers: learner })).status).toBe(200);

    await proxy.cut();
    try {
      const started = Date.now();
      const refused = await server.request(CURRENT_USER, { headers: learner });
      expectUnavailable(refused, /The database is not reachable/);
      expect(Date.now() - started, 'it does not hang').toBeLessThan(6000);
      expectUnavailable(await server.request('/api/ready'), /database/);
      // Liveness is the process: a balancer keeps the node, readiness takes it out of rotation.
      expect((await server.request('/api/health')).status).toBe(200);
    } finally {
      await proxy.restore();
    }
    await waitUntil(async () => (await server.request(CURRENT_USER, { headers: learner })).status === 200, 15_000);
    expect((await server.request('/api/ready')).status).toBe(200);
  });

  it('fails a query in flight when its connection drops, and the process stays up', async () => {
    // A checked-out connection cut mid-query: node-postgres rejects the query and also emits
    // 'error' on the client; unheard, that event is an uncaught exception (Vitest reports it).
    const inFlight = sql`select pg_sleep(5)`.execute(database.db);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await proxy.cut();
    try {
      await expect(inFlight).rejects.toThrow(/Connection terminated/);
    } finally {
      await proxy.restore();
    }
    await waitUntil(async () => (await server.request(CURRENT_USER, { headers: learner })).status === 200, 15_000);
  });
});
