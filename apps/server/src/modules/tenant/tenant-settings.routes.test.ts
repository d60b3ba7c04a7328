import {
  SETTINGS_LANDING_PAGE_DISABLED,
  SETTINGS_MENU_ITEMS_MISMATCH,
  TagManagerMessages,
  type TGetMenuResponse,
  type TTenantSettings,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/access-tokens.ts';
import { failInsertsInto } from '../../test/failing-inserts.ts';
import { signInNewUser } from '../../test/server-fixtures.ts';
import { startTestServer, type TTestServer } from '../../test/test-server.ts';

let server: TTestServer;

const ACME_CONFIGURATION = `/api/tenantconfiguration?tenantUrl=${encodeURIComponent('http://acme.localhost')}&urlFor=CORESPA`;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

type TMethod = 'GET' | 'POST' | 'PUT';

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

async function settingsOf(tenant = 'acme'): Promise<TTenantSettings> {
  const response = await call('GET', '/api/admin/settings', { tenant });
  expect(response.status).toBe(200);
  return response.json<TTenantSettings>();
}

async function auditCount(): Promise<number> {
  const rows = await server.database.db.selectFrom('admin_audit_log').select('id').execute();
  return rows.length;
}

/** Menu routes of the learner's main nav, children included. */
async function learnerMenuModules(): Promise<(string | null)[]> {
  const response = await call('GET', '/api/menu?displayMode=Web', { user: 'acme-learner' });
  expect(response.status).toBe(200);
  const menu = response.json<TGetMenuResponse>();
  return menu.items.flatMap((item) => [item.moduleCode, ...(item.children ?? []).map((child) => child.moduleCode)]);
}

describe('tenant settings', () => {
  it('are read by tenant admins only: 401 without sign-in, 403 for a learner or another module admin', async () => {
    expect((await server.request('/api/admin/settings', { host: 'acme.localhost' })).status).toBe(401);
    expect((await call('GET', '/api/admin/settings', { user: 'acme-learner' })).status).toBe(403);
    const newsAdmin = await signInNewUser(server, 'acme', 'settings-news-admin', { permissions: ['NEWS_ADMIN'] });
    const asNewsAdmin = await server.request('/api/admin/settings/modules', {
      method: 'PUT',
      host: 'acme.localhost',
      headers: newsAdmin,
      body: { modules: [] },
    });
    expect(asNewsAdmin.status).toBe(403);
    const settings = await settingsOf();
    expect(settings.modules.enabled).toContain('NEWS');
    expect(settings.modules.toggleable).not.toContain('USERADMIN');
    expect(settings.general.locales).toEqual(expect.arrayContaining(['en', 'fr-CA']));
  });

  it('turns a module off and on: menu, search tabs, reports and calls follow at once, one audit row each', async () => {
    const before = await settingsOf();
    // Cached everywhere first: the change must not wait for any expiry.
    expect(await learnerMenuModules()).toContain('NEWS');
    expect((await call('GET', '/api/articles', { user: 'acme-learner' })).status).toBe(200);
    const modulesOf = async () =>
      (await call('GET', '/api/GlobalSearch/Modules', { user: 'acme-learner' })).json<{ moduleCode: string }[]>();
    expect((await modulesOf()).map((module) => module.moduleCode)).toContain('NEWS');

    const audits = await auditCount();
    const off = await call('PUT', '/api/admin/settings/modules', {
      body: { modules: before.modules.enabled.filter((code) => code !== 'NEWS') },
    });
    expect(off.status).toBe(200);
    expect(off.json<TTenantSettings>().modules.enabled).not.toContain('NEWS');
    expect(await auditCount()).toBe(audits + 1);

    expect(await learnerMenuModules()).not.toContain('NEWS');
    expect((await call('GET', '/api/articles', { user: 'acme-learner' })).status).toBe(404);
    expect((await modulesOf()).map((module) => module.moduleCode)).not.toContain('NEWS');
    const report = await call('POST', '/api/articles/reports/ARTICLE_ENGAGEMENT', { body: {} });
    expect(report.status).toBe(404);
    const configuration = await server.request(ACME_CONFIGURATION, {});
    expect(configuration.json<{ modules: { moduleCode: string }[] }>().modules.map((m) => m.moduleCode)).not.toContain(
      'NEWS',
    );

    const on = await call('PUT', '/api/admin/settings/modules', { body: { modules: before.modules.enabled } });
    expect(on.status).toBe(200);
    expect(await learnerMenuModules()).toContain('NEWS');
    expect((await call('GET', '/api/articles', { user: 'acme-learner' })).status).toBe(200);
    const [entry] = await server.database.db
      .selectFrom('admin_audit_log')
      .select(['area', 'target_kind', 'target_id', 'before_json', 'after_json'])
      .orderBy('id', 'desc')
      .limit(1)
      .execute();
    expect(entry).toMatchObject({ area: 'tenant', target_kind: 'tenant', target_id: 'acme' });
    expect((JSON.parse(entry?.before_json ?? '{}') as Pick<TTenantSettings, 'modules'>).modules.enabled).not.toContain(
      'NEWS',
    );
    expect((JSON.parse(entry?.after_json ?? '{}') as Pick<TTenantSettings, 'modules'>).modules.enabled).toContain(
      'NEWS',
    );
  });

  it('answers 400 with field errors for bad input of every call, and records nothing', async () => {
    const audits = await auditCount();
    const bad: [string, unknown, string][] = [
      ['modules', { modules: ['USERADMIN'] }, 'modules'],
      ['modules', { modules: ['NEWS', 'NEWS'] }, 'modules'],
      ['modules', { modules: 'NEWS' }, 'modules'],
      [
        'general',
        {
          defaultLandingPage: '//evil.example',
          locales: ['en'],
          defaultLocale: 'en',
          idleTimerStartAfterInSeconds: 900,
          timeoutAfterInSeconds: 60,
        },
        'defaultLandingPage',
      ],
      [
        'general',
        {
          defaultLandingPage: '/dashboard',
          locales: ['en'],
          defaultLocale: 'fr-CA',
          idleTimerStartAfterInSeconds: 900,
          timeoutAfterInSeconds: 60,
        },
        'defaultLocale',
      ],
      [
        'general',
        {
          defaultLandingPage: '/dashboard',
          locales: ['en'],
          defaultLocale: 'en',
          idleTimerStartAfterInSeconds: 5,
          timeoutAfterInSeconds: 60,
        },
        'idleTimerStartAfterInSeconds',
      ],
      [
        'menus',
        {
          configurations: [{ displayMode: 'Web', showMenu: true }],
          items: [],
        },
        'configurations',
      ],
      [
        'menus',
        {
          configurations: [
            { displayMode: 'Web', showMenu: true },
            { displayMode: 'Mobile', showMenu: true },
          ],
          items: [{ id: 1, route: 'javascript:alert(1)', displayMode: null, showInMenu: true }],
        },
        'items.0.route',
      ],
      ['tag-manager', { isEnabled: true, containerId: 'UA-123', dataLayerName: 'dataLayer' }, 'containerId'],
      ['tag-manager', { isEnabled: true, containerId: 'GTM-ABC123', dataLayerName: '1 bad' }, 'dataLayerName'],
      ['post-login-script', { isEnabled: true, urlTemplate: 'javascript:alert(1)' }, 'urlTemplate'],
      [
        'identity-provider',
        { isEnabled: true, name: 'corp', issuer: 'http://idp.example', clientId: 'c', scopes: 'openid' },
        'issuer',
      ],
      [
        'identity-provider',
        { isEnabled: true, name: 'corp', issuer: 'https://idp.example', clientId: 'c', scopes: 'email' },
        'scopes',
      ],
    ];
    for (const [section, body, field] of bad) {
      const response = await call('PUT', `/api/admin/settings/${section}`, { body });
      expect(response.status, `${section} ${JSON.stringify(body)}`).toBe(400);
      const problem = response.json<{ errors: Record<string, string[]> }>();
      expect(Object.keys(problem.errors), `${section} ${JSON.stringify(body)}`).toContain(field);
    }
    expect(await auditCount()).toBe(audits);
  });

  it("answers the spec's tag-manager messages", async () => {
    const response = await call('PUT', '/api/admin/settings/tag-manager', {
      body: { isEnabled: true, containerId: 'GTM', dataLayerName: '' },
    });
    expect(response.status).toBe(400);
    expect(response.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      containerId: [TagManagerMessages.invalidContainerId],
      dataLayerName: [TagManagerMessages.invalidDataLayerName],
    });
    const saved = await call('PUT', '/api/admin/settings/tag-manager', {
      body: { isEnabled: true, containerId: 'GTM-ABC123', dataLayerName: 'dataLayer' },
    });
    expect(saved.status).toBe(200);
    const configuration = await server.request(ACME_CONFIGURATION, {});
    expect(configuration.json<{ tagManager?: unknown }>().tagManager).toEqual({
      containerId: 'GTM-ABC123',
      dataLayerName: 'dataLayer',
    });
  });

  it('keeps the landing page reachable: no landing page in a module that is off, nor turning its module off', async () => {
    const settings = await settingsOf('boreal');
    expect(settings.modules.enabled).not.toContain('EVENTS');
    const general = { ...settings.general, defaultLandingPage: '/event' };
    const response = await call('PUT', '/api/admin/settings/general', { tenant: 'boreal', body: general });
    expect(response.status).toBe(400);
    expect(response.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      defaultLandingPage: [SETTINGS_LANDING_PAGE_DISABLED],
    });
    const onNews = await call('PUT', '/api/admin/settings/general', {
      tenant: 'boreal',
      body: { ...settings.general, defaultLandingPage: '/news' },
    });
    expect(onNews.status).toBe(200);
    const newsOff = await call('PUT', '/api/admin/settings/modules', {
      tenant: 'boreal',
      body: { modules: settings.modules.enabled.filter((code) => code !== 'NEWS') },
    });
    expect(newsOff.status).toBe(400);
    const restored = await call('PUT', '/api/admin/settings/general', { tenant: 'boreal', body: settings.general });
    expect(restored.status).toBe(200);
  });

  it('changes languages, default language and idle timeout; the tenant calls answer them at once', async () => {
    const settings = await settingsOf('boreal');
    const general = {
      ...settings.general,
      locales: ['fr-CA'],
      defaultLocale: 'fr-CA',
      idleTimerStartAfterInSeconds: 600,
      timeoutAfterInSeconds: 30,
    };
    const response = await call('PUT', '/api/admin/settings/general', { tenant: 'boreal', body: general });
    expect(response.status).toBe(200);
    expect(response.json<TTenantSettings>().general).toEqual(general);
    const locales = await server.request('/api/tenant/Locales', { host: 'boreal.localhost' });
    expect(locales.json<{ locale: string }[]>().map((locale) => locale.locale)).toEqual(['fr-CA']);
    const back = await call('PUT', '/api/admin/settings/general', { tenant: 'boreal', body: settings.general });
    expect(back.status).toBe(200);
  });

  it("orders menu items and sets display modes; another tenant's item is refused, both tenants unchanged", async () => {
    const acme = await settingsOf('acme');
    const boreal = await settingsOf('boreal');
    const configurations = acme.menus.configurations;
    const reversed = [...acme.menus.items]
      .reverse()
      .map((item) => ({ id: item.id, route: item.route, displayMode: item.displayMode, showInMenu: item.showInMenu }));
    const [first, ...rest] = reversed;
    expect(first).toBeDefined();
    const foreign = boreal.menus.items[0];
    expect(foreign).toBeDefined();
    const withForeign = await call('PUT', '/api/admin/settings/menus', {
      body: {
        configurations,
        items: [...rest, { id: foreign?.id, route: '/dashboard', displayMode: null, showInMenu: true }],
      },
    });
    expect(withForeign.status).toBe(400);
    expect(withForeign.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      items: [SETTINGS_MENU_ITEMS_MISMATCH],
    });
    expect(await settingsOf('boreal')).toEqual(boreal);
    expect((await settingsOf('acme')).menus).toEqual(acme.menus);

    const mobileOnly = { ...(first as NonNullable<typeof first>), displayMode: 'Mobile' as const };
    const saved = await call('PUT', '/api/admin/settings/menus', {
      body: { configurations, items: [mobileOnly, ...rest] },
    });
    expect(saved.status).toBe(200);
    expect(saved.json<TTenantSettings>().menus.items.map((item) => item.id)).toEqual(reversed.map((item) => item.id));
    const web = await call('GET', '/api/menu?displayMode=Web', { user: 'acme-learner' });
    const webItems = web.json<TGetMenuResponse>().items;
    const firstItem = acme.menus.items.find((item) => item.id === mobileOnly.id);
    expect(webItems.map((item) => item.route)).not.toContain(firstItem?.route);

    const restore = await call('PUT', '/api/admin/settings/menus', {
      body: {
        configurations,
        items: acme.menus.items.map((item) => ({
          id: item.id,
          route: item.route,
          displayMode: item.displayMode,
          showInMenu: item.showInMenu,
        })),
      },
    });
    expect(restore.status).toBe(200);
    expect(restore.json<TTenantSettings>().menus).toEqual(acme.menus);
  });

  it('hides a menu item from the nav only (its page still follows the module and permissions), with one audit row', async () => {
    const acme = await settingsOf('acme');
    const { configurations } = acme.menus;
    const news = acme.menus.items.find((item) => item.moduleCode === 'NEWS');
    expect(news?.showInMenu).toBe(true);
    const borealMenu = () => call('GET', '/api/menu?displayMode=Web', { user: 'boreal-apprenant', tenant: 'boreal' });
    const borealBefore = (await borealMenu()).json<TGetMenuResponse>();
    expect(borealBefore.items.length).toBeGreaterThan(0);
    const itemsWith = (showNews: boolean | string) =>
      acme.menus.items.map((item) => ({
        id: item.id,
        route: item.route,
        displayMode: item.displayMode,
        showInMenu: item.id === news?.id ? showNews : item.showInMenu,
      }));

    const audits = await auditCount();
    const bad = await call('PUT', '/api/admin/settings/menus', { body: { configurations, items: itemsWith('no') } });
    expect(bad.status).toBe(400);
    const index = acme.menus.items.findIndex((item) => item.id === news?.id);
    expect(Object.keys(bad.json<{ errors: Record<string, string[]> }>().errors)).toEqual([`items.${index}.showInMenu`]);
    expect(await auditCount()).toBe(audits);

    const hidden = await call('PUT', '/api/admin/settings/menus', {
      body: { configurations, items: itemsWith(false) },
    });
    expect(hidden.status).toBe(200);
    expect(hidden.json<TTenantSettings>().menus.items.find((item) => item.id === news?.id)?.showInMenu).toBe(false);
    expect(await auditCount()).toBe(audits + 1);
    const [entry] = await server.database.db
      .selectFrom('admin_audit_log')
      .select(['before_json', 'after_json'])
      .orderBy('id', 'desc')
      .limit(1)
      .execute();
    const newsIn = (json: string | null | undefined) =>
      (JSON.parse(json ?? '{}') as Pick<TTenantSettings, 'menus'>).menus.items.find((item) => item.id === news?.id);
    expect(newsIn(entry?.before_json)?.showInMenu).toBe(true);
    expect(newsIn(entry?.after_json)?.showInMenu).toBe(false);

    // Out of both navs at once; the News pages and calls still open for whoever may see them.
    expect(await learnerMenuModules()).not.toContain('NEWS');
    const mobile = await call('GET', '/api/menu?displayMode=Mobile', { user: 'acme-learner' });
    expect(mobile.json<TGetMenuResponse>().items.map((item) => item.moduleCode)).not.toContain('NEWS');
    expect((await call('GET', '/api/articles', { user: 'acme-learner' })).status).toBe(200);
    // Another tenant's menu is untouched.
    expect((await borealMenu()).json<TGetMenuResponse>()).toEqual(borealBefore);

    const shown = await call('PUT', '/api/admin/settings/menus', { body: { configurations, items: itemsWith(true) } });
    expect(shown.status).toBe(200);
    expect(shown.json<TTenantSettings>().menus).toEqual(acme.menus);
    expect(await learnerMenuModules()).toContain('NEWS');
  });

  it('stores the external provider secret encrypted, never answers it, and keeps it when not resent', async () => {
    const provider = {
      isEnabled: false,
      name: 'corp-idp',
      issuer: 'https://login.example.com/tenant',
      clientId: 'portal-client',
      clientSecret: 'very-secret-value',
      scopes: 'openid email',
    };
    const response = await call('PUT', '/api/admin/settings/identity-provider', { tenant: 'boreal', body: provider });
    expect(response.status).toBe(200);
    expect(response.text).not.toContain('very-secret-value');
    expect(response.json<TTenantSettings>().identityProvider).toEqual({
      isEnabled: false,
      name: 'corp-idp',
      issuer: 'https://login.example.com/tenant',
      clientId: 'portal-client',
      scopes: 'openid email',
      hasClientSecret: true,
    });
    const stored = async () =>
      server.database.db
        .selectFrom('tenant_identity_providers')
        .select(['name', 'client_secret'])
        .where('tenant_code', '=', 'boreal')
        .execute();
    const [row] = await stored();
    expect(row?.client_secret).toMatch(/^enc:v1:/);
    expect(row?.client_secret).not.toContain('very-secret');
    const audits = await server.database.db
      .selectFrom('admin_audit_log')
      .select(['before_json', 'after_json'])
      .where('tenant_code', '=', 'boreal')
      .execute();
    expect(JSON.stringify(audits)).not.toContain('very-secret');

    const { clientSecret: _omitted, ...withoutSecret } = provider;
    const renamed = await call('PUT', '/api/admin/settings/identity-provider', {
      tenant: 'boreal',
      body: { ...withoutSecret, name: 'corp' },
    });
    expect(renamed.status).toBe(200);
    const rows = await stored();
    expect(rows).toEqual([{ name: 'corp', client_secret: row?.client_secret }]);
    const tenant = await server.database.db
      .selectFrom('tenants')
      .select(['use_external_provider', 'external_provider_configuration_name'])
      .where('tenant_code', '=', 'boreal')
      .executeTakeFirstOrThrow();
    expect(Boolean(tenant.use_external_provider)).toBe(false);
    expect(tenant.external_provider_configuration_name).toBe('corp');
  });

  it('leaves nothing when the audit row cannot be written (one transaction)', async () => {
    const before = await settingsOf();
    const audits = await auditCount();
    const failure = await failInsertsInto(server.database, 'admin_audit_log');
    try {
      const response = await call('PUT', '/api/admin/settings/modules', {
        body: { modules: before.modules.enabled.filter((code) => code !== 'EVENTS') },
      });
      expect(response.status).toBe(500);
    } finally {
      await failure.undo();
    }
    expect(await auditCount()).toBe(audits);
    expect(await settingsOf()).toEqual(before);
    expect(await learnerMenuModules()).toContain('EVENTS');
  });
});
