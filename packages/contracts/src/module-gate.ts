import { MODULE_CATALOGUE, MODULE_CODES, type TModuleCode } from './modules.ts';

/*
 * Whether a module is on for a tenant, and which module a web route or an API call belongs to:
 * the web app's routes and the server's module gate both decide with these, so a module the
 * tenant has not enabled is "not found" everywhere (spec section 1).
 */

/** The shell's own parts: every tenant has them, whatever its module list says. */
export const CORE_MODULE_CODES: readonly TModuleCode[] = ['ADMIN', 'USERADMIN', 'MULTIMODULE'];

/**
 * API path prefixes (lower case) owned by a module: the server answers 404 on them for a tenant
 * without the module. A new module adds its prefixes here. Shared calls (categories, media, the
 * policies) stay ungated: the shell and the onboarding use them.
 */
export const MODULE_API_PREFIXES: Partial<Record<TModuleCode, readonly string[]>> = {
  RESOURCELIBRARY: ['/api/assets', '/api/resources'],
  NOTIFICATIONS: ['/api/user-notification'],
  CONTACTUS: ['/api/tenantnotification/submitissue'],
  LEARNINGPATH: ['/api/corepath', '/api/pathinfo', '/api/path', '/api/modules', '/api/goals'],
  ASSESSMENT: ['/api/userattempt', '/api/assessment', '/api/skills'],
  TRIVIA: ['/api/trivia'],
  EVENTS: ['/api/events'],
  NEWS: ['/api/articles'],
  EXPLORE: ['/api/explore'],
  STORES: ['/api/stores'],
  TEAMS: ['/api/team'],
};

/** Whether the tenant, whose enabled module codes are given, has the module on. */
export function isModuleEnabled(enabledModuleCodes: readonly TModuleCode[], moduleCode: TModuleCode): boolean {
  return CORE_MODULE_CODES.includes(moduleCode) || enabledModuleCodes.includes(moduleCode);
}

/** Whether a normalised path is the prefix or below it (`/skill/team` is under `/skill`, `/skills` is not). */
export function startsWithSegment(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** The longest prefix wins (`/dashboard/notifications` before a future `/dashboard`). */
function longestMatch(path: string, prefixes: readonly (readonly [TModuleCode, string])[]): TModuleCode | null {
  let best: readonly [TModuleCode, string] | null = null;
  for (const entry of prefixes) {
    if (startsWithSegment(path, entry[1]) && (best === null || entry[1].length > best[1].length)) {
      best = entry;
    }
  }
  return best ? best[0] : null;
}

/** Web areas of a module outside its catalogue route (`/notifications/admin` beside `/dashboard/notifications`). */
export const MODULE_EXTRA_APP_PREFIXES: Partial<Record<TModuleCode, readonly string[]>> = {
  NOTIFICATIONS: ['/notifications'],
  // Skills (issue 17) are the assessment module's, behind the tenant's competency flags too.
  ASSESSMENT: ['/skill'],
};

const APP_ROUTES = [
  ...MODULE_CODES.filter((code) => !CORE_MODULE_CODES.includes(code))
    .map((code) => [code, MODULE_CATALOGUE[code].route.toLowerCase()] as const)
    .filter(([, route]) => route !== ''),
  ...Object.entries(MODULE_EXTRA_APP_PREFIXES).flatMap(([code, prefixes]) =>
    (prefixes ?? []).map((prefix) => [code as TModuleCode, prefix] as const),
  ),
];

const API_PREFIXES = Object.entries(MODULE_API_PREFIXES).flatMap(([code, prefixes]) =>
  (prefixes ?? []).map((prefix) => [code as TModuleCode, prefix] as const),
);

/** A path as the gates compare it: no query or fragment, lower case, no trailing slash. */
export function normalizePath(path: string): string {
  const withoutQuery = path.split(/[?#]/, 1)[0] ?? '';
  return withoutQuery.toLowerCase().replace(/\/+$/, '');
}

/** The module whose web area holds this path (`/event/1` -> EVENTS), or null for the shell's own pages. */
export function moduleOfAppPath(pathname: string): TModuleCode | null {
  return longestMatch(normalizePath(pathname), APP_ROUTES);
}

/** The module owning this API path (`/api/assets/featured` -> RESOURCELIBRARY), or null for shared calls. */
export function moduleOfApiPath(path: string): TModuleCode | null {
  return longestMatch(normalizePath(path), API_PREFIXES);
}
