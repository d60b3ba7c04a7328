import type { TFooterConfiguration, TFooterSettings, TProblem } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/access-tokens.ts';
import { createInProcessChangeSignal } from '../../lib/change-signal.ts';
import { failInsertsInto } from '../../test/failing-inserts.ts';
import { startTestServer, type TTestServer } from '../../test/test-server.ts';

let server: TTestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

async function call(method: 'GET' | 'PUT', options: { user?: string; tenant?: string; body?: unknown } = {}) {
  const tenant = options.tenant ?? 'acme';
  return server.request('/api/admin/footer', {
    method,
    host: `${tenant}.localhost`,
    headers: await bearer(server.database, tenant, options.user ?? `${tenant}-admin`),
    ...(options.body === undefined ? {} : { body: options.body }),
  });
}

async function settings(tenant = 'acme'): Promise<TFooterSettings> {
  const response = await call('GET', { tenant });
  expect(response.status).toBe(200);
  return response.json<TFooterSettings>();
}

async function publicFooter(tenant: string, locale: string): Promise<TFooterConfiguration> {
  const response = await server.request(`/api/tenant/FooterConfiguration?locale=${locale}`, {
    host: `${tenant}.localhost`,
  });
  return response.json<TFooterConfiguration>();
}

async function auditCount(tenant = 'acme'): Promise<number> {
  const rows = await server.database.db
    .selectFrom('admin_audit_log')
    .select('id')
    .where('tenant_code', '=', tenant)
    .execute();
  return rows.length;
}

describe('access to the footer settings', () => {
  it('answers 403 to a learner and a manager, 401 without a token', async () => {
    for (const user of ['acme-learner', 'acme-manager']) {
      expect((await call('GET', { user })).status).toBe(403);
      expect((await call('PUT', { user, body: await settings() })).status).toBe(403);
    }
    expect((await server.request('/api/admin/footer', { host: 'acme.localhost' })).status).toBe(401);
  });
});

