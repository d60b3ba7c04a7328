import { createHash, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { buildProblem, sendProblem } from '../lib/problem.ts';
import { PUBLIC } from './route-access.ts';

/** What only the running node knows, read when Prometheus scrapes (never on a request's path). */
export type TMetricsSources = {
  /** Live notification streams open on this node. */
  openStreams: () => number;
  /** Background jobs waiting and running (across nodes on pg-boss, this node's in process). */
  jobQueue: () => Promise<{ queued: number; active: number }>;
  /** The PostgreSQL pool's connections; null on SQLite (one connection, no pool). */
  databasePool: () => { total: number; idle: number; waiting: number } | null;
};

export type TMetricsOptions = {
  /** The bearer token Prometheus sends; without one `/metrics` does not exist (404). */
  token: string | undefined;
  sources: TMetricsSources;
};

// Seconds; the API answers in milliseconds, exports and uploads in seconds.
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
// Requests no route matched (scanners, typos): one label, so they cannot grow the series without end.
const UNMATCHED = 'unmatched';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the Authorization header carries the token (compared in constant time). */
function carriesToken(authorization: string | undefined, expected: Buffer): boolean {
  const given = authorization?.startsWith('Bearer ') ? authorization.slice('Bearer '.length) : '';
  return given !== '' && timingSafeEqual(digest(given), expected);
}

/**
 * Prometheus metrics at `/metrics` (prom-client): request rate, latency per route template, server
 * errors, open notification streams, job queue depth, the database pool and the process's own
 * (CPU, memory, event loop lag). One registry per app, so that tests build as many apps as they
 * like. Protected by a bearer token, since route names and volumes describe the deployment.
 */
export const metricsPlugin = fp<TMetricsOptions>(
  (app, { token, sources }, done) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry, prefix: 'portal_' });
    const requests = new Counter({
      name: 'portal_http_requests_total',
      help: 'HTTP requests answered, by method, route template and status code.',
      labelNames: ['method', 'route', 'status'] as const,
      registers: [registry],
    });
    const latency = new Histogram({
      name: 'portal_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method and route template.',
      labelNames: ['method', 'route'] as const,
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    });
    const serverErrors = new Counter({
      name: 'portal_http_server_errors_total',
      help: 'Requests answered with a 5xx status, by route template.',
      labelNames: ['route'] as const,
      registers: [registry],
    });
    new Gauge({
      name: 'portal_notification_streams_open',
      help: 'Live notification streams open on this node.',
      registers: [registry],
      collect() {
        this.set(sources.openStreams());
      },
    });
    new Gauge({
      name: 'portal_jobs',
      help: 'Background jobs, by state (queued: waiting to run; active: running).',
      labelNames: ['state'] as const,
      registers: [registry],
      async collect() {
        // A database that does not answer must not fail the whole scrape: the gauge is left out.
        const depth = await sources.jobQueue().catch(() => null);
        this.reset();
        if (depth !== null) {
          this.set({ state: 'queued' }, depth.queued);
          this.set({ state: 'active' }, depth.active);
        }
      },
    });
    new Gauge({
      name: 'portal_database_pool_connections',
      help: 'PostgreSQL pool connections, by state (total, idle, waiting: requests queued for one).',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const pool = sources.databasePool();
        this.reset();
        if (pool !== null) {
          this.set({ state: 'total' }, pool.total);
          this.set({ state: 'idle' }, pool.idle);
          this.set({ state: 'waiting' }, pool.waiting);
        }
      },
    });

    // Synchronous hook: it runs on every request.
    app.addHook('onResponse', (request, reply, next) => {
      const route = request.routeOptions.url ?? UNMATCHED;
      requests.inc({ method: request.method, route, status: String(reply.statusCode) });
      latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
      if (reply.statusCode >= 500) {
        serverErrors.inc({ route });
      }
      next();
    });

    if (token !== undefined) {
      const expected = digest(token);
      app.get('/metrics', { config: { access: PUBLIC }, schema: { hide: true } }, async (request, reply) => {
        if (!carriesToken(request.headers.authorization, expected)) {
          reply.header('www-authenticate', 'Bearer');
          return sendProblem(reply, buildProblem(request, 'unauthenticated', 'The metrics token is missing or wrong.'));
        }
        return reply.header('content-type', registry.contentType).send(await registry.metrics());
      });
    }
    done();
  },
  { name: 'metrics' },
);
