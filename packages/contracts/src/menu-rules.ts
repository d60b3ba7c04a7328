import { hasRequiredPermissions, isModuleAdmin, type TPermissionMode } from './access.ts';
import type { TLocaleCode } from './locale-codes.ts';
import type {
  TGetAdminMenuResponse,
  TGetMenuResponse,
  TLocalizedText,
  TMenuChildConfig,
  TMenuConfiguration,
  TMenuItem,
  TMenuItemConfig,
  TMenuNavItem,
} from './menu.ts';
import { MODULE_CATALOGUE, MODULE_USER_PERMISSIONS, reportPermission, type TModuleCode } from './modules.ts';

/* Building the header's menus (spec section 2 "Header and menus", section 3 "Menu item", section 5). */

export const MENU_DISPLAY_MODES = ['Web', 'Mobile'] as const;
export type TMenuDisplayMode = (typeof MENU_DISPLAY_MODES)[number];

export const PERMISSION_MODES = ['any', 'all'] as const satisfies readonly TPermissionMode[];

/** Limits of a stored menu item, shared by the migration, the server and the tests. */
export const MenuValidation = {
  maxRouteLength: 500,
  maxDisplayNameLength: 200,
  maxUiModuleCodeLength: 64,
  maxPermissionsLength: 2000,
} as const;

/** The route of the Reports item (spec section 2): its children are the user's report areas. */
export const REPORTS_ROUTE = 'reports';

/** What menu building needs of a module the tenant enabled (from the tenant configuration). */
export type TMenuModule = { moduleCode: TModuleCode; displayName: string; spaUrl: string };

export type TBuildMenuInput = {
  configuration: TMenuConfiguration;
  /** The display mode asked for; entries of the other mode are left out. */
  displayMode: TMenuDisplayMode;
  locale: TLocaleCode;
  /** The tenant's enabled modules, in the tenant's order. */
  modules: readonly TMenuModule[];
  permissions: ReadonlySet<string> | readonly string[];
  /**
   * Whether a route the module allows is on for the tenant too (features behind a tenant flag:
   * skills' `/skill` pages, `isSkillRouteShown`); every route by default.
   */
  isRouteShown?: (route: string) => boolean;
};

type TContext = {
  displayMode: TMenuDisplayMode;
  locale: TLocaleCode;
  modules: ReadonlyMap<TModuleCode, TMenuModule>;
  held: ReadonlySet<string>;
  /** Each module's name in `locale` as the tenant's own menu entries give it (the first that does). */
  menuNames: ReadonlyMap<TModuleCode, string>;
  isRouteShown: (route: string) => boolean;
};

function isAbsoluteUrl(route: string): boolean {
  return /^https?:\/\//i.test(route) || /^www\./i.test(route);
}

/** The module's app URL and the route joined with exactly one slash; an absolute route stays as is. */
export function prefixModuleUrl(spaUrl: string, route: string): string {
  if (isAbsoluteUrl(route)) {
    return route;
  }
  const base = spaUrl.replace(/\/+$/, '');
  const path = route.replace(/^\/+/, '');
  return path === '' ? base : `${base}/${path}`;
}

function isReportsRoute(route: string): boolean {
  return route.replace(/^\/+|\/+$/g, '').toLowerCase() === REPORTS_ROUTE;
}

function configuredText(text: TLocalizedText, locale: TLocaleCode): string | null {
  const value = text[locale]?.trim();
  return value ? value : null;
}

/** Whether the entry is shown at all: display mode, enabled module, permissions. */
function isEntryVisible(entry: TMenuChildConfig, context: TContext): boolean {
  // Hidden by the tenant: out of the nav only. The page itself is not closed by this: it still
  // follows the module's on/off and the permissions (route guards), so a bookmark keeps working.
  if (entry.showInMenu === false) {
    return false;
  }
  if (entry.displayMode !== null && entry.displayMode !== context.displayMode) {
    return false;
  }
  if (entry.moduleCode !== null && !context.modules.has(entry.moduleCode)) {
    return false;
  }
  if (!context.isRouteShown(entry.route)) {
    return false;
  }
  return hasRequiredPermissions(context.held, entry.permissions, entry.permissionMode);
}

function buildEntry(entry: TMenuChildConfig, context: TContext): TMenuNavItem {
  const module = entry.moduleCode === null ? undefined : context.modules.get(entry.moduleCode);
  const fallbackName =
    module?.displayName ?? (entry.moduleCode ? MODULE_CATALOGUE[entry.moduleCode].name : entry.route);
  return {
    moduleCode: entry.moduleCode,
    route: entry.useExternalRoute && module ? prefixModuleUrl(module.spaUrl, entry.route) : entry.route,
    displayName: configuredText(entry.displayNames, context.locale) ?? fallbackName,
    useExternalRoute: entry.useExternalRoute,
    uiModuleCode: entry.uiModuleCode,
    group: configuredText(entry.groupNames, context.locale),
    permissions: [...entry.permissions],
    permissionMode: entry.permissionMode,
    locale: context.locale,
  };
}

