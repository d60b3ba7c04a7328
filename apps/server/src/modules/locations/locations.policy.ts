import type { TResolvedTenant } from '../tenant/tenant.service.ts';

/**
 * Whether a loaded location belongs to the request's tenant. Queries are already scoped by tenant;
 * this is the second check of docs/architecture.md "Tenancy", so a scoping slip is still a 404.
 */
export function isSameTenant(tenant: TResolvedTenant, location: { tenant_code: string }): boolean {
  return location.tenant_code === tenant.tenantCode;
}
