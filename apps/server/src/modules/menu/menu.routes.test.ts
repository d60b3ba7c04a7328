import {
  NotificationPermissions,
  type TGetAdminMenuResponse,
  type TGetMenuResponse,
  type TMenuNavItem,
  type TProblem,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/access-tokens.ts';
import { grantRole } from '../../test/factories.ts';
import { startTestServer, type TTestServer } from '../../test/test-server.ts';

let server: TTestServer;
let learner: Record<string, string>;
let manager: Record<string, string>;
let admin: Record<string, string>;
let borealAdmin: Record<string, string>;
let borealLearner: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer();
  learner = await bearer(server.database, 'acme', 'acme-learner');
  manager = await bearer(server.database, 'acme', 'acme-manager');
  admin = await bearer(server.database, 'acme', 'acme-admin');
  borealAdmin = await bearer(server.database, 'boreal', 'boreal-admin');
  borealLearner = await bearer(server.database, 'boreal', 'boreal-apprenant');
});
afterAll(async () => {
  await server.close();
});

async function menuOf(
  headers: Record<string, string>,
  query = '',
  host = 'acme.localhost',
  via: TTestServer = server,
): Promise<TGetMenuResponse> {
  const response = await via.request(`/api/menu${query}`, { headers, host });
  expect(response.status).toBe(200);
  return response.json<TGetMenuResponse>();
}

const routesOf = (items: TMenuNavItem[]) => items.map((item) => item.route);
const reportsOf = (menu: TGetMenuResponse) => menu.items.find((item) => item.route === 'reports');
const everyModuleCode = (menu: TGetMenuResponse) =>
  menu.items.flatMap((item) => [item.moduleCode, ...item.children.map((child) => child.moduleCode)]);

describe('GET /api/menu', () => {
  it("gives acme's learner the main nav and the More menu, without Reports", async () => {
    const menu = await menuOf(learner);
    expect(menu).toMatchObject({ displayMode: 'Web', showMenu: true, locale: 'en' });
    expect(menu.items.map((item) => item.displayName)).toEqual([
      'Dashboard',
      'Resource Library',
      'Learning Paths',
      'Test and Trivia',
      'Events',
      'News',
      'Teams',
      'More',
    ]);
    const more = menu.items.at(-1);
    expect(more?.children.map((child) => [child.displayName, child.group])).toEqual([
      ['Explore', 'Discover'],
      ['Trivia', 'Discover'],
      ['My skills', 'Discover'],
      ['Stores', 'Shop'],
      ['Contact Us', 'Help'],
      ['Help centre', 'Help'],
    ]);
  });

  it("shows a manager's team skills to managers only, and no skill page to a tenant with skills off", async () => {
    const skillRoutes = (menu: TGetMenuResponse) =>
      (menu.items.find((item) => item.moduleCode === 'MULTIMODULE')?.children ?? [])
        .map((child) => child.route)
        .filter((route) => route.startsWith('/skill'));
    expect(skillRoutes(await menuOf(learner))).toEqual(['/skill']);
    expect(skillRoutes(await menuOf(manager))).toEqual(['/skill', '/skill/team']);

    const skillsOff = await startTestServer();
    try {
      // Before the first menu of acme is built (menus are kept per tenant for a while).
      await skillsOff.database.db
        .updateTable('tenant_metadata')
        .set({ competencies_enabled: false })
        .where('tenant_code', '=', 'acme')
        .execute();
      const managerThere = await bearer(skillsOff.database, 'acme', 'acme-manager');
      expect(skillRoutes(await menuOf(managerThere, '', 'acme.localhost', skillsOff))).toEqual([]);
    } finally {
      await skillsOff.close();
    }
  });

  it('opens the rewards store inside the portal (issue 20)', async () => {
    const stores = (await menuOf(learner)).items.at(-1)?.children.find((child) => child.moduleCode === 'STORES');
    expect(stores).toMatchObject({ route: '/stores', useExternalRoute: false });
  });

  it('gives the manager Reports of the modules the role holds reports of, and the admin all of them', async () => {
    expect(routesOf(reportsOf(await menuOf(manager))?.children ?? [])).toEqual([
      '/resources/reports',
      '/learning-path/reports',
      '/assessment/reports',
    ]);
    expect(routesOf(reportsOf(await menuOf(admin))?.children ?? [])).toEqual([
      '/resources/reports',
      '/learning-path/reports',
      '/assessment/reports',
      '/event/reports',
      '/news/reports',
    ]);
    expect(reportsOf(await menuOf(learner))).toBeUndefined();
  });

  it('names the menu in the language asked for', async () => {
    const menu = await menuOf(learner, '?displayMode=Mobile&locale=fr-CA');
    expect(menu).toMatchObject({ displayMode: 'Mobile', locale: 'fr-CA' });
    expect(menu.items.slice(0, 2).map((item) => item.displayName)).toEqual([
      'Tableau de bord',
      'Bibliothèque de ressources',
    ]);
    expect(menu.items.at(-1)?.children.map((child) => child.group)).toEqual([
      'Découvrir',
      'Découvrir',
      'Découvrir',
      'Boutique',
      'Aide',
      'Aide',
    ]);
  });

  it('never shows STORES or EVENTS on boreal, and speaks French there by default', async () => {
    for (const headers of [borealLearner, borealAdmin]) {
      const menu = await menuOf(headers, '', 'boreal.localhost');
      expect(menu.locale).toBe('fr-CA');
      expect(everyModuleCode(menu)).not.toContain('STORES');
      expect(everyModuleCode(menu)).not.toContain('EVENTS');
    }
    const reports = reportsOf(await menuOf(borealAdmin, '?locale=en', 'boreal.localhost'));
    expect(reports?.children.map((child) => child.moduleCode)).toEqual([
      'RESOURCELIBRARY',
      'LEARNINGPATH',
      'ASSESSMENT',
      'NEWS',
    ]);
  });

  it("follows the tenant's own configuration: showMenu, display modes, its own items only", async () => {
    const db = server.database.db;
    await db
      .updateTable('menu_configurations')
      .set({ show_menu: false })
      .where('tenant_code', '=', 'boreal')
      .where('display_mode', '=', 'Mobile')
      .execute();
    await db
      .insertInto('menu_items')
      .values({
        tenant_code: 'boreal',
        parent_id: null,
        module_code: null,
        route: '/boreal-only',
        position: 99,
        display_mode: 'Web',
      })
      .execute();
    // Edited behind the service's back: a second node on the same database, whose cache is still
    // empty, reads the edit (this one serves the menus it built until they expire, as in production).
    const node = await startTestServer({ database: server.database });
    try {
      const mobile = await menuOf(borealAdmin, '?displayMode=Mobile', 'boreal.localhost', node);
      expect(mobile).toMatchObject({ displayMode: 'Mobile', showMenu: false, items: [] });
      expect(routesOf((await menuOf(borealAdmin, '', 'boreal.localhost', node)).items)).toContain('/boreal-only');
      expect(routesOf((await menuOf(admin, '', 'acme.localhost', node)).items)).not.toContain('/boreal-only');
      expect((await menuOf(admin, '?displayMode=Mobile', 'acme.localhost', node)).showMenu).toBe(true);
    } finally {
      await node.close();
      await db
        .deleteFrom('menu_items')
        .where('tenant_code', '=', 'boreal')
        .where('route', '=', '/boreal-only')
        .execute();
      await db
        .updateTable('menu_configurations')
        .set({ show_menu: true })
        .where('tenant_code', '=', 'boreal')
        .execute();
    }
  });

  it('answers a bad query with a 400 naming each field', async () => {
    const response = await server.request('/api/menu?displayMode=Tablet&locale=de', { headers: learner });
    expect(response.status).toBe(400);
    const problem = response.json<TProblem>();
    expect(problem.code).toBe('validation_failed');
    expect(Object.keys(problem.errors ?? {})).toEqual(expect.arrayContaining(['displayMode', 'locale']));
  });

  it("answers 401 without a token and to another tenant's token", async () => {
    expect((await server.request('/api/menu')).status).toBe(401);
    expect((await server.request('/api/menu', { headers: borealAdmin })).status).toBe(401);
  });
});

