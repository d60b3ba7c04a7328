import {
  RESOURCE_MESSAGES,
  type TAssetType,
  type TGetResourceByMediaResponse,
  type TGetUserAssetsResponse,
  type TProblem,
  type TResource,
  type TUpdateUserAssetResponse,
  type TUserAsset,
  type TValidateResponse,
} from '@portal/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/access-tokens.ts';
import { buildUserRow, grantRole } from '../../test/factories.ts';
import { startTestServer, type TTestServer } from '../../test/test-server.ts';
import {
  countRows,
  createTestCategory,
  createTestResource,
  searchDocumentsOf,
  storeTestMedia,
  webinarBody,
} from './resource-test-fixtures.ts';

let server: TTestServer;
let admin: Record<string, string>;
let learner: Record<string, string>;
let manager: Record<string, string>;
let reviewer: Record<string, string>;
let nobody: Record<string, string>;
let borealAdmin: Record<string, string>;
let pdf: string;

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.database;
  await db.insertInto('users').values(buildUserRow('acme', 'acme-nobody')).execute();
  // A reviewer who may review uploads but not upload: a role with that one permission.
  const user = await db
    .insertInto('users')
    .values(buildUserRow('acme', 'acme-reviewer'))
    .returning('id')
    .executeTakeFirstOrThrow();
  await grantRole(
    db,
    { tenantCode: 'acme', userId: user.id },
    { name: 'Upload reviewer', permissions: ['RESOURCELIBRARY_REVIEW_UPLOADS'] },
  );
  admin = await bearer(server.database, 'acme', 'acme-admin');
  learner = await bearer(server.database, 'acme', 'acme-learner');
  manager = await bearer(server.database, 'acme', 'acme-manager');
  reviewer = await bearer(server.database, 'acme', 'acme-reviewer');
  nobody = await bearer(server.database, 'acme', 'acme-nobody');
  borealAdmin = await bearer(server.database, 'boreal', 'boreal-admin');
  pdf = await storeTestMedia(server, 'acme', 'document');
});
afterAll(async () => {
  await server.close();
});

function upload(overrides: Record<string, unknown> = {}) {
  return {
    assetTypeCode: 'DOCUMENT',
    title: 'My checklist',
    description: '<p>What I use <b>every</b> day</p>',
    locale: 'en',
    mediaId: pdf,
    ...overrides,
  };
}

async function save(body: unknown, headers: Record<string, string> = learner) {
  return server.request('/api/Assets/UpdateUserAsset', { method: 'POST', headers, body });
}

async function saved(body: unknown, headers: Record<string, string> = learner): Promise<TUserAsset> {
  const response = await save(body, headers);
  expect(response.status, response.text).toBe(200);
  return response.json<TUpdateUserAssetResponse>().returnValue;
}

