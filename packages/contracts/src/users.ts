import { z } from 'zod';
import { apiResult, pagedResult, ZPageRequestSchema, ZSortColumnSchema } from './common.ts';
import { ZLocaleCodeSchema } from './locales.ts';
import { ZMediaIdSchema } from './resources.ts';

/*
 * Auth service calls about users (spec section 7): the signed-in user's profile, the tenant's
 * directory, reportees and policy acceptance. Request bodies are strict: an unknown property is a
 * 400 problem, never silently dropped, so a client cannot believe it changed something it did not.
 */

/** Limits shared by the forms, the server and the tests (they match the database columns). */
export const UserValidation = {
  maxUserCodeLength: 64,
  maxNameLength: 100,
  maxEmailLength: 320,
  maxJobTitleLength: 200,
  /** Caps the work of hashing; the tenant's own policy (`tenant_password_policies`) is stricter. */
  maxPasswordLength: 256,
  maxSearchTextLength: 200,
  maxTagLength: 100,
  maxTagsPerRequest: 100,
  maxUserCodesPerRequest: 500,
  maxNotificationCodeLength: 100,
  maxTenantCodeLength: 32,
} as const;

/** `users.status`: only ACTIVE ("approved") users sign in and appear in directory lists. */
export const USER_STATUSES = ['ACTIVE', 'INACTIVE'] as const;

const ZUserCodeSchema = z.string().min(1).max(UserValidation.maxUserCodeLength);
const ZNameSchema = z.string().trim().min(1).max(UserValidation.maxNameLength);
const ZEmailSchema = z.email().max(UserValidation.maxEmailLength);
const ZPasswordSchema = z.string().min(1).max(UserValidation.maxPasswordLength);
const ZSearchTextSchema = z.string().trim().max(UserValidation.maxSearchTextLength);

/** A page request (spec section 3) whose sort columns are limited to the ones a list can sort by. */
export function pageRequestSortedBy<const T extends readonly [string, ...string[]]>(columns: T) {
  return {
    ...ZPageRequestSchema.shape,
    sortColumns: z
      .array(z.strictObject({ ...ZSortColumnSchema.shape, colId: z.enum(columns) }))
      .max(10)
      .default([]),
  };
}

/** Columns the user lists sort by (`sortColumns[].colId`). */
export const USER_SORT_COLUMNS = ['firstName', 'lastName', 'email', 'userCode', 'jobRole'] as const;

/** The User entity of spec section 3. */
export const ZUserSchema = z.object({
  userCode: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** The media id of the user's picture (an image, shown through the media service's image URLs). */
  pictureMediaId: ZMediaIdSchema.nullable(),
  browsingLanguagePreference: ZLocaleCodeSchema.nullable(),
  firstPreferenceUpdated: z.boolean(),
  /** Whether any active user has this user as manager. */
  hasReportees: z.boolean(),
  locationNames: z.array(z.string()),
  jobRoleCode: z.string().nullable(),
  /** The job title. */
  jobRole: z.string().nullable(),
  showMessage: z.boolean(),
});
export type TUser = z.infer<typeof ZUserSchema>;

/** A user as directory lists show one (reportees, approved users, managers, lookups by code). */
export const ZUserSummarySchema = z.object({
  userCode: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  pictureMediaId: ZMediaIdSchema.nullable(),
  jobRoleCode: z.string().nullable(),
  jobRole: z.string().nullable(),
  managerUserCode: z.string().nullable(),
  status: z.string(),
});
export type TUserSummary = z.infer<typeof ZUserSummarySchema>;

/** `GET /api/userprofile/getcurrentuser` */
export const ZGetCurrentUserResponseSchema = ZUserSchema;
export type TGetCurrentUserResponse = z.infer<typeof ZGetCurrentUserResponseSchema>;

/** `GET /api/user/{userCode}`: a user of the caller's tenant (another tenant's is not found). */
export const ZGetUserRequestSchema = z.strictObject({ userCode: ZUserCodeSchema });
export type TGetUserRequest = z.infer<typeof ZGetUserRequestSchema>;
/**
 * A colleague's public profile: name, picture and job title. `GET /api/user/{userCode}` answers it
 * to anyone of the tenant but the user, their manager and user admins (`MANAGE_USERS_PERMISSION`),
 * who get the whole User (email, location, job role, preferences).
 */
