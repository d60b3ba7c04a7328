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
import { assetToken, scopeToken, SQLITE_BM25_WEIGHTS, SQLITE_FTS_TABLE } from './sqlite-fts.ts';

/*
 * The reading side of the search index: one interface, two engines with the same contract.
 * SQLite ranks with FTS5's bm25, PostgreSQL with ts_rank over the generated tsvector; both rank and
 * page inside the database (a window per module), and read the documents of the answered page only.
 * The tenant, its locales, PUBLISHED and the modules are part of the match itself.
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
export function localeQueriesOf(query: Pick<TIndexQuery, 'locales' | 'words'>): TLocaleQuery[] {
  return [...new Set(query.locales)].flatMap((locale) => {
    const language = textSearchLanguageOf(locale);
    const terms = analyzeQuery(query.words, language);
    const words = query.words.filter((word) => termOfWord(word, language) !== null);
    return hasSearchTerms(terms) ? [{ locale, language, terms, words, isLastWordPrefix: terms.prefix !== null }] : [];
  });
}

type TRankedRow = TIndexDocument & { position: number | string; total: number | string };

/** Rows of the ranked window (the first row of each module carries its total) to module pages. */
function toModulePages(query: TIndexQuery, rows: readonly TRankedRow[]): TIndexModulePage[] {
  const pages = new Map<string, TIndexModulePage>();
  for (const { position, total, ...document } of rows) {
    const page = pages.get(document.module_code) ?? {
      moduleCode: document.module_code,
      totalRecords: Number(total),
      documents: [],
    };
    pages.set(document.module_code, page);
    const at = Number(position);
    if (at > query.offset && at <= query.offset + query.limit) {
      page.documents.push(document);
    }
  }
  return query.moduleCodes.flatMap((code) => {
    const page = pages.get(code);
    return page ? [page] : [];
  });
}

/**
 * The window's order, the same on both engines: the asked column, then the newest, the title and
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

// ---------------------------------------------------------------------------------------------
// SQLite: FTS5

function quoted(term: string): string {
  return `"${term.replace(/"/g, '""')}"`;
}

/** The FTS5 expression of a query, or null when nothing is left to match. */
export function sqliteMatchExpression(query: TIndexQuery, localeQueries: readonly TLocaleQuery[]): string | null {
  const branches = localeQueries.map(({ locale, terms }) => {
    const scopes = query.moduleCodes.map((moduleCode) =>
      quoted(scopeToken(query.tenantCode, locale, 'PUBLISHED', moduleCode)),
    );
    const words = [...terms.terms.map(quoted), ...(terms.prefix === null ? [] : [`${quoted(terms.prefix)}*`])];
    return `(scope : (${scopes.join(' OR ')}) AND {title body} : (${words.join(' AND ')}))`;
  });
  if (branches.length === 0 || query.moduleCodes.length === 0) {
    return null;
  }
  const match = branches.join(' OR ');
  if (query.assetTypeCodes === null) {
    return match;
  }
  if (query.assetTypeCodes.length === 0) {
    return null;
  }
  return `asset : (${query.assetTypeCodes.map((code) => quoted(assetToken(code))).join(' OR ')}) AND (${match})`;
}

const BM25 = { column: 'score', isLowerBetter: true };

