import type {
  TAssetListResponse,
  TAssetsByCategoryResponse,
  TAssetView,
  TAssetWidgetResponse,
  TProblem,
  TResource,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/access-tokens.ts';
import { startTestServer, type TTestServer } from '../../test/test-server.ts';
import { saveUserCategories } from './categories.service.ts';
import { recordAssetView } from './asset-lists.service.ts';
import { countRows, createTestCategory, createTestResource, webinarBody } from './resource-test-fixtures.ts';

let server: TTestServer;
let admin: Record<string, string>;
let learner: Record<string, string>;
let manager: Record<string, string>;
let newhire: Record<string, string>;
let borealAdmin: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer();
  admin = await bearer(server.database, 'acme', 'acme-admin');
  learner = await bearer(server.database, 'acme', 'acme-learner');
  manager = await bearer(server.database, 'acme', 'acme-manager');
  newhire = await bearer(server.database, 'acme', 'acme-newhire');
  borealAdmin = await bearer(server.database, 'boreal', 'boreal-admin');
});
afterAll(async () => {
  await server.close();
});

async function list(
  path: string,
  body: unknown,
  headers: Record<string, string> = learner,
): Promise<TAssetListResponse> {
  const response = await server.request(path, { method: 'POST', headers, body });
  expect(response.status, response.text).toBe(200);
  return response.json<TAssetListResponse>();
}

function idsOf(page: { result: { resourceId: number }[] }): number[] {
  return page.result.map((item) => item.resourceId);
}

/** A category of its own and resources in it, so that every list can be narrowed to this test's rows. */
async function scenario() {
  const categoryId = await createTestCategory(server, 'acme');
  const make = (title: string, extra: Parameters<typeof webinarBody>[0] = {}, publish = true) =>
    createTestResource(server, 'acme', webinarBody({ texts: { en: { title } }, categoryIds: [categoryId], ...extra }), {
      publish,
    });
  return { categoryId, make };
}

describe('who sees what', () => {
  it('lists only published resources that are effective and not expired, newest first', async () => {
    const { categoryId, make } = await scenario();
    const old = await make('Old visible');
    const draft = await make('Draft', {}, false);
    await make('Future', { effectiveDate: '2099-01-01T00:00:00Z' });
    await make('Expired', { effectiveDate: '2020-01-01T00:00:00Z', expiryDate: '2021-01-01T00:00:00Z' });
    const fresh = await make('New visible', { expiryDate: '2099-01-01T00:00:00Z' });
    const page = await list('/api/assets/search', { searchParameters: { categoryIds: [categoryId] } });
    expect(page.totalRecords).toBe(2);
    expect(idsOf(page)).toEqual([fresh.resourceId, old.resourceId]);
    expect(idsOf(page)).not.toContain(draft.resourceId);
  });

  it("never lists another tenant's resources", async () => {
    await createTestResource(server, 'boreal', webinarBody({ texts: { en: { title: 'Boreal wombat' } } }));
    expect(await list('/api/assets/search', { searchParameters: { searchText: 'wombat' } })).toEqual({
      result: [],
      totalRecords: 0,
    });
  });

  it("shows the asked language's text, falling back to the other one", async () => {
    const categoryId = await createTestCategory(server, 'acme');
    await createTestResource(
      server,
      'acme',
      webinarBody({ texts: { en: { title: 'English only', description: 'Hello' } }, categoryIds: [categoryId] }),
    );
    const page = await list('/api/assets/search', {
      searchParameters: { categoryIds: [categoryId], locales: ['fr-CA'] },
    });
    expect(page.result[0]).toMatchObject({ title: 'English only', description: 'Hello', locale: 'en' });
    const both = await createTestResource(server, 'acme', webinarBody({ categoryIds: [categoryId] }));
    const french = await list('/api/assets/search', {
      searchParameters: { categoryIds: [categoryId], locales: ['fr-CA'] },
    });
    expect(french.result.find((item) => item.resourceId === both.resourceId)).toMatchObject({
      title: 'Sécurité en magasin',
      locale: 'fr-CA',
    });
  });
});

