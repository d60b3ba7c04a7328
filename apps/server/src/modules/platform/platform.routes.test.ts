import { TENANT_TAKEN, type TCreateTenantResponse, type TPlatformTenant, type TProblem } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/access-tokens.ts';
import { startTestServer, type TTestServer } from '../../test/test-server.ts';

let server: TTestServer;
const previousSetting = process.env.PLATFORM_ADMINS;

beforeAll(async () => {
  // admin@acme.test of acme is a deployment administrator; the same address in boreal would not be.
  process.env.PLATFORM_ADMINS = 'acme:admin@acme.test, not-an-entry';
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
  if (previousSetting === undefined) {
    delete process.env.PLATFORM_ADMINS;
  } else {
    process.env.PLATFORM_ADMINS = previousSetting;
  }
});

async function call(method: 'GET' | 'POST', user: string | null, body?: unknown, tenant = 'acme') {
  return server.request('/api/platform/tenants', {
    method,
    host: `${tenant}.localhost`,
    headers: user ? await bearer(server.database, tenant, user) : {},
    ...(body === undefined ? {} : { body }),
  });
}

const nova = {
  code: 'nova',
  name: 'Nova Retail',
  hosts: ['nova.localhost', 'Learn.Nova.Example'],
  locales: ['fr-CA', 'en'],
  modules: ['NEWS', 'RESOURCELIBRARY'],
  adminEmail: 'first.admin@nova.example',
};

describe('the platform calls', () => {
  it('do not exist for anyone but a deployment administrator (401 anonymous, 404 signed in)', async () => {
    expect((await call('GET', null)).status).toBe(401);
    for (const user of ['acme-learner', 'acme-manager']) {
      expect((await call('GET', user)).status).toBe(404);
      expect((await call('POST', user, nova)).status).toBe(404);
    }
    expect((await call('GET', 'boreal-admin', undefined, 'boreal')).status).toBe(404);
    expect((await call('GET', 'acme-admin')).status).toBe(200);
  });

  it('create a tenant whose host resolves at once, with its first administrator, seeing no other tenant', async () => {
    // The host is unknown first: that answer is cached, and the creation must drop it.
    const before = await server.request('/api/UserProfile/UserPermissions', { host: 'nova.localhost' });
    expect(before.status).toBe(404);

    const response = await call('POST', 'acme-admin', nova);
    expect(response.status).toBe(201);
    const created = response.json<TCreateTenantResponse>();
    expect(created).toMatchObject({
      tenantCode: 'nova',
      hosts: ['nova.localhost', 'learn.nova.example'],
      adminUserCode: 'nova-admin',
      adminEmail: 'first.admin@nova.example',
      // No SMTP server here: the invitation's link is answered to copy, on the new tenant's host.
      invitation: { invitation: { status: 'PENDING', emailedAt: null } },
    });
    const link = new URL(created.invitation.link ?? '');
    expect(link.hostname).toBe('nova.localhost');
    expect(link.pathname).toMatch(/^\/invitation\/[A-Za-z0-9_-]{43}$/);
    // The set-password page answers on the new tenant's host, and on no other tenant's.
    expect((await server.request(link.pathname, { host: 'nova.localhost' })).status).toBe(200);
    expect((await server.request(link.pathname, { host: 'acme.localhost' })).status).toBe(404);
    const row = await server.database.db
      .selectFrom('users')
      .select(['password_hash', 'browsing_language_preference'])
      .where('tenant_code', '=', 'nova')
      .where('user_code', '=', 'nova-admin')
      .executeTakeFirstOrThrow();
    // No password until the first administrator sets one through the link.
    expect(row.password_hash).toBeNull();
    expect(row.browsing_language_preference).toBe('fr-CA');

    const novaAdmin = await bearer(server.database, 'nova', 'nova-admin');
    for (const host of ['nova.localhost', 'learn.nova.example']) {
      const permissions = await server.request('/api/UserProfile/UserPermissions', { host, headers: novaAdmin });
      expect(permissions.status).toBe(200);
      expect(permissions.json<string[]>()).toEqual(expect.arrayContaining(['USERADMIN_MANAGE_USERS', 'NEWS_ADMIN']));
      expect(permissions.json<string[]>()).not.toContain('EVENTS_ADMIN');
    }
    const groups = await server.request('/api/group/search', {
      method: 'POST',
      host: 'nova.localhost',
      headers: novaAdmin,
      body: {},
    });
    expect(groups.json<{ totalRecords: number }>().totalRecords).toBe(0);
    const people = await server.request('/api/user/getallapproved', {
      method: 'POST',
      host: 'nova.localhost',
      headers: novaAdmin,
      body: { pageNo: 1, pageSize: 10 },
    });
    expect(people.json<{ result: { userCode: string }[] }>().result.map((user) => user.userCode)).toEqual([
      'nova-admin',
    ]);
    // Nova's token is nobody elsewhere.
    const elsewhere = await server.request('/api/UserProfile/UserPermissions', {
      host: 'acme.localhost',
      headers: novaAdmin,
    });
    expect(elsewhere.status).toBe(401);

    const audit = await server.database.db
      .selectFrom('admin_audit_log')
      .select(['action', 'target_kind', 'actor_user_code'])
      .where('tenant_code', '=', 'nova')
      .execute();
    expect(audit).toEqual([{ action: 'create', target_kind: 'tenant', actor_user_code: 'acme:acme-admin' }]);

    const listed = (await call('GET', 'acme-admin')).json<TPlatformTenant[]>();
    expect(listed.find((tenant) => tenant.tenantCode === 'nova')).toEqual({
      tenantCode: 'nova',
      name: 'Nova Retail',
      hosts: ['nova.localhost', 'learn.nova.example'],
      modules: ['ADMIN', 'USERADMIN', 'NEWS', 'RESOURCELIBRARY'],
      locales: ['fr-CA', 'en'],
    });
  });

  it('refuses a code or host another tenant has (409) and bad input (400), creating nothing', async () => {
    const count = async () => (await server.database.db.selectFrom('tenants').select('tenant_code').execute()).length;
    const tenants = await count();
    const takenCode = await call('POST', 'acme-admin', { ...nova, code: 'boreal', hosts: ['new.localhost'] });
    expect(takenCode.status).toBe(409);
    expect(takenCode.json<TProblem>().errors).toEqual({ code: [TENANT_TAKEN] });
    const takenHost = await call('POST', 'acme-admin', {
      ...nova,
      code: 'orion',
      hosts: ['orion.localhost', 'ACME.localhost'],
    });
    expect(takenHost.status).toBe(409);
    expect(takenHost.json<TProblem>().errors).toEqual({ 'hosts.1': [TENANT_TAKEN] });
    const bad = await call('POST', 'acme-admin', {
      code: 'Bad Code',
      name: '',
      hosts: [],
      locales: ['de'],
      modules: ['TELEPORT'],
      adminEmail: 'nobody',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json<TProblem>().errors ?? {})).toEqual(
      expect.arrayContaining(['code', 'name', 'hosts', 'locales.0', 'modules.0', 'adminEmail']),
    );
    expect(await count()).toBe(tenants);
  });
});
