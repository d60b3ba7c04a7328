import type { TAdminArticle, TAdminEvent, TGlobalSearchResponse, TSaveArticleRequest } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/access-tokens.ts';
import { startTestServer, type TTestServer } from '../../test/test-server.ts';
import { reindexTenant } from './search-reindex.ts';

/*
 * Events and articles for some people only are found by those people alone (issue 19 item 3), on
 * SQLite and PostgreSQL alike (the two server test projects): the audience is part of the match,
 * as are the language, PUBLISHED and the tenant.
 */

let server: TTestServer;
let admin: Record<string, string>;
/** SALES_ASSOCIATE, given a location and a group below. */
let learner: Record<string, string>;
/** STORE_MANAGER, no location, no group. */
let manager: Record<string, string>;
let boreal: Record<string, string>;
let locationId: number;
let groupId: number;

type TEnvelope<T> = { returnValue: T };

function body<T>(response: { json: <U>() => U }): T {
  return response.json<TEnvelope<T>>().returnValue;
}

/** A word no other document holds, nor starts with (the last word typed is a prefix). */
let serial = 0;
function uniqueWord(): string {
  serial += 1;
  return `quokka${serial}ward`;
}

type TAudience = { targetKind: string; targetCode?: string };

async function createArticle(
  word: string,
  audience: TAudience[],
  overrides: Partial<TSaveArticleRequest> = {},
  headers = admin,
  host?: string,
): Promise<TAdminArticle> {
  const response = await server.request('/api/articles/admin/articles', {
    method: 'POST',
    headers,
    ...(host ? { host } : {}),
    body: {
      texts: {
        en: { title: `Store news ${word}`, summary: 'This week', bodyHtml: '<p>A new aisle opened.</p>' },
        'fr-CA': { title: `Nouvelles ${word}fr`, summary: 'Cette semaine', bodyHtml: '<p>Une allée.</p>' },
      },
      status: 'PUBLISHED',
      audience,
      ...overrides,
    },
  });
  expect(response.status, response.text).toBe(201);
  return body<TAdminArticle>(response);
}

async function createPublishedEvent(word: string, audiences: TAudience[]): Promise<number> {
  const created = await server.request('/api/events/admin/events', {
    method: 'POST',
    headers: admin,
    body: {
      titleEn: `Drill ${word}`,
      titleFr: `Exercice ${word}fr`,
      descriptionEn: 'Learn the exits.',
      descriptionFr: 'Apprenez les sorties.',
      timeZone: 'America/Toronto',
      audiences,
    },
  });
  expect(created.status, created.text).toBe(201);
  const { eventId } = body<TAdminEvent>(created);
  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
  const session = await server.request(`/api/events/admin/events/${eventId}/sessions`, {
    method: 'POST',
    headers: admin,
    body: { startsAt: inDays(5), endsAt: inDays(5.1), mode: 'IN_PERSON', place: 'Back room', capacity: 10 },
  });
  expect(session.status, session.text).toBe(201);
  const published = await server.request(`/api/events/admin/events/${eventId}/publish`, {
    method: 'POST',
    headers: admin,
  });
  expect(published.status, published.text).toBe(200);
  return eventId;
}

/** The entity ids of a module a user finds for these words, in one locale. */
async function foundIds(
  headers: Record<string, string>,
  moduleCode: 'NEWS' | 'EVENTS',
  searchText: string,
  locale = 'en',
  host?: string,
): Promise<string[]> {
  const response = await server.request('/api/GlobalSearch/search', {
    method: 'POST',
    headers,
    ...(host ? { host } : {}),
    body: { pageSize: 20, searchParameters: { searchText, moduleCodes: [moduleCode], locales: [locale] } },
  });
  expect(response.status, response.text).toBe(200);
  return response
    .json<TGlobalSearchResponse>()
    .result.filter((group) => group.moduleCode === moduleCode)
    .flatMap((group) => group.items.map((item) => item.entityId));
}

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  admin = await bearer(server.database, 'acme', 'acme-admin');
  learner = await bearer(server.database, 'acme', 'acme-learner');
  manager = await bearer(server.database, 'acme', 'acme-manager');
  boreal = await bearer(server.database, 'boreal', 'boreal-admin');
  const location = await db
    .selectFrom('locations')
    .select('id')
    .where('tenant_code', '=', 'acme')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  locationId = location.id;
  await db
    .updateTable('users')
    .set({ location_id: locationId })
    .where('tenant_code', '=', 'acme')
    .where('user_code', '=', 'acme-learner')
    .execute();
  const group = await db
    .insertInto('user_groups')
    .values({ tenant_code: 'acme', name: 'Night shift (search test)', status: 'ACTIVE' })
    .returning('id')
    .executeTakeFirstOrThrow();
  groupId = group.id;
  const member = await db
    .selectFrom('users')
    .select('id')
    .where('tenant_code', '=', 'acme')
    .where('user_code', '=', 'acme-learner')
    .executeTakeFirstOrThrow();
  await db.insertInto('group_members').values({ tenant_code: 'acme', group_id: groupId, user_id: member.id }).execute();
});

afterAll(async () => {
  await server.close();
});

