import { z } from 'zod';
import { apiResult, PageDefaults, pagedResult, positiveIntegerParameter } from './common.ts';
import { isHttpUrl } from './http-url.ts';

/*
 * User notifications (spec section 3 "User notification", section 4 "Notification pop-up", section 7
 * "User notifications"), base `/api/user-notification`. Every call is about the signed-in user's
 * own notifications in the host's tenant; an id of another user or tenant is `404 not_found`.
 *
 * - `GET /important` (returnValue: the Important notifications still to show as pop-ups) and
 *   `GET /important/check` (returnValue: whether there is any); `POST /important/read/{id}` (the
 *   pop-up was dismissed: read, dismissed, displayTimesCountdown 0);
 * - `GET /list/{type}?pageNo&pageSize` (paged, newest first; type General, Important,
 *   SystemGenerated, their ids 1-3, or All); `POST /set-notifications-read`;
 * - `GET /unread/check` (returnValue), `GET /unread/count` (the bell's badge);
 * - `DELETE /{id}`: only once displayTimesCountdown is 0, else `409 conflict`;
 * - live delivery: `POST /stream-ticket`, then `GET /stream?ticket=` (server-sent events);
 * - administration (NOTIFICATIONS_ADMIN): `POST /admin` (create for all users, a group, a role or
 *   chosen users), `GET /admin` (paged), `GET /admin/{id}`, `DELETE /admin/{id}`.
 *
 * A notification is visible from its effectiveOn; it is unread while readOn is null. Descriptions
 * are HTML, sanitized when stored (and to be sanitized again when rendered). The GETs taking a
 * `tenantUrl` (as the spec's client sends it) answer `404 not_found` when it names another tenant.
 */

/** Spec section 3: the notification categories and their fixed identifiers. */
export const NotificationTypeIds = { General: 1, Important: 2, SystemGenerated: 3 } as const;
export const NOTIFICATION_TYPE_NAMES = ['General', 'Important', 'SystemGenerated'] as const;
export type TNotificationTypeName = (typeof NOTIFICATION_TYPE_NAMES)[number];
export type TNotificationTypeId = (typeof NotificationTypeIds)[TNotificationTypeName];
export const ZNotificationTypeNameSchema = z.enum(NOTIFICATION_TYPE_NAMES);
export const ZNotificationTypeIdSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);

/** The name of a notification type id. */
export function notificationTypeName(id: TNotificationTypeId): TNotificationTypeName {
  return NOTIFICATION_TYPE_NAMES[id - 1] ?? 'General';
}

/** The permission of the administration calls (the NOTIFICATIONS module's, `modules.ts`). */
export const NotificationPermissions = { admin: 'NOTIFICATIONS_ADMIN' } as const;

export const UserNotificationValidation = {
  maxTitleLength: 200,
  /** The description as sent (HTML, before sanitizing). */
  maxDescriptionLength: 20_000,
  /** Users named in one notification (`audience.userCodes`). */
  maxUserCodes: 1_000,
  maxUserCodeLength: 64,
  /** Notification ids in one `set-notifications-read`. */
  maxIdsPerRequest: 200,
  maxTenantUrlLength: 2_048,
  maxTicketLength: 1_024,
  /** Ids are 32-bit database integers. */
  maxId: 2_147_483_647,
} as const;

/**
 * The server's field error texts that clients recognise (compared exactly, to show their own
 * words): `description` of `POST /admin` when nothing is left once the HTML is sanitized.
 */
export const UserNotificationMessages = {
  descriptionUnsafeOnly: 'The description must keep some text once unsafe HTML is removed.',
} as const;

/** Spec section 4: Important notifications are shown once as pop-ups. */
export const IMPORTANT_DISPLAY_TIMES = 1;

const ZNotificationIdSchema = z.number().int().positive().max(UserNotificationValidation.maxId);

const ZTenantUrlSchema = z
  .string()
  .max(UserNotificationValidation.maxTenantUrlLength)
  .refine(isHttpUrl, 'tenantUrl must be an absolute http(s) URL')
  .optional()
  .describe("The portal's origin as the client knows it; must be a URL of the host's tenant (404 otherwise)");

const pageQuery = {
  pageNo: positiveIntegerParameter('pageNo', 100_000).default(PageDefaults.pageNo),
  pageSize: positiveIntegerParameter('pageSize', PageDefaults.maxPageSize).default(PageDefaults.pageSize),
};

/** Path parameter `{id}` of a notification. */
export const ZUserNotificationParamsSchema = z.object({
  id: positiveIntegerParameter('id', UserNotificationValidation.maxId),
});
export type TUserNotificationParams = z.infer<typeof ZUserNotificationParamsSchema>;

