import { z } from 'zod';
import { PageDefaults, pagedResult, positiveIntegerParameter } from './common.ts';
import { ZLocaleCodeSchema } from './locales.ts';
import { ZAssetTypeCodeSchema } from './resources.ts';

/*
 * The profile's Activity and Accomplishments pages (issue 7), built from what the portal records
 * today: resource views, favourites, assignments and the user's own uploads. Both calls are about
 * the signed-in user only, in the host's tenant; neither takes a user code.
 *
 * - `GET /api/userprofile/activity?pageNo&pageSize&locale`: the caller's activity, newest first,
 *   paged (`{ result, totalRecords }`).
 * - `GET /api/userprofile/accomplishments?locale`: completed assignments, published contributions
 *   and their counts.
 *
 * Completion rule: an assigned resource (required or elective) counts as completed once the
 * learning record holds the user's view or completion of it at or after the time it was assigned
 * (a learning-path item completed by hand counts); the completion date is the first such one.
 * Re-assigning a resource assigns it anew, so it is completed again by the next view. Views alone
 * (of resources nobody assigned) are activity, not accomplishments.
 *
 * Titles are in the asked locale, else the other one (as the resource library shows them), and
 * `locale` names the language they are in. `resourceId` is set only while the caller can open the
 * resource (published, effective, not expired): history stays readable after a resource is
 * withdrawn, without a link to a page that would answer 404.
 *
 * Certificates do not exist yet (no learning paths or assessments issue them), so neither answer
 * has any: the pages say so rather than showing placeholders.
 */

export const ProfileActivityValidation = {
  defaultPageSize: 20,
  maxPageSize: 50,
  maxPageNo: 10_000,
  /** Completed items and contributions listed by the accomplishments call (counts cover all). */
  maxListedAccomplishments: 100,
} as const;

const ZTitleLocaleQuerySchema = ZLocaleCodeSchema.optional().describe(
  "Language of the titles (else the other one); the tenant's default when absent",
);

/** Query of `GET /api/userprofile/activity`. */
export const ZGetProfileActivityQuerySchema = z.object({
  pageNo: positiveIntegerParameter('pageNo', ProfileActivityValidation.maxPageNo).default(PageDefaults.pageNo),
  pageSize: positiveIntegerParameter('pageSize', ProfileActivityValidation.maxPageSize).default(
    ProfileActivityValidation.defaultPageSize,
  ),
  locale: ZTitleLocaleQuerySchema,
});
export type TGetProfileActivityQuery = z.infer<typeof ZGetProfileActivityQuerySchema>;

/** Query of `GET /api/userprofile/accomplishments`. */
export const ZGetProfileAccomplishmentsQuerySchema = z.object({ locale: ZTitleLocaleQuerySchema });
export type TGetProfileAccomplishmentsQuery = z.infer<typeof ZGetProfileAccomplishmentsQuerySchema>;

export const PROFILE_ACTIVITY_KINDS = [
  'RESOURCE_VIEWED',
  'FAVORITE_ADDED',
  'ASSIGNMENT_COMPLETED',
  'UPLOAD_SUBMITTED',
  'UPLOAD_REVIEWED',
] as const;
export type TProfileActivityKind = (typeof PROFILE_ACTIVITY_KINDS)[number];

/** The review outcomes of an upload (its status once a reviewer changed it). */
export const UPLOAD_REVIEW_OUTCOMES = ['Approved', 'Rejected', 'Published'] as const;
export const ZUploadReviewOutcomeSchema = z.enum(UPLOAD_REVIEW_OUTCOMES);
export type TUploadReviewOutcome = z.infer<typeof ZUploadReviewOutcomeSchema>;

const ZOpenableResourceIdSchema = z
  .number()
  .int()
  .nullable()
  .describe('The resource to open; null when the caller cannot open it (any more)');

const activityFields = {
  activityId: z.string().describe('Stable identity of the item within the feed'),
  occurredAt: z.string().describe('ISO-8601 UTC'),
};

