// The server's declaration of the untyped stemmer package search-text.ts uses (the root tsconfig
// does not include apps/server).
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../../apps/server/src/modules/search/snowball-stemmers.d.ts" />
import type { TDatabase } from '../../apps/server/src/db/kysely.ts';
import { checkResult } from '../lib/checks.ts';
import { deferCleanup } from '../lib/cleanup.ts';
import type { TMeasurement } from '../lib/measure.ts';
import { startCpuMeter } from '../lib/process-cpu.ts';
import type { TBenchSuite, TCustomTarget } from '../lib/suite.ts';
import { loadPostgresCorpus } from './search/load-postgres.ts';
import { loadSqliteCorpus } from './search/load-sqlite.ts';
import type { TLoadedCorpus } from './search/loaded-corpus.ts';
import { measureQueries, type TCpuMeter, type TQueryFigures, type TRunQuery } from './search/measure-queries.ts';
import { generateQueries, QUERY_KINDS, type TQueryKind } from './search/queries.ts';
import { apiRunner, inProcessRunner, startSearchPortal, type TSearchPortal } from './search/search-calls.ts';
import {
  formatLatencies,
  formatLoads,
  formatSlowest,
  latencyTargetOf,
  type TQueryWay,
  type TSearchRow,
} from './search/search-report.ts';
import {
  formatSize,
  loadSearchBenchSettings,
  type TSearchBenchSettings,
  type TSearchEngine,
} from './search/search-settings.ts';

/*
 * Global search at scale (issue 6): a generated corpus of 100k and 1M documents over 20 tenants,
 * loaded into SQLite and PostgreSQL, and the latency of one-word, two-word and prefix queries,
 * in process (the search index's call) and through the API (the portal on that database). Each
 * (size, engine) is loaded, measured and dropped before the next, so at most one corpus is on disk.
 *
 * The rows are custom targets with latency limits (`maxLatency`): the runner judges them, prints
 * the verdicts, writes the JSON and fails the run on a miss. After the last row the suite prints
 * its own tables (p95, hits per query, loads) and the slowest queries of a missed row.
 */

const SUITE_NAME = 'search';
const DESCRIPTION = 'Global search on a generated corpus (20 tenants, en/fr-CA): p50/p95/p99 in process and API';
const WAYS: readonly TQueryWay[] = ['in-process', 'api'];

type TRowSpec = { engine: TSearchEngine; size: number; way: TQueryWay; kind: TQueryKind };

/** What one (size, engine) holds while its rows are measured. */
type TGroup = {
  engine: TSearchEngine;
  size: number;
  corpus: TLoadedCorpus;
  database: TDatabase;
  portal: TSearchPortal | null;
  release: () => Promise<void>;
};

function rowName({ engine, size, way, kind }: TRowSpec): string {
  return `${engine}-${formatSize(size)} ${way} ${kind}`;
}

