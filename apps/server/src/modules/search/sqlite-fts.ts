import { sql, type Kysely } from 'kysely';
import { audienceKeysOf } from './search-audience.ts';
import { analyzeText, textSearchLanguageOf } from './search-text.ts';

/*
 * The SQLite side of the search index: an FTS5 table beside `search_documents`, one row per
 * document (its rowid is the document's `id`; a trigger deletes it with the document). Contentless
 * (the text lives in `search_documents`) with deletable rows.
 *
 * Every token carries its document's scope (tenant, locale, status and module, numbered in
 * `search_scopes`): `12xtrain` is the term `train` in scope 12. A term's posting list is thus one
 * tenant's documents of one module and language, so a search reads, counts and ranks that tenant's
 * postings only: never the whole index's, which grow with every other tenant (migration 0011).
 *
 * Columns: `tags` holds the scope's asset type token and, for documents with dates still to come
 * (`timed`), a token that sends them to a date check; `title` and `body` the analysed terms
 * (search-text.ts). Documents without such dates are found without reading `search_documents`.
 */

export const SQLITE_FTS_TABLE = 'search_fts';
/** The numbered scopes of the index's tokens. */
const SQLITE_SCOPE_TABLE = 'search_scopes';
/**
 * Migration 0024: 1 once the scope has held a document for some people only. A search checks the
 * audience in these scopes alone: the check's phrases cost every FTS5 query a millisecond or so
 * (bench), which the scopes of resources, paths and the others never need.
 */
export const SCOPE_AUDIENCE_COLUMN = 'has_audience';

// Kysely's types do not know the virtual table: queries on it are raw SQL.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type TAnyDb = Kysely<any>;

/** The bm25 weights of (tags, title, body): a title match counts ten times a body match. */
export const SQLITE_BM25_WEIGHTS = '0, 10, 1';

/**
 * Creates the scopes' table and the FTS5 table. No prefix indexes: a prefix is matched by merging
 * the scope's terms that start with it, a small range of one tenant's module (prefix indexes over
 * scoped tokens would also need one length per width of the scope's number).
 */
export async function createSqliteFullTextTable(db: TAnyDb): Promise<void> {
  await db.schema
    .createTable(SQLITE_SCOPE_TABLE)
    .ifNotExists()
    .addColumn('id', 'integer', (column) => column.primaryKey().autoIncrement())
    .addColumn('tenant_code', 'varchar(32)', (column) =>
      column.notNull().references('tenants.tenant_code').onDelete('cascade'),
    )
    .addColumn('locale', 'varchar(16)', (column) => column.notNull())
    .addColumn('status', 'varchar(32)', (column) => column.notNull())
    .addColumn('module_code', 'varchar(32)', (column) => column.notNull())
    .addColumn(SCOPE_AUDIENCE_COLUMN, 'integer', (column) => column.notNull().defaultTo(0))
    .addUniqueConstraint('search_scopes_key_uq', ['tenant_code', 'locale', 'status', 'module_code'])
    .execute();
  await sql`
    create virtual table if not exists ${sql.id(SQLITE_FTS_TABLE)} using fts5(
      tags, title, body,
      content = '', contentless_delete = 1,
      tokenize = 'unicode61 remove_diacritics 2'
    )`.execute(db);
}

