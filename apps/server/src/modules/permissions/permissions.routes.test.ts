import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, issueAccessToken } from '../../test/access-tokens.ts';
import { startTestServer, type TTestServer } from '../../test/test-server.ts';

let server: TTestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const path = '/api/UserProfile/UserPermissions';

describe('GET /api/UserProfile/UserPermissions', () => {
  it('gives a learner only the user features of the modules', async () => {
    const response = await server.request(path, { headers: await bearer(server.database, 'acme', 'acme-learner') });
    expect(response.status).toBe(200);
    expect(response.json<string[]>().sort()).toEqual([
      'LEARNINGPATH_CHANGE_PATH',
      'LEARNINGPATH_COMPLETE_PATH',
      'RESOURCELIBRARY_USER_UPLOAD',
    ]);
  });

  it('gives the manager reports of three modules and the manager permission', async () => {
    const response = await server.request(path, { headers: await bearer(server.database, 'acme', 'acme-manager') });
    expect(response.json<string[]>()).toEqual(
      expect.arrayContaining([
        'ASSESSMENT_MANAGER',
        'RESOURCELIBRARY_VIEW_REPORTS',
        'LEARNINGPATH_VIEW_REPORTS',
        'ASSESSMENT_VIEW_REPORTS',
      ]),
    );
    expect(response.json<string[]>()).not.toContain('RESOURCELIBRARY_ADMIN');
  });

  it("gives boreal's administrator no permission of the modules boreal lacks", async () => {
    const response = await server.request(path, {
      host: 'boreal.localhost',
      headers: await bearer(server.database, 'boreal', 'boreal-admin'),
    });
    const permissions = response.json<string[]>();
    expect(permissions).toContain('RESOURCELIBRARY_ADMIN');
    expect(permissions.some((permission) => permission.startsWith('STORES_') || permission.startsWith('EVENTS_'))).toBe(
      false,
    );
  });

  it('follows a role change (roles held through groups too), without empty entries', async () => {
    const db = server.database.db;
    const employee = await db
      .selectFrom('roles')
      .select('id')
      .where('tenant_code', '=', 'acme')
      .where('name', '=', 'Employee')
      .executeTakeFirstOrThrow();
    await db.updateTable('roles').set({ status: 'Inactive' }).where('id', '=', employee.id).execute();
    server.app.permissions.forgetUserAccess();
    const response = await server.request(path, { headers: await bearer(server.database, 'acme', 'acme-learner') });
    expect(response.json<string[]>()).toEqual([]);
    await db.updateTable('roles').set({ status: 'Active' }).where('id', '=', employee.id).execute();
    server.app.permissions.forgetUserAccess();
  });

  it('answers 401 with a Bearer challenge without a token, or with a malformed one', async () => {
    const none = await server.request(path);
    expect(none.status).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer');
    const garbage = await server.request(path, { headers: { authorization: 'Bearer not.a.jwt' } });
    expect(garbage.status).toBe(401);
    const basic = await server.request(path, { headers: { authorization: 'Basic dXNlcjpwYXNz' } });
    expect(basic.status).toBe(401);
  });

  it("answers 401 to another tenant's token, to an expired one and to one for another audience", async () => {
    const boreal = await bearer(server.database, 'boreal', 'boreal-apprenant');
    expect((await server.request(path, { host: 'acme.localhost', headers: boreal })).status).toBe(401);
    const expired = await issueAccessToken(server.database, {
      tenant: 'acme',
      userCode: 'acme-learner',
      expiresIn: -60,
    });
    expect((await server.request(path, { headers: { authorization: `Bearer ${expired}` } })).status).toBe(401);
    const elsewhere = await issueAccessToken(server.database, {
      tenant: 'acme',
      userCode: 'acme-learner',
      audience: 'urn:other',
    });
    expect((await server.request(path, { headers: { authorization: `Bearer ${elsewhere}` } })).status).toBe(401);
  });

  it('decides the same for a token it has verified before: once known, it still opens only its tenant', async () => {
    const boreal = await bearer(server.database, 'boreal', 'boreal-apprenant');
    for (let call = 0; call < 2; call += 1) {
      expect((await server.request(path, { host: 'boreal.localhost', headers: boreal })).status).toBe(200);
      const elsewhere = await server.request(path, { host: 'acme.localhost', headers: boreal });
      expect(elsewhere.status).toBe(401);
      expect(elsewhere.headers['www-authenticate']).toBe('Bearer');
    }
  });

  it('answers 401 to a token with characters no token has', async () => {
    const token = await issueAccessToken(server.database, { tenant: 'acme', userCode: 'acme-learner' });
    // A space inside the signature: the JWT library's base64 decoding would skip it and accept the token.
    const spaced = `Bearer ${token.slice(0, -4)} ${token.slice(-4)}`;
    const response = await server.request(path, { headers: { authorization: spaced } });
    expect(response.status).toBe(401);
    expect(response.headers['www-authenticate']).toBe('Bearer');
  });

  it('answers 401 to a token whose issuer host belongs to another tenant', async () => {
    const forged = await issueAccessToken(server.database, {
      tenant: 'acme',
      userCode: 'acme-learner',
      issuerHost: 'boreal.localhost',
    });
    expect((await server.request(path, { headers: { authorization: `Bearer ${forged}` } })).status).toBe(401);
  });

  it('answers 401 for a user who no longer exists in the tenant', async () => {
    const ghost = await bearer(server.database, 'acme', 'nobody-here');
    expect((await server.request(path, { headers: ghost })).status).toBe(401);
  });
});
