import type { TAuditEntry, TLocation, TRole, TSearchAuditLogResponse } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/access-tokens.ts';
import { failInsertsInto } from '../../test/failing-inserts.ts';
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
  const headers = await bearer(server.database, tenant, options.user ?? `${tenant}-admin`);
  return server.request(path, {
    method,
    host: `${tenant}.localhost`,
    headers,
    ...(options.body === undefined ? {} : { body: options.body }),
  });
}

async function auditRows() {
  return server.database.db.selectFrom('admin_audit_log').selectAll().orderBy('id').execute();
}

/** Runs a write and answers the audit rows it added (any tenant). */
async function rowsAddedBy(write: () => Promise<{ status: number }>, expectedStatus: number) {
  const before = await auditRows();
  const response = await write();
  expect(response.status).toBe(expectedStatus);
  const after = await auditRows();
  return after.slice(before.length);
}

async function locationIdOf(code: string): Promise<number> {
  const row = await server.database.db
    .selectFrom('locations')
    .select('id')
    .where('tenant_code', '=', 'acme')
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  return row.id;
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

const auditor = { name: 'Auditors', description: null, status: 'Active', permissions: [] };
const person = {
  firstName: 'Audra',
  lastName: 'Audit',
  email: 'audra@acme.test',
  jobRoleCode: null,
  jobTitle: null,
  locationId: null,
  managerUserCode: null,
};

describe('every admin write leaves exactly one audit row', () => {
  it('records role writes with the role before and after', async () => {
    let roleId = 0;
    const [created] = await rowsAddedBy(async () => {
      const response = await call('POST', '/api/role', { body: auditor });
      roleId = response.json<TRole>().id;
      return response;
    }, 201);
    expect(created).toMatchObject({
      tenant_code: 'acme',
      actor_user_code: 'acme-admin',
      area: 'roles',
      action: 'create',
      target_kind: 'role',
      target_id: String(roleId),
      before_json: null,
    });
    expect(JSON.parse(created?.after_json ?? 'null')).toMatchObject({ name: 'Auditors' });

    const updated = await rowsAddedBy(
      () => call('PUT', `/api/role/${roleId}`, { body: { id: roleId, data: { ...auditor, name: 'Auditeurs' } } }),
      200,
    );
    expect(updated).toHaveLength(1);
    expect(JSON.parse(updated[0]?.before_json ?? 'null')).toMatchObject({ name: 'Auditors' });
    expect(JSON.parse(updated[0]?.after_json ?? 'null')).toMatchObject({ name: 'Auditeurs' });

    const deleted = await rowsAddedBy(() => call('DELETE', `/api/role/${roleId}`), 204);
    expect(deleted).toMatchObject([{ action: 'delete', after_json: null }]);
  });

  it('records location writes', async () => {
    const body = {
      code: 'STORE-AUDIT',
      nameEn: 'Audit store',
      nameFr: 'Magasin audit',
      locationTypeCode: 'STORE',
      businessTypeCode: 'RETAIL',
      brandCode: 'ACME',
      parentLocationId: await locationIdOf('CA-QC'),
      addressLine1: null,
      city: 'Sherbrooke',
      province: 'QC',
      postalCode: null,
      countryCode: 'CA',
    };
    let locationId = 0;
    const created = await rowsAddedBy(async () => {
      const response = await call('POST', '/api/location', { body });
      locationId = response.json<TLocation>().locationId;
      return response;
    }, 201);
    expect(created).toMatchObject([{ area: 'locations', action: 'create', target_kind: 'location' }]);
    const updated = await rowsAddedBy(
      () => call('PUT', `/api/location/${locationId}`, { body: { ...body, nameEn: 'Audited store' } }),
      200,
    );
    expect(updated).toMatchObject([{ action: 'update', target_id: String(locationId) }]);
    const deleted = await rowsAddedBy(() => call('DELETE', `/api/location/${locationId}`), 204);
    expect(deleted).toMatchObject([{ action: 'delete', target_id: String(locationId) }]);
  });

  it('records people writes, and nothing for a deactivation that changes nothing', async () => {
    const created = await rowsAddedBy(
      () => call('POST', '/api/admin/people', { body: { ...person, userCode: 'acme-audra' } }),
      201,
    );
    expect(created).toMatchObject([{ area: 'people', action: 'create', target_kind: 'user', target_id: 'acme-audra' }]);
    const updated = await rowsAddedBy(
      () =>
        call('PUT', '/api/admin/people/acme-audra', {
          body: { userCode: 'acme-audra', data: { ...person, lastName: 'Audited' } },
        }),
      200,
    );
    expect(updated).toMatchObject([{ action: 'update' }]);
    const managerRoleId = await roleIdOf('acme', 'Manager');
    const access = await rowsAddedBy(
      () => call('PUT', '/api/admin/people/acme-audra/access', { body: { roleIds: [managerRoleId], groupIds: [] } }),
      200,
    );
    expect(access).toMatchObject([{ action: 'set_access' }]);
    expect(JSON.parse(access[0]?.after_json ?? 'null')).toMatchObject({ roles: [{ name: 'Manager' }] });
    const deactivated = await rowsAddedBy(() => call('POST', '/api/admin/people/acme-audra/deactivate'), 200);
    expect(deactivated).toMatchObject([{ action: 'deactivate' }]);
    expect(await rowsAddedBy(() => call('POST', '/api/admin/people/acme-audra/deactivate'), 200)).toEqual([]);
    const reactivated = await rowsAddedBy(() => call('POST', '/api/admin/people/acme-audra/reactivate'), 200);
    expect(reactivated).toMatchObject([{ action: 'reactivate' }]);
  });

  it('records nothing for refused writes (400, 404, 409)', async () => {
    expect(await rowsAddedBy(() => call('POST', '/api/role', { body: { ...auditor, name: '' } }), 400)).toEqual([]);
    const borealRoleId = await roleIdOf('boreal', 'Manager');
    expect(await rowsAddedBy(() => call('DELETE', `/api/role/${borealRoleId}`), 404)).toEqual([]);
    expect(await rowsAddedBy(() => call('POST', '/api/admin/people/acme-admin/deactivate'), 409)).toEqual([]);
  });
});

describe('a failed write leaves no audit row, and a failed audit row no change', () => {
  it('rolls the change back when its audit row cannot be written', async () => {
    const failure = await failInsertsInto(server.database, 'admin_audit_log');
    try {
      const response = await call('POST', '/api/role', { body: { ...auditor, name: 'Never' } });
      expect(response.status).toBe(500);
      const deactivate = await call('POST', '/api/admin/people/acme-learner/deactivate');
      expect(deactivate.status).toBe(500);
    } finally {
      await failure.undo();
    }
    const role = await server.database.db
      .selectFrom('roles')
      .select('id')
      .where('name', '=', 'Never')
      .executeTakeFirst();
    expect(role).toBeUndefined();
    const learner = await server.database.db
      .selectFrom('users')
      .select('status')
      .where('tenant_code', '=', 'acme')
      .where('user_code', '=', 'acme-learner')
      .executeTakeFirstOrThrow();
    expect(learner.status).toBe('ACTIVE');
  });

  it('writes no audit row when the change itself fails', async () => {
    const failure = await failInsertsInto(server.database, 'user_roles');
    try {
      const rows = await rowsAddedBy(
        async () =>
          call('POST', '/api/admin/people', {
            body: { ...person, email: 'half@acme.test', roleIds: [await roleIdOf('acme', 'Manager')] },
          }),
        500,
      );
      expect(rows).toEqual([]);
    } finally {
      await failure.undo();
    }
    const half = await server.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'half@acme.test')
      .execute();
    expect(half).toEqual([]);
  });
});

