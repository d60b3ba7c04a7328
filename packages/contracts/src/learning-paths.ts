import { z } from 'zod';
import { apiResult, pagedResult, positiveIntegerParameter, PageDefaults } from './common.ts';
import { ZLocaleCodeSchema } from './locales.ts';
import { CERTIFICATION_STATUSES } from './search-url.ts';
import {
  LearningPathValidation,
  LearningPathLookupDefaults,
  PATH_STATUSES,
  PATH_ITEM_KINDS,
  ITEM_STATES,
  LEVEL_STATES,
  LEARNING_PATH_MESSAGES,
} from './learning-path-rules.ts';

/*
 * Learning paths (issue 15; spec sections 2, 3, 6, 7 "Learning path", 9). Module LEARNINGPATH; a
 * tenant without it gets 404 on every route below (MODULE_API_PREFIXES).
 *
 * A path has levels, a level has modules, a module has ordered items (a RESOURCE or an
 * ASSESSMENTSET, required or elective). Progress is computed from the learning record
 * (learning-record.ts): an item is done when the record holds `completed` for its object. A level
 * opens when every required item of the levels before it is done. Paths are versioned: saving a
 * published path makes a new version; completions stay (they are per object), and the learner's
 * view names the new required items ("delta").
 *
 * Learner routes (signed in; `userCode` other than the caller's needs LEARNINGPATH_ADMIN):
 *   GET  /api/corepath?userCode&locale                 the core path view (null when none)
 *   GET  /api/corepath/CorePathOnBoardingStatus        isCorePathAssigned, isCorePathAvailableForUser
 *   GET  /api/corepath/tenantPaths?locale              published paths of the tenant
 *   GET  /api/corepath/jobRolePaths?locale             published paths for the caller's job role / location / self
 *   GET  /api/corepath/getCorePathItems?locale         the core path's items, flat, with states
 *   GET  /api/corepath/getCorePathItemsCount?pathId    counts of a path's items for the caller
 *   POST /api/corepath/setUserPath                     choose the core path (LEARNINGPATH_CHANGE_PATH)
 *   POST /api/corepath/completeItem                    mark an item done (LEARNINGPATH_COMPLETE_PATH)
 *   POST /api/corepath/acknowledgeVersion              the learner has seen the new version's delta
 *   GET  /api/pathinfo?pathId&locale                   one published path, summarised (caller's core path without pathId)
 *   GET  /api/goals/goaltypes?locale                   the tenant's goal types
 *   GET  /api/goals?locale  POST /api/goals  DELETE /api/goals/{id}   the caller's goals
 * Admin routes (LEARNINGPATH_ADMIN):
 *   POST   /api/path/admin/list                 paths, every status, search and paging
 *   GET    /api/path/admin/{id}                 one path with its levels, modules and items (latest version)
 *   POST   /api/path/admin                      create (DRAFT, version 1) -> 201
 *   PUT    /api/path/admin/{id}?ignoreWarnings  replace levels/modules/items (order = array order);
 *                                               a published path gets a new version
 *   DELETE /api/path/admin/{id}
 *   POST   /api/path/admin/{id}/publish   /unpublish
 *   GET|PUT /api/path/admin/{id}/assignments     by job role, location or user
 *   POST   /api/goals/goaltypes   PUT|DELETE /api/goals/goaltypes/{id}
 *   POST   /api/path/admin/Search     ActionEntityName=Resource, ActionEntityId[] -> paths using them
 *   POST   /api/modules/admin/Search  ActionEntityName=Resource, ActionEntityId[] -> modules using them
 */

export const ZPathStatusSchema = z.enum(PATH_STATUSES);
export const ZPathItemKindSchema = z.enum(PATH_ITEM_KINDS);

const M = LEARNING_PATH_MESSAGES;
const V = LearningPathValidation;

// ---------------------------------------------------------------------------------------------
// Shared field schemas

