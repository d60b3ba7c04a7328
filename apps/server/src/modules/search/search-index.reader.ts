import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { TDatabase } from '../../db/kysely.ts';
import type { Database } from '../../db/schema.ts';
import {
  analyzeQuery,
  hasSearchTerms,
  termOfWord,
  textSearchLanguageOf,
  type TSearchTerms,
  type TTextSearchLanguage,
} from './search-text.ts';
import { viewerSearchKeysOf } from './search-audience.ts';
import {
  assetTag,
  audienceTag,
  findScopeIds,
  restrictedTag,
  scopedTerm,
  SQLITE_BM25_WEIGHTS,
  SQLITE_FTS_TABLE,
  timedTag,
  type TFoundScope,
} from './sqlite-fts.ts';

/*
 * The reading side of the search index: one interface, two engines with the same contract.
 * SQLite ranks with FTS5's bm25, PostgreSQL with ts_rank over the tsvector that migration 0011's
 * triggers write into `search_ranking`. Each module is searched on its own (its tokens are its own:
 * migration 0011): its matches are counted, only the best of them sorted (top N, not every match),
 * and only the documents of the answered page read.
 * The tenant, its locales, PUBLISHED, the module and the viewer's audience are part of the match itself.
 */

export type TIndexSort = { column: 'relevance' | 'title' | 'date'; direction: 'asc' | 'desc' };

export type TIndexQuery = {
  tenantCode: string;
  locales: readonly string[];
  moduleCodes: readonly string[];
  /** Exact asset type codes to keep; null for every type (and documents without one). */
  assetTypeCodes: readonly string[] | null;
  /** The words people typed (letters and digits only: `queryWordsOf`). */
  words: readonly string[];
  sort: TIndexSort;
  /** Documents skipped in each module (page × page size). */
  offset: number;
  limit: number;
  /** Effective and expiry dates are compared with this instant. */
  now: string;
  /**
   * The viewer's audience keys (search-audience.ts): a document for some people only is found by a
   * viewer holding one of its keys; documents for everyone by anyone.
   */
  audienceKeys: readonly string[];
};

export type TIndexDocument = {
  module_code: string;
  entity_kind: string;
  entity_id: string;
  locale: string;
  title: string;
  text: string;
  url: string | null;
  asset_type_code: string | null;
  effective_date: string | null;
  updated_at: string;
};

export type TIndexModulePage = {
  moduleCode: string;
  totalRecords: number;
  documents: TIndexDocument[];
};

export type TIndexResult = {
  /** The asked page of each module that has matches, in the modules' order of the query. */
  pages: TIndexModulePage[];
  /** What was looked for in each locale (highlighting marks the same terms). */
  localeQueries: TLocaleQuery[];
};

export type TSearchIndex = {
  search(query: TIndexQuery): Promise<TIndexResult>;
};

/** What a query looks for in one locale. */
export type TLocaleQuery = {
  locale: string;
  language: TTextSearchLanguage;
  terms: TSearchTerms;
  /** The words left once stop words are gone (PostgreSQL analyses them itself). */
  words: string[];
  /** Whether the last of `words` is matched as a prefix (it is the last word typed, not a stop word). */
  isLastWordPrefix: boolean;
};

/** The query's terms per locale, leaving out locales where only stop words remain. */
function localeQueriesOf(query: Pick<TIndexQuery, 'locales' | 'words'>): TLocaleQuery[] {
  return [...new Set(query.locales)].flatMap((locale) => {
    const language = textSearchLanguageOf(locale);
    const terms = analyzeQuery(query.words, language);
    const words = query.words.filter((word) => termOfWord(word, language) !== null);
    return hasSearchTerms(terms) ? [{ locale, language, terms, words, isLastWordPrefix: terms.prefix !== null }] : [];
  });
}

/** A page row: the document, its position in the module's order (1-based) and the module's total. */
type TPageRow = Partial<TIndexDocument> & { position: number | string | null; total: number | string };

/** One module's answer (null when nothing matched), from rows that each carry the total. */
function toModulePage(moduleCode: string, rows: readonly TPageRow[]): TIndexModulePage | null {
  const total = Number(rows[0]?.total ?? 0);
  if (total === 0) {
    return null;
  }
  const documents = rows
    .filter((row) => row.position !== null)
    .sort((left, right) => Number(left.position) - Number(right.position))
    .map(({ position: _position, total: _total, ...document }) => document as TIndexDocument);
  return { moduleCode, totalRecords: total, documents };
}

