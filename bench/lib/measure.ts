import autocannon from 'autocannon';
import { percentile } from './percentile.ts';
import { startCpuMeter } from './process-cpu.ts';

export type TMeasureOptions = {
  url: string;
  headers?: Readonly<Record<string, string>>;
  /** JSON text: the URL is then loaded with POST. */
  body?: string | undefined;
  durationSeconds: number;
  connections: number;
  /** The server's process, to report the CPU time it spent per request. */
  serverPid?: number | undefined;
  /**
   * Rewrites each request before it is sent (path, headers, body): calls that differ per request,
   * such as saves with an increasing sequence number, still loaded by autocannon like the baseline.
   */
  setupRequest?: (request: autocannon.Request) => autocannon.Request;
};

export type TMeasurement = {
  /** Mean of the per-second request counts. */
  reqPerSec: number;
  p50Ms: number;
  /** Autocannon's latencies give it; a custom target timing its own calls may not. */
  p95Ms?: number;
  p99Ms: number;
  totalRequests: number;
  /** Connection errors, timeouts included. */
  errors: number;
  timeouts: number;
  non2xx: number;
  /** Responses per status code, e.g. { "200": 81234 }. */
  statusCodes: Record<string, number>;
  /** Server CPU time (user + system) per request in microseconds; null when it cannot be read. */
  serverCpuUsPerRequest: number | null;
};

function runAutocannon(options: autocannon.Options, onLatency: (ms: number) => void): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error: unknown, result) => {
      if (error) {
        reject(error instanceof Error ? error : new Error('autocannon failed', { cause: error }));
      } else {
        resolve(result);
      }
    });
    instance.on('response', (_client, _statusCode, _bytes, responseTime) => onLatency(responseTime));
  });
}

/**
 * Loads one URL with autocannon for a fixed time. Latencies are taken from each response's own
 * timing rather than autocannon's histogram, which keeps whole milliseconds only: on loopback
 * most answers take well under one.
 */
export async function measure(options: TMeasureOptions): Promise<TMeasurement> {
  const latencies: number[] = [];
  const cpuPerRequest = startCpuMeter(options.serverPid);
  const result = await runAutocannon(
    {
      url: options.url,
      ...(options.body === undefined
        ? { method: 'GET' as const, headers: { ...options.headers } }
        : {
            method: 'POST' as const,
            headers: { ...options.headers, 'content-type': 'application/json' },
            body: options.body,
          }),
      ...(options.setupRequest ? { requests: [{ setupRequest: options.setupRequest }] } : {}),
      connections: options.connections,
      duration: options.durationSeconds,
    },
    (ms) => latencies.push(ms),
  );
  const serverCpuUsPerRequest = cpuPerRequest(result.requests.total);
  const sorted = Float64Array.from(latencies).sort();
  const statusCodes: Record<string, number> = {};
  for (const [code, stats] of Object.entries(result.statusCodeStats ?? {})) {
    statusCodes[code] = stats.count ?? 0;
  }
  return {
    reqPerSec: result.requests.mean,
    p50Ms: percentile(sorted, 0.5),
    p95Ms: percentile(sorted, 0.95),
    p99Ms: percentile(sorted, 0.99),
    totalRequests: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statusCodes,
    serverCpuUsPerRequest,
  };
}
