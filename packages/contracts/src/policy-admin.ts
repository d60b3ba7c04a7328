import { z } from 'zod';
import { ZLocaleCodeSchema } from './locales.ts';
import { TenantNotificationValidation, ZTenantNotificationSchema, ZTenantNotificationTypeSchema } from './policies.ts';

/*
 * Publishing the tenant's policy versions (issue 21, footer settings; spec sections 3 and 7
 * "Tenant notifications"): `/api/admin/policies`. A version is a tenant notification; publishing
 * one with `effectiveFrom` now makes it the one in force and the one `GetLastNotification`
 * answers, so people who accepted an older version are asked again by the onboarding gate.
 * Needs USERADMIN_MANAGE_ROLES (`FOOTER_SETTINGS_PERMISSION`), as the footer settings do.
 */

/** How far in the past `effectiveFrom` may be (a form filled a minute ago still means "now"). */
export const POLICY_PUBLISH_PAST_TOLERANCE_MS = 10 * 60_000;

/** Where a version stands at the time of the answer. */
export const POLICY_VERSION_STATES = ['scheduled', 'inForce', 'superseded'] as const;
export const ZPolicyVersionStateSchema = z.enum(POLICY_VERSION_STATES);
export type TPolicyVersionState = z.infer<typeof ZPolicyVersionStateSchema>;

/** `GET /api/admin/policies?type&locale`: every version of a type in a language. */
export const ZListPolicyVersionsRequestSchema = z.object({
  type: ZTenantNotificationTypeSchema,
  locale: ZLocaleCodeSchema,
});
export type TListPolicyVersionsRequest = z.infer<typeof ZListPolicyVersionsRequestSchema>;

export const ZPolicyVersionSchema = ZTenantNotificationSchema.extend({ state: ZPolicyVersionStateSchema });
export type TPolicyVersion = z.infer<typeof ZPolicyVersionSchema>;

/** Newest `effectiveFrom` first. */
export const ZListPolicyVersionsResponseSchema = z.array(ZPolicyVersionSchema);

/**
 * `POST /api/admin/policies`: publishes a new version. `version` must be new for the type and
 * language (`400` with a field error otherwise); `effectiveFrom` is now when absent and may not be
 * in the past; `htmlContent` is sanitised with the news allow-list before it is stored.
 */
export const ZPublishPolicyVersionRequestSchema = z.strictObject({
  type: ZTenantNotificationTypeSchema,
  locale: ZLocaleCodeSchema,
  version: z
    .string()
    .trim()
    .min(1, 'Required')
    .max(TenantNotificationValidation.maxVersionLength)
    .regex(/^[A-Za-z0-9._-]+$/, 'Letters, digits, dots, dashes and underscores only'),
  title: z.string().trim().min(1, 'Required').max(TenantNotificationValidation.maxTitleLength),
  effectiveFrom: z.iso.datetime({ offset: true }).optional().describe('ISO-8601; now when absent'),
  htmlContent: z.string().trim().min(1, 'Required').max(TenantNotificationValidation.maxHtmlLength),
});
export type TPublishPolicyVersionRequest = z.infer<typeof ZPublishPolicyVersionRequestSchema>;

export const ZPublishPolicyVersionResponseSchema = ZPolicyVersionSchema;