function createSearchRun(settings: TSearchBenchSettings) {
  const specs: TRowSpec[] = settings.sizes.flatMap((size) =>
    settings.engines.flatMap((engine) =>
      WAYS.flatMap((way) => QUERY_KINDS.map((kind): TRowSpec => ({ engine, size, way, kind }))),
    ),
  );
  /** Each measured row, with the figures the runner gets for it. */
  const measured: { row: TSearchRow; measurement: TMeasurement }[] = [];
  const loads: TLoadedCorpus[] = [];
  let group: TGroup | null = null;

  async function openGroup(engine: TSearchEngine, size: number): Promise<TGroup> {
    if (group && group.engine === engine && group.size === size) {
      return group;
    }
    await group?.release();
    group = null;
    console.error(`bench: search: loading ${formatSize(size)} documents into ${engine}`);
    const options = { size, seed: settings.seed, keep: settings.keep };
    const corpus =
      engine === 'sqlite'
        ? await loadSqliteCorpus(options)
        : await loadPostgresCorpus({
            ...options,
            url: settings.postgresUrl,
            loadConnections: settings.postgresLoadConnections,
          });
    loads.push(corpus);
    console.error(
      `bench: search: ${engine} ${formatSize(size)} loaded in ${corpus.loadSeconds.toFixed(1)} s ` +
        `(+${corpus.generateSeconds.toFixed(1)} s generating), ${(corpus.totalBytes / 1_048_576).toFixed(0)} MB`,
    );
    const database = corpus.open();
    const opened: TGroup = {
      engine,
      size,
      corpus,
      database,
      portal: null,
      release: async () => {
        forgetCleanup();
        await opened.portal?.stop();
        await database.destroy();
        await corpus.release();
      },
    };
    const forgetCleanup = deferCleanup(() => database.destroy());
    group = opened;
    return opened;
  }

  async function measureRow(spec: TRowSpec, index: number): Promise<TMeasurement> {
    const current = await openGroup(spec.engine, spec.size);
    const name = rowName(spec);
    const querySeed = `${settings.seed}/${spec.way}`;
    const queries = generateQueries(spec.kind, settings.queriesPerKind, querySeed);
    const warmup = generateQueries(spec.kind, settings.warmupQueries, `${querySeed}/warm-up`);
    let run: TRunQuery;
    let cpuMeter: TCpuMeter;
    if (spec.way === 'in-process') {
      run = inProcessRunner(current.database);
      // SQLite searches in this process; PostgreSQL's work is in its own server processes.
      cpuMeter = spec.engine === 'sqlite' ? processCpuMeter : () => () => null;
    } else {
      current.portal ??= await startSearchPortal(`${spec.engine} ${formatSize(spec.size)}`, current.corpus.databaseUrl);
      const { pid } = current.portal;
      run = apiRunner(current.portal.baseUrl, current.database);
      cpuMeter = () => startCpuMeter(pid);
    }
    console.error(`bench: ${name}: ${warmup.length} warm-up + ${queries.length} queries, one at a time`);
    const figures: TQueryFigures = await measureQueries(name, warmup, queries, run, cpuMeter);
    const target = latencyTargetOf(spec.size, spec.way);
    const measurement = toMeasurement(figures, current.corpus);
    // The runner's own verdict (same check), for this suite's table and progress line.
    const { status, problems } = checkResult({
      name,
      path: pathOf(spec.way),
      measurement,
      baselineReqPerSec: 0,
      maxLatency: target,
    });
    const row: TSearchRow = { name, ...spec, figures, target, status: status === 'fail' ? 'fail' : 'pass', problems };
    measured.push({ row, measurement });
    console.error(
      `bench: ${name}: p50 ${figures.p50Ms.toFixed(1)} ms, p95 ${figures.p95Ms.toFixed(1)} ms, ` +
        `p99 ${figures.p99Ms.toFixed(1)} ms, ${figures.meanHits.toFixed(0)} hits/query: ${row.status.toUpperCase()}`,
    );

    const isLastOfGroup = specs[index + 1]?.engine !== spec.engine || specs[index + 1]?.size !== spec.size;
    if (isLastOfGroup) {
      await current.release();
      group = null;
    }
    if (index === specs.length - 1) {
      // The runner does not know p95 targets: our table, then the verdict.
      finish();
    }
    return measurement;
  }

  /** The runner's figures for a row, with ours (hits, slowest queries, load) carried into its JSON. */
  function toMeasurement(figures: TQueryFigures, corpus: TLoadedCorpus) {
    return {
      reqPerSec: figures.elapsedSeconds > 0 ? figures.count / figures.elapsedSeconds : 0,
      p50Ms: figures.p50Ms,
      p99Ms: figures.p99Ms,
      totalRequests: figures.count,
      errors: figures.errors,
      timeouts: 0,
      non2xx: figures.non2xx,
      statusCodes: figures.statusCodes,
      serverCpuUsPerRequest: figures.cpuUsPerQuery,
      p95Ms: figures.p95Ms,
      // Ours:
      meanMs: figures.meanMs,
      maxMs: figures.maxMs,
      meanHits: figures.meanHits,
      slowest: figures.slowest,
      corpus: {
        engine: corpus.engine,
        documents: corpus.size,
        seed: settings.seed,
        reused: corpus.reused,
        generateSeconds: corpus.generateSeconds,
        loadSeconds: corpus.loadSeconds,
        loadSteps: corpus.loadSteps,
        bytes: corpus.totalBytes,
        bytesByPart: corpus.sizeParts,
      },
    } satisfies TMeasurement & Record<string, unknown>;
  }

  function finish(): void {
    const rows = measured.map(({ row }) => row);
    console.log(`\nsearch corpus loads (${settings.seed}):\n${formatLoads(loads)}\n`);
    console.log(
      `search latency, one query at a time (${settings.queriesPerKind} per row after ${settings.warmupQueries} warm-up):`,
    );
    console.log(`${formatLatencies(rows)}\n`);
    const failed = rows.filter((row) => row.status === 'fail');
    if (failed.length > 0) {
      console.log(`${formatSlowest(failed)}\n`);
    }
  }

  const targets: TCustomTarget[] = specs.map((spec, index) => ({
    name: rowName(spec),
    path: pathOf(spec.way),
    maxLatency: latencyTargetOf(spec.size, spec.way),
    measure: () => measureRow(spec, index),
  }));
  return { targets };
}

/** CPU time of this process (the SQLite searches in process), per query. */
function processCpuMeter(): (queries: number) => number | null {
  const before = process.cpuUsage();
  return (queries) => {
    const used = process.cpuUsage(before);
    return queries > 0 ? (used.user + used.system) / queries : null;
  };
}

function pathOf(way: TQueryWay): string {
  return way === 'api' ? 'POST /api/GlobalSearch/search' : 'createSearchIndex(database).search(query)';
}

let searchTargets: TCustomTarget[] | null = null;

export const searchSuite: TBenchSuite = {
  name: SUITE_NAME,
  description: DESCRIPTION,
  // Read when the suite runs (a bad BENCH_SEARCH_* value fails this suite, not the others).
  get targets() {
    searchTargets ??= createSearchRun(loadSearchBenchSettings()).targets;
    return searchTargets;
  },
};
