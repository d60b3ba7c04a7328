import { resolve } from 'node:path';
import { SEARCH_PAGE_SIZE, type TGlobalSearchRequest } from '@portal/contracts';
import type { TDatabase } from '../../../apps/server/src/db/kysely.ts';
import { createSearchIndex, type TIndexQuery } from '../../../apps/server/src/modules/search/search-index.reader.ts';
import { queryWordsOf } from '../../../apps/server/src/modules/search/search-text.ts';
import { bearer } from '../../../apps/server/src/test/access-tokens.ts';
import { findFreePort } from '../../lib/free-port.ts';
import { httpRequest } from '../../lib/http-get.ts';
import { startProcess, type TStartedProcess } from '../../lib/start-process.ts';
import type { TRunQuery } from './measure-queries.ts';
import type { TBenchQuery } from './queries.ts';

/*
 * The two ways a query is measured: in process, the search index's own call (what the service asks
 * of the database), and through the API, `POST /api/GlobalSearch/search` on a portal started on the
 * loaded database (validation, the index, snippets and highlighting, JSON).
 */

/**
 * The audience keys of the searcher in process: a learner with a job role, a location and a group,
 * as most are (the corpus gives some events and articles to keys of these kinds: corpus.ts).
 */
const SEARCHER_AUDIENCE_KEYS: readonly string[] = ['ALL:', 'JOB_ROLE:SALES_ASSOCIATE', 'LOCATION:3', 'GROUP:2'];

/** What the ALL tab asks of the index for a query: first page of 30, by relevance. */
function indexQueryOf(query: TBenchQuery): TIndexQuery {
  return {
    tenantCode: query.tenantCode,
    locales: [query.locale],
    moduleCodes: query.moduleCodes,
    assetTypeCodes: null,
    words: queryWordsOf(query.searchText),
    sort: { column: 'relevance', direction: 'desc' },
    offset: 0,
    limit: SEARCH_PAGE_SIZE,
    now: new Date().toISOString(),
    audienceKeys: SEARCHER_AUDIENCE_KEYS,
  };
}

/** `createSearchIndex(database).search(query)`, timed call by call. */
export function inProcessRunner(database: TDatabase): TRunQuery {
  const index = createSearchIndex(database);
  return async (query) => {
    const { pages } = await index.search(indexQueryOf(query));
    return { status: 200, hits: pages.reduce((sum, page) => sum + page.totalRecords, 0) };
  };
}

/** The web app's request for the ALL tab (no module given: every searchable module of the tenant). */
function searchRequestOf(query: TBenchQuery): TGlobalSearchRequest {
  return {
    pageNo: 1,
    pageSize: SEARCH_PAGE_SIZE,
    searchParameters: { searchText: query.searchText, locales: [query.locale], status: 'PUBLISHED' },
  };
}

/** The demo user each searched tenant signs in with. */
const SEARCHING_USERS: Record<string, string> = { acme: 'acme-learner', boreal: 'boreal-apprenant' };
/** Tokens live 5 minutes: a new one after this long. */
const TOKEN_REUSE_MS = 120_000;
const API_TIMEOUT_MS = 60_000;

/**
 * `POST /api/GlobalSearch/search` as a signed-in user of the query's tenant (Host header
 * `<tenant>.localhost`; a token minted as the portal's provider issues them, refreshed every two
 * minutes), over keep-alive HTTP.
 */
export function apiRunner(baseUrl: string, database: TDatabase): TRunQuery {
  const tokens = new Map<string, { headers: Record<string, string>; mintedAt: number }>();
  async function authorization(tenantCode: string): Promise<Record<string, string>> {
    const cached = tokens.get(tenantCode);
    if (cached && Date.now() - cached.mintedAt < TOKEN_REUSE_MS) {
      return cached.headers;
    }
    const userCode = SEARCHING_USERS[tenantCode];
    if (!userCode) {
      throw new Error(`no user to search ${tenantCode} with`);
    }
    const headers = await bearer(database, tenantCode, userCode);
    tokens.set(tenantCode, { headers, mintedAt: Date.now() });
    return headers;
  }
  return async (query) => {
    const headers = { ...(await authorization(query.tenantCode)), host: `${query.tenantCode}.localhost` };
    const answer = await httpRequest(`${baseUrl}/api/GlobalSearch/search`, {
      headers,
      body: JSON.stringify(searchRequestOf(query)),
      timeoutMs: API_TIMEOUT_MS,
    });
    if (answer.status !== 200) {
      return { status: answer.status, hits: 0 };
    }
    const { totalRecords } = JSON.parse(answer.body) as { totalRecords: number };
    return { status: answer.status, hits: totalRecords };
  };
}

const repositoryRoot = resolve(import.meta.dirname, '..', '..', '..');
const HOST = '127.0.0.1';

export type TSearchPortal = TStartedProcess & { baseUrl: string };

/**
 * The portal as `npm start` runs it, on the loaded database (DATABASE_URL: a SQLite file, or the
 * PostgreSQL schema through libpq's `options`), not seeding (the load did), logging at warn.
 */
export async function startSearchPortal(label: string, databaseUrl: string): Promise<TSearchPortal> {
  const port = await findFreePort(HOST);
  const baseUrl = `http://${HOST}:${port}`;
  const child = await startProcess({
    name: `portal (${label})`,
    script: resolve(repositoryRoot, 'apps/server/src/main.ts'),
    cwd: repositoryRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      SEED_DEMO: 'false',
    },
    readyUrl: `${baseUrl}/api/health`,
    readyTimeoutMs: 120_000,
  });
  return { ...child, baseUrl };
}