describe('POST /api/Assets/UpdateUserAsset (new uploads)', () => {
  it('saves a new upload as Pending, effective now and expiring five years later, sized by the media', async () => {
    const before = Date.now();
    const asset = await saved(upload());
    expect(asset).toMatchObject({
      userCode: 'acme-learner',
      userAssetStatusId: 1,
      userAssetStatus: 'Pending',
      mediaId: pdf,
      contentType: 'application/pdf',
      fileName: 'guide.pdf',
      description: '<p>What I use <b>every</b> day</p>',
      resourceId: null,
    });
    expect(asset.sizeInBytes).toBeGreaterThan(0);
    const effective = new Date(asset.effectiveDate);
    expect(effective.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const expiry = new Date(asset.expiryDate);
    expect(expiry.getUTCFullYear()).toBe(effective.getUTCFullYear() + 5);
    expect(expiry.toISOString().slice(4)).toBe(effective.toISOString().slice(4));
  });

  it('derives the expiry from a given effective date (29 February becomes 28 February) and keeps a given expiry', async () => {
    const leap = await saved(upload({ effectiveDate: '2028-02-29T10:00:00+02:00' }));
    expect(leap.effectiveDate).toBe('2028-02-29T08:00:00.000Z');
    expect(leap.expiryDate).toBe('2033-02-28T08:00:00.000Z');
    const given = await saved(upload({ effectiveDate: '2026-01-01T00:00:00Z', expiryDate: '2027-01-01T00:00:00Z' }));
    expect(given.expiryDate).toBe('2027-01-01T00:00:00.000Z');
  });

  it('accepts links for link types and audio or a link for podcasts', async () => {
    const webinar = await saved(upload({ assetTypeCode: 'URL_WEBINAR', mediaId: null, url: 'https://w.example/1' }));
    expect(webinar).toMatchObject({ url: 'https://w.example/1', mediaId: null, sizeInBytes: null });
    const audio = await storeTestMedia(server, 'acme', 'audio');
    const podcast = await saved(upload({ assetTypeCode: 'URL_PODCAST', mediaId: audio }));
    expect(podcast.contentType).toBe('audio/mpeg');
  });

  it('answers every broken rule as field messages (400), storing nothing', async () => {
    const before = await countRows(server, 'user_assets', 'acme');
    const image = await storeTestMedia(server, 'acme', 'image');
    const borealPdf = await storeTestMedia(server, 'boreal', 'document');
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [
        upload({ assetTypeCode: 'COURSE_HOSTED', mediaId: null, url: 'https://c.example' }),
        { assetTypeCode: [RESOURCE_MESSAGES.assetTypeNotUploadable] },
      ],
      [upload({ mediaId: null }), { mediaId: [RESOURCE_MESSAGES.mediaRequired] }],
      [upload({ mediaId: image }), { mediaId: [RESOURCE_MESSAGES.attachmentWrongKind] }],
      [upload({ mediaId: borealPdf }), { mediaId: [RESOURCE_MESSAGES.attachmentUnknown] }],
      [upload({ url: 'https://x.example' }), { url: [RESOURCE_MESSAGES.urlNotAllowed] }],
      [upload({ assetTypeCode: 'URL_WEBINAR', mediaId: null }), { url: [RESOURCE_MESSAGES.urlRequired] }],
      [
        upload({ assetTypeCode: 'URL_WEBINAR', mediaId: pdf, url: 'ftp://x' }),
        { url: [RESOURCE_MESSAGES.urlInvalid], mediaId: [RESOURCE_MESSAGES.mediaNotAllowed] },
      ],
      [upload({ assetTypeCode: 'URL_PODCAST', mediaId: null }), { url: [RESOURCE_MESSAGES.podcastNeedsUrlOrAudio] }],
      [upload({ categoryIds: [999_999] }), { 'categoryIds.0': [RESOURCE_MESSAGES.categoryUnknown] }],
      [
        upload({ effectiveDate: '2030-01-01T00:00:00Z', expiryDate: '2029-01-01T00:00:00Z' }),
        { expiryDate: [RESOURCE_MESSAGES.expiryBeforeEffective] },
      ],
      [upload({ userAssetStatusId: 4 }), { userAssetStatusId: [RESOURCE_MESSAGES.statusChangeNotAllowed] }],
    ];
    for (const [body, errors] of cases) {
      const response = await save(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.json<TProblem>().errors, JSON.stringify(body)).toEqual(errors);
    }
    expect(await countRows(server, 'user_assets', 'acme')).toBe(before);
  });

  it.each([
    ['no title', { title: undefined }, 'title'],
    ['a blank title', { title: '   ' }, 'title'],
    ['a numeric title', { title: 12 }, 'title'],
    ['an unknown locale', { locale: 'de' }, 'locale'],
    ['a malformed media id', { mediaId: '../../etc/passwd' }, 'mediaId'],
    ['an unknown status', { userAssetStatusId: 9 }, 'userAssetStatusId'],
    ['a user code', { userCode: 'acme-admin' }, 'body'],
  ])('answers %s with a 400 naming the field', async (_case, overrides, field) => {
    const response = await save(upload(overrides));
    expect(response.status).toBe(400);
    expect(Object.keys(response.json<TProblem>().errors ?? {})).toContain(field);
  });

  it('refuses uploads to users without RESOURCELIBRARY_USER_UPLOAD (403), reviewers included', async () => {
    const before = await countRows(server, 'user_assets', 'acme');
    expect((await save(upload(), nobody)).status).toBe(403);
    expect((await save(upload(), reviewer)).status).toBe(403);
    expect(await countRows(server, 'user_assets', 'acme')).toBe(before);
  });
});