export const ZPathIdSchema = z
  .number({ error: M.pathIdInvalid })
  .int(M.pathIdInvalid)
  .positive(M.pathIdInvalid)
  .max(V.maxId);
export const ZPathItemIdSchema = z
  .number({ error: M.itemIdInvalid })
  .int(M.itemIdInvalid)
  .positive(M.itemIdInvalid)
  .max(V.maxId);
export const ZPathParamsSchema = z.object({ id: positiveIntegerParameter('id', V.maxId) });
export type TPathParams = z.infer<typeof ZPathParamsSchema>;

const ZTitleSchema = z.string().trim().max(V.maxTitleLength, M.titleTooLong).default('');
const ZDescriptionSchema = z
  .string()
  .trim()
  .max(V.maxDescriptionLength, M.descriptionTooLong)
  .nullish()
  .transform((value) => (value ? value : null));
const ZDueDaysSchema = z
  .number({ error: M.dueDaysInvalid })
  .int(M.dueDaysInvalid)
  .min(1, M.dueDaysInvalid)
  .max(V.maxDueDays, M.dueDaysInvalid)
  .nullish()
  .transform((value) => value ?? null);

/** Texts in both languages; at least one title (checked by the server: `titleRequired`). */
const textFields = { titleEn: ZTitleSchema, titleFr: ZTitleSchema };

export const ZLocaleOnlyQuerySchema = z.object({ locale: ZLocaleCodeSchema.optional() });

// ---------------------------------------------------------------------------------------------
// Learner view

export const ZPathProgressSchema = z.object({
  totalItems: z.number().int(),
  completedItems: z.number().int(),
  requiredItems: z.number().int(),
  completedRequiredItems: z.number().int(),
  /** Required items done, 0..100 (all items when the path has no required item). */
  percent: z.number().int().min(0).max(100),
});
export type TPathProgress = z.infer<typeof ZPathProgressSchema>;

export const ZLearnerPathItemSchema = z.object({
  itemId: z.number().int(),
  levelId: z.number().int(),
  moduleId: z.number().int(),
  position: z.number().int(),
  kind: ZPathItemKindSchema,
  objectId: z.number().int(),
  title: z.string(),
  isRequired: z.boolean(),
  state: z.enum(ITEM_STATES),
  /** Whether the learner marks it done (a resource); an assessment set is completed by passing it. */
  isCompletable: z.boolean(),
  /** Where the web app opens it (`/resources/{id}`, `/assessment/{setId}`), null when it cannot be opened. */
  url: z.string().nullable(),
  dueAt: z.string().nullable(),
  isOverdue: z.boolean(),
  completedAt: z.string().nullable(),
  /** The record holds a view but no completion. */
  isStarted: z.boolean(),
});
export type TLearnerPathItem = z.infer<typeof ZLearnerPathItemSchema>;

export const ZLearnerPathModuleSchema = z.object({
  moduleId: z.number().int(),
  title: z.string(),
  items: z.array(ZLearnerPathItemSchema),
});
export type TLearnerPathModule = z.infer<typeof ZLearnerPathModuleSchema>;

export const ZLearnerPathLevelSchema = z.object({
  levelId: z.number().int(),
  position: z.number().int(),
  title: z.string(),
  state: z.enum(LEVEL_STATES),
  progress: ZPathProgressSchema,
  modules: z.array(ZLearnerPathModuleSchema),
});
export type TLearnerPathLevel = z.infer<typeof ZLearnerPathLevelSchema>;

export const ZCertificationSchema = z.object({
  status: z.enum(CERTIFICATION_STATUSES),
  /** Required items done, 0..100; null without a core path. */
  score: z.number().int().min(0).max(100).nullable(),
});
export type TCertification = z.infer<typeof ZCertificationSchema>;

/** What changed since the version the learner last acknowledged: required items to do that are new. */
export const ZPathDeltaSchema = z.object({
  fromVersion: z.number().int(),
  toVersion: z.number().int(),
  newRequiredItemIds: z.array(z.number().int()),
});
export type TPathDelta = z.infer<typeof ZPathDeltaSchema>;