/** The name each module's entries give it in `locale`, anywhere in the configuration (items and children). */
function menuNamesOf(items: readonly TMenuItemConfig[], locale: TLocaleCode): Map<TModuleCode, string> {
  const names = new Map<TModuleCode, string>();
  for (const entry of items.flatMap((item) => [item, ...item.children])) {
    const name = configuredText(entry.displayNames, locale);
    if (entry.moduleCode !== null && name !== null && !names.has(entry.moduleCode)) {
      names.set(entry.moduleCode, name);
    }
  }
  return names;
}

/**
 * One child per enabled module whose `{MODULE}_VIEW_REPORTS` the user holds, in the tenant's order,
 * named as the tenant's menu names the module in the page language (the module's own name otherwise).
 */
function buildReportChildren(context: TContext): TMenuNavItem[] {
  return [...context.modules.values()]
    .filter((module) => context.held.has(reportPermission(module.moduleCode)))
    .map((module) => ({
      moduleCode: module.moduleCode,
      route: `${MODULE_CATALOGUE[module.moduleCode].route}/reports`,
      displayName: context.menuNames.get(module.moduleCode) ?? module.displayName,
      useExternalRoute: false,
      uiModuleCode: null,
      group: null,
      permissions: [reportPermission(module.moduleCode)],
      permissionMode: 'any' as const,
      locale: context.locale,
    }));
}

function buildItem(item: TMenuItemConfig, context: TContext): TMenuItem | null {
  if (!isEntryVisible(item, context)) {
    return null;
  }
  const built = buildEntry(item, context);
  if (isReportsRoute(item.route)) {
    const children = buildReportChildren(context);
    return children.length > 0 ? { ...built, children } : null;
  }
  const children = item.children
    .filter((child) => isEntryVisible(child, context))
    .map((child) => buildEntry(child, context));
  // A MULTIMODULE item only lists modules; with none left for this user there is nothing to open.
  if (item.moduleCode === 'MULTIMODULE' && children.length === 0) {
    return null;
  }
  return { ...built, children };
}

function toSet(permissions: ReadonlySet<string> | readonly string[]): ReadonlySet<string> {
  return permissions instanceof Set ? permissions : new Set(permissions);
}

/**
 * The header's menu for a user (spec section 2 "Header and menus"), in the configured order:
 * - showMenu false: no items; entries of the other display mode are left out;
 * - entries the tenant hides (showInMenu false) are left out, with their children;
 * - entries of modules the tenant has not enabled are hidden (moduleCode null: always shown);
 * - items and children without the required permissions ('any' / 'all') are hidden;
 * - MULTIMODULE items list their child modules enabled for the tenant (hidden when none is left);
 * - entries with useExternalRoute get their module's app URL (spaUrl) prefixed to the route;
 * - a missing display name (in the locale) falls back to the module's display name;
 * - the Reports item (route `reports`) gets one child per module the user holds
 *   `{MODULE}_VIEW_REPORTS` of (route = module route + `/reports`) and is hidden without any.
 */
export function buildMenu(input: TBuildMenuInput): TGetMenuResponse {
  const { configuration, displayMode, locale } = input;
  const showMenu = configuration.showMenu;
  if (!showMenu) {
    return { displayMode, showMenu, locale, items: [] };
  }
  const context: TContext = {
    displayMode,
    locale,
    modules: new Map(input.modules.map((module) => [module.moduleCode, module])),
    held: toSet(input.permissions),
    menuNames: menuNamesOf(configuration.items, locale),
    isRouteShown: input.isRouteShown ?? (() => true),
  };
  const items = configuration.items.flatMap((item) => {
    const built = buildItem(item, context);
    return built ? [built] : [];
  });
  return { displayMode, showMenu, locale, items };
}

/** Names of the admin nav, in both languages (the nav is product-defined, not configured). */
export const ADMIN_MENU_NAMES = {
  admin: { en: 'Admin', 'fr-CA': 'Administration' },
  resourceAdmin: { en: 'Resource Library admin', 'fr-CA': 'Administration de la bibliothèque' },
  testAndTrivia: { en: 'Test and Trivia', 'fr-CA': 'Tests et quiz' },
  eventsAdmin: { en: 'Events admin', 'fr-CA': 'Administration des événements' },
  newsAdmin: { en: 'News admin', 'fr-CA': 'Administration des nouvelles' },
  notificationsAdmin: { en: 'Notifications admin', 'fr-CA': 'Administration des notifications' },
} as const satisfies Record<string, Record<TLocaleCode, string>>;

export type TBuildAdminMenuInput = {
  locale: TLocaleCode;
  modules: readonly Pick<TMenuModule, 'moduleCode'>[];
  permissions: ReadonlySet<string> | readonly string[];
};

