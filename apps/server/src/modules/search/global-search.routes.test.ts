import type { TGlobalSearchRequest, TGlobalSearchResponse, TProblem, TSearchModule } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/access-tokens.ts';
import { startTestServer, type TTestServer } from '../../test/test-server.ts';
import { removeEntityDocuments, replaceEntityDocuments, type TSearchDocumentInput } from './search-index.writer.ts';

/*
 * One suite, run on SQLite and on PostgreSQL (the two server test projects) with the same
 * expectations: both engines answer the same top results for this fixed corpus.
 */

let server: TTestServer;
let learner: Record<string, string>;
let borealUser: Record<string, string>;

const DAY = 86_400_000;
const past = new Date(Date.now() - 30 * DAY).toISOString();

type TCorpusEntry = {
  tenantCode: string;
  moduleCode: string;
  id: string;
  locale: string;
  title: string;
  text: string;
  assetTypeCode?: string | null;
  status?: string;
  effectiveDate?: string;
  expiryDate?: string | null;
  updatedAt?: string;
};

const CORPUS: TCorpusEntry[] = [
  {
    tenantCode: 'acme',
    moduleCode: 'RESOURCELIBRARY',
    id: 'ladder',
    locale: 'en',
    title: 'Ladder safety basics',
    text: 'How to climb and inspect ladders before use.',
    assetTypeCode: 'DOCUMENT',
  },
  {
    tenantCode: 'acme',
    moduleCode: 'RESOURCELIBRARY',
    id: 'forklift',
    locale: 'en',
    title: 'Forklift operation',
    text: 'Daily checks of the truck. The safety of pedestrians near forklifts is covered in detail.',
    assetTypeCode: 'VIDEO_MP4',
  },
  {
    tenantCode: 'acme',
    moduleCode: 'RESOURCELIBRARY',
    id: 'meetings',
    locale: 'en',
    title: 'Running effective meetings',
    text: 'Agenda, timekeeping and notes.',
    assetTypeCode: 'COURSE_HOSTED',
  },
  {
    tenantCode: 'acme',
    moduleCode: 'RESOURCELIBRARY',
    id: 'calendar',
    locale: 'en',
    title: 'Trainings calendar',
    text: 'Every session planned this year.',
    assetTypeCode: 'URL_WEBINAR',
  },
  {
    tenantCode: 'acme',
    moduleCode: 'RESOURCELIBRARY',
    id: 'draft',
    locale: 'en',
    title: 'Safety draft',
    text: 'Not published yet.',
    status: 'UNPUBLISHED',
  },
  {
    tenantCode: 'acme',
    moduleCode: 'RESOURCELIBRARY',
    id: 'future',
    locale: 'en',
    title: 'Safety of tomorrow',
    text: 'Effective next week.',
    effectiveDate: new Date(Date.now() + 7 * DAY).toISOString(),
  },
  {
    tenantCode: 'acme',
    moduleCode: 'RESOURCELIBRARY',
    id: 'expired',
    locale: 'en',
    title: 'Safety of yesterday',
    text: 'Expired.',
    expiryDate: new Date(Date.now() - DAY).toISOString(),
  },
  {
    tenantCode: 'acme',
    moduleCode: 'NEWS',
    id: 'week',
    locale: 'en',
    title: 'Safety week announced',
    text: 'Join us in the cafeteria.',
  },
  {
    tenantCode: 'acme',
    moduleCode: 'RESOURCELIBRARY',
    id: 'travail',
    locale: 'fr-CA',
    title: 'Sécurité au travail',
    text: 'Les règles de base pour les travailleurs.',
    assetTypeCode: 'DOCUMENT',
  },
  {
    tenantCode: 'acme',
    moduleCode: 'RESOURCELIBRARY',
    id: 'machines',
    locale: 'fr-CA',
    title: 'Cadenassage des machines',
    text: 'La sécurité électrique commence par le cadenassage.',
    assetTypeCode: 'VIDEO_MP4',
  },
  {
    tenantCode: 'acme',
    moduleCode: 'RESOURCELIBRARY',
    id: 'obligatoires',
    locale: 'fr-CA',
    title: 'Formations obligatoires',
    text: 'Le calendrier des formations de l’année.',
  },
  {
    tenantCode: 'boreal',
    moduleCode: 'RESOURCELIBRARY',
    id: 'boreal-safety',
    locale: 'en',
    title: 'Safety at Boreal',
    text: 'Ladder safety for the north.',
  },
  {
    tenantCode: 'boreal',
    moduleCode: 'RESOURCELIBRARY',
    id: 'boreal-securite',
    locale: 'fr-CA',
    title: 'Sécurité chez Boréal',
    text: 'Le cadenassage au nord.',
  },
];

