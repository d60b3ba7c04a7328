import {
  NEWS_MESSAGES,
  type TAdminArticle,
  type TAdminArticleSummary,
  type TAdminArticleTopic,
  type TArticleDetail,
  type TArticleLikeResult,
  type TArticleReadResult,
  type TArticleSummary,
  type TArticleTopic,
  type TGlobalSearchResponse,
  type TProblem,
  type TSaveArticleRequest,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/access-tokens.ts';
import { startTestServer, type TTestServer } from '../../test/test-server.ts';

let server: TTestServer;
let admin: Record<string, string>;
let learner: Record<string, string>;
let manager: Record<string, string>;
let boreal: Record<string, string>;
let topicId: number;

type TEnvelope<T> = { success: boolean; returnValue: T; message: string | null };
type TPaged<T> = { result: T[]; totalRecords: number };

function body<T>(response: { json: <U>() => U }): T {
  return response.json<TEnvelope<T>>().returnValue;
}

function fieldsOf(response: { json: <T>() => T }): Record<string, string[]> {
  return response.json<TProblem>().errors ?? {};
}

const hourMs = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * hourMs).toISOString();

/** A unique word per article, to search for it. */
let serial = 0;
function uniqueWord(): string {
  serial += 1;
  return `zebrafinch${String.fromCharCode(97 + (serial % 26))}${'q'.repeat(serial % 7)}x${serial}`;
}

function articleRequest(overrides: Partial<TSaveArticleRequest> = {}, title = 'Store news'): TSaveArticleRequest {
  return {
    texts: {
      en: { title, summary: 'What happened this week', bodyHtml: '<p>Our store opened a new aisle.</p>' },
      'fr-CA': { title: `${title} (fr)`, summary: 'Cette semaine', bodyHtml: '<p>Notre magasin a une allée.</p>' },
    },
    status: 'PUBLISHED',
    ...overrides,
  };
}

async function createArticle(
  overrides: Partial<TSaveArticleRequest> = {},
  title?: string,
  headers: Record<string, string> = admin,
  host?: string,
): Promise<TAdminArticle> {
  const response = await server.request('/api/articles/admin/articles', {
    method: 'POST',
    headers,
    ...(host ? { host } : {}),
    body: articleRequest(overrides, title),
  });
  expect(response.status, response.text).toBe(201);
  return body<TAdminArticle>(response);
}

async function listFor(headers: Record<string, string>, query = 'pageSize=100'): Promise<TPaged<TArticleSummary>> {
  const response = await server.request(`/api/articles?${query}`, { headers });
  expect(response.status, response.text).toBe(200);
  return body<TPaged<TArticleSummary>>(response);
}

async function isListed(headers: Record<string, string>, articleId: number): Promise<boolean> {
  return (await listFor(headers)).result.some((article) => article.articleId === articleId);
}

async function isFound(word: string, locale = 'en'): Promise<boolean> {
  const response = await server.request('/api/GlobalSearch/search', {
    method: 'POST',
    headers: learner,
    body: { pageSize: 20, searchParameters: { searchText: word, moduleCodes: ['NEWS'], locales: [locale] } },
  });
  expect(response.status, response.text).toBe(200);
  return response
    .json<TGlobalSearchResponse>()
    .result.flatMap((group) => group.items)
    .some((item) => item.title.toLowerCase().includes(word));
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await bearer(server.database, 'acme', 'acme-admin');
  learner = await bearer(server.database, 'acme', 'acme-learner');
  manager = await bearer(server.database, 'acme', 'acme-manager');
  boreal = await bearer(server.database, 'boreal', 'boreal-admin');
  const topic = await server.request('/api/articles/admin/topics', {
    method: 'POST',
    headers: admin,
    body: { nameEn: 'Test topic', nameFr: 'Sujet de test' },
  });
  expect(topic.status, topic.text).toBe(201);
  topicId = body<TAdminArticleTopic>(topic).topicId;
});
afterAll(async () => {
  await server.close();
});

