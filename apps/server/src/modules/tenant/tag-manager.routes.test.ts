import type { TTenantConfiguration } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTenantRow } from '../../test/factories.ts';
import { startTestServer, type TTestServer } from '../../test/test-server.ts';

let server: TTestServer;

async function addTenant(
  code: string,
  analytics?: { container_id: string; data_layer_name: string; is_enabled: boolean },
) {
  const { db } = server.database;
  await db.insertInto('tenants').values(buildTenantRow(code)).execute();
  await db
    .insertInto('tenant_urls')
    .values({ tenant_code: code, host: `${code}.localhost`, is_primary: true })
    .execute();
  if (analytics) {
    await db
      .insertInto('tenant_analytics')
      .values({ tenant_code: code, ...analytics })
      .execute();
  }
}

async function configurationOf(host: string): Promise<TTenantConfiguration> {
  const response = await server.request(`/api/tenantconfiguration?tenantUrl=http://${host}&urlFor=CORESPA`);
  expect(response.status).toBe(200);
  return response.json<TTenantConfiguration>();
}

beforeAll(async () => {
  server = await startTestServer();
  await addTenant('gtm', { container_id: 'GTM-ABC123', data_layer_name: 'portalLayer', is_enabled: true });
  await addTenant('gtmoff', { container_id: 'GTM-ABC123', data_layer_name: 'dataLayer', is_enabled: false });
  await addTenant('gtmbad', { container_id: 'UA-12345', data_layer_name: 'dataLayer', is_enabled: true });
  await addTenant('gtmnolayer', { container_id: 'GTM-ABC123', data_layer_name: ' ', is_enabled: true });
});
afterAll(async () => {
  await server.close();
});

describe('tag manager in the tenant configuration', () => {
  it('is absent for the demo tenants (none configured)', async () => {
    expect(await configurationOf('acme.localhost')).not.toHaveProperty('tagManager');
    expect(await configurationOf('boreal.localhost')).not.toHaveProperty('tagManager');
  });

  it('is present when configured, enabled and valid', async () => {
    expect((await configurationOf('gtm.localhost')).tagManager).toEqual({
      containerId: 'GTM-ABC123',
      dataLayerName: 'portalLayer',
    });
  });

  it('is absent when disabled or invalid (container id, data layer name)', async () => {
    for (const host of ['gtmoff.localhost', 'gtmbad.localhost', 'gtmnolayer.localhost']) {
      expect(await configurationOf(host), host).not.toHaveProperty('tagManager');
    }
  });
});
