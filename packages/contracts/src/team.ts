import { z } from 'zod';
import { MAX_ROW_ID, PageDefaults } from './common.ts';
import { ZLearningObjectKindSchema, ZLearningVerbSchema } from './learning-record.ts';
import { ZLocaleCodeSchema } from './locales.ts';
import { UserValidation } from './users.ts';

/*
 * Teams (issue 20, part 1). Module TEAMS (web route /team); a tenant without it gets 404 on every
 * route below (MODULE_API_PREFIXES). Every call needs sign-in.
 *
 * "Line" = everyone below the caller in the reporting tree (users.manager_user_code, recursive,
 * active users only): a manager of managers sees the whole line below them; direct reports have
 * depth 1. Anyone not in the caller's line is 404 for every call naming them (and an assignment or
 * nudge naming one is 404 as a whole: nothing is written).
 *
 *   POST /api/team/members               the caller's line, paged, filtered, sorted, with chip counts
 *                                        (a caller with nobody in their line gets an empty page)
 *   GET  /api/team/members/{userCode}?locale   one member with their assignments and recent activity
 *   GET  /api/team/assignables?kind&term&locale   what may be assigned (max 20): published items of
 *                                        enabled modules; events = upcoming sessions with free seats
 *   POST /api/team/assignments           assign one item to 1..100 members (one transaction; each
 *                                        newly assigned person is notified in their language, audited)
 *   POST /api/team/nudges                remind 1..100 members (at most one per manager and person
 *                                        per 24 h, decided by the database; the others are skipped)
 *   GET  /api/team/mine?locale           any employee: my manager, my teammates, what we learn together
 *
 * A 400 `validation_failed` problem carries `errors` per field with the English texts of
 * TEAM_MESSAGES; `teamMessageKeyOf` turns one into its catalogue key (`team.validation.*`).
 *
 * Names: skills.ts already exports TTeamMember (its calibration team), so a member of this module
 * is TTeamLineMember.
 */

export const TEAMS_MODULE_CODE = 'TEAMS' as const;

export const TeamValidation = {
  maxPageNo: 100_000,
  defaultPageSize: 20,
  maxPageSize: PageDefaults.maxPageSize,
  maxTermLength: 100,
  maxUserCodeLength: UserValidation.maxUserCodeLength,
  /** People named by one assignment or nudge. */
  maxUserCodesPerRequest: 100,
  maxMessageLength: 500,
  /** Assignables listed by one search. */
  maxAssignables: 20,
  /** Skill gaps shown per member. */
  maxTopGaps: 3,
  /** Recent activity entries of one member. */
  maxRecentActivity: 10,
  /** "Learning together": the most common items of the team over this many days, at most maxLearningTogether. */
  learningTogetherDays: 30,
  maxLearningTogether: 6,
  /** A member without any learning record statement for this many days is INACTIVE. */
  inactiveDays: 30,
  /** One nudge per manager and person per this many hours. */
  nudgeHours: 24,
} as const;

/** DIRECT: depth 1 only; LINE: the whole line below the caller. */
export const TEAM_SCOPES = ['DIRECT', 'LINE'] as const;
export type TTeamScope = (typeof TEAM_SCOPES)[number];
/**
 * OVERDUE: at least one overdue item or assessment; ASSESSMENTS_PENDING: at least one assigned
 * assessment not passed/completed; NOT_STARTED: has a core path at 0 % or no statement at all;
 * INACTIVE: no learning record statement for TeamValidation.inactiveDays days.
 */
export const TEAM_FILTERS = ['ALL', 'OVERDUE', 'ASSESSMENTS_PENDING', 'NOT_STARTED', 'INACTIVE'] as const;
export type TTeamFilter = (typeof TEAM_FILTERS)[number];
/** PROGRESS: core path percent (members without one last); LAST_ACTIVE: the latest statement. */
export const TEAM_SORTS = ['NAME', 'PROGRESS', 'OVERDUE', 'LAST_ACTIVE'] as const;
export type TTeamSort = (typeof TEAM_SORTS)[number];
export const TEAM_SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type TTeamSortDirection = (typeof TEAM_SORT_DIRECTIONS)[number];
/** What a manager assigns: a learning path, a resource, an assessment set, an event session. */
export const TEAM_ASSIGNABLE_KINDS = ['PATH', 'RESOURCE', 'ASSESSMENT', 'EVENT'] as const;
export type TTeamAssignableKind = (typeof TEAM_ASSIGNABLE_KINDS)[number];
/** Kinds whose assignment carries a due date (a path's items and an event session have their own dates). */
export const TEAM_KINDS_WITH_DUE_DATE: readonly TTeamAssignableKind[] = ['RESOURCE', 'ASSESSMENT'];
export const TEAM_ASSIGNMENT_STATUSES = ['NOT_STARTED', 'IN_PROGRESS', 'COMPLETED'] as const;
export type TTeamAssignmentStatus = (typeof TEAM_ASSIGNMENT_STATUSES)[number];

