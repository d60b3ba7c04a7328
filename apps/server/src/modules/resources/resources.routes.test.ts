import {
  RESOURCE_MESSAGES,
  resourceMessageKey,
  type TAdminResourceSearchResponse,
  type TDeleteResourceResponse,
  type TProblem,
  type TResource,
  type TResourceActionResponse,
  type TResourceTenantConfiguration,
  type TSaveResourceResponse,
  type TValidateResponse,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/access-tokens.ts';
import { buildUserRow } from '../../test/factories.ts';
import { failInsertsInto } from '../../test/failing-inserts.ts';
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
let nobody: Record<string, string>;
let borealAdmin: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer();
  await server.database.db.insertInto('users').values(buildUserRow('acme', 'acme-nobody')).execute();
  admin = await bearer(server.database, 'acme', 'acme-admin');
  learner = await bearer(server.database, 'acme', 'acme-learner');
  nobody = await bearer(server.database, 'acme', 'acme-nobody');
  borealAdmin = await bearer(server.database, 'boreal', 'boreal-admin');
});
afterAll(async () => {
  await server.close();
});

function problemOf(response: { json: <T>() => T }): TProblem {
  return response.json<TProblem>();
}

function fieldsOf(response: { json: <T>() => T }): string[] {
  return Object.keys(problemOf(response).errors ?? {});
}

/** A body with one asset of every type, each with the media it needs. */
async function everyAssetTypeBody(categoryId: number) {
  const [image, pdf, video, audio, deck] = await Promise.all([
    storeTestMedia(server, 'acme', 'image'),
    storeTestMedia(server, 'acme', 'document'),
    storeTestMedia(server, 'acme', 'video'),
    storeTestMedia(server, 'acme', 'audio'),
    storeTestMedia(server, 'acme', 'presentation'),
  ]);
  return {
    image,
    body: {
      texts: {
        en: { title: 'Every asset type', description: '<p>All <em>seven</em> types.</p><script>alert(1)</script>' },
        'fr-CA': null,
      },
      thumbnailMediaId: image,
      durationValue: 2,
      durationType: 'H',
      effectiveDate: null,
      expiryDate: '2099-01-01T00:00:00Z',
      isFeatured: true,
      isElectrified: false,
      categoryIds: [categoryId],
      assets: [
        {
          assetTypeCode: 'DOCUMENT',
          texts: { en: { title: 'Guide' } },
          url: null,
          assetAttachments: [{ mediaId: pdf }],
        },
        { assetTypeCode: 'URL_WEBINAR', texts: { en: { title: 'Webinar' } }, url: 'https://webinars.example/x' },
        {
          assetTypeCode: 'VIDEO_MP4',
          texts: { en: { title: 'Video' } },
          assetAttachments: [{ mediaId: video, sizeInBytes: 1 }],
        },
        {
          assetTypeCode: 'URL_PODCAST',
          texts: { en: { title: 'Podcast' } },
          url: null,
          assetAttachments: [{ mediaId: audio }],
        },
        { assetTypeCode: 'COURSE_HOSTED', texts: { 'fr-CA': { title: 'Cours' } }, url: 'https://courses.example/1' },
        { assetTypeCode: 'POWERPOINT', texts: { en: { title: 'Deck' } }, assetAttachments: [{ mediaId: deck }] },
        { assetTypeCode: 'IMAGE', texts: { en: { title: 'Poster' } }, assetAttachments: [{ mediaId: image }] },
      ],
    },
  };
}