export const ZPublicUserSchema = ZUserSchema.pick({
  userCode: true,
  firstName: true,
  lastName: true,
  pictureMediaId: true,
  jobRole: true,
});
export type TPublicUser = z.infer<typeof ZPublicUserSchema>;
/** The permission of user admins: they see every user's whole profile. */
export const MANAGE_USERS_PERMISSION = 'USERADMIN_MANAGE_USERS';
export const ZGetUserResponseSchema = z.union([ZUserSchema, ZPublicUserSchema]);
export type TGetUserResponse = z.infer<typeof ZGetUserResponseSchema>;

/** `POST /api/user/checkoldpassword`: whether the password is the caller's current one. */
export const ZCheckOldPasswordRequestSchema = z.strictObject({ oldPassword: ZPasswordSchema });
export type TCheckOldPasswordRequest = z.infer<typeof ZCheckOldPasswordRequestSchema>;
export const ZCheckOldPasswordResponseSchema = apiResult(z.boolean());
export type TCheckOldPasswordResponse = z.infer<typeof ZCheckOldPasswordResponseSchema>;

/**
 * `POST /api/user/changepassword`. A wrong old password is a 400 problem with
 * `errors.oldPassword = ['incorrect']`; a new one breaking the tenant's rules lists each rule's
 * code (`TPasswordProblem`: too_short, needs_digit, ...) under `errors.newPassword`, plus
 * `same_as_old` when it equals the old one.
 */
export const ZChangePasswordRequestSchema = z.strictObject({
  oldPassword: ZPasswordSchema,
  newPassword: ZPasswordSchema,
});
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequestSchema>;
export const ZChangePasswordResponseSchema = apiResult(z.boolean());
export type TChangePasswordResponse = z.infer<typeof ZChangePasswordResponseSchema>;

/** Field error code of `changepassword` when the new password equals the old one. */
export const PASSWORD_SAME_AS_OLD = 'same_as_old';
/** Field error code of `changepassword` when the old password is wrong. */
export const PASSWORD_INCORRECT = 'incorrect';

/** `POST /api/userprofile/setuserwelcomestate`; returnValue is the stored flag. */
export const ZSetUserWelcomeStateRequestSchema = z.strictObject({ firstPreferenceUpdated: z.boolean() });
export type TSetUserWelcomeStateRequest = z.infer<typeof ZSetUserWelcomeStateRequestSchema>;
export const ZSetUserWelcomeStateResponseSchema = apiResult(z.boolean());
export type TSetUserWelcomeStateResponse = z.infer<typeof ZSetUserWelcomeStateResponseSchema>;

/**
 * `POST /api/userprofile/checkemailexistance` (the spec's spelling of the path): returnValue is
 * whether another user of the caller's tenant has this email, ignoring case.
 */
export const ZCheckEmailExistenceRequestSchema = z.strictObject({ email: ZEmailSchema });
export type TCheckEmailExistenceRequest = z.infer<typeof ZCheckEmailExistenceRequestSchema>;
export const ZCheckEmailExistenceResponseSchema = apiResult(z.boolean());
export type TCheckEmailExistenceResponse = z.infer<typeof ZCheckEmailExistenceResponseSchema>;

/**
 * `POST /api/userprofile/updateuserinfo`: the caller's own names, email and job title. Emails are
 * stored lower-case; one taken by another user of the tenant is a `409 conflict` problem with
 * `errors.email`. `jobTitle` omitted keeps the current one, null clears it.
 */
export const ZUpdateUserInfoRequestSchema = z.strictObject({
  firstName: ZNameSchema,
  lastName: ZNameSchema,
  email: ZEmailSchema,
  jobTitle: z.string().trim().max(UserValidation.maxJobTitleLength).nullable().optional(),
});
export type TUpdateUserInfoRequest = z.infer<typeof ZUpdateUserInfoRequestSchema>;
export const ZUpdateUserInfoResponseSchema = apiResult(ZUserSchema);
export type TUpdateUserInfoResponse = z.infer<typeof ZUpdateUserInfoResponseSchema>;

