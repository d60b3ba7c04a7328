import { z } from 'zod';
import { apiResult, MAX_ROW_ID, pagedResult, PageDefaults, positiveIntegerParameter } from './common.ts';
import { ZLocaleCodeSchema } from './locales.ts';

/*
 * Events (issue 19, item 1). Module EVENTS; a tenant without it (boreal) gets 404 on every route
 * below (MODULE_API_PREFIXES). An event has one or more sessions; learners in its audience register
 * for a session: a free seat seats them, else they join the session's waiting list, and a freed seat
 * promotes the first person waiting (the database decides, in one transaction).
 *
 * Times are ISO instants (UTC); an event carries the IANA time zone its sessions are planned in
 * (`timeZone`), the web app shows them in the viewer's.
 *
 * Learner routes (signed in; an event outside my audience, unpublished or another tenant's is 404):
 *   GET    /api/events?view=upcoming|mine|past|all&from&to&pageNo&pageSize&locale
 *              sessions as list items (paged; upcoming/mine/all by start ascending, past descending);
 *              from/to (ISO instants) keep the sessions starting in [from, to) for the month calendar
 *   GET    /api/events/registrations/mine?locale     my registrations of sessions not yet ended
 *   GET    /api/events/{eventId}?locale              the event with its sessions and my registrations
 *   POST   /api/events/sessions/{sessionId}/registration   register -> SEATED or WAITING (201; again: 200, unchanged)
 *   DELETE /api/events/sessions/{sessionId}/registration   cancel mine (a seat freed promotes the first waiting)
 *   GET    /api/events/sessions/{sessionId}/calendar.ics?locale   text/calendar (one VEVENT)
 * Public, by a signed link (the registration notifications carry it; wrong or expired: 404):
 *   GET    /api/events/sessions/{sessionId}/linked-calendar.ics?exp&sig&locale   the same file
 * Admin routes (EVENTS_ADMIN):
 *   GET    /api/events/admin/events?status&search&pageNo&pageSize    paged, newest first
 *   GET    /api/events/admin/events/{eventId}
 *   POST   /api/events/admin/events                   create (DRAFT) -> 201
 *   PUT    /api/events/admin/events/{eventId}
 *   DELETE /api/events/admin/events/{eventId}         only without registrations (409 otherwise: cancel it)
 *   POST   /api/events/admin/events/{eventId}/publish  (needs at least one session)
 *   POST   /api/events/admin/events/{eventId}/cancel   it and its sessions not yet ended; everyone registered is notified
 *   POST   /api/events/admin/events/{eventId}/sessions            add a session -> 201
 *   PUT    /api/events/admin/sessions/{sessionId}                  (capacity not below the seated count)
 *   DELETE /api/events/admin/sessions/{sessionId}                  only without registrations (409)
 *   POST   /api/events/admin/sessions/{sessionId}/cancel          everyone registered or waiting is notified
 *   GET    /api/events/admin/sessions/{sessionId}/registrations   seated and waiting lists
 *   PUT    /api/events/admin/sessions/{sessionId}/attendance      { entries: [{ userCode, attendance }] }
 *   POST   /api/events/admin/sessions/{sessionId}/message         { subject, body, includeWaiting }
 * Reports (EVENTS_VIEW_REPORTS): POST /api/events/reports/EVENT_REGISTRATIONS (see reports.ts).
 */

export const EVENTS_MODULE_CODE = 'EVENTS' as const;
export const EventPermissions = { admin: 'EVENTS_ADMIN', viewReports: 'EVENTS_VIEW_REPORTS' } as const;

export const EventValidation = {
  maxTitleLength: 200,
  maxDescriptionLength: 10_000,
  maxPlaceLength: 300,
  maxUrlLength: 2_000,
  maxCapacity: 100_000,
  maxSessions: 50,
  maxAudiences: 50,
  maxCodeLength: 100,
  maxTimeZoneLength: 64,
  maxSearchLength: 200,
  maxSubjectLength: 200,
  maxMessageLength: 5_000,
  maxAttendanceEntries: 1_000,
  maxUserCodeLength: 100,
  /** The reminder goes out this long before a session starts. */
  reminderHoursBefore: 24,
} as const;

