import { percentile } from '../../lib/percentile.ts';
import type { TBenchQuery } from './queries.ts';

/** One search's outcome: its HTTP status (200 in process) and how many documents matched. */
export type TQueryOutcome = { status: number; hits: number };

export type TRunQuery = (query: TBenchQuery) => Promise<TQueryOutcome>;

export type TSlowQuery = {
  tenantCode: string;
  locale: string;
  searchText: string;
  bands: string;
  ms: number;
  hits: number;
};

export type TQueryFigures = {
  count: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  meanMs: number;
  maxMs: number;
  /** Mean number of documents a query matched (all modules): what a search has to rank. */
  meanHits: number;
  /** Queries that threw. */
  errors: number;
  /** Answers that were not 2xx. */
  non2xx: number;
  statusCodes: Record<string, number>;
  elapsedSeconds: number;
  /** The slowest queries, to explain a tail. */
  slowest: TSlowQuery[];
  /** CPU time per measured query of the process that searched (null when not known). */
  cpuUsPerQuery: number | null;
};

/** Starts counting a process's CPU time; the function gives the µs per query since then. */
export type TCpuMeter = () => (queries: number) => number | null;

const SLOWEST_KEPT = 5;

/**
 * Runs the warm-up queries (discarded), then the measured ones one after the other, timing each
 * call from before the request to its complete answer. A query that throws counts as an error and
 * the run goes on: one bad answer should not hide the figures of the others.
 */
export async function measureQueries(
  name: string,
  warmup: readonly TBenchQuery[],
  queries: readonly TBenchQuery[],
  run: TRunQuery,
  startCpuMeter: TCpuMeter = () => () => null,
): Promise<TQueryFigures> {
  for (const query of warmup) {
    await run(query).catch(() => undefined);
  }
  const cpuPerQuery = startCpuMeter();
  const durations: number[] = [];
  const measured: TSlowQuery[] = [];
  const statusCodes: Record<string, number> = {};
  let errors = 0;
  let non2xx = 0;
  let hits = 0;
  const started = performance.now();
  for (const query of queries) {
    const queryStart = performance.now();
    try {
      const outcome = await run(query);
      const ms = performance.now() - queryStart;
      durations.push(ms);
      statusCodes[String(outcome.status)] = (statusCodes[String(outcome.status)] ?? 0) + 1;
      if (outcome.status < 200 || outcome.status >= 300) {
        non2xx += 1;
      }
      hits += outcome.hits;
      measured.push({ ...pick(query), ms, hits: outcome.hits });
    } catch (error) {
      errors += 1;
      if (errors <= 3) {
        console.error(
          `bench: ${name}: "${query.searchText}": ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
  }
  const elapsedSeconds = (performance.now() - started) / 1000;
  const sorted = Float64Array.from(durations).sort();
  return {
    count: durations.length,
    p50Ms: percentile(sorted, 0.5),
    p95Ms: percentile(sorted, 0.95),
    p99Ms: percentile(sorted, 0.99),
    meanMs: durations.length > 0 ? durations.reduce((sum, ms) => sum + ms, 0) / durations.length : 0,
    maxMs: sorted.at(-1) ?? 0,
    meanHits: durations.length > 0 ? hits / durations.length : 0,
    errors,
    non2xx,
    statusCodes,
    elapsedSeconds,
    slowest: measured.sort((left, right) => right.ms - left.ms).slice(0, SLOWEST_KEPT),
    cpuUsPerQuery: cpuPerQuery(durations.length),
  };
}

function pick(query: TBenchQuery): Omit<TSlowQuery, 'ms' | 'hits'> {
  return { tenantCode: query.tenantCode, locale: query.locale, searchText: query.searchText, bands: query.bands };
}
