import {
  ASSESSMENT_ADMIN_ROUTE,
  AUDIT_LOG_PERMISSION,
  BRANDING_PERMISSION,
  FOOTER_SETTINGS_PERMISSION,
  EVENTS_ADMIN_ROUTE,
  isModuleAdmin,
  MANAGE_ROLES_PERMISSION,
  MANAGE_USERS_PERMISSION,
  NEWS_ADMIN_ROUTE,
  NOTIFICATIONS_ADMIN_ROUTE,
  STORE_PATHS,
  TENANT_SETTINGS_PERMISSION,
  TRIVIA_ADMIN_ROUTE,
} from '@portal/contracts';
import type { TModuleCode } from '@portal/contracts';

/** The permission of location administrators (the third user-admin permission of the catalogue). */
export const MANAGE_LOCATIONS_PERMISSION = 'USERADMIN_MANAGE_LOCATIONS';

/** One card of the admin home: an area the person administers. */
export type TAdminArea = {
  /** Names the card's texts (`admin.home.area.<id>.*`). */
  id: string;
  to: string;
};

type TModules = readonly { moduleCode: string; permissions: readonly string[] }[];

/** Module admin areas, in the admin nav's order; `needs` narrows a module's admins to one permission. */
const MODULE_AREAS: readonly { id: string; module: TModuleCode; to: string; needs?: string }[] = [
  { id: 'resources', module: 'RESOURCELIBRARY', to: '/resources/admin' },
  { id: 'learningPaths', module: 'LEARNINGPATH', to: '/learning-path/admin' },
  { id: 'assessments', module: 'ASSESSMENT', to: ASSESSMENT_ADMIN_ROUTE },
  { id: 'competencies', module: 'ASSESSMENT', to: '/skill/admin', needs: 'ASSESSMENT_ADMIN' },
  { id: 'trivia', module: 'TRIVIA', to: TRIVIA_ADMIN_ROUTE },
  { id: 'events', module: 'EVENTS', to: EVENTS_ADMIN_ROUTE },
  { id: 'news', module: 'NEWS', to: NEWS_ADMIN_ROUTE },
  { id: 'stores', module: 'STORES', to: STORE_PATHS.adminRewards },
  { id: 'notifications', module: 'NOTIFICATIONS', to: NOTIFICATIONS_ADMIN_ROUTE },
];

/** The user-admin areas (module USERADMIN), each for the holders of its permission. */
const USER_ADMIN_AREAS: readonly { id: string; to: string; needs: string }[] = [
  { id: 'people', to: '/admin/people', needs: MANAGE_USERS_PERMISSION },
  { id: 'roles', to: '/admin/roles', needs: MANAGE_ROLES_PERMISSION },
  { id: 'groups', to: '/admin/groups', needs: MANAGE_ROLES_PERMISSION },
  { id: 'locations', to: '/admin/locations', needs: MANAGE_LOCATIONS_PERMISSION },
  { id: 'audit', to: '/admin/audit', needs: AUDIT_LOG_PERMISSION },
  { id: 'branding', to: '/admin/branding', needs: BRANDING_PERMISSION },
  { id: 'footer', to: '/admin/footer', needs: FOOTER_SETTINGS_PERMISSION },
  { id: 'settings', to: '/admin/settings', needs: TENANT_SETTINGS_PERMISSION },
];

/**
 * The areas of the admin home (spec section 6): a module's admin area for whoever administers that
 * enabled module, and People, Roles and Locations for the user admins of each. Modules the tenant
 * has not enabled count for nothing, as in the admin nav; the server checks every call anyway.
 */
export function listAdminAreas(
  held: ReadonlySet<string>,
  modules: TModules,
): { modules: TAdminArea[]; users: TAdminArea[] } {
  const byCode = new Map(modules.map((module) => [module.moduleCode, module]));
  const administers = (code: TModuleCode) => {
    const module = byCode.get(code);
    return module !== undefined && isModuleAdmin(held, module);
  };
  const moduleAreas = MODULE_AREAS.filter(
    (area) => administers(area.module) && (area.needs === undefined || held.has(area.needs)),
  ).map(({ id, to }) => ({ id, to }));
  const userAreas = byCode.has('USERADMIN')
    ? USER_ADMIN_AREAS.filter((area) => held.has(area.needs)).map(({ id, to }) => ({ id, to }))
    : [];
  return { modules: moduleAreas, users: userAreas };
}

/** Whether the person may open a user-admin page (its permission, and the module on). */
export function canAdminUsers(held: ReadonlySet<string>, modules: TModules, permission: string): boolean {
  return held.has(permission) && modules.some((module) => module.moduleCode === 'USERADMIN');
}