async function indexEntry(entry: TCorpusEntry): Promise<void> {
  const document: TSearchDocumentInput = {
    locale: entry.locale,
    status: entry.status ?? 'PUBLISHED',
    assetTypeCode: entry.assetTypeCode ?? null,
    title: entry.title,
    text: entry.text,
    url: `/test/${entry.id}`,
    effectiveDate: entry.effectiveDate ?? past,
    expiryDate: entry.expiryDate ?? null,
  };
  await replaceEntityDocuments(
    server.database.db,
    { tenantCode: entry.tenantCode, moduleCode: entry.moduleCode, entityKind: 'TEST', entityId: entry.id },
    [document],
    entry.updatedAt ?? past,
  );
}

beforeAll(async () => {
  // Without the demo library: the corpus is all there is to find.
  server = await startTestServer();
  learner = await bearer(server.database, 'acme', 'acme-learner');
  borealUser = await bearer(server.database, 'boreal', 'boreal-admin');
  // The demo's assessment sets are documents even without its library: out, so the corpus is all there is.
  const demoSets = await server.database.db
    .selectFrom('search_documents')
    .select(['tenant_code', 'entity_kind', 'entity_id'])
    .distinct()
    .where('module_code', '=', 'ASSESSMENT')
    .execute();
  for (const row of demoSets) {
    await removeEntityDocuments(server.database.db, {
      tenantCode: row.tenant_code,
      moduleCode: 'ASSESSMENT',
      entityKind: row.entity_kind,
      entityId: row.entity_id,
    });
  }
  for (const entry of CORPUS) {
    await indexEntry(entry);
  }
});
afterAll(async () => {
  await server.close();
});

function searchRequest(
  searchText: string,
  parameters: Partial<TGlobalSearchRequest['searchParameters']> = {},
  page: Partial<Omit<TGlobalSearchRequest, 'searchParameters'>> = {},
): TGlobalSearchRequest {
  return { ...page, searchParameters: { searchText, locales: ['en'], status: 'PUBLISHED', ...parameters } };
}

async function search(
  body: TGlobalSearchRequest,
  headers: Record<string, string> = learner,
  host = 'acme.localhost',
): Promise<TGlobalSearchResponse> {
  const response = await server.request('/api/GlobalSearch/search', { method: 'POST', headers, host, body });
  expect(response.status, response.text).toBe(200);
  return response.json<TGlobalSearchResponse>();
}

/** The ids found per module, in rank order. */
async function idsOf(body: TGlobalSearchRequest, headers = learner, host = 'acme.localhost') {
  const answer = await search(body, headers, host);
  return Object.fromEntries(answer.result.map((group) => [group.moduleCode, group.items.map((item) => item.entityId)]));
}

async function problemOf(body: unknown, expectedStatus = 400): Promise<TProblem> {
  const response = await server.request('/api/GlobalSearch/search', { method: 'POST', headers: learner, body });
  expect(response.status, response.text).toBe(expectedStatus);
  return response.json<TProblem>();
}