const resourceFields = {
  resourceId: ZOpenableResourceIdSchema,
  title: z.string(),
  locale: ZLocaleCodeSchema.describe('Language of `title`'),
  assetTypeCodes: z.array(ZAssetTypeCodeSchema).describe("The resource's asset types, in asset order"),
};

const uploadFields = {
  userAssetId: z.number().int(),
  title: z.string(),
  locale: ZLocaleCodeSchema.describe('Language the upload was written in'),
  assetTypeCode: ZAssetTypeCodeSchema,
  resourceId: ZOpenableResourceIdSchema.describe('The resource publishing created, while the caller can open it'),
};

/** One item of the activity feed; `kind` tells which fields it has. */
export const ZProfileActivityItemSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('RESOURCE_VIEWED'),
    ...activityFields,
    ...resourceFields,
    viewCount: z.number().int().positive().describe('Times the caller opened it; occurredAt is the latest'),
  }),
  z.object({ kind: z.literal('FAVORITE_ADDED'), ...activityFields, ...resourceFields }),
  z.object({
    kind: z.literal('ASSIGNMENT_COMPLETED'),
    ...activityFields,
    ...resourceFields,
    isElective: z.boolean(),
    dueDate: z.string().nullable(),
  }),
  z.object({ kind: z.literal('UPLOAD_SUBMITTED'), ...activityFields, ...uploadFields }),
  z.object({
    kind: z.literal('UPLOAD_REVIEWED'),
    ...activityFields,
    ...uploadFields,
    outcome: ZUploadReviewOutcomeSchema,
    reviewComment: z.string().nullable().describe("The reviewer's note to the uploader (plain text)"),
  }),
]);
export type TProfileActivityItem = z.infer<typeof ZProfileActivityItemSchema>;

/**
 * `GET /api/userprofile/activity`: the caller's activity, newest first. A resource viewed several
 * times is one item at its latest view; an upload is one item when submitted and one when reviewed.
 */
export const ZGetProfileActivityResponseSchema = pagedResult(ZProfileActivityItemSchema);
export type TGetProfileActivityResponse = z.infer<typeof ZGetProfileActivityResponseSchema>;

/** An assigned resource the caller completed (see the completion rule above). */
export const ZCompletedResourceSchema = z.object({
  ...resourceFields,
  isElective: z.boolean(),
  assignedAt: z.string(),
  dueDate: z.string().nullable(),
  completedAt: z.string().describe('The first view at or after assignedAt'),
  isCompletedOnTime: z.boolean().describe('No due date, or completed by it'),
});
export type TCompletedResource = z.infer<typeof ZCompletedResourceSchema>;

/** An upload of the caller's that reviewers published to the library. */
export const ZContributionSchema = z.object({
  userAssetId: z.number().int(),
  title: z.string(),
  locale: ZLocaleCodeSchema,
  assetTypeCode: ZAssetTypeCodeSchema,
  submittedAt: z.string(),
  publishedAt: z.string(),
  resourceId: ZOpenableResourceIdSchema,
});
export type TContribution = z.infer<typeof ZContributionSchema>;

const count = z.number().int().nonnegative();

/** `GET /api/userprofile/accomplishments`. */
export const ZGetProfileAccomplishmentsResponseSchema = z.object({
  summary: z.object({
    completedCount: count,
    requiredCompletedCount: count,
    electiveCompletedCount: count,
    /** Assignments not completed yet whose resource the caller can open now. */
    openAssignmentCount: count,
    contributionCount: count,
  }),
  completedResources: z
    .array(ZCompletedResourceSchema)
    .max(ProfileActivityValidation.maxListedAccomplishments)
    .describe('The most recently completed first'),
  contributions: z
    .array(ZContributionSchema)
    .max(ProfileActivityValidation.maxListedAccomplishments)
    .describe('The most recently published first'),
});
export type TGetProfileAccomplishmentsResponse = z.infer<typeof ZGetProfileAccomplishmentsResponseSchema>;
