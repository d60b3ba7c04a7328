import { describe, expect, it } from 'vitest';
import { buildAdminMenu, buildMenu, classifyMenuUrl, prefixModuleUrl, type TMenuModule } from './menu-rules.ts';
import { isSkillRouteShown } from './skills.ts';
import {
  ZGetMenuRequestSchema,
  ZGetMenuResponseSchema,
  type TMenuChildConfig,
  type TMenuConfiguration,
  type TMenuItemConfig,
} from './menu.ts';
import {
  grantablePermissions,
  MANAGER_PERMISSION,
  MODULE_CATALOGUE,
  MODULE_CODES,
  MODULE_USER_PERMISSIONS,
  reportPermission,
  type TModuleCode,
} from './modules.ts';

/* Fixtures: the two demo tenants' module sets and the demo roles' permissions (db/seed). */

const ORIGIN = 'http://acme.localhost:3000';
const acmeCodes: TModuleCode[] = [...MODULE_CODES];
const borealCodes: TModuleCode[] = acmeCodes.filter((code) => code !== 'STORES' && code !== 'EVENTS');

function modulesOf(codes: readonly TModuleCode[]): TMenuModule[] {
  return codes.map((code) => ({
    moduleCode: code,
    displayName: MODULE_CATALOGUE[code].name,
    spaUrl: `${ORIGIN}${MODULE_CATALOGUE[code].route}`,
  }));
}
const acme = modulesOf(acmeCodes);
const boreal = modulesOf(borealCodes);

/** The demo roles of db/seed/seed-identity.ts. */
function rolesOf(codes: readonly TModuleCode[]) {
  const grantable = grantablePermissions(codes);
  const learner = MODULE_USER_PERMISSIONS.filter((permission) => grantable.includes(permission));
  const reports = (['RESOURCELIBRARY', 'LEARNINGPATH', 'ASSESSMENT'] as const)
    .filter((c) => codes.includes(c))
    .map(reportPermission);
  return {
    learner: [...learner],
    manager: [...learner, MANAGER_PERMISSION, ...reports],
    admin: grantable,
  };
}
const acmeRoles = rolesOf(acmeCodes);
const borealRoles = rolesOf(borealCodes);

const noText = { en: null, 'fr-CA': null };

function child(overrides: Partial<TMenuChildConfig> = {}): TMenuChildConfig {
  return {
    moduleCode: null,
    route: '/somewhere',
    displayNames: noText,
    useExternalRoute: false,
    uiModuleCode: null,
    groupNames: noText,
    displayMode: null,
    permissions: [],
    permissionMode: 'any',
    ...overrides,
  };
}

function item(overrides: Partial<TMenuItemConfig> = {}): TMenuItemConfig {
  return { ...child(overrides), children: overrides.children ?? [] };
}

function named(en: string, fr: string) {
  return { en, 'fr-CA': fr };
}

/** The demo tenants' menu (db/seed/seed-menus.ts). */
const demoItems: TMenuItemConfig[] = [
  item({ route: '/dashboard', displayNames: named('Dashboard', 'Tableau de bord') }),
  item({ moduleCode: 'RESOURCELIBRARY', route: '/resources', displayNames: named('Resource Library', 'Ressources') }),
  item({ moduleCode: 'LEARNINGPATH', route: '/learning-path', displayNames: named('Learning Paths', 'Parcours') }),
  item({ moduleCode: 'ASSESSMENT', route: '/assessment', displayNames: named('Test and Trivia', 'Tests et quiz') }),
  item({ moduleCode: 'EVENTS', route: '/event', displayNames: named('Events', 'Événements') }),
  item({ moduleCode: 'NEWS', route: '/news', displayNames: named('News', 'Nouvelles') }),
  item({ moduleCode: 'TEAMS', route: '/team', displayNames: named('Teams', 'Équipes') }),
  item({
    moduleCode: 'MULTIMODULE',
    route: '',
    displayNames: named('More', 'Plus'),
    children: [
      child({ moduleCode: 'EXPLORE', route: '/explore', groupNames: named('Discover', 'Découvrir') }),
      child({ moduleCode: 'TRIVIA', route: '/trivia', groupNames: named('Discover', 'Découvrir') }),
      child({ moduleCode: 'STORES', route: '', useExternalRoute: true, groupNames: named('Shop', 'Boutique') }),
      child({ moduleCode: 'CONTACTUS', route: '/contact-us', groupNames: named('Help', 'Aide') }),
    ],
  }),
  item({ moduleCode: 'REPORTS', route: 'reports', displayNames: named('Reports', 'Rapports') }),
];