describe('POST /api/GlobalSearch/search: relevance', () => {
  it('ranks a title match above a body match, and finds only published, effective, unexpired content', async () => {
    expect(await idsOf(searchRequest('safety', { moduleCodes: ['RESOURCELIBRARY'] }))).toEqual({
      RESOURCELIBRARY: ['ladder', 'forklift'],
    });
  });

  it('finds dated content while it is visible: before its expiry, and once its effective date has passed', async () => {
    const base = { tenantCode: 'acme', moduleCode: 'RESOURCELIBRARY', locale: 'en' } as const;
    await indexEntry({
      ...base,
      id: 'rescue',
      title: 'Rescue drill',
      text: 'Until next week.',
      expiryDate: new Date(Date.now() + 7 * DAY).toISOString(),
    });
    await indexEntry({
      ...base,
      id: 'soon',
      title: 'Evacuation drill',
      text: 'Effective in a moment.',
      effectiveDate: new Date(Date.now() + 1000).toISOString(),
    });
    try {
      expect(await idsOf(searchRequest('drill'))).toEqual({ RESOURCELIBRARY: ['rescue'] });
      await new Promise((resolve) => setTimeout(resolve, 1200));
      expect(await idsOf(searchRequest('drill'))).toEqual({
        RESOURCELIBRARY: expect.arrayContaining(['rescue', 'soon']),
      });
    } finally {
      await indexEntry({ ...base, id: 'rescue', title: 'Rescue drill', text: '', status: 'UNPUBLISHED' });
      await indexEntry({ ...base, id: 'soon', title: 'Evacuation drill', text: '', status: 'UNPUBLISHED' });
    }
  });

  it('groups results by module with the module name, page and totals', async () => {
    const answer = await search(searchRequest('safety'));
    expect(answer.totalRecords).toBe(3);
    expect(
      answer.result.map((group) => [group.moduleCode, group.moduleName, group.pageNo, group.totalRecords]),
    ).toEqual([
      ['RESOURCELIBRARY', 'Resource Library', 1, 2],
      ['NEWS', 'News', 1, 1],
    ]);
  });

  it('ignores accents both ways', async () => {
    for (const text of ['securite', 'sécurité', 'SECURITE']) {
      expect(await idsOf(searchRequest(text, { locales: ['fr-CA'] })), text).toEqual({
        RESOURCELIBRARY: ['travail', 'machines'],
      });
    }
  });

  it('searches every asked language at once, each with its own analysis', async () => {
    expect(await idsOf(searchRequest('formations', { locales: ['en', 'fr-CA'] }))).toEqual({
      RESOURCELIBRARY: ['obligatoires'],
    });
    expect(await idsOf(searchRequest('ladder', { locales: ['fr-CA', 'en'] }))).toEqual({ RESOURCELIBRARY: ['ladder'] });
  });

  it('matches plural and stem variants in both languages', async () => {
    expect(await idsOf(searchRequest('formation', { locales: ['fr-CA'] }))).toEqual({
      RESOURCELIBRARY: ['obligatoires'],
    });
    expect(await idsOf(searchRequest('travailleur', { locales: ['fr-CA'] }))).toEqual({ RESOURCELIBRARY: ['travail'] });
    expect(await idsOf(searchRequest('training'))).toEqual({ RESOURCELIBRARY: ['calendar'] });
    expect(await idsOf(searchRequest('run meeting'))).toEqual({ RESOURCELIBRARY: ['meetings'] });
    expect(await idsOf(searchRequest('ladder'))).toEqual({ RESOURCELIBRARY: ['ladder'] });
  });

  it('matches the last word as a prefix while people type', async () => {
    expect(await idsOf(searchRequest('forkl'))).toEqual({ RESOURCELIBRARY: ['forklift'] });
    expect(await idsOf(searchRequest('cadenas', { locales: ['fr-CA'] }))).toEqual({ RESOURCELIBRARY: ['machines'] });
    expect(await idsOf(searchRequest('ladder saf'))).toEqual({ RESOURCELIBRARY: ['ladder'] });
  });

  it('matches a word before a trailing stop word whole, on both databases', async () => {
    // 'ladder' is not a prefix here: the last word typed ('the') is a stop word.
    expect(await idsOf(searchRequest('ladders the'))).toEqual({ RESOURCELIBRARY: ['ladder'] });
    expect(await idsOf(searchRequest('lad the'))).toEqual({});
    expect(await idsOf(searchRequest('lad'))).toEqual({ RESOURCELIBRARY: ['ladder'] });
  });

  it('needs every word', async () => {
    expect(await idsOf(searchRequest('ladder forklift'))).toEqual({});
  });

  it('answers nothing, not an error, when only stop words are left', async () => {
    expect(await search(searchRequest('the and of'))).toEqual({ result: [], totalRecords: 0 });
  });

  it('searches every language when none is asked', async () => {
    const answer = await search({ searchParameters: { searchText: 'cadenassage' } });
    expect(answer.result[0]?.items.map((item) => [item.entityId, item.locale])).toEqual([['machines', 'fr-CA']]);
  });
});

