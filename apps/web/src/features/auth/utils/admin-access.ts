import { canSwitchToAdmin, canSwitchToUser, isModuleAdmin, NOTIFICATIONS_ADMIN_ROUTE } from '@portal/contracts';

type TModules = readonly { permissions: readonly string[] }[];

/**
 * The admin area (spec sections 2 and 6): /admin and each module's own admin pages. Inside it the
 * header shows the admin menu and Switch to User; `app/admin-area-paths.test.ts` checks that every
 * admin route of the route table is listed.
 */
const ADMIN_AREA_PATHS = [
  '/admin',
  '/resources/admin',
  NOTIFICATIONS_ADMIN_ROUTE,
  '/learning-path/admin',
  '/assessment/admin',
  '/skill/admin',
  '/trivia/admin',
  '/event/admin',
  '/news/admin',
  '/stores/admin',
] as const;

export function isAdminAreaPath(pathname: string): boolean {
  return ADMIN_AREA_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

/** Spec section 6: a module admin holds any of a module's permissions but the three user ones. */
export function administersAnyModule(held: ReadonlySet<string>, modules: TModules): boolean {
  return modules.some((module) => isModuleAdmin(held, module));
}

export type TViewSwitch = 'to-admin' | 'to-user' | undefined;

/** Spec section 6: Switch to Admin outside the admin view for module admins; Switch to User inside it. */
export function chooseViewSwitch(held: ReadonlySet<string>, modules: TModules, pathname: string): TViewSwitch {
  const isAdminView = isAdminAreaPath(pathname);
  if (canSwitchToAdmin(held, modules, isAdminView)) {
    return 'to-admin';
  }
  return canSwitchToUser(isAdminView) ? 'to-user' : undefined;
}
