import { z } from 'zod';

/*
 * The admin home's attention counts (issue 21, `GET /api/admin/attention`): what needs an
 * administrator's attention, each count only for an area the caller administers in a module the
 * tenant has on (null otherwise, so the card shows nothing rather than a wrong zero).
 */

/** Days ahead a published resource counts as expiring soon. */
export const EXPIRING_RESOURCE_DAYS = 30;

export const ZGetAdminAttentionResponseSchema = z.object({
  /** Active people without any role, direct or through a group (USERADMIN_MANAGE_USERS). */
  peopleWithoutRole: z.number().int().nonnegative().nullable(),
  /** Learners' uploads awaiting review (RESOURCELIBRARY_REVIEW_UPLOADS or RESOURCELIBRARY_ADMIN). */
  pendingUploads: z.number().int().nonnegative().nullable(),
  /** Published resources expiring within `EXPIRING_RESOURCE_DAYS` days (RESOURCELIBRARY_ADMIN). */
  expiringResources: z.number().int().nonnegative().nullable(),
});
export type TGetAdminAttentionResponse = z.infer<typeof ZGetAdminAttentionResponseSchema>;
