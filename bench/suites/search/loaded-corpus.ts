import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { TDatabase } from '../../../apps/server/src/db/kysely.ts';
import type { TSearchEngine } from './search-settings.ts';

/** A corpus loaded into one engine: how long it took, how big it is, and how to reach it. */
export type TLoadedCorpus = {
  engine: TSearchEngine;
  size: number;
  /** Kept by an earlier run (BENCH_SEARCH_KEEP): the load figures are that run's. */
  reused: boolean;
  /** Generating the documents (JavaScript), not counted in the load. */
  generateSeconds: number;
  /** Writing the documents and building their index, in seconds. */
  loadSeconds: number;
  /** The parts of the load (rows, index build, vacuum...). */
  loadSteps: Record<string, number>;
  /** Bytes on disk of the documents and their index. */
  totalBytes: number;
  /** The parts of it (full-text index, table...). */
  sizeParts: Record<string, number>;
  /** Where the portal finds it (DATABASE_URL). */
  databaseUrl: string;
  /** Opens a connection as the portal would; the caller destroys it. */
  open: () => TDatabase;
  /** Drops the database (or keeps it, with BENCH_SEARCH_KEEP). */
  release: () => Promise<void>;
};

/** What a kept database records about itself, to be reused only when nothing it depends on changed. */
export type TCorpusStamp = {
  fingerprint: string;
  size: number;
  seed: string;
  generateSeconds: number;
  loadSeconds: number;
  loadSteps: Record<string, number>;
};

const repositoryRoot = resolve(import.meta.dirname, '..', '..', '..');

/** Files whose change makes a kept corpus stale: the generator, the schema and the index's analysis. */
function fingerprintFiles(): string[] {
  const migrations = join(repositoryRoot, 'apps/server/src/db/migrations');
  const generator = import.meta.dirname;
  return [
    ...readdirSync(migrations).map((name) => join(migrations, name)),
    ...['sqlite-fts.ts', 'search-text.ts', 'stop-words.ts', 'search-index.writer.ts'].map((name) =>
      join(repositoryRoot, 'apps/server/src/modules/search', name),
    ),
    ...['corpus.ts', 'vocabulary.ts', 'word-lists.ts', 'random.ts', 'bench-tenants.ts', 'document-rows.ts'].map(
      (name) => join(generator, name),
    ),
  ].sort();
}

export function corpusFingerprint(seed: string): string {
  const hash = createHash('sha256').update(seed);
  for (const file of fingerprintFiles()) {
    hash.update(file).update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/** Times one step of a load into `steps`. */
export async function timed<T>(steps: Record<string, number>, name: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    steps[name] = (steps[name] ?? 0) + (performance.now() - started) / 1000;
  }
}

/** "  loaded 300,000 / 1,000,000 documents (42 s)": every so often on stderr, a load takes minutes. */
export function progressReporter(label: string, size: number): (written: number) => void {
  const started = performance.now();
  const step = Math.max(50_000, Math.round(size / 10 / 50_000) * 50_000);
  let next = step;
  return (written) => {
    if (written >= next || written === size) {
      next += step;
      const seconds = ((performance.now() - started) / 1000).toFixed(0);
      console.error(
        `bench: ${label}: ${written.toLocaleString('en')} / ${size.toLocaleString('en')} documents (${seconds} s)`,
      );
    }
  };
}
