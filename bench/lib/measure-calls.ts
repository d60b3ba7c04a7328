import type { TMeasurement } from './measure.ts';
import { percentile } from './percentile.ts';
import { startCpuMeter } from './process-cpu.ts';

/** One call (a request, or a flow of several): resolves to the HTTP status it ended with. */
export type TCall = () => Promise<number>;

export type TMeasureCallsOptions = {
  /** Shown in messages. */
  name: string;
  /**
   * Loops run side by side, each making its calls one after the other. A lane stops at its first
   * failed call: in a chain (a rotated refresh token) the next call depends on this one.
   */
  lanes: readonly TCall[];
  /** For a time, like autocannon, or for a number of calls (across all lanes). */
  stopAfter: { seconds: number } | { calls: number };
  /** The server's process, to report the CPU time it spent per call. */
  serverPid?: number | undefined;
};

function isTimeout(error: unknown): boolean {
  return error instanceof Error && error.name === 'TimeoutError';
}

/**
 * Measures calls autocannon cannot make (each depending on the previous answer, or a flow of
 * several requests) with the same figures: calls per second over the run, p50/p99 of each call's
 * duration, errors (calls that threw), non-2xx and the server's CPU time per call.
 */
export async function measureCalls(options: TMeasureCallsOptions): Promise<TMeasurement> {
  const { name, lanes, stopAfter, serverPid } = options;
  const latencies: number[] = [];
  const statusCodes: Record<string, number> = {};
  let started = 0;
  let errors = 0;
  let timeouts = 0;
  let non2xx = 0;
  const deadline = 'seconds' in stopAfter ? performance.now() + stopAfter.seconds * 1000 : Infinity;
  const keepGoing = (): boolean => ('calls' in stopAfter ? started < stopAfter.calls : performance.now() < deadline);

  async function runLane(call: TCall): Promise<void> {
    while (keepGoing()) {
      started += 1;
      const callStart = performance.now();
      let status: number;
      try {
        status = await call();
      } catch (error) {
        errors += 1;
        timeouts += isTimeout(error) ? 1 : 0;
        console.error(`bench: ${name}: ${error instanceof Error ? error.message : String(error)}`);
        return;
      }
      latencies.push(performance.now() - callStart);
      statusCodes[String(status)] = (statusCodes[String(status)] ?? 0) + 1;
      if (status < 200 || status >= 300) {
        non2xx += 1;
        return;
      }
    }
  }

  const cpuPerCall = startCpuMeter(serverPid);
  const runStart = performance.now();
  await Promise.all(lanes.map(runLane));
  const elapsedSeconds = (performance.now() - runStart) / 1000;
  const sorted = Float64Array.from(latencies).sort();
  return {
    reqPerSec: elapsedSeconds > 0 ? latencies.length / elapsedSeconds : 0,
    p50Ms: percentile(sorted, 0.5),
    p95Ms: percentile(sorted, 0.95),
    p99Ms: percentile(sorted, 0.99),
    totalRequests: latencies.length,
    errors,
    timeouts,
    non2xx,
    statusCodes,
    serverCpuUsPerRequest: cpuPerCall(latencies.length),
  };
}