describe('articles for some people', () => {
  it('are found by people of their job role or location only', async () => {
    const word = uniqueWord();
    const forManagers = await createArticle(word, [{ targetKind: 'JOB_ROLE', targetCode: 'STORE_MANAGER' }]);
    const forLocation = await createArticle(word, [{ targetKind: 'LOCATION', targetCode: String(locationId) }]);
    const forEveryone = await createArticle(word, [{ targetKind: 'ALL' }]);
    const ids = (articles: TAdminArticle[]) => articles.map((article) => String(article.articleId)).sort();

    expect((await foundIds(manager, 'NEWS', word)).sort()).toEqual(ids([forManagers, forEveryone]));
    expect((await foundIds(learner, 'NEWS', word)).sort()).toEqual(ids([forLocation, forEveryone]));
    // The admin is neither a store manager nor at that location.
    expect((await foundIds(admin, 'NEWS', word)).sort()).toEqual(ids([forEveryone]));
  });

  it('follow a change of audience, and keep the language and published rules', async () => {
    const word = uniqueWord();
    const article = await createArticle(word, [{ targetKind: 'JOB_ROLE', targetCode: 'STORE_MANAGER' }]);
    const id = String(article.articleId);
    expect(await foundIds(learner, 'NEWS', word)).toEqual([]);
    // The French title's word is found in French only.
    expect(await foundIds(manager, 'NEWS', `${word}fr`, 'fr-CA')).toEqual([id]);
    expect(await foundIds(manager, 'NEWS', `${word}fr`, 'en')).toEqual([]);

    const save = (audience: TAudience[], status = 'PUBLISHED') =>
      server.request(`/api/articles/admin/articles/${id}`, {
        method: 'PUT',
        headers: admin,
        body: {
          texts: {
            en: { title: `Store news ${word}`, summary: '', bodyHtml: '' },
            'fr-CA': { title: `Nouvelles ${word}fr`, summary: '', bodyHtml: '' },
          },
          status,
          audience,
        },
      });
    expect((await save([{ targetKind: 'JOB_ROLE', targetCode: 'SALES_ASSOCIATE' }])).status).toBe(200);
    expect(await foundIds(learner, 'NEWS', word)).toEqual([id]);
    expect(await foundIds(manager, 'NEWS', word)).toEqual([]);

    // A draft is found by no one, even in its audience.
    expect((await save([{ targetKind: 'JOB_ROLE', targetCode: 'SALES_ASSOCIATE' }], 'DRAFT')).status).toBe(200);
    expect(await foundIds(learner, 'NEWS', word)).toEqual([]);

    // Scheduled for tomorrow: not yet, even in its audience.
    const tomorrow = await createArticle(word, [{ targetKind: 'JOB_ROLE', targetCode: 'SALES_ASSOCIATE' }], {
      publishAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(await foundIds(learner, 'NEWS', word)).not.toContain(String(tomorrow.articleId));
  });

  it("never finds another tenant's, whatever the audience", async () => {
    const word = uniqueWord();
    const theirs = await createArticle(word, [{ targetKind: 'ALL' }], {}, boreal, 'boreal.localhost');
    expect(await foundIds(boreal, 'NEWS', word, 'en', 'boreal.localhost')).toEqual([String(theirs.articleId)]);
    expect(await foundIds(learner, 'NEWS', word)).toEqual([]);
    expect(await foundIds(manager, 'NEWS', word)).toEqual([]);
  });
});

describe('events for some people', () => {
  it('are found by people of their job role, location or group only', async () => {
    const word = uniqueWord();
    const forManagers = await createPublishedEvent(word, [{ targetKind: 'JOB_ROLE', targetCode: 'STORE_MANAGER' }]);
    const forGroup = await createPublishedEvent(word, [{ targetKind: 'GROUP', targetCode: String(groupId) }]);
    const forLocation = await createPublishedEvent(word, [{ targetKind: 'LOCATION', targetCode: String(locationId) }]);
    const forEveryone = await createPublishedEvent(word, [{ targetKind: 'ALL' }]);
    const ids = (eventIds: number[]) => eventIds.map(String).sort();

    expect((await foundIds(manager, 'EVENTS', word)).sort()).toEqual(ids([forManagers, forEveryone]));
    expect((await foundIds(learner, 'EVENTS', word)).sort()).toEqual(ids([forGroup, forLocation, forEveryone]));
    expect((await foundIds(learner, 'EVENTS', `${word}fr`, 'fr-CA')).sort()).toEqual(
      ids([forGroup, forLocation, forEveryone]),
    );
    expect((await foundIds(admin, 'EVENTS', word)).sort()).toEqual(ids([forEveryone]));
  });
});

describe('search:reindex', () => {
  it('writes the documents of events and articles for some people again, with their audience', async () => {
    const word = uniqueWord();
    const article = await createArticle(word, [{ targetKind: 'JOB_ROLE', targetCode: 'STORE_MANAGER' }]);
    const eventId = await createPublishedEvent(word, [{ targetKind: 'JOB_ROLE', targetCode: 'STORE_MANAGER' }]);
    await reindexTenant(server.database.db, 'acme');
    expect(await foundIds(manager, 'NEWS', word)).toEqual([String(article.articleId)]);
    expect(await foundIds(manager, 'EVENTS', word)).toEqual([String(eventId)]);
    expect(await foundIds(learner, 'NEWS', word)).toEqual([]);
    expect(await foundIds(learner, 'EVENTS', word)).toEqual([]);
  });
});