function configuration(items: TMenuItemConfig[] = demoItems, showMenu = true): TMenuConfiguration {
  return { displayMode: 'Web', showMenu, items };
}

function build(
  permissions: ReadonlySet<string> | readonly string[],
  modules: TMenuModule[] = acme,
  overrides: Partial<Parameters<typeof buildMenu>[0]> = {},
) {
  return buildMenu({
    configuration: configuration(),
    displayMode: 'Web',
    locale: 'en',
    modules,
    permissions,
    ...overrides,
  });
}

const routesOf = (menu: { items: { route: string }[] }) => menu.items.map((entry) => entry.route);
const moduleCodesAnywhere = (menu: ReturnType<typeof build>) =>
  menu.items.flatMap((entry) => [entry.moduleCode, ...entry.children.map((c) => c.moduleCode)]);

describe('buildMenu: the demo tenants', () => {
  it("gives acme's learner the main nav, the More menu and no Reports", () => {
    const menu = build(acmeRoles.learner);
    expect(routesOf(menu)).toEqual([
      '/dashboard',
      '/resources',
      '/learning-path',
      '/assessment',
      '/event',
      '/news',
      '/team',
      '',
    ]);
    expect(menu.items.at(-1)?.children.map((c) => c.moduleCode)).toEqual(['EXPLORE', 'TRIVIA', 'STORES', 'CONTACTUS']);
    expect(ZGetMenuResponseSchema.parse(menu)).toEqual(menu);
  });

  it("gives acme's manager Reports of the three modules the role holds reports of", () => {
    const reports = build(acmeRoles.manager).items.find((entry) => entry.route === 'reports');
    expect(reports?.children.map((c) => c.route)).toEqual([
      '/resources/reports',
      '/learning-path/reports',
      '/assessment/reports',
    ]);
  });

  it("gives acme's admin Reports of every module with reports", () => {
    const reports = build(acmeRoles.admin).items.find((entry) => entry.route === 'reports');
    expect(reports?.children.map((c) => c.moduleCode)).toEqual([
      'RESOURCELIBRARY',
      'LEARNINGPATH',
      'ASSESSMENT',
      'EVENTS',
      'NEWS',
    ]);
  });

  it('never shows STORES or EVENTS on boreal, whoever the user is', () => {
    for (const permissions of Object.values(borealRoles)) {
      const codes = moduleCodesAnywhere(build(permissions, boreal));
      expect(codes).not.toContain('STORES');
      expect(codes).not.toContain('EVENTS');
    }
    const reports = build(borealRoles.admin, boreal).items.find((entry) => entry.route === 'reports');
    expect(reports?.children.map((c) => c.moduleCode)).toEqual([
      'RESOURCELIBRARY',
      'LEARNINGPATH',
      'ASSESSMENT',
      'NEWS',
    ]);
  });
});