describe('the footer settings', () => {
  it("answer the tenant's own settings with the links of every language", async () => {
    const acme = await settings('acme');
    expect(acme).toMatchObject({ showLogo: true, contactNumber: '+1 800 555 0100', termsAndConditions: true });
    expect(acme.additionalLinks.map((link) => link.locale)).toEqual(expect.arrayContaining(['en', 'fr-CA']));
    expect(acme.otherTenantUrls).toEqual([{ name: 'Boréal Inc.', url: 'http://boreal.localhost' }]);
    expect(JSON.stringify(await settings('boreal'))).not.toContain('acme.example');
  });

  it('are replaced whole, the public footer follows at once, with one audit row', async () => {
    await publicFooter('acme', 'en'); // built and cached before the change
    const before = await auditCount();
    const changed: TFooterSettings = {
      ...(await settings()),
      copyright: '© 2027 Acme',
      contactNumber: '+1 (514) 555-0199',
      showPoweredBy: false,
      additionalLinks: [
        { groupName: 'Help', linkName: 'Support', linkUrl: 'https://support.acme.example', locale: 'en' },
        { groupName: 'Aide', linkName: 'Soutien', linkUrl: 'https://support.acme.example/fr', locale: 'fr-CA' },
      ],
      socialMedia: [{ mediaName: 'Mastodon', mediaUrl: 'https://social.example/@acme', locale: 'en' }],
      productLinks: [],
      otherTenantUrls: [{ name: 'Boréal', url: 'http://boreal.localhost' }],
    };
    const response = await call('PUT', { body: changed });
    expect(response.status, response.text).toBe(200);
    expect(response.json<TFooterSettings>()).toEqual(changed);
    expect(await settings()).toEqual(changed);
    const english = await publicFooter('acme', 'en');
    expect(english).toMatchObject({
      copyright: '© 2027 Acme',
      contactNumber: '+1 (514) 555-0199',
      showPoweredBy: false,
    });
    expect(english.additionalLinkGroups).toEqual([
      {
        groupName: 'Help',
        links: [{ groupName: 'Help', linkName: 'Support', linkUrl: 'https://support.acme.example', locale: 'en' }],
      },
    ]);
    expect((await publicFooter('acme', 'fr-CA')).additionalLinks.map((link) => link.linkName)).toEqual(['Soutien']);
    expect((await publicFooter('boreal', 'en')).copyright).toBe('© 2026 Boréal Inc.');
    expect(await auditCount()).toBe(before + 1);
    const [row] = await server.database.db
      .selectFrom('admin_audit_log')
      .selectAll()
      .where('tenant_code', '=', 'acme')
      .orderBy('id', 'desc')
      .limit(1)
      .execute();
    expect(row).toMatchObject({ area: 'tenant', action: 'update', target_kind: 'tenant', target_id: 'acme' });
    expect(JSON.parse(row?.after_json ?? 'null')).toEqual({ footer: changed });
  });

  it('refuses bad input with 400 and field errors, changing nothing', async () => {
    const current = await settings();
    const before = await auditCount();
    const bad: [string, Record<string, unknown>][] = [
      [
        'additionalLinks.0.linkUrl',
        { additionalLinks: [{ groupName: 'G', linkName: 'L', linkUrl: 'javascript:alert(1)', locale: 'en' }] },
      ],
      ['socialMedia.0.locale', { socialMedia: [{ mediaName: 'X', mediaUrl: 'https://x.example', locale: 'de' }] }],
      ['otherTenantUrls.0.name', { otherTenantUrls: [{ name: ' ', url: 'https://x.example' }] }],
      ['contactNumber', { contactNumber: 'call us maybe' }],
      ['copyright', { copyright: 'x'.repeat(501) }],
      ['showLogo', { showLogo: 'yes' }],
    ];
    for (const [field, change] of bad) {
      const response = await call('PUT', { body: { ...current, ...change } });
      expect(response.status, field).toBe(400);
      expect(Object.keys(response.json<TProblem>().errors ?? {}), field).toContain(field);
    }
    const tooMany = Array.from({ length: 51 }, (_, i) => ({ name: `Site ${i}`, url: 'https://x.example' }));
    expect((await call('PUT', { body: { ...current, otherTenantUrls: tooMany } })).status).toBe(400);
    expect((await call('PUT', { body: { ...current, extra: true } })).status).toBe(400);
    expect(await settings()).toEqual(current);
    expect(await auditCount()).toBe(before);
  });

  it('creates the settings of a tenant that had none', async () => {
    await server.database.db.deleteFrom('footer_configurations').where('tenant_code', '=', 'boreal').execute();
    const boreal = await settings('boreal');
    expect(boreal.showLogo).toBe(false);
    const response = await call('PUT', { tenant: 'boreal', body: { ...boreal, showLogo: true, copyright: 'Boréal' } });
    expect(response.status).toBe(200);
    expect(await settings('boreal')).toMatchObject({ showLogo: true, copyright: 'Boréal' });
    expect((await settings('acme')).copyright).toBe('© 2027 Acme');
  });

  it('changes nothing when the audit row cannot be written', async () => {
    const current = await settings();
    const failure = await failInsertsInto(server.database, 'admin_audit_log');
    try {
      expect((await call('PUT', { body: { ...current, copyright: 'Never', otherTenantUrls: [] } })).status).toBe(500);
    } finally {
      await failure.undo();
    }
    expect(await settings()).toEqual(current);
  });

  it('reaches every node at once: the others drop the footer they built', async () => {
    const signal = createInProcessChangeSignal();
    const first = await startTestServer({ database: server.database, tenantChanges: signal });
    const second = await startTestServer({ database: server.database, tenantChanges: signal });
    try {
      const footerOf = async (node: TTestServer) =>
        (
          await node.request('/api/tenant/FooterConfiguration?locale=en', { host: 'acme.localhost' })
        ).json<TFooterConfiguration>();
      expect((await footerOf(second)).copyright).not.toBe('Everywhere');
      const response = await first.request('/api/admin/footer', {
        method: 'PUT',
        host: 'acme.localhost',
        headers: await bearer(server.database, 'acme', 'acme-admin'),
        body: { ...(await settings()), copyright: 'Everywhere' },
      });
      expect(response.status).toBe(200);
      expect((await footerOf(second)).copyright).toBe('Everywhere');
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});
