import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { openDatabase, type TDatabase } from '../../../apps/server/src/db/kysely.ts';
import { migrateToLatest } from '../../../apps/server/src/db/migrator.ts';
import { seedDemoIfEmpty } from '../../../apps/server/src/db/seed/seed-demo.ts';
import {
  FULL_TEXT_INSERT_BATCH,
  insertFullTextBatch,
  SQLITE_FTS_TABLE,
} from '../../../apps/server/src/modules/search/sqlite-fts.ts';
import { deferCleanup } from '../../lib/cleanup.ts';
import { insertExtraTenants } from './bench-tenants.ts';
import { createCorpus, type TCorpusDocument } from './corpus.ts';
import { searchDocumentRow } from './document-rows.ts';
import { corpusFingerprint, progressReporter, timed, type TCorpusStamp, type TLoadedCorpus } from './loaded-corpus.ts';
import { formatSize } from './search-settings.ts';

/*
 * The corpus in a SQLite file, as the portal stores it: `search_documents` rows, then their FTS5
 * rows (terms analysed in JavaScript by sqlite-fts.ts, as the writer does), a few hundred rows per
 * INSERT and many thousand per transaction.
 */

/** Documents per transaction: one commit (and WAL growth) per this many. */
const TRANSACTION_DOCUMENTS = 20_000;
/** Kept databases live here, by size (BENCH_SEARCH_KEEP). */
const KEPT_SQLITE_DIR = join(tmpdir(), 'portal-bench-search');

type TSqliteOptions = { size: number; seed: string; keep: boolean };

function stampPath(databasePath: string): string {
  return `${databasePath}.json`;
}

function readStamp(databasePath: string): TCorpusStamp | null {
  try {
    return existsSync(databasePath)
      ? (JSON.parse(readFileSync(stampPath(databasePath), 'utf8')) as TCorpusStamp)
      : null;
  } catch {
    return null;
  }
}

function removeDatabaseFiles(databasePath: string): void {
  for (const suffix of ['', '-wal', '-shm', '.json']) {
    rmSync(`${databasePath}${suffix}`, { force: true });
  }
}

async function writeCorpus(database: TDatabase, size: number, seed: string, steps: Record<string, number>) {
  const corpus = createCorpus(size, seed);
  const progress = progressReporter(`sqlite ${formatSize(size)}`, size);
  let generateSeconds = 0;
  let written = 0;
  // A bigger page cache: FTS5 merges its segments as the index grows.
  await sql`pragma cache_size = -262144`.execute(database.db);
  // The demo's own documents (resources, events, articles) come first: the corpus's ids follow theirs.
  const last = await database.db
    .selectFrom('search_documents')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  const idOffset = Number(last?.id ?? 0);
  for (;;) {
    const generating = performance.now();
    const documents: TCorpusDocument[] = corpus
      .nextBatch(TRANSACTION_DOCUMENTS)
      .map((document) => ({ ...document, id: document.id + idOffset }));
    generateSeconds += (performance.now() - generating) / 1000;
    if (documents.length === 0) {
      return generateSeconds;
    }
    await timed(steps, 'rows and full-text index', () =>
      database.db.transaction().execute(async (trx) => {
        for (let start = 0; start < documents.length; start += FULL_TEXT_INSERT_BATCH) {
          const chunk = documents.slice(start, start + FULL_TEXT_INSERT_BATCH);
          await trx
            .insertInto('search_documents')
            .values(chunk.map((document) => searchDocumentRow(document, true)))
            .execute();
          await insertFullTextBatch(trx, chunk);
        }
      }),
    );
    written += documents.length;
    progress(written);
  }
}

/** Bytes of the full-text index's tables and of the documents' table and indexes (dbstat). */
async function sizeParts(database: TDatabase): Promise<Record<string, number>> {
  const { rows } = await sql<{ part: string; bytes: number }>`
    select case when name like ${`${SQLITE_FTS_TABLE}%`} then 'full-text index' else 'documents and other tables' end
      as part, sum(pgsize) as bytes
    from dbstat group by part`.execute(database.db);
  return Object.fromEntries(rows.map((row) => [row.part, Number(row.bytes)]));
}

/**
 * Loads the corpus into a new SQLite file in the temp folder (migrated, demo tenants and the 18
 * extra tenants seeded). With `keep`, the file stays in KEPT_SQLITE_DIR and a later run reuses it
 * when the generator, the migrations and the index's analysis are unchanged.
 */
export async function loadSqliteCorpus({ size, seed, keep }: TSqliteOptions): Promise<TLoadedCorpus> {
  const fingerprint = corpusFingerprint(seed);
  let databasePath: string;
  let removeFolder: (() => void) | null = null;
  if (keep) {
    mkdirSync(KEPT_SQLITE_DIR, { recursive: true });
    databasePath = join(KEPT_SQLITE_DIR, `sqlite-${formatSize(size)}.db`);
  } else {
    const folder = mkdtempSync(join(tmpdir(), 'portal-bench-search-'));
    databasePath = join(folder, 'search.db');
    removeFolder = () => rmSync(folder, { recursive: true, force: true });
  }
  const forgetCleanup = deferCleanup(async () => removeFolder?.());
  const open = (): TDatabase => openDatabase({ dialect: 'sqlite', path: databasePath });
  const release = async (): Promise<void> => {
    forgetCleanup();
    removeFolder?.();
  };

  const kept = keep ? readStamp(databasePath) : null;
  let stamp: TCorpusStamp;
  const reused = kept !== null && kept.fingerprint === fingerprint && kept.size === size;
  if (reused) {
    stamp = kept;
    console.error(`bench: sqlite ${formatSize(size)}: reusing ${databasePath} (BENCH_SEARCH_KEEP)`);
  } else {
    removeDatabaseFiles(databasePath);
    const steps: Record<string, number> = {};
    const database = open();
    try {
      // Not part of the load's figures: the schema and the 20 tenants.
      await migrateToLatest(database);
      await seedDemoIfEmpty(database.db);
      await insertExtraTenants(database.db);
      const generateSeconds = await writeCorpus(database, size, seed, steps);
      await timed(steps, 'checkpoint', () => sql`pragma wal_checkpoint(truncate)`.execute(database.db));
      const loadSeconds = (steps['rows and full-text index'] ?? 0) + (steps.checkpoint ?? 0);
      stamp = { fingerprint, size, seed, generateSeconds, loadSeconds, loadSteps: steps };
    } finally {
      await database.destroy();
    }
    if (keep) {
      writeFileSync(stampPath(databasePath), `${JSON.stringify(stamp, null, 2)}\n`);
    }
  }
  const database = open();
  try {
    return {
      engine: 'sqlite',
      size,
      reused,
      generateSeconds: stamp.generateSeconds,
      loadSeconds: stamp.loadSeconds,
      loadSteps: stamp.loadSteps,
      totalBytes: statSync(databasePath).size,
      sizeParts: await sizeParts(database),
      databaseUrl: `sqlite:${databasePath}`,
      open,
      release,
    };
  } finally {
    await database.destroy();
  }
}
