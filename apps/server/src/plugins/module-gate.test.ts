import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../test/access-tokens.ts';
import { startTestServer, type TTestServer } from '../test/test-server.ts';

/**
 * A module the tenant has not enabled does not exist for it: its API calls are 404 `not_found`
 * for that tenant only (issue 22, defect 2). Boreal loses the resource library and the
 * notifications here, before the first request reads its modules.
 */

let server: TTestServer;
let acme: Record<string, string>;
let boreal: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer();
  await server.database.db
    .deleteFrom('tenant_modules')
    .where('tenant_code', '=', 'boreal')
    .where('module_code', 'in', ['RESOURCELIBRARY', 'NOTIFICATIONS'])
    .execute();
  acme = await bearer(server.database, 'acme', 'acme-learner');
  boreal = await bearer(server.database, 'boreal', 'boreal-apprenant');
});
afterAll(async () => {
  await server.close();
});

describe('module gate', () => {
  it.each(['/api/resources/TenantConfiguration', '/api/Assets/GetUserAssets', '/api/user-notification/unread/count'])(
    'answers 404 not_found on %s for a tenant without the module',
    async (path) => {
      const response = await server.request(path, { host: 'boreal.localhost', headers: boreal });
      expect(response.status).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_found', status: 404 });
    },
  );

  it('leaves the same calls open to a tenant that has the module', async () => {
    const response = await server.request('/api/resources/TenantConfiguration', {
      host: 'acme.localhost',
      headers: acme,
    });
    expect(response.status).toBe(200);
  });

  it('leaves shared calls open to the tenant without the module', async () => {
    const response = await server.request('/api/categories', { host: 'boreal.localhost', headers: boreal });
    expect(response.status).toBe(200);
  });

  it('answers 404, not 403, on an admin call of the disabled module to a caller without its permission', async () => {
    const refused = await server.request('/api/resources/1/publish', { host: 'boreal.localhost', headers: boreal });
    expect(refused.status).toBe(404);
    // Where the module is on, the same caller is refused for the permission, before any input is read.
    const forbidden = await server.request('/api/resources/1/publish', { host: 'acme.localhost', headers: acme });
    expect(forbidden.status).toBe(403);
    expect(forbidden.json()).toMatchObject({ code: 'forbidden', status: 403 });
  });

  it('still asks an anonymous caller to sign in first', async () => {
    const response = await server.request('/api/resources/TenantConfiguration', { host: 'boreal.localhost' });
    expect(response.status).toBe(401);
  });
});