export const EVENT_STATUSES = ['DRAFT', 'PUBLISHED', 'CANCELLED'] as const;
export type TEventStatus = (typeof EVENT_STATUSES)[number];
export const SESSION_STATUSES = ['SCHEDULED', 'CANCELLED'] as const;
export type TSessionStatus = (typeof SESSION_STATUSES)[number];
export const SESSION_MODES = ['IN_PERSON', 'ONLINE'] as const;
export type TSessionMode = (typeof SESSION_MODES)[number];
/** SEATED holds a seat; WAITING is on the waiting list (`position` 1 = next promoted). */
export const REGISTRATION_STATUSES = ['SEATED', 'WAITING'] as const;
export type TRegistrationStatus = (typeof REGISTRATION_STATUSES)[number];
export const ATTENDANCE_VALUES = ['ATTENDED', 'ABSENT'] as const;
export type TAttendance = (typeof ATTENDANCE_VALUES)[number];
/**
 * The audience shape of assessments' assignments (`targetKind`, `targetCode`), without USER (events
 * are offered, not assigned) and with GROUP (the roles module's user groups). A learner sees an event
 * when any one of its audiences holds them.
 */
export const EVENT_AUDIENCE_KINDS = ['ALL', 'JOB_ROLE', 'LOCATION', 'GROUP'] as const;
export type TEventAudienceKind = (typeof EVENT_AUDIENCE_KINDS)[number];
export const EVENT_LIST_VIEWS = ['upcoming', 'mine', 'past', 'all'] as const;
export type TEventListView = (typeof EVENT_LIST_VIEWS)[number];

export const EVENT_MESSAGES = {
  titleRequired: 'Enter a title in both languages',
  titleTooLong: 'The title is too long',
  descriptionTooLong: 'The description is too long',
  mediaIdInvalid: 'Choose an image',
  categoryInvalid: 'Choose a category',
  timeZoneInvalid: 'Choose a time zone',
  audienceRequired: 'Choose who the event is for',
  audiencesTooMany: 'Too many audiences',
  audienceDuplicate: 'This audience is listed twice',
  targetCodeRequired: 'Choose a job role, a location or a group',
  targetUnknown: 'This job role, location or group does not exist',
  dateInvalid: 'Enter a valid date and time',
  endBeforeStart: 'The end must come after the start',
  deadlineAfterStart: 'The registration deadline must be at or before the start',
  placeRequired: 'Enter the place of an in-person session',
  placeTooLong: 'The place is too long',
  urlInvalid: 'Enter an https link',
  capacityInvalid: `Enter a capacity between 1 and ${EventValidation.maxCapacity}`,
  capacityBelowSeated: 'More people are seated than this capacity',
  subjectRequired: 'Enter a subject',
  subjectTooLong: 'The subject is too long',
  messageRequired: 'Enter a message',
  messageTooLong: 'The message is too long',
  attendanceRequired: 'Mark at least one person',
  attendanceTooMany: 'Too many people at once',
  attendanceInvalid: 'Choose attended or absent',
  userCodeRequired: 'Choose a person',
  notRegistered: 'This person is not seated in this session',
  viewInvalid: 'Choose upcoming, mine, past or all',
  rangeOrder: 'The end of the range must come after its start',
  pageInvalid: 'Enter a page number',
  pageSizeInvalid: `Enter a page size between 1 and ${PageDefaults.maxPageSize}`,
  statusInvalid: 'Choose a status',
  searchTooLong: 'The search text is too long',
  sessionsRequired: 'Add at least one session before publishing',
  sessionsTooMany: `An event has at most ${EventValidation.maxSessions} sessions`,
  // 409s of registration and admin writes (the problem's detail carries these texts).
  registrationClosed: 'Registration for this session is closed',
  sessionCancelled: 'This session is cancelled',
  sessionOver: 'This session is over',
  eventCancelled: 'This event is cancelled',
  hasRegistrations: 'People are registered: cancel it instead',
} as const;
export type TEventMessageName = keyof typeof EVENT_MESSAGES;

