import {
  RoleValidation,
  type TProblem,
  type TRole,
  type TSearchGroupsResponse,
  type TSearchRolesResponse,
  type TSearchRoleSummariesResponse,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/access-tokens.ts';
import { grantRole } from '../../test/factories.ts';
import { startTestServer, type TTestServer } from '../../test/test-server.ts';

let server: TTestServer;
/** Ids of the demo roles, per tenant and name. */
const roleIds = new Map<string, number>();

beforeAll(async () => {
  server = await startTestServer();
  const rows = await server.database.db.selectFrom('roles').select(['id', 'tenant_code', 'name']).execute();
  for (const row of rows) {
    roleIds.set(`${row.tenant_code}/${row.name}`, row.id);
  }
});
afterAll(async () => {
  await server.close();
});

function roleId(tenant: string, name: string): number {
  const id = roleIds.get(`${tenant}/${name}`);
  if (id === undefined) {
    throw new Error(`no demo role ${tenant}/${name}`);
  }
  return id;
}

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

function fieldsOf(response: { json: <T>() => T }): string[] {
  return Object.keys(response.json<TProblem>().errors ?? {});
}

/** Every role, permission and grant of both tenants: what a refused write must leave alone. */
async function snapshot() {
  const db = server.database.db;
  const [roles, permissions, userRoles, groupRoles] = await Promise.all([
    db.selectFrom('roles').selectAll().orderBy('id').execute(),
    db.selectFrom('role_permissions').selectAll().orderBy('role_id').orderBy('permission').execute(),
    db.selectFrom('user_roles').selectAll().orderBy('user_id').orderBy('role_id').execute(),
    db.selectFrom('group_roles').selectAll().orderBy('group_id').orderBy('role_id').execute(),
  ]);
  return { roles, permissions, userRoles, groupRoles };
}

const validRole = { name: 'Reviewers', description: 'Review uploads', status: 'Active', permissions: [] };

describe('access to the role and group calls', () => {
  // Ids are known once the server has started: paths and bodies are built inside the tests.
  const routes: [string, TMethod, () => string, () => unknown][] = [
    ['GET /api/role/{id}', 'GET', () => `/api/role/${roleId('acme', 'Employee')}`, () => undefined],
    ['POST /api/role/all', 'POST', () => '/api/role/all', () => ({})],
    ['POST /api/role', 'POST', () => '/api/role', () => validRole],
    [
      'PUT /api/role/{id}',
      'PUT',
      () => `/api/role/${roleId('acme', 'Employee')}`,
      () => ({ id: roleId('acme', 'Employee'), data: validRole }),
    ],
    ['DELETE /api/role/{id}', 'DELETE', () => `/api/role/${roleId('acme', 'Employee')}`, () => undefined],
    ['POST /api/role/search', 'POST', () => '/api/role/search', () => ({})],
    ['POST /api/group/search', 'POST', () => '/api/group/search', () => ({})],
  ];

  it.each(routes)(
    '%s answers 401 without a token and to a token of another tenant',
    async (_route, method, path, bodyOf) => {
      const body = bodyOf();
      const before = await snapshot();
      expect((await call(method, path(), { body })).status).toBe(401);
      const foreign = await server.request(path(), {
        method,
        host: 'acme.localhost',
        headers: await bearer(server.database, 'boreal', 'boreal-admin'),
        ...(body === undefined ? {} : { body }),
      });
      expect(foreign.status).toBe(401);
      expect(await snapshot()).toEqual(before);
    },
  );

  it.each(routes)(
    '%s answers 403 to a learner and to a manager, changing nothing',
    async (_route, method, path, bodyOf) => {
      const body = bodyOf();
      const before = await snapshot();
      for (const user of ['acme-learner', 'acme-manager']) {
        const response = await call(method, path(), { user, body });
        expect(response.status).toBe(403);
      }
      expect(await snapshot()).toEqual(before);
    },
  );
});

describe('GET /api/role/{id}', () => {
  it('answers a role of the tenant with its permissions', async () => {
    const response = await call('GET', `/api/role/${roleId('acme', 'Employee')}`, { user: 'acme-admin' });
    expect(response.status).toBe(200);
    expect(response.json<TRole>()).toMatchObject({
      id: roleId('acme', 'Employee'),
      name: 'Employee',
      status: 'Active',
      permissions: ['LEARNINGPATH_CHANGE_PATH', 'LEARNINGPATH_COMPLETE_PATH', 'RESOURCELIBRARY_USER_UPLOAD'],
    });
  });

  it("answers 404 for another tenant's role, without any of its data", async () => {
    const response = await call('GET', `/api/role/${roleId('boreal', 'Administrator')}`, { user: 'acme-admin' });
    expect(response.status).toBe(404);
    expect(response.json<TProblem>().code).toBe('not_found');
    expect(response.text).not.toContain('Administrator');
    expect((await call('GET', '/api/role/999999', { user: 'acme-admin' })).status).toBe(404);
  });

  it.each(['abc', '0', '-1', '1.5', '0x10', '99999999999'])('answers id %s with a 400 problem', async (id) => {
    const response = await call('GET', `/api/role/${id}`, { user: 'acme-admin' });
    expect(response.status).toBe(400);
    expect(fieldsOf(response)).toEqual(['id']);
  });
});

describe('POST /api/role/all', () => {
  const path = '/api/role/all';
  const names = (response: { json: <T>() => T }) =>
    response.json<TSearchRolesResponse>().result.map((role) => role.name);

  it("lists the tenant's roles with their permissions, by name", async () => {
    const response = await call('POST', path, { user: 'acme-admin', body: {} });
    expect(response.status).toBe(200);
    const page = response.json<TSearchRolesResponse>();
    expect(page.totalRecords).toBe(3);
    expect(names(response)).toEqual(['Administrator', 'Employee', 'Manager']);
    expect(
      page.result.every((role) => !role.permissions.includes('STORES_ADMIN') || role.name === 'Administrator'),
    ).toBe(true);
    const boreal = await call('POST', path, { tenant: 'boreal', user: 'boreal-admin', body: {} });
    const borealIds = boreal.json<TSearchRolesResponse>().result.map((role) => role.id);
    expect(borealIds).toContain(roleId('boreal', 'Employee'));
    expect(borealIds).not.toContain(roleId('acme', 'Employee'));
  });

  it('filters by status and text, sorts and pages', async () => {
    const inactive = await call('POST', path, { user: 'acme-admin', body: { status: 'Inactive' } });
    expect(inactive.json<TSearchRolesResponse>()).toEqual({ result: [], totalRecords: 0 });
    expect(names(await call('POST', path, { user: 'acme-admin', body: { searchText: 'MANAG' } }))).toEqual(['Manager']);
    const page = await call('POST', path, {
      user: 'acme-admin',
      body: { pageNo: 2, pageSize: 2, sortColumns: [{ sort: 'desc', colId: 'name' }] },
    });
    expect(names(page)).toEqual(['Administrator']);
    expect(page.json<TSearchRolesResponse>().totalRecords).toBe(3);
  });

  it.each([
    ['a group status', { status: 'ACTIVE' }, ['status']],
    ['an unknown sort column', { sortColumns: [{ sort: 'asc', colId: 'tenant_code' }] }, ['sortColumns.0.colId']],
    ['an oversize search', { searchText: 'x'.repeat(201) }, ['searchText']],
    ['an unknown property', { tenantCode: 'boreal' }, ['body']],
  ])('answers %s with a 400 problem', async (_case, body, fields) => {
    const response = await call('POST', path, { user: 'acme-admin', body });
    expect(response.status).toBe(400);
    expect(fieldsOf(response)).toEqual(fields);
  });
});

describe('POST /api/role', () => {
  it('creates a role with its permissions', async () => {
    const response = await call('POST', '/api/role', {
      user: 'acme-admin',
      body: { ...validRole, permissions: ['RESOURCELIBRARY_REVIEW_UPLOADS', 'NEWS_ADMIN'] },
    });
    expect(response.status).toBe(201);
    const role = response.json<TRole>();
    expect(role).toMatchObject({
      name: 'Reviewers',
      description: 'Review uploads',
      status: 'Active',
      permissions: ['NEWS_ADMIN', 'RESOURCELIBRARY_REVIEW_UPLOADS'],
    });
    const read = await call('GET', `/api/role/${role.id}`, { user: 'acme-admin' });
    expect(read.json<TRole>()).toEqual(role);
    const stored = await server.database.db
      .selectFrom('role_permissions')
      .select(['tenant_code', 'permission'])
      .where('role_id', '=', role.id)
      .execute();
    expect(stored.every((row) => row.tenant_code === 'acme')).toBe(true);
    expect(stored).toHaveLength(2);
  });

  it('refuses a name another role of the tenant has (ignoring case) with a 409, creating nothing', async () => {
    const before = await snapshot();
    const response = await call('POST', '/api/role', { user: 'acme-admin', body: { ...validRole, name: 'eMPLOYEE' } });
    expect(response.status).toBe(409);
    expect(response.json<TProblem>()).toMatchObject({ code: 'conflict', errors: { name: ['name_taken'] } });
    expect(await snapshot()).toEqual(before);
  });

  it("allows a name another tenant's role has", async () => {
    const response = await call('POST', '/api/role', {
      tenant: 'boreal',
      user: 'boreal-admin',
      body: { ...validRole, name: 'Reviewers' },
    });
    expect(response.status).toBe(201);
  });

  it('refuses permissions of modules the tenant lacks, or unknown ones, creating nothing', async () => {
    const before = await snapshot();
    const response = await call('POST', '/api/role', {
      tenant: 'boreal',
      user: 'boreal-admin',
      body: { ...validRole, name: 'Stores', permissions: ['RESOURCELIBRARY_ADMIN', 'STORES_ADMIN', 'GOD_MODE'] },
    });
    expect(response.status).toBe(400);
    expect(response.json<TProblem>().errors).toEqual({
      'permissions.1': ['not_grantable'],
      'permissions.2': ['not_grantable'],
    });
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    ['a missing name', { status: 'Active', permissions: [] }, ['name']],
    ['a blank name', { ...validRole, name: '  ' }, ['name']],
    ['an oversize name', { ...validRole, name: 'x'.repeat(RoleValidation.maxNameLength + 1) }, ['name']],
    ['an oversize description', { ...validRole, description: 'x'.repeat(501) }, ['description']],
    ["the group's status spelling", { ...validRole, status: 'ACTIVE' }, ['status']],
    ['permissions that are not a list', { ...validRole, permissions: 'NEWS_ADMIN' }, ['permissions']],
    ['a repeated permission', { ...validRole, permissions: ['NEWS_ADMIN', 'NEWS_ADMIN'] }, ['permissions']],
    ['a tenant code', { ...validRole, tenantCode: 'boreal' }, ['body']],
    ['an id', { ...validRole, id: 0 }, ['body']],
  ])('answers %s with a 400 problem, creating nothing', async (_case, body, fields) => {
    const before = await snapshot();
    const response = await call('POST', '/api/role', { user: 'acme-admin', body });
    expect(response.status).toBe(400);
    expect(fieldsOf(response)).toEqual(fields);
    expect(await snapshot()).toEqual(before);
  });
});

describe('PUT /api/role/{id}', () => {
  async function createRole(name: string, permissions: string[] = ['NEWS_ADMIN']): Promise<TRole> {
    const response = await call('POST', '/api/role', { user: 'acme-admin', body: { ...validRole, name, permissions } });
    expect(response.status).toBe(201);
    return response.json<TRole>();
  }

  it('replaces the fields and permissions of a role', async () => {
    const role = await createRole('Editors');
    const response = await call('PUT', `/api/role/${role.id}`, {
      user: 'acme-admin',
      body: {
        id: role.id,
        data: { name: 'Chief editors', description: null, status: 'Inactive', permissions: ['TEAMS_ADMIN'] },
      },
    });
    expect(response.status).toBe(200);
    expect(response.json<TRole>()).toMatchObject({
      id: role.id,
      name: 'Chief editors',
      description: null,
      status: 'Inactive',
      permissions: ['TEAMS_ADMIN'],
      createdAt: role.createdAt,
    });
  });

  it('applies at once to the users who hold the role (through a group too)', async () => {
    const learner = { headers: await bearer(server.database, 'acme', 'acme-learner') };
    const permissionsOf = async () =>
      (await server.request('/api/UserProfile/UserPermissions', learner)).json<string[]>();
    expect(await permissionsOf()).not.toContain('NEWS_ADMIN');
    const employeeId = roleId('acme', 'Employee');
    const employee = (await call('GET', `/api/role/${employeeId}`, { user: 'acme-admin' })).json<TRole>();
    const update = (data: object) =>
      call('PUT', `/api/role/${employeeId}`, { user: 'acme-admin', body: { id: employeeId, data } });
    const fields = { name: employee.name, description: employee.description, status: employee.status };

    expect((await update({ ...fields, permissions: [...employee.permissions, 'NEWS_ADMIN'] })).status).toBe(200);
    expect(await permissionsOf()).toContain('NEWS_ADMIN');
    expect((await update({ ...fields, status: 'Inactive', permissions: employee.permissions })).status).toBe(200);
    expect(await permissionsOf()).toEqual([]);
    expect((await update({ ...fields, permissions: employee.permissions })).status).toBe(200);
    expect((await permissionsOf()).sort()).toEqual(employee.permissions);
  });

  it("answers 404 for another tenant's role, changing nothing", async () => {
    const before = await snapshot();
    const borealId = roleId('boreal', 'Employee');
    const response = await call('PUT', `/api/role/${borealId}`, {
      user: 'acme-admin',
      body: { id: borealId, data: { ...validRole, name: 'Hijacked', permissions: ['NEWS_ADMIN'] } },
    });
    expect(response.status).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a name another role has with a 409, keeping the role and its permissions', async () => {
    const role = await createRole('Writers', ['NEWS_ADMIN']);
    const before = await snapshot();
    const response = await call('PUT', `/api/role/${role.id}`, {
      user: 'acme-admin',
      body: { id: role.id, data: { ...validRole, name: 'manager', permissions: ['TEAMS_ADMIN'] } },
    });
    expect(response.status).toBe(409);
    expect(await snapshot()).toEqual(before);
  });

  it('keeps every role whole when concurrent updates race for one name', async () => {
    const roles = await Promise.all(['Race A', 'Race B', 'Race C'].map((name) => createRole(name, ['NEWS_ADMIN'])));
    const responses = await Promise.all(
      roles.map((role) =>
        call('PUT', `/api/role/${role.id}`, {
          user: 'acme-admin',
          body: { id: role.id, data: { ...validRole, name: 'Race winner', permissions: ['TEAMS_ADMIN'] } },
        }),
      ),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409, 409]);
    for (const [index, role] of roles.entries()) {
      const read = (await call('GET', `/api/role/${role.id}`, { user: 'acme-admin' })).json<TRole>();
      const hasWon = responses[index]?.status === 200;
      // The winner has both its new name and permissions; a loser has neither.
      expect([read.name, read.permissions]).toEqual(
        hasWon ? ['Race winner', ['TEAMS_ADMIN']] : [role.name, ['NEWS_ADMIN']],
      );
    }
  });

  it('refuses permissions the tenant cannot grant, changing nothing', async () => {
    const role = await createRole('Planners');
    const before = await snapshot();
    const response = await call('PUT', `/api/role/${role.id}`, {
      user: 'acme-admin',
      body: { id: role.id, data: { ...validRole, name: 'Planners', permissions: ['NEWS_ADMIN', 'ROOT'] } },
    });
    expect(response.status).toBe(400);
    expect(response.json<TProblem>().errors).toEqual({ 'data.permissions.1': ['not_grantable'] });
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    ['a body id that is not the path id', (id: number) => ({ id: id + 1, data: validRole }), ['id']],
    ['the flat role of the spec', (id: number) => ({ id, ...validRole }), ['data', 'body']],
    ['a missing id', () => ({ data: validRole }), ['id']],
    ['a data with a tenant code', (id: number) => ({ id, data: { ...validRole, tenantCode: 'boreal' } }), ['data']],
    ['a data without status', (id: number) => ({ id, data: { ...validRole, status: undefined } }), ['data.status']],
  ])('answers %s with a 400 problem, changing nothing', async (_case, body, fields) => {
    const id = roleId('acme', 'Manager');
    const before = await snapshot();
    const response = await call('PUT', `/api/role/${id}`, { user: 'acme-admin', body: body(id) });
    expect(response.status).toBe(400);
    expect(fieldsOf(response).sort()).toEqual([...fields].sort());
    expect(await snapshot()).toEqual(before);
  });
});