describe('POST /api/Assets/ValidateUserAsset', () => {
  it('answers the broken rules with keys, saving nothing', async () => {
    const before = await countRows(server, 'user_assets', 'acme');
    const response = await server.request('/api/Assets/ValidateUserAsset', {
      method: 'POST',
      headers: learner,
      body: upload({ mediaId: null }),
    });
    expect(response.json<TValidateResponse>().returnValue).toEqual({
      isValid: false,
      errors: [
        { field: 'mediaId', key: 'resources.validation.mediaRequired', message: RESOURCE_MESSAGES.mediaRequired },
      ],
    });
    const valid = await server.request('/api/Assets/ValidateUserAsset', {
      method: 'POST',
      headers: learner,
      body: upload(),
    });
    expect(valid.json<TValidateResponse>().returnValue.isValid).toBe(true);
    expect(await countRows(server, 'user_assets', 'acme')).toBe(before);
  });
});

describe('changes and review', () => {
  it('lets the owner edit while Pending, reviewers approve, and locks it for the owner afterwards', async () => {
    const asset = await saved(upload());
    const edited = await saved(upload({ userAssetId: asset.userAssetId, title: 'My checklist v2' }));
    expect(edited).toMatchObject({ title: 'My checklist v2', userAssetStatusId: 1 });
    const selfApproval = await save(upload({ userAssetId: asset.userAssetId, userAssetStatusId: 2 }));
    expect(selfApproval.status).toBe(400);
    expect(selfApproval.json<TProblem>().errors).toEqual({
      userAssetStatusId: [RESOURCE_MESSAGES.statusChangeNotAllowed],
    });
    const approved = await saved(
      upload({ userAssetId: asset.userAssetId, title: 'My checklist v2', userAssetStatusId: 2, reviewComment: 'Good' }),
      reviewer,
    );
    expect(approved).toMatchObject({
      userAssetStatusId: 2,
      userAssetStatus: 'Approved',
      reviewedBy: 'acme-reviewer',
      reviewComment: 'Good',
    });
    const locked = await save(upload({ userAssetId: asset.userAssetId, title: 'Sneaky' }));
    expect(locked.status).toBe(400);
    expect(locked.json<TProblem>().errors).toEqual({ userAssetId: [RESOURCE_MESSAGES.userAssetLocked] });
  });

  it("hides another user's upload from learners (404) and another tenant's from everyone", async () => {
    const asset = await saved(upload());
    expect((await save(upload({ userAssetId: asset.userAssetId }), manager)).status).toBe(404);
    expect((await server.request(`/api/Assets/GetUserAsset/${asset.userAssetId}`, { headers: manager })).status).toBe(
      404,
    );
    expect((await server.request(`/api/Assets/GetUserAsset/${asset.userAssetId}`, { headers: learner })).status).toBe(
      200,
    );
    expect((await server.request(`/api/Assets/GetUserAsset/${asset.userAssetId}`, { headers: reviewer })).status).toBe(
      200,
    );
    const foreign = await server.request(`/api/Assets/GetUserAsset/${asset.userAssetId}`, {
      host: 'boreal.localhost',
      headers: borealAdmin,
    });
    expect(foreign.status).toBe(404);
    const foreignUpdate = await server.request('/api/Assets/UpdateUserAsset', {
      method: 'POST',
      host: 'boreal.localhost',
      headers: borealAdmin,
      body: upload({
        userAssetId: asset.userAssetId,
        mediaId: null,
        assetTypeCode: 'URL_WEBINAR',
        url: 'https://x.example',
        userAssetStatusId: 3,
      }),
    });
    expect(foreignUpdate.status).toBe(404);
    const read = await server.request(`/api/Assets/GetUserAsset/${asset.userAssetId}`, { headers: learner });
    expect(read.json<TUserAsset>().userAssetStatusId).toBe(1);
  });

  it('publishes an upload as a published resource with its search documents, in one transaction', async () => {
    const categoryId = await createTestCategory(server, 'acme');
    const asset = await saved(upload({ title: 'Learner tips', locale: 'fr-CA', categoryIds: [categoryId] }));
    const failure = await failIndexWrites();
    try {
      const failed = await save(
        upload({ userAssetId: asset.userAssetId, title: 'Learner tips', locale: 'fr-CA', userAssetStatusId: 4 }),
        admin,
      );
      expect(failed.status).toBe(500);
    } finally {
      await failure.undo();
    }
    const unchanged = await server.request(`/api/Assets/GetUserAsset/${asset.userAssetId}`, { headers: learner });
    expect(unchanged.json<TUserAsset>()).toMatchObject({ userAssetStatusId: 1, resourceId: null });

    const published = await saved(
      upload({
        userAssetId: asset.userAssetId,
        title: 'Learner tips',
        locale: 'fr-CA',
        categoryIds: [categoryId],
        userAssetStatusId: 4,
      }),
      admin,
    );
    expect(published.userAssetStatus).toBe('Published');
    expect(published.resourceId).not.toBeNull();
    const resource = await server.request(`/api/resources/${published.resourceId}`, { headers: learner });
    expect(resource.status).toBe(200);
    expect(resource.json<TResource>()).toMatchObject({
      status: 'PUBLISHED',
      title: 'Learner tips',
      locale: 'fr-CA',
      categories: [{ categoryId }],
      assets: [{ assetTypeCode: 'DOCUMENT', assetAttachments: [{ mediaId: pdf }] }],
    });
    const documents = await searchDocumentsOf(server, 'acme', published.resourceId ?? 0);
    expect(documents.map((document) => [document.locale, document.status])).toEqual([['fr-CA', 'PUBLISHED']]);
    // Published uploads belong to the library now: no further changes through the upload.
    const again = await save(upload({ userAssetId: asset.userAssetId, userAssetStatusId: 3 }), admin);
    expect(again.status).toBe(400);
  });
});

