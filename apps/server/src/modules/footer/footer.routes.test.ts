import type { TFooterConfiguration } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTenantRow } from '../../test/factories.ts';
import { startTestServer, type TTestServer } from '../../test/test-server.ts';

let server: TTestServer;

beforeAll(async () => {
  server = await startTestServer();
  // A tenant with no footer settings at all.
  await server.database.db.insertInto('tenants').values(buildTenantRow('bare')).execute();
  await server.database.db
    .insertInto('tenant_urls')
    .values({ tenant_code: 'bare', host: 'bare.localhost', is_primary: true })
    .execute();
});
afterAll(async () => {
  await server.close();
});

async function footer(host: string, query = '', via: TTestServer = server): Promise<TFooterConfiguration> {
  const response = await via.request(`/api/tenant/FooterConfiguration${query}`, { host });
  expect(response.status).toBe(200);
  return response.json<TFooterConfiguration>();
}

describe('GET /api/tenant/FooterConfiguration', () => {
  it('is public: the footer shows before sign-in', async () => {
    const config = await footer('acme.localhost', '?locale=en');
    expect(config).toMatchObject({
      locale: 'en',
      showLogo: true,
      showChangeLanguageLink: true,
      showLanguageSwitchingOption: true,
      copyright: '© 2026 Acme Corporation',
      termsAndConditions: true,
      privacy: true,
      showContactUsForm: true,
      contactNumber: '+1 800 555 0100',
      showPoweredBy: true,
      showOtherTenantUrls: true,
      otherTenantUrls: [{ name: 'Boréal Inc.', url: 'http://boreal.localhost' }],
    });
  });

  it('answers the links of the asked language only, additional links grouped by groupName', async () => {
    const english = await footer('acme.localhost', '?locale=en');
    expect(english.additionalLinks.every((link) => link.locale === 'en')).toBe(true);
    expect(english.additionalLinkGroups.map((group) => [group.groupName, group.links.map((l) => l.linkName)])).toEqual([
      ['Company', ['About Acme', 'Careers']],
      ['Help', ['Privacy centre']],
    ]);
    expect(english.tenantFooterSocialMediaConfigurations).toEqual([
      { mediaName: 'LinkedIn', mediaUrl: 'https://www.linkedin.com/company/acme', locale: 'en' },
    ]);
    expect(english.productLinks).toEqual([
      { linkName: 'Acme Store', linkUrl: 'https://store.acme.example', locale: 'en' },
    ]);

    const french = await footer('acme.localhost', '?locale=fr-CA');
    expect(french.locale).toBe('fr-CA');
    expect(french.additionalLinkGroups.map((group) => group.groupName)).toEqual(['Entreprise', 'Aide']);
    expect(french.productLinks.map((link) => link.linkName)).toEqual(['Boutique Acme']);
  });

  it("falls back to the tenant's default language", async () => {
    const boreal = await footer('boreal.localhost');
    expect(boreal.locale).toBe('fr-CA');
    expect(boreal.additionalLinkGroups.map((group) => group.groupName)).toEqual(['Entreprise', 'Aide']);
  });

  it("serves each host its own tenant's footer", async () => {
    const boreal = await footer('boreal.localhost', '?locale=en');
    expect(boreal.copyright).toBe('© 2026 Boréal Inc.');
    expect(boreal.additionalLinks.map((link) => link.linkUrl)).toEqual([
      'https://boreal.example/about',
      'https://boreal.example/en/privacy',
    ]);
    expect(boreal.otherTenantUrls).toEqual([{ name: 'Acme Corporation', url: 'http://acme.localhost' }]);
    expect(JSON.stringify(boreal)).not.toContain('acme.example');
  });

  it("links other tenants of this deployment on the request's scheme and port, not a fixed one (issue 22)", async () => {
    expect((await footer('acme.localhost:4123', '?locale=en')).otherTenantUrls).toEqual([
      { name: 'Boréal Inc.', url: 'http://boreal.localhost:4123' },
    ]);
    expect((await footer('acme.localhost', '?locale=en')).otherTenantUrls).toEqual([
      { name: 'Boréal Inc.', url: 'http://boreal.localhost' },
    ]);
    // Forwarded headers are a client's word unless a proxy is trusted.
    const forwarded = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'acme.localhost:8443' };
    const direct = await server.request('/api/tenant/FooterConfiguration?locale=en', {
      host: 'acme.localhost:4123',
      headers: forwarded,
    });
    expect(direct.json<TFooterConfiguration>().otherTenantUrls[0]?.url).toBe('http://boreal.localhost:4123');
    const proxied = await startTestServer({ database: server.database, trustProxy: true });
    try {
      const behindProxy = await proxied.request('/api/tenant/FooterConfiguration?locale=en', {
        host: 'internal:3000',
        headers: forwarded,
      });
      expect(behindProxy.status).toBe(200);
      expect(behindProxy.json<TFooterConfiguration>().otherTenantUrls).toEqual([
        { name: 'Boréal Inc.', url: 'https://boreal.localhost:8443' },
      ]);
    } finally {
      await proxied.close();
    }
  });

  it('leaves a link to a site this deployment does not serve as the tenant wrote it', async () => {
    const { db } = server.database;
    await db.insertInto('tenants').values(buildTenantRow('solo')).execute();
    await db
      .insertInto('tenant_urls')
      .values({ tenant_code: 'solo', host: 'solo.localhost', is_primary: true })
      .execute();
    await db
      .insertInto('tenant_other_urls')
      .values({ tenant_code: 'solo', name: 'Elsewhere', url: 'https://elsewhere.example:9443/portal', position: 1 })
      .execute();
    await db
      .insertInto('footer_configurations')
      .values({
        tenant_code: 'solo',
        show_logo: false,
        show_change_language_link: false,
        show_language_switching_option: false,
        show_terms_and_conditions: false,
        show_privacy: false,
        show_contact_us_form: false,
        show_powered_by: false,
        show_other_tenant_urls: true,
      })
      .execute();
    const solo = await footer('solo.localhost:4123', '?locale=en');
    expect(solo.otherTenantUrls).toEqual([{ name: 'Elsewhere', url: 'https://elsewhere.example:9443/portal' }]);
  });

  it('hides other tenant URLs unless the tenant shows them', async () => {
    await server.database.db
      .updateTable('footer_configurations')
      .set({ show_other_tenant_urls: false })
      .where('tenant_code', '=', 'boreal')
      .execute();
    // Edited behind the service's back: a second node on the same database, whose cache is still
    // empty, reads the edit (this one serves the footer it built until it expires, as in production).
    const node = await startTestServer({ database: server.database });
    try {
      const boreal = await footer('boreal.localhost', '', node);
      expect(boreal.showOtherTenantUrls).toBe(false);
      expect(boreal.otherTenantUrls).toEqual([]);
    } finally {
      await node.close();
    }
  });

  it('answers an empty footer for a tenant without footer settings', async () => {
    const bare = await footer('bare.localhost', '?locale=en');
    expect(bare).toMatchObject({ showLogo: false, copyright: null, additionalLinks: [], otherTenantUrls: [] });
  });

  it('refuses an unsupported locale and answers 404 on an unknown host', async () => {
    expect((await server.request('/api/tenant/FooterConfiguration?locale=de', { host: 'acme.localhost' })).status).toBe(
      400,
    );
    expect((await server.request('/api/tenant/FooterConfiguration', { host: 'nowhere.localhost' })).status).toBe(404);
  });
});