describe('buildMenu: modules the tenant enabled', () => {
  it('hides items and children of modules the tenant has not enabled', () => {
    const menu = build(acmeRoles.learner, boreal);
    expect(routesOf(menu)).not.toContain('/event');
    expect(menu.items.at(-1)?.children.map((c) => c.moduleCode)).toEqual(['EXPLORE', 'TRIVIA', 'CONTACTUS']);
  });

  it('leaves out an item the tenant hides (showInMenu false), with its children; absent or true shows it', () => {
    const items = [
      item({ route: '/shown', showInMenu: true }),
      item({ route: '/hidden', showInMenu: false, children: [child({ route: '/inside' })] }),
      item({
        route: '/parent',
        children: [child({ route: '/hidden-child', showInMenu: false }), child({ route: '/c' })],
      }),
      item({ route: '/unsaid' }),
    ];
    const menu = build(acmeRoles.admin, acme, { configuration: configuration(items) });
    expect(routesOf(menu)).toEqual(['/shown', '/parent', '/unsaid']);
    expect(menu.items[1]?.children.map((c) => c.route)).toEqual(['/c']);
  });

  it('always shows an entry that belongs to no module (moduleCode null)', () => {
    expect(routesOf(build([], []))).toEqual(['/dashboard']);
  });

  it('lists in a MULTIMODULE item only the enabled child modules, and hides it when none is left', () => {
    const onlyContact = modulesOf(['MULTIMODULE', 'CONTACTUS']);
    expect(build([], onlyContact).items.map((entry) => entry.children.map((c) => c.moduleCode))).toEqual([
      [],
      ['CONTACTUS'],
    ]);
    expect(routesOf(build([], modulesOf(['MULTIMODULE'])))).toEqual(['/dashboard']);
  });

  it('hides a MULTIMODULE item when the tenant has not enabled MULTIMODULE itself', () => {
    const withoutMore = modulesOf(acmeCodes.filter((code) => code !== 'MULTIMODULE'));
    expect(build(acmeRoles.learner, withoutMore).items.map((entry) => entry.moduleCode)).not.toContain('MULTIMODULE');
  });
});

describe('buildMenu: permissions', () => {
  const guarded = [
    item({ route: '/any', permissions: ['A', 'B'], permissionMode: 'any' }),
    item({ route: '/all', permissions: ['A', 'B'], permissionMode: 'all' }),
    item({ route: '/open' }),
  ];
  const withGuards = (permissions: string[]) => build(permissions, acme, { configuration: configuration(guarded) });

  it("shows an item with 'any' when one permission is held, with 'all' only when every one is", () => {
    expect(routesOf(withGuards([]))).toEqual(['/open']);
    expect(routesOf(withGuards(['B']))).toEqual(['/any', '/open']);
    expect(routesOf(withGuards(['A', 'B']))).toEqual(['/any', '/all', '/open']);
  });

  it('hides children without their permissions, keeping the parent', () => {
    const parent = item({
      route: '/parent',
      children: [
        child({ route: '/a', permissions: ['A'] }),
        child({ route: '/b', permissions: ['A', 'B'], permissionMode: 'all' }),
      ],
    });
    const menu = (permissions: string[]) => build(permissions, acme, { configuration: configuration([parent]) });
    expect(menu([]).items[0]?.children).toEqual([]);
    expect(menu(['A']).items[0]?.children.map((c) => c.route)).toEqual(['/a']);
    expect(menu(['A', 'B']).items[0]?.children.map((c) => c.route)).toEqual(['/a', '/b']);
  });

  it('hides a MULTIMODULE item whose children are all hidden by permissions', () => {
    const more = item({
      moduleCode: 'MULTIMODULE',
      route: '',
      children: [child({ moduleCode: 'EXPLORE', route: '/explore', permissions: ['EXPLORE_SEE'] })],
    });
    expect(build([], acme, { configuration: configuration([more]) }).items).toEqual([]);
    expect(build(['EXPLORE_SEE'], acme, { configuration: configuration([more]) }).items).toHaveLength(1);
  });

  it('accepts the permissions as a set as well as a list', () => {
    expect(build(new Set(acmeRoles.manager))).toEqual(build(acmeRoles.manager));
  });
});