async function failIndexWrites(): Promise<{ undo: () => Promise<void> }> {
  const { db } = server.database;
  if (server.database.dialect === 'sqlite') {
    await sql
      .raw(`create trigger fail_index before insert on search_documents begin select raise(abort, 'x'); end`)
      .execute(db);
    return { undo: async () => void (await sql.raw('drop trigger fail_index').execute(db)) };
  }
  await sql
    .raw(`create function fail_index() returns trigger as $$ begin raise exception 'x'; end $$ language plpgsql`)
    .execute(db);
  await sql
    .raw('create trigger fail_index before insert on search_documents for each row execute function fail_index()')
    .execute(db);
  return {
    undo: async () => {
      await sql.raw('drop trigger fail_index on search_documents').execute(db);
      await sql.raw('drop function fail_index()').execute(db);
    },
  };
}

describe('GET /api/Assets/GetUserAssets', () => {
  it("lists the caller's own uploads, newest first; reviewers list everyone's by status", async () => {
    const mine = await saved(upload({ title: 'Manager upload' }), manager);
    const own = await server.request('/api/Assets/GetUserAssets', { headers: manager });
    const page = own.json<TGetUserAssetsResponse>();
    expect(page.result[0]?.userAssetId).toBe(mine.userAssetId);
    expect(page.result.every((asset) => asset.userCode === 'acme-manager')).toBe(true);
    expect((await server.request('/api/Assets/GetUserAssets?scope=review', { headers: manager })).status).toBe(403);
    const review = await server.request('/api/Assets/GetUserAssets?scope=review&status=1&pageSize=100', {
      headers: reviewer,
    });
    const pending = review.json<TGetUserAssetsResponse>();
    expect(pending.result.every((asset) => asset.userAssetStatusId === 1)).toBe(true);
    expect(pending.result.map((asset) => asset.userAssetId)).toContain(mine.userAssetId);
    expect(new Set(pending.result.map((asset) => asset.userCode)).size).toBeGreaterThan(1);
    // Reviewers read who uploaded by name, not by account code (issue 22).
    expect(pending.result.find((asset) => asset.userAssetId === mine.userAssetId)?.uploaderName).toBe('Marco Manager');
    for (const query of ['status=7', 'pageSize=0', 'pageNo=x', 'scope=all']) {
      expect((await server.request(`/api/Assets/GetUserAssets?${query}`, { headers: reviewer })).status, query).toBe(
        400,
      );
    }
  });

  it("never lists another tenant's uploads", async () => {
    const response = await server.request('/api/Assets/GetUserAssets?scope=review&pageSize=100', {
      host: 'boreal.localhost',
      headers: borealAdmin,
    });
    expect(response.json<TGetUserAssetsResponse>().result.every((asset) => asset.userCode.startsWith('boreal'))).toBe(
      true,
    );
  });
});