describe('POST /api/assets/search', () => {
  it('searches titles, descriptions and asset titles, ignoring case; filters by asset type', async () => {
    const { categoryId, make } = await scenario();
    const byTitle = await make('Platypus handling');
    const byDescription = await make('Animals', {
      texts: { en: { title: 'Animals', description: '<p>the PLATYPUS</p>' } },
    });
    const byAsset = await make('Zoo', {
      assets: [
        { assetTypeCode: 'COURSE_HOSTED', texts: { en: { title: 'Platypus course' } }, url: 'https://c.example' },
      ],
    });
    const page = await list('/api/assets/search', {
      searchParameters: { searchText: 'platypus', categoryIds: [categoryId] },
    });
    expect(idsOf(page).sort()).toEqual([byTitle.resourceId, byDescription.resourceId, byAsset.resourceId].sort());
    const courses = await list('/api/assets/search', {
      searchParameters: { searchText: 'platypus', assetTypeCode: 'COURSE_HOSTED', categoryIds: [categoryId] },
    });
    expect(idsOf(courses)).toEqual([byAsset.resourceId]);
    // LIKE wildcards in the text are taken literally.
    expect(
      (await list('/api/assets/search', { searchParameters: { searchText: '%', categoryIds: [categoryId] } }))
        .totalRecords,
    ).toBe(0);
  });

  it('a parent category holds what its children and their children hold (issue 22)', async () => {
    const parent = await createTestCategory(server, 'acme', { en: 'Parent', fr: 'Parent' });
    const child = await createTestCategory(server, 'acme', { en: 'Child', fr: 'Enfant' }, parent);
    const grandchild = await createTestCategory(server, 'acme', { en: 'Grandchild', fr: 'Petit' }, child);
    const sibling = await createTestCategory(server, 'acme');
    const inParent = await createTestResource(server, 'acme', webinarBody({ categoryIds: [parent] }));
    const inChild = await createTestResource(server, 'acme', webinarBody({ categoryIds: [child] }));
    const inGrandchild = await createTestResource(server, 'acme', webinarBody({ categoryIds: [grandchild] }));
    await createTestResource(server, 'acme', webinarBody({ categoryIds: [sibling] }));
    const byParent = await list('/api/assets/search', { searchParameters: { categoryIds: [parent] } });
    expect(byParent.totalRecords).toBe(3);
    expect(idsOf(byParent).sort()).toEqual([inParent.resourceId, inChild.resourceId, inGrandchild.resourceId].sort());
    const byChild = await list('/api/assets/search', { searchParameters: { categoryIds: [child] } });
    expect(idsOf(byChild).sort()).toEqual([inChild.resourceId, inGrandchild.resourceId].sort());
    // Another tenant's category id finds nothing here, children or not.
    const borealParent = await createTestCategory(server, 'boreal');
    await createTestCategory(server, 'boreal', undefined, borealParent);
    expect((await list('/api/assets/search', { searchParameters: { categoryIds: [borealParent] } })).totalRecords).toBe(
      0,
    );
  });

  it('pages with the spec defaults (page 1 of 16) and sorts as asked', async () => {
    const { categoryId, make } = await scenario();
    const made = [];
    for (const title of ['Bravo', 'Alpha', 'Charlie']) {
      made.push(await make(title));
    }
    const emptyBody = await server.request('/api/assets/search', {
      method: 'POST',
      headers: { ...learner, 'content-type': 'application/json' },
    });
    expect(emptyBody.status).toBe(200);
    expect(emptyBody.json<TAssetListResponse>().result.length).toBeLessThanOrEqual(16);
    const page2 = await list('/api/assets/search', {
      pageNo: 2,
      pageSize: 2,
      sortColumns: [{ colId: 'title', sort: 'asc' }],
      searchParameters: { categoryIds: [categoryId] },
    });
    expect(page2).toMatchObject({ totalRecords: 3, result: [{ title: 'Charlie' }] });
    const newest = await list('/api/assets/search', { searchParameters: { categoryIds: [categoryId] } });
    expect(newest.result.map((item) => item.title)).toEqual(['Charlie', 'Alpha', 'Bravo']);
  });

  it.each([
    ['a page size of 0', { pageSize: 0 }, 'pageSize'],
    ['a string page number', { pageNo: 'two' }, 'pageNo'],
    ['an unknown asset type', { searchParameters: { assetTypeCode: 'PDF' } }, 'searchParameters.assetTypeCode'],
    ['an unknown sort column', { sortColumns: [{ colId: 'status', sort: 'asc' }] }, 'sortColumns.0.colId'],
    ['an oversize search text', { searchParameters: { searchText: 's'.repeat(201) } }, 'searchParameters.searchText'],
  ])('answers %s with a 400 naming the field', async (_case, body, field) => {
    const response = await server.request('/api/assets/search', { method: 'POST', headers: learner, body });
    expect(response.status).toBe(400);
    expect(Object.keys(response.json<TProblem>().errors ?? {})).toContain(field);
  });
});

