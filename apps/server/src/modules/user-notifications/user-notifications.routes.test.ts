import type {
  TAdminUserNotification,
  TCheckImportantNotificationsResponse,
  TCheckUnreadNotificationsResponse,
  TGetImportantNotificationsResponse,
  TGetUnreadNotificationCountResponse,
  TListAdminNotificationsResponse,
  TListUserNotificationsResponse,
  TProblem,
  TReadImportantNotificationResponse,
  TSetNotificationsReadResponse,
  TUserNotification,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/access-tokens.ts';
import { startTestServer, type TTestServer } from '../../test/test-server.ts';
import {
  createNotificationAs,
  insertGroup,
  insertRole,
  insertUsers,
  recipientsOf,
} from './user-notifications-test-fixtures.ts';

const BASE = '/api/user-notification';

let server: TTestServer;
let learner: Record<string, string>;
let admin: Record<string, string>;
let borealLearner: Record<string, string>;
let borealAdmin: Record<string, string>;
/** Users of these tests only (no demo notification): their counts start at 0. */
let fresh: Record<string, Record<string, string>>;
let userIds: Map<string, number>;

beforeAll(async () => {
  server = await startTestServer();
  learner = await bearer(server.database, 'acme', 'acme-learner');
  admin = await bearer(server.database, 'acme', 'acme-admin');
  borealLearner = await bearer(server.database, 'boreal', 'boreal-apprenant');
  borealAdmin = await bearer(server.database, 'boreal', 'boreal-admin');
  userIds = await insertUsers(server.database, 'acme', ['acme-ann', 'acme-bob', 'acme-cid', 'acme-dee', 'acme-eve']);
  await insertUsers(server.database, 'acme', ['acme-gone'], 'INACTIVE');
  fresh = {};
  for (const userCode of userIds.keys()) {
    fresh[userCode] = await bearer(server.database, 'acme', userCode);
  }
});
afterAll(async () => {
  await server.close();
});

function headersOf(userCode: string): Record<string, string> {
  const headers = fresh[userCode];
  if (!headers) {
    throw new Error(`no token for ${userCode}`);
  }
  return headers;
}

async function unreadCount(headers: Record<string, string>, host = 'acme.localhost'): Promise<number> {
  const response = await server.request(`${BASE}/unread/count`, { host, headers });
  expect(response.status).toBe(200);
  return response.json<TGetUnreadNotificationCountResponse>().count;
}

async function list(headers: Record<string, string>, type = 'All', query = '', host = 'acme.localhost') {
  const response = await server.request(`${BASE}/list/${type}${query}`, { host, headers });
  expect(response.status, response.text).toBe(200);
  return response.json<TListUserNotificationsResponse>();
}

const general = (userCodes: string[], title = 'A note') => ({
  notificationTypeId: 1 as const,
  title,
  description: '<p>Something to know.</p>',
  audience: { kind: 'USERS' as const, userCodes },
});

describe('the demo notifications', () => {
  it('give the demo learner each type, one Important pop-up and one read notification', async () => {
    const all = await list(learner);
    expect(all.totalRecords).toBe(5);
    expect(new Set(all.result.map((item) => item.notificationType))).toEqual(
      new Set(['General', 'Important', 'SystemGenerated']),
    );
    // Newest first.
    const dates = all.result.map((item) => item.effectiveOn);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(all.result.filter((item) => item.readOn !== null)).toHaveLength(1);
    expect(await unreadCount(learner)).toBe(4);
    const important = (
      await server.request(`${BASE}/important`, { headers: learner })
    ).json<TGetImportantNotificationsResponse>();
    expect(important.success).toBe(true);
    expect(important.returnValue).toHaveLength(1);
    expect(important.returnValue[0]).toMatchObject({
      notificationType: 'Important',
      notificationTypeId: 2,
      readOn: null,
      displayTimesCountdown: 1,
      wasDismissed: false,
    });
  });

  it('are in French for the boreal learner', async () => {
    const all = await list(borealLearner, 'All', '', 'boreal.localhost');
    expect(all.result.map((item) => item.title)).toContain('Formation obligatoire en santé et sécurité');
    expect(await unreadCount(borealLearner, 'boreal.localhost')).toBe(4);
  });
});

describe('unread semantics', () => {
  it('counts a notification unread while readOn is empty; set-notifications-read marks the given ones', async () => {
    const ann = headersOf('acme-ann');
    expect(await unreadCount(ann)).toBe(0);
    const check = await server.request(`${BASE}/unread/check`, { headers: ann });
    expect(check.json<TCheckUnreadNotificationsResponse>()).toEqual({
      success: true,
      returnValue: false,
      message: null,
    });
    const first = await createNotificationAs(server, admin, general(['acme-ann'], 'First'));
    const second = await createNotificationAs(server, admin, general(['acme-ann'], 'Second'));
    expect(first.recipientCount).toBe(1);
    expect(await unreadCount(ann)).toBe(2);
    const checked = await server.request(`${BASE}/unread/check`, { headers: ann });
    expect(checked.json<TCheckUnreadNotificationsResponse>().returnValue).toBe(true);

    const read = await server.request(`${BASE}/set-notifications-read`, {
      method: 'POST',
      headers: ann,
      body: { notificationIds: [first.notificationId, first.notificationId] },
    });
    expect(read.json<TSetNotificationsReadResponse>()).toEqual({ success: true, returnValue: 1, message: null });
    expect(await unreadCount(ann)).toBe(1);
    const items = (await list(ann, 'General')).result;
    expect(items.find((item) => item.notificationId === first.notificationId)?.readOn).toEqual(expect.any(String));
    expect(items.find((item) => item.notificationId === second.notificationId)?.readOn).toBeNull();
    // Reading again changes nothing.
    const again = await server.request(`${BASE}/set-notifications-read`, {
      method: 'POST',
      headers: ann,
      body: { notificationIds: [first.notificationId] },
    });
    expect(again.json<TSetNotificationsReadResponse>().returnValue).toBe(0);
  });

  it('marks every unread one (of a type) read without ids, and never another user’s', async () => {
    const bob = headersOf('acme-bob');
    await createNotificationAs(server, admin, general(['acme-bob', 'acme-cid']));
    const important = await createNotificationAs(server, admin, {
      ...general(['acme-bob']),
      notificationTypeId: 2,
    });
    const byType = await server.request(`${BASE}/set-notifications-read`, {
      method: 'POST',
      headers: bob,
      body: { notificationTypeId: 1 },
    });
    expect(byType.json<TSetNotificationsReadResponse>().returnValue).toBe(1);
    expect(await unreadCount(bob)).toBe(1);
    const all = await server.request(`${BASE}/set-notifications-read`, { method: 'POST', headers: bob, body: {} });
    expect(all.json<TSetNotificationsReadResponse>().returnValue).toBe(1);
    expect(await unreadCount(bob)).toBe(0);
    // Read in the centre: no pop-up left either, so it can be deleted.
    const item = (await list(bob, 'Important')).result[0];
    expect(item).toMatchObject({ notificationId: important.notificationId, displayTimesCountdown: 0 });
    // cid's copy of the shared one is untouched.
    expect(await unreadCount(headersOf('acme-cid'))).toBe(1);
  });

  it('pages the list newest first, by type name (any case) or id', async () => {
    const dee = headersOf('acme-dee');
    const created: number[] = [];
    for (let index = 0; index < 5; index += 1) {
      const effectiveOn = new Date(Date.now() - (10 - index) * 60_000).toISOString();
      const { notificationId } = await createNotificationAs(server, admin, {
        ...general(['acme-dee'], `Note ${index}`),
        effectiveOn,
      });
      created.push(notificationId);
    }
    const page = await list(dee, 'general', '?pageNo=2&pageSize=2');
    expect(page.totalRecords).toBe(5);
    expect(page.result.map((item) => item.title)).toEqual(['Note 2', 'Note 1']);
    expect((await list(dee, '1', '?pageSize=100')).totalRecords).toBe(5);
    expect((await list(dee, 'Important')).totalRecords).toBe(0);
    expect((await list(dee, 'SYSTEMGENERATED')).totalRecords).toBe(0);
    // Spec section 9: default page size 16.
    expect((await list(dee)).result).toHaveLength(5);
  });
});

describe('Important pop-ups and deletion', () => {
  it('shows an Important one until dismissed; deletion waits for displayTimesCountdown 0 (409)', async () => {
    const eve = headersOf('acme-eve');
    const { notificationId } = await createNotificationAs(server, admin, {
      ...general(['acme-eve'], 'Read me first'),
      notificationTypeId: 2,
    });
    const check = await server.request(`${BASE}/important/check`, { headers: eve });
    expect(check.json<TCheckImportantNotificationsResponse>().returnValue).toBe(true);
    const shown = (
      await server.request(`${BASE}/important`, { headers: eve })
    ).json<TGetImportantNotificationsResponse>();
    expect(shown.returnValue.map((item) => item.notificationId)).toEqual([notificationId]);
    expect(shown.returnValue[0]?.displayTimesCountdown).toBe(1);

    const refused = await server.request(`${BASE}/${notificationId}`, { method: 'DELETE', headers: eve });
    expect(refused.status).toBe(409);
    expect(refused.json<TProblem>()).toMatchObject({ code: 'conflict' });
    expect(refused.json<TProblem>().detail).toMatch(/pop-up/);

    const dismissed = await server.request(`${BASE}/important/read/${notificationId}`, {
      method: 'POST',
      headers: eve,
    });
    expect(dismissed.status).toBe(200);
    const item = dismissed.json<TReadImportantNotificationResponse>().returnValue;
    expect(item).toMatchObject({ notificationId, wasDismissed: true, displayTimesCountdown: 0 });
    expect(item.readOn).toEqual(expect.any(String));
    const after = await server.request(`${BASE}/important/check`, { headers: eve });
    expect(after.json<TCheckImportantNotificationsResponse>().returnValue).toBe(false);
    expect(await unreadCount(eve)).toBe(0);

    const deleted = await server.request(`${BASE}/${notificationId}`, { method: 'DELETE', headers: eve });
    expect(deleted.json()).toEqual({ success: true, returnValue: notificationId, message: null });
    expect((await list(eve)).result.map((entry) => entry.notificationId)).not.toContain(notificationId);
    expect((await server.request(`${BASE}/${notificationId}`, { method: 'DELETE', headers: eve })).status).toBe(404);
  });

  it('lets a General one be deleted at once, unread or not', async () => {
    const eve = headersOf('acme-eve');
    const { notificationId } = await createNotificationAs(server, admin, general(['acme-eve']));
    expect(await unreadCount(eve)).toBe(1);
    const deleted = await server.request(`${BASE}/${notificationId}`, { method: 'DELETE', headers: eve });
    expect(deleted.status).toBe(200);
    expect(await unreadCount(eve)).toBe(0);
  });

  it('the demo learner dismisses the pop-up: the bell drops by one', async () => {
    const [popUp] = (
      await server.request(`${BASE}/important`, { headers: learner })
    ).json<TGetImportantNotificationsResponse>().returnValue;
    const before = await unreadCount(learner);
    await server.request(`${BASE}/important/read/${popUp?.notificationId ?? 0}`, { method: 'POST', headers: learner });
    expect(await unreadCount(learner)).toBe(before - 1);
  });
});

describe('effective date', () => {
  it('keeps a notification out of sight until its effective date', async () => {
    const ann = headersOf('acme-ann');
    const before = await unreadCount(ann);
    const later = new Date(Date.now() + 60 * 60_000).toISOString();
    const { notificationId, recipientCount } = await createNotificationAs(server, admin, {
      ...general(['acme-ann'], 'Next week'),
      notificationTypeId: 2,
      effectiveOn: later,
    });
    expect(recipientCount).toBe(1);
    expect(await unreadCount(ann)).toBe(before);
    expect((await list(ann)).result.map((item) => item.notificationId)).not.toContain(notificationId);
    const important = (
      await server.request(`${BASE}/important`, { headers: ann })
    ).json<TGetImportantNotificationsResponse>();
    expect(important.returnValue).toEqual([]);
    const read = await server.request(`${BASE}/important/read/${notificationId}`, { method: 'POST', headers: ann });
    expect(read.status).toBe(404);
    // Administrators see it, with its date.
    const seen = await server.request(`${BASE}/admin/${notificationId}`, { headers: admin });
    expect(seen.json<TAdminUserNotification>().effectiveOn).toBe(later);
    // Its date comes.
    const past = new Date(Date.now() - 1_000).toISOString();
    await server.database.db
      .updateTable('user_notification_recipients')
      .set({ effective_on: past })
      .where('notification_id', '=', notificationId)
      .execute();
    expect(await unreadCount(ann)).toBe(before + 1);
  });

  it('stores an effective date with an offset in UTC', async () => {
    const { notificationId } = await createNotificationAs(server, admin, {
      ...general(['acme-ann']),
      effectiveOn: '2026-01-15T10:00:00+02:00',
    });
    const seen = await server.request(`${BASE}/admin/${notificationId}`, { headers: admin });
    expect(seen.json<TAdminUserNotification>().effectiveOn).toBe('2026-01-15T08:00:00.000Z');
  });
});

describe('audiences', () => {
  it('reaches exactly the holders of a role, directly or through an active group', async () => {
    const role = await insertRole(server.database, 'acme', 'Night shift');
    await server.database.db
      .insertInto('user_roles')
      .values({ tenant_code: 'acme', user_id: userIds.get('acme-ann') ?? 0, role_id: role })
      .execute();
    await insertGroup(server.database, 'acme', 'Night crew', {
      userIds: [userIds.get('acme-bob') ?? 0],
      roleIds: [role],
    });
    await insertGroup(server.database, 'acme', 'Former night crew', {
      userIds: [userIds.get('acme-cid') ?? 0],
      roleIds: [role],
      status: 'INACTIVE',
    });
    const created = await createNotificationAs(server, admin, {
      ...general([]),
      audience: { kind: 'ROLE', roleId: role },
    });
    expect(created.recipientCount).toBe(2);
    expect(await recipientsOf(server.database, 'acme', created.notificationId)).toEqual(['acme-ann', 'acme-bob']);
    const seen = (
      await server.request(`${BASE}/admin/${created.notificationId}`, { headers: admin })
    ).json<TAdminUserNotification>();
    expect(seen.audience).toEqual({ kind: 'ROLE', id: role, name: 'Night shift' });
  });

  it('reaches exactly the members of a group', async () => {
    const group = await insertGroup(server.database, 'acme', 'Warehouse', {
      userIds: [userIds.get('acme-cid') ?? 0, userIds.get('acme-dee') ?? 0],
      roleIds: [],
    });
    const created = await createNotificationAs(server, admin, {
      ...general([]),
      audience: { kind: 'GROUP', groupId: group },
    });
    expect(await recipientsOf(server.database, 'acme', created.notificationId)).toEqual(['acme-cid', 'acme-dee']);
  });

  it('reaches exactly the chosen users, and every active user of the tenant only for ALL', async () => {
    const chosen = await createNotificationAs(server, admin, general(['acme-eve', 'acme-ann', 'acme-eve']));
    expect(await recipientsOf(server.database, 'acme', chosen.notificationId)).toEqual(['acme-ann', 'acme-eve']);
    const everyone = await createNotificationAs(server, admin, { ...general([]), audience: { kind: 'ALL' } });
    const recipients = await recipientsOf(server.database, 'acme', everyone.notificationId);
    const activeUsers = await server.database.db
      .selectFrom('users')
      .select('user_code')
      .where('tenant_code', '=', 'acme')
      .where('status', '=', 'ACTIVE')
      .orderBy('user_code')
      .execute();
    expect(recipients).toEqual(activeUsers.map((row) => row.user_code));
    expect(recipients).not.toContain('acme-gone');
    expect(recipients).not.toContain('boreal-apprenant');
  });

  it.each([
    ['an unknown group', { kind: 'GROUP', groupId: 999_999 }, 'audience.groupId'],
    ['an unknown role', { kind: 'ROLE', roleId: 999_999 }, 'audience.roleId'],
    ['an unknown user', { kind: 'USERS', userCodes: ['acme-ann', 'nobody'] }, 'audience.userCodes.1'],
    ['an inactive user', { kind: 'USERS', userCodes: ['acme-gone'] }, 'audience.userCodes.0'],
    ["another tenant's user", { kind: 'USERS', userCodes: ['boreal-apprenant'] }, 'audience.userCodes.0'],
  ])('refuses %s (400 naming the field)', async (_case, audience, field) => {
    const response = await server.request(`${BASE}/admin`, {
      method: 'POST',
      headers: admin,
      body: { ...general([]), audience },
    });
    expect(response.status).toBe(400);
    expect(Object.keys(response.json<TProblem>().errors ?? {})).toEqual([field]);
  });

  it("refuses another tenant's role and group", async () => {
    const borealRole = await insertRole(server.database, 'boreal', 'Équipe de nuit');
    const borealGroup = await insertGroup(server.database, 'boreal', 'Atelier', { userIds: [], roleIds: [] });
    for (const audience of [
      { kind: 'ROLE', roleId: borealRole },
      { kind: 'GROUP', groupId: borealGroup },
    ]) {
      const response = await server.request(`${BASE}/admin`, {
        method: 'POST',
        headers: admin,
        body: { ...general([]), audience },
      });
      expect(response.status).toBe(400);
    }
  });
});

describe('sanitization', () => {
  it('stores the description sanitized', async () => {
    const { notificationId } = await createNotificationAs(server, admin, {
      ...general(['acme-cid']),
      description:
        '<script>alert(1)</script><p onclick="steal()">Hello <a href="javascript:alert(1)">there</a> <a href="https://example.com" target="_blank">link</a><img src=x onerror=alert(1)></p><svg onload=alert(1)><circle/></svg><iframe src="https://evil.example"></iframe>',
    });
    const stored = await server.database.db
      .selectFrom('user_notifications')
      .select('description')
      .where('id', '=', notificationId)
      .executeTakeFirstOrThrow();
    expect(stored.description).toBe(
      '<p>Hello <a>there</a> <a href="https://example.com" target="_blank" rel="noopener noreferrer">link</a></p>',
    );
    const item = (await list(headersOf('acme-cid'))).result.find((entry) => entry.notificationId === notificationId);
    expect(item?.description).toBe(stored.description);
  });

  it("keeps images of the tenant's own media only", async () => {
    const image = '/image/0b5e4a3c-1d2e-4f00-8a9b-1234567890ab';
    const { notificationId } = await createNotificationAs(server, admin, {
      ...general(['acme-cid']),
      description: `<p>Map <img src="${image}?tenant=acme" alt="Map"><img src="${image}?tenant=globex"><img src="https://tracker.example/p.gif"></p>`,
    });
    const item = (await list(headersOf('acme-cid'))).result.find((entry) => entry.notificationId === notificationId);
    expect(item?.description).toBe(`<p>Map <img src="${image}?tenant=acme" alt="Map" /></p>`);
  });

  it('refuses a description with nothing left once sanitized', async () => {
    const response = await server.request(`${BASE}/admin`, {
      method: 'POST',
      headers: admin,
      body: { ...general(['acme-cid']), description: '<script>alert(1)</script>' },
    });
    expect(response.status).toBe(400);
    expect(Object.keys(response.json<TProblem>().errors ?? {})).toEqual(['description']);
  });
});

describe('administration', () => {
  it('lists the tenant’s notifications newest first with recipient and read counts, by type', async () => {
    const created = await createNotificationAs(server, admin, general(['acme-ann', 'acme-bob'], 'Counted'));
    await server.request(`${BASE}/set-notifications-read`, {
      method: 'POST',
      headers: headersOf('acme-bob'),
      body: { notificationIds: [created.notificationId] },
    });
    const page = await server.request(`${BASE}/admin?pageSize=1`, { headers: admin });
    const body = page.json<TListAdminNotificationsResponse>();
    expect(body.totalRecords).toBeGreaterThan(5);
    expect(body.result).toHaveLength(1);
    expect(body.result[0]).toMatchObject({
      notificationId: created.notificationId,
      title: 'Counted',
      notificationType: 'General',
      audience: { kind: 'USERS', id: null, name: null },
      createdBy: 'acme-admin',
      recipientCount: 2,
      readCount: 1,
    });
    const important = (
      await server.request(`${BASE}/admin?notificationTypeId=2&pageSize=100`, { headers: admin })
    ).json<TListAdminNotificationsResponse>();
    expect(important.result.every((item) => item.notificationTypeId === 2)).toBe(true);
    // Only the tenant's own.
    const boreal = (
      await server.request(`${BASE}/admin?pageSize=100`, { host: 'boreal.localhost', headers: borealAdmin })
    ).json<TListAdminNotificationsResponse>();
    expect(boreal.result.map((item) => item.notificationId)).not.toContain(created.notificationId);
  });

  it('deletes a notification for every recipient', async () => {
    const ann = headersOf('acme-ann');
    const before = await unreadCount(ann);
    const { notificationId } = await createNotificationAs(server, admin, general(['acme-ann', 'acme-bob']));
    expect(await unreadCount(ann)).toBe(before + 1);
    const deleted = await server.request(`${BASE}/admin/${notificationId}`, { method: 'DELETE', headers: admin });
    expect(deleted.json()).toEqual({ success: true, returnValue: notificationId, message: null });
    expect(await unreadCount(ann)).toBe(before);
    expect(await recipientsOf(server.database, 'acme', notificationId)).toEqual([]);
    expect((await server.request(`${BASE}/admin/${notificationId}`, { headers: admin })).status).toBe(404);
  });
});

describe('access', () => {
  const userCalls: [string, string][] = [
    ['GET', `${BASE}/important`],
    ['GET', `${BASE}/important/check`],
    ['POST', `${BASE}/important/read/1`],
    ['GET', `${BASE}/list/General`],
    ['POST', `${BASE}/set-notifications-read`],
    ['GET', `${BASE}/unread/check`],
    ['GET', `${BASE}/unread/count`],
    ['DELETE', `${BASE}/1`],
    ['POST', `${BASE}/stream-ticket`],
  ];
  const adminCalls: [string, string][] = [
    ['POST', `${BASE}/admin`],
    ['GET', `${BASE}/admin`],
    ['GET', `${BASE}/admin/1`],
    ['DELETE', `${BASE}/admin/1`],
  ];

  it.each([...userCalls, ...adminCalls])(
    '%s %s answers 401 without a token or with another tenant’s',
    async (method, url) => {
      const body = method === 'POST' ? { body: {} } : {};
      expect((await server.request(url, { method, ...body })).status).toBe(401);
      expect((await server.request(url, { method, headers: borealLearner, ...body })).status).toBe(401);
    },
  );

  it.each(adminCalls)('%s %s answers 403 to a user without NOTIFICATIONS_ADMIN', async (method, url) => {
    const body = method === 'POST' ? { body: {} } : {};
    expect((await server.request(url, { method, headers: learner, ...body })).status).toBe(403);
  });
});

describe('other tenants and users', () => {
  it("answers 404 for another tenant's notification, whatever the call", async () => {
    const { notificationId } = await createNotificationAs(
      server,
      borealAdmin,
      { ...general(['boreal-apprenant']), notificationTypeId: 2 },
      'boreal.localhost',
    );
    const calls: [string, string, Record<string, string>][] = [
      ['POST', `${BASE}/important/read/${notificationId}`, learner],
      ['DELETE', `${BASE}/${notificationId}`, learner],
      ['GET', `${BASE}/admin/${notificationId}`, admin],
      ['DELETE', `${BASE}/admin/${notificationId}`, admin],
    ];
    for (const [method, url, headers] of calls) {
      expect((await server.request(url, { method, headers })).status, `${method} ${url}`).toBe(404);
    }
    const read = await server.request(`${BASE}/set-notifications-read`, {
      method: 'POST',
      headers: learner,
      body: { notificationIds: [notificationId] },
    });
    expect(read.json<TSetNotificationsReadResponse>().returnValue).toBe(0);
    // Still there, unread, for its owner.
    const owner = (
      await server.request(`${BASE}/important`, { host: 'boreal.localhost', headers: borealLearner })
    ).json<TGetImportantNotificationsResponse>();
    expect(owner.returnValue.map((item) => item.notificationId)).toContain(notificationId);
  });

  it("answers 404 for another user's notification of the same tenant", async () => {
    const { notificationId } = await createNotificationAs(server, admin, general(['acme-dee']));
    expect((await server.request(`${BASE}/${notificationId}`, { method: 'DELETE', headers: learner })).status).toBe(
      404,
    );
    expect(
      (await server.request(`${BASE}/important/read/${notificationId}`, { method: 'POST', headers: learner })).status,
    ).toBe(404);
  });

  it('answers 404 when tenantUrl names another tenant', async () => {
    for (const url of [`${BASE}/important`, `${BASE}/important/check`, `${BASE}/list/All`]) {
      const other = await server.request(`${url}?tenantUrl=${encodeURIComponent('http://boreal.localhost:3000')}`, {
        headers: learner,
      });
      expect(other.status, url).toBe(404);
      const own = await server.request(`${url}?tenantUrl=${encodeURIComponent('http://acme.localhost:3000/')}`, {
        headers: learner,
      });
      expect(own.status, url).toBe(200);
    }
  });
});

describe('bad input', () => {
  it.each([
    ['GET', `${BASE}/list/Bogus`, undefined, 'type'],
    ['GET', `${BASE}/list/4`, undefined, 'type'],
    ['GET', `${BASE}/list/General?pageSize=0`, undefined, 'pageSize'],
    ['GET', `${BASE}/list/General?pageSize=101`, undefined, 'pageSize'],
    ['GET', `${BASE}/list/General?pageNo=1e3`, undefined, 'pageNo'],
    ['GET', `${BASE}/list/General?tenantUrl=acme`, undefined, 'tenantUrl'],
    ['GET', `${BASE}/important?tenantUrl=javascript:alert(1)`, undefined, 'tenantUrl'],
    ['GET', `${BASE}/important/check?tenantUrl=nope`, undefined, 'tenantUrl'],
    ['POST', `${BASE}/important/read/abc`, undefined, 'id'],
    ['POST', `${BASE}/important/read/0`, undefined, 'id'],
    ['DELETE', `${BASE}/-1`, undefined, 'id'],
    ['DELETE', `${BASE}/99999999999`, undefined, 'id'],
    ['POST', `${BASE}/set-notifications-read`, { notificationIds: ['one'] }, 'notificationIds.0'],
    ['POST', `${BASE}/set-notifications-read`, { notificationIds: [] }, 'notificationIds'],
    ['POST', `${BASE}/set-notifications-read`, { notificationTypeId: 7 }, 'notificationTypeId'],
    ['POST', `${BASE}/set-notifications-read`, { userCode: 'acme-admin' }, 'body'],
    ['POST', `${BASE}/set-notifications-read`, undefined, 'body'],
  ])('%s %s answers 400 naming the field', async (method, url, body, field) => {
    const response = await server.request(url, {
      method,
      headers: { ...learner, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body }),
    });
    expect(response.status, response.text).toBe(400);
    expect(response.json<TProblem>().code).toBe('validation_failed');
    expect(Object.keys(response.json<TProblem>().errors ?? {})).toContain(field);
  });

  const valid = general(['acme-ann']);
  it.each([
    ['no body', undefined, 'body'],
    ['a missing title', { ...valid, title: undefined }, 'title'],
    ['a blank title', { ...valid, title: '   ' }, 'title'],
    ['a long title', { ...valid, title: 'x'.repeat(201) }, 'title'],
    ['a missing description', { ...valid, description: undefined }, 'description'],
    ['a SystemGenerated type', { ...valid, notificationTypeId: 3 }, 'notificationTypeId'],
    ['a type name', { ...valid, notificationTypeId: 'General' }, 'notificationTypeId'],
    ['a bad date', { ...valid, effectiveOn: 'tomorrow' }, 'effectiveOn'],
    ['an unknown audience', { ...valid, audience: { kind: 'EVERYONE' } }, 'audience.kind'],
    ['no users', { ...valid, audience: { kind: 'USERS', userCodes: [] } }, 'audience.userCodes'],
    ['a group id as text', { ...valid, audience: { kind: 'GROUP', groupId: 'one' } }, 'audience.groupId'],
    ['an extra property', { ...valid, tenantCode: 'boreal' }, 'body'],
  ])('POST /admin with %s answers 400 naming the field', async (_case, body, field) => {
    const response = await server.request(`${BASE}/admin`, {
      method: 'POST',
      headers: { ...admin, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body }),
    });
    expect(response.status, response.text).toBe(400);
    expect(Object.keys(response.json<TProblem>().errors ?? {})).toContain(field);
  });

  it.each([
    [`${BASE}/admin?notificationTypeId=9`, 'notificationTypeId'],
    [`${BASE}/admin?pageNo=0`, 'pageNo'],
    [`${BASE}/admin/abc`, 'id'],
  ])('GET %s answers 400 naming the field', async (url, field) => {
    const response = await server.request(url, { headers: admin });
    expect(response.status).toBe(400);
    expect(Object.keys(response.json<TProblem>().errors ?? {})).toContain(field);
  });

  it('DELETE /admin/{id} with a bad id answers 400', async () => {
    const response = await server.request(`${BASE}/admin/0x10`, { method: 'DELETE', headers: admin });
    expect(response.status).toBe(400);
    expect(Object.keys(response.json<TProblem>().errors ?? {})).toContain('id');
  });
});

describe('shapes', () => {
  it('answers every field of a notification', async () => {
    const { notificationId } = await createNotificationAs(server, admin, general(['acme-bob'], 'Shape'));
    const item = (await list(headersOf('acme-bob'))).result.find((entry) => entry.notificationId === notificationId);
    expect(item).toEqual<TUserNotification>({
      notificationId,
      notificationTypeId: 1,
      notificationType: 'General',
      title: 'Shape',
      description: '<p>Something to know.</p>',
      effectiveOn: expect.any(String),
      readOn: null,
      wasDismissed: false,
      displayTimesCountdown: 0,
    });
  });
});
