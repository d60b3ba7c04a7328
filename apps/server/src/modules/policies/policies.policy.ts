import type { TResolvedTenant } from '../tenant/tenant.service.ts';

/** Whether a row belongs to the tenant of the request (the query is scoped too: this is the second check). */
export function isSameTenant(tenant: TResolvedTenant, row: { tenant_code: string }): boolean {
  return row.tenant_code === tenant.tenantCode;
}

/**
 * Whether a tenant code the client sent names the host's tenant. The calls carry a `tenantCode`
 * (spec section 7); the host decides the tenant, so any other code is refused, never followed.
 */
export function isHostTenantCode(tenant: TResolvedTenant, tenantCode: string | undefined): boolean {
  return tenantCode === undefined || tenantCode.toLowerCase() === tenant.tenantCode.toLowerCase();
}