describe('buildMenu: routes behind a tenant flag (skills)', () => {
  const skillItems = [
    item({
      moduleCode: 'MULTIMODULE',
      route: '',
      children: [
        child({ moduleCode: 'ASSESSMENT', route: '/skill' }),
        child({ moduleCode: 'ASSESSMENT', route: '/skill/team' }),
        child({ moduleCode: 'TRIVIA', route: '/trivia' }),
      ],
    }),
  ];
  const childRoutes = (flags: { competenciesEnabled: boolean; competencyUserViewEnabled: boolean }) =>
    build(acmeRoles.manager, acme, {
      configuration: configuration(skillItems),
      isRouteShown: (route) => isSkillRouteShown(route, flags),
    }).items[0]?.children.map((entry) => entry.route);

  it('shows the skill pages only as far as the flags go', () => {
    expect(childRoutes({ competenciesEnabled: true, competencyUserViewEnabled: true })).toEqual([
      '/skill',
      '/skill/team',
      '/trivia',
    ]);
    expect(childRoutes({ competenciesEnabled: true, competencyUserViewEnabled: false })).toEqual([
      '/skill/team',
      '/trivia',
    ]);
    expect(childRoutes({ competenciesEnabled: false, competencyUserViewEnabled: true })).toEqual(['/trivia']);
  });

  it('leaves routes outside /skill alone', () => {
    const off = { competenciesEnabled: false, competencyUserViewEnabled: false };
    expect(
      ['/skills-fair', '/trivia', 'reports', '', 'https://x.example/skill'].map((route) =>
        isSkillRouteShown(route, off),
      ),
    ).toEqual([true, true, true, true, true]);
    expect(['/skill/', '/Skill/admin?tab=scale'].map((route) => isSkillRouteShown(route, off))).toEqual([false, false]);
  });
});

describe('buildMenu: routes and names', () => {
  it("prefixes the module's app URL to the route of external-route entries", () => {
    const more = build(acmeRoles.learner).items.at(-1);
    expect(more?.children.find((c) => c.moduleCode === 'STORES')).toMatchObject({
      route: `${ORIGIN}/stores`,
      useExternalRoute: true,
    });
    const external = item({ moduleCode: 'NEWS', route: '/latest', useExternalRoute: true });
    expect(build([], acme, { configuration: configuration([external]) }).items[0]?.route).toBe(`${ORIGIN}/news/latest`);
  });

  it('joins the app URL and the route with exactly one slash, and leaves absolute routes alone', () => {
    expect(prefixModuleUrl('https://stores.example/', '/catalogue')).toBe('https://stores.example/catalogue');
    expect(prefixModuleUrl('https://stores.example', 'catalogue')).toBe('https://stores.example/catalogue');
    expect(prefixModuleUrl('https://stores.example/', '')).toBe('https://stores.example');
    expect(prefixModuleUrl('https://stores.example', 'https://other.example/x')).toBe('https://other.example/x');
  });

  it('keeps in-app routes of entries without the external-route flag', () => {
    expect(build(acmeRoles.learner).items[1]?.route).toBe('/resources');
  });

  it("names entries in the locale, falling back to the module's display name", () => {
    const menu = build(acmeRoles.learner, acme, { locale: 'fr-CA' });
    expect(menu.items.map((entry) => entry.displayName).slice(0, 3)).toEqual([
      'Tableau de bord',
      'Ressources',
      'Parcours',
    ]);
    expect(menu.items.every((entry) => entry.locale === 'fr-CA')).toBe(true);
    const more = menu.items.at(-1);
    expect(more?.children.map((c) => c.displayName)).toEqual(['Explore', 'Trivia', 'Stores', 'Contact Us']);
    expect(more?.children.map((c) => c.group)).toEqual(['Découvrir', 'Découvrir', 'Boutique', 'Aide']);
  });

  it("uses the tenant's display name of the module when it configured one", () => {
    const renamed = acme.map((m) => (m.moduleCode === 'EXPLORE' ? { ...m, displayName: 'Discover Acme' } : m));
    expect(build([], renamed).items.at(-1)?.children[0]?.displayName).toBe('Discover Acme');
  });

  it('falls back when the name in the locale is blank, and to the route for a shell entry', () => {
    const entries = [
      item({ moduleCode: 'NEWS', route: '/news', displayNames: { en: '  ', 'fr-CA': 'Nouvelles' } }),
      item({ route: '/dashboard' }),
    ];
    const menu = build([], acme, { configuration: configuration(entries) });
    expect(menu.items.map((entry) => entry.displayName)).toEqual(['News', '/dashboard']);
  });
});