describe('reading the audit log', () => {
  it('is for those who manage roles: 403 to a learner and a manager', async () => {
    for (const user of ['acme-learner', 'acme-manager']) {
      expect((await call('POST', '/api/admin/audit/search', { user, body: {} })).status).toBe(403);
      expect((await call('GET', '/api/admin/audit/export', { user })).status).toBe(403);
    }
  });

  it('lists the tenant’s changes newest first, with the actor’s name, filtered', async () => {
    const all = (
      await call('POST', '/api/admin/audit/search', { body: { displayAll: true } })
    ).json<TSearchAuditLogResponse>();
    expect(all.totalRecords).toBeGreaterThan(5);
    const times = all.result.map((entry) => entry.at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(all.result[0]).toMatchObject({ actorUserCode: 'acme-admin', actorName: 'Ada Admin' });

    const people = (
      await call('POST', '/api/admin/audit/search', {
        body: { area: 'people', targetKind: 'user', targetId: 'acme-audra', pageSize: 2 },
      })
    ).json<TSearchAuditLogResponse>();
    expect(people.totalRecords).toBe(5);
    expect(people.result.map((entry: TAuditEntry) => entry.action)).toEqual(['reactivate', 'deactivate']);

    const future = (
      await call('POST', '/api/admin/audit/search', { body: { from: '2999-01-01T00:00:00Z' } })
    ).json<TSearchAuditLogResponse>();
    expect(future).toEqual({ result: [], totalRecords: 0 });
    const past = (
      await call('POST', '/api/admin/audit/search', { body: { to: '2000-01-01T00:00:00Z' } })
    ).json<TSearchAuditLogResponse>();
    expect(past.totalRecords).toBe(0);

    // Boreal sees none of acme's changes.
    const boreal = (
      await call('POST', '/api/admin/audit/search', { tenant: 'boreal', body: {} })
    ).json<TSearchAuditLogResponse>();
    expect(boreal.totalRecords).toBe(0);
  });

  it('answers 400 to bad filters', async () => {
    for (const body of [{ area: 'kitchen' }, { from: 'yesterday' }, { pageNo: 0 }, { extra: 1 }]) {
      expect((await call('POST', '/api/admin/audit/search', { body })).status).toBe(400);
    }
    expect((await call('GET', '/api/admin/audit/export?to=soon')).status).toBe(400);
  });

  it('exports the filtered log as CSV, with formula cells escaped', async () => {
    await call('PUT', '/api/admin/people/acme-audra', {
      body: { userCode: 'acme-audra', data: { ...person, firstName: '=HYPERLINK("http://x")' } },
    });
    const response = await call('GET', '/api/admin/audit/export?area=people&targetId=acme-audra');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = response.text.trim().split('\n');
    expect(lines[0]).toBe('at,actorUserCode,actorName,area,action,targetKind,targetId,before,after');
    expect(lines).toHaveLength(7);
    expect(lines[1]).toContain(',Ada Admin,people,update,user,acme-audra,');
    expect(response.text).not.toMatch(/(^|,)"?=HYPERLINK/m);
  });
});
