import { sql, type Kysely } from 'kysely';
import { analyzeText, textSearchLanguageOf } from './search-text.ts';

/*
 * The SQLite side of the search index: an FTS5 table beside `search_documents`, one row per
 * document (same rowid). Contentless (the text lives in `search_documents`), with deletable rows and
 * its sort columns stored, so a search ranks and pages inside the index and reads documents only
 * for the page it answers.
 *
 * Columns: `scope` holds one token naming tenant, locale, status and module, so a match is always
 * inside one tenant's published documents of a language; `asset` the asset type's token; `title`
 * and `body` the analysed terms (search-text.ts); `module`, `updated_at`, `sort_title`,
 * `effective_date` and `expiry_date` are stored, not indexed.
 */

export const SQLITE_FTS_TABLE = 'search_fts';

// Kysely's types do not know the virtual table: queries on it are raw SQL.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type TAnyDb = Kysely<any>;

/** The bm25 weights of (scope, asset, title, body): a title match counts ten times a body match. */
export const SQLITE_BM25_WEIGHTS = '0, 0, 10, 1';

export async function createSqliteFullTextTable(db: TAnyDb): Promise<void> {
  await sql`
    create virtual table if not exists ${sql.id(SQLITE_FTS_TABLE)} using fts5(
      scope, asset, title, body,
      module unindexed, updated_at unindexed, sort_title unindexed, effective_date unindexed, expiry_date unindexed,
      content = '', contentless_delete = 1, contentless_unindexed = 1,
      tokenize = 'unicode61 remove_diacritics 2'
    )`.execute(db);
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
  rowid: number;
  tenant_code: string;
  module_code: string;
  locale: string;
  status: string;
  asset_type_code: string | null;
  title: string;
  text: string;
  updated_at: string;
  effective_date: string | null;
  expiry_date: string | null;
};

/** Titles sort without case or accents, the same on both databases' answers. */
export function sortTitleOf(title: string): string {
  return title.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Writes the index rows of these documents (their `search_documents` rows already exist). */
export async function insertFullTextRows(db: TAnyDb, rows: readonly TFullTextSource[]): Promise<void> {
  for (const row of rows) {
    const language = textSearchLanguageOf(row.locale);
    await sql`
      insert into ${sql.id(SQLITE_FTS_TABLE)}
        (rowid, scope, asset, title, body, module, updated_at, sort_title, effective_date, expiry_date)
      values (
        ${row.rowid},
        ${scopeToken(row.tenant_code, row.locale, row.status, row.module_code)},
        ${row.asset_type_code === null ? '' : assetToken(row.asset_type_code)},
        ${analyzeText(row.title, language)},
        ${analyzeText(row.text, language)},
        ${row.module_code}, ${row.updated_at}, ${sortTitleOf(row.title)}, ${row.effective_date}, ${row.expiry_date}
      )`.execute(db);
  }
}

export async function deleteFullTextRows(db: TAnyDb, rowids: readonly number[]): Promise<void> {
  for (const rowid of rowids) {
    await sql`delete from ${sql.id(SQLITE_FTS_TABLE)} where rowid = ${rowid}`.execute(db);
  }
}

const REBUILD_BATCH = 2_000;

/**
 * Re-creates the whole FTS5 table from `search_documents` (migration 0008; `search:reindex` keeps
 * it in step per tenant through the writer). Reads in rowid batches so a large index never sits in
 * memory.
 */
export async function rebuildSqliteFullTextIndex(db: TAnyDb): Promise<number> {
  await sql`drop table if exists ${sql.id(SQLITE_FTS_TABLE)}`.execute(db);
  await createSqliteFullTextTable(db);
  let after = 0;
  let count = 0;
  for (;;) {
    const { rows } = await sql<TFullTextSource>`
      select rowid, tenant_code, module_code, locale, status, asset_type_code, title, text, updated_at,
        effective_date, expiry_date
      from search_documents
      where rowid > ${after}
      order by rowid
      limit ${REBUILD_BATCH}`.execute(db);
    if (rows.length === 0) {
      return count;
    }
    await insertFullTextRows(db, rows);
    count += rows.length;
    after = rows.at(-1)?.rowid ?? after;
  }
}
