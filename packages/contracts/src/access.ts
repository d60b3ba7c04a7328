import { MODULE_USER_PERMISSIONS } from './modules.ts';

/** How a list of required permissions is matched (spec section 5). */
export type TPermissionMode = 'any' | 'all';

/**
 * Spec section 5: with requirements, 'all' needs every one, otherwise any one; an empty
 * requirement passes. The one rule for menus (UX) and for routes (security).
 */
export function hasRequiredPermissions(
  held: ReadonlySet<string>,
  required: readonly string[],
  mode: TPermissionMode = 'any',
): boolean {
  if (required.length === 0) {
    return true;
  }
  return mode === 'all' ? required.every((permission) => held.has(permission)) : required.some((p) => held.has(p));
}

/** Spec section 6: permissions arrive as strings; empty entries are dropped (and duplicates). */
export function normalizePermissions(permissions: readonly (string | null | undefined)[]): string[] {
  const cleaned = permissions.map((permission) => permission?.trim() ?? '').filter((permission) => permission !== '');
  return [...new Set(cleaned)];
}

const userFeatures: ReadonlySet<string> = new Set(MODULE_USER_PERMISSIONS);

/**
 * Spec section 6: a user administers a module when they hold any of its permissions other than
 * RESOURCELIBRARY_USER_UPLOAD, LEARNINGPATH_CHANGE_PATH and LEARNINGPATH_COMPLETE_PATH.
 */
export function isModuleAdmin(held: ReadonlySet<string>, module: { permissions: readonly string[] }): boolean {
  return module.permissions.some((permission) => !userFeatures.has(permission) && held.has(permission));
}

/** Spec section 6: Switch to Admin when the user administers any module and is not in admin view. */
export function canSwitchToAdmin(
  held: ReadonlySet<string>,
  modules: readonly { permissions: readonly string[] }[],
  isAdminView: boolean,
): boolean {
  return !isAdminView && modules.some((module) => isModuleAdmin(held, module));
}

/** Spec section 6: in admin view, Switch to User is offered. */
export function canSwitchToUser(isAdminView: boolean): boolean {
  return isAdminView;
}
