import { ADMIN_PERMISSIONS } from '@portal/contracts';
import type { TActor } from '../../plugins/authentication.ts';

/** Who acts on a media: the signed-in user and what they hold. */
export type TMediaActor = Pick<TActor, 'userCode' | 'permissions'>;

/**
 * Whether a loaded media belongs to the tenant. Queries are already scoped by tenant; this is the
 * second check of docs/architecture.md "Tenancy", so a scoping slip is still a 404.
 */
export function isSameTenant(tenantCode: string, media: { tenant_code: string }): boolean {
  return media.tenant_code === tenantCode;
}

/** Whether the actor uploaded the media. */
export function isUploader(actor: Pick<TMediaActor, 'userCode'>, media: { uploaded_by: string | null }): boolean {
  return media.uploaded_by !== null && media.uploaded_by === actor.userCode;
}

/** Whether the actor administers any module (spec section 6: holds an administrative permission). */
export function isAdminOfAnyModule(actor: TMediaActor): boolean {
  return ADMIN_PERMISSIONS.some((permission) => actor.permissions.includes(permission));
}

/** Replacing or deleting a media: its uploader, or an administrator of any module. */
export function canChangeMedia(actor: TMediaActor, media: { uploaded_by: string | null }): boolean {
  return isUploader(actor, media) || isAdminOfAnyModule(actor);
}
