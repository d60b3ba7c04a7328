/**
 * The learning paths' rules, apart from their schemas (learning-paths.ts): permissions, limits,
 * states, addresses and message keys. The learner's pages, search and the dashboard ask these; a
 * bundled chunk holds a whole module, so importing them from learning-paths.ts brought zod and every
 * path schema with them.
 */

export const LEARNING_PATH_MODULE_CODE = 'LEARNINGPATH' as const;

export const LearningPathPermissions = {
  admin: 'LEARNINGPATH_ADMIN',
  changePath: 'LEARNINGPATH_CHANGE_PATH',
  completePath: 'LEARNINGPATH_COMPLETE_PATH',
  viewReports: 'LEARNINGPATH_VIEW_REPORTS',
} as const;

export const LearningPathValidation = {
  maxTitleLength: 200,
  maxDescriptionLength: 4000,
  maxLevels: 20,
  maxModulesPerLevel: 30,
  maxItemsPerModule: 100,
  maxDueDays: 3650,
  maxIdsPerRequest: 100,
  maxAssignmentsPerKind: 500,
  maxCodeLength: 64,
  maxSearchTextLength: 200,
  maxGoalTitleLength: 200,
  maxId: 2_147_483_647,
} as const;

/** Spec section 9: module/path lookups ask for pageNo 1, pageSize 100, displayAll true. */
export const LearningPathLookupDefaults = { pageNo: 1, pageSize: 100, displayAll: true } as const;

export const PATH_STATUSES = ['DRAFT', 'PUBLISHED', 'UNPUBLISHED'] as const;
export type TPathStatus = (typeof PATH_STATUSES)[number];

/** What a path item points at; assessment sets become completable when Test and Trivia exists. */
export const PATH_ITEM_KINDS = ['RESOURCE', 'ASSESSMENTSET'] as const;
export type TPathItemKind = (typeof PATH_ITEM_KINDS)[number];

export const ITEM_STATES = ['done', 'available', 'locked'] as const;
export type TItemState = (typeof ITEM_STATES)[number];
export const LEVEL_STATES = ['completed', 'open', 'locked'] as const;
export type TLevelState = (typeof LEVEL_STATES)[number];

export const ASSIGNMENT_KINDS = ['JOB_ROLE', 'LOCATION', 'USER'] as const;
export type TAssignmentKind = (typeof ASSIGNMENT_KINDS)[number];

/** Where the web app opens a path (search documents carry it as `url`). */
export function learningPathPath(pathId: number): string {
  return `/learning-path/paths/${pathId}`;
}

// ---------------------------------------------------------------------------------------------
// Messages of the rules: a stable key (`learningPaths.validation.<name>` in the catalogues) and
// the English text, which is what a `400 validation_failed` problem's `errors` carry per field.

export const LEARNING_PATH_MESSAGES = {
  titleRequired: 'A title is required in at least one language',
  titleTooLong: 'The title is too long',
  descriptionTooLong: 'The description is too long',
  levelRequired: 'Add at least one level',
  tooManyLevels: 'Too many levels',
  tooManyModules: 'Too many modules in this level',
  tooManyItems: 'Too many items in this module',
  itemDuplicate: 'This item is already in the path',
  resourceUnknown: 'This resource does not exist',
  assessmentSetUnknown: 'This assessment set does not exist',
  dueDaysInvalid: 'Enter a number of days between 1 and 3650',
  jobRoleRequired: 'A core path needs a job role',
  jobRoleUnknown: 'This job role does not exist',
  coreTaken: 'This job role already has a core path',
  locationUnknown: 'This location does not exist',
  userUnknown: 'This user does not exist',
  pathUnknown: 'This path does not exist',
  pathNotAvailable: 'This path is not available to you',
  pathIdInvalid: 'Choose a path',
  itemIdInvalid: 'Choose an item',
  itemLocked: 'This item is locked until the previous level is complete',
  itemNotCompletable: 'This item cannot be completed yet',
  publishEmpty: 'A path needs at least one item before it is published',
  goalTypeUnknown: 'This goal type does not exist',
  goalTitleRequired: 'Enter a title for the goal',
  codeRequired: 'Enter a code',
  codeTaken: 'This code is already used',
  actionEntityNameInvalid: 'Only Resource is supported',
} as const;
export type TLearningPathMessageName = keyof typeof LEARNING_PATH_MESSAGES;

export function learningPathMessageKey(name: TLearningPathMessageName): string {
  return `learningPaths.validation.${name}`;
}

/** The catalogue key of an English message text of a 400 problem, or undefined. */
export function learningPathMessageKeyOf(text: string): string | undefined {
  const entry = Object.entries(LEARNING_PATH_MESSAGES).find(([, message]) => message === text);
  return entry ? `learningPaths.validation.${entry[0]}` : undefined;
}