describe('POST /api/resources (create)', () => {
  it('creates a resource with every asset type (201), PENDING_PUBLISHING, effective now, sizes from the media', async () => {
    const categoryId = await createTestCategory(server, 'acme');
    const { body, image } = await everyAssetTypeBody(categoryId);
    const before = Date.now();
    const response = await server.request('/api/resources', { method: 'POST', headers: admin, body });
    expect(response.status).toBe(201);
    const { success, returnValue: created } = response.json<TSaveResourceResponse>();
    expect(success).toBe(true);
    expect(created).toMatchObject({
      status: 'PENDING_PUBLISHING',
      title: 'Every asset type',
      locale: 'en',
      thumbnailMediaId: image,
      durationValue: 2,
      durationType: 'H',
      isFeatured: true,
      isVisible: false,
      expiryDate: '2099-01-01T00:00:00.000Z',
      categories: [{ categoryId }],
      createdBy: 'acme-admin',
    });
    // Spec section 5: a missing effective date is now.
    expect(Date.parse(created.effectiveDate)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(created.effectiveDate)).toBeLessThanOrEqual(Date.now());
    // Descriptions are sanitized HTML.
    expect(created.description).toBe('<p>All <em>seven</em> types.</p>');
    expect(created.assets.map((asset) => asset.assetTypeCode)).toEqual([
      'DOCUMENT',
      'URL_WEBINAR',
      'VIDEO_MP4',
      'URL_PODCAST',
      'COURSE_HOSTED',
      'POWERPOINT',
      'IMAGE',
    ]);
    const video = created.assets[2];
    expect(video?.assetAttachments[0]?.sizeInBytes).toBeGreaterThan(1);
    expect(video?.assetAttachments[0]?.contentType).toBe('video/mp4');
    const pdf = created.assets[0]?.assetAttachments[0];
    expect(pdf).toMatchObject({ contentType: 'application/pdf', fileName: 'guide.pdf' });
    // A title missing in the asked language falls back to the other one.
    expect(created.assets[4]?.title).toBe('Cours');
    // One search document per locale with text: en only here, with the resource's status.
    const documents = await searchDocumentsOf(server, 'acme', created.resourceId);
    expect(documents).toHaveLength(1);
    expect(documents[0]).toMatchObject({ locale: 'en', status: 'PENDING_PUBLISHING', asset_type_code: 'DOCUMENT' });
    // The prose, then (behind a paragraph separator) the keywords: category names, asset titles.
    expect(documents[0]?.text).toBe('All seven types.\u2029Safety Guide Webinar Video Podcast Cours Deck Poster');
  });

  it.each([
    ['an empty body', {}, ['texts', 'assets']],
    [
      'wrong types',
      { texts: 'title', assets: {}, isFeatured: 'yes', durationValue: 'ten' },
      ['texts', 'assets', 'isFeatured', 'durationValue'],
    ],
    ['an unknown asset type', { assets: [{ assetTypeCode: 'PDF', texts: {} }] }, ['assets.0.assetTypeCode']],
    ['an oversize title', { texts: { en: { title: 't'.repeat(201) } } }, ['texts.en.title']],
    ['a malformed media id', { thumbnailMediaId: 'not-a-uuid' }, ['thumbnailMediaId']],
    ['a malformed date', { effectiveDate: '2026-13-45' }, ['effectiveDate']],
    ['an unknown duration type', { durationType: 'W' }, ['durationType']],
    ['an unknown property', { tenantCode: 'boreal' }, ['body']],
  ])('answers %s with a 400 naming the fields, creating nothing', async (_case, overrides, fields) => {
    const before = await countRows(server, 'resources', 'acme');
    const body = _case === 'an empty body' ? {} : { ...webinarBody(), ...overrides };
    const response = await server.request('/api/resources', { method: 'POST', headers: admin, body });
    expect(response.status).toBe(400);
    expect(problemOf(response).code).toBe('validation_failed');
    expect(fieldsOf(response)).toEqual(expect.arrayContaining(fields));
    expect(await countRows(server, 'resources', 'acme')).toBe(before);
  });

  it('answers the server-side rules with field messages (400), creating nothing', async () => {
    const before = await countRows(server, 'resources', 'acme');
    const pdf = await storeTestMedia(server, 'acme', 'document');
    const borealImage = await storeTestMedia(server, 'boreal', 'image');
    const borealCategory = await createTestCategory(server, 'boreal');
    const response = await server.request('/api/resources', {
      method: 'POST',
      headers: admin,
      body: {
        texts: { en: { title: '  ' } },
        thumbnailMediaId: pdf,
        durationValue: 5,
        effectiveDate: '2030-01-01T00:00:00Z',
        expiryDate: '2029-01-01T00:00:00Z',
        categoryIds: [borealCategory],
        assets: [
          { assetTypeCode: 'URL_WEBINAR', texts: { en: { title: 'W' } }, url: 'javascript:alert(1)' },
          { assetTypeCode: 'VIDEO_MP4', texts: { en: { title: 'V' } }, assetAttachments: [{ mediaId: pdf }] },
          { assetTypeCode: 'IMAGE', texts: {}, assetAttachments: [{ mediaId: borealImage }] },
          { assetTypeCode: 'DOCUMENT', texts: { en: { title: 'D' } }, url: 'https://x.example' },
          { assetTypeCode: 'URL_PODCAST', texts: { en: { title: 'P' } } },
        ],
      },
    });
    expect(response.status).toBe(400);
    expect(problemOf(response).errors).toEqual({
      texts: [RESOURCE_MESSAGES.titleRequired],
      durationType: [RESOURCE_MESSAGES.durationTypeRequired],
      expiryDate: [RESOURCE_MESSAGES.expiryBeforeEffective],
      'categoryIds.0': [RESOURCE_MESSAGES.categoryUnknown],
      thumbnailMediaId: [RESOURCE_MESSAGES.thumbnailNotImage],
      'assets.0.url': [RESOURCE_MESSAGES.urlInvalid],
      'assets.1.assetAttachments.0.mediaId': [RESOURCE_MESSAGES.attachmentWrongKind],
      'assets.2.texts': [RESOURCE_MESSAGES.assetTitleRequired],
      'assets.2.assetAttachments.0.mediaId': [RESOURCE_MESSAGES.attachmentUnknown],
      'assets.3.url': [RESOURCE_MESSAGES.urlNotAllowed],
      'assets.3.assetAttachments': [RESOURCE_MESSAGES.attachmentRequired],
      'assets.4.url': [RESOURCE_MESSAGES.podcastNeedsUrlOrAudio],
    });
    expect(await countRows(server, 'resources', 'acme')).toBe(before);
  });

  it('writes nothing when the database fails half-way (one transaction)', async () => {
    const categoryId = await createTestCategory(server, 'acme');
    const { body } = await everyAssetTypeBody(categoryId);
    const before = {
      resources: await countRows(server, 'resources', 'acme'),
      assets: await countRows(server, 'resource_assets', 'acme'),
      documents: await countRows(server, 'search_documents', 'acme'),
    };
    const failure = await failInsertsInto(server.database, 'resource_asset_attachments');
    try {
      const response = await server.request('/api/resources', { method: 'POST', headers: admin, body });
      expect(response.status).toBe(500);
      expect(response.text).not.toContain('injected');
    } finally {
      await failure.undo();
    }
    expect({
      resources: await countRows(server, 'resources', 'acme'),
      assets: await countRows(server, 'resource_assets', 'acme'),
      documents: await countRows(server, 'search_documents', 'acme'),
    }).toEqual(before);
  });
});

