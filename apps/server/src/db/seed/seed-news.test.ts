import type { TAdminArticleSummary, TArticleSummary } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/access-tokens.ts';
import { startTestServer, type TTestServer } from '../../test/test-server.ts';
import { seedDemoNews } from './seed-news.ts';

let server: TTestServer;

type TPaged<T> = { returnValue: { result: T[]; totalRecords: number } };

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('demo news', () => {
  it('gives acme 12 articles in both languages, 2 pinned first, 1 scheduled; boreal a few in French', async () => {
    const admin = await bearer(server.database, 'acme', 'acme-admin');
    const all = await server.request('/api/articles/admin/articles?pageSize=100', { headers: admin });
    const articles = all.json<TPaged<TAdminArticleSummary>>().returnValue.result;
    expect(articles).toHaveLength(12);
    expect(articles.every((article) => article.locales.length === 2)).toBe(true);
    expect(articles.filter((article) => article.isPinned)).toHaveLength(2);
    expect(articles.filter((article) => article.displayStatus === 'SCHEDULED')).toHaveLength(1);

    const learner = await bearer(server.database, 'acme', 'acme-learner');
    const list = await server.request('/api/articles?pageSize=100&locale=fr-CA', { headers: learner });
    const visible = list.json<TPaged<TArticleSummary>>().returnValue.result;
    expect(visible).toHaveLength(11);
    expect(visible.slice(0, 2).every((article) => article.isPinned)).toBe(true);
    expect(visible.every((article) => article.locale === 'fr-CA' && article.topics.length > 0)).toBe(true);
    expect(visible.some((article) => article.likeCount > 0 && article.isLikedByMe)).toBe(true);

    const boreal = await bearer(server.database, 'boreal', 'boreal-apprenant');
    const borealList = await server.request('/api/articles', { headers: boreal, host: 'boreal.localhost' });
    const borealArticles = borealList.json<TPaged<TArticleSummary>>().returnValue.result;
    expect(borealArticles.length).toBeGreaterThanOrEqual(3);
    expect(borealArticles.every((article) => article.locale === 'fr-CA')).toBe(true);
  });

  it('adds nothing when run again', async () => {
    const count = async () =>
      Number(
        (
          await server.database.db
            .selectFrom('articles')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    await seedDemoNews(server.database.db);
    expect(await count()).toBe(before);
  });
});
