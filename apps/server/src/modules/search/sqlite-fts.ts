import { sql, type Kysely } from 'kysely';
import { analyzeText, textSearchLanguageOf } from './search-text.ts';

/*
 * The SQLite side of the search index: an FTS5 table beside `search_documents`, one row per
 * document (its rowid is the document's `id`; a trigger deletes it with the document). Contentless
 * (the text lives in `search_documents`) with deletable rows.
 *
 * Columns: `scope` holds one token naming tenant, locale, status and module, so a match is always
 * inside one tenant's published documents of a language; `asset` the asset type's token; `title`
 * and `body` the analysed terms (search-text.ts). (Stored unindexed columns would save the ranking
 * its document reads, but SQLite 3.54 cannot drop such a table cleanly: `contentless_unindexed`
 * leaves its `_content` table behind.)
 */

export const SQLITE_FTS_TABLE = 'search_fts';

// Kysely's types do not know the virtual table: queries on it are raw SQL.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type TAnyDb = Kysely<any>;

/** The bm25 weights of (scope, asset, title, body): a title match counts ten times a body match. */
export const SQLITE_BM25_WEIGHTS = '0, 0, 10, 1';

/** Prefix indexes of 2 to 5 letters keep "last word as a prefix" from merging every matching term. */
export async function createSqliteFullTextTable(db: TAnyDb): Promise<void> {
  await sql`
    create virtual table if not exists ${sql.id(SQLITE_FTS_TABLE)} using fts5(
      scope, asset, title, body,
      content = '', contentless_delete = 1,
      prefix = '2 3 4 5',
      tokenize = 'unicode61 remove_diacritics 2'
    )`.execute(db);
}

export async function dropSqliteFullTextTable(db: TAnyDb): Promise<void> {
  await sql`drop table if exists ${sql.id(SQLITE_FTS_TABLE)}`.execute(db);
}

/** Whatever deletes a document (the writer, a tenant's cascade) deletes its index row too. */
export async function createSqliteFullTextDeleteTrigger(db: TAnyDb): Promise<void> {
  await sql`
    create trigger search_documents_fts_delete after delete on search_documents
    begin
      delete from ${sql.id(SQLITE_FTS_TABLE)} where rowid = old.id;
    end`.execute(db);
}

function hex(text: string): string {
  return Buffer.from(text, 'utf8').toString('hex');
}

/** The one token of a tenant's documents of a locale, status and module (letters and digits only). */
export function scopeToken(tenantCode: string, locale: string, status: string, moduleCode: string): string {
  return `s${hex(`${tenantCode}\u0001${locale}\u0001${status}\u0001${moduleCode}`)}`;
}

/** The token of an asset type. */
export function assetToken(assetTypeCode: string): string {
  return `a${hex(assetTypeCode)}`;
}

/** What the index needs of a `search_documents` row. */
export type TFullTextSource = {
  id: number;
  tenant_code: string;
  module_code: string;
  locale: string;
  status: string;
  asset_type_code: string | null;
  title: string;
  text: string;
};

/**
 * Rows per INSERT of `insertFullTextRows`: 5 bound values each, well under SQLite's 32,766, and one
 * SQL text for every full batch (the connection keeps it compiled).
 */
export const FULL_TEXT_INSERT_BATCH = 500;

/** A document's index row, as `insertFullTextBatch` writes it. */
function fullTextRowValues(row: TFullTextSource) {
  const language = textSearchLanguageOf(row.locale);
  return sql`(
    ${row.id},
    ${scopeToken(row.tenant_code, row.locale, row.status, row.module_code)},
    ${row.asset_type_code === null ? '' : assetToken(row.asset_type_code)},
    ${analyzeText(row.title, language)},
    ${analyzeText(row.text, language)}
  )`;
}

/**
 * Writes the index rows of these documents (their `search_documents` rows already exist) in one
 * multi-row INSERT: at most `FULL_TEXT_INSERT_BATCH` rows. Bulk loads (the search bench) call it with
 * batches of their own.
 */
export async function insertFullTextBatch(db: TAnyDb, rows: readonly TFullTextSource[]): Promise<void> {
  if (rows.length === 0) {
    return;
  }
  if (rows.length > FULL_TEXT_INSERT_BATCH) {
    throw new Error(`at most ${FULL_TEXT_INSERT_BATCH} full-text rows per INSERT, not ${rows.length}`);
  }
  await sql`
    insert into ${sql.id(SQLITE_FTS_TABLE)} (rowid, scope, asset, title, body)
    values ${sql.join(rows.map(fullTextRowValues))}`.execute(db);
}

/** Writes the index rows of these documents (their `search_documents` rows already exist). */
export async function insertFullTextRows(db: TAnyDb, rows: readonly TFullTextSource[]): Promise<void> {
  for (let start = 0; start < rows.length; start += FULL_TEXT_INSERT_BATCH) {
    await insertFullTextBatch(db, rows.slice(start, start + FULL_TEXT_INSERT_BATCH));
  }
}

const REBUILD_BATCH = 2_000;

/**
 * Re-creates the whole FTS5 table from `search_documents` (migration 0008; `search:reindex` keeps
 * it in step per tenant through the writer). Reads in id batches so a large index never sits in
 * memory.
 */
export async function rebuildSqliteFullTextIndex(db: TAnyDb): Promise<number> {
  await dropSqliteFullTextTable(db);
  await createSqliteFullTextTable(db);
  let after = 0;
  let count = 0;
  for (;;) {
    const { rows } = await sql<TFullTextSource>`
      select id, tenant_code, module_code, locale, status, asset_type_code, title, text
      from search_documents
      where id > ${after}
      order by id
      limit ${REBUILD_BATCH}`.execute(db);
    if (rows.length === 0) {
      return count;
    }
    await insertFullTextRows(db, rows);
    count += rows.length;
    after = rows.at(-1)?.id ?? after;
  }
}