describe('GET /api/menu/admin', () => {
  it('gives an administrator the admin nav', async () => {
    const response = await server.request('/api/menu/admin', { headers: admin });
    expect(response.status).toBe(200);
    const menu = response.json<TGetAdminMenuResponse>();
    expect(menu.items.map((item) => [item.displayName, item.route])).toEqual([
      ['Admin', '/admin'],
      ['Resource Library admin', '/resources/admin'],
      ['Test and Trivia', '/assessment/admin'],
      ['Events admin', '/event/admin'],
      ['News admin', '/news/admin'],
      ['Notifications admin', '/notifications/admin'],
    ]);
  });

  it('gives an administrator of one module Admin and that area only, even once a full admin was answered', async () => {
    const db = server.database.db;
    const learnerRow = await db
      .selectFrom('users')
      .select('id')
      .where('tenant_code', '=', 'acme')
      .where('user_code', '=', 'acme-learner')
      .executeTakeFirstOrThrow();
    const roleId = await grantRole(
      db,
      { tenantCode: 'acme', userId: learnerRow.id },
      { name: 'Notification desk', permissions: [NotificationPermissions.admin] },
    );
    server.app.permissions.forgetUserAccess();
    try {
      expect((await server.request('/api/menu/admin', { headers: admin })).status).toBe(200);
      const response = await server.request('/api/menu/admin', { headers: learner });
      expect(response.status).toBe(200);
      expect(response.json<TGetAdminMenuResponse>().items.map((item) => item.route)).toEqual([
        '/admin',
        '/notifications/admin',
      ]);
    } finally {
      await db.deleteFrom('user_roles').where('role_id', '=', roleId).execute();
      await db.deleteFrom('role_permissions').where('role_id', '=', roleId).execute();
      await db.deleteFrom('roles').where('id', '=', roleId).execute();
      server.app.permissions.forgetUserAccess();
    }
  });

  it("names it in boreal's language", async () => {
    const response = await server.request('/api/menu/admin', { headers: borealAdmin, host: 'boreal.localhost' });
    expect(response.json<TGetAdminMenuResponse>().items[0]?.displayName).toBe('Administration');
  });

  it('refuses learners and managers (reports are not administration)', async () => {
    expect((await server.request('/api/menu/admin', { headers: learner })).status).toBe(403);
    expect((await server.request('/api/menu/admin', { headers: manager })).status).toBe(403);
  });

  it("answers 401 to another tenant's token", async () => {
    expect((await server.request('/api/menu/admin', { headers: borealAdmin })).status).toBe(401);
  });
});