function createSqliteSearchIndex(db: Kysely<Database>): TSearchIndex {
  return {
    async search(query) {
      const localeQueries = localeQueriesOf(query);
      const match = sqliteMatchExpression(query, localeQueries);
      if (match === null) {
        return { pages: [], localeQueries };
      }
      const { rows } = await sql<TRankedRow>`
        with hits as (
          select rowid as rid, bm25(${sql.id(SQLITE_FTS_TABLE)}, ${sql.raw(SQLITE_BM25_WEIGHTS)}) as score
          from ${sql.id(SQLITE_FTS_TABLE)}
          where ${sql.id(SQLITE_FTS_TABLE)} match ${match}
        ), ranked as (
          select rid, module_code,
            row_number() over (partition by module_code order by ${rankingOrder(query.sort, BM25)}) as position,
            count(*) over (partition by module_code) as total
          from (
            select h.rid, h.score, d.module_code, d.updated_at, d.sort_title, d.entity_id
            from hits h join search_documents d on d.id = h.rid
            where (d.effective_date is null or d.effective_date <= ${query.now})
              and (d.expiry_date is null or d.expiry_date > ${query.now})
          )
        )
        select r.position, r.total, d.module_code, d.entity_kind, d.entity_id, d.locale, d.title, d.text, d.url,
          d.asset_type_code, d.effective_date, d.updated_at
        from ranked r join search_documents d on d.id = r.rid
        where r.position = 1 or (r.position > ${query.offset} and r.position <= ${query.offset + query.limit})
        order by r.module_code, r.position`.execute(db);
      return { pages: toModulePages(query, rows), localeQueries };
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

/** The indexed `search_scope` (migration 0008) of a tenant's published documents in a locale. */
function postgresScope(tenantCode: string, locale: string): string {
  return `${tenantCode}/${locale}/PUBLISHED`;
}

/** `to_tsquery` text: every word must match, the last one as a prefix when it is the last typed. */
export function postgresQueryText(words: readonly string[], isLastWordPrefix: boolean): string {
  return words.map((word, index) => (isLastWordPrefix && index === words.length - 1 ? `${word}:*` : word)).join(' & ');
}

function postgresTsQuery({ language, words, isLastWordPrefix }: TLocaleQuery): RawBuilder<unknown> {
  const text = postgresQueryText(words, isLastWordPrefix);
  return sql`to_tsquery(${sql.lit(POSTGRES_CONFIGURATION[language])}::regconfig, ${text})`;
}

const TS_RANK = { column: 'score', isLowerBetter: false };

function createPostgresSearchIndex(db: Kysely<Database>): TSearchIndex {
  return {
    async search(query) {
      const locales = localeQueriesOf(query);
      if (locales.length === 0 || query.moduleCodes.length === 0 || query.assetTypeCodes?.length === 0) {
        return { pages: [], localeQueries: locales };
      }
      // Each locale matches with its own configuration's query; the rank uses the same one.
      const matches = locales.map(
        (locale) =>
          sql`(d.search_scope = ${postgresScope(query.tenantCode, locale.locale)} and d.search_vector @@ ${postgresTsQuery(locale)})`,
      );
      const rankQuery =
        locales.length === 1 && locales[0]
          ? postgresTsQuery(locales[0])
          : sql`case ${sql.join(
              locales.map((locale) => sql`when d.locale = ${locale.locale} then ${postgresTsQuery(locale)}`),
              sql` `,
            )} end`;
      const assetFilter =
        query.assetTypeCodes === null ? sql`` : sql`and d.asset_type_code in (${sql.join([...query.assetTypeCodes])})`;
      const { rows } = await sql<TRankedRow>`
        with hits as (
          select d.module_code, d.entity_kind, d.entity_id, d.locale, d.updated_at,
            d.sort_title collate "C" as sort_title,
            ts_rank(d.search_vector, ${rankQuery}) as score
          from search_documents d
          where d.tenant_code = ${query.tenantCode}
            and d.module_code in (${sql.join([...query.moduleCodes])})
            and (${sql.join(matches, sql` or `)})
            and (d.effective_date is null or d.effective_date <= ${query.now})
            and (d.expiry_date is null or d.expiry_date > ${query.now})
            ${assetFilter}
        ), ranked as (
          select module_code, entity_kind, entity_id, locale,
            row_number() over (partition by module_code order by ${rankingOrder(query.sort, TS_RANK)}) as position,
            count(*) over (partition by module_code) as total
          from hits
        )
        select r.position, r.total, d.module_code, d.entity_kind, d.entity_id, d.locale, d.title, d.text, d.url,
          d.asset_type_code, d.effective_date, d.updated_at
        from ranked r join search_documents d
          on d.tenant_code = ${query.tenantCode} and d.module_code = r.module_code and d.entity_kind = r.entity_kind
            and d.entity_id = r.entity_id and d.locale = r.locale
        where r.position = 1 or (r.position > ${query.offset} and r.position <= ${query.offset + query.limit})
        order by r.module_code, r.position`.execute(db);
      return { pages: toModulePages(query, rows), localeQueries: locales };
    },
  };
}

/** The search index of a database, whichever engine it runs on. */
export function createSearchIndex(database: Pick<TDatabase, 'db' | 'dialect'>): TSearchIndex {
  return database.dialect === 'sqlite' ? createSqliteSearchIndex(database.db) : createPostgresSearchIndex(database.db);
}