describe('featured, electrified, recommended, chosen', () => {
  it('lists featured and electrified resources', async () => {
    const { categoryId, make } = await scenario();
    const featured = await make('Featured', { isFeatured: true });
    const electrified = await make('Electrified', { isElectrified: true });
    await make('Plain');
    const filter = { searchParameters: { categoryIds: [categoryId] } };
    expect(idsOf(await list('/api/assets/featured', filter))).toEqual([featured.resourceId]);
    expect(idsOf(await list('/api/assets/electrified', filter))).toEqual([electrified.resourceId]);
  });

  it("recommends what an admin recommended and what is in the user's categories; chosen ones apart", async () => {
    const { categoryId, make } = await scenario();
    const otherCategory = await createTestCategory(server, 'acme');
    const inCategory = await make('In my category');
    const recommendedByAdmin = await make('Recommended', { categoryIds: [otherCategory] });
    const chosen = await make('Chosen', { categoryIds: [otherCategory] });
    await make('Unrelated', { categoryIds: [otherCategory] });
    await saveUserCategories(server.database.db, 'acme', 'acme-newhire', [categoryId]);
    const recommend = await server.request('/api/resources/recommend', {
      method: 'POST',
      headers: admin,
      body: { resourceIds: [recommendedByAdmin.resourceId], userCodes: ['acme-newhire'] },
    });
    expect(recommend.json()).toEqual({ success: true, returnValue: 1, message: null });
    const choose = await server.request('/api/assets/choosenrecommendations', {
      method: 'PUT',
      headers: newhire,
      body: { resourceIds: [chosen.resourceId] },
    });
    expect(choose.json()).toEqual({ success: true, returnValue: 1, message: null });
    const filter = { searchParameters: { categoryIds: [categoryId, otherCategory] } };
    const recommended = await list('/api/assets/recommended', filter, newhire);
    expect(idsOf(recommended)).toEqual([chosen.resourceId, recommendedByAdmin.resourceId, inCategory.resourceId]);
    expect(idsOf(await list('/api/assets/choosenrecommendations', filter, newhire))).toEqual([chosen.resourceId]);
    // Another user has none of these.
    expect((await list('/api/assets/recommended', filter, manager)).totalRecords).toBe(0);
  });

  it('refuses to choose resources the user cannot see (400) and keeps the previous choice', async () => {
    const { make } = await scenario();
    const kept = await make('Kept choice');
    await server.request('/api/assets/choosenrecommendations', {
      method: 'PUT',
      headers: manager,
      body: { resourceIds: [kept.resourceId] },
    });
    const draft = await make('Draft', {}, false);
    const boreal = await createTestResource(server, 'boreal');
    const response = await server.request('/api/assets/choosenrecommendations', {
      method: 'PUT',
      headers: manager,
      body: { resourceIds: [draft.resourceId, boreal.resourceId] },
    });
    expect(response.status).toBe(400);
    expect(Object.keys(response.json<TProblem>().errors ?? {})).toEqual(['resourceIds.0', 'resourceIds.1']);
    expect(idsOf(await list('/api/assets/choosenrecommendations', {}, manager))).toEqual([kept.resourceId]);
  });

  it('lists resources like another (sharing a category), 404 for one the caller cannot see', async () => {
    const { make } = await scenario();
    const base = await make('Base');
    const sibling = await make('Sibling');
    const alone = await createTestResource(server, 'acme', webinarBody({ texts: { en: { title: 'Alone' } } }));
    const like = await list(`/api/assets/recommended/${base.resourceId}`, {});
    expect(idsOf(like)).toEqual([sibling.resourceId]);
    expect(idsOf(like)).not.toContain(alone.resourceId);
    const boreal = await createTestResource(server, 'boreal');
    const foreign = await server.request(`/api/assets/recommended/${boreal.resourceId}`, {
      method: 'POST',
      headers: learner,
      body: {},
    });
    expect(foreign.status).toBe(404);
  });
});