describe('POST /api/GlobalSearch/search: filters, pages, sorting and highlights', () => {
  it('keeps the asked asset types: panel toggles or exact codes', async () => {
    expect(await idsOf(searchRequest('safety', { assetTypeCode: ['VIDEO'] }))).toEqual({
      RESOURCELIBRARY: ['forklift'],
    });
    expect(await idsOf(searchRequest('safety', { assetTypeCode: 'DOCUMENT' }))).toEqual({
      RESOURCELIBRARY: ['ladder'],
    });
    expect(await idsOf(searchRequest('safety', { assetTypeCode: ['VIDEO_MP4', 'DOCUMENT'] }))).toEqual({
      RESOURCELIBRARY: ['ladder', 'forklift'],
    });
  });

  it('pages each module on its own, keeping totals on pages past the end', async () => {
    const request = (pageNo: number) =>
      searchRequest('safety', { moduleCodes: ['RESOURCELIBRARY'] }, { pageNo, pageSize: 1 });
    const second = await search(request(2));
    expect(
      second.result.map((group) => [group.pageNo, group.totalRecords, group.items.map((item) => item.entityId)]),
    ).toEqual([[2, 2, ['forklift']]]);
    const third = await search(request(3));
    expect(third.result.map((group) => [group.totalRecords, group.items.length])).toEqual([[2, 0]]);
  });

  it('sorts by title when asked', async () => {
    const body = searchRequest(
      'safety',
      { moduleCodes: ['RESOURCELIBRARY'] },
      { sortColumns: [{ colId: 'title', sort: 'desc' }] },
    );
    expect(await idsOf(body)).toEqual({ RESOURCELIBRARY: ['ladder', 'forklift'] });
    const ascending = searchRequest(
      'safety',
      { moduleCodes: ['RESOURCELIBRARY'] },
      { sortColumns: [{ colId: 'title', sort: 'asc' }] },
    );
    expect(await idsOf(ascending)).toEqual({ RESOURCELIBRARY: ['forklift', 'ladder'] });
  });

  it('marks matched words in the title and the snippet, as plain runs', async () => {
    const answer = await search(searchRequest('safety', { moduleCodes: ['RESOURCELIBRARY'] }));
    const [ladder, forklift] = answer.result[0]?.items ?? [];
    expect(ladder?.titleHighlights).toEqual([
      { text: 'Ladder ', match: false },
      { text: 'safety', match: true },
      { text: ' basics', match: false },
    ]);
    expect(forklift?.snippet.filter((run) => run.match).map((run) => run.text)).toEqual(['safety']);
    expect(forklift?.snippet.map((run) => run.text).join('')).toBe(CORPUS[1]?.text);
    expect(forklift).toMatchObject({
      url: '/test/forklift',
      assetTypeCode: 'VIDEO_MP4',
      locale: 'en',
      entityKind: 'TEST',
    });
  });

  it('marks accented words found without accents', async () => {
    const answer = await search(searchRequest('securite', { locales: ['fr-CA'] }));
    const machines = answer.result[0]?.items.find((item) => item.entityId === 'machines');
    expect(machines?.snippet.filter((run) => run.match).map((run) => run.text)).toEqual(['sécurité']);
  });

  it('follows the index as content changes', async () => {
    const entry = {
      tenantCode: 'acme',
      moduleCode: 'RESOURCELIBRARY',
      id: 'changing',
      locale: 'en',
      title: 'Scaffolding rules',
      text: 'Tie-in points.',
    };
    await indexEntry(entry);
    expect(await idsOf(searchRequest('scaffolding'))).toEqual({ RESOURCELIBRARY: ['changing'] });
    await indexEntry({ ...entry, title: 'Renamed guide' });
    expect(await idsOf(searchRequest('scaffolding'))).toEqual({});
    expect(await idsOf(searchRequest('renamed'))).toEqual({ RESOURCELIBRARY: ['changing'] });
    await indexEntry({ ...entry, title: 'Renamed guide', status: 'UNPUBLISHED' });
    expect(await idsOf(searchRequest('renamed'))).toEqual({});
  });
});