describe('GET /api/resources/{id}', () => {
  it('answers any status to administrators, visible resources only to learners', async () => {
    const draft = await createTestResource(server, 'acme', webinarBody(), { publish: false });
    expect((await server.request(`/api/resources/${draft.resourceId}`, { headers: admin })).status).toBe(200);
    expect((await server.request(`/api/resources/${draft.resourceId}`, { headers: learner })).status).toBe(404);
    const published = await createTestResource(server, 'acme');
    const read = await server.request(`/api/resources/${published.resourceId}?locale=fr-CA`, { headers: learner });
    expect(read.status).toBe(200);
    expect(read.json<TResource>()).toMatchObject({ title: 'Sécurité en magasin', locale: 'fr-CA', isVisible: true });
    const future = await createTestResource(server, 'acme', webinarBody({ effectiveDate: '2099-01-01T00:00:00Z' }));
    expect((await server.request(`/api/resources/${future.resourceId}`, { headers: learner })).status).toBe(404);
    const expired = await createTestResource(
      server,
      'acme',
      webinarBody({ effectiveDate: '2020-01-01T00:00:00Z', expiryDate: '2021-01-01T00:00:00Z' }),
    );
    expect((await server.request(`/api/resources/${expired.resourceId}`, { headers: learner })).status).toBe(404);
  });

  it("answers 404 for another tenant's resource, even to its administrators", async () => {
    const boreal = await createTestResource(server, 'boreal');
    const response = await server.request(`/api/resources/${boreal.resourceId}`, { headers: admin });
    expect(response.status).toBe(404);
    expect(response.text).not.toContain('Sécurité');
  });

  it.each(['abc', '0', '-1', '1.5', '0x10', '99999999999'])('answers the id %s with a 400 naming id', async (id) => {
    const response = await server.request(`/api/resources/${id}`, { headers: admin });
    expect(response.status).toBe(400);
    expect(fieldsOf(response)).toEqual(['id']);
  });
});

