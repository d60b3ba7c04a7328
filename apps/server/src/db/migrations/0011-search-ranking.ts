import { sql, type RawBuilder } from 'kysely';
import type { Migration } from 'kysely/migration';
import { isSqlite, type TMigrationDb } from '../migration-helpers.ts';
import { analyzeText, textSearchLanguageOf } from '../../modules/search/search-text.ts';
import { rebuildSqliteFullTextIndex } from '../../modules/search/sqlite-fts.ts';

/*
 * Search that keeps its speed as tenants are added (issue 6). With 0008's index, a term's (or a
 * prefix's) postings were those of every tenant, intersected with the tenant afterwards, and
 * ranking read each match's row wherever it lay in the table: the work grew with the whole index,
 * not with the tenant searched.
 *
 * - PostgreSQL: `search_ranking`, a narrow table of what finding and ranking need (keys, dates, sort
 *   keys and the document's vector, which moves there from 0008's `search_vector`), hash-partitioned by tenant, locale and module so that one
 *   module's documents of a tenant share few pages (ts_rank reads every match's vector: those
 *   pages, not the whole table's). Triggers on `search_documents` keep it in step in the same
 *   statement, whoever writes. Its GIN index holds each lexeme prefixed with a key of the row's
 *   scope (tenant/locale/status/module: 16 hex digits of its md5, `search_scoped_vector`), so a
 *   search reads one scope's postings only; `search_scoped_query` keys a query the same way. The
 *   reader checks the scope's columns too: two scopes sharing a key could cost time, never mix
 *   results. 0008's GIN index over (search_scope, search_vector) and those columns go.
 * - SQLite: the FTS5 table is rebuilt with scoped tokens (modules/search/sqlite-fts.ts: scopes
 *   numbered in `search_scopes`, tags for asset types and dated documents), without the prefix
 *   indexes that made it four times its size.
 */

/** Partitions of `search_ranking`: a few scopes each at a million documents (about 320 scopes). */
const RANKING_PARTITIONS = 64;

/** The scope key of a lexeme: 16 hex digits of the scope's md5 (only built-in functions, for the index). */
const SCOPED_VECTOR_FUNCTION = sql`
  create function search_scoped_vector(scope text, vector tsvector) returns tsvector
  language sql immutable strict parallel safe as $$
    select array_to_tsvector(array(select key || lexeme from unnest(tsvector_to_array(vector)) as lexeme))
    from (select left(md5(scope), 16) as key) as scope_key
  $$`;

/** A query's lexemes with the same key (a tsquery's text quotes each lexeme, doubling its quotes). */
const SCOPED_QUERY_FUNCTION = sql`
  create function search_scoped_query(scope text, query tsquery) returns tsquery
  language sql immutable strict parallel safe as $$
    select regexp_replace(query::text, '''((?:[^'']|'''')*)''', '''' || left(md5(scope), 16) || '\\1''', 'g')::tsquery
  $$`;

/** The columns `search_ranking` copies from `search_documents` (beside the vector). */
const RANKING_COLUMNS = sql.raw(
  'id, tenant_code, locale, module_code, status, entity_id, asset_type_code, updated_at, effective_date, expiry_date, sort_title',
);

const CONFIGURATIONS = { fr: 'portal_fr', en: 'portal_en', simple: 'portal_simple' } as const;

/** A column of `alias`'s rows, or of the table itself (a generated column names no table). */
function column(name: string, alias: string | null): RawBuilder<unknown> {
  return sql.ref(alias === null ? name : `${alias}.${name}`);
}

function weightedVector(configuration: string, alias: string | null): RawBuilder<unknown> {
  const title = column('title', alias);
  const text = column('text', alias);
  const config = sql.lit(configuration);
  return sql`setweight(to_tsvector(${config}::regconfig, ${title}), 'A') || setweight(to_tsvector(${config}::regconfig, ${text}), 'B')`;
}

/**
 * 0008's `search_vector` of a document (of `alias`): title weighted A, text B, analysed by the text
 * search configuration of its locale (unaccent, then the Snowball stemmer and stop words).
 */
function documentVector(alias: string | null): RawBuilder<unknown> {
  const locale = column('locale', alias);
  return sql`case
    when ${locale} like 'fr%' then ${weightedVector(CONFIGURATIONS.fr, alias)}
    when ${locale} like 'en%' then ${weightedVector(CONFIGURATIONS.en, alias)}
    else ${weightedVector(CONFIGURATIONS.simple, alias)}
  end`;
}

async function createRankingTable(db: TMigrationDb): Promise<void> {
  await sql`
    create table search_ranking (
      id integer not null,
      tenant_code varchar(32) not null,
      locale varchar(16) not null,
      module_code varchar(32) not null,
      status varchar(32) not null,
      entity_id varchar(64) not null,
      asset_type_code varchar(32),
      updated_at varchar(32) not null,
      effective_date varchar(32),
      expiry_date varchar(32),
      sort_title varchar(500) not null,
      search_vector tsvector
    ) partition by hash (tenant_code, locale, module_code)`.execute(db);
  // No parallel workers: a search reads a few thousand rows of one partition, less than starting
  // workers costs (and the cores serve other searches).
  for (let remainder = 0; remainder < RANKING_PARTITIONS; remainder += 1) {
    await sql`
      create table ${sql.id(`search_ranking_${remainder}`)} partition of search_ranking
      for values with (modulus ${sql.lit(RANKING_PARTITIONS)}, remainder ${sql.lit(remainder)})
      with (parallel_workers = 0)`.execute(db);
  }
  // The vectors there are, as 0008 computed them.
  await sql`
    insert into search_ranking (${RANKING_COLUMNS}, search_vector)
    select ${RANKING_COLUMNS}, search_vector from search_documents`.execute(db);
  await sql`
    create index search_ranking_terms_idx on search_ranking
    using gin (search_scoped_vector(tenant_code || '/' || locale || '/' || status || '/' || module_code, search_vector))`.execute(
    db,
  );
  // The triggers' deletes find rows by id. No key over the scope's columns: the planner would walk
  // it and compute every row's scoped terms rather than ask the GIN index.
  await sql`create index search_ranking_id_idx on search_ranking (id)`.execute(db);
}

