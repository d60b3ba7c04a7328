import {
  GROUP_NAME_TAKEN,
  GROUP_UNKNOWN_REFERENCE,
  LAST_USER_ADMIN,
  type TGroupDetail,
  type TProblem,
  type TSearchGroupMembersResponse,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/access-tokens.ts';
import { buildUserRow } from '../../test/factories.ts';
import { startTestServer, type TTestServer } from '../../test/test-server.ts';

let server: TTestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

type TMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

async function call(method: TMethod, path: string, options: { user?: string; tenant?: string; body?: unknown } = {}) {
  const tenant = options.tenant ?? 'acme';
  const headers = options.user ? await bearer(server.database, tenant, options.user) : {};
  return server.request(path, {
    method,
    host: `${tenant}.localhost`,
    headers,
    ...(options.body === undefined ? {} : { body: options.body }),
  });
}

const admin = { user: 'acme-admin' };

async function roleIdOf(tenant: string, name: string): Promise<number> {
  const row = await server.database.db
    .selectFrom('roles')
    .select('id')
    .where('tenant_code', '=', tenant)
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function groupIdOf(tenant: string, name: string): Promise<number> {
  const row = await server.database.db
    .selectFrom('user_groups')
    .select('id')
    .where('tenant_code', '=', tenant)
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function auditCount(): Promise<number> {
  const row = await server.database.db
    .selectFrom('admin_audit_log')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('area', '=', 'groups')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Every group, grant and membership of both tenants: what a refused write must leave alone. */
async function snapshot() {
  const db = server.database.db;
  const [groups, groupRoles, members] = await Promise.all([
    db.selectFrom('user_groups').selectAll().orderBy('id').execute(),
    db.selectFrom('group_roles').selectAll().orderBy('group_id').orderBy('role_id').execute(),
    db.selectFrom('group_members').selectAll().orderBy('group_id').orderBy('user_id').execute(),
  ]);
  return { groups, groupRoles, members, audit: await auditCount() };
}

function errorsOf(response: { json: <T>() => T }) {
  return response.json<TProblem>().errors;
}

async function createGroup(name: string, roleIds: number[] = []): Promise<TGroupDetail> {
  const response = await call('POST', '/api/group', { ...admin, body: { name, status: 'ACTIVE', roleIds } });
  expect(response.status).toBe(201);
  return response.json<TGroupDetail>();
}

describe('access to the group calls', () => {
  it('answers 401 without a token or with another tenant’s, 403 to a learner and a manager, changing nothing', async () => {
    const groupId = await groupIdOf('acme', 'All employees');
    const calls: [TMethod, string, unknown][] = [
      ['GET', `/api/group/${groupId}`, undefined],
      ['POST', '/api/group', { name: 'X', status: 'ACTIVE', roleIds: [] }],
      ['PUT', `/api/group/${groupId}`, { id: groupId, data: { name: 'X', status: 'ACTIVE', roleIds: [] } }],
      ['DELETE', `/api/group/${groupId}`, undefined],
      ['POST', `/api/group/${groupId}/members/search`, {}],
      ['POST', `/api/group/${groupId}/members`, { userCodes: ['acme-learner'] }],
      ['DELETE', `/api/group/${groupId}/members/acme-learner`, undefined],
    ];
    const before = await snapshot();
    for (const [method, path, body] of calls) {
      expect((await call(method, path, { body })).status).toBe(401);
      const foreign = await server.request(path, {
        method,
        host: 'acme.localhost',
        headers: await bearer(server.database, 'boreal', 'boreal-admin'),
        ...(body === undefined ? {} : { body }),
      });
      expect(foreign.status).toBe(401);
      for (const user of ['acme-learner', 'acme-manager']) {
        expect((await call(method, path, { user, body })).status).toBe(403);
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it('answers 404 for boreal’s group through acme on every call, and boreal’s group stays', async () => {
    const borealGroup = await groupIdOf('boreal', 'All employees');
    const before = await snapshot();
    const path = `/api/group/${borealGroup}`;
    expect((await call('GET', path, admin)).status).toBe(404);
    const update = { id: borealGroup, data: { name: 'Taken over', status: 'ACTIVE', roleIds: [] } };
    expect((await call('PUT', path, { ...admin, body: update })).status).toBe(404);
    expect((await call('DELETE', path, admin)).status).toBe(404);
    expect((await call('POST', `${path}/members/search`, { ...admin, body: {} })).status).toBe(404);
    expect((await call('POST', `${path}/members`, { ...admin, body: { userCodes: ['acme-learner'] } })).status).toBe(
      404,
    );
    expect((await call('DELETE', `${path}/members/boreal-learner`, admin)).status).toBe(404);
    expect(await snapshot()).toEqual(before);
  });
});

describe('a group’s life', () => {
  it('creates, reads, renames, gives roles and deletes a group, one audit row per write', async () => {
    const audit = await auditCount();
    const managerRole = await roleIdOf('acme', 'Manager');
    const created = await createGroup('  Store leads ', [managerRole]);
    expect(created).toEqual({
      id: expect.any(Number),
      name: 'Store leads',
      description: null,
      status: 'ACTIVE',
      roles: [{ id: managerRole, name: 'Manager' }],
      memberCount: 0,
    });
    expect(await auditCount()).toBe(audit + 1);

    const read = await call('GET', `/api/group/${created.id}`, admin);
    expect(read.json<TGroupDetail>()).toEqual(created);

    const renamed = await call('PUT', `/api/group/${created.id}`, {
      ...admin,
      body: {
        id: created.id,
        data: { name: 'Store leaders', description: 'Leads of every store', status: 'ACTIVE', roleIds: [] },
      },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.json<TGroupDetail>()).toMatchObject({
      name: 'Store leaders',
      description: 'Leads of every store',
      roles: [],
    });
    expect(await auditCount()).toBe(audit + 2);
    const entry = await server.database.db
      .selectFrom('admin_audit_log')
      .selectAll()
      .where('area', '=', 'groups')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({
      action: 'update',
      target_kind: 'group',
      target_id: String(created.id),
      actor_user_code: 'acme-admin',
    });
    expect(JSON.parse(entry.before_json ?? 'null')).toMatchObject({ name: 'Store leads' });
    expect(JSON.parse(entry.after_json ?? 'null')).toMatchObject({ name: 'Store leaders' });

    const listed = await call('POST', '/api/group/search', { ...admin, body: { searchText: 'leaders' } });
    expect(listed.json<{ result: { name: string }[] }>().result.map((group) => group.name)).toEqual(['Store leaders']);

    expect((await call('DELETE', `/api/group/${created.id}`, admin)).status).toBe(204);
    expect((await call('GET', `/api/group/${created.id}`, admin)).status).toBe(404);
    expect(await auditCount()).toBe(audit + 3);
  });

  it('refuses a taken name (409, ignoring case) and bad input (400 per field), writing nothing', async () => {
    const before = await snapshot();
    const taken = await call('POST', '/api/group', {
      ...admin,
      body: { name: 'ALL EMPLOYEES', status: 'ACTIVE', roleIds: [] },
    });
    expect(taken.status).toBe(409);
    expect(errorsOf(taken)).toEqual({ name: [GROUP_NAME_TAKEN] });

    const borealRole = await roleIdOf('boreal', 'Employee');
    const foreignRole = await call('POST', '/api/group', {
      ...admin,
      body: { name: 'Foreign', status: 'ACTIVE', roleIds: [borealRole] },
    });
    expect(foreignRole.status).toBe(400);
    expect(errorsOf(foreignRole)).toEqual({ 'roleIds.0': [GROUP_UNKNOWN_REFERENCE] });

    const bad = await call('POST', '/api/group', {
      ...admin,
      body: { name: ' ', status: 'SOMETIMES', roleIds: [1, 1], extra: true },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(errorsOf(bad) ?? {})).toEqual(expect.arrayContaining(['name', 'status', 'roleIds']));

    const groupId = await groupIdOf('acme', 'All employees');
    const mismatched = await call('PUT', `/api/group/${groupId}`, {
      ...admin,
      body: { id: groupId + 1, data: { name: 'All employees', status: 'ACTIVE', roleIds: [] } },
    });
    expect(mismatched.status).toBe(400);
    expect((await call('GET', '/api/group/abc', admin)).status).toBe(400);
    expect((await call('GET', '/api/group/999999', admin)).status).toBe(404);
    expect(await snapshot()).toEqual(before);
  });
});

describe('members', () => {
  it('adds people (idempotently), lists and searches them, removes one; audited', async () => {
    const group = await createGroup('Night shift');
    const audit = await auditCount();
    const added = await call('POST', `/api/group/${group.id}/members`, {
      ...admin,
      body: { userCodes: ['acme-learner', 'acme-manager'] },
    });
    expect(added.status).toBe(200);
    expect(added.json<TGroupDetail>().memberCount).toBe(2);
    const again = await call('POST', `/api/group/${group.id}/members`, {
      ...admin,
      body: { userCodes: ['acme-learner'] },
    });
    expect(again.json<TGroupDetail>().memberCount).toBe(2);
    expect(await auditCount()).toBe(audit + 2);

    const listed = await call('POST', `/api/group/${group.id}/members/search`, { ...admin, body: {} });
    const page = listed.json<TSearchGroupMembersResponse>();
    expect(page.totalRecords).toBe(2);
    expect(page.result.map((member) => member.userCode).sort()).toEqual(['acme-learner', 'acme-manager']);
    const searched = await call('POST', `/api/group/${group.id}/members/search`, {
      ...admin,
      body: { searchText: 'manager@', pageSize: 1 },
    });
    expect(searched.json<TSearchGroupMembersResponse>().result.map((member) => member.userCode)).toEqual([
      'acme-manager',
    ]);

    const removed = await call('DELETE', `/api/group/${group.id}/members/acme-learner`, admin);
    expect(removed.status).toBe(200);
    expect(removed.json<TGroupDetail>().memberCount).toBe(1);
    expect((await call('DELETE', `/api/group/${group.id}/members/acme-learner`, admin)).status).toBe(404);
    expect(await auditCount()).toBe(audit + 3);
  });

  it('keeps one membership when the same person is added many times at once', async () => {
    const group = await createGroup('Rush hour');
    const responses = await Promise.all(
      Array.from({ length: 6 }, () =>
        call('POST', `/api/group/${group.id}/members`, { ...admin, body: { userCodes: ['acme-learner'] } }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array.from({ length: 6 }, () => 200));
    const listed = await call('POST', `/api/group/${group.id}/members/search`, { ...admin, body: {} });
    expect(listed.json<TSearchGroupMembersResponse>().totalRecords).toBe(1);
  });

  it('refuses people of another tenant or unknown (400), adding nobody', async () => {
    const group = await createGroup('Visitors');
    const before = await snapshot();
    const response = await call('POST', `/api/group/${group.id}/members`, {
      ...admin,
      body: { userCodes: ['acme-learner', 'boreal-learner', 'nobody'] },
    });
    expect(response.status).toBe(400);
    expect(errorsOf(response)).toEqual({
      'userCodes.1': [GROUP_UNKNOWN_REFERENCE],
      'userCodes.2': [GROUP_UNKNOWN_REFERENCE],
    });
    expect((await call('POST', `/api/group/${group.id}/members`, { ...admin, body: { userCodes: [] } })).status).toBe(
      400,
    );
    expect(await snapshot()).toEqual(before);
  });

  it('gives a member the group’s roles’ permissions at once, and takes them back', async () => {
    const db = server.database.db;
    const { id: userId } = await db
      .insertInto('users')
      .values(buildUserRow('acme', 'acme-temp'))
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(userId).toBeGreaterThan(0);
    const group = await createGroup('Role editors', [await roleIdOf('acme', 'Administrator')]);
    const temp = { user: 'acme-temp' };
    expect((await call('GET', `/api/group/${group.id}`, temp)).status).toBe(403);
    await call('POST', `/api/group/${group.id}/members`, { ...admin, body: { userCodes: ['acme-temp'] } });
    expect((await call('GET', `/api/group/${group.id}`, temp)).status).toBe(200);
    await call('DELETE', `/api/group/${group.id}/members/acme-temp`, admin);
    expect((await call('GET', `/api/group/${group.id}`, temp)).status).toBe(403);
  });
});

describe('no lock-out through groups', () => {
  it('refuses (409) to remove the last user admin from the group that makes them one, to strip or delete that group', async () => {
    const db = server.database.db;
    const adminRole = await roleIdOf('acme', 'Administrator');
    const group = await createGroup('Administrators', [adminRole]);
    await call('POST', `/api/group/${group.id}/members`, { ...admin, body: { userCodes: ['acme-admin'] } });
    // Only the group makes anyone a user admin now: every other holder of the role loses it.
    await db.deleteFrom('user_roles').where('tenant_code', '=', 'acme').where('role_id', '=', adminRole).execute();
    await db
      .deleteFrom('group_members')
      .where('tenant_code', '=', 'acme')
      .where('group_id', '=', group.id)
      .where('user_id', 'not in', db.selectFrom('users').select('id').where('user_code', '=', 'acme-admin'))
      .execute();
    const before = await snapshot();

    const removed = await call('DELETE', `/api/group/${group.id}/members/acme-admin`, admin);
    expect(removed.status).toBe(409);
    expect(errorsOf(removed)).toEqual({ userCode: [LAST_USER_ADMIN] });
    const stripped = await call('PUT', `/api/group/${group.id}`, {
      ...admin,
      body: { id: group.id, data: { name: 'Administrators', status: 'ACTIVE', roleIds: [] } },
    });
    expect(stripped.status).toBe(409);
    expect(errorsOf(stripped)).toEqual({ 'data.roleIds': [LAST_USER_ADMIN] });
    const deactivated = await call('PUT', `/api/group/${group.id}`, {
      ...admin,
      body: { id: group.id, data: { name: 'Administrators', status: 'INACTIVE', roleIds: [adminRole] } },
    });
    expect(deactivated.status).toBe(409);
    const deleted = await call('DELETE', `/api/group/${group.id}`, admin);
    expect(deleted.status).toBe(409);
    expect(errorsOf(deleted)).toEqual({ id: [LAST_USER_ADMIN] });
    expect(await snapshot()).toEqual(before);

    // Once someone else administers users, the group may go.
    await call('POST', `/api/group/${group.id}/members`, { ...admin, body: { userCodes: ['acme-manager'] } });
    expect((await call('DELETE', `/api/group/${group.id}/members/acme-admin`, admin)).status).toBe(200);
  });
});