export const ZLearnerPathSchema = z.object({
  pathId: z.number().int(),
  version: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  isCore: z.boolean(),
  assignedAt: z.string(),
  /** assignedAt + the path's dueDays; null when the path has none. */
  dueAt: z.string().nullable(),
  isOverdue: z.boolean(),
  progress: ZPathProgressSchema,
  levels: z.array(ZLearnerPathLevelSchema),
  /** "Continue where I left off": the last started item not done, else the first available one. */
  continueItem: ZLearnerPathItemSchema.nullable(),
  delta: ZPathDeltaSchema.nullable(),
  certification: ZCertificationSchema,
});
export type TLearnerPath = z.infer<typeof ZLearnerPathSchema>;

/** `GET /api/corepath?userCode&locale`. */
export const ZCorePathQuerySchema = z.object({
  userCode: z.string().trim().min(1).max(V.maxCodeLength).optional(),
  locale: ZLocaleCodeSchema.optional(),
});
export type TCorePathQuery = z.infer<typeof ZCorePathQuerySchema>;
export const ZCorePathResponseSchema = apiResult(ZLearnerPathSchema.nullable());
export type TCorePathResponse = z.infer<typeof ZCorePathResponseSchema>;

// `GET /api/corepath/CorePathOnBoardingStatus` answers ZCorePathOnboardingStatusResponseSchema (onboarding-inputs.ts).

/** A path in the learner's lists. */
export const ZPathSummarySchema = z.object({
  pathId: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  isCore: z.boolean(),
  jobRoleCode: z.string().nullable(),
  version: z.number().int(),
  levelCount: z.number().int(),
  itemCount: z.number().int(),
  requiredItemCount: z.number().int(),
  dueDays: z.number().int().nullable(),
  /** The caller's current core path. */
  isSelected: z.boolean(),
});
export type TPathSummary = z.infer<typeof ZPathSummarySchema>;
export const ZPathListResponseSchema = apiResult(z.array(ZPathSummarySchema));
export type TPathListResponse = z.infer<typeof ZPathListResponseSchema>;

/** `GET /api/corepath/getCorePathItems`. */
export const ZCorePathItemsResponseSchema = apiResult(z.array(ZLearnerPathItemSchema));
export type TCorePathItemsResponse = z.infer<typeof ZCorePathItemsResponseSchema>;

/** `GET /api/corepath/getCorePathItemsCount?pathId=`. */
export const ZPathItemsCountQuerySchema = z.object({ pathId: positiveIntegerParameter('pathId', V.maxId) });
export const ZPathItemsCountResponseSchema = apiResult(ZPathProgressSchema);
export type TPathItemsCountResponse = z.infer<typeof ZPathItemsCountResponseSchema>;

/** `POST /api/corepath/setUserPath`: the path must be one of tenantPaths / jobRolePaths. */
export const ZSetUserPathRequestSchema = z.strictObject({ pathId: ZPathIdSchema });
export type TSetUserPathRequest = z.infer<typeof ZSetUserPathRequestSchema>;
export const ZSetUserPathResponseSchema = apiResult(ZLearnerPathSchema);

/** `POST /api/corepath/completeItem`: an item of the caller's core path (current version). */
export const ZCompleteItemRequestSchema = z.strictObject({ itemId: ZPathItemIdSchema });
export type TCompleteItemRequest = z.infer<typeof ZCompleteItemRequestSchema>;
export const ZCompleteItemResultSchema = z.object({
  item: ZLearnerPathItemSchema,
  progress: ZPathProgressSchema,
  /** The level this completion opened ("Level 2 is now open"), else null. */
  unlockedLevel: z.object({ levelId: z.number().int(), title: z.string() }).nullable(),
  /** False when the item was already done (a replay): nothing new was counted. */
  isNewlyCompleted: z.boolean(),
});
export type TCompleteItemResult = z.infer<typeof ZCompleteItemResultSchema>;
export const ZCompleteItemResponseSchema = apiResult(ZCompleteItemResultSchema);