describe('PUT /api/resources/{resourceId} (update)', () => {
  it('replaces texts, categories and assets (kept by assetId), keeps the status and re-indexes', async () => {
    const first = await createTestCategory(server, 'acme');
    const second = await createTestCategory(server, 'acme', { en: 'Leadership', fr: 'Leadership' });
    const pdf = await storeTestMedia(server, 'acme', 'document');
    const created = await createTestResource(server, 'acme', webinarBody({ categoryIds: [first] }));
    const keptAssetId = created.assets[0]?.assetId;
    const response = await server.request(`/api/resources/${created.resourceId}`, {
      method: 'PUT',
      headers: admin,
      body: {
        ...webinarBody(),
        resourceId: created.resourceId,
        texts: { en: { title: 'Safety, revised' }, 'fr-CA': null },
        categoryIds: [second],
        assets: [
          {
            assetId: keptAssetId,
            assetTypeCode: 'URL_WEBINAR',
            texts: { en: { title: 'Live' } },
            url: 'https://w.example/2',
          },
          {
            assetTypeCode: 'DOCUMENT',
            texts: { en: { title: 'Checklist' } },
            assetAttachments: [{ mediaId: pdf.toUpperCase() }],
          },
        ],
      },
    });
    expect(response.status).toBe(200);
    const updated = response.json<TSaveResourceResponse>().returnValue;
    expect(updated).toMatchObject({
      status: 'PUBLISHED',
      title: 'Safety, revised',
      texts: { en: { title: 'Safety, revised' }, 'fr-CA': null },
      categories: [{ categoryId: second }],
      modifiedBy: 'acme-admin',
    });
    expect(updated.assets[0]?.assetId).toBe(keptAssetId);
    expect(updated.assets[1]?.assetAttachments[0]?.mediaId).toBe(pdf);
    const documents = await searchDocumentsOf(server, 'acme', created.resourceId);
    expect(documents.map((document) => [document.locale, document.status, document.title])).toEqual([
      ['en', 'PUBLISHED', 'Safety, revised'],
    ]);
    expect(documents[0]?.text).toBe('\u2029Leadership Live Checklist');
  });

  it('refuses an assetId of another resource and a body naming another resource (400)', async () => {
    const one = await createTestResource(server, 'acme');
    const other = await createTestResource(server, 'acme');
    const foreignAsset = await server.request(`/api/resources/${one.resourceId}`, {
      method: 'PUT',
      headers: admin,
      body: webinarBody({
        assets: [
          {
            assetId: other.assets[0]?.assetId,
            assetTypeCode: 'URL_WEBINAR',
            texts: { en: { title: 'x' } },
            url: 'https://x.example',
          },
        ],
      }),
    });
    expect(foreignAsset.status).toBe(400);
    expect(problemOf(foreignAsset).errors).toEqual({ 'assets.0.assetId': [RESOURCE_MESSAGES.assetUnknown] });
    const mismatch = await server.request(`/api/resources/${one.resourceId}`, {
      method: 'PUT',
      headers: admin,
      body: { ...webinarBody(), resourceId: other.resourceId },
    });
    expect(mismatch.status).toBe(400);
    expect(fieldsOf(mismatch)).toEqual(['resourceId']);
  });

  it("answers 404 for another tenant's resource, leaving it and its documents unchanged", async () => {
    const boreal = await createTestResource(server, 'boreal');
    const documentsBefore = await searchDocumentsOf(server, 'boreal', boreal.resourceId);
    const response = await server.request(`/api/resources/${boreal.resourceId}`, {
      method: 'PUT',
      headers: admin,
      body: webinarBody({ texts: { en: { title: 'Hijacked' } } }),
    });
    expect(response.status).toBe(404);
    const read = await server.request(`/api/resources/${boreal.resourceId}`, {
      host: 'boreal.localhost',
      headers: borealAdmin,
    });
    expect(read.json<TResource>().texts.en?.title).toBe('Store safety basics');
    expect(await searchDocumentsOf(server, 'boreal', boreal.resourceId)).toEqual(documentsBefore);
  });

  it('changes nothing when the search index write fails (same transaction)', async () => {
    const created = await createTestResource(server, 'acme');
    const documentsBefore = await searchDocumentsOf(server, 'acme', created.resourceId);
    const failure = await failInsertsInto(server.database, 'search_documents');
    try {
      const response = await server.request(`/api/resources/${created.resourceId}`, {
        method: 'PUT',
        headers: admin,
        body: webinarBody({ texts: { en: { title: 'Never saved' } }, assets: [] }),
      });
      // No assets breaks a rule first: 400; a valid body reaches the index and fails there.
      expect(response.status).toBe(400);
      const valid = await server.request(`/api/resources/${created.resourceId}`, {
        method: 'PUT',
        headers: admin,
        body: webinarBody({ texts: { en: { title: 'Never saved' } } }),
      });
      expect(valid.status).toBe(500);
    } finally {
      await failure.undo();
    }
    const read = await server.request(`/api/resources/${created.resourceId}`, { headers: admin });
    expect(read.json<TResource>().title).toBe('Store safety basics');
    expect(await searchDocumentsOf(server, 'acme', created.resourceId)).toEqual(documentsBefore);
  });
});