/**
 * Statement triggers (one INSERT ... SELECT per statement, bulk loads included): a document's
 * ranking row, its vector computed there, is deleted with it and written again on any change. The
 * function keeps the search_path it was created with: the text search configurations and
 * `search_ranking` it names are this schema's whoever writes.
 */
async function createRankingTriggers(db: TMigrationDb): Promise<void> {
  await sql`
    create function search_ranking_sync() returns trigger language plpgsql
    set search_path from current as $$
    begin
      if tg_op in ('DELETE', 'UPDATE') then
        delete from search_ranking r using old_documents o
        where r.tenant_code = o.tenant_code and r.locale = o.locale and r.module_code = o.module_code and r.id = o.id;
      end if;
      if tg_op in ('INSERT', 'UPDATE') then
        insert into search_ranking (${RANKING_COLUMNS}, search_vector)
        select ${RANKING_COLUMNS}, ${documentVector('new_documents')} from new_documents;
      end if;
      return null;
    end
    $$`.execute(db);
  // A trigger with transition tables serves one event.
  await sql`
    create trigger search_ranking_insert after insert on search_documents
    referencing new table as new_documents for each statement execute function search_ranking_sync()`.execute(db);
  await sql`
    create trigger search_ranking_update after update on search_documents
    referencing old table as old_documents new table as new_documents
    for each statement execute function search_ranking_sync()`.execute(db);
  await sql`
    create trigger search_ranking_delete after delete on search_documents
    referencing old table as old_documents for each statement execute function search_ranking_sync()`.execute(db);
}

async function upPostgres(db: TMigrationDb): Promise<void> {
  await SCOPED_VECTOR_FUNCTION.execute(db);
  await SCOPED_QUERY_FUNCTION.execute(db);
  await createRankingTable(db);
  await createRankingTriggers(db);
  // The vector lives in `search_ranking` now; 0008's columns and index are read by nothing.
  await sql`drop index if exists search_documents_fts_idx`.execute(db);
  await db.schema.alterTable('search_documents').dropColumn('search_vector').execute();
  await db.schema.alterTable('search_documents').dropColumn('search_scope').execute();
}

async function downPostgres(db: TMigrationDb): Promise<void> {
  await sql`alter table search_documents add column search_vector tsvector generated always as (${documentVector(null)}) stored`.execute(
    db,
  );
  await sql`alter table search_documents add column search_scope varchar(100) generated always as (tenant_code || '/' || locale || '/' || status) stored`.execute(
    db,
  );
  await sql`create index search_documents_fts_idx on search_documents using gin (search_scope, search_vector)`.execute(
    db,
  );
  for (const event of ['insert', 'update', 'delete']) {
    await sql`drop trigger if exists ${sql.id(`search_ranking_${event}`)} on search_documents`.execute(db);
  }
  await sql`drop function if exists search_ranking_sync()`.execute(db);
  await sql`drop table if exists search_ranking`.execute(db);
  await sql`drop function if exists search_scoped_query(text, tsquery)`.execute(db);
  await sql`drop function if exists search_scoped_vector(text, tsvector)`.execute(db);
}

function hex(text: string): string {
  return Buffer.from(text, 'utf8').toString('hex');
}

type TLegacySource = {
  id: number;
  tenant_code: string;
  module_code: string;
  locale: string;
  status: string;
  asset_type_code: string | null;
  title: string;
  text: string;
};

/** Back to 0008's FTS5 table: one scope token per document, global terms, prefix indexes. */
async function downSqlite(db: TMigrationDb): Promise<void> {
  await sql`drop table if exists search_fts`.execute(db);
  await sql`drop table if exists search_scopes`.execute(db);
  await sql`
    create virtual table search_fts using fts5(
      scope, asset, title, body,
      content = '', contentless_delete = 1,
      prefix = '2 3 4 5',
      tokenize = 'unicode61 remove_diacritics 2'
    )`.execute(db);
  const { rows } = await sql<TLegacySource>`
    select id, tenant_code, module_code, locale, status, asset_type_code, title, text
    from search_documents`.execute(db);
  for (const row of rows) {
    const language = textSearchLanguageOf(row.locale);
    const scope = `s${hex(`${row.tenant_code}\u0001${row.locale}\u0001${row.status}\u0001${row.module_code}`)}`;
    await sql`
      insert into search_fts (rowid, scope, asset, title, body)
      values (${row.id}, ${scope}, ${row.asset_type_code === null ? '' : `a${hex(row.asset_type_code)}`},
        ${analyzeText(row.title, language)}, ${analyzeText(row.text, language)})`.execute(db);
  }
}

export const searchRanking: Migration = {
  async up(db: TMigrationDb) {
    if (isSqlite(db)) {
      // The delete trigger of 0008 names the table, which keeps its name.
      await rebuildSqliteFullTextIndex(db);
      return;
    }
    await upPostgres(db);
  },

  async down(db: TMigrationDb) {
    if (isSqlite(db)) {
      await downSqlite(db);
      return;
    }
    await downPostgres(db);
  },
};
