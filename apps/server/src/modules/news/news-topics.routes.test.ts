import {
  NEWS_MESSAGES,
  NewsValidation,
  type TAdminArticle,
  type TAdminArticleTopic,
  type TArticleSummary,
  type TArticleTopic,
  type TProblem,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/access-tokens.ts';
import { startTestServer, type TTestServer } from '../../test/test-server.ts';

/*
 * The news topics admin (`/api/articles/admin/topics`): validation, renames and deletes the
 * learners see at once (the kept topic lists are dropped), deleting a topic in use detaches it
 * from its articles, another tenant's topic is 404, and a tenant without NEWS has none of it.
 */

let server: TTestServer;
let admin: Record<string, string>;
let learner: Record<string, string>;
let boreal: Record<string, string>;

type TEnvelope<T> = { returnValue: T };

function body<T>(response: { json: <U>() => U }): T {
  return response.json<TEnvelope<T>>().returnValue;
}

function fieldsOf(response: { json: <T>() => T }): Record<string, string[]> {
  return response.json<TProblem>().errors ?? {};
}

const TOPICS = '/api/articles/admin/topics';

async function createTopic(nameEn: string, nameFr: string, headers = admin, host?: string) {
  const response = await server.request(TOPICS, {
    method: 'POST',
    headers,
    ...(host ? { host } : {}),
    body: { nameEn, nameFr },
  });
  expect(response.status, response.text).toBe(201);
  return body<TAdminArticleTopic>(response);
}

async function learnerTopics(locale: string): Promise<TArticleTopic[]> {
  const response = await server.request(`/api/articles/topics?locale=${locale}`, { headers: learner });
  expect(response.status, response.text).toBe(200);
  return body<TArticleTopic[]>(response);
}

async function listedArticle(articleId: number, locale = 'en'): Promise<TArticleSummary | undefined> {
  const response = await server.request(`/api/articles?pageSize=100&locale=${locale}`, { headers: learner });
  expect(response.status, response.text).toBe(200);
  return body<{ result: TArticleSummary[] }>(response).result.find((article) => article.articleId === articleId);
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await bearer(server.database, 'acme', 'acme-admin');
  learner = await bearer(server.database, 'acme', 'acme-learner');
  boreal = await bearer(server.database, 'boreal', 'boreal-admin');
});

afterAll(async () => {
  await server.close();
});