describe('publish, unpublish, RemoveThumbnail, delete', () => {
  it('keeps the search documents in step: published, unpublished, deleted', async () => {
    const image = await storeTestMedia(server, 'acme', 'image');
    const created = await createTestResource(server, 'acme', webinarBody({ thumbnailMediaId: image }), {
      publish: false,
    });
    const id = created.resourceId;
    const statuses = async () => (await searchDocumentsOf(server, 'acme', id)).map((document) => document.status);
    expect(await statuses()).toEqual(['PENDING_PUBLISHING', 'PENDING_PUBLISHING']);

    const published = await server.request(`/api/resources/${id}/publish`, { headers: admin });
    expect(published.status).toBe(200);
    expect(published.json<TResourceActionResponse>().returnValue).toMatchObject({
      status: 'PUBLISHED',
      isVisible: true,
    });
    expect(await statuses()).toEqual(['PUBLISHED', 'PUBLISHED']);
    expect((await server.request(`/api/resources/${id}`, { headers: learner })).status).toBe(200);

    const unpublished = await server.request(`/api/resources/${id}/unpublish`, { headers: admin });
    expect(unpublished.json<TResourceActionResponse>().returnValue.status).toBe('UNPUBLISHED');
    expect(await statuses()).toEqual(['UNPUBLISHED', 'UNPUBLISHED']);
    expect((await server.request(`/api/resources/${id}`, { headers: learner })).status).toBe(404);

    const removed = await server.request(`/api/resources/RemoveThumbnail/${id}`, { method: 'DELETE', headers: admin });
    expect(removed.status).toBe(200);
    expect(removed.json<TResourceActionResponse>().returnValue.thumbnailMediaId).toBeNull();

    const deleted = await server.request(`/api/resources/${id}`, {
      method: 'DELETE',
      headers: { ...admin, 'content-type': 'application/json' },
    });
    expect(deleted.status).toBe(200);
    expect(deleted.json<TDeleteResourceResponse>()).toEqual({ success: true, returnValue: id, message: null });
    expect(await statuses()).toEqual([]);
    expect((await server.request(`/api/resources/${id}`, { headers: admin })).status).toBe(404);
    expect((await server.request(`/api/resources/${id}`, { method: 'DELETE', headers: admin })).status).toBe(404);
  });

  it('leaves the status as it was when the index write fails (same transaction)', async () => {
    const created = await createTestResource(server, 'acme', webinarBody(), { publish: false });
    const failure = await failInsertsInto(server.database, 'search_documents');
    try {
      expect((await server.request(`/api/resources/${created.resourceId}/publish`, { headers: admin })).status).toBe(
        500,
      );
    } finally {
      await failure.undo();
    }
    const read = await server.request(`/api/resources/${created.resourceId}`, { headers: admin });
    expect(read.json<TResource>().status).toBe('PENDING_PUBLISHING');
    expect((await searchDocumentsOf(server, 'acme', created.resourceId)).map((document) => document.status)).toEqual([
      'PENDING_PUBLISHING',
      'PENDING_PUBLISHING',
    ]);
  });

  it("answers 404 to every action on another tenant's resource, which stays as it is", async () => {
    const boreal = await createTestResource(server, 'boreal', webinarBody(), { publish: false });
    for (const [method, path] of [
      ['GET', `/api/resources/${boreal.resourceId}/publish`],
      ['GET', `/api/resources/${boreal.resourceId}/unpublish`],
      ['DELETE', `/api/resources/RemoveThumbnail/${boreal.resourceId}`],
      ['DELETE', `/api/resources/${boreal.resourceId}`],
    ] as const) {
      expect((await server.request(path, { method, headers: admin })).status, `${method} ${path}`).toBe(404);
    }
    const read = await server.request(`/api/resources/${boreal.resourceId}`, {
      host: 'boreal.localhost',
      headers: borealAdmin,
    });
    expect(read.json<TResource>().status).toBe('PENDING_PUBLISHING');
    expect(await searchDocumentsOf(server, 'boreal', boreal.resourceId)).toHaveLength(2);
  });
});

