import {
  EXPIRING_RESOURCE_DAYS,
  isModuleAdmin,
  MANAGE_USERS_PERMISSION,
  MODULE_CATALOGUE,
  ResourcePermissions,
  type TGetAdminAttentionResponse,
} from '@portal/contracts';
import type { TTenantService } from '../tenant/tenant.service.ts';

/** The cheap counts the admin home shows, each asked of the module that owns the rows. */
export type TAttentionCounters = {
  peopleWithoutRole: (tenantCode: string) => Promise<number>;
  pendingUploads: (tenantCode: string) => Promise<number>;
  expiringResources: (tenantCode: string, from: string, until: string) => Promise<number>;
};

export type TAdminHomeService = ReturnType<typeof createAdminHomeService>;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What needs an administrator's attention, per area they administer in a module the tenant has
 * on; any other count is null and never computed (no query for an area the caller cannot open).
 */
export function createAdminHomeService({
  tenants,
  counters,
}: {
  tenants: Pick<TTenantService, 'listEnabledModuleCodes'>;
  counters: TAttentionCounters;
}) {
  /** The counts for this caller (their permissions) in their tenant. */
  async function getAttention(
    tenantCode: string,
    permissions: ReadonlySet<string>,
    now: Date = new Date(),
  ): Promise<TGetAdminAttentionResponse> {
    const enabled = new Set(await tenants.listEnabledModuleCodes(tenantCode));
    const administersUsers = enabled.has('USERADMIN') && permissions.has(MANAGE_USERS_PERMISSION);
    const administersResources =
      enabled.has('RESOURCELIBRARY') && isModuleAdmin(permissions, MODULE_CATALOGUE.RESOURCELIBRARY);
    const reviewsUploads =
      administersResources &&
      (permissions.has(ResourcePermissions.reviewUploads) || permissions.has(ResourcePermissions.admin));
    const from = now.toISOString();
    const until = new Date(now.getTime() + EXPIRING_RESOURCE_DAYS * DAY_MS).toISOString();
    const [peopleWithoutRole, pendingUploads, expiringResources] = await Promise.all([
      administersUsers ? counters.peopleWithoutRole(tenantCode) : null,
      reviewsUploads ? counters.pendingUploads(tenantCode) : null,
      administersResources && permissions.has(ResourcePermissions.admin)
        ? counters.expiringResources(tenantCode, from, until)
        : null,
    ]);
    return { peopleWithoutRole, pendingUploads, expiringResources };
  }

  return { getAttention };
}
