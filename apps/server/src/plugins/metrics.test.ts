import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TTestServer } from '../test/test-server.ts';
import { PUBLIC } from './route-access.ts';

/** Issue 23: Prometheus scrapes each node's `/metrics` with a bearer token. */

const TOKEN = 'scrape-token-0123456789';
const scrape = (server: TTestServer, token = TOKEN) =>
  server.request('/metrics', { headers: { authorization: `Bearer ${token}` } });

/** The value of one sample line (`name{labels} value`), or null when the line is absent. */
function sample(body: string, series: string): number | null {
  const line = body.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? null : Number(line.slice(series.length + 1));
}

describe('/metrics with a token', () => {
  let server: TTestServer;
  beforeAll(async () => {
    server = await startTestServer({
      seedDemo: false,
      metricsToken: TOKEN,
      configure: (app) => {
        app.get('/api/test/fails', { config: { access: PUBLIC } }, async () => {
          throw new Error('a defect on purpose');
        });
      },
    });
  });
  afterAll(async () => server.close());

  it('refuses a scrape without the token or with another one, as a problem asking for a bearer token', async () => {
    const attempts: Record<string, string>[] = [
      {},
      { authorization: 'Bearer not-the-token-at-all' },
      { authorization: TOKEN },
    ];
    for (const headers of attempts) {
      const response = await server.request('/metrics', { headers });
      expect(response.status).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer');
      expect(response.json()).toMatchObject({ code: 'unauthenticated' });
      expect(response.text).not.toContain('portal_http');
    }
  });

  it('counts requests by route template and status, times them, and counts server errors', async () => {
    const before = (await scrape(server)).text;
    const healthSeries = 'portal_http_requests_total{method="GET",route="/api/health",status="200"}';
    const failsSeries = 'portal_http_server_errors_total{route="/api/test/fails"}';
    const healthBefore = sample(before, healthSeries) ?? 0;

    for (let index = 0; index < 3; index += 1) {
      expect((await server.request('/api/health')).status).toBe(200);
    }
    expect((await server.request('/api/test/fails')).status).toBe(500);
    expect((await server.request('/no/such/page/42')).status).toBe(404);

    const response = await scrape(server);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const body = response.text;
    expect(sample(body, healthSeries)).toBe(healthBefore + 3);
    expect(sample(body, failsSeries)).toBe(1);
    // An address no route knows is one series, whatever the address: scanners cannot add series.
    expect(body).toMatch(/portal_http_requests_total\{method="GET",route="unmatched",status="404"\} \d+/);
    expect(body).not.toContain('/no/such/page/42');
    expect(sample(body, 'portal_http_request_duration_seconds_count{method="GET",route="/api/health"}')).toBe(
      healthBefore + 3,
    );
    expect(body).toContain('portal_http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/health"}');
  });

  it('reports open streams, the job queue, the database pool and the process', async () => {
    const body = (await scrape(server)).text;
    expect(sample(body, 'portal_notification_streams_open')).toBe(0);
    expect(sample(body, 'portal_jobs{state="queued"}')).toBeGreaterThanOrEqual(0);
    expect(sample(body, 'portal_jobs{state="active"}')).toBeGreaterThanOrEqual(0);
    if (server.database.dialect === 'postgres') {
      expect(sample(body, 'portal_database_pool_connections{state="total"}')).toBeGreaterThan(0);
      // Busy or idle, each state is a count (the scrape's own job-queue read may be holding one).
      expect(sample(body, 'portal_database_pool_connections{state="idle"}')).toBeGreaterThanOrEqual(0);
      expect(sample(body, 'portal_database_pool_connections{state="waiting"}')).toBeGreaterThanOrEqual(0);
    } else {
      expect(body).not.toContain('portal_database_pool_connections{');
    }
    expect(sample(body, 'portal_process_cpu_seconds_total')).toBeGreaterThan(0);
    expect(body).toContain('portal_nodejs_eventloop_lag_p99_seconds');
  });
});

describe('/metrics without a token', () => {
  it('does not exist', async () => {
    const server = await startTestServer({ seedDemo: false });
    try {
      const response = await server.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(response.status).toBe(404);
      expect(response.text).not.toContain('portal_http');
    } finally {
      await server.close();
    }
  });
});
