import type { TAppSettings, TProblem, TTenantConfiguration } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { ALL_KEYS, createInProcessChangeSignal } from '../../lib/change-signal.ts';
import { startTestServer, type TTestServer } from '../../test/test-server.ts';

let server: TTestServer;
// The tenant change signal, to announce a change as a write (settings, people) does.
const tenantChanges = createInProcessChangeSignal();

beforeAll(async () => {
  server = await startTestServer({ tenantChanges });
});
afterAll(async () => {
  await server.close();
});

function configurationPath(tenantUrl: string): string {
  return `/api/tenantconfiguration?tenantUrl=${encodeURIComponent(tenantUrl)}&urlFor=CORESPA`;
}

describe('GET /assets/appsettings.json', () => {
  it('tells the web app its build and where to read the tenant configuration, cacheably', async () => {
    const response = await server.request('/assets/appsettings.json?v=20250922.1');
    expect(response.status).toBe(200);
    const settings = response.json<TAppSettings>();
    expect(settings).toEqual({ build: '20250922.1', production: false, configUrl: '/api/tenantconfiguration' });
    expect(response.headers['cache-control']).toContain('max-age');
  });

  it('answers the same on any host, since the web app does not know its tenant yet', async () => {
    const response = await server.request('/assets/appsettings.json', { host: 'unknown.example' });
    expect(response.status).toBe(200);
  });
});

describe('GET {configUrl}?tenantUrl=&urlFor=CORESPA', () => {
  it("returns acme's whole configuration with service URLs on the tenant's own origin", async () => {
    const response = await server.request(configurationPath('http://acme.localhost:3000/dashboard'));
    expect(response.status).toBe(200);
    const configuration = response.json<TTenantConfiguration>();
    expect(configuration).toMatchObject({
      tenantCode: 'acme',
      tenantName: 'Acme Corporation',
      defaultLocale: 'en',
      coreService: 'http://acme.localhost:3000',
      permissionService: 'http://acme.localhost:3000',
      authService: { serviceUrl: 'http://acme.localhost:3000', clientId: 'portal-acme', useExernalProvider: false },
      listOfCDNs: ['http://acme.localhost:3000'],
      minimumGlobalSearchFieldLength: 3,
      userAdminModuleCode: 'USERADMIN',
      assessmentModuleCode: 'ASSESSMENT',
      resourceModuleCode: 'RESOURCELIBRARY',
      learningPathModuleCode: 'LEARNINGPATH',
      brandColor: '#b4391c',
    });
    const codes = configuration.modules.map((module) => module.moduleCode);
    expect(codes).toEqual(expect.arrayContaining(['RESOURCELIBRARY', 'STORES', 'EVENTS', 'ADMIN']));
    const resources = configuration.modules.find((module) => module.moduleCode === 'RESOURCELIBRARY');
    expect(resources).toEqual({
      moduleCode: 'RESOURCELIBRARY',
      displayName: 'Resource Library',
      serviceUrl: 'http://acme.localhost:3000',
      spaUrl: 'http://acme.localhost:3000/resources',
      permissions: ['RESOURCELIBRARY_ADMIN', 'RESOURCELIBRARY_REVIEW_UPLOADS', 'RESOURCELIBRARY_USER_UPLOAD'],
    });
  });

  it("gives the tenant's logo when it has one the pages may show, and its name otherwise", async () => {
    // A server of its own: the configuration is cached once asked for.
    const logos = await startTestServer();
    onTestFinished(() => logos.close());
    const logoUrl = 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=';
    const setLogo = (tenantCode: string, url: string) =>
      logos.database.db.updateTable('tenants').set({ logo_url: url }).where('tenant_code', '=', tenantCode).execute();
    await setLogo('acme', logoUrl);
    // Another site's address would break the page's policy and tell that site who opens the portal.
    await setLogo('boreal', 'https://other.example/logo.png');
    const acme = await logos.request(configurationPath('http://acme.localhost:3000'));
    expect(acme.json<TTenantConfiguration>().logoUrl).toBe(logoUrl);
    const boreal = await logos.request(configurationPath('http://boreal.localhost:3000'));
    expect(boreal.status).toBe(200);
    expect(boreal.json<TTenantConfiguration>().logoUrl).toBeUndefined();
  });

  it('resolves the plain localhost URL to acme too', async () => {
    const response = await server.request(configurationPath('http://localhost:3000'));
    expect(response.json<TTenantConfiguration>().tenantCode).toBe('acme');
  });

  it('returns boreal in French, without the STORES and EVENTS modules', async () => {
    const response = await server.request(configurationPath('http://boreal.localhost:3000'));
    expect(response.status).toBe(200);
    const configuration = response.json<TTenantConfiguration>();
    expect(configuration.tenantCode).toBe('boreal');
    expect(configuration.defaultLocale).toBe('fr-CA');
    // Each tenant in its own colour (issue 22 "the look").
    expect(configuration.brandColor).toBe('#0f6b5c');
    const codes = configuration.modules.map((module) => module.moduleCode);
    expect(codes).not.toContain('STORES');
    expect(codes).not.toContain('EVENTS');
    expect(codes).toContain('RESOURCELIBRARY');
  });

  it('answers an unknown tenant URL with a 404 problem', async () => {
    const response = await server.request(configurationPath('https://nobody.example.com'));
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toContain('application/problem+json');
    const problem = response.json<TProblem>();
    expect(problem).toMatchObject({ status: 404, code: 'tenant_not_found', title: 'Unknown tenant' });
    expect(problem.detail).toContain('nobody.example.com');
  });

  it.each([
    ['missing tenantUrl', '/api/tenantconfiguration?urlFor=CORESPA', 'tenantUrl'],
    ['missing urlFor', '/api/tenantconfiguration?tenantUrl=http%3A%2F%2Facme.localhost', 'urlFor'],
    ['an unknown urlFor', `${configurationPath('http://acme.localhost').replace('CORESPA', 'OTHER')}`, 'urlFor'],
    ['a relative tenantUrl', configurationPath('/just/a/path'), 'tenantUrl'],
    ['a non-http tenantUrl', configurationPath('javascript:alert(1)'), 'tenantUrl'],
    ['malformed percent-encoding', '/api/tenantconfiguration?tenantUrl=%E0%A4%A&urlFor=CORESPA', 'tenantUrl'],
    [
      'a repeated tenantUrl',
      `${configurationPath('http://acme.localhost')}&tenantUrl=http%3A%2F%2Fboreal.localhost`,
      'tenantUrl',
    ],
    ['an oversize tenantUrl', configurationPath(`http://acme.localhost/${'a'.repeat(3000)}`), 'tenantUrl'],
  ])('answers %s with a 400 problem naming the field', async (_case, path, field) => {
    const response = await server.request(path);
    expect(response.status).toBe(400);
    const problem = response.json<TProblem>();
    expect(problem.code).toBe('validation_failed');
    expect(Object.keys(problem.errors ?? {})).toContain(field);
  });

  it('refuses a request line too large for the server with a client error, not a crash', async () => {
    const response = await server.request(configurationPath(`http://acme.localhost/${'a'.repeat(20_000)}`));
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });

  it('is not cacheable (spec: only the listed URLs are)', async () => {
    const response = await server.request(configurationPath('http://acme.localhost'));
    expect(response.headers['cache-control']).toContain('no-cache');
    expect(response.headers.pragma).toBe('no-cache');
  });
});