/** Whether nothing can match: no words left, no module, or an empty asset type filter. */
function isEmptySearch(query: TIndexQuery, localeQueries: readonly TLocaleQuery[]): boolean {
  return localeQueries.length === 0 || query.moduleCodes.length === 0 || query.assetTypeCodes?.length === 0;
}

/**
 * The page's order, the same on both engines: the asked column, then the newest, the title and
 * the id, so ties break alike. `score` names the rank column; bm25 is better when lower, ts_rank
 * when higher.
 */
function rankingOrder(sort: TIndexSort, score: { column: string; isLowerBetter: boolean }): RawBuilder<unknown> {
  const dir = sort.direction === 'asc' ? sql`asc` : sql`desc`;
  switch (sort.column) {
    case 'title':
      return sql`sort_title ${dir}, updated_at desc, entity_id`;
    case 'date':
      return sql`updated_at ${dir}, sort_title asc, entity_id`;
    default: {
      // Relevance 'desc' means best first.
      const isBestFirst = sort.direction === 'desc';
      const scoreDir = isBestFirst === score.isLowerBetter ? sql`asc` : sql`desc`;
      return sql`${sql.ref(score.column)} ${scoreDir}, updated_at desc, sort_title asc, entity_id`;
    }
  }
}

/** The documents' columns the presenter needs (read for the page's rows only). */
const DOCUMENT_COLUMNS = sql`d.module_code, d.entity_kind, d.entity_id, d.locale, d.title, d.text, d.url,
  d.asset_type_code, d.effective_date, d.updated_at`;

// ---------------------------------------------------------------------------------------------
// SQLite: FTS5

function quoted(term: string): string {
  return `"${term.replace(/"/g, '""')}"`;
}

/** The words of a locale's query in a scope: every term, the last one as a prefix. */
function sqliteWords(scopeId: number, { terms }: TLocaleQuery): string {
  const words = [
    ...terms.terms.map((term) => quoted(scopedTerm(scopeId, term))),
    ...(terms.prefix === null ? [] : [`${quoted(scopedTerm(scopeId, terms.prefix))}*`]),
  ];
  return `{title body} : (${words.join(' AND ')})`;
}

/** The tags a document must carry: one of the asked asset types, and the timed tag when asked. */
function sqliteTags(scopeId: number, assetTypeCodes: readonly string[] | null, isTimed: boolean): string[] {
  return [
    ...(assetTypeCodes === null
      ? []
      : [`tags : (${assetTypeCodes.map((code) => quoted(assetTag(scopeId, code))).join(' OR ')})`]),
    ...(isTimed ? [`tags : ${quoted(timedTag(scopeId))}`] : []),
  ];
}

/**
 * What a viewer may not find in a scope: the documents for some people (the restricted tag) that
 * carry none of the viewer's keys. Only documents for some people carry tags of this kind, so the
 * NOT reads their few postings, never every document's.
 */
function sqliteHiddenAudience(scopeId: number, viewerKeys: readonly string[]): string {
  const restricted = `tags : ${quoted(restrictedTag(scopeId))}`;
  if (viewerKeys.length === 0) {
    return restricted;
  }
  const held = viewerKeys.map((key) => quoted(audienceTag(scopeId, key))).join(' OR ');
  return `(${restricted} NOT tags : (${held}))`;
}

type TSqliteScopeQuery = { scope: TFoundScope; localeQuery: TLocaleQuery };

/**
 * The FTS5 expression of a module's search: one branch per locale (its scope and terms). With
 * `isTimed`, only the documents whose dates must be checked.
 */
function sqliteMatchExpression(
  scopes: readonly TSqliteScopeQuery[],
  assetTypeCodes: readonly string[] | null,
  isTimed = false,
): string {
  return scopes
    .map(({ scope: { scopeId }, localeQuery }) =>
      [...sqliteTags(scopeId, assetTypeCodes, isTimed), sqliteWords(scopeId, localeQuery)].join(' AND '),
    )
    .map((branch) => `(${branch})`)
    .join(' OR ');
}