/** Field error code of `updateuserinfo` (with the 409) when another user of the tenant has the email. */
export const EMAIL_TAKEN = 'email_taken';

/**
 * `PUT /api/userprofile/updateprofilepicture`: `mediaId` names an image the caller uploaded to the
 * tenant (through `POST /api/media` first), or null to remove the picture; the picture it replaces
 * is deleted. `userCode` must be the caller's (403 otherwise). A media that is not the caller's
 * upload in the tenant is a 400 problem with `errors.mediaId = ['media_not_found']`, another kind
 * of media `['not_an_image']`. returnValue is the stored media id (lower-case), or null.
 */
export const ZUpdateProfilePictureRequestSchema = z.strictObject({
  mediaId: ZMediaIdSchema.nullable(),
  userCode: ZUserCodeSchema,
});
export type TUpdateProfilePictureRequest = z.infer<typeof ZUpdateProfilePictureRequestSchema>;
export const ZUpdateProfilePictureResponseSchema = apiResult(ZMediaIdSchema.nullable());
export type TUpdateProfilePictureResponse = z.infer<typeof ZUpdateProfilePictureResponseSchema>;

/** Field error code of `updateprofilepicture` when the caller uploaded no media with this id to the tenant. */
export const PICTURE_MEDIA_NOT_FOUND = 'media_not_found';
/** Field error code of `updateprofilepicture` when the media is not an image. */
export const PICTURE_NOT_AN_IMAGE = 'not_an_image';

/**
 * `POST /api/userprofile/userbrowserlanguage`: `langauge` is the spec's spelling, kept on the
 * wire. `userCode` must be the caller's (403 otherwise); returnValue is the stored locale.
 */
export const ZUpdateUserBrowserLanguageRequestSchema = z.strictObject({
  userCode: ZUserCodeSchema,
  langauge: ZLocaleCodeSchema,
});
export type TUpdateUserBrowserLanguageRequest = z.infer<typeof ZUpdateUserBrowserLanguageRequestSchema>;
export const ZUpdateUserBrowserLanguageResponseSchema = apiResult(ZLocaleCodeSchema);
export type TUpdateUserBrowserLanguageResponse = z.infer<typeof ZUpdateUserBrowserLanguageResponseSchema>;

/** `POST /api/userprofile/updateshowmessagerequest`; returnValue is the stored flag. */
export const ZUpdateShowMessageRequestSchema = z.strictObject({ showMessage: z.boolean() });
export type TUpdateShowMessageRequest = z.infer<typeof ZUpdateShowMessageRequestSchema>;
export const ZUpdateShowMessageResponseSchema = apiResult(z.boolean());
export type TUpdateShowMessageResponse = z.infer<typeof ZUpdateShowMessageResponseSchema>;

/** `POST /api/userprofile/myreportees`: the caller's active direct reports, paged. */
export const ZListMyReporteesRequestSchema = z.strictObject({
  ...pageRequestSortedBy(USER_SORT_COLUMNS),
  searchText: ZSearchTextSchema.optional(),
});
export type TListMyReporteesRequest = z.infer<typeof ZListMyReporteesRequestSchema>;
export const ZListMyReporteesResponseSchema = pagedResult(ZUserSummarySchema);
export type TListMyReporteesResponse = z.infer<typeof ZListMyReporteesResponseSchema>;

/** `GET /api/userprofile/myreportee/{id}/verify`: returnValue is whether user `id` reports to the caller. */
export const ZVerifyMyReporteeRequestSchema = z.strictObject({ id: ZUserCodeSchema });
export type TVerifyMyReporteeRequest = z.infer<typeof ZVerifyMyReporteeRequestSchema>;
export const ZVerifyMyReporteeResponseSchema = apiResult(z.boolean());
export type TVerifyMyReporteeResponse = z.infer<typeof ZVerifyMyReporteeResponseSchema>;

