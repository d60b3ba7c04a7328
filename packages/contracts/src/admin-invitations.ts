import { z } from 'zod';
import { ZPersonSchema } from './admin-people.ts';

/*
 * Invitations (issue 21): a person created by an admin sets their first password through a
 * one-time link (`/invitation/{token}` on the tenant's host, served by the identity side). The
 * server keeps only the token's hash; a link works once, until it expires, on its own tenant only.
 * With an SMTP server configured the link is emailed and never shown; otherwise the admin copies it.
 */

export const InvitationValidation = {
  /** How long a link works. */
  validDays: 7,
  /** Random bytes of a token (base64url in the link). */
  tokenBytes: 32,
  /** The token as it appears in a link: 43 base64url characters. */
  tokenPattern: /^[A-Za-z0-9_-]{43}$/,
} as const;

export const INVITATION_STATUSES = ['PENDING', 'ACCEPTED', 'EXPIRED', 'REVOKED'] as const;
export const ZInvitationStatusSchema = z.enum(INVITATION_STATUSES);
export type TInvitationStatus = z.infer<typeof ZInvitationStatusSchema>;

/** A person's latest invitation. */
export const ZInvitationSchema = z.object({
  status: ZInvitationStatusSchema,
  createdAt: z.string(),
  expiresAt: z.string(),
  /** When the SMTP server accepted the email; null when the link was shown to the admin instead. */
  emailedAt: z.string().nullable(),
});
export type TInvitation = z.infer<typeof ZInvitationSchema>;

/** A new invitation: `link` is present only when it was not emailed (the admin copies it). */
export const ZIssuedInvitationSchema = z.object({
  invitation: ZInvitationSchema,
  link: z.string().nullable(),
});
export type TIssuedInvitation = z.infer<typeof ZIssuedInvitationSchema>;

/** `GET /api/admin/people/{userCode}/invitation`: the latest invitation, or null when none was sent. */
export const ZGetInvitationResponseSchema = z.object({ invitation: ZInvitationSchema.nullable() });
export type TGetInvitationResponse = z.infer<typeof ZGetInvitationResponseSchema>;

/**
 * `POST /api/admin/people/{userCode}/invitation` (no body): a new link, the earlier pending one
 * revoked. 409 `errors.userCode = ['inactive']` for a deactivated person. Answers 201.
 * `DELETE /api/admin/people/{userCode}/invitation`: revokes the pending link (404 when none).
 */
export const ZResendInvitationResponseSchema = ZIssuedInvitationSchema;
export type TResendInvitationResponse = z.infer<typeof ZResendInvitationResponseSchema>;
export const ZRevokeInvitationResponseSchema = ZGetInvitationResponseSchema;
export type TRevokeInvitationResponse = z.infer<typeof ZRevokeInvitationResponseSchema>;

/** Field error code of invitation writes for a deactivated person. */
export const INVITATION_PERSON_INACTIVE = 'inactive';

/** `POST /api/admin/people` answers the person and their first invitation. */
export const ZCreatePersonWithInvitationResponseSchema = ZPersonSchema.extend({
  invitation: ZIssuedInvitationSchema,
});
export type TCreatePersonWithInvitationResponse = z.infer<typeof ZCreatePersonWithInvitationResponseSchema>;