describe('POST /api/GlobalSearch/search: tenants never meet', () => {
  it("never answers another tenant's documents, whatever the body says", async () => {
    for (const body of [
      searchRequest('safety'),
      searchRequest('safety', { TenantCode: 'acme' }),
      searchRequest('sécurité cadenassage', { locales: ['fr-CA', 'en'] }),
    ]) {
      const answer = await search(body);
      const ids = answer.result.flatMap((group) => group.items.map((item) => item.entityId));
      expect(ids.some((id) => id.startsWith('boreal'))).toBe(false);
    }
    expect(await idsOf(searchRequest('safety'), borealUser, 'boreal.localhost')).toEqual({
      RESOURCELIBRARY: ['boreal-safety'],
    });
  });

  it("refuses a body that names another tenant, and another tenant's token", async () => {
    const problem = await problemOf(searchRequest('safety', { TenantCode: 'boreal' }), 403);
    expect(problem.code).toBe('forbidden');
    const response = await server.request('/api/GlobalSearch/search', {
      method: 'POST',
      headers: borealUser,
      body: searchRequest('safety'),
    });
    expect(response.status).toBe(401);
  });
});

describe('POST /api/GlobalSearch/search: bad input', () => {
  it("needs the tenant's minimum text length, with the spec's message", async () => {
    const problem = await problemOf(searchRequest('ab'));
    expect(problem.errors).toEqual({
      'searchParameters.searchText': ['Search text character length must be at least 3'],
    });
    expect((await problemOf(searchRequest('   '))).errors).toHaveProperty(['searchParameters.searchText']);
    expect((await problemOf({ searchParameters: {} })).errors).toHaveProperty(['searchParameters.searchText']);
    expect((await problemOf({})).errors).toHaveProperty(['searchParameters']);
  });

  it('refuses pages over 100, other statuses, unknown fields and modules that are not searchable', async () => {
    expect((await problemOf(searchRequest('safety', {}, { pageSize: 101 }))).errors).toHaveProperty(['pageSize']);
    expect(
      (await problemOf({ searchParameters: { searchText: 'safety', status: 'UNPUBLISHED' } })).errors,
    ).toHaveProperty(['searchParameters.status']);
    expect((await problemOf({ searchParameters: { searchText: 'safety', extra: 1 } })).code).toBe('validation_failed');
    expect((await problemOf(searchRequest('safety', { moduleCodes: ['ADMIN'] }))).errors).toEqual({
      'searchParameters.moduleCodes': ['Not a searchable module of your organisation: ADMIN.'],
    });
    expect(
      (await problemOf({ searchParameters: { searchText: 'safety', assetTypeCode: ['MOVIE'] } })).errors,
    ).toHaveProperty(['searchParameters.assetTypeCode']);
    expect((await problemOf(searchRequest('x'.repeat(201)))).errors).toHaveProperty(['searchParameters.searchText']);
  });

  it('refuses a module the tenant does not enable', async () => {
    const response = await server.request('/api/GlobalSearch/search', {
      method: 'POST',
      headers: borealUser,
      host: 'boreal.localhost',
      body: searchRequest('safety', { moduleCodes: ['STORES'] }),
    });
    expect(response.status).toBe(400);
  });

  it('needs a signed-in user', async () => {
    const response = await server.request('/api/GlobalSearch/search', {
      method: 'POST',
      body: searchRequest('safety'),
    });
    expect(response.status).toBe(401);
  });
});

describe('GET /api/GlobalSearch/Modules', () => {
  it("lists the tenant's searchable modules, never ADMIN", async () => {
    const response = await server.request('/api/GlobalSearch/Modules', { headers: learner });
    expect(response.status).toBe(200);
    const modules = response.json<TSearchModule[]>();
    const codes = modules.map((module) => module.moduleCode);
    expect(codes).toContain('RESOURCELIBRARY');
    expect(codes).toContain('NEWS');
    expect(codes).not.toContain('ADMIN');
    expect(modules.find((module) => module.moduleCode === 'RESOURCELIBRARY')).toMatchObject({
      moduleName: 'Resource Library',
      spaUrl: expect.stringMatching(/\/resources$/),
    });
  });

  it("lists only the other tenant's own modules for its users", async () => {
    const response = await server.request('/api/GlobalSearch/Modules', {
      headers: borealUser,
      host: 'boreal.localhost',
    });
    const codes = response.json<TSearchModule[]>().map((module) => module.moduleCode);
    expect(codes).toContain('RESOURCELIBRARY');
    expect(codes).not.toContain('STORES');
    expect(codes).not.toContain('ADMIN');
  });

  it('needs a signed-in user', async () => {
    expect((await server.request('/api/GlobalSearch/Modules')).status).toBe(401);
  });
});
