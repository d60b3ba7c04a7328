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

/**
 * Whether the actor may read a media (metadata, download, playback link): anyone of the tenant
 * once something refers to it or when it was generated (no uploader); until then, an upload is
 * its uploader's and the administrators' only, so a stray upload cannot be handed around.
 */
export function canReadMedia(actor: TMediaActor, media: { uploaded_by: string | null }, isAttached: boolean): boolean {
  return media.uploaded_by === null || isAttached || isUploader(actor, media) || isAdminOfAnyModule(actor);
}

/**
 * Whether a media may be served on the public image URLs (no caller is known there): generated,
 * referred to by something, or uploaded by an administrator (the library's own images, shown in
 * the editor before the resource is saved). A person's unattached upload is not.
 */
export function isPublicMedia(
  media: { uploaded_by: string | null },
  isAttached: boolean,
  uploaderPermissions: readonly string[],
): boolean {
  return (
    media.uploaded_by === null ||
    isAttached ||
    isAdminOfAnyModule({ userCode: media.uploaded_by, permissions: uploaderPermissions })
  );
}