/** One of the user's notifications (spec section 3 "User notification"). */
export const ZUserNotificationSchema = z.object({
  notificationId: z.number().int(),
  notificationTypeId: ZNotificationTypeIdSchema,
  notificationType: ZNotificationTypeNameSchema,
  title: z.string().describe('Plain text (render it as text, never as HTML)'),
  description: z.string().describe('HTML, sanitized when stored'),
  effectiveOn: z.string().describe('ISO-8601 UTC: visible from then on'),
  readOn: z.string().nullable().describe('ISO-8601 UTC; null while unread'),
  wasDismissed: z.boolean().describe('The pop-up was dismissed'),
  displayTimesCountdown: z
    .number()
    .int()
    .nonnegative()
    .describe('Times it is still to show as a pop-up (1 for a new Important one); deletable at 0'),
});
export type TUserNotification = z.infer<typeof ZUserNotificationSchema>;

/** Query of `GET /important` and `GET /important/check`. */
export const ZImportantNotificationsQuerySchema = z.object({ tenantUrl: ZTenantUrlSchema });
export type TImportantNotificationsQuery = z.infer<typeof ZImportantNotificationsQuerySchema>;

/** `GET /important` (returnValue): unread Important notifications still to show, oldest first. */
export const ZGetImportantNotificationsResponseSchema = apiResult(z.array(ZUserNotificationSchema));
export type TGetImportantNotificationsResponse = z.infer<typeof ZGetImportantNotificationsResponseSchema>;

/** `GET /important/check` (returnValue): whether `GET /important` has anything. */
export const ZCheckImportantNotificationsResponseSchema = apiResult(z.boolean());
export type TCheckImportantNotificationsResponse = z.infer<typeof ZCheckImportantNotificationsResponseSchema>;

/** `POST /important/read/{id}` (returnValue): the notification, now read and dismissed. */
export const ZReadImportantNotificationResponseSchema = apiResult(ZUserNotificationSchema);
export type TReadImportantNotificationResponse = z.infer<typeof ZReadImportantNotificationResponseSchema>;

/** What `GET /list/{type}` lists: one type (name, any case, or id), or `All`. */
export const NOTIFICATION_LIST_TYPES = ['All', ...NOTIFICATION_TYPE_NAMES] as const;
export type TNotificationListType = (typeof NOTIFICATION_LIST_TYPES)[number];

/** Path parameter `{type}` of `GET /list/{type}`: normalized to a type name, or `All`. */
export const ZListUserNotificationsParamsSchema = z.object({
  type: z
    .string()
    .max(32)
    .transform((value, context): TNotificationListType => {
      const byId = /^[1-3]$/.test(value) ? NOTIFICATION_TYPE_NAMES[Number(value) - 1] : undefined;
      const byName = NOTIFICATION_LIST_TYPES.find((name) => name.toLowerCase() === value.toLowerCase());
      const type = byId ?? byName;
      if (!type) {
        context.addIssue({
          code: 'custom',
          message: `type must be one of ${NOTIFICATION_LIST_TYPES.join(', ')} or 1-3`,
        });
        return z.NEVER;
      }
      return type;
    }),
});
export type TListUserNotificationsParams = z.infer<typeof ZListUserNotificationsParamsSchema>;

/** Query of `GET /list/{type}`: the page (spec section 9 defaults). */
export const ZListUserNotificationsQuerySchema = z.object({ ...pageQuery, tenantUrl: ZTenantUrlSchema });
export type TListUserNotificationsQuery = z.infer<typeof ZListUserNotificationsQuerySchema>;

/** `GET /list/{type}`: visible notifications of the type, newest (effectiveOn) first. */
export const ZListUserNotificationsResponseSchema = pagedResult(ZUserNotificationSchema);
export type TListUserNotificationsResponse = z.infer<typeof ZListUserNotificationsResponseSchema>;

/**
 * `POST /set-notifications-read`: marks these of the user's notifications read (ids that are not
 * the user's are ignored); without `notificationIds`, every visible unread one (of
 * `notificationTypeId` when sent). Answers `success` (returnValue: how many became read).
 */
export const ZSetNotificationsReadRequestSchema = z.strictObject({
  notificationIds: z.array(ZNotificationIdSchema).min(1).max(UserNotificationValidation.maxIdsPerRequest).optional(),
  notificationTypeId: ZNotificationTypeIdSchema.optional(),
});
export type TSetNotificationsReadRequest = z.infer<typeof ZSetNotificationsReadRequestSchema>;
export const ZSetNotificationsReadResponseSchema = apiResult(z.number().int().nonnegative());
export type TSetNotificationsReadResponse = z.infer<typeof ZSetNotificationsReadResponseSchema>;