export async function dropSqliteFullTextTable(db: TAnyDb): Promise<void> {
  await sql`drop table if exists ${sql.id(SQLITE_FTS_TABLE)}`.execute(db);
  await db.schema.dropTable(SQLITE_SCOPE_TABLE).ifExists().execute();
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

/** A term of a scope: digits, then `x` (never a digit), so no two scopes' tokens can meet. */
export function scopedTerm(scopeId: number, term: string): string {
  return `${scopeId}x${term}`;
}

/** The tag of an asset type in a scope. */
export function assetTag(scopeId: number, assetTypeCode: string): string {
  return `${scopeId}xa${hex(assetTypeCode)}`;
}

/** The tag of a scope's documents that are not effective yet or expire: their dates are checked. */
export function timedTag(scopeId: number): string {
  return `${scopeId}xtimed`;
}

/** The tag of a scope's documents for some people only: found only with one of their audience tags. */
export function restrictedTag(scopeId: number): string {
  return `${scopeId}xrestricted`;
}

/** The tag of an audience key (`KIND:code`) in a scope. */
export function audienceTag(scopeId: number, audienceKey: string): string {
  return `${scopeId}xu${hex(audienceKey)}`;
}

/** Where a document is found: the scope its tokens carry. */
type TSearchScope = { tenant_code: string; locale: string; status: string; module_code: string };

function scopeKey(scope: TSearchScope): string {
  return JSON.stringify([scope.tenant_code, scope.locale, scope.status, scope.module_code]);
}

/** The numbers of these scopes, numbering the new ones. */
async function scopeIdsOf(db: TAnyDb, scopes: readonly TSearchScope[]): Promise<Map<string, number>> {
  const distinct = [...new Map(scopes.map((scope) => [scopeKey(scope), scope])).values()];
  await db
    .insertInto(SQLITE_SCOPE_TABLE)
    .values(
      distinct.map(({ tenant_code, locale, status, module_code }) => ({ tenant_code, locale, status, module_code })),
    )
    .onConflict((conflict) => conflict.doNothing())
    .execute();
  const rows = await db
    .selectFrom(SQLITE_SCOPE_TABLE)
    .select(['id', 'tenant_code', 'locale', 'status', 'module_code'])
    .where('tenant_code', 'in', [...new Set(distinct.map((scope) => scope.tenant_code))])
    .execute();
  return new Map((rows as (TSearchScope & { id: number })[]).map((row) => [scopeKey(row), row.id]));
}

/** A scope of a search: its number, and whether it ever held a document for some people only. */
export type TFoundScope = { scopeId: number; hasAudience: boolean };

/**
 * The numbers of a tenant's scopes of these locales, status and modules that hold documents, by
 * `locale` then `module_code` (a scope never numbered has nothing to find).
 */
export async function findScopeIds(
  db: TAnyDb,
  tenantCode: string,
  status: string,
  locales: readonly string[],
  moduleCodes: readonly string[],
): Promise<(locale: string, moduleCode: string) => TFoundScope | undefined> {
  const rows = await db
    .selectFrom(SQLITE_SCOPE_TABLE)
    .select(['id', 'locale', 'module_code', SCOPE_AUDIENCE_COLUMN])
    .where('tenant_code', '=', tenantCode)
    .where('status', '=', status)
    .where('locale', 'in', [...locales])
    .where('module_code', 'in', [...moduleCodes])
    .execute();
  const ids = new Map(
    (rows as { id: number; locale: string; module_code: string; has_audience: number }[]).map((row) => [
      `${row.locale}\u0000${row.module_code}`,
      { scopeId: row.id, hasAudience: Number(row.has_audience) === 1 },
    ]),
  );
  return (locale, moduleCode) => ids.get(`${locale}\u0000${moduleCode}`);
}

/** What the index needs of a `search_documents` row. */
export type TFullTextSource = TSearchScope & {
  id: number;
  asset_type_code: string | null;
  effective_date: string | null;
  expiry_date: string | null;
  title: string;
  text: string;
  /** Migration 0024: the audience keys as a JSON array, null (or absent before 0024) for everyone. */
  audience?: string | null;
};

/**
 * Whether a document may yet appear or disappear: an effective date after `indexedAt`, or any
 * expiry. The others stay visible as long as they stay indexed, so searches (which ask about the
 * present, never before `indexedAt`) need not read their dates.
 */
function isTimedDocument(row: Pick<TFullTextSource, 'effective_date' | 'expiry_date'>, indexedAt: string) {
  return row.expiry_date !== null || (row.effective_date !== null && row.effective_date > indexedAt);
}

/**
 * Rows per INSERT of `insertFullTextRows`: 4 bound values each, well under SQLite's 32,766, and one
 * SQL text for every full batch (the connection keeps it compiled).
 */
export const FULL_TEXT_INSERT_BATCH = 500;

function scopedText(scopeId: number, text: string, language: ReturnType<typeof textSearchLanguageOf>): string {
  const terms = analyzeText(text, language);
  return terms === ''
    ? ''
    : terms
        .split(' ')
        .map((term) => scopedTerm(scopeId, term))
        .join(' ');
}

/** A document for some people: the restricted tag and one tag per audience key (none for everyone). */
function audienceTags(scopeId: number, audience: string | null): string[] {
  const keys = audienceKeysOf(audience);
  return keys.length === 0 ? [] : [restrictedTag(scopeId), ...keys.map((key) => audienceTag(scopeId, key))];
}

/** A document's index row, as `insertFullTextBatch` writes it. */
function fullTextRowValues(row: TFullTextSource, scopeId: number, indexedAt: string) {
  const language = textSearchLanguageOf(row.locale);
  const tags = [
    ...(row.asset_type_code === null ? [] : [assetTag(scopeId, row.asset_type_code)]),
    ...(isTimedDocument(row, indexedAt) ? [timedTag(scopeId)] : []),
    ...audienceTags(scopeId, row.audience ?? null),
  ];
  return sql`(
    ${row.id},
    ${tags.join(' ')},
    ${scopedText(scopeId, row.title, language)},
    ${scopedText(scopeId, row.text, language)}
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
  const scopeIds = await scopeIdsOf(db, rows);
  const indexedAt = new Date().toISOString();
  const withAudience = new Set<number>();
  const values = rows.map((row) => {
    const scopeId = scopeIds.get(scopeKey(row));
    if (scopeId === undefined) {
      throw new Error(`no search scope for ${scopeKey(row)}`);
    }
    if (audienceKeysOf(row.audience).length > 0) {
      withAudience.add(scopeId);
    }
    return fullTextRowValues(row, scopeId, indexedAt);
  });
  if (withAudience.size > 0) {
    // Never set back: a scope that held such a document keeps its check (a few tags to read).
    await db
      .updateTable(SQLITE_SCOPE_TABLE)
      .set({ [SCOPE_AUDIENCE_COLUMN]: 1 })
      .where('id', 'in', [...withAudience])
      .where(SCOPE_AUDIENCE_COLUMN, '=', 0)
      .execute();
  }
  await sql`
    insert into ${sql.id(SQLITE_FTS_TABLE)} (rowid, tags, title, body)
    values ${sql.join(values)}`.execute(db);
}

/** Writes the index rows of these documents (their `search_documents` rows already exist). */
export async function insertFullTextRows(db: TAnyDb, rows: readonly TFullTextSource[]): Promise<void> {
  for (let start = 0; start < rows.length; start += FULL_TEXT_INSERT_BATCH) {
    await insertFullTextBatch(db, rows.slice(start, start + FULL_TEXT_INSERT_BATCH));
  }
}

const REBUILD_BATCH = 2_000;

/**
 * Re-creates the whole FTS5 table (and its scopes) from `search_documents` (migrations 0008 and
 * 0011; `search:reindex` keeps it in step per tenant through the writer). Reads in id batches so a
 * large index never sits in memory.
 */
export async function rebuildSqliteFullTextIndex(db: TAnyDb): Promise<number> {
  await dropSqliteFullTextTable(db);
  await createSqliteFullTextTable(db);
  let after = 0;
  let count = 0;
  for (;;) {
    // Every column: migration 0011 runs this before 0024 adds `audience`.
    const { rows } = await sql<TFullTextSource>`
      select *
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