/**
 * The matches of every module searched that are for some people the viewer is not among, found
 * in the scopes that ever held such documents (`has_audience`) only: hidden as the dated ones are.
 * One unranked statement per search: the same check inside each module's ranked query cost about a
 * millisecond per module (bm25 counts the rows of every phrase of the expression).
 */
async function findHiddenAudienceMatches(
  db: Kysely<Database>,
  scopes: readonly TSqliteScopeQuery[],
  viewerKeys: readonly string[],
): Promise<number[]> {
  const checked = scopes.filter(({ scope }) => scope.hasAudience);
  if (checked.length === 0) {
    return [];
  }
  const match = checked
    .map(
      ({ scope: { scopeId }, localeQuery }) =>
        `(${sqliteWords(scopeId, localeQuery)} AND ${sqliteHiddenAudience(scopeId, viewerKeys)})`,
    )
    .join(' OR ');
  const fts = sql.id(SQLITE_FTS_TABLE);
  const { rows } = await sql<{ id: number }>`select rowid as id from ${fts} where ${fts} match ${match}`.execute(db);
  return rows.map((row) => row.id);
}

const BM25 = { column: 'score', isLowerBetter: true };

/** Whether the row (of `alias`) is effective and not expired at `now`. */
function isVisibleAt(now: string, alias: 'd' | 'r' = 'd'): RawBuilder<unknown> {
  const effective = sql.ref(`${alias}.effective_date`);
  const expiry = sql.ref(`${alias}.expiry_date`);
  return sql`(${effective} is null or ${effective} <= ${now}) and (${expiry} is null or ${expiry} > ${now})`;
}

/**
 * The timed matches that are hidden now (not effective yet, or expired), of every module searched:
 * the only documents read to filter the matches. A statement of its own: a second FTS5 query in
 * the ranking statement made it twice as slow.
 */
async function findHiddenMatches(db: Kysely<Database>, query: TIndexQuery, timedMatch: string): Promise<number[]> {
  const fts = sql.id(SQLITE_FTS_TABLE);
  const { rows } = await sql<{ id: number }>`
    select d.id from ${fts} f join search_documents d on d.id = f.rowid
    where ${fts} match ${timedMatch} and not (${isVisibleAt(query.now)})`.execute(db);
  return rows.map((row) => row.id);
}

/**
 * One module's page on SQLite. FTS5 ranks the matches by bm25 without reading the documents; the
 * documents read are the hidden ones (`findHiddenMatches`) and, for the page, the matches that
 * score at least as well as the last one of the page (its ties included), so the page is sorted
 * on the full order. Documents are joined by id alone: the ids come from FTS5 rows carrying the
 * tenant's scope tokens; with a tenant condition on these joins the 1M bench's p50 rose from 6
 * to 37 ms (SQLite's planner may start from the tenant's documents).
 */
async function searchSqliteModule(
  db: Kysely<Database>,
  query: TIndexQuery,
  match: string,
  hidden: readonly number[],
): Promise<TPageRow[]> {
  const fts = sql.id(SQLITE_FTS_TABLE);
  const lastPosition = query.offset + query.limit;
  const byRelevance = query.sort.column === 'relevance';
  // Sorting by title or date reads every match's document anyway: the cut only serves relevance.
  const cut = byRelevance
    ? sql`where s.score ${query.sort.direction === 'desc' ? sql`<=` : sql`>=`} coalesce(
        (select score from shown order by score ${query.sort.direction === 'desc' ? sql`asc` : sql`desc`}
          limit 1 offset ${lastPosition - 1}),
        s.score)`
    : sql``;
  const { rows } = await sql<TPageRow>`
    with hits as materialized (
      select rowid as id, bm25(${fts}, ${sql.raw(SQLITE_BM25_WEIGHTS)}) as score
      from ${fts} where ${fts} match ${match}
    ), shown as materialized (
      select id, score from hits where id not in (select value from json_each(${JSON.stringify(hidden)}))
    ), candidates as (
      select s.id, s.score, d.updated_at, d.sort_title, d.entity_id
      from shown s join search_documents d on d.id = s.id
      ${cut}
    ), page as (
      select id, position from (
        select id, row_number() over (order by ${rankingOrder(query.sort, BM25)}) as position from candidates
      ) where position > ${query.offset} and position <= ${lastPosition}
    )
    select t.total, p.position, ${DOCUMENT_COLUMNS}
    from (select count(*) as total from shown) t
      left join page p on true
      left join search_documents d on d.id = p.id`.execute(db);
  return rows;
}