/** `GET /unread/check` (returnValue): whether the user has any unread visible notification. */
export const ZCheckUnreadNotificationsResponseSchema = apiResult(z.boolean());
export type TCheckUnreadNotificationsResponse = z.infer<typeof ZCheckUnreadNotificationsResponseSchema>;

/**
 * `GET /api/user-notification/unread/count`: how many notifications of the signed-in user are
 * unread (readOn empty); the header shows the bell's badge when it is above 0.
 */
export const ZGetUnreadNotificationCountResponseSchema = z.object({ count: z.number().int().nonnegative() });
export type TGetUnreadNotificationCountResponse = z.infer<typeof ZGetUnreadNotificationCountResponseSchema>;

/** `DELETE /{id}` (returnValue: the deleted id); `409 conflict` while displayTimesCountdown is above 0. */
export const ZDeleteUserNotificationResponseSchema = apiResult(z.number().int());
export type TDeleteUserNotificationResponse = z.infer<typeof ZDeleteUserNotificationResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Live delivery (server-sent events)

/**
 * Browsers' EventSource cannot send an Authorization header, so the stream is opened with a
 * ticket: `POST /stream-ticket` (bearer token) answers a ticket valid `ticketTtlSeconds` for the
 * caller, in the host's tenant, for this stream only; `GET /stream?ticket=` answers
 * `text/event-stream`. An expired or invalid ticket is a 401: EventSource then stops, and the
 * client asks for a new ticket before opening again (its own reconnects reuse the URL, so they
 * work only within the ticket's lifetime). Events:
 * - `ready` ({ unreadCount }) once connected;
 * - `notification` ({ notificationId, notificationTypeId, notificationType, title, effectiveOn,
 *   unreadCount }) when one of the user's notifications becomes visible;
 * - `unread` ({ unreadCount }) when the unread count changes otherwise (read, deleted);
 * - a comment line every `heartbeatSeconds` keeps proxies from closing the connection.
 */
export const NotificationStream = {
  ticketTtlSeconds: 60,
  heartbeatSeconds: 25,
  /**
   * A stream ends after this long and the client asks for a new ticket: the ticket call checks
   * the token and that the account is still active, so a deactivated or signed-out user stops
   * receiving within this time.
   */
  maxAgeSeconds: 15 * 60,
  /** The `retry:` the stream announces (ms). */
  retryMs: 5_000,
  events: { ready: 'ready', notification: 'notification', unread: 'unread' },
} as const;

/** `POST /stream-ticket` (returnValue). */
export const ZStreamTicketSchema = z.object({
  ticket: z.string(),
  expiresInSeconds: z.number().int().positive(),
  /** `/api/user-notification/stream?ticket=...`, relative to the core service. */
  streamUrl: z.string(),
});
export type TStreamTicket = z.infer<typeof ZStreamTicketSchema>;
export const ZCreateStreamTicketResponseSchema = apiResult(ZStreamTicketSchema);
export type TCreateStreamTicketResponse = z.infer<typeof ZCreateStreamTicketResponseSchema>;

/** Query of `GET /stream`. */
export const ZNotificationStreamQuerySchema = z.object({
  ticket: z.string().min(1).max(UserNotificationValidation.maxTicketLength),
});
export type TNotificationStreamQuery = z.infer<typeof ZNotificationStreamQuerySchema>;

/** Data of the `ready` and `unread` events. */
export const ZNotificationStreamUnreadEventSchema = z.object({ unreadCount: z.number().int().nonnegative() });
export type TNotificationStreamUnreadEvent = z.infer<typeof ZNotificationStreamUnreadEventSchema>;

/** Data of the `notification` event. */
export const ZNotificationStreamNotificationEventSchema = z.object({
  notificationId: z.number().int(),
  notificationTypeId: ZNotificationTypeIdSchema,
  notificationType: ZNotificationTypeNameSchema,
  title: z.string(),
  effectiveOn: z.string(),
  unreadCount: z.number().int().nonnegative(),
});
export type TNotificationStreamNotificationEvent = z.infer<typeof ZNotificationStreamNotificationEventSchema>;

// ---------------------------------------------------------------------------------------------
// Administration (NOTIFICATIONS_ADMIN)