describe('buildMenu: the Reports item', () => {
  it('has one child per enabled module whose report permission is held, route = module route + /reports', () => {
    const reports = build([reportPermission('EVENTS'), reportPermission('ASSESSMENT')]).items.find(
      (entry) => entry.moduleCode === 'REPORTS',
    );
    expect(reports?.children).toEqual([
      expect.objectContaining({
        moduleCode: 'ASSESSMENT',
        route: '/assessment/reports',
        displayName: 'Test and Trivia',
      }),
      expect.objectContaining({ moduleCode: 'EVENTS', route: '/event/reports', displayName: 'Events' }),
    ]);
  });

  it("names each child as the tenant's menu names its module, in the page language", () => {
    const permissions = [reportPermission('EVENTS'), reportPermission('ASSESSMENT')];
    const reports = build(permissions, acme, { locale: 'fr-CA' }).items.find((entry) => entry.moduleCode === 'REPORTS');
    expect(reports?.children.map((c) => c.displayName)).toEqual(['Tests et quiz', 'Événements']);
  });

  it("falls back to the module's own name when no menu entry names it", () => {
    const entries = [item({ moduleCode: 'REPORTS', route: 'reports', displayNames: named('Reports', 'Rapports') })];
    const menu = build([reportPermission('EVENTS')], acme, { configuration: configuration(entries), locale: 'fr-CA' });
    expect(menu.items[0]?.children.map((c) => c.displayName)).toEqual(['Events']);
  });

  it('is hidden without any child', () => {
    expect(routesOf(build(acmeRoles.learner))).not.toContain('reports');
  });

  it('ignores report permissions of modules the tenant has not enabled', () => {
    const menu = build([reportPermission('EVENTS')], boreal);
    expect(routesOf(menu)).not.toContain('reports');
  });

  it('recognises the route with or without a slash', () => {
    const entries = [item({ moduleCode: 'REPORTS', route: '/reports/', displayNames: named('Reports', 'Rapports') })];
    const menu = build(acmeRoles.manager, acme, { configuration: configuration(entries) });
    expect(menu.items[0]?.children).toHaveLength(3);
  });
});

describe('buildMenu: display mode and showMenu', () => {
  const entries = [
    item({ route: '/both' }),
    item({ route: '/web', displayMode: 'Web' }),
    item({ route: '/mobile', displayMode: 'Mobile' }),
  ];

  it('leaves out the entries of the other display mode', () => {
    const menu = (displayMode: 'Web' | 'Mobile') =>
      build([], acme, { configuration: { displayMode, showMenu: true, items: entries }, displayMode });
    expect(routesOf(menu('Web'))).toEqual(['/both', '/web']);
    expect(menu('Mobile')).toMatchObject({ displayMode: 'Mobile' });
    expect(routesOf(menu('Mobile'))).toEqual(['/both', '/mobile']);
  });

  it('leaves out children of the other display mode too', () => {
    const parent = item({ route: '/p', children: [child({ route: '/c', displayMode: 'Mobile' })] });
    expect(build([], acme, { configuration: configuration([parent]) }).items[0]?.children).toEqual([]);
  });

  it('answers no items when showMenu is false', () => {
    const menu = build(acmeRoles.admin, acme, { configuration: configuration(demoItems, false) });
    expect(menu).toEqual({ displayMode: 'Web', showMenu: false, locale: 'en', items: [] });
  });
});

