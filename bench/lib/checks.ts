import type { TMeasurement } from './measure.ts';

export type TCheckStatus = 'pass' | 'fail' | 'unchecked';

export type TCheckedResult = TMeasurement & {
  name: string;
  path: string;
  headers: Readonly<Record<string, string>>;
  /** req/s of this target divided by the baseline's req/s (1 for the baseline itself). */
  ratio: number;
  minRatio: number | null;
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
};

/**
 * A target fails when any request errored or answered non-2xx (the figures would be measuring
 * error paths), or when it has a minimum ratio and falls below it. Without a minimum ratio and
 * without errors it is reported but not judged.
 */
export function checkResult(input: TCheckInput): TCheckedResult {
  const { name, path, headers = {}, measurement, baselineReqPerSec, minRatio } = input;
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
  const status: TCheckStatus = problems.length > 0 ? 'fail' : minRatio !== undefined ? 'pass' : 'unchecked';
  return { name, path, headers, ...measurement, ratio, minRatio: minRatio ?? null, status, problems };
}