describe('GET /api/Assets/GetUserAssetTypes and /GetResourceByMedia/{id}', () => {
  it('answers the uploadable asset types', async () => {
    const response = await server.request('/api/Assets/GetUserAssetTypes?locale=fr-CA', { headers: learner });
    const types = response.json<TAssetType[]>();
    expect(types.map((type) => type.assetTypeCode)).toEqual([
      'DOCUMENT',
      'URL_WEBINAR',
      'VIDEO_MP4',
      'URL_PODCAST',
      'POWERPOINT',
      'IMAGE',
    ]);
    expect(types.find((type) => type.assetTypeCode === 'URL_PODCAST')?.name).toBe('Balado');
  });

  it('finds the resource of an attachment or a thumbnail, when the caller may see it', async () => {
    const image = await storeTestMedia(server, 'acme', 'image');
    const video = await storeTestMedia(server, 'acme', 'video');
    const resource = await createTestResource(
      server,
      'acme',
      webinarBody({
        thumbnailMediaId: image,
        assets: [
          { assetTypeCode: 'VIDEO_MP4', texts: { en: { title: 'Clip' } }, assetAttachments: [{ mediaId: video }] },
        ],
      }),
    );
    const byVideo = await server.request(`/api/Assets/GetResourceByMedia/${video.toUpperCase()}`, { headers: learner });
    expect(byVideo.json<TGetResourceByMediaResponse>()).toMatchObject({
      resourceId: resource.resourceId,
      assetId: resource.assets[0]?.assetId,
      assetTypeCode: 'VIDEO_MP4',
      isThumbnail: false,
    });
    const byThumbnail = await server.request(`/api/Assets/GetResourceByMedia/${image}`, { headers: learner });
    expect(byThumbnail.json<TGetResourceByMediaResponse>()).toMatchObject({
      resourceId: resource.resourceId,
      isThumbnail: true,
    });
    const loose = await storeTestMedia(server, 'acme', 'image');
    expect((await server.request(`/api/Assets/GetResourceByMedia/${loose}`, { headers: learner })).status).toBe(404);
    const borealImage = await storeTestMedia(server, 'boreal', 'image');
    await createTestResource(server, 'boreal', webinarBody({ thumbnailMediaId: borealImage }));
    expect((await server.request(`/api/Assets/GetResourceByMedia/${borealImage}`, { headers: admin })).status).toBe(
      404,
    );
    expect((await server.request('/api/Assets/GetResourceByMedia/..%2F..%2Fetc', { headers: learner })).status).toBe(
      400,
    );
    const unpublished = await createTestResource(server, 'acme', webinarBody({ thumbnailMediaId: loose }), {
      publish: false,
    });
    expect((await server.request(`/api/Assets/GetResourceByMedia/${loose}`, { headers: learner })).status).toBe(404);
    const forAdmin = await server.request(`/api/Assets/GetResourceByMedia/${loose}`, { headers: admin });
    expect(forAdmin.json<TGetResourceByMediaResponse>().resourceId).toBe(unpublished.resourceId);
  });
});

describe('access', () => {
  it.each([
    ['POST', '/api/Assets/ValidateUserAsset'],
    ['POST', '/api/Assets/UpdateUserAsset'],
    ['GET', '/api/Assets/GetUserAssets'],
    ['GET', '/api/Assets/GetUserAsset/1'],
  ])(
    '%s %s: 401 without a token or with another tenant’s, 403 without an upload or review permission',
    async (method, path) => {
      const body = method === 'POST' ? upload() : undefined;
      expect((await server.request(path, { method, body })).status).toBe(401);
      expect((await server.request(path, { method, body, headers: borealAdmin })).status).toBe(401);
      expect((await server.request(path, { method, body, headers: nobody })).status).toBe(403);
    },
  );

  it.each([
    ['GET', '/api/Assets/GetUserAssetTypes'],
    ['GET', '/api/Assets/AssetTypes'],
    ['GET', '/api/Assets/GetResourceByMedia/0f8fad5b-d9cb-469f-a165-70867728950e'],
  ])('%s %s answers 401 without a token', async (method, path) => {
    expect((await server.request(path, { method })).status).toBe(401);
  });
});
