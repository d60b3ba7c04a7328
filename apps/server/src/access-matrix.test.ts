import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from './test/access-tokens.ts';
import { buildUserRow } from './test/factories.ts';
import { signInNewUser } from './test/server-fixtures.ts';
import { startTestServer, type TTestServer } from './test/test-server.ts';
import type { TDeclaredRoute } from './plugins/route-access.ts';

/**
 * The access matrix: every API route the server registers, with what it declares, against every
 * kind of caller. A new route is in this matrix the moment it exists; one without a declaration
 * stops the server from starting (last test).
 */

let server: TTestServer;
let routes: TDeclaredRoute[];
let acmeNobody: Record<string, string>;
let borealUser: Record<string, string>;

// A value for each path parameter that passes no validation it should not need to pass.
function samplePath(url: string): string {
  return url.replace(/:([A-Za-z]+)/g, (_match, name: string) => (/code/i.test(name) ? 'acme-learner' : '1'));
}

beforeAll(async () => {
  server = await startTestServer();
  routes = server.app.declaredRoutes;
  // Signed in, in the right tenant, holding no permission at all.
  await server.database.db.insertInto('users').values(buildUserRow('acme', 'acme-nobody')).execute();
  acmeNobody = await bearer(server.database, 'acme', 'acme-nobody');
  borealUser = await bearer(server.database, 'boreal', 'boreal-admin');
});
afterAll(async () => {
  await server.close();
});

const guarded = () => routes.filter((route) => route.access.kind !== 'public');
const withPermissions = () => routes.filter((route) => route.access.kind === 'permissions');

function call(route: TDeclaredRoute, headers: Record<string, string> = {}) {
  const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
  return server.request(samplePath(route.url), {
    method: route.method,
    host: 'acme.localhost',
    headers,
    ...(hasBody ? { body: {} } : {}),
  });
}

