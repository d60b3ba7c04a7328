import {
  isCategoryUpdateRequired,
  RESOURCE_MESSAGES,
  type TCategory,
  type TGetParentCategoriesResponse,
  type TGetUserCategoriesResponse,
  type TProblem,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/access-tokens.ts';
import { startTestServer, type TTestServer } from '../../test/test-server.ts';
import { setCategoryPreferenceConfiguration } from './categories.service.ts';
import { countRows, createTestCategory, createTestResource, webinarBody } from './resource-test-fixtures.ts';

let server: TTestServer;
let admin: Record<string, string>;
let learner: Record<string, string>;
let borealAdmin: Record<string, string>;
let borealLearner: Record<string, string>;
let parent: number;
let child: number;
let borealCategory: number;

beforeAll(async () => {
  server = await startTestServer();
  admin = await bearer(server.database, 'acme', 'acme-admin');
  learner = await bearer(server.database, 'acme', 'acme-learner');
  borealAdmin = await bearer(server.database, 'boreal', 'boreal-admin');
  borealLearner = await bearer(server.database, 'boreal', 'boreal-apprenant');
  parent = await createTestCategory(server, 'acme', { en: 'Customer service', fr: 'Service à la clientèle' });
  child = await createTestCategory(server, 'acme', { en: 'Returns', fr: 'Retours' }, parent);
  borealCategory = await createTestCategory(server, 'boreal', { en: 'Machining', fr: 'Usinage' });
});
afterAll(async () => {
  await server.close();
});

describe('tenant categories', () => {
  it('lists the tenant’s categories, parents first, named in the asked language', async () => {
    const response = await server.request('/api/categories?locale=fr-CA', { headers: learner });
    expect(response.status).toBe(200);
    const categories = response.json<TCategory[]>();
    const ids = categories.map((category) => category.categoryId);
    expect(ids.indexOf(parent)).toBeLessThan(ids.indexOf(child));
    expect(ids).not.toContain(borealCategory);
    expect(categories.find((category) => category.categoryId === child)).toMatchObject({
      name: 'Retours',
      nameEn: 'Returns',
      nameFr: 'Retours',
      parentCategoryId: parent,
    });
  });

  it('answers the parents with their children (returnValue)', async () => {
    const response = await server.request('/api/categories/parent', { headers: learner });
    const parents = response.json<TGetParentCategoriesResponse>();
    expect(parents.success).toBe(true);
    const found = parents.returnValue.find((category) => category.categoryId === parent);
    expect(found?.children.map((category) => category.categoryId)).toEqual([child]);
    expect(parents.returnValue.map((category) => category.categoryId)).not.toContain(child);
    // French by default for boreal.
    const boreal = await server.request('/api/categories/parent', { host: 'boreal.localhost', headers: borealLearner });
    expect(
      boreal.json<TGetParentCategoriesResponse>().returnValue.find((c) => c.categoryId === borealCategory)?.name,
    ).toBe('Usinage');
  });

  it('answers the categories of a resource the caller may see; 404 otherwise', async () => {
    const resource = await createTestResource(server, 'acme', webinarBody({ categoryIds: [child, parent] }));
    const response = await server.request(`/api/categories/resource/${resource.resourceId}`, { headers: learner });
    expect(response.json<TCategory[]>().map((category) => category.categoryId)).toEqual([parent, child]);
    const draft = await createTestResource(server, 'acme', webinarBody({ categoryIds: [parent] }), { publish: false });
    expect((await server.request(`/api/categories/resource/${draft.resourceId}`, { headers: learner })).status).toBe(
      404,
    );
    expect((await server.request(`/api/categories/resource/${draft.resourceId}`, { headers: admin })).status).toBe(200);
    const boreal = await createTestResource(server, 'boreal', webinarBody({ categoryIds: [borealCategory] }));
    expect((await server.request(`/api/categories/resource/${boreal.resourceId}`, { headers: admin })).status).toBe(
      404,
    );
    expect((await server.request('/api/categories/resource/abc', { headers: admin })).status).toBe(400);
  });

  it('answers the category configuration: the default, then the tenant’s own', async () => {
    const before = await server.request('/api/categories/CategoryConfiguration', { headers: learner });
    expect(before.json()).toEqual({ updateFrequencyPeriod: 180 });
    await setCategoryPreferenceConfiguration(server.database.db, 'acme', 30);
    const after = await server.request('/api/categories/CategoryConfiguration', { headers: learner });
    expect(after.json()).toEqual({ updateFrequencyPeriod: 30 });
    const boreal = await server.request('/api/categories/CategoryConfiguration', {
      host: 'boreal.localhost',
      headers: borealLearner,
    });
    expect(boreal.json()).toEqual({ updateFrequencyPeriod: 180 });
  });
});

describe('user categories', () => {
  it('saves the caller’s categories (success) and answers them with their flags (returnValue)', async () => {
    const empty = await server.request('/api/user/categories', { headers: learner });
    expect(empty.json<TGetUserCategoriesResponse>()).toEqual({ success: true, returnValue: [], message: null });
    const saved = await server.request('/api/user/categories', {
      method: 'POST',
      headers: learner,
      body: { categoryIds: [parent, parent] },
    });
    expect(saved.json()).toEqual({ success: true, returnValue: 1, message: null });
    const read = await server.request('/api/user/categories?locale=fr-CA', { headers: learner });
    const categories = read.json<TGetUserCategoriesResponse>().returnValue;
    expect(categories).toEqual([
      {
        categoryId: parent,
        code: expect.any(String),
        name: 'Service à la clientèle',
        parentCategoryId: null,
        updatedAt: expect.any(String),
        isModified: false,
        isInserted: false,
      },
    ]);
    expect(isCategoryUpdateRequired(categories, { updateFrequencyPeriod: 30 })).toBe(false);
  });

  it('adds a new child of a chosen category on the user’s behalf, flagged isInserted until confirmed', async () => {
    await server.request('/api/user/categories', { method: 'POST', headers: learner, body: { categoryIds: [parent] } });
    const newChild = await createTestCategory(server, 'acme', { en: 'Exchanges', fr: 'Échanges' }, parent);
    const read = await server.request('/api/user/categories', { headers: learner });
    const categories = read.json<TGetUserCategoriesResponse>().returnValue;
    expect(categories.find((category) => category.categoryId === newChild)).toMatchObject({ isInserted: true });
    expect(isCategoryUpdateRequired(categories, { updateFrequencyPeriod: 30 })).toBe(true);
    await server.request('/api/user/categories', {
      method: 'POST',
      headers: learner,
      body: { categoryIds: [parent, newChild] },
    });
    const confirmed = (
      await server.request('/api/user/categories', { headers: learner })
    ).json<TGetUserCategoriesResponse>();
    expect(confirmed.returnValue.every((category) => !category.isInserted && !category.isModified)).toBe(true);
  });

  it("refuses another tenant's or unknown categories (400 per index) and keeps the saved ones", async () => {
    await server.request('/api/user/categories', { method: 'POST', headers: learner, body: { categoryIds: [child] } });
    const response = await server.request('/api/user/categories', {
      method: 'POST',
      headers: learner,
      body: { categoryIds: [parent, borealCategory, 999_999] },
    });
    expect(response.status).toBe(400);
    expect(response.json<TProblem>().errors).toEqual({
      'categoryIds.1': [RESOURCE_MESSAGES.categoryUnknown],
      'categoryIds.2': [RESOURCE_MESSAGES.categoryUnknown],
    });
    const read = await server.request('/api/user/categories', { headers: learner });
    expect(read.json<TGetUserCategoriesResponse>().returnValue.map((category) => category.categoryId)).toEqual([child]);
  });

  it.each([
    ['no body', undefined, 'body'],
    ['ids that are not numbers', { categoryIds: ['one'] }, 'categoryIds.0'],
    ['a missing list', {}, 'categoryIds'],
    ['a user code', { categoryIds: [], userCode: 'acme-admin' }, 'body'],
  ])('answers %s with a 400', async (_case, body, field) => {
    const response = await server.request('/api/user/categories', {
      method: 'POST',
      headers: { ...learner, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body }),
    });
    expect(response.status).toBe(400);
    expect(Object.keys(response.json<TProblem>().errors ?? {})).toContain(field);
  });

  it('keeps each user’s categories apart (an empty list clears one’s own only)', async () => {
    await server.request('/api/user/categories', { method: 'POST', headers: admin, body: { categoryIds: [parent] } });
    const before = await countRows(server, 'user_categories', 'acme');
    await server.request('/api/user/categories', { method: 'POST', headers: learner, body: { categoryIds: [] } });
    const adminCategories = await server.request('/api/user/categories', { headers: admin });
    expect(adminCategories.json<TGetUserCategoriesResponse>().returnValue.map((c) => c.categoryId)).toEqual([parent]);
    expect(await countRows(server, 'user_categories', 'acme')).toBeLessThan(before);
  });
});

describe('access', () => {
  it.each([
    ['GET', '/api/categories'],
    ['GET', '/api/categories/parent'],
    ['GET', '/api/categories/CategoryConfiguration'],
    ['GET', '/api/categories/resource/1'],
    ['GET', '/api/user/categories'],
    ['POST', '/api/user/categories'],
  ])('%s %s answers 401 without a token and with a token of another tenant', async (method, path) => {
    const body = method === 'POST' ? { categoryIds: [] } : undefined;
    expect((await server.request(path, { method, body })).status).toBe(401);
    expect((await server.request(path, { method, body, headers: borealAdmin })).status).toBe(401);
  });
});