describe('views, favourites and trending', () => {
  it('records views (visible resources only) and counts them', async () => {
    const { make } = await scenario();
    const resource = await make('Viewed');
    const first = await server.request(`/api/assets/${resource.resourceId}/view`, { method: 'POST', headers: learner });
    expect(first.json()).toEqual({ success: true, returnValue: 1, message: null });
    const withAsset = await server.request(`/api/assets/${resource.resourceId}/view`, {
      method: 'POST',
      headers: learner,
      body: { assetId: resource.assets[0]?.assetId },
    });
    expect(withAsset.json()).toEqual({ success: true, returnValue: 2, message: null });
    const wrongAsset = await server.request(`/api/assets/${resource.resourceId}/view`, {
      method: 'POST',
      headers: learner,
      body: { assetId: 999_999 },
    });
    expect(wrongAsset.status).toBe(400);
    const draft = await make('Draft', {}, false);
    const before = await countRows(server, 'asset_views', 'acme');
    expect(
      (await server.request(`/api/assets/${draft.resourceId}/view`, { method: 'POST', headers: learner })).status,
    ).toBe(404);
    const boreal = await createTestResource(server, 'boreal');
    expect(
      (await server.request(`/api/assets/${boreal.resourceId}/view`, { method: 'POST', headers: learner })).status,
    ).toBe(404);
    expect(await countRows(server, 'asset_views', 'acme')).toBe(before);
  });

  it('makes favourites and lists them (paged and as the widget)', async () => {
    const { categoryId, make } = await scenario();
    const liked = await make('Liked');
    await make('Not liked');
    const put = await server.request(`/api/assets/${liked.resourceId}/favorite`, { method: 'PUT', headers: manager });
    expect(put.json()).toEqual({ success: true, returnValue: true, message: null });
    // Twice is still one favourite.
    await server.request(`/api/assets/${liked.resourceId}/favorite`, { method: 'PUT', headers: manager });
    const page = await list(
      '/api/assets/searchForFavorites',
      { searchParameters: { categoryIds: [categoryId] } },
      manager,
    );
    expect(idsOf(page)).toEqual([liked.resourceId]);
    expect(page.result[0]?.isFavorite).toBe(true);
    const widget = await server.request('/api/assets/favorites', { headers: manager });
    expect(widget.json<TAssetWidgetResponse>().returnValue.map((item) => item.resourceId)).toContain(liked.resourceId);
    const read = await server.request(`/api/resources/${liked.resourceId}`, { headers: manager });
    expect(read.json<TResource>().isFavorite).toBe(true);
    const removed = await server.request(`/api/assets/${liked.resourceId}/favorite`, {
      method: 'DELETE',
      headers: manager,
    });
    expect(removed.json()).toEqual({ success: true, returnValue: false, message: null });
    expect(
      (await list('/api/assets/searchForFavorites', { searchParameters: { categoryIds: [categoryId] } }, manager))
        .totalRecords,
    ).toBe(0);
    const boreal = await createTestResource(server, 'boreal');
    expect(
      (await server.request(`/api/assets/${boreal.resourceId}/favorite`, { method: 'PUT', headers: manager })).status,
    ).toBe(404);
    expect(
      (await server.request(`/api/assets/${boreal.resourceId}/favorite`, { method: 'DELETE', headers: manager }))
        .status,
    ).toBe(404);
  });

  it('ranks trending resources by views within the window, most viewed first', async () => {
    const { categoryId, make } = await scenario();
    const once = await make('Viewed once');
    const thrice = await make('Viewed thrice');
    const old = await make('Viewed long ago');
    await make('Never viewed');
    const { db } = server.database;
    await recordAssetView(db, 'acme', 'acme-learner', once.resourceId);
    for (const userCode of ['acme-learner', 'acme-manager', 'acme-admin']) {
      await recordAssetView(db, 'acme', userCode, thrice.resourceId);
    }
    await recordAssetView(db, 'acme', 'acme-learner', old.resourceId, null, '2020-01-01T00:00:00.000Z');
    const page = await list('/api/assets/searchForTrending', { searchParameters: { categoryIds: [categoryId] } });
    expect(idsOf(page)).toEqual([thrice.resourceId, once.resourceId]);
    expect(page.result[0]?.viewCount).toBe(3);
    const widget = await server.request('/api/assets/trending?locale=fr-CA', { headers: learner });
    expect(widget.status).toBe(200);
    expect(widget.json<TAssetWidgetResponse>().success).toBe(true);
  });
});

describe('POST /api/assets/searchForAllCategories', () => {
  it('groups visible resources per category, parents first, skipping empty categories', async () => {
    const parent = await createTestCategory(server, 'acme', { en: 'Operations', fr: 'Opérations' });
    const child = await createTestCategory(server, 'acme', { en: 'Forklifts', fr: 'Chariots' }, parent);
    const empty = await createTestCategory(server, 'acme', { en: 'Empty', fr: 'Vide' });
    const inParent = await createTestResource(
      server,
      'acme',
      webinarBody({ texts: { en: { title: 'Ops kiwi' } }, categoryIds: [parent] }),
    );
    const inChild = await createTestResource(
      server,
      'acme',
      webinarBody({ texts: { en: { title: 'Forklift kiwi' } }, categoryIds: [child] }),
    );
    const response = await server.request('/api/assets/searchForAllCategories', {
      method: 'POST',
      headers: learner,
      body: { pageSize: 5, searchParameters: { searchText: 'kiwi', locales: ['fr-CA'] } },
    });
    expect(response.status).toBe(200);
    const groups = response.json<TAssetsByCategoryResponse>().result;
    expect(groups.map((group) => [group.categoryId, group.name, group.totalRecords])).toEqual([
      [parent, 'Opérations', 1],
      [child, 'Chariots', 1],
    ]);
    expect(groups[0]?.assets[0]?.resourceId).toBe(inParent.resourceId);
    expect(groups[1]?.assets[0]?.resourceId).toBe(inChild.resourceId);
    expect(groups.map((group) => group.categoryId)).not.toContain(empty);
  });
});

