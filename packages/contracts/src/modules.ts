/**
 * Product modules a tenant can enable. The tenant configuration lists the enabled ones; menus,
 * routes and search tabs follow from that list (spec section 1).
 */
export const MODULE_CODES = [
  'ADMIN',
  'USERADMIN',
  'MULTIMODULE',
  'RESOURCELIBRARY',
  'LEARNINGPATH',
  'ASSESSMENT',
  'TRIVIA',
  'EXPLORE',
  'EVENTS',
  'NEWS',
  'TEAMS',
  'REPORTS',
  'STORES',
  'CONTACTUS',
  'PRIVACYPOLICY',
  'NOTIFICATIONS',
] as const;
export type TModuleCode = (typeof MODULE_CODES)[number];

export type TModuleDefinition = {
  code: TModuleCode;
  /** Display name used when the tenant configures none (the web app translates it by code). */
  name: string;
  /** Route of the module's area in the web app (spec section 2, route table). */
  route: string;
  /**
   * The module's own permissions, as the tenant configuration lists them: holding any of them but
   * the three user features (`MODULE_USER_PERMISSIONS`) makes a user an administrator of the module.
   */
  permissions: readonly string[];
  /** Whether the module has reports, viewed with `{MODULE}_VIEW_REPORTS`. */
  hasReports: boolean;
};

/** Spec section 6: these three permissions are user features, not administration. */
export const MODULE_USER_PERMISSIONS = [
  'RESOURCELIBRARY_USER_UPLOAD',
  'LEARNINGPATH_CHANGE_PATH',
  'LEARNINGPATH_COMPLETE_PATH',
] as const;

/** Manager-specific calls (reportees' assessments) need this. */
export const MANAGER_PERMISSION = 'ASSESSMENT_MANAGER';

/** Spec section 6: reports of a module need `{MODULE}_VIEW_REPORTS`. */
export function reportPermission(moduleCode: TModuleCode): string {
  return `${moduleCode}_VIEW_REPORTS`;
}

function definition(
  code: TModuleCode,
  name: string,
  route: string,
  permissions: readonly string[] = [],
  hasReports = false,
): TModuleDefinition {
  return { code, name, route, permissions, hasReports };
}

/** The product's module catalogue: routes and permissions are product-defined, not per tenant. */
export const MODULE_CATALOGUE: Record<TModuleCode, TModuleDefinition> = {
  ADMIN: definition('ADMIN', 'Admin', '/admin'),
  USERADMIN: definition('USERADMIN', 'User administration', '/admin', [
    'USERADMIN_MANAGE_USERS',
    'USERADMIN_MANAGE_ROLES',
    'USERADMIN_MANAGE_LOCATIONS',
  ]),
  MULTIMODULE: definition('MULTIMODULE', 'More', ''),
  RESOURCELIBRARY: definition(
    'RESOURCELIBRARY',
    'Resource Library',
    '/resources',
    ['RESOURCELIBRARY_ADMIN', 'RESOURCELIBRARY_REVIEW_UPLOADS', 'RESOURCELIBRARY_USER_UPLOAD'],
    true,
  ),
  LEARNINGPATH: definition(
    'LEARNINGPATH',
    'Learning Paths',
    '/learning-path',
    ['LEARNINGPATH_ADMIN', 'LEARNINGPATH_CHANGE_PATH', 'LEARNINGPATH_COMPLETE_PATH'],
    true,
  ),
  ASSESSMENT: definition('ASSESSMENT', 'Test and Trivia', '/assessment', ['ASSESSMENT_ADMIN'], true),
  TRIVIA: definition('TRIVIA', 'Trivia', '/trivia', ['TRIVIA_ADMIN']),
  EXPLORE: definition('EXPLORE', 'Explore', '/explore'),
  EVENTS: definition('EVENTS', 'Events', '/event', ['EVENTS_ADMIN'], true),
  NEWS: definition('NEWS', 'News', '/news', ['NEWS_ADMIN'], true),
  TEAMS: definition('TEAMS', 'Teams', '/team', ['TEAMS_ADMIN']),
  REPORTS: definition('REPORTS', 'Reports', '/reports'),
  STORES: definition('STORES', 'Stores', '/stores', ['STORES_ADMIN']),
  CONTACTUS: definition('CONTACTUS', 'Contact Us', '/contact-us'),
  PRIVACYPOLICY: definition('PRIVACYPOLICY', 'Privacy Policy', '/privacy-policy'),
  NOTIFICATIONS: definition('NOTIFICATIONS', 'Notifications', '/dashboard/notifications', ['NOTIFICATIONS_ADMIN']),
};

/** Every administrative permission of the product: module permissions except the user features. */
export const ADMIN_PERMISSIONS: readonly string[] = Object.values(MODULE_CATALOGUE)
  .flatMap((module) => module.permissions)
  .filter((permission) => !(MODULE_USER_PERMISSIONS as readonly string[]).includes(permission));

/** Every permission a tenant with these modules can grant: module permissions, reports, manager. */
export function grantablePermissions(moduleCodes: readonly TModuleCode[]): string[] {
  const permissions = moduleCodes.flatMap((code) => {
    const module = MODULE_CATALOGUE[code];
    return module.hasReports ? [...module.permissions, reportPermission(code)] : [...module.permissions];
  });
  return [...new Set([...permissions, MANAGER_PERMISSION])];
}