describe('POST /api/resources/validate and /api/Assets/Validate', () => {
  it('answers every broken rule with its message key and text, saving nothing', async () => {
    const before = await countRows(server, 'resources', 'acme');
    const response = await server.request('/api/resources/validate', {
      method: 'POST',
      headers: admin,
      body: { ...webinarBody(), texts: { en: null, 'fr-CA': null }, durationType: null, assets: [] },
    });
    expect(response.status).toBe(200);
    const { returnValue } = response.json<TValidateResponse>();
    expect(returnValue.isValid).toBe(false);
    expect(returnValue.errors).toEqual([
      { field: 'texts', key: resourceMessageKey('titleRequired'), message: RESOURCE_MESSAGES.titleRequired },
      {
        field: 'durationType',
        key: 'resources.validation.durationTypeRequired',
        message: RESOURCE_MESSAGES.durationTypeRequired,
      },
      { field: 'assets', key: 'resources.validation.assetRequired', message: RESOURCE_MESSAGES.assetRequired },
    ]);
    const valid = await server.request('/api/resources/validate', {
      method: 'POST',
      headers: admin,
      body: webinarBody(),
    });
    expect(valid.json<TValidateResponse>().returnValue).toEqual({ isValid: true, errors: [] });
    expect(await countRows(server, 'resources', 'acme')).toBe(before);
  });

  it('validates one asset, its media and that it belongs to the resource', async () => {
    const created = await createTestResource(server, 'acme');
    const image = await storeTestMedia(server, 'acme', 'image');
    const response = await server.request('/api/Assets/Validate', {
      method: 'POST',
      headers: admin,
      body: {
        resourceId: created.resourceId,
        assetId: 999_999,
        assetTypeCode: 'VIDEO_MP4',
        texts: { en: { title: 'Clip' } },
        assetAttachments: [{ mediaId: image }],
      },
    });
    expect(response.status).toBe(200);
    expect(response.json<TValidateResponse>().returnValue.errors.map((issue) => [issue.field, issue.key])).toEqual([
      ['assetId', 'resources.validation.assetUnknown'],
      ['assetAttachments.0.mediaId', 'resources.validation.attachmentWrongKind'],
    ]);
    const bad = await server.request('/api/Assets/Validate', {
      method: 'POST',
      headers: admin,
      body: { assetTypeCode: 7 },
    });
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad)).toEqual(expect.arrayContaining(['assetTypeCode', 'texts']));
  });
});