export const TEAM_MESSAGES = {
  pageInvalid: 'Enter a page number',
  pageSizeInvalid: `Enter a page size between 1 and ${TeamValidation.maxPageSize}`,
  termTooLong: 'The search text is too long',
  scopeInvalid: 'Choose direct reports or the whole line',
  filterInvalid: 'Choose a filter',
  sortInvalid: 'Choose a sort',
  directionInvalid: 'Choose ascending or descending',
  kindInvalid: 'Choose a path, a resource, an assessment or an event',
  itemInvalid: 'Choose what to assign',
  peopleRequired: 'Choose at least one person',
  peopleTooMany: `Choose at most ${TeamValidation.maxUserCodesPerRequest} people`,
  userCodeInvalid: 'Choose a person',
  peopleDuplicate: 'This person is listed twice',
  dueDateInvalid: 'Enter a date (YYYY-MM-DD)',
  dueDatePast: 'The due date must be today or later',
  dueDateNotAllowed: 'A path or an event has its own dates: leave the due date empty',
  messageTooLong: `The message is at most ${TeamValidation.maxMessageLength} characters`,
  // 409s of assignments (the problem's detail carries these texts).
  itemUnavailable: 'This item can no longer be assigned',
  notInEventAudience: 'Someone you chose is not in this event’s audience',
} as const;
export type TTeamMessageName = keyof typeof TEAM_MESSAGES;

/** The catalogue key of an English message text of a 400/409 problem, or undefined. */
export function teamMessageKeyOf(text: string): string | undefined {
  const entry = Object.entries(TEAM_MESSAGES).find(([, message]) => message === text);
  return entry ? `team.validation.${entry[0]}` : undefined;
}

/** Web paths: the team page and one member's page. */
export const TEAM_PATHS = { team: '/team' } as const;
export function teamMemberPath(userCode: string): string {
  return `/team/${encodeURIComponent(userCode)}`;
}

const M = TEAM_MESSAGES;
const V = TeamValidation;

const ZUserCodeSchema = z
  .string({ error: M.userCodeInvalid })
  .trim()
  .min(1, M.userCodeInvalid)
  .max(V.maxUserCodeLength, M.userCodeInvalid);

/** Today in UTC as YYYY-MM-DD (the server's clock decides "past" on the server). */
function todayUtc(): string {
  return new Date().toISOString().slice(0, 10);
}

// ---------------------------------------------------------------------------------------------
// Requests

/** `POST /api/team/members`. Counts follow scope and term, not the filter (they label the filter chips). */
export const ZTeamMembersRequestSchema = z.strictObject({
  pageNo: z
    .number({ error: M.pageInvalid })
    .int(M.pageInvalid)
    .min(1, M.pageInvalid)
    .max(V.maxPageNo, M.pageInvalid)
    .default(PageDefaults.pageNo),
  pageSize: z
    .number({ error: M.pageSizeInvalid })
    .int(M.pageSizeInvalid)
    .min(1, M.pageSizeInvalid)
    .max(V.maxPageSize, M.pageSizeInvalid)
    .default(V.defaultPageSize),
  /** Matches the display name, email or user code (case-insensitive, contains). */
  term: z
    .string({ error: M.termTooLong })
    .trim()
    .max(V.maxTermLength, M.termTooLong)
    .optional()
    .transform((value) => value || undefined),
  scope: z.enum(TEAM_SCOPES, { error: M.scopeInvalid }).default('LINE'),
  filter: z.enum(TEAM_FILTERS, { error: M.filterInvalid }).default('ALL'),
  sort: z.enum(TEAM_SORTS, { error: M.sortInvalid }).default('NAME'),
  direction: z.enum(TEAM_SORT_DIRECTIONS, { error: M.directionInvalid }).default('asc'),
  /** The language of titles (paths, activity); the tenant's default when absent. */
  locale: ZLocaleCodeSchema.optional(),
});
export type TTeamMembersRequest = z.input<typeof ZTeamMembersRequestSchema>;
export type TParsedTeamMembersRequest = z.output<typeof ZTeamMembersRequestSchema>;

