import { randomBytes } from 'node:crypto';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { openDatabase, type TDatabase } from '../../../apps/server/src/db/kysely.ts';
import { migrateToLatest } from '../../../apps/server/src/db/migrator.ts';
import type { Database } from '../../../apps/server/src/db/schema.ts';
import { seedDemoIfEmpty } from '../../../apps/server/src/db/seed/seed-demo.ts';
import { deferCleanup } from '../../lib/cleanup.ts';
import { insertExtraTenants } from './bench-tenants.ts';
import { createCorpus } from './corpus.ts';
import { searchDocumentRow } from './document-rows.ts';
import { corpusFingerprint, progressReporter, timed, type TCorpusStamp, type TLoadedCorpus } from './loaded-corpus.ts';
import { formatSize } from './search-settings.ts';

/*
 * The corpus in a PostgreSQL schema of its own (`bench_search_<random>`, dropped at the end), as the
 * portal stores it: migrated, then `search_documents` rows written a couple of thousand per INSERT
 * (migration 0011's triggers write each one's row of `search_ranking`, computing its tsvector). The
 * secondary indexes of both tables (the GIN index among them) are dropped before the load and
 * re-created from their own definitions after it, then the tables are vacuumed and analysed, as
 * autovacuum would.
 */

/** Rows per INSERT: 16 columns each, under PostgreSQL's 65,535 bound parameters. */
const ROWS_PER_INSERT = 2_000;
/** Kept schemas are named by size (BENCH_SEARCH_KEEP). */
const KEPT_SCHEMA_PREFIX = 'bench_search_keep_';

type TPostgresOptions = { size: number; seed: string; keep: boolean; url: string; loadConnections: number };

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** DATABASE_URL of the portal on this schema: libpq's `options` set its search_path. */
function schemaUrl(url: string, schema: string): string {
  const withSchema = new URL(url);
  withSchema.searchParams.set('options', `-c search_path=${schema}`);
  return withSchema.toString();
}

async function readStamp(url: string, schema: string): Promise<TCorpusStamp | null> {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ comment: string | null }>(
      `select obj_description(oid, 'pg_namespace') as comment from pg_namespace where nspname = $1`,
      [schema],
    );
    try {
      const comment = rows[0]?.comment;
      return comment ? (JSON.parse(comment) as TCorpusStamp) : null;
    } catch {
      return null;
    }
  });
}

type TIndexDefinition = { name: string; definition: string };

/** The tables the load writes (`search_ranking` through the triggers of migration 0011). */
const LOADED_TABLES = ['search_documents', 'search_ranking'];

/**
 * The tables' indexes that back no constraint (the lookup and GIN indexes), to drop and re-create:
 * a partitioned table's own index (its partitions' go with it), never a partition's.
 */
async function secondaryIndexes(db: Kysely<Database>, schema: string): Promise<TIndexDefinition[]> {
  const { rows } = await sql<TIndexDefinition>`
    -- A partitioned index's definition reads ON ONLY (its partitions' indexes made apart, as
    -- pg_dump does): without ONLY, one statement builds them all.
    select c.relname as name, replace(pg_get_indexdef(i.indexrelid), ' ON ONLY ', ' ON ') as definition
    from pg_index i
      join pg_class c on c.oid = i.indexrelid
      join pg_class t on t.oid = i.indrelid
      join pg_namespace n on n.oid = t.relnamespace
    where t.relname in (${sql.join(LOADED_TABLES)}) and n.nspname = ${schema}
      and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)
    order by c.relname`.execute(db);
  return rows;
}

async function writeRows(loader: Kysely<Database>, options: TPostgresOptions, steps: Record<string, number>) {
  const { size, seed, loadConnections } = options;
  const corpus = createCorpus(size, seed);
  const progress = progressReporter(`postgres ${formatSize(size)}`, size);
  let generateSeconds = 0;
  let written = 0;
  const inFlight = new Set<Promise<void>>();
  await timed(steps, 'rows (tsvector computed)', async () => {
    for (;;) {
      const generating = performance.now();
      const documents = corpus.nextBatch(ROWS_PER_INSERT);
      generateSeconds += (performance.now() - generating) / 1000;
      if (documents.length === 0) {
        break;
      }
      // Several INSERTs side by side (one connection each): the tsvectors take most of the time.
      const insert: Promise<void> = loader
        .insertInto('search_documents')
        .values(documents.map((document) => searchDocumentRow(document, false)))
        .execute()
        .then(() => {
          inFlight.delete(insert);
          written += documents.length;
          progress(written);
        });
      inFlight.add(insert);
      if (inFlight.size >= loadConnections) {
        await Promise.race(inFlight);
      }
    }
    await Promise.all(inFlight);
  });
  return generateSeconds;
}