describe('POST /api/resources/admin/search', () => {
  it('lists every status with search, filters, sort and paging (default: newest first, page size 16)', async () => {
    const categoryId = await createTestCategory(server, 'acme');
    const titles = ['Zeta forklift', 'Alpha forklift', 'Mid forklift'];
    const created: TResource[] = [];
    for (const [index, title] of titles.entries()) {
      created.push(
        await createTestResource(server, 'acme', webinarBody({ texts: { en: { title } }, categoryIds: [categoryId] }), {
          publish: index !== 1,
        }),
      );
    }
    const search = async (body: unknown) => {
      const response = await server.request('/api/resources/admin/search', { method: 'POST', headers: admin, body });
      expect(response.status).toBe(200);
      return response.json<TAdminResourceSearchResponse>();
    };
    const newest = await search({ searchParameters: { searchText: 'FORKLIFT', categoryIds: [categoryId] } });
    expect(newest.totalRecords).toBe(3);
    expect(newest.result.map((item) => item.title)).toEqual(['Mid forklift', 'Alpha forklift', 'Zeta forklift']);
    const byTitle = await search({
      sortColumns: [{ colId: 'title', sort: 'asc' }],
      pageSize: 2,
      pageNo: 2,
      searchParameters: { categoryIds: [categoryId] },
    });
    expect(byTitle).toMatchObject({ totalRecords: 3, result: [{ title: 'Zeta forklift' }] });
    const pending = await search({ searchParameters: { categoryIds: [categoryId], status: 'PENDING_PUBLISHING' } });
    expect(pending.result.map((item) => item.resourceId)).toEqual([created[1]?.resourceId]);
    const noBody = await server.request('/api/resources/admin/search', {
      method: 'POST',
      headers: { ...admin, 'content-type': 'application/json' },
    });
    expect(noBody.status).toBe(200);
    expect(noBody.json<TAdminResourceSearchResponse>().result.length).toBeLessThanOrEqual(16);
  });

  it("never lists another tenant's resources", async () => {
    await createTestResource(server, 'boreal', webinarBody({ texts: { en: { title: 'Boreal only quokka' } } }));
    const response = await server.request('/api/resources/admin/search', {
      method: 'POST',
      headers: admin,
      body: { searchParameters: { searchText: 'quokka' } },
    });
    expect(response.json<TAdminResourceSearchResponse>()).toEqual({ result: [], totalRecords: 0 });
  });

  it.each([
    ['an unknown sort column', { sortColumns: [{ colId: 'password', sort: 'asc' }] }, 'sortColumns.0.colId'],
    ['a page size over 100', { pageSize: 101 }, 'pageSize'],
    ['page 0', { pageNo: 0 }, 'pageNo'],
    ['an unknown status', { searchParameters: { status: 'DRAFT' } }, 'searchParameters.status'],
    ['a tenant code', { searchParameters: { TenantCode: 'boreal' } }, 'searchParameters'],
  ])('answers %s with a 400 naming the field', async (_case, body, field) => {
    const response = await server.request('/api/resources/admin/search', { method: 'POST', headers: admin, body });
    expect(response.status).toBe(400);
    expect(fieldsOf(response)).toContain(field);
  });
});

