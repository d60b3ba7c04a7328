import type { TMeasurement } from './measure.ts';

export type TCheckStatus = 'pass' | 'fail' | 'unchecked';

/** Latency limits of a target that times its calls one by one (its measurement has a p95). */
export type TLatencyLimit = { p95Ms: number; p99Ms: number | null };

export type TCheckedResult = TMeasurement & {
  name: string;
  path: string;
  headers: Readonly<Record<string, string>>;
  /** req/s of this target divided by the baseline's req/s (1 for the baseline itself). */
  ratio: number;
  /** The baseline's req/s that ratio was taken against (measured right after a judged target). */
  baselineReqPerSec: number;
  minRatio: number | null;
  maxLatency: TLatencyLimit | null;
  status: TCheckStatus;
  /** Why it failed; empty when it did not. */
  problems: string[];
};

export type TCheckInput = {
  name: string;
  path: string;
  headers?: Readonly<Record<string, string>> | undefined;
  measurement: TMeasurement;
  baselineReqPerSec: number;
  minRatio?: number | undefined;
  maxLatency?: TLatencyLimit | undefined;
};

/** Why measured latencies miss their limits; empty when they do not. */
function latencyProblems(measurement: Pick<TMeasurement, 'p95Ms' | 'p99Ms'>, limit: TLatencyLimit): string[] {
  const problems: string[] = [];
  if (measurement.p95Ms === undefined) {
    problems.push('no p95 measured');
  } else if (measurement.p95Ms > limit.p95Ms) {
    problems.push(`p95 ${measurement.p95Ms.toFixed(1)} ms > ${limit.p95Ms} ms`);
  }
  if (limit.p99Ms !== null && measurement.p99Ms > limit.p99Ms) {
    problems.push(`p99 ${measurement.p99Ms.toFixed(1)} ms > ${limit.p99Ms} ms`);
  }
  return problems;
}

/**
 * A target fails when any request errored or answered non-2xx (the figures would be measuring
 * error paths), when it has a minimum ratio and falls below it, or when it has latency limits and
 * misses them. Without either and without errors it is reported but not judged.
 */
export function checkResult(input: TCheckInput): TCheckedResult {
  const { name, path, headers = {}, measurement, baselineReqPerSec, minRatio, maxLatency } = input;
  const ratio = baselineReqPerSec > 0 ? measurement.reqPerSec / baselineReqPerSec : 0;
  const problems: string[] = [];
  if (measurement.errors > 0) {
    problems.push(`${measurement.errors} request errors (${measurement.timeouts} timeouts)`);
  }
  if (measurement.non2xx > 0) {
    const codes = Object.entries(measurement.statusCodes)
      .filter(([code]) => !code.startsWith('2'))
      .map(([code, count]) => `${count}x ${code}`)
      .join(', ');
    problems.push(`${measurement.non2xx} non-2xx responses (${codes})`);
  }
  if (minRatio !== undefined && ratio < minRatio) {
    problems.push(`req/s is ${ratio.toFixed(2)} of the baseline, below the minimum ${minRatio.toFixed(2)}`);
  }
  if (maxLatency !== undefined) {
    problems.push(...latencyProblems(measurement, maxLatency));
  }
  const isJudged = minRatio !== undefined || maxLatency !== undefined;
  const status: TCheckStatus = problems.length > 0 ? 'fail' : isJudged ? 'pass' : 'unchecked';
  return {
    name,
    path,
    headers,
    ...measurement,
    ratio,
    baselineReqPerSec,
    minRatio: minRatio ?? null,
    maxLatency: maxLatency ?? null,
    status,
    problems,
  };
}