/** The catalogue key of an English message text of a 400/409 problem, or undefined. */
export function eventMessageKeyOf(text: string): string | undefined {
  const entry = Object.entries(EVENT_MESSAGES).find(([, message]) => message === text);
  return entry ? `eventsAdmin.validation.${entry[0]}` : undefined;
}

/** Where the web app opens an event (search documents, notifications and the .ics carry it). */
export function eventPath(eventId: number): string {
  return `/event/${eventId}`;
}

/** Whether a text is an IANA time zone the runtime knows (`America/Toronto`, `UTC`). */
export function isTimeZone(value: string): boolean {
  if (!value || value.length > EventValidation.maxTimeZoneLength) {
    return false;
  }
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const M = EVENT_MESSAGES;
const V = EventValidation;

// ---------------------------------------------------------------------------------------------
// Parameters and queries

export const ZEventParamsSchema = z.object({ eventId: positiveIntegerParameter('eventId') });
export type TEventParams = z.infer<typeof ZEventParamsSchema>;
export const ZEventSessionParamsSchema = z.object({ sessionId: positiveIntegerParameter('sessionId') });
export type TEventSessionParams = z.infer<typeof ZEventSessionParamsSchema>;
export const ZEventLocaleQuerySchema = z.object({ locale: ZLocaleCodeSchema.optional() });

/** The query of a notification's calendar link: its expiry (epoch seconds) and signature. */
export const ZLinkedCalendarQuerySchema = z.object({
  exp: z.coerce.number().int().positive(),
  sig: z.string().min(1).max(128),
  locale: ZLocaleCodeSchema.optional(),
});

/** A page number or size written in a query string. */
function pageParameter(message: string, max: number) {
  return z
    .string()
    .regex(/^[1-9][0-9]{0,5}$/, message)
    .transform(Number)
    .pipe(z.number().int().max(max, message));
}

const ZInstantQuerySchema = z.iso
  .datetime({ offset: true, error: M.dateInvalid })
  .transform((value) => new Date(value).toISOString());

export const ZEventListQuerySchema = z
  .object({
    view: z.enum(EVENT_LIST_VIEWS, { error: M.viewInvalid }).default('upcoming'),
    /** Sessions starting at or after `from` and before `to` (the calendar's month). */
    from: ZInstantQuerySchema.optional(),
    to: ZInstantQuerySchema.optional(),
    pageNo: pageParameter(M.pageInvalid, 100_000).default(PageDefaults.pageNo),
    pageSize: pageParameter(M.pageSizeInvalid, PageDefaults.maxPageSize).default(PageDefaults.pageSize),
    locale: ZLocaleCodeSchema.optional(),
  })
  .superRefine((query, context) => {
    if (query.from && query.to && query.to <= query.from) {
      context.addIssue({ code: 'custom', path: ['to'], message: M.rangeOrder });
    }
  });
export type TEventListQuery = z.input<typeof ZEventListQuerySchema>;
export type TParsedEventListQuery = z.output<typeof ZEventListQuerySchema>;

export const ZEventAdminListQuerySchema = z.object({
  status: z.enum(EVENT_STATUSES, { error: M.statusInvalid }).optional(),
  search: z.string().trim().max(V.maxSearchLength, M.searchTooLong).optional(),
  pageNo: pageParameter(M.pageInvalid, 100_000).default(PageDefaults.pageNo),
  pageSize: pageParameter(M.pageSizeInvalid, PageDefaults.maxPageSize).default(PageDefaults.pageSize),
});
export type TEventAdminListQuery = z.input<typeof ZEventAdminListQuerySchema>;
export type TParsedEventAdminListQuery = z.output<typeof ZEventAdminListQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Learner reads

/** My registration of a session, or null. */
export const ZMyRegistrationSchema = z.object({
  status: z.enum(REGISTRATION_STATUSES),
  /** Place on the waiting list (1 = next), null when seated. */
  position: z.number().int().nullable(),
  registeredAt: z.string(),
  attendance: z.enum(ATTENDANCE_VALUES).nullable(),
});
export type TMyRegistration = z.infer<typeof ZMyRegistrationSchema>;

export const ZEventSessionSchema = z.object({
  sessionId: z.number().int(),
  eventId: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  registrationDeadline: z.string(),
  mode: z.enum(SESSION_MODES),
  /** The place of an in-person session, else null. */
  place: z.string().nullable(),
  /** The https link of an online session, else null. */
  onlineUrl: z.string().nullable(),
  capacity: z.number().int(),
  seatedCount: z.number().int(),
  waitingCount: z.number().int(),
  /** capacity - seatedCount (0 when full: registering joins the waiting list). */
  seatsLeft: z.number().int(),
  status: z.enum(SESSION_STATUSES),
  /** Open: scheduled, not started, deadline not passed, event published. */
  isRegistrationOpen: z.boolean(),
  myRegistration: ZMyRegistrationSchema.nullable(),
});
export type TEventSession = z.infer<typeof ZEventSessionSchema>;

/** One session of a list (the list, the calendar and "mine" show sessions), with its event's texts. */
export const ZEventListItemSchema = ZEventSessionSchema.extend({
  title: z.string(),
  /** The description's first characters (plain text). */
  summary: z.string(),
  coverMediaId: z.string().nullable(),
  categoryId: z.number().int().nullable(),
  timeZone: z.string(),
  eventStatus: z.enum(EVENT_STATUSES),
});
export type TEventListItem = z.infer<typeof ZEventListItemSchema>;
export const ZEventListResponseSchema = pagedResult(ZEventListItemSchema);
export type TEventListResponse = z.infer<typeof ZEventListResponseSchema>;
export const ZMyRegistrationsResponseSchema = apiResult(z.array(ZEventListItemSchema));
export type TMyRegistrationsResponse = z.infer<typeof ZMyRegistrationsResponseSchema>;

export const ZEventDetailSchema = z.object({
  eventId: z.number().int(),
  title: z.string(),
  /** Plain text (line breaks kept). */
  description: z.string(),
  coverMediaId: z.string().nullable(),
  categoryId: z.number().int().nullable(),
  timeZone: z.string(),
  status: z.enum(EVENT_STATUSES),
  /** By start ascending. */
  sessions: z.array(ZEventSessionSchema),
});
export type TEventDetail = z.infer<typeof ZEventDetailSchema>;
export const ZEventDetailResponseSchema = apiResult(ZEventDetailSchema);

/** What registering or cancelling did; `registration` is null after a cancellation. */
export const ZRegistrationResultSchema = z.object({
  sessionId: z.number().int(),
  registration: ZMyRegistrationSchema.nullable(),
  session: ZEventSessionSchema,
});
export type TRegistrationResult = z.infer<typeof ZRegistrationResultSchema>;
export const ZRegistrationResponseSchema = apiResult(ZRegistrationResultSchema);

// ---------------------------------------------------------------------------------------------
// Admin writes

const ZTitleSchema = z
  .string({ error: M.titleRequired })
  .trim()
  .min(1, M.titleRequired)
  .max(V.maxTitleLength, M.titleTooLong);
const ZDescriptionSchema = z
  .string({ error: M.descriptionTooLong })
  .trim()
  .max(V.maxDescriptionLength, M.descriptionTooLong)
  .default('');

export const ZEventAudienceInputSchema = z
  .strictObject({
    targetKind: z.enum(EVENT_AUDIENCE_KINDS, { error: M.audienceRequired }),
    /** Job role code, location id or group id (ids as text); '' for ALL. */
    targetCode: z.string({ error: M.targetCodeRequired }).trim().max(V.maxCodeLength, M.targetUnknown).default(''),
  })
  .superRefine((audience, context) => {
    if (audience.targetKind !== 'ALL' && !audience.targetCode) {
      context.addIssue({ code: 'custom', path: ['targetCode'], message: M.targetCodeRequired });
    }
  })
  .transform((audience) => (audience.targetKind === 'ALL' ? { ...audience, targetCode: '' } : audience));
export type TEventAudienceInput = z.input<typeof ZEventAudienceInputSchema>;

export const ZSaveEventRequestSchema = z
  .strictObject({
    titleEn: ZTitleSchema,
    titleFr: ZTitleSchema,
    descriptionEn: ZDescriptionSchema,
    descriptionFr: ZDescriptionSchema,
    coverMediaId: z
      .union([z.uuid({ error: M.mediaIdInvalid }), z.literal('')])
      .nullish()
      .transform((value) => (value ? value.toLowerCase() : null)),
    categoryId: z
      .number({ error: M.categoryInvalid })
      .int(M.categoryInvalid)
      .positive(M.categoryInvalid)
      .max(MAX_ROW_ID, M.categoryInvalid)
      .nullish()
      .transform((value) => value ?? null),
    timeZone: z.string({ error: M.timeZoneInvalid }).trim().refine(isTimeZone, M.timeZoneInvalid),
    audiences: z
      .array(ZEventAudienceInputSchema, { error: M.audienceRequired })
      .min(1, M.audienceRequired)
      .max(V.maxAudiences, M.audiencesTooMany),
  })
  .superRefine((request, context) => {
    const seen = new Set<string>();
    request.audiences.forEach((audience, index) => {
      const key = `${audience.targetKind}:${audience.targetCode}`;
      if (seen.has(key)) {
        context.addIssue({ code: 'custom', path: ['audiences', index, 'targetCode'], message: M.audienceDuplicate });
      }
      seen.add(key);
    });
  });
export type TSaveEventRequest = z.input<typeof ZSaveEventRequestSchema>;
export type TSaveEventData = z.output<typeof ZSaveEventRequestSchema>;

const ZInstantSchema = z.iso
  .datetime({ offset: true, error: M.dateInvalid })
  .transform((value) => new Date(value).toISOString());

export const ZSaveSessionRequestSchema = z
  .strictObject({
    startsAt: ZInstantSchema,
    endsAt: ZInstantSchema,
    /** At or before the start; the start when absent. */
    registrationDeadline: z
      .union([ZInstantSchema, z.literal('')])
      .nullish()
      .transform((value) => value || null),
    mode: z.enum(SESSION_MODES, { error: M.placeRequired }),
    place: z
      .string({ error: M.placeRequired })
      .trim()
      .max(V.maxPlaceLength, M.placeTooLong)
      .nullish()
      .transform((value) => value || null),
    onlineUrl: z
      .string({ error: M.urlInvalid })
      .trim()
      .max(V.maxUrlLength, M.urlInvalid)
      .nullish()
      .transform((value) => value || null),
    capacity: z
      .number({ error: M.capacityInvalid })
      .int(M.capacityInvalid)
      .min(1, M.capacityInvalid)
      .max(V.maxCapacity, M.capacityInvalid),
  })
  .superRefine((request, context) => {
    if (request.endsAt <= request.startsAt) {
      context.addIssue({ code: 'custom', path: ['endsAt'], message: M.endBeforeStart });
    }
    if (request.registrationDeadline && request.registrationDeadline > request.startsAt) {
      context.addIssue({ code: 'custom', path: ['registrationDeadline'], message: M.deadlineAfterStart });
    }
    if (request.mode === 'IN_PERSON' && !request.place) {
      context.addIssue({ code: 'custom', path: ['place'], message: M.placeRequired });
    }
    if (request.mode === 'ONLINE' && !isHttpsUrl(request.onlineUrl)) {
      context.addIssue({ code: 'custom', path: ['onlineUrl'], message: M.urlInvalid });
    }
  })
  .transform((request) => ({
    ...request,
    registrationDeadline: request.registrationDeadline ?? request.startsAt,
    // A session is one or the other: the unused field is dropped, not kept stale.
    place: request.mode === 'IN_PERSON' ? request.place : null,
    onlineUrl: request.mode === 'ONLINE' ? request.onlineUrl : null,
  }));
export type TSaveSessionRequest = z.input<typeof ZSaveSessionRequestSchema>;
export type TSaveSessionData = z.output<typeof ZSaveSessionRequestSchema>;

function isHttpsUrl(value: string | null): boolean {
  const url = value ? URL.parse(value) : null;
  return url !== null && url.protocol === 'https:' && url.hostname !== '';
}

export const ZAttendanceRequestSchema = z.strictObject({
  entries: z
    .array(
      z.strictObject({
        userCode: z
          .string({ error: M.userCodeRequired })
          .trim()
          .min(1, M.userCodeRequired)
          .max(V.maxUserCodeLength, M.notRegistered),
        attendance: z.enum(ATTENDANCE_VALUES, { error: M.attendanceInvalid }),
      }),
      { error: M.attendanceRequired },
    )
    .min(1, M.attendanceRequired)
    .max(V.maxAttendanceEntries, M.attendanceTooMany),
});
export type TAttendanceRequest = z.input<typeof ZAttendanceRequestSchema>;

export const ZMessageRegistrantsRequestSchema = z.strictObject({
  subject: z
    .string({ error: M.subjectRequired })
    .trim()
    .min(1, M.subjectRequired)
    .max(V.maxSubjectLength, M.subjectTooLong),
  body: z
    .string({ error: M.messageRequired })
    .trim()
    .min(1, M.messageRequired)
    .max(V.maxMessageLength, M.messageTooLong),
  /** Also the people on the waiting list (the seated always). */
  includeWaiting: z.boolean().default(false),
});
export type TMessageRegistrantsRequest = z.input<typeof ZMessageRegistrantsRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Admin reads

export const ZEventAudienceSchema = z.object({
  targetKind: z.enum(EVENT_AUDIENCE_KINDS),
  targetCode: z.string(),
});
export type TEventAudience = z.infer<typeof ZEventAudienceSchema>;

export const ZAdminSessionSchema = ZEventSessionSchema.omit({ myRegistration: true }).extend({
  reminderSentAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
});
export type TAdminSession = z.infer<typeof ZAdminSessionSchema>;

export const ZAdminEventSchema = z.object({
  eventId: z.number().int(),
  titleEn: z.string(),
  titleFr: z.string(),
  descriptionEn: z.string(),
  descriptionFr: z.string(),
  coverMediaId: z.string().nullable(),
  categoryId: z.number().int().nullable(),
  timeZone: z.string(),
  audiences: z.array(ZEventAudienceSchema),
  status: z.enum(EVENT_STATUSES),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  sessions: z.array(ZAdminSessionSchema),
});
export type TAdminEvent = z.infer<typeof ZAdminEventSchema>;
export const ZAdminEventResponseSchema = apiResult(ZAdminEventSchema);

export const ZAdminEventListItemSchema = z.object({
  eventId: z.number().int(),
  titleEn: z.string(),
  titleFr: z.string(),
  status: z.enum(EVENT_STATUSES),
  sessionCount: z.number().int(),
  /** The earliest session's start, or null without sessions. */
  firstStartsAt: z.string().nullable(),
  registrationCount: z.number().int(),
  updatedAt: z.string(),
});
export type TAdminEventListItem = z.infer<typeof ZAdminEventListItemSchema>;
export const ZAdminEventListResponseSchema = pagedResult(ZAdminEventListItemSchema);
export const ZAdminSessionResponseSchema = apiResult(ZAdminSessionSchema);
export const ZEventDeleteResponseSchema = apiResult(z.boolean());

export const ZSessionRegistrantSchema = z.object({
  userCode: z.string(),
  displayName: z.string(),
  email: z.string(),
  status: z.enum(REGISTRATION_STATUSES),
  /** Waiting list place (1 = next), null when seated. */
  position: z.number().int().nullable(),
  registeredAt: z.string(),
  attendance: z.enum(ATTENDANCE_VALUES).nullable(),
});
export type TSessionRegistrant = z.infer<typeof ZSessionRegistrantSchema>;
export const ZSessionRegistrationsSchema = z.object({
  session: ZAdminSessionSchema,
  /** By registration time. */
  seated: z.array(ZSessionRegistrantSchema),
  /** By position. */
  waiting: z.array(ZSessionRegistrantSchema),
});
export type TSessionRegistrations = z.infer<typeof ZSessionRegistrationsSchema>;
export const ZSessionRegistrationsResponseSchema = apiResult(ZSessionRegistrationsSchema);

/** Attendance saved: how many entries changed (a repeat changes nothing). */
export const ZAttendanceResponseSchema = apiResult(z.object({ updated: z.number().int() }));
/** Message sent: to how many people. */
export const ZMessageRegistrantsResponseSchema = apiResult(z.object({ recipients: z.number().int() }));
