import { USER_ASSET_STATUS, type TGetAdminAttentionResponse } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/access-tokens.ts';
import { buildUserRow } from '../../test/factories.ts';
import { disableModule, signInNewUser } from '../../test/server-fixtures.ts';
import { startTestServer, type TTestServer } from '../../test/test-server.ts';
import { createTestResource, webinarBody } from '../resources/resource-test-fixtures.ts';

let server: TTestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

async function attention(headers: Record<string, string>, tenant = 'acme') {
  return server.request('/api/admin/attention', { host: `${tenant}.localhost`, headers });
}

async function countsOf(headers: Record<string, string>, tenant = 'acme'): Promise<TGetAdminAttentionResponse> {
  const response = await attention(headers, tenant);
  expect(response.status).toBe(200);
  return response.json<TGetAdminAttentionResponse>();
}

const DAY = 24 * 60 * 60 * 1000;

async function addPendingUpload(tenantCode: string, userCode: string) {
  const now = new Date().toISOString();
  await server.database.db
    .insertInto('user_assets')
    .values({
      tenant_code: tenantCode,
      user_code: userCode,
      asset_type_code: 'URL_WEBINAR',
      title: 'A webinar to review',
      description: null,
      locale: 'en',
      url: 'https://example.com/webinar',
      media_id: null,
      size_in_bytes: null,
      content_type: null,
      file_name: null,
      status_id: USER_ASSET_STATUS.Pending,
      effective_date: now,
      expiry_date: new Date(Date.now() + 365 * DAY).toISOString(),
      review_comment: null,
      reviewed_by: null,
      reviewed_at: null,
      resource_id: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

/** A published resource of the tenant expiring in `inDays` days (none: never). */
async function addResource(tenantCode: string, inDays: number | null): Promise<void> {
  const expiryDate = inDays === null ? null : new Date(Date.now() + inDays * DAY).toISOString();
  await createTestResource(server, tenantCode, webinarBody({ expiryDate }));
}

describe('GET /api/admin/attention', () => {
  it('counts people without a role, uploads awaiting review and resources expiring soon, of the tenant only', async () => {
    const admin = await bearer(server.database, 'acme', 'acme-admin');
    const before = await countsOf(admin);
    expect(before).toEqual({
      peopleWithoutRole: expect.any(Number),
      pendingUploads: expect.any(Number),
      expiringResources: expect.any(Number),
    });

    await server.database.db.insertInto('users').values(buildUserRow('acme', 'acme-roleless')).execute();
    await server.database.db.insertInto('users').values(buildUserRow('boreal', 'boreal-roleless')).execute();
    // Inactive people need no role.
    await server.database.db
      .insertInto('users')
      .values(buildUserRow('acme', 'acme-gone', { status: 'INACTIVE' }))
      .execute();
    await addPendingUpload('acme', 'acme-learner');
    await addPendingUpload('boreal', 'boreal-admin');
    await addResource('acme', 10);
    await addResource('acme', 60);
    await addResource('acme', null);
    await addResource('boreal', 10);

    expect(await countsOf(admin)).toEqual({
      peopleWithoutRole: (before.peopleWithoutRole ?? 0) + 1,
      pendingUploads: (before.pendingUploads ?? 0) + 1,
      expiringResources: (before.expiringResources ?? 0) + 1,
    });
  });

  it('gives each count only to an administrator of its area, and nothing of a module turned off', async () => {
    const newsAdmin = await signInNewUser(server, 'acme', 'acme-news-admin', { permissions: ['NEWS_ADMIN'] });
    expect(await countsOf(newsAdmin)).toEqual({
      peopleWithoutRole: null,
      pendingUploads: null,
      expiringResources: null,
    });
    const reviewer = await signInNewUser(server, 'acme', 'acme-reviewer', {
      permissions: ['RESOURCELIBRARY_REVIEW_UPLOADS'],
    });
    expect(await countsOf(reviewer)).toMatchObject({ peopleWithoutRole: null, expiringResources: null });
    expect((await countsOf(reviewer)).pendingUploads).toEqual(expect.any(Number));

    await disableModule(server, 'boreal', 'RESOURCELIBRARY');
    const borealAdmin = await bearer(server.database, 'boreal', 'boreal-admin');
    expect(await countsOf(borealAdmin, 'boreal')).toMatchObject({ pendingUploads: null, expiringResources: null });
  });

  it('answers 401 without a token and 403 to a learner', async () => {
    expect((await attention({})).status).toBe(401);
    expect((await attention(await bearer(server.database, 'acme', 'acme-learner'))).status).toBe(403);
  });
});
