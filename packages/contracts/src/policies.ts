import { z } from 'zod';
import { ZLocaleCodeSchema } from './locales.ts';

/*
 * Tenant notifications (spec section 3 "Policy notification", "Tenant notification"; section 7
 * "Tenant notifications (core)"): the tenant's Terms and Conditions and Privacy Policy, versioned
 * and per language. Public calls (the footer's modals show before sign-in).
 *
 * `tenantCode` is optional; when sent it must be the tenant of the host (case-insensitive), else the
 * answer is `404 not_found`: a host never serves another tenant's notifications.
 * `locale` picks the language (else the tenant's default); when the tenant has no version in that
 * language, its default language's version answers.
 * A version is "in force" at a date when it is the newest (latest `effectiveFrom`) whose
 * `effectiveFrom` is not after that date.
 */

export const TENANT_NOTIFICATION_TYPES = ['PRIVACY_POLICY', 'TERMS_CONDITIONS'] as const;
export const ZTenantNotificationTypeSchema = z.enum(TENANT_NOTIFICATION_TYPES);
export type TTenantNotificationType = z.infer<typeof ZTenantNotificationTypeSchema>;

export const TenantNotificationValidation = {
  maxTenantCodeLength: 32,
  maxCodeLength: 100,
  maxVersionLength: 32,
  maxTitleLength: 200,
  /** Stored HTML, after sanitising. */
  maxHtmlLength: 200_000,
} as const;

const tenantCode = z
  .string()
  .min(1)
  .max(TenantNotificationValidation.maxTenantCodeLength)
  .optional()
  .describe("Must be the host's tenant when sent (404 otherwise)");
const locale = ZLocaleCodeSchema.optional().describe("Language of the notification; the tenant's default when absent");
const date = z.iso
  .datetime({ offset: true })
  .optional()
  .describe('ISO-8601 date-time the notification must be in force at; now when absent');

/** One version of a tenant notification; `htmlContent` was sanitised when it was stored. */
export const ZTenantNotificationSchema = z.object({
  notificationCode: z.string().describe('What a policy acceptance names (`POST /api/UserNotificationAcceptance`)'),
  tenantCode: z.string(),
  type: ZTenantNotificationTypeSchema,
  locale: ZLocaleCodeSchema,
  title: z.string(),
  htmlContent: z.string(),
  version: z.string(),
  effectiveFrom: z.string().describe('ISO-8601 UTC; the modal shows it as the updated date'),
});
export type TTenantNotification = z.infer<typeof ZTenantNotificationSchema>;

/** `GET /api/TenantNotification/GetNotificationByType`: the version in force now. */
export const ZGetNotificationByTypeRequestSchema = z.object({
  tenantCode,
  type: ZTenantNotificationTypeSchema,
  locale,
});
export type TGetNotificationByTypeRequest = z.infer<typeof ZGetNotificationByTypeRequestSchema>;

/** `GET /api/TenantNotification/GetNotificationByTypeWithDate`: the version in force at `date`. */
export const ZGetNotificationByTypeWithDateRequestSchema = ZGetNotificationByTypeRequestSchema.extend({ date });
export type TGetNotificationByTypeWithDateRequest = z.infer<typeof ZGetNotificationByTypeWithDateRequestSchema>;

/**
 * `GET /api/TenantNotification/GetLastNotification`: the latest version published, even one that
 * comes into force later (what a user is asked to accept next).
 */
export const ZGetLastNotificationRequestSchema = ZGetNotificationByTypeRequestSchema;

/** Every one of these answers a notification, or `404 not_found` when the tenant has none. */
export const ZGetTenantNotificationResponseSchema = ZTenantNotificationSchema;

/** `types` repeated (`?types=PRIVACY_POLICY&types=TERMS_CONDITIONS`); one value arrives as a string. */
const ZTypesSchema = z
  .union([ZTenantNotificationTypeSchema, z.array(ZTenantNotificationTypeSchema).min(1).max(10)])
  .transform((value) => [...new Set(Array.isArray(value) ? value : [value])]);

/** `GET /api/TenantNotification/GetNotificationsByTypeWithDate`: one version in force per type. */
export const ZGetNotificationsByTypeWithDateRequestSchema = z.object({ tenantCode, types: ZTypesSchema, locale, date });
export type TGetNotificationsByTypeWithDateRequest = z.infer<typeof ZGetNotificationsByTypeWithDateRequestSchema>;

/** In the order of `types`; a type without a version in force is left out. */
export const ZGetTenantNotificationsResponseSchema = z.array(ZTenantNotificationSchema);