/** `POST /api/corepath/acknowledgeVersion`: the delta was shown; the view stops naming it. */
export const ZAcknowledgeVersionRequestSchema = z.strictObject({ pathId: ZPathIdSchema });
export const ZAcknowledgeVersionResponseSchema = apiResult(z.boolean());

/** `GET /api/pathinfo?pathId&locale`. */
export const ZPathInfoQuerySchema = z.object({
  pathId: positiveIntegerParameter('pathId', V.maxId).optional(),
  locale: ZLocaleCodeSchema.optional(),
});
export const ZPathInfoSchema = ZPathSummarySchema.extend({
  levels: z.array(
    z.object({
      levelId: z.number().int(),
      title: z.string(),
      modules: z.array(z.object({ moduleId: z.number().int(), title: z.string(), itemCount: z.number().int() })),
    }),
  ),
  progress: ZPathProgressSchema,
  certification: ZCertificationSchema,
});
export type TPathInfo = z.infer<typeof ZPathInfoSchema>;
export const ZPathInfoResponseSchema = apiResult(ZPathInfoSchema);
export type TPathInfoResponse = z.infer<typeof ZPathInfoResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Goals

export const ZGoalTypeSchema = z.object({
  goalTypeId: z.number().int(),
  code: z.string(),
  name: z.string(),
  nameEn: z.string(),
  nameFr: z.string(),
});
export type TGoalType = z.infer<typeof ZGoalTypeSchema>;
export const ZGoalTypesResponseSchema = apiResult(z.array(ZGoalTypeSchema));

export const ZSaveGoalTypeRequestSchema = z.strictObject({
  code: z.string().trim().min(1, M.codeRequired).max(V.maxCodeLength),
  ...textFields,
});
export type TSaveGoalTypeRequest = z.input<typeof ZSaveGoalTypeRequestSchema>;
export const ZGoalTypeResponseSchema = apiResult(ZGoalTypeSchema);

export const ZGoalSchema = z.object({
  goalId: z.number().int(),
  goalTypeId: z.number().int(),
  goalTypeName: z.string(),
  title: z.string(),
  pathId: z.number().int().nullable(),
  pathTitle: z.string().nullable(),
  targetDate: z.string().nullable(),
  /** From the record: the linked path's required items all done. */
  isAchieved: z.boolean(),
  createdAt: z.string(),
});
export type TGoal = z.infer<typeof ZGoalSchema>;
export const ZGoalsResponseSchema = apiResult(z.array(ZGoalSchema));

export const ZCreateGoalRequestSchema = z.strictObject({
  goalTypeId: z.number({ error: M.goalTypeUnknown }).int().positive().max(V.maxId),
  title: z.string().trim().min(1, M.goalTitleRequired).max(V.maxGoalTitleLength, M.titleTooLong),
  pathId: ZPathIdSchema.nullish().transform((value) => value ?? null),
  targetDate: z.iso
    .date()
    .nullish()
    .transform((value) => value ?? null),
});
export type TCreateGoalRequest = z.input<typeof ZCreateGoalRequestSchema>;
export const ZGoalResponseSchema = apiResult(ZGoalSchema);

// ---------------------------------------------------------------------------------------------
// Admin: the path tree. One save replaces levels, modules and items; array order is the order,
// so creating, editing, removing and reordering levels, modules and items are all this call.

export const ZPathItemInputSchema = z.strictObject({
  kind: ZPathItemKindSchema,
  objectId: z.number().int().positive().max(V.maxId),
  isRequired: z.boolean().default(true),
  dueDays: ZDueDaysSchema.describe('Days after assignment; the path dueDays when null'),
});
export type TPathItemInput = z.input<typeof ZPathItemInputSchema>;

