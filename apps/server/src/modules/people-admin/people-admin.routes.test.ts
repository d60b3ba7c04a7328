import {
  EMAIL_TAKEN,
  LAST_USER_ADMIN,
  PERSON_MANAGER_SELF,
  PERSON_REFERENCE_UNKNOWN,
  type TPerson,
  type TProblem,
  type TSearchPeopleResponse,
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

async function call(
  method: TMethod,
  path: string,
  options: { user?: string; tenant?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const tenant = options.tenant ?? 'acme';
  const headers = options.headers ?? (options.user ? await bearer(server.database, tenant, options.user) : {});
  return server.request(path, {
    method,
    host: `${tenant}.localhost`,
    headers,
    ...(options.body === undefined ? {} : { body: options.body }),
  });
}

const admin = { user: 'acme-admin' };

function search(body: Record<string, unknown>, tenant = 'acme') {
  return call('POST', '/api/admin/people/search', { user: `${tenant}-admin`, tenant, body });
}

async function roleIdOf(tenant: string, name: string): Promise<number> {
  const row = await server.database.db
    .selectFrom('roles')
    .select('id')
    .where('tenant_code', '=', tenant)
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function groupIdOf(tenant: string): Promise<number> {
  const row = await server.database.db
    .selectFrom('user_groups')
    .select('id')
    .where('tenant_code', '=', tenant)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const newPerson = {
  firstName: 'Paula',
  lastName: 'Prefix',
  email: 'Paula.Prefix@acme.test',
  jobRoleCode: 'SALES_ASSOCIATE',
  jobTitle: 'Sales Associate',
  locationId: null,
  managerUserCode: 'acme-manager',
};

describe('access to the people admin', () => {
  it('answers 403 to a learner and a manager, 401 without a token or with another tenant’s', async () => {
    for (const user of ['acme-learner', 'acme-manager']) {
      expect((await call('POST', '/api/admin/people/search', { user, body: {} })).status).toBe(403);
      expect((await call('GET', '/api/admin/people/acme-learner', { user })).status).toBe(403);
    }
    expect((await call('POST', '/api/admin/people/search', { body: {} })).status).toBe(401);
    const foreign = await call('POST', '/api/admin/people/search', {
      body: {},
      headers: await bearer(server.database, 'boreal', 'boreal-admin'),
    });
    expect(foreign.status).toBe(401);
  });

  it('answers 404 for a person of another tenant, on reads and on every write', async () => {
    const borealUser = await server.database.db
      .selectFrom('users')
      .select('user_code')
      .where('tenant_code', '=', 'boreal')
      .executeTakeFirstOrThrow();
    const path = `/api/admin/people/${borealUser.user_code}`;
    expect((await call('GET', path, admin)).status).toBe(404);
    const update = { userCode: borealUser.user_code, data: newPerson };
    expect((await call('PUT', path, { ...admin, body: update })).status).toBe(404);
    expect((await call('PUT', `${path}/access`, { ...admin, body: { roleIds: [], groupIds: [] } })).status).toBe(404);
    expect((await call('POST', `${path}/deactivate`, admin)).status).toBe(404);
    expect((await call('POST', `${path}/reactivate`, admin)).status).toBe(404);
    const still = await server.database.db
      .selectFrom('users')
      .select('status')
      .where('tenant_code', '=', 'boreal')
      .where('user_code', '=', borealUser.user_code)
      .executeTakeFirstOrThrow();
    expect(still.status).toBe('ACTIVE');
  });
});

describe('POST /api/admin/people/search', () => {
  it('lists only the tenant’s people, with a total, their roles and groups', async () => {
    const response = await search({ pageSize: 2 });
    expect(response.status).toBe(200);
    const page = response.json<TSearchPeopleResponse>();
    expect(page.result).toHaveLength(2);
    const all = (await search({ displayAll: true })).json<TSearchPeopleResponse>();
    expect(all.totalRecords).toBe(page.totalRecords);
    expect(all.result.every((person) => person.email.endsWith('acme.test'))).toBe(true);
    const ada = all.result.find((person) => person.userCode === 'acme-admin');
    expect(ada?.roles.map((role) => role.name)).toEqual(['Administrator']);
    expect(ada?.groups.length).toBeGreaterThan(0);
    expect(ada).not.toHaveProperty('passwordHash');
  });

  it('searches by prefix of first name, last name, full name and email, ignoring case', async () => {
    const codes = async (searchText: string) =>
      (await search({ searchText, displayAll: true })).json<TSearchPeopleResponse>().result.map((p) => p.userCode);
    expect(await codes('lEN')).toEqual(['acme-learner']);
    expect(await codes('learn')).toEqual(['acme-learner']);
    expect(await codes('lena le')).toEqual(['acme-learner']);
    expect(await codes('manager@')).toEqual(['acme-manager']);
    // A prefix, not a substring; wildcards are literal.
    expect(await codes('earner')).toEqual([]);
    expect(await codes('%')).toEqual([]);
    expect(await codes('_')).toEqual([]);
  });

  it('filters by status, job role, role and group, and pages with the total of the filter', async () => {
    const associates = await server.database.db
      .selectFrom('users')
      .select(['user_code', 'first_name'])
      .where('tenant_code', '=', 'acme')
      .where('job_role_code', '=', 'SALES_ASSOCIATE')
      .execute();
    expect(associates.length).toBeGreaterThan(1);
    const jobRole = (await search({ jobRoleCode: 'SALES_ASSOCIATE', displayAll: true })).json<TSearchPeopleResponse>();
    expect(jobRole.result.map((p) => p.userCode).sort()).toEqual(associates.map((row) => row.user_code).sort());
    const firstPage = (
      await search({ jobRoleCode: 'SALES_ASSOCIATE', pageSize: 1, sortColumns: [{ colId: 'firstName', sort: 'desc' }] })
    ).json<TSearchPeopleResponse>();
    const lastByFirstName = [...associates].sort((a, b) =>
      b.first_name.toLowerCase().localeCompare(a.first_name.toLowerCase()),
    )[0];
    expect(firstPage).toMatchObject({
      totalRecords: associates.length,
      result: [{ userCode: lastByFirstName?.user_code }],
    });
    const holders = (await search({ roleId: await roleIdOf('acme', 'Administrator') })).json<TSearchPeopleResponse>();
    expect(holders.result.map((p) => p.userCode)).toEqual(['acme-admin']);
    const members = (
      await search({ groupId: await groupIdOf('acme'), displayAll: true })
    ).json<TSearchPeopleResponse>();
    expect(members.totalRecords).toBeGreaterThan(0);
    // Another tenant's role or group matches nobody here.
    const foreignRole = (
      await search({ roleId: await roleIdOf('boreal', 'Administrator') })
    ).json<TSearchPeopleResponse>();
    expect(foreignRole).toEqual({ result: [], totalRecords: 0 });
    const inactive = (await search({ status: 'INACTIVE' })).json<TSearchPeopleResponse>();
    expect(inactive.result.every((p) => p.status === 'INACTIVE')).toBe(true);
  });

  it('answers 400 with field errors to bad filters', async () => {
    for (const body of [
      { status: 'GONE' },
      { pageSize: 0 },
      { roleId: -1 },
      { sortColumns: [{ colId: 'password', sort: 'asc' }] },
      { searchText: 'x'.repeat(201) },
      { unknown: true },
    ]) {
      const response = await search(body);
      expect(response.status).toBe(400);
      expect(response.json<TProblem>().code).toBe('validation_failed');
    }
  });
});

describe('creating and editing a person', () => {
  it('creates an active person without a password, with roles and groups', async () => {
    const groupId = await groupIdOf('acme');
    const response = await call('POST', '/api/admin/people', {
      ...admin,
      body: { ...newPerson, userCode: 'acme-paula', roleIds: [await roleIdOf('acme', 'Manager')], groupIds: [groupId] },
    });
    expect(response.status).toBe(201);
    expect(response.json<TPerson>()).toMatchObject({
      userCode: 'acme-paula',
      email: 'paula.prefix@acme.test',
      status: 'ACTIVE',
      hasPassword: false,
      roles: [{ name: 'Manager' }],
      groups: [{ id: groupId }],
      managerUserCode: 'acme-manager',
    });
    const found = (await search({ searchText: 'paula' })).json<TSearchPeopleResponse>();
    expect(found.result.map((p) => p.userCode)).toEqual(['acme-paula']);
  });

  it('refuses a taken email (409), unknown references (400) and another tenant’s role (400)', async () => {
    const taken = await call('POST', '/api/admin/people', {
      ...admin,
      body: { ...newPerson, email: 'LEARNER@acme.test' },
    });
    expect(taken.status).toBe(409);
    expect(taken.json<TProblem>().errors).toEqual({ email: [EMAIL_TAKEN] });
    const unknown = await call('POST', '/api/admin/people', {
      ...admin,
      body: {
        ...newPerson,
        email: 'someone@acme.test',
        jobRoleCode: 'NO_SUCH_ROLE',
        locationId: 999_999,
        managerUserCode: 'boreal-admin',
        roleIds: [await roleIdOf('boreal', 'Administrator')],
      },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.json<TProblem>().errors).toEqual({
      jobRoleCode: [PERSON_REFERENCE_UNKNOWN],
      locationId: [PERSON_REFERENCE_UNKNOWN],
      managerUserCode: [PERSON_REFERENCE_UNKNOWN],
      'roleIds.0': [PERSON_REFERENCE_UNKNOWN],
    });
    const bad = await call('POST', '/api/admin/people', { ...admin, body: { ...newPerson, email: 'not-an-email' } });
    expect(bad.status).toBe(400);
    const count = await server.database.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('email', '=', 'someone@acme.test')
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('edits names, job role and manager; a person cannot manage themself', async () => {
    const path = '/api/admin/people/acme-newhire';
    const data = { ...newPerson, firstName: 'Noa', lastName: 'Newhire', email: 'newhire@acme.test' };
    const response = await call('PUT', path, { ...admin, body: { userCode: 'acme-newhire', data } });
    expect(response.status).toBe(200);
    expect(response.json<TPerson>()).toMatchObject({ firstName: 'Noa', managerUserCode: 'acme-manager' });
    const self = await call('PUT', path, {
      ...admin,
      body: { userCode: 'acme-newhire', data: { ...data, managerUserCode: 'acme-newhire' } },
    });
    expect(self.status).toBe(400);
    expect(self.json<TProblem>().errors).toEqual({ managerUserCode: [PERSON_MANAGER_SELF] });
    const mismatch = await call('PUT', path, { ...admin, body: { userCode: 'acme-learner', data } });
    expect(mismatch.status).toBe(400);
  });
});

describe('deactivating and reactivating', () => {
  it('ends a person’s access at once: the same token is refused on the very next call', async () => {
    await server.database.db.insertInto('users').values(buildUserRow('acme', 'acme-leaver')).execute();
    const token = await bearer(server.database, 'acme', 'acme-leaver');
    const me = () => call('GET', '/api/userprofile/getcurrentuser', { headers: token });
    expect((await me()).status).toBe(200);

    const response = await call('POST', '/api/admin/people/acme-leaver/deactivate', admin);
    expect(response.status).toBe(200);
    expect(response.json<TPerson>().status).toBe('INACTIVE');
    expect((await me()).status).toBe(401);

    const back = await call('POST', '/api/admin/people/acme-leaver/reactivate', admin);
    expect(back.json<TPerson>().status).toBe('ACTIVE');
    expect((await me()).status).toBe(200);
  });
});

describe('no lock-out', () => {
  it('refuses (409) to deactivate the last user admin, or take away their role, changing nothing', async () => {
    const deactivate = await call('POST', '/api/admin/people/acme-admin/deactivate', admin);
    expect(deactivate.status).toBe(409);
    expect(deactivate.json<TProblem>().errors).toEqual({ userCode: [LAST_USER_ADMIN] });
    const strip = await call('PUT', '/api/admin/people/acme-admin/access', {
      ...admin,
      body: { roleIds: [], groupIds: [] },
    });
    expect(strip.status).toBe(409);
    const ada = (await call('GET', '/api/admin/people/acme-admin', admin)).json<TPerson>();
    expect(ada).toMatchObject({ status: 'ACTIVE', roles: [{ name: 'Administrator' }] });
  });

  it('refuses (409) to delete or empty the role that is the last way to administer users', async () => {
    const roleId = await roleIdOf('acme', 'Administrator');
    const deleted = await call('DELETE', `/api/role/${roleId}`, admin);
    expect(deleted.status).toBe(409);
    expect(deleted.json<TProblem>().errors).toEqual({ id: [LAST_USER_ADMIN] });
    const emptied = await call('PUT', `/api/role/${roleId}`, {
      ...admin,
      body: { id: roleId, data: { name: 'Administrator', description: null, status: 'Inactive', permissions: [] } },
    });
    expect(emptied.status).toBe(409);
    expect((await call('GET', `/api/role/${roleId}`, admin)).json<{ status: string }>().status).toBe('Active');
  });

  it('lets the last admin go once someone else administers users', async () => {
    const roleId = await roleIdOf('acme', 'Administrator');
    const given = await call('PUT', '/api/admin/people/acme-manager/access', {
      ...admin,
      body: { roleIds: [roleId], groupIds: [] },
    });
    expect(given.status).toBe(200);
    const removed = await call('PUT', '/api/admin/people/acme-admin/access', {
      user: 'acme-manager',
      body: { roleIds: [], groupIds: [] },
    });
    expect(removed.status).toBe(200);
    // Ada's access is forgotten at once: her next admin call is refused.
    expect((await call('POST', '/api/admin/people/search', { ...admin, body: {} })).status).toBe(403);
  });
});
