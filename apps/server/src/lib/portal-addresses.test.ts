import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TTestServer } from '../test/test-server.ts';
import { describePortalAddresses, findTenantHosts } from './portal-addresses.ts';

let server: TTestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('the start-up log line (issue 22)', () => {
  it("names each tenant's addresses on the listening port, each one the portal recognises", async () => {
    const line = describePortalAddresses(await findTenantHosts(server.database.db), server.baseUrl);
    const port = new URL(server.baseUrl).port;
    expect(line).toBe(
      `portal listening: acme http://localhost:${port}, http://acme.localhost:${port}; boreal http://boreal.localhost:${port}`,
    );
    expect(line).not.toContain('127.0.0.1');
    for (const url of line.match(/http:\/\/[^\s,;]+/g) ?? []) {
      const response = await server.request('/api/tenant/FooterConfiguration', { host: new URL(url).host });
      expect(response.status, url).toBe(200);
    }
  });

  it('says so when no tenant has an address', () => {
    expect(describePortalAddresses([], 'http://127.0.0.1:3000')).toContain('no tenant has an address');
  });
});
