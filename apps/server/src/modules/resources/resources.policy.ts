import { reportPermission, ResourcePermissions } from '@portal/contracts';
import type { TActor } from '../../plugins/authentication.ts';

/**
 * Who is acting on the resource library: the signed-in user of the request's tenant (token and
 * host agree), the permissions they hold, and the tenant's default language.
 */
export type TResourceActor = TActor;

/**
 * Whether a loaded row belongs to the actor's tenant. Queries are already scoped by tenant; this is
 * the second check of docs/architecture.md "Tenancy", so a scoping slip is still a 404.
 */
export function isSameTenant(actor: Pick<TResourceActor, 'tenantCode'>, row: { tenant_code: string }): boolean {
  return row.tenant_code === actor.tenantCode;
}

/** Administrators of the module see every resource, whatever its status and dates. */
export function isResourceAdmin(actor: Pick<TResourceActor, 'permissions'>): boolean {
  return actor.permissions.includes(ResourcePermissions.admin);
}

/** Reviewers of uploads: RESOURCELIBRARY_REVIEW_UPLOADS, or the module's administrators. */
export function isUploadReviewer(actor: Pick<TResourceActor, 'permissions'>): boolean {
  return isResourceAdmin(actor) || actor.permissions.includes(ResourcePermissions.reviewUploads);
}

/** Learners may upload assets of their own with RESOURCELIBRARY_USER_UPLOAD. */
export function canUpload(actor: Pick<TResourceActor, 'permissions'>): boolean {
  return actor.permissions.includes(ResourcePermissions.userUpload);
}

/** Who reads the module's reports: `RESOURCELIBRARY_VIEW_REPORTS` or the module's administrators. */
export const REPORT_PERMISSIONS: readonly string[] = [reportPermission('RESOURCELIBRARY'), ResourcePermissions.admin];

/** Whether the actor is the user the call names. */
export function isSelf(actor: Pick<TResourceActor, 'userCode'>, userCode: string): boolean {
  return actor.userCode === userCode;
}