describe('a change announced for one tenant', () => {
  it("drops that tenant's kept configuration only: a people write in acme does not rebuild boreal's", async () => {
    const nameOf = async (tenantUrl: string) =>
      (await server.request(configurationPath(tenantUrl))).json<TTenantConfiguration>().tenantName;
    const { db } = server.database;
    const seededNames = await db.selectFrom('tenants').select(['tenant_code', 'name']).execute();
    onTestFinished(async () => {
      for (const { tenant_code, name } of seededNames) {
        await db.updateTable('tenants').set({ name }).where('tenant_code', '=', tenant_code).execute();
      }
      await tenantChanges.announce(ALL_KEYS);
    });
    const borealName = await nameOf('http://boreal.localhost:3000/news');
    expect(await nameOf('http://acme.localhost:3000/dashboard')).toBe('Acme Corporation');
    for (const code of ['acme', 'boreal']) {
      // Behind the caches' back: the kept answers still say the names they were built with.
      await db
        .updateTable('tenants')
        .set({ name: `Renamed ${code}` })
        .where('tenant_code', '=', code)
        .execute();
    }
    expect(await nameOf('http://acme.localhost:3000/dashboard')).toBe('Acme Corporation');

    await tenantChanges.announce('acme');
    expect(await nameOf('http://acme.localhost:3000/dashboard')).toBe('Renamed acme');
    // Boreal's answers, by its tenant URL and by its origin (another page of it), are still kept.
    expect(await nameOf('http://boreal.localhost:3000/news')).toBe(borealName);
    expect(await nameOf('http://boreal.localhost:3000/events')).toBe(borealName);

    await tenantChanges.announce(ALL_KEYS);
    expect(await nameOf('http://boreal.localhost:3000/news')).toBe('Renamed boreal');
  });
});
