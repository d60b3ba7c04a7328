import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TCheckedResult } from './checks.ts';
import type { TBenchSettings } from './settings.ts';

export type TMachine = {
  node: string;
  platform: string;
  arch: string;
  cpuCount: number;
  cpuModel: string;
  /** 1, 5 and 15 minute load averages when the suite started: a busy machine skews the figures. */
  loadAverage: number[];
};

export type TSuiteReport = {
  suite: string;
  description: string;
  startedAt: string;
  finishedAt: string;
  machine: TMachine;
  settings: TBenchSettings;
  passed: boolean;
  results: TCheckedResult[];
};

const STATUS_LABELS = { pass: 'PASS', fail: 'FAIL', unchecked: '-' } as const;

/** A plain-text table, numbers right-aligned, for the terminal. */
export function formatTable(results: readonly TCheckedResult[]): string {
  const header = ['target', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'non-2xx', 'ratio', 'min', 'check', 'cpu µs/req'];
  const rows = results.map((result) => [
    result.name,
    result.reqPerSec.toFixed(0),
    result.p50Ms.toFixed(2),
    result.p99Ms.toFixed(2),
    String(result.errors),
    String(result.non2xx),
    result.ratio.toFixed(2),
    result.minRatio === null ? '-' : result.minRatio.toFixed(2),
    STATUS_LABELS[result.status],
    result.serverCpuUsPerRequest === null ? '-' : result.serverCpuUsPerRequest.toFixed(0),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const formatRow = (cells: readonly string[]): string =>
    cells
      .map((cell, column) => {
        const width = widths[column] ?? 0;
        // The name column reads better left-aligned, figures right-aligned.
        return column === 0 ? cell.padEnd(width) : cell.padStart(width);
      })
      .join('  ');
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  return [formatRow(header), rule, ...rows.map(formatRow)].join('\n');
}

/** One PASS/FAIL line per judged target, with the reasons of a failure. */
export function formatVerdicts(results: readonly TCheckedResult[]): string[] {
  return results
    .filter((result) => result.status !== 'unchecked')
    .map((result) => {
      if (result.status === 'pass') {
        const passes = [
          ...(result.minRatio === null
            ? []
            : [`${result.ratio.toFixed(2)} of baseline >= ${result.minRatio.toFixed(2)}`]),
          ...(result.maxLatency === null || result.p95Ms === undefined
            ? []
            : [`p95 ${result.p95Ms.toFixed(1)} ms <= ${result.maxLatency.p95Ms} ms`]),
        ];
        return `PASS ${result.name}: ${passes.join('; ')}`;
      }
      return `FAIL ${result.name}: ${result.problems.join('; ')}`;
    });
}

/** Writes `<suite>-<timestamp>.json` into `resultsDir` and returns its path. */
export function writeJsonReport(report: TSuiteReport, resultsDir: string): string {
  mkdirSync(resultsDir, { recursive: true });
  // ISO time without ':' and '.', which some file systems refuse in names.
  const stamp = report.startedAt.replaceAll(':', '-').replaceAll('.', '-');
  const path = join(resultsDir, `${report.suite}-${stamp}.json`);
  writeFileSync(path, `${JSON.stringify(report, null, 2)}\n`);
  return path;
}
