import {
  PICTURE_MEDIA_NOT_FOUND,
  PICTURE_NOT_AN_IMAGE,
  UserValidation,
  type TCountUsersByTagResponse,
  type TListApprovedUsersResponse,
  type TMedia,
  type TProblem,
  type TUser,
  type TUserSummary,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/access-tokens.ts';
import { startTestServer, type TTestServer } from '../../test/test-server.ts';
import { fileUpload, pdfFile, pngFile, sendBytes } from '../media/media-test-files.ts';

let server: TTestServer;

/** Extra acme users: one whose profile the tests change, a former reportee, an external-only account. */
const PROFILE = 'acme-profile';
const FORMER = 'acme-former';
const EXTERNAL = 'acme-external';

beforeAll(async () => {
  server = await startTestServer();
  const now = new Date().toISOString();
  const base = {
    tenant_code: 'acme',
    browsing_language_preference: 'en',
    first_preference_updated: false,
    created_at: now,
    updated_at: now,
    job_role_code: null,
    job_title: 'Clerk',
    picture_media_id: null,
    location_id: null,
    status: 'ACTIVE',
    show_message: true,
  };
  const learnerHash = await server.database.db
    .selectFrom('users')
    .select('password_hash')
    .where('user_code', '=', 'acme-learner')
    .executeTakeFirstOrThrow();
  await server.database.db
    .insertInto('users')
    .values([
      {
        ...base,
        user_code: PROFILE,
        email: 'profile@acme.test',
        first_name: 'Pat',
        last_name: 'Profile',
        password_hash: learnerHash.password_hash,
        manager_user_code: null,
      },
      {
        ...base,
        user_code: FORMER,
        email: 'former@acme.test',
        first_name: 'Fred',
        last_name: 'Former',
        password_hash: learnerHash.password_hash,
        manager_user_code: 'acme-manager',
        status: 'INACTIVE',
      },
      {
        ...base,
        user_code: EXTERNAL,
        email: 'external@acme.test',
        first_name: 'Eve',
        last_name: 'External',
        password_hash: null,
        manager_user_code: null,
      },
    ])
    .execute();
});
afterAll(async () => {
  await server.close();
});

type TMethod = 'GET' | 'POST' | 'PUT';

async function call(
  method: TMethod,
  path: string,
  options: { user?: string; tenant?: string; host?: string; body?: unknown } = {},
) {
  const tenant = options.tenant ?? 'acme';
  const headers = options.user ? await bearer(server.database, tenant, options.user) : {};
  return server.request(path, {
    method,
    host: options.host ?? `${tenant}.localhost`,
    headers,
    ...(options.body === undefined ? {} : { body: options.body }),
  });
}

async function userRow(userCode: string, tenantCode = 'acme') {
  return server.database.db
    .selectFrom('users')
    .selectAll()
    .where('tenant_code', '=', tenantCode)
    .where('user_code', '=', userCode)
    .executeTakeFirstOrThrow();
}

function fieldsOf(response: { json: <T>() => T }): string[] {
  return Object.keys(response.json<TProblem>().errors ?? {});
}

/** Every route of this module, with a valid body, for the access checks that apply to all. */
const SIGNED_IN_ROUTES: [TMethod, string, unknown][] = [
  ['GET', '/api/userprofile/getcurrentuser', undefined],
  ['GET', '/api/user/acme-learner', undefined],
  ['POST', '/api/user/checkoldpassword', { oldPassword: 'Portal!2026' }],
  ['POST', '/api/user/changepassword', { oldPassword: 'Portal!2026', newPassword: 'Another!2027x' }],
  ['POST', '/api/userprofile/setuserwelcomestate', { firstPreferenceUpdated: true }],
  ['POST', '/api/userprofile/checkemailexistance', { email: 'learner@acme.test' }],
  ['POST', '/api/userprofile/updateuserinfo', { firstName: 'A', lastName: 'B', email: 'ab@acme.test' }],
  ['PUT', '/api/userprofile/updateprofilepicture', { mediaId: null, userCode: 'acme-learner' }],
  ['POST', '/api/userprofile/userbrowserlanguage', { userCode: 'acme-learner', langauge: 'en' }],
  ['POST', '/api/userprofile/updateshowmessagerequest', { showMessage: true }],
  ['POST', '/api/userprofile/myreportees', {}],
  ['GET', '/api/userprofile/myreportee/acme-learner/verify', undefined],
  [
    'POST',
    '/api/UserNotificationAcceptance',
    { notificationCode: 'PRIVACY', tenantCode: 'acme', userCode: 'acme-learner' },
  ],
];
const DIRECTORY_ROUTES: [TMethod, string, unknown][] = [
  ['POST', '/api/user/countbytag', { tags: ['sales'] }],
  ['POST', '/api/user/getallapproved', {}],
  ['POST', '/api/user/getbyusercodes', { userCodes: ['acme-learner'] }],
  ['GET', '/api/user/getManagerList', undefined],
];

describe('access to the user calls', () => {
  it.each([...SIGNED_IN_ROUTES, ...DIRECTORY_ROUTES])(
    '%s %s answers 401 without a token, and to a token of another tenant',
    async (method, path, body) => {
      const none = await call(method, path, { body });
      expect(none.status).toBe(401);
      expect(none.json<TProblem>().code).toBe('unauthenticated');
      const foreign = await server.request(path, {
        method,
        host: 'acme.localhost',
        headers: await bearer(server.database, 'boreal', 'boreal-admin'),
        ...(body === undefined ? {} : { body }),
      });
      expect(foreign.status).toBe(401);
    },
  );

  it.each(DIRECTORY_ROUTES)('%s %s answers 403 to a learner and to a manager', async (method, path, body) => {
    for (const user of ['acme-learner', 'acme-manager']) {
      const response = await call(method, path, { user, body });
      expect(response.status).toBe(403);
      expect(response.json<TProblem>().code).toBe('forbidden');
    }
  });

  it.each([...SIGNED_IN_ROUTES, ...DIRECTORY_ROUTES].filter(([method]) => method !== 'GET'))(
    '%s %s refuses an unknown property with a 400 problem',
    async (method, path, body) => {
      const response = await call(method, path, {
        user: 'acme-admin',
        body: { ...(body as object), sneaky: true },
      });
      expect(response.status).toBe(400);
      expect(response.json<TProblem>().code).toBe('validation_failed');
      expect(response.json<TProblem>().errors?.body?.join()).toContain('sneaky');
    },
  );
});

describe('GET /api/userprofile/getcurrentuser', () => {
  it('answers the User entity of the signed-in user', async () => {
    const response = await call('GET', '/api/userprofile/getcurrentuser', { user: 'acme-learner' });
    expect(response.status).toBe(200);
    expect(response.json<TUser>()).toEqual({
      userCode: 'acme-learner',
      firstName: 'Lena',
      lastName: 'Learner',
      email: 'learner@acme.test',
      pictureMediaId: null,
      browsingLanguagePreference: 'en',
      firstPreferenceUpdated: true,
      hasReportees: false,
      locationNames: ['Store 12 – Montréal Downtown'],
      jobRoleCode: 'SALES_ASSOCIATE',
      jobRole: 'Sales Associate',
      showMessage: true,
    });
  });

  it('computes hasReportees from who has the user as manager', async () => {
    const manager = await call('GET', '/api/userprofile/getcurrentuser', { user: 'acme-manager' });
    expect(manager.json<TUser>().hasReportees).toBe(true);
    const boreal = await call('GET', '/api/userprofile/getcurrentuser', { tenant: 'boreal', user: 'boreal-admin' });
    expect(boreal.json<TUser>()).toMatchObject({
      userCode: 'boreal-admin',
      hasReportees: true,
      browsingLanguagePreference: 'fr-CA',
    });
  });

  it("names the user's location in the user's language, else the tenant's; none without a location", async () => {
    const boreal = await call('GET', '/api/userprofile/getcurrentuser', { tenant: 'boreal', user: 'boreal-admin' });
    expect(boreal.json<TUser>().locationNames).toEqual(['Usine de Québec']);
    const profile = await call('GET', '/api/userprofile/getcurrentuser', { user: PROFILE });
    expect(profile.json<TUser>().locationNames).toEqual([]);
    const db = server.database.db;
    await db
      .updateTable('users')
      .set({ browsing_language_preference: null })
      .where('tenant_code', '=', 'boreal')
      .where('user_code', '=', 'boreal-apprenant')
      .execute();
    const apprenant = await call('GET', '/api/userprofile/getcurrentuser', {
      tenant: 'boreal',
      user: 'boreal-apprenant',
    });
    expect(apprenant.json<TUser>()).toMatchObject({ browsingLanguagePreference: null });
    expect(apprenant.json<TUser>().locationNames[0]).toMatch(/^Atelier/);
  });

  it("never shows a location of another tenant, even when a user's location id points at one", async () => {
    const db = server.database.db;
    const foreign = await db
      .selectFrom('locations')
      .select('id')
      .where('tenant_code', '=', 'boreal')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('users')
      .set({ location_id: foreign.id })
      .where('tenant_code', '=', 'acme')
      .where('user_code', '=', EXTERNAL)
      .execute();
    const response = await call('GET', '/api/userprofile/getcurrentuser', { user: EXTERNAL });
    expect(response.json<TUser>().locationNames).toEqual([]);
  });
});

describe('GET /api/user/{userCode}', () => {
  const PUBLIC_FIELDS = ['firstName', 'jobRole', 'lastName', 'pictureMediaId', 'userCode'];

  it("answers a user of the caller's tenant", async () => {
    const response = await call('GET', '/api/user/acme-manager', { user: 'acme-admin' });
    expect(response.status).toBe(200);
    expect(response.json<TUser>()).toMatchObject({ userCode: 'acme-manager', hasReportees: true });
  });

  it("shows a colleague's public profile only: no email, location or job role", async () => {
    for (const userCode of ['acme-newhire', 'acme-manager']) {
      const response = await call('GET', `/api/user/${userCode}`, { user: 'acme-learner' });
      expect(response.status).toBe(200);
      expect(Object.keys(response.json<object>()).sort()).toEqual(PUBLIC_FIELDS);
      expect(response.text).not.toContain('@acme.test');
    }
    const colleague = await call('GET', '/api/user/acme-newhire', { user: 'acme-learner' });
    expect(colleague.json()).toEqual({
      userCode: 'acme-newhire',
      firstName: 'Noah',
      lastName: 'Newhire',
      pictureMediaId: null,
      jobRole: 'Sales Associate',
    });
  });

  it('shows the whole profile to the user, their manager and user admins', async () => {
    for (const caller of ['acme-learner', 'acme-manager', 'acme-admin']) {
      const response = await call('GET', '/api/user/acme-learner', { user: caller });
      expect(response.status, caller).toBe(200);
      expect(response.json<TUser>(), caller).toMatchObject({
        email: 'learner@acme.test',
        jobRoleCode: 'SALES_ASSOCIATE',
        locationNames: [expect.any(String)],
      });
    }
  });

  it("answers 404 for another tenant's user, without any of its data", async () => {
    const response = await call('GET', '/api/user/boreal-apprenant', { user: 'acme-admin' });
    expect(response.status).toBe(404);
    expect(response.json<TProblem>().code).toBe('not_found');
    expect(response.text).not.toContain('Amélie');
    expect((await call('GET', '/api/user/nobody', { user: 'acme-learner' })).status).toBe(404);
  });

  it('answers 400 for an oversize user code', async () => {
    const response = await call('GET', `/api/user/${'x'.repeat(UserValidation.maxUserCodeLength + 1)}`, {
      user: 'acme-learner',
    });
    expect(response.status).toBe(400);
    expect(fieldsOf(response)).toEqual(['userCode']);
  });
});

describe('POST /api/user/checkoldpassword', () => {
  const path = '/api/user/checkoldpassword';

  it("answers whether the password is the caller's", async () => {
    const right = await call('POST', path, { user: 'acme-learner', body: { oldPassword: 'Portal!2026' } });
    expect(right.status).toBe(200);
    expect(right.json()).toEqual({ success: true, returnValue: true, message: null });
    const wrong = await call('POST', path, { user: 'acme-learner', body: { oldPassword: 'portal!2026' } });
    expect(wrong.json()).toEqual({ success: true, returnValue: false, message: null });
  });

  it('answers false for an account without a local password', async () => {
    const response = await call('POST', path, { user: EXTERNAL, body: { oldPassword: 'Portal!2026' } });
    expect(response.json()).toMatchObject({ returnValue: false });
  });

  it.each([
    ['a missing password', {}],
    ['a number', { oldPassword: 2026 }],
    ['an empty password', { oldPassword: '' }],
    ['an oversize password', { oldPassword: 'x'.repeat(UserValidation.maxPasswordLength + 1) }],
  ])('answers %s with a 400 problem naming the field', async (_case, body) => {
    const response = await call('POST', path, { user: 'acme-learner', body });
    expect(response.status).toBe(400);
    expect(fieldsOf(response)).toEqual(['oldPassword']);
  });
});

describe('POST /api/user/changepassword', () => {
  const path = '/api/user/changepassword';

  it('refuses a wrong old password, and changes nothing', async () => {
    const before = await userRow('acme-newhire');
    const response = await call('POST', path, {
      user: 'acme-newhire',
      body: { oldPassword: 'Wrong!2026', newPassword: 'Brand-New!2027' },
    });
    expect(response.status).toBe(400);
    expect(response.json<TProblem>().errors).toEqual({ oldPassword: ['incorrect'] });
    expect(await userRow('acme-newhire')).toEqual(before);
  });

  it("names every rule of the tenant's policy the new password breaks, and changes nothing", async () => {
    const before = await userRow('acme-newhire');
    const response = await call('POST', path, {
      user: 'acme-newhire',
      body: { oldPassword: 'Portal!2026', newPassword: 'short' },
    });
    expect(response.status).toBe(400);
    expect(response.json<TProblem>().errors).toEqual({
      newPassword: ['too_short', 'needs_uppercase', 'needs_digit', 'needs_special'],
    });
    expect(await userRow('acme-newhire')).toEqual(before);
  });

  it('follows the stored policy of the tenant', async () => {
    await server.database.db
      .updateTable('tenant_password_policies')
      .set({ min_length: 20 })
      .where('tenant_code', '=', 'acme')
      .execute();
    const response = await call('POST', path, {
      user: 'acme-newhire',
      body: { oldPassword: 'Portal!2026', newPassword: 'Brand-New!2027' },
    });
    await server.database.db
      .updateTable('tenant_password_policies')
      .set({ min_length: 10 })
      .where('tenant_code', '=', 'acme')
      .execute();
    expect(response.json<TProblem>().errors).toEqual({ newPassword: ['too_short'] });
  });

  it('refuses a new password equal to the old one', async () => {
    const response = await call('POST', path, {
      user: 'acme-newhire',
      body: { oldPassword: 'Portal!2026', newPassword: 'Portal!2026' },
    });
    expect(response.status).toBe(400);
    expect(response.json<TProblem>().errors).toEqual({ newPassword: ['same_as_old'] });
  });

  it('refuses an account that signs in elsewhere with a 403', async () => {
    const response = await call('POST', path, {
      user: EXTERNAL,
      body: { oldPassword: 'Portal!2026', newPassword: 'Brand-New!2027' },
    });
    expect(response.status).toBe(403);
    expect((await userRow(EXTERNAL)).password_hash).toBeNull();
  });

  it.each([
    ['a missing new password', { oldPassword: 'Portal!2026' }, ['newPassword']],
    ['a missing old password', { newPassword: 'Brand-New!2027' }, ['oldPassword']],
    ['wrong types', { oldPassword: true, newPassword: ['x'] }, ['oldPassword', 'newPassword']],
    ['an oversize new password', { oldPassword: 'Portal!2026', newPassword: 'Aa1!'.repeat(65) }, ['newPassword']],
    [
      "someone else's user code",
      { oldPassword: 'Portal!2026', newPassword: 'Brand-New!2027', userCode: 'acme-admin' },
      ['body'],
    ],
  ])('answers %s with a 400 problem', async (_case, body, fields) => {
    const response = await call('POST', path, { user: 'acme-newhire', body });
    expect(response.status).toBe(400);
    expect(fieldsOf(response).sort()).toEqual([...fields].sort());
  });

  it('stores a new argon2id hash: the new password works, the old one no longer does', async () => {
    const before = await userRow('acme-newhire');
    const response = await call('POST', path, {
      user: 'acme-newhire',
      body: { oldPassword: 'Portal!2026', newPassword: 'Brand-New!2027' },
    });
    expect(response.status).toBe(200);
    expect(response.json()).toEqual({ success: true, returnValue: true, message: null });
    const after = await userRow('acme-newhire');
    expect(after.password_hash).toMatch(/^\$argon2id\$/);
    expect(after.password_hash).not.toBe(before.password_hash);
    const check = (oldPassword: string) =>
      call('POST', '/api/user/checkoldpassword', { user: 'acme-newhire', body: { oldPassword } });
    expect((await check('Brand-New!2027')).json()).toMatchObject({ returnValue: true });
    expect((await check('Portal!2026')).json()).toMatchObject({ returnValue: false });
    // Nobody else's password moved.
    expect((await userRow('acme-learner')).password_hash).toBe(before.password_hash);
  });
});

describe('POST /api/userprofile/setuserwelcomestate', () => {
  const path = '/api/userprofile/setuserwelcomestate';

  it("stores the caller's flag", async () => {
    const response = await call('POST', path, { user: PROFILE, body: { firstPreferenceUpdated: true } });
    expect(response.status).toBe(200);
    expect(response.json()).toEqual({ success: true, returnValue: true, message: null });
    const user = await call('GET', '/api/userprofile/getcurrentuser', { user: PROFILE });
    expect(user.json<TUser>().firstPreferenceUpdated).toBe(true);
  });

  it.each([
    ['a missing flag', {}],
    ['a string', { firstPreferenceUpdated: 'true' }],
    ['null', { firstPreferenceUpdated: null }],
  ])('answers %s with a 400 problem, and changes nothing', async (_case, body) => {
    const before = await userRow('acme-newhire');
    const response = await call('POST', path, { user: 'acme-newhire', body });
    expect(response.status).toBe(400);
    expect(fieldsOf(response)).toEqual(['firstPreferenceUpdated']);
    expect(await userRow('acme-newhire')).toEqual(before);
  });
});

describe('POST /api/userprofile/checkemailexistance', () => {
  const path = '/api/userprofile/checkemailexistance';
  const exists = async (email: string, user = 'acme-learner') =>
    (await call('POST', path, { user, body: { email } })).json<{ returnValue: boolean }>().returnValue;

  it('tells whether another user of the tenant has the email, ignoring case', async () => {
    expect(await exists('manager@acme.test')).toBe(true);
    expect(await exists('MANAGER@Acme.Test')).toBe(true);
    expect(await exists('nobody@acme.test')).toBe(false);
  });

  it("ignores the caller's own email and other tenants' users", async () => {
    expect(await exists('learner@acme.test')).toBe(false);
    expect(await exists('apprenant@boreal.test')).toBe(false);
  });

  it.each([
    ['a missing email', {}],
    ['not an email', { email: 'manager' }],
    ['an oversize email', { email: `${'a'.repeat(UserValidation.maxEmailLength)}@acme.test` }],
  ])('answers %s with a 400 problem', async (_case, body) => {
    const response = await call('POST', path, { user: 'acme-learner', body });
    expect(response.status).toBe(400);
    expect(fieldsOf(response)).toEqual(['email']);
  });
});

describe('POST /api/userprofile/updateuserinfo', () => {
  const path = '/api/userprofile/updateuserinfo';

  it("updates the caller's names and email (stored lower-case), keeping the job title when omitted", async () => {
    const response = await call('POST', path, {
      user: PROFILE,
      body: { firstName: '  Patricia ', lastName: 'Profile-Smith', email: 'Patricia@ACME.test' },
    });
    expect(response.status).toBe(200);
    expect(response.json<{ returnValue: TUser }>().returnValue).toMatchObject({
      userCode: PROFILE,
      firstName: 'Patricia',
      lastName: 'Profile-Smith',
      email: 'patricia@acme.test',
      jobRole: 'Clerk',
    });
    expect(await userRow(PROFILE)).toMatchObject({ email: 'patricia@acme.test', job_title: 'Clerk' });
  });

  it('sets and clears the job title', async () => {
    const body = { firstName: 'Patricia', lastName: 'Profile', email: 'patricia@acme.test' };
    await call('POST', path, { user: PROFILE, body: { ...body, jobTitle: 'Head Clerk' } });
    expect((await userRow(PROFILE)).job_title).toBe('Head Clerk');
    await call('POST', path, { user: PROFILE, body: { ...body, jobTitle: null } });
    expect((await userRow(PROFILE)).job_title).toBeNull();
  });

  it("allows an email another tenant's user has", async () => {
    const response = await call('POST', path, {
      user: PROFILE,
      body: { firstName: 'Patricia', lastName: 'Profile', email: 'apprenant@boreal.test' },
    });
    expect(response.status).toBe(200);
    expect((await userRow('boreal-apprenant', 'boreal')).email).toBe('apprenant@boreal.test');
  });

  it('refuses an email another user of the tenant has with a 409 problem, and changes nothing', async () => {
    const before = await userRow(PROFILE);
    const response = await call('POST', path, {
      user: PROFILE,
      body: { firstName: 'Changed', lastName: 'Changed', email: 'Manager@Acme.test' },
    });
    expect(response.status).toBe(409);
    expect(response.json<TProblem>()).toMatchObject({ code: 'conflict', errors: { email: ['email_taken'] } });
    expect(await userRow(PROFILE)).toEqual(before);
    expect((await userRow('acme-manager')).first_name).toBe('Marco');
  });

  it.each([
    ['a missing last name', { firstName: 'A', email: 'a@acme.test' }, ['lastName']],
    ['a blank first name', { firstName: '   ', lastName: 'B', email: 'a@acme.test' }, ['firstName']],
    [
      'an oversize last name',
      { firstName: 'A', lastName: 'x'.repeat(UserValidation.maxNameLength + 1), email: 'a@acme.test' },
      ['lastName'],
    ],
    ['a bad email', { firstName: 'A', lastName: 'B', email: 'not-an-email' }, ['email']],
    [
      'an oversize job title',
      { firstName: 'A', lastName: 'B', email: 'a@acme.test', jobTitle: 'x'.repeat(201) },
      ['jobTitle'],
    ],
    ['a number as name', { firstName: 7, lastName: 'B', email: 'a@acme.test' }, ['firstName']],
    [
      "someone else's user code",
      { firstName: 'A', lastName: 'B', email: 'a@acme.test', userCode: 'acme-admin' },
      ['body'],
    ],
  ])('answers %s with a 400 problem, and changes nothing', async (_case, body, fields) => {
    const before = await userRow(PROFILE);
    const response = await call('POST', path, { user: PROFILE, body });
    expect(response.status).toBe(400);
    expect(fieldsOf(response)).toEqual(fields);
    expect(await userRow(PROFILE)).toEqual(before);
  });
});

describe('PUT /api/userprofile/updateprofilepicture', () => {
  const path = '/api/userprofile/updateprofilepicture';

  /** Media uploaded through the media service, as the web app does before it sets a picture. */
  const media = { acmePdf: '', othersImage: '', borealImage: '' };

  async function uploadedMedia(tenantCode: string, userCode: string, file: Buffer, fileName: string) {
    const { body, contentType } = fileUpload(file, fileName);
    const response = await sendBytes(server.baseUrl, '/api/media', {
      method: 'POST',
      host: `${tenantCode}.localhost`,
      body,
      headers: { ...(await bearer(server.database, tenantCode, userCode)), 'content-type': contentType },
    });
    expect(response.status, response.text).toBe(201);
    return response.json<TMedia>().mediaId;
  }

  /** A new image of the profile user's: a replaced picture is deleted, so each test uploads its own. */
  async function newImage(): Promise<string> {
    return uploadedMedia('acme', PROFILE, await pngFile(), 'me.png');
  }

  beforeAll(async () => {
    media.acmePdf = await uploadedMedia('acme', PROFILE, pdfFile(), 'me.pdf');
    media.othersImage = await uploadedMedia('acme', 'acme-learner', await pngFile(), 'learner.png');
    media.borealImage = await uploadedMedia('boreal', 'boreal-apprenant', await pngFile(), 'moi.png');
  });

  async function setPicture(mediaId: string | null) {
    await server.database.db
      .updateTable('users')
      .set({ picture_media_id: mediaId })
      .where('tenant_code', '=', 'acme')
      .where('user_code', '=', PROFILE)
      .execute();
  }

  /** What a browser gets for the image's public URL, and what the media API answers its uploader. */
  async function imageStatuses(mediaId: string, uploader = PROFILE) {
    const image = await server.request(`/image/${mediaId}?tenant=acme`, { host: 'acme.localhost' });
    const metadata = await call('GET', `/api/media/${mediaId}`, { user: uploader });
    return { image: image.status, metadata: metadata.status };
  }

  it("stores the caller's picture, an image of the tenant, and answers it in returnValue", async () => {
    const image = await newImage();
    const response = await call('PUT', path, { user: PROFILE, body: { mediaId: image, userCode: PROFILE } });
    expect(response.status).toBe(200);
    expect(response.json()).toEqual({ success: true, returnValue: image, message: null });
    const user = await call('GET', '/api/userprofile/getcurrentuser', { user: PROFILE });
    expect(user.json<TUser>().pictureMediaId).toBe(image);
    const summaries = await call('POST', '/api/user/getbyusercodes', {
      user: 'acme-admin',
      body: { userCodes: [PROFILE] },
    });
    expect(summaries.json<TUserSummary[]>()[0]?.pictureMediaId).toBe(image);
  });

  it('stores the id as the media service names it (lower case), however the client spells it', async () => {
    const image = await newImage();
    const response = await call('PUT', path, {
      user: PROFILE,
      body: { mediaId: image.toUpperCase(), userCode: PROFILE },
    });
    expect(response.json<{ returnValue: string }>().returnValue).toBe(image);
    expect((await userRow(PROFILE)).picture_media_id).toBe(image);
  });

  it('removes the picture when the media id is null, and deletes the image: its old URL is a 404', async () => {
    const image = await newImage();
    await setPicture(image);
    expect(await imageStatuses(image)).toEqual({ image: 200, metadata: 200 });
    const response = await call('PUT', path, { user: PROFILE, body: { mediaId: null, userCode: PROFILE } });
    expect(response.status).toBe(200);
    expect(response.json()).toEqual({ success: true, returnValue: null, message: null });
    expect((await userRow(PROFILE)).picture_media_id).toBeNull();
    expect(await imageStatuses(image)).toEqual({ image: 404, metadata: 404 });
  });

  it('deletes the picture it replaces, and keeps the one set again', async () => {
    const [first, second] = [await newImage(), await newImage()];
    await setPicture(first);
    expect((await call('PUT', path, { user: PROFILE, body: { mediaId: second, userCode: PROFILE } })).status).toBe(200);
    expect(await imageStatuses(first)).toEqual({ image: 404, metadata: 404 });
    expect((await call('PUT', path, { user: PROFILE, body: { mediaId: second, userCode: PROFILE } })).status).toBe(200);
    expect((await userRow(PROFILE)).picture_media_id).toBe(second);
    expect(await imageStatuses(second)).toEqual({ image: 200, metadata: 200 });
  });

  it('keeps a replaced picture the user did not upload (another user still has it)', async () => {
    await setPicture(media.othersImage);
    const response = await call('PUT', path, { user: PROFILE, body: { mediaId: null, userCode: PROFILE } });
    expect(response.status).toBe(200);
    // Still stored for its uploader; nothing refers to it any more, so its public URL is closed.
    expect(await imageStatuses(media.othersImage, 'acme-learner')).toEqual({ image: 404, metadata: 200 });
  });

  it.each([
    ['another user of the tenant', 'acme-manager'],
    ["another tenant's user", 'boreal-apprenant'],
  ])("refuses %s's user code with a 403, and changes nothing", async (_case, userCode) => {
    const image = await newImage();
    const before = await userRow(PROFILE);
    const response = await call('PUT', path, { user: PROFILE, body: { mediaId: image, userCode } });
    expect(response.status).toBe(403);
    expect(response.json<TProblem>().code).toBe('forbidden');
    expect(await userRow(PROFILE)).toEqual(before);
    expect((await userRow('acme-manager')).picture_media_id).toBeNull();
    expect((await userRow('boreal-apprenant', 'boreal')).picture_media_id).toBeNull();
  });

  it.each([
    ['a media of another tenant', () => media.borealImage, PICTURE_MEDIA_NOT_FOUND],
    ['a media nobody stored', () => '0b9a3c1e-5d2f-4e8a-9c7b-1f2e3d4c5b6a', PICTURE_MEDIA_NOT_FOUND],
    ["another user's upload", () => media.othersImage, PICTURE_MEDIA_NOT_FOUND],
    ['a media that is no image', () => media.acmePdf, PICTURE_NOT_AN_IMAGE],
  ])('answers %s with a 400 field error, and changes nothing', async (_case, mediaIdOf, code) => {
    const current = await newImage();
    await setPicture(current);
    const before = await userRow(PROFILE);
    const response = await call('PUT', path, {
      user: PROFILE,
      body: { mediaId: mediaIdOf(), userCode: PROFILE },
    });
    expect(response.status).toBe(400);
    expect(response.json<TProblem>().code).toBe('validation_failed');
    expect(response.json<TProblem>().errors).toEqual({ mediaId: [code] });
    expect(await userRow(PROFILE)).toEqual(before);
    expect(await imageStatuses(current)).toEqual({ image: 200, metadata: 200 });
  });

  it.each([
    ['an integer id', { mediaId: 42, userCode: PROFILE }, ['mediaId']],
    ['a string that is no UUID', { mediaId: 'picture.png', userCode: PROFILE }, ['mediaId']],
    ['an empty id', { mediaId: '', userCode: PROFILE }, ['mediaId']],
    ['a missing media id', { userCode: PROFILE }, ['mediaId']],
    ['a missing user code', { mediaId: null }, ['userCode']],
  ])('answers %s with a 400 problem, and changes nothing', async (_case, body, fields) => {
    const before = await userRow(PROFILE);
    const response = await call('PUT', path, { user: PROFILE, body });
    expect(response.status).toBe(400);
    expect(fieldsOf(response)).toEqual(fields);
    expect(await userRow(PROFILE)).toEqual(before);
  });
});

describe('POST /api/userprofile/userbrowserlanguage', () => {
  const path = '/api/userprofile/userbrowserlanguage';

  it("stores the caller's language (the spec's `langauge` spelling)", async () => {
    const response = await call('POST', path, { user: PROFILE, body: { userCode: PROFILE, langauge: 'fr-CA' } });
    expect(response.status).toBe(200);
    expect(response.json()).toEqual({ success: true, returnValue: 'fr-CA', message: null });
    expect((await userRow(PROFILE)).browsing_language_preference).toBe('fr-CA');
  });

  it("refuses another user's code with a 403, and changes nothing", async () => {
    const response = await call('POST', path, {
      user: PROFILE,
      body: { userCode: 'acme-learner', langauge: 'fr-CA' },
    });
    expect(response.status).toBe(403);
    expect((await userRow('acme-learner')).browsing_language_preference).toBe('en');
  });

  it.each([
    ['an unsupported locale', { userCode: PROFILE, langauge: 'de-DE' }, ['langauge']],
    ['a locale in the wrong case', { userCode: PROFILE, langauge: 'FR-ca' }, ['langauge']],
    ['the corrected spelling', { userCode: PROFILE, language: 'en' }, ['langauge', 'body']],
  ])('answers %s with a 400 problem, and changes nothing', async (_case, body, fields) => {
    const before = await userRow(PROFILE);
    const response = await call('POST', path, { user: PROFILE, body });
    expect(response.status).toBe(400);
    expect(fieldsOf(response).sort()).toEqual([...fields].sort());
    expect(await userRow(PROFILE)).toEqual(before);
  });
});

describe('POST /api/userprofile/updateshowmessagerequest', () => {
  const path = '/api/userprofile/updateshowmessagerequest';

  it("stores the caller's choice", async () => {
    const response = await call('POST', path, { user: PROFILE, body: { showMessage: false } });
    expect(response.json()).toEqual({ success: true, returnValue: false, message: null });
    const user = await call('GET', '/api/userprofile/getcurrentuser', { user: PROFILE });
    expect(user.json<TUser>().showMessage).toBe(false);
  });

  it.each([
    ['a missing flag', {}],
    ['a string', { showMessage: 'no' }],
  ])('answers %s with a 400 problem, and changes nothing', async (_case, body) => {
    const before = await userRow(PROFILE);
    const response = await call('POST', path, { user: PROFILE, body });
    expect(response.status).toBe(400);
    expect(fieldsOf(response)).toEqual(['showMessage']);
    expect(await userRow(PROFILE)).toEqual(before);
  });
});

describe('POST /api/userprofile/myreportees', () => {
  const path = '/api/userprofile/myreportees';
  const codes = (response: { json: <T>() => T }) =>
    response.json<TListApprovedUsersResponse>().result.map((user) => user.userCode);

  it("lists the caller's active direct reports, with the total", async () => {
    const response = await call('POST', path, { user: 'acme-manager', body: {} });
    expect(response.status).toBe(200);
    expect(response.json<TListApprovedUsersResponse>().totalRecords).toBe(6);
    expect(codes(response)).toEqual([
      'acme-taylor',
      'acme-learner',
      'acme-newhire',
      'acme-jordan',
      'acme-riley',
      'acme-sam',
    ]);
  });

  it('pages, sorts and searches (wildcards taken literally)', async () => {
    const second = await call('POST', path, { user: 'acme-manager', body: { pageNo: 2, pageSize: 1 } });
    expect(codes(second)).toEqual(['acme-learner']);
    expect(second.json<TListApprovedUsersResponse>().totalRecords).toBe(6);
    const sorted = await call('POST', path, {
      user: 'acme-manager',
      body: { sortColumns: [{ sort: 'desc', colId: 'firstName' }] },
    });
    expect(codes(sorted)).toEqual([
      'acme-taylor',
      'acme-sam',
      'acme-riley',
      'acme-newhire',
      'acme-learner',
      'acme-jordan',
    ]);
    const search = await call('POST', path, { user: 'acme-manager', body: { searchText: 'NOAH' } });
    expect(codes(search)).toEqual(['acme-newhire']);
    const wildcard = await call('POST', path, { user: 'acme-manager', body: { searchText: '%' } });
    expect(wildcard.json<TListApprovedUsersResponse>()).toEqual({ result: [], totalRecords: 0 });
  });

  it('answers an empty page to someone without reportees, and only the tenant’s own', async () => {
    const learner = await call('POST', path, { user: 'acme-learner', body: {} });
    expect(learner.json<TListApprovedUsersResponse>()).toEqual({ result: [], totalRecords: 0 });
    const boreal = await call('POST', path, { tenant: 'boreal', user: 'boreal-admin', body: {} });
    expect(codes(boreal)).toEqual(['boreal-apprenant', 'boreal-technicien']);
  });

  it.each([
    ['a page size of 0', { pageSize: 0 }, ['pageSize']],
    ['an oversize page', { pageSize: 101 }, ['pageSize']],
    ['a page number as text', { pageNo: '1' }, ['pageNo']],
    ['an unknown sort column', { sortColumns: [{ sort: 'asc', colId: 'password_hash' }] }, ['sortColumns.0.colId']],
    ['an oversize search', { searchText: 'x'.repeat(201) }, ['searchText']],
  ])('answers %s with a 400 problem', async (_case, body, fields) => {
    const response = await call('POST', path, { user: 'acme-manager', body });
    expect(response.status).toBe(400);
    expect(fieldsOf(response)).toEqual(fields);
  });
});

describe('GET /api/userprofile/myreportee/{id}/verify', () => {
  const verify = async (user: string, id: string, tenant = 'acme') =>
    (await call('GET', `/api/userprofile/myreportee/${id}/verify`, { user, tenant })).json<{
      returnValue: boolean;
    }>().returnValue;

  it('tells whether the user is an active direct report of the caller', async () => {
    expect(await verify('acme-manager', 'acme-learner')).toBe(true);
    expect(await verify('acme-manager', 'acme-admin')).toBe(false);
    expect(await verify('acme-manager', FORMER)).toBe(false);
    expect(await verify('acme-learner', 'acme-manager')).toBe(false);
    expect(await verify('acme-manager', 'nobody')).toBe(false);
  });

  it("never says yes for another tenant's user", async () => {
    expect(await verify('acme-manager', 'boreal-apprenant')).toBe(false);
    expect(await verify('boreal-admin', 'boreal-apprenant', 'boreal')).toBe(true);
  });
});

describe('POST /api/user/countbytag', () => {
  const path = '/api/user/countbytag';

  it("counts the tenant's active users per tag, in the order asked", async () => {
    const response = await call('POST', path, {
      user: 'acme-admin',
      body: { tags: ['store-12', 'sales', 'nobody', 'atelier', 'sales'] },
    });
    expect(response.status).toBe(200);
    expect(response.json<TCountUsersByTagResponse>()).toEqual([
      { tag: 'store-12', count: 7 },
      { tag: 'sales', count: 6 },
      { tag: 'nobody', count: 0 },
      { tag: 'atelier', count: 0 },
    ]);
  });

  it.each([
    ['no tags', { tags: [] }, ['tags']],
    ['too many tags', { tags: Array.from({ length: 101 }, (_, index) => `t${index}`) }, ['tags']],
    ['an oversize tag', { tags: ['x'.repeat(101)] }, ['tags.0']],
    ['a tag that is not text', { tags: [12] }, ['tags.0']],
    ['a missing list', {}, ['tags']],
  ])('answers %s with a 400 problem', async (_case, body, fields) => {
    const response = await call('POST', path, { user: 'acme-admin', body });
    expect(response.status).toBe(400);
    expect(fieldsOf(response)).toEqual(fields);
  });
});

describe('POST /api/user/getallapproved', () => {
  const path = '/api/user/getallapproved';

  it("lists the host tenant's active users, ignoring a TenantCode in the body", async () => {
    const active = await server.database.db
      .selectFrom('users')
      .select('user_code')
      .where('tenant_code', '=', 'acme')
      .where('status', '=', 'ACTIVE')
      .execute();
    for (const body of [{}, { TenantCode: 'boreal' }]) {
      const response = await call('POST', path, { user: 'acme-admin', body: { ...body, displayAll: true } });
      expect(response.status).toBe(200);
      const page = response.json<TListApprovedUsersResponse>();
      expect(page.totalRecords).toBe(active.length);
      expect(page.result.map((user) => user.userCode).sort()).toEqual(active.map((row) => row.user_code).sort());
      expect(page.result.every((user) => user.status === 'ACTIVE')).toBe(true);
      expect(page.result.some((user) => user.userCode.startsWith('boreal'))).toBe(false);
    }
  });

  it('pages and searches', async () => {
    const response = await call('POST', path, {
      user: 'acme-admin',
      body: { searchText: 'acme.test', pageSize: 2, sortColumns: [{ sort: 'asc', colId: 'userCode' }] },
    });
    const page = response.json<TListApprovedUsersResponse>();
    expect(page.result.map((user) => user.userCode)).toEqual(['acme-admin', EXTERNAL]);
    expect(page.totalRecords).toBeGreaterThan(2);
    const byName = await call('POST', path, { user: 'acme-admin', body: { searchText: 'lena learner' } });
    expect(byName.json<TListApprovedUsersResponse>().result.map((user) => user.userCode)).toEqual(['acme-learner']);
  });

  it('lists boreal’s users on boreal’s host', async () => {
    const response = await call('POST', path, { tenant: 'boreal', user: 'boreal-admin', body: { TenantCode: 'acme' } });
    const page = response.json<TListApprovedUsersResponse>();
    expect(page.result.map((user) => user.userCode).sort()).toEqual([
      'boreal-admin',
      'boreal-apprenant',
      'boreal-technicien',
    ]);
  });

  it.each([
    ['a TenantCode that is not text', { TenantCode: 5 }, ['TenantCode']],
    ['displayAll as text', { displayAll: 'yes' }, ['displayAll']],
    ['a bad sort direction', { sortColumns: [{ sort: 'up', colId: 'email' }] }, ['sortColumns.0.sort']],
  ])('answers %s with a 400 problem', async (_case, body, fields) => {
    const response = await call('POST', path, { user: 'acme-admin', body });
    expect(response.status).toBe(400);
    expect(fieldsOf(response)).toEqual(fields);
  });
});

describe('POST /api/user/getbyusercodes', () => {
  const path = '/api/user/getbyusercodes';

  it("answers the tenant's users among the codes, skipping other tenants' and unknown ones", async () => {
    const response = await call('POST', path, {
      user: 'acme-admin',
      body: { userCodes: ['acme-learner', 'boreal-apprenant', 'nobody', FORMER, 'acme-learner'] },
    });
    expect(response.status).toBe(200);
    const users = response.json<TUserSummary[]>();
    expect(users.map((user) => [user.userCode, user.status])).toEqual([
      ['acme-learner', 'ACTIVE'],
      [FORMER, 'INACTIVE'],
    ]);
  });

  it.each([
    ['no codes', { userCodes: [] }, ['userCodes']],
    [
      'more than 500 codes',
      { userCodes: Array.from({ length: UserValidation.maxUserCodesPerRequest + 1 }, (_, index) => `u${index}`) },
      ['userCodes'],
    ],
    ['an oversize code', { userCodes: ['x'.repeat(65)] }, ['userCodes.0']],
    ['a code that is not text', { userCodes: [null] }, ['userCodes.0']],
  ])('answers %s with a 400 problem', async (_case, body, fields) => {
    const response = await call('POST', path, { user: 'acme-admin', body });
    expect(response.status).toBe(400);
    expect(fieldsOf(response)).toEqual(fields);
  });

  it('accepts exactly 500 codes', async () => {
    const userCodes = Array.from({ length: UserValidation.maxUserCodesPerRequest }, (_, index) => `u${index}`);
    const response = await call('POST', path, {
      user: 'acme-admin',
      body: { userCodes: [...userCodes.slice(1), 'acme-admin'] },
    });
    expect(response.status).toBe(200);
    expect(response.json<TUserSummary[]>().map((user) => user.userCode)).toEqual(['acme-admin']);
  });
});

describe('GET /api/user/getManagerList', () => {
  it('lists the users who have active reportees, per tenant', async () => {
    const acme = await call('GET', '/api/user/getManagerList', { user: 'acme-admin' });
    expect(acme.status).toBe(200);
    expect(acme.json<TUserSummary[]>().map((user) => user.userCode)).toEqual(['acme-manager']);
    const boreal = await call('GET', '/api/user/getManagerList', { tenant: 'boreal', user: 'boreal-admin' });
    expect(boreal.json<TUserSummary[]>().map((user) => user.userCode)).toEqual(['boreal-admin']);
  });
});

describe('GET /api/UserNotificationAcceptance', () => {
  const path = '/api/UserNotificationAcceptance';

  it("answers the caller's accepted versions only", async () => {
    for (const [user, tenant, notificationCode] of [
      ['acme-manager', 'acme', 'TERMS_V1'],
      ['acme-manager', 'acme', 'PRIVACY_V2'],
      ['acme-learner', 'acme', 'TERMS_V7'],
    ] as const) {
      const body = { notificationCode, tenantCode: tenant, userCode: user };
      expect((await call('POST', path, { user, body })).status).toBe(200);
    }
    const response = await call('GET', path, { user: 'acme-manager' });
    expect(response.status).toBe(200);
    const answer = response.json<{ returnValue: { notificationCode: string; acceptedAt: string }[] }>();
    expect(answer.returnValue.map((row) => row.notificationCode).sort()).toEqual(['PRIVACY_V2', 'TERMS_V1']);
    const boreal = await call('GET', path, { tenant: 'boreal', user: 'boreal-admin' });
    expect(boreal.json<{ returnValue: unknown[] }>().returnValue).toEqual([]);
  });

  it('needs a signed-in user', async () => {
    const response = await server.request('/api/UserNotificationAcceptance', { host: 'acme.localhost' });
    expect(response.status).toBe(401);
  });
});

describe('POST /api/UserNotificationAcceptance', () => {
  const path = '/api/UserNotificationAcceptance';
  const acceptances = () => server.database.db.selectFrom('policy_acceptances').selectAll().orderBy('id').execute();

  it('records the acceptance once: accepting again keeps the first', async () => {
    const body = { notificationCode: 'PRIVACY_POLICY_V3', tenantCode: 'acme', userCode: 'acme-learner' };
    const first = await call('POST', path, { user: 'acme-learner', body });
    expect(first.status).toBe(200);
    const firstValue = first.json<{ returnValue: { notificationCode: string; acceptedAt: string } }>().returnValue;
    expect(firstValue.notificationCode).toBe('PRIVACY_POLICY_V3');
    const second = await call('POST', path, { user: 'acme-learner', body });
    expect(second.status).toBe(200);
    expect(second.json<{ returnValue: unknown }>().returnValue).toEqual(firstValue);
    const rows = (await acceptances()).filter((row) => row.notification_code === 'PRIVACY_POLICY_V3');
    expect(rows).toEqual([expect.objectContaining({ tenant_code: 'acme', user_code: 'acme-learner' })]);
  });

  it.each([
    ["another tenant's code", { tenantCode: 'boreal', userCode: 'acme-learner' }],
    ["another user's code", { tenantCode: 'acme', userCode: 'acme-manager' }],
    ["another tenant's user", { tenantCode: 'boreal', userCode: 'boreal-apprenant' }],
  ])('refuses %s with a 403, and records nothing', async (_case, named) => {
    const before = await acceptances();
    const response = await call('POST', path, {
      user: 'acme-learner',
      body: { notificationCode: 'TERMS_V9', ...named },
    });
    expect(response.status).toBe(403);
    expect(await acceptances()).toEqual(before);
  });

  it.each([
    ['a missing notification code', { tenantCode: 'acme', userCode: 'acme-learner' }, ['notificationCode']],
    [
      'a notification code with spaces',
      { notificationCode: 'TERMS V9', tenantCode: 'acme', userCode: 'acme-learner' },
      ['notificationCode'],
    ],
    [
      'an oversize notification code',
      { notificationCode: 'T'.repeat(101), tenantCode: 'acme', userCode: 'acme-learner' },
      ['notificationCode'],
    ],
    ['a missing tenant code', { notificationCode: 'TERMS_V9', userCode: 'acme-learner' }, ['tenantCode']],
  ])('answers %s with a 400 problem, and records nothing', async (_case, body, fields) => {
    const before = await acceptances();
    const response = await call('POST', path, { user: 'acme-learner', body });
    expect(response.status).toBe(400);
    expect(fieldsOf(response)).toEqual(fields);
    expect(await acceptances()).toEqual(before);
  });
});
