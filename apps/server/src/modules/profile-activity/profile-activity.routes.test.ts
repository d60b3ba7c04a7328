import {
  USER_ASSET_STATUS,
  type TGetProfileAccomplishmentsResponse,
  type TGetProfileActivityResponse,
  type TProblem,
  type TUserAssetStatusId,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/access-tokens.ts';
import { buildUserRow } from '../../test/factories.ts';
import { startTestServer, type TTestServer } from '../../test/test-server.ts';
import { createLearningRecordService } from '../learning-record/learning-record.service.ts';
import { recordAssetView } from '../resources/asset-lists.service.ts';
import { createTestResource, webinarBody } from '../resources/resource-test-fixtures.ts';

let server: TTestServer;
let learner: Record<string, string>;
let colleague: Record<string, string>;
let borealTwin: Record<string, string>;

// Fresh users, so the demo's seeded activity never mixes in. The same user code exists in both
// tenants: a query that forgot the tenant would show one's activity to the other.
const LEARNER = 'activity-learner';
const COLLEAGUE = 'activity-colleague';

const at = (day: number, hour = 12) => new Date(Date.UTC(2026, 0, day, hour)).toISOString();

beforeAll(async () => {
  server = await startTestServer();
  await server.database.db
    .insertInto('users')
    .values([buildUserRow('acme', LEARNER), buildUserRow('acme', COLLEAGUE), buildUserRow('boreal', LEARNER)])
    .execute();
  learner = await bearer(server.database, 'acme', LEARNER);
  colleague = await bearer(server.database, 'acme', COLLEAGUE);
  borealTwin = await bearer(server.database, 'boreal', LEARNER);
});
afterAll(async () => {
  await server.close();
});

/** A completion as a learning path's "mark as done" records it: a statement, no view. */
async function completeInRecord(userCode: string, resourceId: number, completedAt: string, key: string) {
  await createLearningRecordService().record(
    server.database.db,
    'acme',
    [
      {
        actorUserCode: userCode,
        verb: 'completed',
        objectKind: 'RESOURCE',
        objectId: String(resourceId),
        idempotencyKey: `test-completed:${userCode}:${resourceId}:${key}`,
      },
    ],
    completedAt,
  );
}

/** Views as the library records them: the view and its statement in the learning record. */
async function recordViews(tenantCode: string, userCode: string, resourceId: number, times: readonly string[]) {
  for (const viewedAt of times) {
    await recordAssetView(server.database.db, tenantCode, userCode, resourceId, null, viewedAt);
  }
}

async function addFavorite(tenantCode: string, userCode: string, resourceId: number, createdAt: string) {
  await server.database.db
    .insertInto('resource_favorites')
    .values({ tenant_code: tenantCode, user_code: userCode, resource_id: resourceId, created_at: createdAt })
    .execute();
}

async function assignResource(
  userCode: string,
  resourceId: number,
  terms: { assignedAt: string; dueDate?: string; isElective?: boolean },
) {
  await server.database.db
    .insertInto('resource_assignments')
    .values({
      tenant_code: 'acme',
      user_code: userCode,
      resource_id: resourceId,
      is_elective: terms.isElective ?? false,
      due_date: terms.dueDate ?? null,
      assigned_by: 'acme-admin',
      assigned_at: terms.assignedAt,
    })
    .execute();
}

async function addUpload(
  userCode: string,
  upload: {
    title: string;
    createdAt: string;
    statusId: TUserAssetStatusId;
    reviewedAt?: string;
    reviewComment?: string;
    resourceId?: number;
  },
): Promise<number> {
  const row = await server.database.db
    .insertInto('user_assets')
    .values({
      tenant_code: 'acme',
      user_code: userCode,
      asset_type_code: 'URL_WEBINAR',
      title: upload.title,
      description: null,
      locale: 'en',
      url: 'https://webinars.example/mine',
      media_id: null,
      size_in_bytes: null,
      content_type: null,
      file_name: null,
      status_id: upload.statusId,
      effective_date: upload.createdAt,
      expiry_date: '2031-01-01T00:00:00.000Z',
      review_comment: upload.reviewComment ?? null,
      reviewed_by: upload.reviewedAt ? 'acme-admin' : null,
      reviewed_at: upload.reviewedAt ?? null,
      resource_id: upload.resourceId ?? null,
      created_at: upload.createdAt,
      updated_at: upload.reviewedAt ?? upload.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

function getActivity(headers: Record<string, string>, query = '', host = 'acme.localhost') {
  return server.request(`/api/userprofile/activity${query}`, { headers, host });
}

function getAccomplishments(headers: Record<string, string>, query = '', host = 'acme.localhost') {
  return server.request(`/api/userprofile/accomplishments${query}`, { headers, host });
}

describe('profile activity and accomplishments', () => {
  let fullFeed: TGetProfileActivityResponse;
  let ids: Record<'guide' | 'english' | 'assigned' | 'late' | 'draft' | 'published', number>;
  let uploadIds: Record<'pending' | 'rejected' | 'published', number>;

  beforeAll(async () => {
    const guide = await createTestResource(server, 'acme');
    const english = await createTestResource(server, 'acme', webinarBody({ texts: { en: { title: 'English only' } } }));
    const assigned = await createTestResource(
      server,
      'acme',
      webinarBody({ texts: { en: { title: 'Assigned later' } } }),
    );
    const late = await createTestResource(server, 'acme', webinarBody({ texts: { en: { title: 'Done late' } } }));
    const draft = await createTestResource(server, 'acme', webinarBody({ texts: { en: { title: 'Withdrawn' } } }), {
      publish: false,
    });
    const published = await createTestResource(server, 'acme', webinarBody({ texts: { en: { title: 'My webinar' } } }));
    ids = {
      guide: guide.resourceId,
      english: english.resourceId,
      assigned: assigned.resourceId,
      late: late.resourceId,
      draft: draft.resourceId,
      published: published.resourceId,
    };

    // Guide: assigned on day 1, viewed three times from day 2 (completed on day 2).
    await assignResource(LEARNER, ids.guide, { assignedAt: at(1), dueDate: at(10) });
    await recordViews('acme', LEARNER, ids.guide, [at(2), at(3), at(5)]);
    // English only: viewed once, then made a favourite.
    await recordViews('acme', LEARNER, ids.english, [at(4)]);
    await addFavorite('acme', LEARNER, ids.english, at(6));
    // Viewed before it was assigned: not completed.
    await recordViews('acme', LEARNER, ids.assigned, [at(1, 8)]);
    await assignResource(LEARNER, ids.assigned, { assignedAt: at(7), isElective: true });
    // Elective completed after its due date.
    await assignResource(LEARNER, ids.late, { assignedAt: at(1, 9), dueDate: at(3), isElective: true });
    await recordViews('acme', LEARNER, ids.late, [at(8)]);
    // A resource no longer visible: its history stays, without a link.
    await recordViews('acme', LEARNER, ids.draft, [at(9)]);
    uploadIds = {
      pending: await addUpload(LEARNER, {
        title: 'Pending tips',
        createdAt: at(11),
        statusId: USER_ASSET_STATUS.Pending,
      }),
      rejected: await addUpload(LEARNER, {
        title: 'Blurry video',
        createdAt: at(12),
        statusId: USER_ASSET_STATUS.Rejected,
        reviewedAt: at(13),
        reviewComment: 'Please re-record it.',
      }),
      published: await addUpload(LEARNER, {
        title: 'My webinar',
        createdAt: at(14),
        statusId: USER_ASSET_STATUS.Published,
        reviewedAt: at(15),
        resourceId: ids.published,
      }),
    };

    // Somebody else's activity in the same tenant, and the twin's in the other tenant.
    await recordViews('acme', COLLEAGUE, ids.guide, [at(20)]);
    await addFavorite('acme', COLLEAGUE, ids.guide, at(20));
    await addUpload(COLLEAGUE, { title: 'Colleague upload', createdAt: at(20), statusId: USER_ASSET_STATUS.Pending });
    const borealResource = await createTestResource(
      server,
      'boreal',
      webinarBody({ texts: { 'fr-CA': { title: 'Ressource de Boréal' } } }),
    );
    await recordViews('boreal', LEARNER, borealResource.resourceId, [at(21)]);
    await addFavorite('boreal', LEARNER, borealResource.resourceId, at(21));

    const response = await getActivity(learner, '?pageSize=50');
    expect(response.status).toBe(200);
    fullFeed = response.json<TGetProfileActivityResponse>();
  });

  it('answers 401 without a token', async () => {
    for (const path of ['/api/userprofile/activity', '/api/userprofile/accomplishments']) {
      const response = await server.request(path);
      expect(response.status, path).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer');
    }
  });

  it("lists the caller's activity newest first: views, favourites, completions, uploads and reviews", () => {
    expect(fullFeed.totalRecords).toBe(13);
    expect(fullFeed.result.map((item) => [item.kind, item.occurredAt, item.title])).toEqual([
      ['UPLOAD_REVIEWED', at(15), 'My webinar'],
      ['UPLOAD_SUBMITTED', at(14), 'My webinar'],
      ['UPLOAD_REVIEWED', at(13), 'Blurry video'],
      ['UPLOAD_SUBMITTED', at(12), 'Blurry video'],
      ['UPLOAD_SUBMITTED', at(11), 'Pending tips'],
      ['RESOURCE_VIEWED', at(9), 'Withdrawn'],
      ['ASSIGNMENT_COMPLETED', at(8), 'Done late'],
      ['RESOURCE_VIEWED', at(8), 'Done late'],
      ['FAVORITE_ADDED', at(6), 'English only'],
      ['RESOURCE_VIEWED', at(5), 'Store safety basics'],
      ['RESOURCE_VIEWED', at(4), 'English only'],
      ['ASSIGNMENT_COMPLETED', at(2), 'Store safety basics'],
      ['RESOURCE_VIEWED', at(1, 8), 'Assigned later'],
    ]);
  });

  it('describes each item with what the page shows and links only what the caller can open', () => {
    const [published, , rejected] = fullFeed.result;
    expect(published).toEqual({
      kind: 'UPLOAD_REVIEWED',
      activityId: `review:${uploadIds.published}`,
      occurredAt: at(15),
      userAssetId: uploadIds.published,
      title: 'My webinar',
      locale: 'en',
      assetTypeCode: 'URL_WEBINAR',
      resourceId: ids.published,
      outcome: 'Published',
      reviewComment: null,
    });
    expect(rejected).toEqual(
      expect.objectContaining({ outcome: 'Rejected', reviewComment: 'Please re-record it.', resourceId: null }),
    );
    const viewed = fullFeed.result.filter((item) => item.kind === 'RESOURCE_VIEWED');
    expect(viewed.map((item) => [item.title, item.viewCount, item.resourceId])).toEqual([
      ['Withdrawn', 1, null],
      ['Done late', 1, ids.late],
      ['Store safety basics', 3, ids.guide],
      ['English only', 1, ids.english],
      ['Assigned later', 1, ids.assigned],
    ]);
    expect(viewed[2]).toEqual(expect.objectContaining({ assetTypeCodes: ['URL_WEBINAR'], locale: 'en' }));
    const completion = fullFeed.result.find((item) => item.kind === 'ASSIGNMENT_COMPLETED');
    expect(completion).toEqual(expect.objectContaining({ isElective: true, dueDate: at(3), resourceId: ids.late }));
    expect(new Set(fullFeed.result.map((item) => item.activityId)).size).toBe(fullFeed.result.length);
  });

  it('pages the feed without gaps or overlaps', async () => {
    const pages: TGetProfileActivityResponse[] = [];
    for (const pageNo of [1, 2, 3]) {
      const response = await getActivity(learner, `?pageNo=${pageNo}&pageSize=5`);
      expect(response.status).toBe(200);
      pages.push(response.json<TGetProfileActivityResponse>());
    }
    expect(pages.map((page) => page.result.length)).toEqual([5, 5, 3]);
    expect(pages.every((page) => page.totalRecords === 13)).toBe(true);
    expect(pages.flatMap((page) => page.result)).toEqual(fullFeed.result);
    const beyond = await getActivity(learner, '?pageNo=9&pageSize=5');
    expect(beyond.json<TGetProfileActivityResponse>()).toEqual({ result: [], totalRecords: 13 });
  });

  it("titles items in the asked language, else the other one, else the tenant's default", async () => {
    const french = (await getActivity(learner, '?locale=fr-CA&pageSize=50')).json<TGetProfileActivityResponse>();
    const titles = french.result
      .filter((item) => item.kind === 'RESOURCE_VIEWED')
      .map((item) => [item.title, item.locale]);
    expect(titles).toContainEqual(['Sécurité en magasin', 'fr-CA']);
    expect(titles).toContainEqual(['English only', 'en']);
    const borealFeed = (await getActivity(borealTwin, '', 'boreal.localhost')).json<TGetProfileActivityResponse>();
    expect(borealFeed.result.map((item) => [item.kind, item.title, item.locale])).toEqual([
      ['FAVORITE_ADDED', 'Ressource de Boréal', 'fr-CA'],
      ['RESOURCE_VIEWED', 'Ressource de Boréal', 'fr-CA'],
    ]);
  });

  it("never shows another user's or another tenant's activity", async () => {
    const titles = fullFeed.result.map((item) => item.title);
    expect(titles).not.toContain('Colleague upload');
    expect(titles).not.toContain('Ressource de Boréal');
    const colleagueFeed = (await getActivity(colleague)).json<TGetProfileActivityResponse>();
    expect(colleagueFeed.result.map((item) => [item.kind, item.title])).toEqual([
      // Items of the same instant come in a fixed order (by kind).
      ['FAVORITE_ADDED', 'Store safety basics'],
      ['RESOURCE_VIEWED', 'Store safety basics'],
      ['UPLOAD_SUBMITTED', 'Colleague upload'],
    ]);
    const twin = (await getActivity(borealTwin, '', 'boreal.localhost')).json<TGetProfileActivityResponse>();
    expect(twin.totalRecords).toBe(2);
    const twinAccomplishments = (
      await getAccomplishments(borealTwin, '', 'boreal.localhost')
    ).json<TGetProfileAccomplishmentsResponse>();
    expect(twinAccomplishments.summary.completedCount).toBe(0);
    expect(twinAccomplishments.contributions).toEqual([]);
  });

  it("refuses a token of another tenant's user on this tenant's host", async () => {
    const response = await getActivity(borealTwin);
    expect(response.status).toBe(401);
  });

  it('answers an empty feed and no accomplishments to a user without activity', async () => {
    await server.database.db.insertInto('users').values(buildUserRow('acme', 'activity-newcomer')).execute();
    const newcomer = await bearer(server.database, 'acme', 'activity-newcomer');
    expect((await getActivity(newcomer)).json()).toEqual({ result: [], totalRecords: 0 });
    expect((await getAccomplishments(newcomer)).json()).toEqual({
      summary: {
        completedCount: 0,
        requiredCompletedCount: 0,
        electiveCompletedCount: 0,
        openAssignmentCount: 0,
        contributionCount: 0,
      },
      completedResources: [],
      contributions: [],
    });
  });

  it('counts an assignment completed by the first view after it was assigned', async () => {
    const response = await getAccomplishments(learner);
    expect(response.status).toBe(200);
    const accomplishments = response.json<TGetProfileAccomplishmentsResponse>();
    expect(accomplishments.summary).toEqual({
      completedCount: 2,
      requiredCompletedCount: 1,
      electiveCompletedCount: 1,
      openAssignmentCount: 1,
      contributionCount: 1,
    });
    expect(accomplishments.completedResources).toEqual([
      {
        resourceId: ids.late,
        title: 'Done late',
        locale: 'en',
        assetTypeCodes: ['URL_WEBINAR'],
        isElective: true,
        assignedAt: at(1, 9),
        dueDate: at(3),
        completedAt: at(8),
        isCompletedOnTime: false,
      },
      expect.objectContaining({
        resourceId: ids.guide,
        title: 'Store safety basics',
        isElective: false,
        completedAt: at(2),
        isCompletedOnTime: true,
      }),
    ]);
    expect(accomplishments.contributions).toEqual([
      {
        userAssetId: uploadIds.published,
        title: 'My webinar',
        locale: 'en',
        assetTypeCode: 'URL_WEBINAR',
        submittedAt: at(14),
        publishedAt: at(15),
        resourceId: ids.published,
      },
    ]);
  });

  it('lets administrators of the library open resources learners no longer see', async () => {
    const draft = await createTestResource(
      server,
      'acme',
      webinarBody({ texts: { en: { title: 'Admin draft view' } } }),
      { publish: false },
    );
    await recordViews('acme', 'acme-admin', draft.resourceId, [new Date().toISOString()]);
    const admin = await bearer(server.database, 'acme', 'acme-admin');
    const feed = (await getActivity(admin)).json<TGetProfileActivityResponse>();
    expect(feed.result[0]).toEqual(
      expect.objectContaining({ kind: 'RESOURCE_VIEWED', title: 'Admin draft view', resourceId: draft.resourceId }),
    );
  });

  it.each([
    ['?pageSize=51', 'pageSize'],
    ['?pageSize=0', 'pageSize'],
    ['?pageNo=0', 'pageNo'],
    ['?pageNo=abc', 'pageNo'],
    ['?pageNo=1e3', 'pageNo'],
    ['?pageNo=10001', 'pageNo'],
    ['?locale=de', 'locale'],
  ])('refuses the query %s with a 400 naming the field', async (query, field) => {
    const response = await getActivity(learner, query);
    expect(response.status).toBe(400);
    const problem = response.json<TProblem>();
    expect(problem.code).toBe('validation_failed');
    expect(Object.keys(problem.errors ?? {})).toContain(field);
  });

  it('counts an assignment completed in the learning record without a view (a path item done by hand)', async () => {
    const before = (await getAccomplishments(colleague)).json<TGetProfileAccomplishmentsResponse>();
    expect(before.completedResources.map((done) => done.resourceId)).not.toContain(ids.assigned);
    await assignResource(COLLEAGUE, ids.assigned, { assignedAt: at(20) });
    // Completed before it was assigned: the assignment is still open.
    await completeInRecord(COLLEAGUE, ids.assigned, at(19), 'early');
    const stillOpen = (await getAccomplishments(colleague)).json<TGetProfileAccomplishmentsResponse>();
    expect(stillOpen.completedResources.map((done) => done.resourceId)).not.toContain(ids.assigned);
    await completeInRecord(COLLEAGUE, ids.assigned, at(21), 'after');
    const after = (await getAccomplishments(colleague)).json<TGetProfileAccomplishmentsResponse>();
    expect(after.completedResources).toContainEqual(
      expect.objectContaining({ resourceId: ids.assigned, completedAt: at(21) }),
    );
    expect(after.summary.completedCount).toBe(before.summary.completedCount + 1);
  });

  it('refuses an unknown locale for accomplishments', async () => {
    const response = await getAccomplishments(learner, '?locale=xx');
    expect(response.status).toBe(400);
    expect(Object.keys(response.json<TProblem>().errors ?? {})).toEqual(['locale']);
  });
});
