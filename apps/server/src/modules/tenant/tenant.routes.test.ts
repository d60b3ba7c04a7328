import type { TGetTenantLocalesResponse, TProblem } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TTestServer } from '../../test/test-server.ts';

let server: TTestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('GET /api/tenant/Locales', () => {
  it("lists the tenant's locales with their names in every language, in the tenant's order", async () => {
    const response = await server.request('/api/tenant/Locales', { host: 'boreal.localhost' });
    expect(response.status).toBe(200);
    const locales = response.json<TGetTenantLocalesResponse>();
    expect(locales.map((locale) => locale.locale)).toEqual(['fr-CA', 'en']);
    expect(locales[0]?.localeNames).toEqual(
      expect.arrayContaining([
        { locale: 'fr-CA', localeName: 'Français (Canada)' },
        { locale: 'en', localeName: 'French (Canada)' },
      ]),
    );
  });

  it('names the locales in the language the browser asks for', async () => {
    const response = await server.request('/api/tenant/Locales', {
      host: 'acme.localhost',
      headers: { 'accept-language': 'fr-CA,fr;q=0.9' },
    });
    const locales = response.json<TGetTenantLocalesResponse>();
    expect(locales.find((locale) => locale.locale === 'en')?.localeName).toBe('Anglais');
  });

  it('matches the path case-insensitively (spec section 7 paths)', async () => {
    const response = await server.request('/API/TENANT/locales', { host: 'acme.localhost' });
    expect(response.status).toBe(200);
  });

  it('answers a host no tenant owns with a 404 problem, before any handler runs', async () => {
    const response = await server.request('/api/tenant/Locales', { host: 'intruder.example.com' });
    expect(response.status).toBe(404);
    expect(response.json<TProblem>().code).toBe('tenant_not_found');
  });
});