describe('article administration', () => {
  it('answers 400 with field errors for bad articles', async () => {
    const bad = await server.request('/api/articles/admin/articles', {
      method: 'POST',
      headers: admin,
      body: {
        texts: { en: { title: '' } },
        readingTimeValue: 0,
        audience: [{ targetKind: 'LOCATION' }],
        publishAt: 'tomorrow',
        status: 'LIVE',
        extra: true,
      },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(fieldsOf(bad))).toEqual(
      expect.arrayContaining(['texts.en.title', 'readingTimeValue', 'audience.0.targetCode', 'publishAt', 'status']),
    );

    const noText = await server.request('/api/articles/admin/articles', {
      method: 'POST',
      headers: admin,
      body: { texts: {}, readingTimeValue: 5, publishAt: inHours(2), expiresAt: inHours(1) },
    });
    expect(noText.status).toBe(400);
    expect(fieldsOf(noText)).toMatchObject({
      texts: [NEWS_MESSAGES.textRequired],
      readingTimeType: [NEWS_MESSAGES.readingTimeTypeRequired],
      expiresAt: [NEWS_MESSAGES.expiryOrder],
    });

    const unknown = await server.request('/api/articles/admin/articles', {
      method: 'POST',
      headers: admin,
      body: articleRequest({
        topicIds: [999_999],
        coverMediaId: '00000000-0000-4000-8000-000000000000',
        audience: [{ targetKind: 'JOB_ROLE', targetCode: 'NO_SUCH_ROLE' }],
      }),
    });
    expect(unknown.status).toBe(400);
    expect(fieldsOf(unknown)).toMatchObject({
      'topicIds.0': [NEWS_MESSAGES.topicUnknown],
      coverMediaId: [NEWS_MESSAGES.coverUnknown],
      'audience.0.targetCode': [NEWS_MESSAGES.audienceUnknown],
    });

    for (const [path, method] of [
      ['/api/articles/admin/articles/abc', 'GET'],
      ['/api/articles/admin/articles?status=LIVE', 'GET'],
      ['/api/articles/admin/articles?pageSize=1000', 'GET'],
      ['/api/articles/admin/topics/0', 'DELETE'],
    ] as const) {
      expect((await server.request(path, { method, headers: admin })).status, path).toBe(400);
    }
    const badTopic = await server.request('/api/articles/admin/topics', {
      method: 'POST',
      headers: admin,
      body: { nameEn: '', nameFr: 'x'.repeat(81) },
    });
    expect(badTopic.status).toBe(400);
    expect(Object.keys(fieldsOf(badTopic)).sort()).toEqual(['nameEn', 'nameFr']);
  });

  it('stores body HTML sanitized: no scripts, handlers or javascript links', async () => {
    const article = await createArticle({
      texts: {
        en: {
          title: 'Clean HTML',
          bodyHtml:
            '<h2>Title</h2><p onclick="steal()">Hello <strong>bold</strong> <em>it</em> <u>u</u></p>' +
            '<script>alert(1)</script><a href="javascript:alert(1)">bad</a>' +
            '<a href="https://example.com">good</a><img src="x" onerror="alert(1)"><blockquote>q</blockquote>' +
            '<ul><li>one</li></ul><pre><code>x = 1</code></pre>',
        },
      },
    });
    const stored = article.texts.en?.bodyHtml ?? '';
    expect(stored).not.toMatch(/script|onclick|onerror|javascript:|<img/i);
    expect(stored).toContain('<h2>Title</h2>');
    expect(stored).toContain('<strong>bold</strong>');
    expect(stored).toContain('<u>u</u>');
    expect(stored).toContain('<blockquote>q</blockquote>');
    expect(stored).toContain('<a href="https://example.com" rel="noopener noreferrer">good</a>');
    const read = await server.request(`/api/articles/${article.articleId}`, { headers: learner });
    expect(body<TArticleDetail>(read).bodyHtml).toBe(stored);
  });

  it('shows drafts, scheduled, live and expired articles with their status, and previews any of them', async () => {
    const draft = await createArticle({ status: 'DRAFT' });
    const scheduled = await createArticle({ publishAt: inHours(24) });
    const expired = await createArticle({ publishAt: inHours(-48), expiresAt: inHours(-24) });
    const live = await createArticle();
    const statuses = new Map<number, string>();
    for (let pageNo = 1; ; pageNo += 1) {
      const page = await server.request(`/api/articles/admin/articles?pageSize=100&pageNo=${pageNo}`, {
        headers: admin,
      });
      const { result } = body<TPaged<TAdminArticleSummary>>(page);
      result.forEach((article) => statuses.set(article.articleId, article.displayStatus));
      if (result.length < 100) {
        break;
      }
    }
    expect(statuses.get(draft.articleId)).toBe('DRAFT');
    expect(statuses.get(scheduled.articleId)).toBe('SCHEDULED');
    expect(statuses.get(expired.articleId)).toBe('EXPIRED');
    expect(statuses.get(live.articleId)).toBe('PUBLISHED');
    const filtered = await server.request('/api/articles/admin/articles?status=SCHEDULED&pageSize=100', {
      headers: admin,
    });
    const scheduledOnly = body<TPaged<TAdminArticleSummary>>(filtered).result;
    expect(scheduledOnly.map((article) => article.articleId)).toContain(scheduled.articleId);
    expect(scheduledOnly.every((article) => article.displayStatus === 'SCHEDULED')).toBe(true);

    const preview = await server.request(`/api/articles/admin/articles/${draft.articleId}/preview?locale=fr-CA`, {
      headers: admin,
    });
    expect(preview.status, preview.text).toBe(200);
    expect(body<TArticleDetail>(preview)).toMatchObject({ title: 'Store news (fr)', locale: 'fr-CA' });
    expect((await server.request(`/api/articles/${draft.articleId}`, { headers: learner })).status).toBe(404);
    expect((await server.request(`/api/articles/${expired.articleId}`, { headers: learner })).status).toBe(404);
    expect(await isListed(learner, expired.articleId)).toBe(false);
  });

  it('finds articles by title, taking % and _ literally', async () => {
    const sale = await createArticle({ status: 'DRAFT' }, 'Sale: 50% off_today');
    await createArticle({ status: 'DRAFT' }, 'Sale: 50 percent off');
    const found = await server.request(`/api/articles/admin/articles?search=${encodeURIComponent('50% OFF_')}`, {
      headers: admin,
    });
    expect(found.status, found.text).toBe(200);
    expect(body<TPaged<TAdminArticleSummary>>(found).result.map((article) => article.articleId)).toEqual([
      sale.articleId,
    ]);
  });

  it('refuses the admin calls to learners', async () => {
    expect((await server.request('/api/articles/admin/articles', { headers: learner })).status).toBe(403);
    const create = await server.request('/api/articles/admin/articles', {
      method: 'POST',
      headers: learner,
      body: articleRequest(),
    });
    expect(create.status).toBe(403);
  });

  it('manages topics: unique names, counts, and the learners see them (cacheable)', async () => {
    const duplicate = await server.request('/api/articles/admin/topics', {
      method: 'POST',
      headers: admin,
      body: { nameEn: 'test TOPIC', nameFr: 'Autre' },
    });
    expect(duplicate.status).toBe(400);
    expect(fieldsOf(duplicate)).toMatchObject({ nameEn: [NEWS_MESSAGES.topicNameTaken] });
    const renamed = await server.request(`/api/articles/admin/topics/${topicId}`, {
      method: 'PUT',
      headers: admin,
      body: { nameEn: 'Test topic', nameFr: 'Sujet d’essai' },
    });
    expect(renamed.status, renamed.text).toBe(200);

    const topics = await server.request('/api/articles/topics?locale=fr-CA', { headers: learner });
    expect(topics.status).toBe(200);
    expect(topics.headers['cache-control']).toContain('max-age');
    expect(body<TArticleTopic[]>(topics)).toContainEqual({ topicId, name: 'Sujet d’essai' });
    const durations = await server.request('/api/articles/refdurationtypes?locale=en', { headers: learner });
    expect(durations.status).toBe(200);
    expect(durations.headers['cache-control']).toContain('max-age');
    expect(durations.json<{ durationTypeCode: string }[]>().map((type) => type.durationTypeCode)).toEqual([
      'D',
      'M',
      'H',
    ]);
    expect((await server.request('/api/articles/topics', { headers: boreal, host: 'boreal.localhost' })).status).toBe(
      200,
    );
    const borealTopics = await server.request('/api/articles/topics', { headers: boreal, host: 'boreal.localhost' });
    expect(body<TArticleTopic[]>(borealTopics).some((topic) => topic.topicId === topicId)).toBe(false);
  });
});

describe('reading news', () => {
  it('lists pinned first, then latest, pages, filters by topic, in my language with a fallback', async () => {
    const older = await createArticle({ publishAt: inHours(-5), topicIds: [topicId] }, 'Older');
    const newer = await createArticle({ publishAt: inHours(-1), topicIds: [topicId] }, 'Newer');
    const pinned = await createArticle({ publishAt: inHours(-10), isPinned: true, topicIds: [topicId] }, 'Pinned');
    const englishOnly = await createArticle(
      {
        publishAt: inHours(-3),
        topicIds: [topicId],
        texts: { en: { title: 'English only', bodyHtml: '<p>Hi</p>' } },
      },
      'English only',
    );

    const page = await listFor(learner, `topicId=${topicId}&pageSize=100&locale=fr-CA`);
    const ids = page.result.map((article) => article.articleId);
    expect(ids.indexOf(pinned.articleId)).toBeLessThan(ids.indexOf(newer.articleId));
    expect(ids.indexOf(newer.articleId)).toBeLessThan(ids.indexOf(englishOnly.articleId));
    expect(ids.indexOf(englishOnly.articleId)).toBeLessThan(ids.indexOf(older.articleId));
    expect(page.result.find((article) => article.articleId === newer.articleId)).toMatchObject({
      title: 'Newer (fr)',
      locale: 'fr-CA',
      topics: [{ topicId, name: 'Sujet d’essai' }],
    });
    expect(page.result.find((article) => article.articleId === englishOnly.articleId)).toMatchObject({
      title: 'English only',
      locale: 'en',
    });
    expect(page.result.every((article) => article.topics.some((topic) => topic.topicId === topicId))).toBe(true);

    const first = await listFor(learner, `topicId=${topicId}&pageSize=2&pageNo=1`);
    const second = await listFor(learner, `topicId=${topicId}&pageSize=2&pageNo=2`);
    expect(first.totalRecords).toBe(page.totalRecords);
    expect([...first.result, ...second.result].map((article) => article.articleId)).toEqual(ids.slice(0, 4));

    const unpinned = await server.request(`/api/articles/admin/articles/${pinned.articleId}/unpin`, {
      method: 'POST',
      headers: admin,
    });
    expect(body<TAdminArticle>(unpinned).isPinned).toBe(false);
    const after = (await listFor(learner, `topicId=${topicId}&pageSize=100`)).result.map((a) => a.articleId);
    expect(after.indexOf(pinned.articleId)).toBeGreaterThan(after.indexOf(older.articleId));
  });

  it('answers 400 for bad list and article calls', async () => {
    for (const path of [
      '/api/articles?pageSize=0',
      '/api/articles?pageSize=101',
      '/api/articles?pageNo=-1',
      '/api/articles?topicId=abc',
      '/api/articles?locale=xx',
      '/api/articles/abc',
      '/api/articles/0',
    ]) {
      expect((await server.request(path, { headers: learner })).status, path).toBe(400);
    }
    expect((await server.request('/api/articles/abc/read', { method: 'POST', headers: learner })).status).toBe(400);
    expect((await server.request('/api/articles/abc/like', { method: 'PUT', headers: learner })).status).toBe(400);
  });

  it('shows a scheduled article from its publication time on, in the list, the article and search', async () => {
    const word = uniqueWord();
    const article = await createArticle({ publishAt: new Date(Date.now() + 2500).toISOString() }, `Soon ${word}`);
    expect(await isListed(learner, article.articleId)).toBe(false);
    expect((await server.request(`/api/articles/${article.articleId}`, { headers: learner })).status).toBe(404);
    expect(await isFound(word)).toBe(false);

    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(await isListed(learner, article.articleId)).toBe(true);
    expect((await server.request(`/api/articles/${article.articleId}`, { headers: learner })).status).toBe(200);
    expect(await isFound(word)).toBe(true);
  });

  it('hides an expired article, and finds a live one in its language only', async () => {
    const word = uniqueWord();
    const live = await createArticle(
      { texts: { 'fr-CA': { title: `Nouvelle ${word}`, bodyHtml: '<p>Bonjour</p>' } } },
      `x`,
    );
    expect(await isFound(word, 'fr-CA')).toBe(true);
    expect(await isFound(word, 'en')).toBe(false);
    const expiredWord = uniqueWord();
    await createArticle({ publishAt: inHours(-3), expiresAt: inHours(-1) }, `Gone ${expiredWord}`);
    expect(await isFound(expiredWord)).toBe(false);
    const deleted = await server.request(`/api/articles/admin/articles/${live.articleId}`, {
      method: 'DELETE',
      headers: admin,
    });
    expect(deleted.status).toBe(200);
    expect(await isFound(word, 'fr-CA')).toBe(false);
  });

  it('keeps an article from people outside its audience (404, not listed, not searchable)', async () => {
    const word = uniqueWord();
    const forManagers = await createArticle(
      { audience: [{ targetKind: 'JOB_ROLE', targetCode: 'STORE_MANAGER' }] },
      `Managers ${word}`,
    );
    expect(forManagers.audience).toEqual([{ targetKind: 'JOB_ROLE', targetCode: 'STORE_MANAGER' }]);
    expect((await server.request(`/api/articles/${forManagers.articleId}`, { headers: manager })).status).toBe(200);
    expect(await isListed(manager, forManagers.articleId)).toBe(true);
    expect((await server.request(`/api/articles/${forManagers.articleId}`, { headers: learner })).status).toBe(404);
    expect(await isListed(learner, forManagers.articleId)).toBe(false);
    for (const [path, method] of [
      [`/api/articles/${forManagers.articleId}/read`, 'POST'],
      [`/api/articles/${forManagers.articleId}/like`, 'PUT'],
    ] as const) {
      expect((await server.request(path, { method, headers: learner })).status, path).toBe(404);
    }
    expect(await isFound(word)).toBe(false);
  });

  it("answers 404 for another tenant's article, to readers and admins", async () => {
    const borealArticle = await createArticle({}, 'Boréal', boreal, 'boreal.localhost');
    expect(
      (await server.request(`/api/articles/${borealArticle.articleId}`, { headers: boreal, host: 'boreal.localhost' }))
        .status,
    ).toBe(200);
    expect((await server.request(`/api/articles/${borealArticle.articleId}`, { headers: learner })).status).toBe(404);
    expect(await isListed(learner, borealArticle.articleId)).toBe(false);
    const adminPath = `/api/articles/admin/articles/${borealArticle.articleId}`;
    expect((await server.request(adminPath, { headers: admin })).status).toBe(404);
    expect((await server.request(`${adminPath}/preview`, { headers: admin })).status).toBe(404);
    expect((await server.request(`${adminPath}/pin`, { method: 'POST', headers: admin })).status).toBe(404);
    expect((await server.request(adminPath, { method: 'PUT', headers: admin, body: articleRequest() })).status).toBe(
      404,
    );
    expect((await server.request(adminPath, { method: 'DELETE', headers: admin })).status).toBe(404);
    expect(
      (
        await server.request(`/api/articles/admin/topics/${topicId}`, {
          method: 'DELETE',
          headers: boreal,
          host: 'boreal.localhost',
        })
      ).status,
    ).toBe(404);
  });

  it('records a read once per person and article, in the learning record', async () => {
    const article = await createArticle();
    const listedBefore = (await listFor(learner)).result.find((summary) => summary.articleId === article.articleId);
    expect(listedBefore).toMatchObject({ isReadByMe: false, isLikedByMe: false, likeCount: 0 });
    const first = await server.request(`/api/articles/${article.articleId}/read`, { method: 'POST', headers: learner });
    const again = await server.request(`/api/articles/${article.articleId}/read`, { method: 'POST', headers: learner });
    expect(body<TArticleReadResult>(first).isFirstRead).toBe(true);
    expect(body<TArticleReadResult>(again)).toMatchObject({
      isFirstRead: false,
      readAt: body<TArticleReadResult>(first).readAt,
    });
    const statements = await server.database.db
      .selectFrom('learning_statements')
      .select(['verb', 'object_kind'])
      .where('tenant_code', '=', 'acme')
      .where('actor_user_code', '=', 'acme-learner')
      .where('object_id', '=', String(article.articleId))
      .execute();
    expect(statements).toEqual([{ verb: 'read', object_kind: 'ARTICLE' }]);
    const detail = await server.request(`/api/articles/${article.articleId}`, { headers: learner });
    expect(body<TArticleDetail>(detail).isReadByMe).toBe(true);
    // The list kept a few seconds still shows my read and my like at once.
    await server.request(`/api/articles/${article.articleId}/like`, { method: 'PUT', headers: learner });
    const listedAfter = (await listFor(learner)).result.find((summary) => summary.articleId === article.articleId);
    expect(listedAfter).toMatchObject({ isReadByMe: true, isLikedByMe: true, likeCount: 1 });
    const forAdmin = await server.request(`/api/articles/admin/articles/${article.articleId}`, { headers: admin });
    expect(body<TAdminArticle>(forAdmin).readCount).toBe(1);
  });

  it('counts likes right when many like and unlike at once', async () => {
    const article = await createArticle();
    const users = ['acme-learner', 'acme-manager', 'acme-admin', 'acme-newhire', 'acme-sam', 'acme-riley'];
    const headers = await Promise.all(users.map((user) => bearer(server.database, 'acme', user)));
    const likeAll = async (method: 'PUT' | 'DELETE') => {
      const responses = await Promise.all(
        headers.flatMap((who) =>
          Array.from({ length: 5 }, () =>
            server.request(`/api/articles/${article.articleId}/like`, { method, headers: who }),
          ),
        ),
      );
      expect(responses.map((response) => response.status)).toEqual(responses.map(() => 200));
    };
    await likeAll('PUT');
    const detail = await server.request(`/api/articles/${article.articleId}`, { headers: learner });
    expect(body<TArticleDetail>(detail)).toMatchObject({ likeCount: users.length, isLikedByMe: true });
    const rows = await server.database.db
      .selectFrom('article_likes')
      .select((eb) => eb.fn.countAll<number>().as('likes'))
      .where('tenant_code', '=', 'acme')
      .where('article_id', '=', article.articleId)
      .executeTakeFirstOrThrow();
    expect(Number(rows.likes)).toBe(users.length);

    await likeAll('DELETE');
    const unliked = await server.request(`/api/articles/${article.articleId}/like`, {
      method: 'DELETE',
      headers: learner,
    });
    expect(body<TArticleLikeResult>(unliked)).toEqual({
      articleId: article.articleId,
      likeCount: 0,
      isLikedByMe: false,
    });
  });
});

describe('article reads and likes report', () => {
  it("counts each article's readers and likes for NEWS_VIEW_REPORTS holders only", async () => {
    const article = await createArticle({}, 'Reported article');
    for (const who of [learner, manager]) {
      await server.request(`/api/articles/${article.articleId}/read`, { method: 'POST', headers: who });
    }
    await server.request(`/api/articles/${article.articleId}/like`, { method: 'PUT', headers: manager });
    const path = '/api/articles/reports/ARTICLE_ENGAGEMENT';
    const page = await server.request(path, { method: 'POST', headers: admin, body: { pageSize: 100 } });
    expect(page.status, page.text).toBe(200);
    const report = body<{ rows: Record<string, unknown>[]; totalRecords: number; columns: { key: string }[] }>(page);
    expect(report.columns.map((column) => column.key)).toEqual(['title', 'publishedDate', 'readerCount', 'likeCount']);
    expect(report.rows).toContainEqual(
      expect.objectContaining({ title: 'Reported article', readerCount: 2, likeCount: 1 }),
    );
    expect((await server.request(path, { method: 'POST', headers: learner, body: {} })).status).toBe(403);
    const borealPage = await server.request(path, {
      method: 'POST',
      headers: boreal,
      host: 'boreal.localhost',
      body: { pageSize: 100 },
    });
    expect(borealPage.status, borealPage.text).toBe(200);
    const borealRows = body<{ rows: Record<string, unknown>[] }>(borealPage).rows;
    expect(borealRows.some((row) => row.title === 'Reported article')).toBe(false);
  });
});

describe('module gate', () => {
  it('answers 404 on every news call for a tenant without the module', async () => {
    await server.database.db
      .deleteFrom('tenant_modules')
      .where('tenant_code', '=', 'boreal')
      .where('module_code', '=', 'NEWS')
      .execute();
    const fresh = await startTestServer({ database: server.database });
    try {
      for (const path of [
        '/api/articles',
        '/api/articles/topics',
        '/api/articles/refdurationtypes',
        '/api/articles/1',
        '/api/articles/admin/articles',
        '/api/articles/admin/topics',
      ]) {
        const response = await fresh.request(path, { headers: boreal, host: 'boreal.localhost' });
        expect(response.status, path).toBe(404);
      }
      expect((await fresh.request('/api/articles', { headers: learner })).status).toBe(200);
    } finally {
      await fresh.close();
    }
  });
});