function createSqliteSearchIndex(db: Kysely<Database>): TSearchIndex {
  return {
    async search(query) {
      const localeQueries = localeQueriesOf(query);
      if (isEmptySearch(query, localeQueries)) {
        return { pages: [], localeQueries };
      }
      const locales = localeQueries.map(({ locale }) => locale);
      const scopeIdOf = await findScopeIds(db, query.tenantCode, 'PUBLISHED', locales, query.moduleCodes);
      const modules = [...new Set(query.moduleCodes)].flatMap((moduleCode) => {
        const scopes = localeQueries.flatMap((localeQuery) => {
          const scope = scopeIdOf(localeQuery.locale, moduleCode);
          return scope === undefined ? [] : [{ scope, localeQuery }];
        });
        // No scope in any locale: nothing was ever indexed there.
        return scopes.length === 0 ? [] : [{ moduleCode, scopes }];
      });
      if (modules.length === 0) {
        return { pages: [], localeQueries };
      }
      // Document ids are unique across modules: one read of the hidden matches (dates, audience)
      // serves them all.
      const everyScope = modules.flatMap(({ scopes }) => scopes);
      const hidden = [
        ...(await findHiddenMatches(db, query, sqliteMatchExpression(everyScope, query.assetTypeCodes, true))),
        ...(await findHiddenAudienceMatches(db, everyScope, viewerSearchKeysOf(query.audienceKeys))),
      ];
      const pages: TIndexModulePage[] = [];
      for (const { moduleCode, scopes } of modules) {
        const match = sqliteMatchExpression(scopes, query.assetTypeCodes);
        const page = toModulePage(moduleCode, await searchSqliteModule(db, query, match, hidden));
        if (page) {
          pages.push(page);
        }
      }
      return { pages, localeQueries };
    },
  };
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL: tsvector + GIN

const POSTGRES_CONFIGURATION: Record<TTextSearchLanguage, string> = {
  french: 'portal_fr',
  english: 'portal_en',
  simple: 'portal_simple',
};

/** `to_tsquery` text: every word must match, the last one as a prefix when it is the last typed. */
function postgresQueryText(words: readonly string[], isLastWordPrefix: boolean): string {
  return words.map((word, index) => (isLastWordPrefix && index === words.length - 1 ? `${word}:*` : word)).join(' & ');
}

function postgresTsQuery({ language, words, isLastWordPrefix }: TLocaleQuery): RawBuilder<unknown> {
  const text = postgresQueryText(words, isLastWordPrefix);
  return sql`to_tsquery(${sql.lit(POSTGRES_CONFIGURATION[language])}::regconfig, ${text})`;
}

/**
 * A ranking row's terms keyed by its scope (tenant/locale/status/module), as the GIN index of
 * migration 0011 holds them: the index answers one tenant's module only, never scanning other
 * tenants' postings. The expression must stay the index's own for the planner to use it.
 */
const SCOPED_TERMS = sql`search_scoped_vector(r.tenant_code || '/' || r.locale || '/' || r.status || '/' || r.module_code, r.search_vector)`;

const TS_RANK = { column: 'score', isLowerBetter: false };

/**
 * A ranking row the viewer may find: for everyone (no keys), or sharing a key with the viewer's.
 * Checked on the GIN index's matches, as the dates are (no index of its own: the matches are few).
 */
function postgresAudienceFilter(viewerKeys: readonly string[]): RawBuilder<unknown> {
  return viewerKeys.length === 0
    ? sql`r.audience_keys is null`
    : sql`(r.audience_keys is null or r.audience_keys && cast(${[...viewerKeys]} as text[]))`;
}

/**
 * The ranking rows of one module's matches (the `hits_<n>` table of `searchPostgres`): one select
 * per locale, each with the locale's query. Each names its whole scope, so the planner reads one
 * partition per locale (an `in` list of locales made it read all 64) and the GIN index answers
 * that scope only; the scope's columns also check the index's scope key.
 */
function postgresModuleHits(query: TIndexQuery, locales: readonly TLocaleQuery[], moduleCode: string) {
  const assetFilter =
    query.assetTypeCodes === null ? sql`` : sql`and r.asset_type_code in (${sql.join([...query.assetTypeCodes])})`;
  const audienceFilter = postgresAudienceFilter(viewerSearchKeysOf(query.audienceKeys));
  return sql.join(
    locales.map((locale) => {
      const scope = `${query.tenantCode}/${locale.locale}/PUBLISHED/${moduleCode}`;
      const tsQuery = postgresTsQuery(locale);
      return sql`
        select r.id, r.updated_at, r.sort_title collate "C" as sort_title, r.entity_id,
          ts_rank(r.search_vector, ${tsQuery}) as score
        from search_ranking r
        where ${SCOPED_TERMS} @@ search_scoped_query(${scope}, ${tsQuery})
          and r.tenant_code = ${query.tenantCode} and r.locale = ${locale.locale}
          and r.module_code = ${moduleCode} and r.status = 'PUBLISHED'
          and ${isVisibleAt(query.now, 'r')}
          and ${audienceFilter}
          ${assetFilter}`;
    }),
    sql` union all `,
  );
}

/** One module's answer rows from its hits table: its total, and its page's documents with their positions. */
function postgresModulePage(query: TIndexQuery, hits: RawBuilder<unknown>, moduleIndex: number) {
  const order = rankingOrder(query.sort, TS_RANK);
  // Numbered after the LIMIT: only the top N are sorted, never every match.
  return sql`
    select ${sql.lit(moduleIndex)} as module_index, t.total, p.position + ${query.offset} as position, ${DOCUMENT_COLUMNS}
    from (select count(*) as total from ${hits}) t
      left join (
        select id, row_number() over (order by ${order}) as position
        from (select * from ${hits} order by ${order} limit ${query.limit} offset ${query.offset}) top
      ) p on true
      left join search_documents d on d.id = p.id and d.tenant_code = ${query.tenantCode}`;
}

/**
 * Every asked module's page on PostgreSQL, in one statement (one round trip and plan, not one per
 * module), from `search_ranking` (migration 0011: what finding and ranking need of each document,
 * partitioned so a module's documents of a tenant share few pages). For each module, the GIN index finds its matches
 * in its scope; each is checked (scope and dates), ranked (ts_rank reads the row's vector) and
 * counted; only the top N are sorted, and only the page's documents are read.
 */
async function searchPostgres(
  db: Kysely<Database>,
  query: TIndexQuery,
  locales: readonly TLocaleQuery[],
  moduleCodes: readonly string[],
): Promise<TPageRow[][]> {
  const modules = moduleCodes.map((moduleCode, index) => ({ moduleCode, index, hits: sql.id(`hits_${index}`) }));
  const { rows } = await sql<TPageRow & { module_index: number }>`
    with ${sql.join(
      modules.map(
        ({ moduleCode, hits }) => sql`${hits} as materialized (${postgresModuleHits(query, locales, moduleCode)})`,
      ),
    )}
    ${sql.join(
      modules.map(({ hits, index }) => postgresModulePage(query, hits, index)),
      sql` union all `,
    )}`.execute(db);
  return moduleCodes.map((_, index) => rows.filter((row) => row.module_index === index));
}

function createPostgresSearchIndex(db: Kysely<Database>): TSearchIndex {
  return {
    async search(query) {
      const locales = localeQueriesOf(query);
      if (isEmptySearch(query, locales)) {
        return { pages: [], localeQueries: locales };
      }
      const moduleCodes = [...new Set(query.moduleCodes)];
      const rowsByModule = await searchPostgres(db, query, locales, moduleCodes);
      const pages = moduleCodes.flatMap((moduleCode, index) => {
        const page = toModulePage(moduleCode, rowsByModule[index] ?? []);
        return page ? [page] : [];
      });
      return { pages, localeQueries: locales };
    },
  };
}

/** The search index of a database, whichever engine it runs on. */
export function createSearchIndex(database: Pick<TDatabase, 'db' | 'dialect'>): TSearchIndex {
  return database.dialect === 'sqlite' ? createSqliteSearchIndex(database.db) : createPostgresSearchIndex(database.db);
}