export const ZTeamMemberParamsSchema = z.object({
  userCode: ZUserCodeSchema,
});
export type TTeamMemberParams = z.infer<typeof ZTeamMemberParamsSchema>;

export const ZTeamLocaleQuerySchema = z.object({ locale: ZLocaleCodeSchema.optional() });

export const ZTeamAssignablesQuerySchema = z.object({
  kind: z.enum(TEAM_ASSIGNABLE_KINDS, { error: M.kindInvalid }),
  term: z
    .string({ error: M.termTooLong })
    .trim()
    .max(V.maxTermLength, M.termTooLong)
    .optional()
    .transform((value) => value || undefined),
  locale: ZLocaleCodeSchema.optional(),
});
export type TTeamAssignablesQuery = z.input<typeof ZTeamAssignablesQuerySchema>;

const ZUserCodesSchema = z
  .array(ZUserCodeSchema, { error: M.peopleRequired })
  .min(1, M.peopleRequired)
  .max(V.maxUserCodesPerRequest, M.peopleTooMany)
  .superRefine((codes, context) => {
    const seen = new Set<string>();
    codes.forEach((code, index) => {
      if (seen.has(code)) {
        context.addIssue({ code: 'custom', path: [index], message: M.peopleDuplicate });
      }
      seen.add(code);
    });
  });

const ZMessageSchema = z
  .string({ error: M.messageTooLong })
  .trim()
  .max(V.maxMessageLength, M.messageTooLong)
  .optional()
  .transform((value) => value || undefined);

/**
 * `POST /api/team/assignments`. `itemId`: the path, resource or assessment set id, or the event
 * SESSION id for EVENT (registers each person by the events module's seat rules: a free seat
 * seats them, else they wait in line). An item unpublished, gone or closed for registration is a
 * 409 (itemUnavailable). `dueDate` only for RESOURCE and ASSESSMENT (400 otherwise).
 */
export const ZTeamAssignRequestSchema = z
  .strictObject({
    kind: z.enum(TEAM_ASSIGNABLE_KINDS, { error: M.kindInvalid }),
    itemId: z
      .number({ error: M.itemInvalid })
      .int(M.itemInvalid)
      .positive(M.itemInvalid)
      .max(MAX_ROW_ID, M.itemInvalid),
    userCodes: ZUserCodesSchema,
    dueDate: z
      .union([z.iso.date({ error: M.dueDateInvalid }), z.literal('')], { error: M.dueDateInvalid })
      .nullish()
      .transform((value) => value || undefined),
    message: ZMessageSchema,
  })
  .superRefine((request, context) => {
    if (!request.dueDate) {
      return;
    }
    if (!TEAM_KINDS_WITH_DUE_DATE.includes(request.kind)) {
      context.addIssue({ code: 'custom', path: ['dueDate'], message: M.dueDateNotAllowed });
    } else if (request.dueDate < todayUtc()) {
      context.addIssue({ code: 'custom', path: ['dueDate'], message: M.dueDatePast });
    }
  });
export type TTeamAssignRequest = z.input<typeof ZTeamAssignRequestSchema>;
export type TParsedTeamAssignRequest = z.output<typeof ZTeamAssignRequestSchema>;

/** `POST /api/team/nudges`. */
export const ZTeamNudgeRequestSchema = z.strictObject({
  userCodes: ZUserCodesSchema,
  message: ZMessageSchema,
});
export type TTeamNudgeRequest = z.input<typeof ZTeamNudgeRequestSchema>;
export type TParsedTeamNudgeRequest = z.output<typeof ZTeamNudgeRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Responses

export const ZTeamPersonSchema = z.object({
  userCode: z.string(),
  displayName: z.string(),
  pictureMediaId: z.string().nullable(),
  /** The job role's name in the requested language. */
  jobRole: z.string().nullable(),
});
export type TTeamPerson = z.infer<typeof ZTeamPersonSchema>;

export const ZTeamActivitySchema = z.object({
  verb: ZLearningVerbSchema,
  /** The title of what was done (in the requested language; '' when the item is gone). */
  title: z.string(),
  at: z.string(),
});
export type TTeamActivity = z.infer<typeof ZTeamActivitySchema>;