describe('buildAdminMenu', () => {
  const adminRoutes = (permissions: readonly string[], modules: TMenuModule[] = acme) =>
    routesOf(buildAdminMenu({ locale: 'en', modules, permissions }));

  it('gives the admin nav to an administrator: Admin, then each administered area', () => {
    const menu = buildAdminMenu({ locale: 'en', modules: acme, permissions: acmeRoles.admin });
    expect(menu.items.map((entry) => [entry.displayName, entry.route])).toEqual([
      ['Admin', '/admin'],
      ['Resource Library admin', '/resources/admin'],
      ['Test and Trivia', '/assessment/admin'],
      ['Events admin', '/event/admin'],
      ['News admin', '/news/admin'],
      ['Notifications admin', '/notifications/admin'],
    ]);
    // Boreal has no Events module.
    expect(adminRoutes(borealRoles.admin, boreal)).toEqual([
      '/admin',
      '/resources/admin',
      '/assessment/admin',
      '/news/admin',
      '/notifications/admin',
    ]);
  });

  it('gives nothing to a learner or a manager (user features and reports are not administration)', () => {
    expect(adminRoutes(acmeRoles.learner)).toEqual([]);
    expect(adminRoutes(acmeRoles.manager)).toEqual([]);
  });

  it('shows only the areas the user administers', () => {
    expect(adminRoutes(['NEWS_ADMIN'])).toEqual(['/admin', '/news/admin']);
    expect(adminRoutes(['EVENTS_ADMIN'])).toEqual(['/admin', '/event/admin']);
    expect(adminRoutes(['RESOURCELIBRARY_REVIEW_UPLOADS'])).toEqual(['/admin', '/resources/admin']);
    expect(adminRoutes(['TRIVIA_ADMIN'])).toEqual(['/admin', '/trivia/admin']);
    expect(adminRoutes(['ASSESSMENT_ADMIN'])).toEqual(['/admin', '/assessment/admin']);
    expect(adminRoutes(['NOTIFICATIONS_ADMIN'])).toEqual(['/admin', '/notifications/admin']);
  });

  it('counts no administration of a module the tenant has not enabled', () => {
    expect(adminRoutes(['EVENTS_ADMIN'], boreal)).toEqual([]);
    expect(adminRoutes(['RESOURCELIBRARY_ADMIN'], modulesOf(['NEWS']))).toEqual([]);
    expect(adminRoutes(['NOTIFICATIONS_ADMIN'], modulesOf(['NEWS']))).toEqual([]);
  });

  it('names the admin nav in French', () => {
    const menu = buildAdminMenu({ locale: 'fr-CA', modules: acme, permissions: acmeRoles.admin });
    expect(menu.items.map((entry) => entry.displayName)).toEqual([
      'Administration',
      'Administration de la bibliothèque',
      'Tests et quiz',
      'Administration des événements',
      'Administration des nouvelles',
      'Administration des notifications',
    ]);
  });
});

describe('classifyMenuUrl (spec section 5)', () => {
  it('opens http, https and www URLs in a new tab', () => {
    expect(classifyMenuUrl('http://example.com', false)).toBe('new-tab');
    expect(classifyMenuUrl('HTTPS://example.com/x', false)).toBe('new-tab');
    expect(classifyMenuUrl('www.example.com', false)).toBe('new-tab');
  });

  it('asks for confirmation first with useExternalRoute', () => {
    expect(classifyMenuUrl('https://stores.example', true)).toBe('confirm-new-tab');
    expect(classifyMenuUrl('/stores', true)).toBe('confirm-new-tab');
  });

  it('navigates in the app otherwise', () => {
    expect(classifyMenuUrl('/resources', false)).toBe('in-app');
    expect(classifyMenuUrl('reports', false)).toBe('in-app');
    expect(classifyMenuUrl('httpbin', false)).toBe('in-app');
  });
});

describe('ZGetMenuRequestSchema', () => {
  it('defaults to the Web display mode and refuses other modes', () => {
    expect(ZGetMenuRequestSchema.parse({})).toEqual({ displayMode: 'Web' });
    expect(ZGetMenuRequestSchema.safeParse({ displayMode: 'Tablet' }).success).toBe(false);
    expect(ZGetMenuRequestSchema.safeParse({ locale: 'de' }).success).toBe(false);
  });
});