describe('skill-score recommendations', () => {
  it('answer an empty page until skill scores exist, and still validate the request', async () => {
    for (const path of [
      '/api/assets/getRecommendedAssetsPerParentCompetencyForCurrentUserSkillScores',
      '/api/assets/getRecommendedAssetsGroupedByParentCompetenciesForCurrentUserSkillScores',
    ]) {
      const response = await server.request(path, { method: 'POST', headers: learner, body: {} });
      expect(response.json()).toEqual({ result: [], totalRecords: 0 });
      expect((await server.request(path, { method: 'POST', headers: learner, body: { pageSize: 'x' } })).status).toBe(
        400,
      );
    }
  });
});

describe('GET /api/assets/getAssetViewListForUser', () => {
  it("answers the user's own views, most recent first, and lets their manager and admins read them", async () => {
    const { make } = await scenario();
    const first = await make('First viewed');
    const second = await make('Second viewed');
    const { db } = server.database;
    await recordAssetView(db, 'acme', 'acme-newhire', first.resourceId, null, '2026-01-01T00:00:00.000Z');
    await recordAssetView(db, 'acme', 'acme-newhire', first.resourceId, null, '2026-01-02T00:00:00.000Z');
    await recordAssetView(db, 'acme', 'acme-newhire', second.resourceId, null, '2026-01-03T00:00:00.000Z');
    const own = await server.request('/api/assets/getAssetViewListForUser?userCode=acme-newhire', { headers: newhire });
    expect(own.status).toBe(200);
    expect(own.json<TAssetView[]>().map((view) => [view.title, view.viewCount, view.lastViewedDate])).toEqual([
      ['Second viewed', 1, '2026-01-03T00:00:00.000Z'],
      ['First viewed', 2, '2026-01-02T00:00:00.000Z'],
    ]);
    // acme-manager manages acme-newhire; acme-admin administers the module.
    expect(
      (await server.request('/api/assets/getAssetViewListForUser?userCode=acme-newhire', { headers: manager })).status,
    ).toBe(200);
    expect(
      (await server.request('/api/assets/getAssetViewListForUser?userCode=acme-newhire', { headers: admin })).status,
    ).toBe(200);
    // A colleague may not; another tenant's user is not found; a missing code is a 400.
    expect(
      (await server.request('/api/assets/getAssetViewListForUser?userCode=acme-newhire', { headers: learner })).status,
    ).toBe(403);
    expect(
      (await server.request('/api/assets/getAssetViewListForUser?userCode=boreal-apprenant', { headers: admin }))
        .status,
    ).toBe(404);
    expect((await server.request('/api/assets/getAssetViewListForUser', { headers: admin })).status).toBe(400);
  });
});

describe('access', () => {
  it.each([
    ['POST', '/api/assets/search'],
    ['POST', '/api/assets/recommended'],
    ['POST', '/api/assets/recommended/1'],
    ['POST', '/api/assets/choosenrecommendations'],
    ['PUT', '/api/assets/choosenrecommendations'],
    ['POST', '/api/assets/featured'],
    ['POST', '/api/assets/electrified'],
    ['POST', '/api/assets/searchForFavorites'],
    ['POST', '/api/assets/searchForTrending'],
    ['POST', '/api/assets/searchForAllCategories'],
    ['GET', '/api/assets/favorites'],
    ['GET', '/api/assets/trending'],
    ['GET', '/api/assets/getAssetViewListForUser?userCode=acme-learner'],
    ['POST', '/api/assets/1/view'],
    ['PUT', '/api/assets/1/favorite'],
    ['DELETE', '/api/assets/1/favorite'],
  ])('%s %s answers 401 without a token and with a token of another tenant', async (method, path) => {
    const body = method === 'POST' || method === 'PUT' ? {} : undefined;
    expect((await server.request(path, { method, body })).status).toBe(401);
    expect((await server.request(path, { method, body, headers: borealAdmin })).status).toBe(401);
  });
});