describe('news topics admin', () => {
  it('answers 400 with field errors for missing, blank, too long or unexpected names', async () => {
    const topic = await createTopic('Payroll', 'Paie');
    const long = 'x'.repeat(NewsValidation.maxTopicNameLength + 1);
    for (const [method, path] of [
      ['POST', TOPICS],
      ['PUT', `${TOPICS}/${topic.topicId}`],
    ] as const) {
      const missing = await server.request(path, { method, headers: admin, body: {} });
      expect(missing.status, path).toBe(400);
      expect(fieldsOf(missing)).toMatchObject({
        nameEn: [NEWS_MESSAGES.topicNameRequired],
        nameFr: [NEWS_MESSAGES.topicNameRequired],
      });
      const blank = await server.request(path, { method, headers: admin, body: { nameEn: '  ', nameFr: long } });
      expect(blank.status, path).toBe(400);
      expect(fieldsOf(blank)).toMatchObject({
        nameEn: [NEWS_MESSAGES.topicNameRequired],
        nameFr: [NEWS_MESSAGES.topicNameTooLong],
      });
      const extra = await server.request(path, {
        method,
        headers: admin,
        body: { nameEn: 'A', nameFr: 'B', tenantCode: 'boreal' },
      });
      expect(extra.status, path).toBe(400);
    }
    const taken = await server.request(`${TOPICS}/${topic.topicId}`, {
      method: 'PUT',
      headers: admin,
      body: { nameEn: 'Payroll', nameFr: 'Paie' },
    });
    // Keeping its own names is no clash.
    expect(taken.status, taken.text).toBe(200);
    const other = await createTopic('Benefits', 'Avantages');
    const clash = await server.request(`${TOPICS}/${other.topicId}`, {
      method: 'PUT',
      headers: admin,
      body: { nameEn: 'PAYROLL', nameFr: 'Autre' },
    });
    expect(clash.status).toBe(400);
    expect(fieldsOf(clash)).toMatchObject({ nameEn: [NEWS_MESSAGES.topicNameTaken] });
  });

  it('shows a rename to learners at once, in both languages, on the topics and on the articles', async () => {
    const topic = await createTopic('Holidays', 'Congés');
    // The learners' lists are read (and kept) before the rename.
    expect(await learnerTopics('fr-CA')).toContainEqual({ topicId: topic.topicId, name: 'Congés' });
    const created = await server.request('/api/articles/admin/articles', {
      method: 'POST',
      headers: admin,
      body: {
        texts: { en: { title: 'Holiday hours', summary: '', bodyHtml: '<p>Open until 5.</p>' } },
        status: 'PUBLISHED',
        topicIds: [topic.topicId],
      },
    });
    expect(created.status, created.text).toBe(201);
    const { articleId } = body<TAdminArticle>(created);
    expect((await listedArticle(articleId))?.topics).toEqual([{ topicId: topic.topicId, name: 'Holidays' }]);

    const renamed = await server.request(`${TOPICS}/${topic.topicId}`, {
      method: 'PUT',
      headers: admin,
      body: { nameEn: 'Time off', nameFr: 'Vacances' },
    });
    expect(renamed.status, renamed.text).toBe(200);
    expect(body<TAdminArticleTopic>(renamed)).toEqual({
      topicId: topic.topicId,
      nameEn: 'Time off',
      nameFr: 'Vacances',
      articleCount: 1,
    });
    expect(await learnerTopics('fr-CA')).toContainEqual({ topicId: topic.topicId, name: 'Vacances' });
    expect(await learnerTopics('en')).toContainEqual({ topicId: topic.topicId, name: 'Time off' });
    expect((await listedArticle(articleId))?.topics).toEqual([{ topicId: topic.topicId, name: 'Time off' }]);
  });

  it('detaches a deleted topic from its articles, which keep their other topics and stay listed', async () => {
    const going = await createTopic('Parking', 'Stationnement');
    const staying = await createTopic('Buildings', 'Bâtiments');
    const created = await server.request('/api/articles/admin/articles', {
      method: 'POST',
      headers: admin,
      body: {
        texts: { en: { title: 'New parking rules', summary: '', bodyHtml: '<p>Park in the back.</p>' } },
        status: 'PUBLISHED',
        topicIds: [going.topicId, staying.topicId],
      },
    });
    expect(created.status, created.text).toBe(201);
    const { articleId } = body<TAdminArticle>(created);
    const inUse = body<TAdminArticleTopic[]>(await server.request(TOPICS, { headers: admin }));
    expect(inUse.find((topic) => topic.topicId === going.topicId)?.articleCount).toBe(1);
    expect((await listedArticle(articleId))?.topics.map((topic) => topic.topicId)).toEqual([
      going.topicId,
      staying.topicId,
    ]);

    const deleted = await server.request(`${TOPICS}/${going.topicId}`, { method: 'DELETE', headers: admin });
    expect(deleted.status, deleted.text).toBe(200);
    expect((await learnerTopics('en')).some((topic) => topic.topicId === going.topicId)).toBe(false);
    expect((await listedArticle(articleId))?.topics).toEqual([{ topicId: staying.topicId, name: 'Buildings' }]);
    const edited = await server.request(`/api/articles/admin/articles/${articleId}`, { headers: admin });
    expect(body<TAdminArticle>(edited).topicIds).toEqual([staying.topicId]);
    // Filtering by the deleted topic finds nothing (no error).
    const filtered = await server.request(`/api/articles?topicId=${going.topicId}`, { headers: learner });
    expect(filtered.status).toBe(200);
    expect(body<{ totalRecords: number }>(filtered).totalRecords).toBe(0);
    // Deleted twice: gone.
    expect((await server.request(`${TOPICS}/${going.topicId}`, { method: 'DELETE', headers: admin })).status).toBe(404);
  });

  it("answers 404 for another tenant's topic and 403 to people without NEWS_ADMIN", async () => {
    const ours = await createTopic('Suppliers', 'Fournisseurs');
    const theirs = await createTopic('Forêt', 'Forêt boréale', boreal, 'boreal.localhost');
    const asBoreal = { headers: boreal, host: 'boreal.localhost' };
    expect(
      (
        await server.request(`${TOPICS}/${ours.topicId}`, {
          method: 'PUT',
          ...asBoreal,
          body: { nameEn: 'x', nameFr: 'y' },
        })
      ).status,
    ).toBe(404);
    expect((await server.request(`${TOPICS}/${ours.topicId}`, { method: 'DELETE', ...asBoreal })).status).toBe(404);
    expect(
      (
        await server.request(`${TOPICS}/${theirs.topicId}`, {
          method: 'PUT',
          headers: admin,
          body: { nameEn: 'x', nameFr: 'y' },
        })
      ).status,
    ).toBe(404);
    const borealList = body<TAdminArticleTopic[]>(await server.request(TOPICS, asBoreal));
    expect(borealList.map((topic) => topic.topicId)).toContain(theirs.topicId);
    expect(borealList.map((topic) => topic.topicId)).not.toContain(ours.topicId);
    expect((await learnerTopics('en')).some((topic) => topic.topicId === theirs.topicId)).toBe(false);

    for (const [method, path] of [
      ['GET', TOPICS],
      ['POST', TOPICS],
      ['PUT', `${TOPICS}/${ours.topicId}`],
      ['DELETE', `${TOPICS}/${ours.topicId}`],
    ] as const) {
      const response = await server.request(path, {
        method,
        headers: learner,
        ...(method === 'POST' || method === 'PUT' ? { body: { nameEn: 'x', nameFr: 'y' } } : {}),
      });
      expect(response.status, `${method} ${path}`).toBe(403);
    }
  });

  it('is absent (404) for a tenant without the NEWS module', async () => {
    const theirs = await createTopic('Chasse', 'Chasse', boreal, 'boreal.localhost');
    await server.database.db
      .deleteFrom('tenant_modules')
      .where('tenant_code', '=', 'boreal')
      .where('module_code', '=', 'NEWS')
      .execute();
    const fresh = await startTestServer({ database: server.database });
    try {
      for (const [method, path] of [
        ['GET', TOPICS],
        ['POST', TOPICS],
        ['PUT', `${TOPICS}/${theirs.topicId}`],
        ['DELETE', `${TOPICS}/${theirs.topicId}`],
      ] as const) {
        const response = await fresh.request(path, {
          method,
          headers: boreal,
          host: 'boreal.localhost',
          ...(method === 'POST' || method === 'PUT' ? { body: { nameEn: 'x', nameFr: 'y' } } : {}),
        });
        expect(response.status, `${method} ${path}`).toBe(404);
      }
      expect((await fresh.request(TOPICS, { headers: admin })).status).toBe(200);
    } finally {
      await fresh.close();
    }
  });
});
