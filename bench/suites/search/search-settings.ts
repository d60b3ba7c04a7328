import { postgresTestUrl } from '../../../scripts/postgres-test-url.ts';
import { DEFAULT_CORPUS_SEED } from './corpus.ts';

/** The search suite's own settings (the run's BENCH_DURATION and BENCH_CONNECTIONS do not apply). */
export type TSearchEngine = 'sqlite' | 'postgres';

export type TSearchBenchSettings = {
  /** Corpus sizes, smallest first (BENCH_SEARCH_SIZES). */
  sizes: number[];
  engines: TSearchEngine[];
  /** Measured queries per kind and way (in process, API). */
  queriesPerKind: number;
  /** Discarded queries before each kind's measured ones. */
  warmupQueries: number;
  /** Keep the generated databases for the next run, and reuse the ones kept by the last. */
  keep: boolean;
  /** Server (and database) the PostgreSQL corpus goes to, in a schema of its own. */
  postgresUrl: string;
  seed: string;
  /** Connections loading the PostgreSQL corpus side by side. */
  postgresLoadConnections: number;
};

const ENGINES: readonly TSearchEngine[] = ['sqlite', 'postgres'];

function parseSize(text: string): number {
  const match = /^(\d+(?:\.\d+)?)([km]?)$/i.exec(text.trim());
  const unit = match?.[2]?.toLowerCase();
  const value = match ? Number(match[1]) * (unit === 'm' ? 1_000_000 : unit === 'k' ? 1_000 : 1) : NaN;
  if (!Number.isInteger(value) || value < 1_000) {
    throw new Error(`BENCH_SEARCH_SIZES: "${text}" is not a number of documents of 1000 or more (e.g. 100000 or 100k)`);
  }
  return value;
}

function readInteger(environment: NodeJS.ProcessEnv, name: string, fallback: number, minimum: number): number {
  const raw = environment[name]?.trim();
  if (raw === undefined || raw === '') {
    return fallback;
  }
  const value = Number(raw);
  if (!Number.isInteger(value) || value < minimum) {
    throw new Error(`${name} must be a whole number of at least ${minimum}, got "${raw}"`);
  }
  return value;
}

export function loadSearchBenchSettings(environment: NodeJS.ProcessEnv = process.env): TSearchBenchSettings {
  const sizes = (environment.BENCH_SEARCH_SIZES?.trim() || '100000,1000000').split(',').map(parseSize);
  const engineNames = (environment.BENCH_SEARCH_ENGINES?.trim() || ENGINES.join(','))
    .split(',')
    .map((name) => name.trim());
  const unknown = engineNames.filter((name) => !(ENGINES as readonly string[]).includes(name));
  if (unknown.length > 0) {
    throw new Error(`BENCH_SEARCH_ENGINES: unknown ${unknown.join(', ')} (known: ${ENGINES.join(', ')})`);
  }
  return {
    sizes: [...new Set(sizes)].sort((left, right) => left - right),
    engines: ENGINES.filter((engine) => engineNames.includes(engine)),
    queriesPerKind: readInteger(environment, 'BENCH_SEARCH_QUERIES', 300, 10),
    warmupQueries: readInteger(environment, 'BENCH_SEARCH_WARMUP_QUERIES', 30, 0),
    keep: ['1', 'true', 'yes'].includes(environment.BENCH_SEARCH_KEEP?.trim().toLowerCase() ?? ''),
    postgresUrl: environment.BENCH_SEARCH_POSTGRES_URL?.trim() || postgresTestUrl(),
    seed: environment.BENCH_SEARCH_SEED?.trim() || DEFAULT_CORPUS_SEED,
    postgresLoadConnections: readInteger(environment, 'BENCH_SEARCH_PG_LOAD_CONNECTIONS', 2, 1),
  };
}

/** 100000 -> "100k", 1000000 -> "1M". */
export function formatSize(size: number): string {
  if (size % 1_000_000 === 0) {
    return `${size / 1_000_000}M`;
  }
  return size % 1_000 === 0 ? `${size / 1_000}k` : String(size);
}