async function loadInto(schema: string, options: TPostgresOptions, fingerprint: string): Promise<TCorpusStamp> {
  const { size, seed, url, loadConnections } = options;
  const steps: Record<string, number> = {};
  const database = openDatabase({ dialect: 'postgres', connectionString: url, schema });
  // The load's own connections: no durable commit per INSERT, memory for the index builds.
  const loader = new Kysely<Database>({
    dialect: new PostgresDialect({
      pool: new pg.Pool({
        connectionString: url,
        max: loadConnections,
        options: `-c search_path=${schema} -c synchronous_commit=off -c maintenance_work_mem=1GB`,
      }),
    }),
  });
  try {
    // Not part of the load's figures: the schema and the 20 tenants.
    await migrateToLatest(database);
    await seedDemoIfEmpty(database.db);
    await insertExtraTenants(database.db);
    const indexes = await secondaryIndexes(loader, schema);
    for (const index of indexes) {
      await sql`drop index ${sql.id(schema, index.name)}`.execute(loader);
    }
    const generateSeconds = await writeRows(loader, options, steps);
    await timed(steps, 'indexes (GIN...)', async () => {
      for (const index of indexes) {
        await sql.raw(index.definition).execute(loader);
      }
    });
    await timed(steps, 'vacuum analyze', () =>
      sql`vacuum (analyze) ${sql.join(LOADED_TABLES.map((table) => sql.id(table)))}`.execute(loader),
    );
    const loadSeconds =
      (steps['rows (tsvector computed)'] ?? 0) + (steps['indexes (GIN...)'] ?? 0) + (steps['vacuum analyze'] ?? 0);
    return { fingerprint, size, seed, generateSeconds, loadSeconds, loadSteps: steps };
  } finally {
    await loader.destroy();
    await database.destroy();
  }
}

/** Bytes of `search_documents` (table, each index) and of `search_ranking` (its partitions, indexes included). */
async function sizeParts(database: TDatabase): Promise<{ total: number; parts: Record<string, number> }> {
  const { rows } = await sql<{ name: string; bytes: number }>`
    with ranking as (
      select coalesce(sum(pg_total_relation_size(relid)), 0) as bytes
      from pg_partition_tree('search_ranking'::regclass) where isleaf
    )
    select c.relname as name, pg_relation_size(c.oid) as bytes
    from pg_index i join pg_class c on c.oid = i.indexrelid
    where i.indrelid = 'search_documents'::regclass
    union all
    select 'table (with TOAST)', pg_table_size('search_documents'::regclass)
    union all
    select 'search_ranking (with indexes)', bytes from ranking
    union all
    select 'total', pg_total_relation_size('search_documents'::regclass) + bytes from ranking`.execute(database.db);
  const parts = Object.fromEntries(rows.map((row) => [row.name, Number(row.bytes)]));
  const { total = 0, ...rest } = parts;
  return { total, parts: rest };
}

/**
 * Loads the corpus into a new schema of the PostgreSQL server. With `keep`, the schema
 * (`bench_search_keep_<size>`) stays, stamped with what it holds, and a later run reuses it when the
 * generator, the migrations and the analysis are unchanged.
 */
export async function loadPostgresCorpus(options: TPostgresOptions): Promise<TLoadedCorpus> {
  const { size, seed, keep, url } = options;
  const fingerprint = corpusFingerprint(seed);
  const schema = keep
    ? `${KEPT_SCHEMA_PREFIX}${formatSize(size).toLowerCase()}`
    : `bench_search_${randomBytes(6).toString('hex')}`;
  const dropSchema = () => withClient(url, (client) => client.query(`drop schema if exists ${schema} cascade`));
  const forgetCleanup = deferCleanup(async () => {
    if (!keep) {
      await dropSchema();
    }
  });
  const open = (): TDatabase => openDatabase({ dialect: 'postgres', connectionString: url, schema });
  const release = async (): Promise<void> => {
    forgetCleanup();
    if (!keep) {
      await dropSchema();
    }
  };
  try {
    const kept = keep ? await readStamp(url, schema) : null;
    const reused = kept !== null && kept.fingerprint === fingerprint && kept.size === size;
    let stamp: TCorpusStamp;
    if (reused) {
      stamp = kept;
      console.error(`bench: postgres ${formatSize(size)}: reusing schema ${schema} (BENCH_SEARCH_KEEP)`);
    } else {
      await dropSchema();
      await withClient(url, (client) => client.query(`create schema ${schema}`));
      stamp = await loadInto(schema, options, fingerprint);
      if (keep) {
        const comment = JSON.stringify(stamp).replaceAll("'", "''");
        await withClient(url, (client) => client.query(`comment on schema ${schema} is '${comment}'`));
      }
    }
    const database = open();
    try {
      const { total, parts } = await sizeParts(database);
      return {
        engine: 'postgres',
        size,
        reused,
        generateSeconds: stamp.generateSeconds,
        loadSeconds: stamp.loadSeconds,
        loadSteps: stamp.loadSteps,
        totalBytes: total,
        sizeParts: parts,
        databaseUrl: schemaUrl(url, schema),
        open,
        release,
      };
    } finally {
      await database.destroy();
    }
  } catch (error) {
    await release();
    throw error;
  }
}