function adminEntry(
  moduleCode: TModuleCode,
  route: string,
  displayName: string,
  permissions: string[],
  locale: TLocaleCode,
): TMenuItem {
  return {
    moduleCode,
    route,
    displayName,
    useExternalRoute: false,
    uiModuleCode: null,
    group: null,
    permissions,
    permissionMode: 'any',
    locale,
    children: [],
  };
}

const userFeatures: ReadonlySet<string> = new Set(MODULE_USER_PERMISSIONS);

/** The administrative permissions of modules (spec section 6: all but the three user features). */
function adminPermissionsOf(codes: readonly TModuleCode[]): string[] {
  return codes.flatMap((code) => MODULE_CATALOGUE[code].permissions).filter((p) => !userFeatures.has(p));
}

/** The Test and Trivia admin areas (issue 16); the modules' own routes are the learner's pages. */
export const ASSESSMENT_ADMIN_ROUTE = '/assessment/admin';
export const TRIVIA_ADMIN_ROUTE = '/trivia/admin';

/** The notification admin area (issue 7); the module's own route is the user's centre. */
export const NOTIFICATIONS_ADMIN_ROUTE = '/notifications/admin';

/** The events and news admin areas (issue 19), below the modules' own routes. */
export const EVENTS_ADMIN_ROUTE = '/event/admin';
export const NEWS_ADMIN_ROUTE = '/news/admin';

/** Admin areas of one module each, in the nav's order after Test and Trivia. */
const SINGLE_MODULE_ADMIN_AREAS = [
  ['EVENTS', EVENTS_ADMIN_ROUTE, 'eventsAdmin'],
  ['NEWS', NEWS_ADMIN_ROUTE, 'newsAdmin'],
  ['NOTIFICATIONS', NOTIFICATIONS_ADMIN_ROUTE, 'notificationsAdmin'],
] as const satisfies readonly (readonly [TModuleCode, string, keyof typeof ADMIN_MENU_NAMES])[];

/**
 * The admin nav (spec section 2): Admin for whoever administers any enabled module (spec section
 * 6), Resource Library admin for administrators of the resource library, Test and Trivia for
 * administrators of assessments or trivia, then Events, News and Notifications admin for the
 * administrators of each.
 * Modules the tenant has not enabled count for nothing.
 */
export function buildAdminMenu(input: TBuildAdminMenuInput): TGetAdminMenuResponse {
  const { locale } = input;
  const held = toSet(input.permissions);
  const enabled = new Set(input.modules.map((module) => module.moduleCode));
  const administers = (code: TModuleCode) => enabled.has(code) && isModuleAdmin(held, MODULE_CATALOGUE[code]);
  const items: TMenuItem[] = [];
  const administered = [...enabled].filter(administers);
  if (administered.length === 0) {
    return { locale, items };
  }
  const adminPermissions = adminPermissionsOf(administered);
  items.push(
    adminEntry('ADMIN', MODULE_CATALOGUE.ADMIN.route, ADMIN_MENU_NAMES.admin[locale], adminPermissions, locale),
  );
  if (administers('RESOURCELIBRARY')) {
    const route = `${MODULE_CATALOGUE.RESOURCELIBRARY.route}/admin`;
    const permissions = adminPermissionsOf(['RESOURCELIBRARY']);
    items.push(adminEntry('RESOURCELIBRARY', route, ADMIN_MENU_NAMES.resourceAdmin[locale], permissions, locale));
  }
  const testModules = (['ASSESSMENT', 'TRIVIA'] as const).filter(administers);
  if (testModules.length > 0) {
    // The assessment admin area; a trivia-only administrator goes straight to the quizzes' admin.
    const route = administers('ASSESSMENT') ? ASSESSMENT_ADMIN_ROUTE : TRIVIA_ADMIN_ROUTE;
    const permissions = adminPermissionsOf(testModules);
    items.push(adminEntry('ASSESSMENT', route, ADMIN_MENU_NAMES.testAndTrivia[locale], permissions, locale));
  }
  for (const [code, route, name] of SINGLE_MODULE_ADMIN_AREAS) {
    if (administers(code)) {
      items.push(adminEntry(code, route, ADMIN_MENU_NAMES[name][locale], adminPermissionsOf([code]), locale));
    }
  }
  return { locale, items };
}

/** How the header opens a menu URL (spec section 5). */
export type TMenuUrlAction = 'new-tab' | 'confirm-new-tab' | 'in-app';

/**
 * Spec section 5: with useExternalRoute the user first confirms ('Do you want to open a new
 * link?') and the URL opens in a new tab; URLs beginning with http://, https:// or www. open in a
 * new tab; everything else navigates in the app.
 */
export function classifyMenuUrl(url: string, useExternalRoute: boolean): TMenuUrlAction {
  if (useExternalRoute) {
    return 'confirm-new-tab';
  }
  return isAbsoluteUrl(url.trim()) ? 'new-tab' : 'in-app';
}