describe('reference lists and configuration', () => {
  it('answers duration types, URL types and asset types in the asked language', async () => {
    const durations = await server.request('/api/resources/refDurationTypes?locale=fr-CA', { headers: learner });
    expect(durations.json()).toEqual([
      { durationTypeCode: 'D', durationTypeName: 'DAYS', name: 'Jours' },
      { durationTypeCode: 'M', durationTypeName: 'MINUTES', name: 'Minutes' },
      { durationTypeCode: 'H', durationTypeName: 'HOURS', name: 'Heures' },
    ]);
    const urls = await server.request('/api/resources/refUrlTypes', { headers: learner });
    expect(urls.json<{ assetTypeCode: string }[]>().map((type) => type.assetTypeCode)).toEqual([
      'URL_WEBINAR',
      'URL_PODCAST',
      'COURSE_HOSTED',
    ]);
    const types = await server.request('/api/Assets/AssetTypes', { headers: learner });
    expect(types.json<{ assetTypeCode: string }[]>()).toHaveLength(7);
    expect((await server.request('/api/resources/refDurationTypes?locale=de', { headers: learner })).status).toBe(400);
  });

  it('answers the tenant configuration with what the caller may do', async () => {
    const forLearner = await server.request('/api/resources/TenantConfiguration', { headers: learner });
    expect(forLearner.status).toBe(200);
    expect(forLearner.json<TResourceTenantConfiguration>()).toMatchObject({
      moduleCode: 'RESOURCELIBRARY',
      locales: ['en', 'fr-CA'],
      defaultLocale: 'en',
      defaultPageSize: 16,
      defaultThumbnail: { width: 121, height: 121 },
      userAssetExpiryYears: 5,
      canUpload: true,
      isAdmin: false,
    });
    const forNobody = await server.request('/api/resources/TenantConfiguration', { headers: nobody });
    expect(forNobody.json<TResourceTenantConfiguration>()).toMatchObject({ canUpload: false, isAdmin: false });
    const forBoreal = await server.request('/api/resources/TenantConfiguration', {
      host: 'boreal.localhost',
      headers: borealAdmin,
    });
    expect(forBoreal.json<TResourceTenantConfiguration>()).toMatchObject({ defaultLocale: 'fr-CA', isAdmin: true });
  });
});

describe('access', () => {
  const adminCalls: [string, string][] = [
    ['GET', '/api/resources/1/publish'],
    ['GET', '/api/resources/1/unpublish'],
    ['DELETE', '/api/resources/1'],
    ['DELETE', '/api/resources/RemoveThumbnail/1'],
    ['POST', '/api/resources'],
    ['PUT', '/api/resources/1'],
    ['POST', '/api/resources/validate'],
    ['POST', '/api/resources/admin/search'],
    ['POST', '/api/resources/recommend'],
    ['POST', '/api/resources/assign'],
    ['POST', '/api/Assets/Validate'],
  ];

  it.each(adminCalls)(
    '%s %s answers 401 without a token or with another tenant’s, 403 to learners',
    async (method, path) => {
      const body = method === 'POST' || method === 'PUT' ? webinarBody() : undefined;
      expect((await server.request(path, { method, body })).status).toBe(401);
      expect((await server.request(path, { method, body, headers: borealAdmin })).status).toBe(401);
      expect((await server.request(path, { method, body, headers: learner })).status).toBe(403);
    },
  );

  it('refuses writes to learners without changing anything', async () => {
    const created = await createTestResource(server, 'acme', webinarBody(), { publish: false });
    const before = await countRows(server, 'resources', 'acme');
    expect(
      (await server.request('/api/resources', { method: 'POST', headers: learner, body: webinarBody() })).status,
    ).toBe(403);
    expect((await server.request(`/api/resources/${created.resourceId}/publish`, { headers: learner })).status).toBe(
      403,
    );
    expect(await countRows(server, 'resources', 'acme')).toBe(before);
    const read = await server.request(`/api/resources/${created.resourceId}`, { headers: admin });
    expect(read.json<TResource>().status).toBe('PENDING_PUBLISHING');
  });
});