export const NOTIFICATION_AUDIENCE_KINDS = ['ALL', 'GROUP', 'ROLE', 'USERS'] as const;
export type TNotificationAudienceKind = (typeof NOTIFICATION_AUDIENCE_KINDS)[number];

const ZUserCodeSchema = z.string().trim().min(1).max(UserNotificationValidation.maxUserCodeLength);

/**
 * Who receives a notification: every active user of the tenant, the active members of a group,
 * the active users holding a role (directly or through an active group), or chosen active users.
 * Resolved when the notification is created. An unknown group, role or user is a 400 naming the
 * field (`audience.groupId`, `audience.roleId`, `audience.userCodes.<index>`).
 */
export const ZNotificationAudienceSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('ALL') }),
  z.strictObject({ kind: z.literal('GROUP'), groupId: ZNotificationIdSchema }),
  z.strictObject({ kind: z.literal('ROLE'), roleId: ZNotificationIdSchema }),
  z.strictObject({
    kind: z.literal('USERS'),
    userCodes: z.array(ZUserCodeSchema).min(1).max(UserNotificationValidation.maxUserCodes),
  }),
]);
export type TNotificationAudience = z.infer<typeof ZNotificationAudienceSchema>;

/**
 * `POST /admin`: a General or Important notification (SystemGenerated ones come from the portal
 * itself). `effectiveOn` (default now): a later date keeps it hidden until then. The description
 * is sanitized before it is stored. Important ones get displayTimesCountdown 1 (one pop-up).
 * Answers `success` (returnValue: the id and how many users received it).
 */
export const ZCreateUserNotificationRequestSchema = z.strictObject({
  notificationTypeId: z.union([z.literal(NotificationTypeIds.General), z.literal(NotificationTypeIds.Important)], {
    error: 'notificationTypeId must be 1 (General) or 2 (Important)',
  }),
  title: z.string().trim().min(1).max(UserNotificationValidation.maxTitleLength),
  description: z.string().trim().min(1).max(UserNotificationValidation.maxDescriptionLength),
  effectiveOn: z.iso.datetime({ offset: true }).optional(),
  audience: ZNotificationAudienceSchema,
});
export type TCreateUserNotificationRequest = z.infer<typeof ZCreateUserNotificationRequestSchema>;
export const ZCreateUserNotificationResponseSchema = apiResult(
  z.object({ notificationId: z.number().int(), recipientCount: z.number().int().nonnegative() }),
);
export type TCreateUserNotificationResponse = z.infer<typeof ZCreateUserNotificationResponseSchema>;

/** A notification as administrators see it, with its audience and how far it got. */
export const ZAdminUserNotificationSchema = z.object({
  notificationId: z.number().int(),
  notificationTypeId: ZNotificationTypeIdSchema,
  notificationType: ZNotificationTypeNameSchema,
  title: z.string(),
  description: z.string(),
  effectiveOn: z.string(),
  audience: z.object({
    kind: z.enum(NOTIFICATION_AUDIENCE_KINDS),
    /** The group or role id. */
    id: z.number().int().nullable(),
    /** The group or role name when the notification was created. */
    name: z.string().nullable(),
  }),
  createdBy: z.string().nullable().describe('userCode of the administrator; null for system notifications'),
  createdOn: z.string(),
  recipientCount: z.number().int().nonnegative(),
  readCount: z.number().int().nonnegative(),
});
export type TAdminUserNotification = z.infer<typeof ZAdminUserNotificationSchema>;

/** Query of `GET /admin`: the page, optionally one type; newest (createdOn) first. */
export const ZListAdminNotificationsQuerySchema = z.object({
  ...pageQuery,
  notificationTypeId: z
    .enum(['1', '2', '3'], { error: 'notificationTypeId must be 1, 2 or 3' })
    .transform((value) => Number(value) as TNotificationTypeId)
    .optional(),
});
export type TListAdminNotificationsQuery = z.infer<typeof ZListAdminNotificationsQuerySchema>;
export const ZListAdminNotificationsResponseSchema = pagedResult(ZAdminUserNotificationSchema);
export type TListAdminNotificationsResponse = z.infer<typeof ZListAdminNotificationsResponseSchema>;

/** `GET /admin/{id}` */
export const ZGetAdminNotificationResponseSchema = ZAdminUserNotificationSchema;

/** `DELETE /admin/{id}`: removes it for every recipient (returnValue: the deleted id). */
export const ZDeleteAdminNotificationResponseSchema = apiResult(z.number().int());
export type TDeleteAdminNotificationResponse = z.infer<typeof ZDeleteAdminNotificationResponseSchema>;