describe('the access matrix', () => {
  it('covers the API: guarded routes exist and every one is declared', () => {
    expect(guarded().length).toBeGreaterThan(0);
    expect(routes.some((route) => route.url === '/api/UserProfile/UserPermissions')).toBe(true);
  });

  it('answers 401 to every guarded route without a token', async () => {
    for (const route of guarded()) {
      const response = await call(route);
      expect({ route: `${route.method} ${route.url}`, status: response.status }).toEqual({
        route: `${route.method} ${route.url}`,
        status: 401,
      });
    }
  });

  it("answers 401 to every guarded route with another tenant's token", async () => {
    for (const route of guarded()) {
      const response = await call(route, borealUser);
      expect([401, 404], `${route.method} ${route.url}`).toContain(response.status);
    }
  });

  it('answers 403 to every permission-guarded route for a user without the permission', async () => {
    for (const route of withPermissions()) {
      const response = await call(route, acmeNobody);
      expect({ route: `${route.method} ${route.url}`, status: response.status }).toEqual({
        route: `${route.method} ${route.url}`,
        status: 403,
      });
    }
  });

  it("answers 403 to one module's administrator on every route their permission does not open", async () => {
    // Issue 21: administering one module (its *_ADMIN permission alone) opens no other's admin calls.
    const adminPermissions = [
      ...new Set(
        withPermissions().flatMap((route) =>
          route.access.kind === 'permissions' ? route.access.permissions.filter((code) => code.endsWith('_ADMIN')) : [],
        ),
      ),
    ].sort();
    expect(adminPermissions.length).toBeGreaterThan(5);
    for (const permission of adminPermissions) {
      const moduleAdmin = await signInNewUser(server, 'acme', `acme-only-${permission.toLowerCase()}`, {
        permissions: [permission],
      });
      const closed = withPermissions().filter(
        (route) =>
          route.access.kind === 'permissions' &&
          !(route.access.mode === 'any'
            ? route.access.permissions.includes(permission)
            : route.access.permissions.every((code) => code === permission)),
      );
      for (const route of closed) {
        const response = await call(route, moduleAdmin);
        expect({ holder: permission, route: `${route.method} ${route.url}`, status: response.status }).toEqual({
          holder: permission,
          route: `${route.method} ${route.url}`,
          status: 403,
        });
      }
    }
  });

  it('never answers 500 to a signed-in user, whatever the route and its (empty) input', async () => {
    for (const route of guarded()) {
      const response = await call(route, acmeNobody);
      expect(response.status, `${route.method} ${route.url}`).toBeLessThan(500);
    }
  });

  it('guards notification administration by permission, and the public notification stream by its ticket', async () => {
    const admin = routes.filter((route) => route.url.startsWith('/api/user-notification/admin'));
    expect(admin.length).toBeGreaterThan(0);
    expect(admin.every((route) => route.access.kind === 'permissions')).toBe(true);
    for (const ticket of ['', 'not-a-ticket', '1.YWNtZQ.YWNtZS1ub2JvZHk.forged']) {
      const response = await server.request(`/api/user-notification/stream?ticket=${ticket}`, {
        host: 'acme.localhost',
        headers: acmeNobody,
      });
      expect([400, 401], ticket).toContain(response.status);
    }
  });

  it('guards learning path administration and the path changes by their permissions', () => {
    const byUrl = (method: string, url: string) =>
      routes.find((route) => route.method === method && route.url === url)?.access;
    const admin = routes.filter(
      (route) => route.url.startsWith('/api/path/admin') && route.url !== '/api/path/admin/Search',
    );
    expect(admin.length).toBeGreaterThan(5);
    for (const route of admin) {
      expect(route.access, `${route.method} ${route.url}`).toEqual({
        kind: 'permissions',
        permissions: ['LEARNINGPATH_ADMIN'],
        mode: 'any',
      });
    }
    expect(byUrl('POST', '/api/corepath/setUserPath')).toEqual({
      kind: 'permissions',
      permissions: ['LEARNINGPATH_CHANGE_PATH'],
      mode: 'any',
    });
    expect(byUrl('POST', '/api/corepath/completeItem')).toEqual({
      kind: 'permissions',
      permissions: ['LEARNINGPATH_COMPLETE_PATH'],
      mode: 'any',
    });
    expect(byUrl('GET', '/api/corepath')).toEqual({ kind: 'signed-in' });
  });

  it('opens the assessment set picker to report viewers (the reports filter by set), within their tenant', async () => {
    const declared = routes.find((route) => route.method === 'GET' && route.url === '/api/assessment/setChoices');
    expect(declared?.access).toEqual({
      kind: 'permissions',
      permissions: ['ASSESSMENT_ADMIN', 'LEARNINGPATH_ADMIN', 'ASSESSMENT_VIEW_REPORTS'],
      mode: 'any',
    });
    const db = server.database.db;
    const viewer = await signInNewUser(server, 'acme', 'acme-set-viewer', { permissions: ['ASSESSMENT_VIEW_REPORTS'] });
    const response = await server.request('/api/assessment/setChoices', { host: 'acme.localhost', headers: viewer });
    expect(response.status, response.text).toBe(200);
    const choices = response.json<{ returnValue: { setId: number }[] }>().returnValue;
    const acmeSets = await db
      .selectFrom('assessment_sets')
      .select('id')
      .where('tenant_code', '=', 'acme')
      .where('status', '=', 'PUBLISHED')
      .execute();
    expect(choices.length).toBeGreaterThan(0);
    expect(choices.every((choice) => acmeSets.some((set) => set.id === choice.setId))).toBe(true);
    // Still closed to someone without any of the three.
    const refused = await server.request('/api/assessment/setChoices', { host: 'acme.localhost', headers: acmeNobody });
    expect(refused.status).toBe(403);
  });

  it('refuses to start a server with an API route that declares no access', async () => {
    await expect(
      startTestServer({
        configure: (app) => {
          app.get('/api/forgotten', async () => ({ open: true }));
        },
      }),
    ).rejects.toThrow(/declares no access/);
  });
});
