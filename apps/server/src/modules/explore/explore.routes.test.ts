import {
  EXPLORE_MESSAGES,
  type TAdminArticle,
  type TExplore,
  type TExploreCard,
  type TExploreItemsRequest,
  type TExploreItemsResponse,
  type TProblem,
  type TSaveArticleRequest,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/access-tokens.ts';
import { disableModule, signInNewUser } from '../../test/server-fixtures.ts';
import { startTestServer, type TTestServer } from '../../test/test-server.ts';
import { createCategory } from '../resources/categories.service.ts';

let server: TTestServer;
let admin: Record<string, string>;
let learner: Record<string, string>;
let borealLearner: Record<string, string>;
let categoryName: string;
let categoryId: number;
let visibleEvent: { entity_id: string };

const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

/** Each kind's module page (router.tsx). */
const PAGE_OF_KIND: Record<TExploreCard['kind'], RegExp> = {
  PATH: /^\/learning-path\/paths\/\d+$/,
  RESOURCE: /^\/resources\/\d+$/,
  ASSESSMENT: /^\/assessment\/\d+$/,
  EVENT: /^\/event\/\d+$/,
  NEWS: /^\/news\/\d+$/,
};

let serial = 0;
/** A word no demo content holds, to find an item by its title. */
function uniqueWord(): string {
  serial += 1;
  return `quokkaexplore${serial}x${Date.now() % 100_000}`;
}

/** A new person of acme (no kept answer yet), with these columns. */
let people = 0;
async function newAcmePerson(user: Record<string, unknown> = {}): Promise<Record<string, string>> {
  people += 1;
  return signInNewUser(server, 'acme', `explore-person-${people}`, { user });
}

/** The host of the headers' tenant (boreal's people call boreal's portal). */
function hostOf(headers: Record<string, string>): { host?: string } {
  return headers === borealLearner ? { host: 'boreal.localhost' } : {};
}

async function explore(headers: Record<string, string>, query = ''): Promise<TExplore> {
  const response = await server.request(`/api/explore${query}`, { headers, ...hostOf(headers) });
  expect(response.status, response.text).toBe(200);
  return response.json<{ returnValue: TExplore }>().returnValue;
}

async function items(headers: Record<string, string>, body: TExploreItemsRequest): Promise<TExploreItemsResponse> {
  const response = await server.request('/api/explore/items', { method: 'POST', headers, body, ...hostOf(headers) });
  expect(response.status, response.text).toBe(200);
  return response.json<TExploreItemsResponse>();
}

function everyCard(page: TExplore): TExploreCard[] {
  return [
    ...page.newThisWeek,
    ...page.trendingNearMe,
    ...(page.recommendedForGaps ?? []),
    ...page.byCategory.flatMap((group) => group.items),
    ...page.byCompetency.flatMap((group) => group.items),
  ];
}

async function createArticle(title: string, overrides: Partial<TSaveArticleRequest> = {}): Promise<TAdminArticle> {
  const response = await server.request('/api/articles/admin/articles', {
    method: 'POST',
    headers: admin,
    body: {
      texts: {
        en: { title, summary: 'Read all about it', bodyHtml: '<p>Something new.</p>' },
        'fr-CA': { title: `${title} fr`, summary: 'À lire', bodyHtml: '<p>Du nouveau.</p>' },
      },
      status: 'PUBLISHED',
      ...overrides,
    },
  });
  expect(response.status, response.text).toBe(201);
  return response.json<{ returnValue: TAdminArticle }>().returnValue;
}

beforeAll(async () => {
  server = await startTestServer();
  // Before boreal's first request: the tenant's modules are kept once read.
  await disableModule(server, 'boreal', 'NEWS');
  admin = await bearer(server.database, 'acme', 'acme-admin');
  learner = await bearer(server.database, 'acme', 'acme-learner');
  borealLearner = await bearer(server.database, 'boreal', 'boreal-apprenant');
  // A category holding one of acme's events, before any answer is kept (answers are kept 10 s).
  categoryName = `Explore category ${uniqueWord()}`;
  categoryId = await createCategory(server.database.db, 'acme', {
    code: `explore-${uniqueWord()}`,
    nameEn: categoryName,
    nameFr: `${categoryName} (fr)`,
  });
  visibleEvent = await server.database.db
    .selectFrom('search_documents')
    .select('entity_id')
    .where('tenant_code', '=', 'acme')
    .where('module_code', '=', 'EVENTS')
    .where('audience', 'is', null)
    .where('locale', '=', 'en')
    .executeTakeFirstOrThrow();
  await server.database.db
    .updateTable('events')
    .set({ category_id: categoryId })
    .where('tenant_code', '=', 'acme')
    .where('id', '=', Number(visibleEvent.entity_id))
    .execute();
});
afterAll(async () => {
  await server.close();
});

describe('the explore page', () => {
  it('shows cards of the enabled modules, each opening in its module page', async () => {
    const page = await explore(learner);
    expect(page.kinds).toEqual(['PATH', 'RESOURCE', 'ASSESSMENT', 'EVENT', 'NEWS']);
    // The test demo has no library (no media store), hence no resources nor paths: every other module has cards.
    const shelves = await Promise.all(
      (['ASSESSMENT', 'EVENT', 'NEWS'] as const).map((kind) => items(learner, { kinds: [kind] })),
    );
    const cards = [...everyCard(page), ...shelves.flatMap((shelf) => shelf.result)];
    expect(new Set(cards.map((card) => card.kind))).toEqual(new Set(['ASSESSMENT', 'EVENT', 'NEWS']));
    expect(everyCard(page).length).toBeGreaterThan(0);
    for (const card of cards) {
      expect(card.href).toMatch(PAGE_OF_KIND[card.kind]);
      expect(card.href.endsWith(`/${card.id}`)).toBe(true);
    }
    // Skills are on for acme's learners: the section is there (empty without tagged content).
    expect(page.recommendedForGaps).not.toBeNull();
  });

  it('answers in the asked language', async () => {
    const title = `Bilingual ${uniqueWord()}`;
    await createArticle(title);
    const viewer = await newAcmePerson();
    const french = await explore(viewer, '?locale=fr-CA');
    expect(french.newThisWeek.map((card) => card.title)).toContain(`${title} fr`);
  });

  it('answers 400 with field errors for bad input', async () => {
    const badLocale = await server.request('/api/explore?locale=xx', { headers: learner });
    expect(badLocale.status).toBe(400);
    expect(Object.keys(badLocale.json<TProblem>().errors ?? {})).toContain('locale');
    const cases: [unknown, string][] = [
      [{ pageSize: 0 }, 'pageSize'],
      [{ pageSize: 1000 }, 'pageSize'],
      [{ pageNo: -1 }, 'pageNo'],
      [{ kinds: ['TRIVIA'] }, 'kinds.0'],
      [{ kinds: [] }, 'kinds'],
      [{ categoryId: 'one' }, 'categoryId'],
      [{ term: 'x'.repeat(101) }, 'term'],
      [{ categoryId: 1, competencyId: 1 }, 'competencyId'],
      [{ tenantCode: 'boreal' }, ''],
    ];
    for (const [body, field] of cases) {
      const response = await server.request('/api/explore/items', { method: 'POST', headers: learner, body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      const problem = response.json<TProblem>();
      expect(problem.code).toBe('validation_failed');
      if (field !== '') {
        expect(Object.keys(problem.errors ?? {}), JSON.stringify(body)).toContain(field);
      }
    }
    const both = await server.request('/api/explore/items', {
      method: 'POST',
      headers: learner,
      body: { categoryId: 1, competencyId: 1 },
    });
    expect(both.json<TProblem>().errors?.competencyId).toEqual([EXPLORE_MESSAGES.oneGroup]);
  });

  it('needs sign-in', async () => {
    expect((await server.request('/api/explore')).status).toBe(401);
    expect((await server.request('/api/explore/items', { method: 'POST', body: {} })).status).toBe(401);
  });
});

describe('modules the tenant turned off', () => {
  it('leaves their kinds, sections and cards out (boreal: no events, news turned off)', async () => {
    // Boreal's articles are in the index: only the module being off keeps them out.
    const indexed = await server.database.db
      .selectFrom('search_documents')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('tenant_code', '=', 'boreal')
      .where('module_code', '=', 'NEWS')
      .executeTakeFirstOrThrow();
    expect(Number(indexed.count)).toBeGreaterThan(0);

    const page = await explore(borealLearner);
    expect(page.kinds).not.toContain('NEWS');
    expect(page.kinds).not.toContain('EVENT');
    expect(page.kinds).toContain('ASSESSMENT');
    const kinds = new Set(everyCard(page).map((card) => card.kind));
    expect(kinds.has('NEWS')).toBe(false);
    expect(kinds.has('EVENT')).toBe(false);
    expect(kinds.size).toBeGreaterThan(0);

    const all = await items(borealLearner, { pageSize: 48 });
    expect(all.result.some((card) => card.kind === 'NEWS' || card.kind === 'EVENT')).toBe(false);
    expect(all.totalRecords).toBeGreaterThan(0);

    for (const kind of ['NEWS', 'EVENT'] as const) {
      const asked = await server.request('/api/explore/items', {
        method: 'POST',
        headers: borealLearner,
        host: 'boreal.localhost',
        body: { kinds: [kind] },
      });
      expect(asked.status).toBe(400);
      expect(asked.json<TProblem>().errors?.kinds).toEqual([EXPLORE_MESSAGES.kindNotOffered]);
    }
  });
});

describe('tenancy', () => {
  it("answers 404 for another tenant's category or competency", async () => {
    const borealCategory = await createCategory(server.database.db, 'boreal', {
      code: `boreal-${uniqueWord()}`,
      nameEn: 'Boreal only',
      nameFr: 'Boréal seulement',
    });
    const borealCompetency = await server.database.db
      .insertInto('competencies')
      .values({
        tenant_code: 'boreal',
        code: `boreal-${uniqueWord()}`,
        name_en: 'Boreal skill',
        name_fr: 'Compétence boréale',
        parent_id: null,
        position: 1,
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const body of [
      { categoryId: borealCategory },
      { competencyId: borealCompetency.id },
      { categoryId: 999_999 },
      { competencyId: 999_999 },
    ]) {
      const response = await server.request('/api/explore/items', { method: 'POST', headers: learner, body });
      expect(response.status, JSON.stringify(body)).toBe(404);
    }
  });
});

describe('audiences and publication', () => {
  it('shows an item for a job role only to the people holding it, and never a draft', async () => {
    const word = uniqueWord();
    await createArticle(`Managers ${word}`, { audience: [{ targetKind: 'JOB_ROLE', targetCode: 'STORE_MANAGER' }] });
    await createArticle(`Draft ${word}`, { status: 'DRAFT' });
    const sales = await newAcmePerson({ job_role_code: 'SALES_ASSOCIATE' });
    const manager = await newAcmePerson({ job_role_code: 'STORE_MANAGER' });

    expect((await items(sales, { term: word })).totalRecords).toBe(0);
    const managerItems = await items(manager, { term: word });
    expect(managerItems.result.map((card) => card.title)).toEqual([`Managers ${word}`]);

    const salesPage = await explore(sales);
    expect(everyCard(salesPage).some((card) => card.title.includes(word))).toBe(false);
    const managerPage = await explore(manager);
    expect(managerPage.newThisWeek.map((card) => card.title)).toContain(`Managers ${word}`);
  });
});

describe('new this week', () => {
  it('holds what was published within the last 7 days, newest first', async () => {
    const word = uniqueWord();
    await createArticle(`Recent ${word}`, { publishAt: daysAgo(2) });
    await createArticle(`Older ${word}`, { publishAt: daysAgo(10) });
    await createArticle(`Upcoming ${word}`, { publishAt: new Date(Date.now() + 2 * DAY_MS).toISOString() });

    const recent = await items(learner, { term: word, isNewThisWeek: true });
    expect(recent.result.map((card) => card.title)).toEqual([`Recent ${word}`]);
    const all = await items(learner, { term: word.toUpperCase() });
    expect(all.result.map((card) => card.title)).toEqual([`Recent ${word}`, `Older ${word}`]);

    const page = await explore(await newAcmePerson());
    const weekAgo = Date.now() - 7 * DAY_MS;
    expect(page.newThisWeek.length).toBeGreaterThan(0);
    for (const card of page.newThisWeek) {
      expect(Date.parse(card.publishedAt)).toBeGreaterThanOrEqual(weekAgo);
    }
    const times = page.newThisWeek.map((card) => Date.parse(card.publishedAt));
    expect([...times].sort((left, right) => right - left)).toEqual(times);
  });

  it('pages through a shelf', async () => {
    const word = uniqueWord();
    for (let index = 1; index <= 3; index += 1) {
      await createArticle(`Paged ${index} ${word}`, { publishAt: daysAgo(index) });
    }
    const first = await items(learner, { term: word, pageSize: 2, pageNo: 1, kinds: ['NEWS'] });
    const second = await items(learner, { term: word, pageSize: 2, pageNo: 2, kinds: ['NEWS'] });
    expect(first.totalRecords).toBe(3);
    expect([...first.result, ...second.result].map((card) => card.title)).toEqual([
      `Paged 1 ${word}`,
      `Paged 2 ${word}`,
      `Paged 3 ${word}`,
    ]);
  });
});

describe('categories and trending', () => {
  it('groups the items of a category, counted, and lists a category in full', async () => {
    const page = await explore(await newAcmePerson());
    const group = page.byCategory.find((candidate) => candidate.id === categoryId);
    expect(group).toMatchObject({ name: categoryName, count: 1 });
    expect(group?.items.map((card) => [card.kind, card.id])).toEqual([['EVENT', Number(visibleEvent.entity_id)]]);

    const listed = await items(learner, { categoryId });
    expect(listed.result.map((card) => card.id)).toEqual([Number(visibleEvent.entity_id)]);
    // A category holds resources and events: asking for news in it finds nothing.
    expect((await items(learner, { categoryId, kinds: ['NEWS'] })).totalRecords).toBe(0);
  });

  it('ranks what people of my job role or location did lately', async () => {
    const article = await createArticle(`Trending ${uniqueWord()}`);
    const location = await server.database.db
      .selectFrom('locations')
      .select('id')
      .where('tenant_code', '=', 'acme')
      .executeTakeFirstOrThrow();
    const near = { job_role_code: 'LEARNING_ADMIN', location_id: location.id };
    const readers = ['explore-reader-1', 'explore-reader-2'];
    for (const userCode of readers) {
      await signInNewUser(server, 'acme', userCode, { user: near });
      await server.database.db
        .insertInto('learning_statements')
        .values({
          tenant_code: 'acme',
          actor_user_code: userCode,
          verb: 'read',
          verb_iri: 'http://activitystrea.ms/schema/1.0/read',
          object_kind: 'ARTICLE',
          object_id: String(article.articleId),
          result: null,
          timestamp: daysAgo(1),
          idempotency_key: `explore-test:${userCode}:${article.articleId}`,
        })
        .execute();
    }
    const colleague = await newAcmePerson({ location_id: location.id });
    const trending = (await explore(colleague)).trendingNearMe;
    expect(trending[0]).toMatchObject({ kind: 'NEWS', id: article.articleId, meta: { learnerCount: 2 } });

    // Someone of neither circle sees no such ranking of it.
    const elsewhere = await newAcmePerson({ job_role_code: 'STORE_MANAGER' });
    const theirs = (await explore(elsewhere)).trendingNearMe;
    expect(theirs.some((card) => card.id === article.articleId && card.meta.learnerCount === 2)).toBe(false);
  });
});