describe('DELETE /api/role/{id}', () => {
  it('deletes a role with its permissions and its grants to users and groups', async () => {
    const created = await call('POST', '/api/role', {
      user: 'acme-admin',
      body: { ...validRole, name: 'Temporary', permissions: ['NEWS_ADMIN'] },
    });
    const role = created.json<TRole>();
    const db = server.database.db;
    const learner = await db
      .selectFrom('users')
      .select('id')
      .where('tenant_code', '=', 'acme')
      .where('user_code', '=', 'acme-learner')
      .executeTakeFirstOrThrow();
    const group = await db
      .selectFrom('user_groups')
      .select('id')
      .where('tenant_code', '=', 'acme')
      .executeTakeFirstOrThrow();
    await db.insertInto('user_roles').values({ tenant_code: 'acme', user_id: learner.id, role_id: role.id }).execute();
    await db.insertInto('group_roles').values({ tenant_code: 'acme', group_id: group.id, role_id: role.id }).execute();
    server.app.permissions.forgetUserAccess();
    const learnerHeaders = { headers: await bearer(server.database, 'acme', 'acme-learner') };
    expect((await server.request('/api/UserProfile/UserPermissions', learnerHeaders)).json<string[]>()).toContain(
      'NEWS_ADMIN',
    );

    const response = await call('DELETE', `/api/role/${role.id}`, { user: 'acme-admin' });
    expect(response.status).toBe(204);
    expect((await call('GET', `/api/role/${role.id}`, { user: 'acme-admin' })).status).toBe(404);
    for (const table of ['role_permissions', 'user_roles', 'group_roles'] as const) {
      expect(await db.selectFrom(table).select('role_id').where('role_id', '=', role.id).execute()).toEqual([]);
    }
    expect((await server.request('/api/UserProfile/UserPermissions', learnerHeaders)).json<string[]>()).not.toContain(
      'NEWS_ADMIN',
    );
    expect((await call('DELETE', `/api/role/${role.id}`, { user: 'acme-admin' })).status).toBe(404);
  });

  it("answers 404 for another tenant's role, deleting nothing", async () => {
    const before = await snapshot();
    const response = await call('DELETE', `/api/role/${roleId('boreal', 'Administrator')}`, { user: 'acme-admin' });
    expect(response.status).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  it.each(['abc', '0', '4294967296'])('answers id %s with a 400 problem, deleting nothing', async (id) => {
    const before = await snapshot();
    const response = await call('DELETE', `/api/role/${id}`, { user: 'acme-admin' });
    expect(response.status).toBe(400);
    expect(await snapshot()).toEqual(before);
  });
});

describe('POST /api/role/search', () => {
  const path = '/api/role/search';

  it("lists the tenant's roles by name only, never what they grant", async () => {
    const response = await call('POST', path, { user: 'acme-admin', body: { status: 'Active' } });
    expect(response.status).toBe(200);
    const page = response.json<TSearchRoleSummariesResponse>();
    const names = page.result.map((role) => role.name);
    // Earlier tests add roles of their own: the seeded ones are among them, in name order.
    expect(names).toEqual(expect.arrayContaining(['Administrator', 'Employee', 'Manager']));
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(page.result.length).toBeGreaterThan(0);
    expect(page.result.every((role) => !('permissions' in role))).toBe(true);
    const search = await call('POST', path, { user: 'acme-admin', body: { searchText: 'employ' } });
    expect(search.json<TSearchRoleSummariesResponse>().result).toEqual([
      expect.objectContaining({ id: roleId('acme', 'Employee'), name: 'Employee' }),
    ]);
    const boreal = await call('POST', path, { tenant: 'boreal', user: 'boreal-admin', body: {} });
    const borealIds = boreal.json<TSearchRoleSummariesResponse>().result.map((role) => role.id);
    expect(borealIds).toContain(roleId('boreal', 'Employee'));
    expect(borealIds).not.toContain(roleId('acme', 'Employee'));
  });

  it('answers bad input with a 400 problem', async () => {
    const response = await call('POST', path, { user: 'acme-admin', body: { status: 'ACTIVE', pageSize: 0 } });
    expect(response.status).toBe(400);
    expect(fieldsOf(response)).toEqual(['pageSize', 'status']);
  });
});

describe('POST /api/group/search', () => {
  const path = '/api/group/search';

  it("lists the tenant's groups, filtered by status and text", async () => {
    const response = await call('POST', path, { user: 'acme-admin', body: {} });
    expect(response.status).toBe(200);
    const page = response.json<TSearchGroupsResponse>();
    expect(page.totalRecords).toBe(1);
    expect(page.result).toEqual([expect.objectContaining({ name: 'All employees', status: 'ACTIVE' })]);
    const boreal = await call('POST', path, { tenant: 'boreal', user: 'boreal-admin', body: {} });
    const borealGroup = boreal.json<TSearchGroupsResponse>().result[0];
    expect(borealGroup?.id).not.toBe(page.result[0]?.id);

    const inactive = await call('POST', path, { user: 'acme-admin', body: { status: 'INACTIVE' } });
    expect(inactive.json<TSearchGroupsResponse>()).toEqual({ result: [], totalRecords: 0 });
    const search = await call('POST', path, { user: 'acme-admin', body: { searchText: 'EMPLOY', displayAll: true } });
    expect(search.json<TSearchGroupsResponse>().totalRecords).toBe(1);
    const none = await call('POST', path, { user: 'acme-admin', body: { searchText: '_' } });
    expect(none.json<TSearchGroupsResponse>().totalRecords).toBe(0);
  });

  it('is open to any administrator, not only role managers', async () => {
    const db = server.database.db;
    const newhire = await db
      .selectFrom('users')
      .select('id')
      .where('tenant_code', '=', 'acme')
      .where('user_code', '=', 'acme-newhire')
      .executeTakeFirstOrThrow();
    await grantRole(db, { tenantCode: 'acme', userId: newhire.id }, { name: 'News desk', permissions: ['NEWS_ADMIN'] });
    server.app.permissions.forgetUserAccess();
    expect((await call('POST', path, { user: 'acme-newhire', body: {} })).status).toBe(200);
    expect((await call('POST', '/api/role/search', { user: 'acme-newhire', body: {} })).status).toBe(200);
    expect((await call('POST', '/api/role/all', { user: 'acme-newhire', body: {} })).status).toBe(403);
  });

  it.each([
    ["the role's status spelling", { status: 'Active' }, ['status']],
    ['a page number of 0', { pageNo: 0 }, ['pageNo']],
    ['an unknown property', { TenantCode: 'boreal' }, ['body']],
  ])('answers %s with a 400 problem', async (_case, body, fields) => {
    const response = await call('POST', path, { user: 'acme-admin', body });
    expect(response.status).toBe(400);
    expect(fieldsOf(response)).toEqual(fields);
  });
});
