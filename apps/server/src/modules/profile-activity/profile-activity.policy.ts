import { isResourceVisible, ResourcePermissions } from '@portal/contracts';
import type { TActor } from '../../plugins/authentication.ts';

/**
 * The signed-in user reading their own activity: the tenant is the host's and the user the
 * token's. No call of the module takes a user code, so nobody reads another user's activity.
 */
export type TProfileActor = Pick<TActor, 'tenantCode' | 'userCode' | 'defaultLocale' | 'permissions'>;

/**
 * Whether a loaded row is the actor's own, in the actor's tenant. Queries are already scoped by
 * tenant and user; this is the second check of docs/architecture.md "Tenancy".
 */
export function isOwnRow(
  actor: Pick<TProfileActor, 'tenantCode' | 'userCode'>,
  row: { tenant_code: string; user_code: string },
) {
  return row.tenant_code === actor.tenantCode && row.user_code === actor.userCode;
}

/** Whether a loaded row belongs to the actor's tenant (the second check, for rows without a user). */
export function isSameTenant(actor: Pick<TProfileActor, 'tenantCode'>, row: { tenant_code: string }): boolean {
  return row.tenant_code === actor.tenantCode;
}

/**
 * Whether the actor can open a resource now, as `GET /api/resources/{id}` decides: the library's
 * administrators any resource, everyone else visible ones (published, effective, not expired).
 */
export function canOpenResource(
  actor: Pick<TProfileActor, 'permissions'>,
  row: { status: string; effective_date: string; expiry_date: string | null },
  now: Date,
): boolean {
  if (actor.permissions.includes(ResourcePermissions.admin)) {
    return true;
  }
  return isResourceVisible({ status: row.status, effectiveDate: row.effective_date, expiryDate: row.expiry_date }, now);
}