/** `POST /api/user/countbytag`: active users per tag, in the order asked, zeros included. */
export const ZCountUsersByTagRequestSchema = z.strictObject({
  tags: z.array(z.string().trim().min(1).max(UserValidation.maxTagLength)).min(1).max(UserValidation.maxTagsPerRequest),
});
export type TCountUsersByTagRequest = z.infer<typeof ZCountUsersByTagRequestSchema>;
export const ZCountUsersByTagResponseSchema = z.array(
  z.object({ tag: z.string(), count: z.number().int().nonnegative() }),
);
export type TCountUsersByTagResponse = z.infer<typeof ZCountUsersByTagResponseSchema>;

/**
 * `POST /api/user/getallapproved`: the tenant's active users, paged. The spec's client adds
 * `TenantCode`; it is accepted and ignored, since the tenant is always the host's.
 */
export const ZListApprovedUsersRequestSchema = z.strictObject({
  ...pageRequestSortedBy(USER_SORT_COLUMNS),
  searchText: ZSearchTextSchema.optional(),
  TenantCode: z.string().max(UserValidation.maxTenantCodeLength).optional(),
});
export type TListApprovedUsersRequest = z.infer<typeof ZListApprovedUsersRequestSchema>;
export const ZListApprovedUsersResponseSchema = pagedResult(ZUserSummarySchema);
export type TListApprovedUsersResponse = z.infer<typeof ZListApprovedUsersResponseSchema>;

/** `POST /api/user/getbyusercodes`: the tenant's users among these codes (any status); unknown codes are skipped. */
export const ZGetUsersByCodesRequestSchema = z.strictObject({
  userCodes: z.array(ZUserCodeSchema).min(1).max(UserValidation.maxUserCodesPerRequest),
});
export type TGetUsersByCodesRequest = z.infer<typeof ZGetUsersByCodesRequestSchema>;
export const ZGetUsersByCodesResponseSchema = z.array(ZUserSummarySchema);
export type TGetUsersByCodesResponse = z.infer<typeof ZGetUsersByCodesResponseSchema>;

/** `GET /api/user/getManagerList`: active users with at least one active reportee. */
export const ZListManagersResponseSchema = z.array(ZUserSummarySchema);
export type TListManagersResponse = z.infer<typeof ZListManagersResponseSchema>;

/**
 * `POST /api/UserNotificationAcceptance` (spec: Policy acceptance). `tenantCode` and `userCode`
 * must be the caller's (403 otherwise). Accepting again keeps the first acceptance's time.
 */
export const ZAcceptPolicyNotificationRequestSchema = z.strictObject({
  notificationCode: z
    .string()
    .min(1)
    .max(UserValidation.maxNotificationCodeLength)
    .regex(/^[A-Za-z0-9_.:-]+$/, 'notificationCode may only hold letters, digits and _ . : -'),
  tenantCode: z.string().min(1).max(UserValidation.maxTenantCodeLength),
  userCode: ZUserCodeSchema,
});
export type TAcceptPolicyNotificationRequest = z.infer<typeof ZAcceptPolicyNotificationRequestSchema>;
/** A policy version the user accepted, and when. */
export const ZPolicyAcceptanceSchema = z.object({ notificationCode: z.string(), acceptedAt: z.string() });
export type TPolicyAcceptance = z.infer<typeof ZPolicyAcceptanceSchema>;
export const ZAcceptPolicyNotificationResponseSchema = apiResult(ZPolicyAcceptanceSchema);
export type TAcceptPolicyNotificationResponse = z.infer<typeof ZAcceptPolicyNotificationResponseSchema>;

/**
 * `GET /api/UserNotificationAcceptance`: the policy versions (notification codes) the caller has
 * accepted, oldest first, so the onboarding gate knows whether the versions in force are accepted.
 */
export const ZListPolicyAcceptancesResponseSchema = apiResult(z.array(ZPolicyAcceptanceSchema));
export type TListPolicyAcceptancesResponse = z.infer<typeof ZListPolicyAcceptancesResponseSchema>;
