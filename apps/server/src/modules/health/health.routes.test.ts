import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TTestServer } from '../../test/test-server.ts';

let server: TTestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('health and readiness', () => {
  it('answers liveness on any host', async () => {
    const response = await server.request('/api/health', { host: 'anything.example' });
    expect(response.status).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('is ready when the database answers, says which one and how its other dependencies are', async () => {
    const response = await server.request('/api/ready');
    expect(response.status).toBe(200);
    const expected = (process.env.TEST_DATABASE_URL ?? 'sqlite:').startsWith('postgres') ? 'postgres' : 'sqlite';
    expect(response.json()).toEqual({
      status: 'ready',
      database: expected,
      dependencies: { storage: 'up', fanOut: 'none' },
    });
  });

  it('is not ready, with a 503 problem, when the database is gone', async () => {
    const other = await startTestServer({ seedDemo: false });
    await other.database.destroy();
    const response = await other.request('/api/ready');
    expect(response.status).toBe(503);
    expect(response.json()).toMatchObject({ code: 'service_unavailable', status: 503 });
    await other.app.close().catch(() => {});
  });
});