export const ZPathModuleInputSchema = z.strictObject({
  ...textFields,
  items: z.array(ZPathItemInputSchema).max(V.maxItemsPerModule, M.tooManyItems).default([]),
});
export type TPathModuleInput = z.input<typeof ZPathModuleInputSchema>;

export const ZPathLevelInputSchema = z.strictObject({
  ...textFields,
  modules: z.array(ZPathModuleInputSchema).max(V.maxModulesPerLevel, M.tooManyModules).default([]),
});
export type TPathLevelInput = z.input<typeof ZPathLevelInputSchema>;

const pathFields = {
  ...textFields,
  descriptionEn: ZDescriptionSchema,
  descriptionFr: ZDescriptionSchema,
  /** A core path is the core path of one job role (one per job role). */
  isCore: z.boolean().default(false),
  jobRoleCode: z
    .string()
    .trim()
    .max(V.maxCodeLength)
    .nullish()
    .transform((value) => (value ? value : null)),
  dueDays: ZDueDaysSchema,
  levels: z.array(ZPathLevelInputSchema).min(1, M.levelRequired).max(V.maxLevels, M.tooManyLevels),
};

/** `POST /api/path/admin`: a new DRAFT path, version 1. */
export const ZCreatePathRequestSchema = z.strictObject(pathFields);
export type TCreatePathRequest = z.input<typeof ZCreatePathRequestSchema>;
export type TCreatePathData = z.output<typeof ZCreatePathRequestSchema>;

/** `PUT /api/path/admin/{id}?ignoreWarnings=true|false`: same body. */
export const ZUpdatePathRequestSchema = ZCreatePathRequestSchema;
export type TUpdatePathRequest = TCreatePathRequest;
export const ZUpdatePathQuerySchema = z.object({
  ignoreWarnings: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});

export const ZAdminPathItemSchema = z.object({
  itemId: z.number().int(),
  kind: ZPathItemKindSchema,
  objectId: z.number().int(),
  /** The resource's title in the asked language ('' when it no longer exists). */
  title: z.string(),
  isRequired: z.boolean(),
  dueDays: z.number().int().nullable(),
  /** How many learners have started or completed it (warn before removing). */
  learnersStarted: z.number().int(),
});
export const ZAdminPathModuleSchema = z.object({
  moduleId: z.number().int(),
  titleEn: z.string(),
  titleFr: z.string(),
  items: z.array(ZAdminPathItemSchema),
});
export const ZAdminPathLevelSchema = z.object({
  levelId: z.number().int(),
  titleEn: z.string(),
  titleFr: z.string(),
  modules: z.array(ZAdminPathModuleSchema),
});
export const ZAdminPathSchema = z.object({
  pathId: z.number().int(),
  titleEn: z.string(),
  titleFr: z.string(),
  descriptionEn: z.string().nullable(),
  descriptionFr: z.string().nullable(),
  isCore: z.boolean(),
  jobRoleCode: z.string().nullable(),
  dueDays: z.number().int().nullable(),
  status: ZPathStatusSchema,
  version: z.number().int(),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
  levels: z.array(ZAdminPathLevelSchema),
});
export type TAdminPath = z.infer<typeof ZAdminPathSchema>;
export const ZAdminPathResponseSchema = apiResult(ZAdminPathSchema);
export type TAdminPathResponse = z.infer<typeof ZAdminPathResponseSchema>;

/** An item learners started or completed that a save would remove (the save waits for ignoreWarnings). */
export const ZRemovedItemWarningSchema = z.object({
  kind: ZPathItemKindSchema,
  objectId: z.number().int(),
  title: z.string(),
  learnersStarted: z.number().int(),
});
export const ZUpdatePathResultSchema = z.object({
  /** Null when nothing was saved (warnings to confirm). */
  path: ZAdminPathSchema.nullable(),
  /** True when the save made a new version of a published path. */
  isNewVersion: z.boolean(),
  warnings: z.array(ZRemovedItemWarningSchema),
});
export const ZUpdatePathResponseSchema = apiResult(ZUpdatePathResultSchema);
export type TUpdatePathResponse = z.infer<typeof ZUpdatePathResponseSchema>;

