import { isModuleAdmin, MODULE_CATALOGUE, RESOURCE_MODULE_CODE, ResourcePermissions } from '@portal/contracts';
import type { TTenantConfiguration } from '@portal/contracts';

export type TResourceAdminAccess = {
  /** Administers the resource library (spec section 6): the guard of /resources/admin. */
  isAdmin: boolean;
  canManageResources: boolean;
  canReviewUploads: boolean;
  canViewReports: boolean;
};

/**
 * What the admin pages offer: the module's administrative permissions (contracts modules.ts) open
 * the area; each tab needs its own. The server checks every call anyway.
 */
export function resourceAdminAccess(
  held: ReadonlySet<string>,
  configuration: Pick<TTenantConfiguration, 'modules'>,
): TResourceAdminAccess {
  const module = configuration.modules.find((entry) => entry.moduleCode === RESOURCE_MODULE_CODE);
  const isAdmin =
    module !== undefined && isModuleAdmin(held, { permissions: MODULE_CATALOGUE[RESOURCE_MODULE_CODE].permissions });
  const isResourceAdmin = held.has(ResourcePermissions.admin);
  return {
    isAdmin,
    canManageResources: isAdmin && isResourceAdmin,
    canReviewUploads: isAdmin && (isResourceAdmin || held.has(ResourcePermissions.reviewUploads)),
    canViewReports: isAdmin && (isResourceAdmin || held.has(ResourcePermissions.viewReports)),
  };
}