export const ZTeamLineMemberSchema = ZTeamPersonSchema.extend({
  locationNames: z.array(z.string()),
  /** Their manager (the caller for direct reports). */
  managerUserCode: z.string(),
  managerName: z.string(),
  /** 1 = reports to the caller; 2 = reports to one of the caller's reports; ... */
  depth: z.number().int().positive(),
  /** The member's core path (the dashboard's certification path) and its completion percent. */
  corePath: z.object({ pathId: z.number().int(), title: z.string(), percent: z.number().int() }).nullable(),
  /** Required path items past their due day and resources past their due date, not completed. */
  overdueItems: z.number().int().nonnegative(),
  /** Assigned assessment sets not yet passed or completed (overdue ones included). */
  pendingAssessments: z.number().int().nonnegative(),
  /** Of those, the ones past their due day. */
  overdueAssessments: z.number().int().nonnegative(),
  /** The largest gaps between the job role's targets and the member's levels (at most 3, largest first). */
  topGaps: z.array(z.object({ competencyId: z.number().int(), name: z.string(), gap: z.number().int() })),
  lastActivity: ZTeamActivitySchema.nullable(),
});
export type TTeamLineMember = z.infer<typeof ZTeamLineMemberSchema>;

export const ZTeamCountsSchema = z.object({
  all: z.number().int().nonnegative(),
  overdue: z.number().int().nonnegative(),
  assessmentsPending: z.number().int().nonnegative(),
  notStarted: z.number().int().nonnegative(),
  inactive: z.number().int().nonnegative(),
});
export type TTeamCounts = z.infer<typeof ZTeamCountsSchema>;

export const ZTeamMembersResponseSchema = z.object({
  totalRecords: z.number().int().nonnegative(),
  result: z.array(ZTeamLineMemberSchema),
  counts: ZTeamCountsSchema,
});
export type TTeamMembersResponse = z.infer<typeof ZTeamMembersResponseSchema>;

export const ZTeamMemberAssignmentSchema = z.object({
  kind: z.enum(TEAM_ASSIGNABLE_KINDS),
  /** The path, resource or assessment set id; the session id for EVENT. */
  itemId: z.number().int(),
  title: z.string(),
  /** YYYY-MM-DD, or null without one. */
  dueDate: z.string().nullable(),
  assignedAt: z.string(),
  status: z.enum(TEAM_ASSIGNMENT_STATUSES),
});
export type TTeamMemberAssignment = z.infer<typeof ZTeamMemberAssignmentSchema>;

export const ZTeamRecentActivitySchema = ZTeamActivitySchema.extend({ kind: ZLearningObjectKindSchema });
export type TTeamRecentActivity = z.infer<typeof ZTeamRecentActivitySchema>;

export const ZTeamMemberDetailResponseSchema = z.object({
  member: ZTeamLineMemberSchema,
  /** Newest first. */
  assignments: z.array(ZTeamMemberAssignmentSchema),
  /** The 10 latest statements, newest first. */
  recentActivity: z.array(ZTeamRecentActivitySchema),
});
export type TTeamMemberDetailResponse = z.infer<typeof ZTeamMemberDetailResponseSchema>;

export const ZTeamAssignableSchema = z.object({
  kind: z.enum(TEAM_ASSIGNABLE_KINDS),
  itemId: z.number().int(),
  title: z.string(),
  /** EVENT: the session's start (ISO instant); otherwise null. */
  detail: z.string().nullable(),
});
export type TTeamAssignable = z.infer<typeof ZTeamAssignableSchema>;
export const ZTeamAssignablesResponseSchema = z.object({ result: z.array(ZTeamAssignableSchema) });
export type TTeamAssignablesResponse = z.infer<typeof ZTeamAssignablesResponseSchema>;

export const ZTeamAssignResponseSchema = z.object({
  assigned: z.array(z.string()),
  alreadyAssigned: z.array(z.string()),
});
export type TTeamAssignResponse = z.infer<typeof ZTeamAssignResponseSchema>;

export const ZTeamNudgeResponseSchema = z.object({
  sent: z.array(z.string()),
  /** Nudged by the same manager within the last 24 h. */
  skipped: z.array(z.string()),
});
export type TTeamNudgeResponse = z.infer<typeof ZTeamNudgeResponseSchema>;

export const ZTeamLearningTogetherSchema = z.object({
  kind: z.enum(TEAM_ASSIGNABLE_KINDS),
  itemId: z.number().int(),
  title: z.string(),
  /** Teammates (me included) who worked on it in the last 30 days. */
  peopleCount: z.number().int().positive(),
});
export type TTeamLearningTogether = z.infer<typeof ZTeamLearningTogetherSchema>;

export const ZMyTeamResponseSchema = z.object({
  manager: ZTeamPersonSchema.nullable(),
  /** Same manager, not me, by name. */
  teammates: z.array(ZTeamPersonSchema),
  learningTogether: z.array(ZTeamLearningTogetherSchema),
});
export type TMyTeamResponse = z.infer<typeof ZMyTeamResponseSchema>;