/** `POST /api/path/admin/list`. */
export const ZAdminPathListRequestSchema = z.strictObject({
  searchText: z.string().trim().max(V.maxSearchTextLength).default(''),
  status: ZPathStatusSchema.optional(),
  pageNo: z.number().int().min(1).default(LearningPathLookupDefaults.pageNo),
  pageSize: z.number().int().min(1).max(PageDefaults.maxPageSize).default(LearningPathLookupDefaults.pageSize),
  locale: ZLocaleCodeSchema.optional(),
});
export type TAdminPathListRequest = z.input<typeof ZAdminPathListRequestSchema>;
export const ZAdminPathListItemSchema = z.object({
  pathId: z.number().int(),
  title: z.string(),
  titleEn: z.string(),
  titleFr: z.string(),
  isCore: z.boolean(),
  jobRoleCode: z.string().nullable(),
  status: ZPathStatusSchema,
  version: z.number().int(),
  levelCount: z.number().int(),
  itemCount: z.number().int(),
  learnerCount: z.number().int(),
  updatedAt: z.string(),
});
export type TAdminPathListItem = z.infer<typeof ZAdminPathListItemSchema>;
export const ZAdminPathListResponseSchema = pagedResult(ZAdminPathListItemSchema);
export type TAdminPathListResponse = z.infer<typeof ZAdminPathListResponseSchema>;

export const ZPathActionResponseSchema = apiResult(ZAdminPathSchema);
export const ZDeletePathResponseSchema = apiResult(z.number().int());

/** `GET|PUT /api/path/admin/{id}/assignments`: who gets the path (replaces the lists). */
export const ZPathAssignmentsSchema = z.strictObject({
  jobRoleCodes: z.array(z.string().trim().min(1).max(V.maxCodeLength)).max(V.maxAssignmentsPerKind).default([]),
  locationIds: z.array(z.number().int().positive().max(V.maxId)).max(V.maxAssignmentsPerKind).default([]),
  userCodes: z.array(z.string().trim().min(1).max(V.maxCodeLength)).max(V.maxAssignmentsPerKind).default([]),
});
export type TPathAssignments = z.output<typeof ZPathAssignmentsSchema>;
export type TPathAssignmentsRequest = z.input<typeof ZPathAssignmentsSchema>;
export const ZPathAssignmentsResponseSchema = apiResult(ZPathAssignmentsSchema);

/** The resource admin's "used in" searches (spec section 7 "Resource module"). */
export const ZUsageSearchRequestSchema = z.object({
  ActionEntityName: z.literal('Resource', { error: M.actionEntityNameInvalid }),
  ActionEntityId: z.array(z.number().int().positive().max(V.maxId)).min(1).max(V.maxIdsPerRequest),
  locale: ZLocaleCodeSchema.optional(),
});
export type TUsageSearchRequest = z.input<typeof ZUsageSearchRequestSchema>;
export const ZPathUsageSchema = z.object({
  actionEntityId: z.number().int(),
  paths: z.array(z.object({ pathId: z.number().int(), title: z.string(), status: ZPathStatusSchema })),
});
export const ZPathUsageResponseSchema = apiResult(z.array(ZPathUsageSchema));
export type TPathUsageResponse = z.infer<typeof ZPathUsageResponseSchema>;
export const ZModuleUsageSchema = z.object({
  actionEntityId: z.number().int(),
  modules: z.array(
    z.object({
      moduleId: z.number().int(),
      title: z.string(),
      pathId: z.number().int(),
      pathTitle: z.string(),
      status: ZPathStatusSchema,
    }),
  ),
});
export const ZModuleUsageResponseSchema = apiResult(z.array(ZModuleUsageSchema));
export type TModuleUsageResponse = z.infer<typeof ZModuleUsageResponseSchema>;
