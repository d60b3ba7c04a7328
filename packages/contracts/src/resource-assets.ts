import { z } from 'zod';
import { apiResult, pagedResult } from './common.ts';
import { SUPPORTED_LOCALES, type TLocaleCode } from './locale-codes.ts';
import { ZLocaleCodeSchema } from './locales.ts';
import {
  sortedPageRequest,
  ZAssetTypeCodeSchema,
  ZAssetTypeFilterSchema,
  ZDateTimeSchema,
  ZDurationTypeSchema,
  ZMediaIdSchema,
  ZResourceIdSchema,
  ZResourceStatusSchema,
  ZUserCodeSchema,
  idParameter,
} from './resources.ts';
import { ASSET_TYPE_RULES, ResourceDefaults, ResourceValidation, type TAssetTypeCode } from './resource-rules.ts';

/*
 * The feed's side of the resource library (spec section 7 "Assets search", base `/api/assets`, and
 * the user-asset calls of `/api/Assets`): lists of the resources a learner may see, views and
 * favourites, and learners' own uploads ("user assets").
 *
 * Learners only ever see PUBLISHED resources whose effective date has passed and which have not
 * expired. Texts come in the asked locale (`searchParameters.locales[0]` or `?locale`, else the
 * tenant's default), falling back to the other locale's text.
 *
 * Sorting (spec section 9): recommended, featured and the other lists by the resource's created
 * date, newest first; the skill-score recommendations by modified date; a search without text by
 * created date, newest first. `sortColumns` may ask for another order.
 */

export const ASSET_SORT_COLUMNS = ['createdDate', 'modifiedDate', 'title', 'effectiveDate'] as const;
export type TAssetSortColumn = (typeof ASSET_SORT_COLUMNS)[number];

/** The spec's search parameters, as the feed uses them (the tenant is the host's, never the body's). */
export const ZAssetSearchParametersSchema = z.strictObject({
  searchText: z.string().trim().max(ResourceValidation.maxSearchTextLength).optional(),
  assetTypeCode: ZAssetTypeFilterSchema.optional(),
  categoryIds: z.array(ZResourceIdSchema).max(ResourceValidation.maxIdsPerRequest).optional(),
  /** The first is the language of the texts; the tenant's default when absent. */
  locales: z.array(ZLocaleCodeSchema).max(SUPPORTED_LOCALES.length).optional(),
});
export type TAssetSearchParameters = z.infer<typeof ZAssetSearchParametersSchema>;

/**
 * The page request of every `POST /api/assets/...` list (spec section 9 defaults: pageNo 1,
 * pageSize 16, displayAll false). An empty body is that default request.
 */
export const ZAssetSearchRequestSchema = z.strictObject({
  ...sortedPageRequest(ASSET_SORT_COLUMNS),
  searchParameters: ZAssetSearchParametersSchema.default({}),
});
export type TAssetSearchRequest = z.infer<typeof ZAssetSearchRequestSchema>;
/** The request a missing body stands for. */
export const DEFAULT_ASSET_SEARCH_REQUEST: TAssetSearchRequest = ZAssetSearchRequestSchema.parse({});

/** A resource as the feed lists it. */
export const ZAssetListItemSchema = z.object({
  resourceId: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  /** The language of `title` and `description` (the asked one, or the other when it had no text). */
  locale: ZLocaleCodeSchema,
  thumbnailMediaId: z.string().nullable(),
  durationValue: z.number().int().nullable(),
  durationType: ZDurationTypeSchema.nullable(),
  /** The types of its assets, in asset order; the first is the resource's main type. */
  assetTypeCodes: z.array(ZAssetTypeCodeSchema),
  categoryIds: z.array(z.number().int()),
  effectiveDate: z.string(),
  expiryDate: z.string().nullable(),
  isFeatured: z.boolean(),
  isElectrified: z.boolean(),
  isFavorite: z.boolean(),
  viewCount: z.number().int(),
  createdDate: z.string(),
  modifiedDate: z.string(),
});
export type TAssetListItem = z.infer<typeof ZAssetListItemSchema>;

export const ZAssetListResponseSchema = pagedResult(ZAssetListItemSchema);
export type TAssetListResponse = z.infer<typeof ZAssetListResponseSchema>;

/** `POST /api/assets/recommended/{id}`: resources like resource `id` (sharing a category). */
export const ZRecommendedForResourceParamsSchema = z.object({ id: idParameter('id') });

/**
 * `POST /api/assets/searchForAllCategories`: for each category with resources the caller may see
 * (parents first, by position), its first `pageSize` resources and how many it has.
 */
export const ZCategoryAssetsSchema = z.object({
  categoryId: z.number().int(),
  name: z.string(),
  parentCategoryId: z.number().int().nullable(),
  totalRecords: z.number().int(),
  assets: z.array(ZAssetListItemSchema),
});
export type TCategoryAssets = z.infer<typeof ZCategoryAssetsSchema>;
export const ZAssetsByCategoryResponseSchema = pagedResult(ZCategoryAssetsSchema);
export type TAssetsByCategoryResponse = z.infer<typeof ZAssetsByCategoryResponseSchema>;

/**
 * `POST /api/assets/getRecommendedAssetsPerParentCompetencyForCurrentUserSkillScores`: a page of
 * resources for the caller's skill scores under one parent competency, by modified date. The
 * portal records no skill scores yet (they come with the assessment module), so the answer is an
 * empty page until then.
 */
export const ZSkillScoreAssetsRequestSchema = z.strictObject({
  ...ZAssetSearchRequestSchema.shape,
  parentCompetencyId: ZResourceIdSchema.optional(),
});
export type TSkillScoreAssetsRequest = z.infer<typeof ZSkillScoreAssetsRequestSchema>;

/**
 * `POST /api/assets/getRecommendedAssetsGroupedByParentCompetenciesForCurrentUserSkillScores`:
 * groups per parent competency; empty until skill scores exist (see above).
 */
export const ZCompetencyAssetsSchema = z.object({
  parentCompetencyId: z.number().int(),
  parentCompetencyName: z.string(),
  totalRecords: z.number().int(),
  assets: z.array(ZAssetListItemSchema),
});
export const ZAssetsByCompetencyResponseSchema = pagedResult(ZCompetencyAssetsSchema);
export type TAssetsByCompetencyResponse = z.infer<typeof ZAssetsByCompetencyResponseSchema>;

/** `GET /api/assets/favorites`, `GET /api/assets/trending` (returnValue): a widget's items. */
export const ZAssetWidgetQuerySchema = z.object({ locale: ZLocaleCodeSchema.optional() });
export const ZAssetWidgetResponseSchema = apiResult(z.array(ZAssetListItemSchema));
export type TAssetWidgetResponse = z.infer<typeof ZAssetWidgetResponseSchema>;

/**
 * `PUT /api/assets/choosenrecommendations`: the resources the caller chose among the recommended
 * ones (onboarding "resource recommendation"); replaces the previous choice. `POST` of the same
 * path lists them (page request). returnValue: how many are kept.
 */
export const ZChooseRecommendationsRequestSchema = z.strictObject({
  resourceIds: z.array(ZResourceIdSchema).max(ResourceValidation.maxIdsPerRequest),
});
export type TChooseRecommendationsRequest = z.infer<typeof ZChooseRecommendationsRequestSchema>;
export const ZChooseRecommendationsResponseSchema = apiResult(z.number().int());

// ---------------------------------------------------------------------------------------------
// Views and favourites (what the feed needs beyond the spec's list)

/** `:id` of `/api/assets/{id}/view` and `/api/assets/{id}/favorite`: a resource id. */
export const ZAssetResourceParamsSchema = z.object({ id: idParameter('id') });

/** `POST /api/assets/{id}/view`: the caller opened the resource (optionally one of its assets). */
export const ZRecordAssetViewRequestSchema = z
  .strictObject({ assetId: ZResourceIdSchema.optional() })
  .nullish()
  .transform((value) => value ?? {});
export type TRecordAssetViewRequest = z.infer<typeof ZRecordAssetViewRequestSchema>;
/** returnValue: the resource's view count after this one. */
export const ZRecordAssetViewResponseSchema = apiResult(z.number().int());

/** `PUT` / `DELETE /api/assets/{id}/favorite`: returnValue is whether it is a favourite now. */
export const ZSetFavoriteResponseSchema = apiResult(z.boolean());

/** `GET /api/assets/getAssetViewListForUser?userCode=`: the caller's own, or (admins, managers) a user's. */
export const ZAssetViewListQuerySchema = z.object({
  userCode: ZUserCodeSchema,
  locale: ZLocaleCodeSchema.optional(),
});
export const ZAssetViewSchema = z.object({
  resourceId: z.number().int(),
  title: z.string(),
  locale: ZLocaleCodeSchema,
  assetTypeCodes: z.array(ZAssetTypeCodeSchema),
  thumbnailMediaId: z.string().nullable(),
  viewCount: z.number().int(),
  lastViewedDate: z.string(),
});
export type TAssetView = z.infer<typeof ZAssetViewSchema>;
/** Most recently viewed first (at most 100). */
export const ZAssetViewListResponseSchema = z.array(ZAssetViewSchema);

/** A resource assigned to a user (`GET /api/resources/assign`, `/getelectives`). */
export const ZAssignedResourceSchema = ZAssetListItemSchema.extend({
  isElective: z.boolean(),
  dueDate: z.string().nullable(),
  assignedDate: z.string(),
  assignedBy: z.string(),
});
export type TAssignedResource = z.infer<typeof ZAssignedResourceSchema>;
export const ZUserAssignmentsResponseSchema = z.array(ZAssignedResourceSchema);

// ---------------------------------------------------------------------------------------------
// User assets (learners' uploads; spec section 3 "User asset", section 4 "User asset")

/** Spec section 3: numeric statuses, fixed identifiers. */
export const USER_ASSET_STATUS = { Pending: 1, Approved: 2, Rejected: 3, Published: 4 } as const;
export type TUserAssetStatusName = keyof typeof USER_ASSET_STATUS;
export type TUserAssetStatusId = (typeof USER_ASSET_STATUS)[TUserAssetStatusName];
export const USER_ASSET_STATUS_IDS = [1, 2, 3, 4] as const;
export const ZUserAssetStatusIdSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);

export function userAssetStatusName(id: TUserAssetStatusId): TUserAssetStatusName {
  const entry = Object.entries(USER_ASSET_STATUS).find(([, value]) => value === id);
  return (entry?.[0] ?? 'Pending') as TUserAssetStatusName;
}

export const ZUserAssetIdParamsSchema = z.object({ id: idParameter('id') });

const userAssetFields = {
  assetTypeCode: ZAssetTypeCodeSchema,
  title: z.string().trim().min(1, 'title is required').max(ResourceValidation.maxTitleLength),
  description: z
    .string()
    .trim()
    .max(ResourceValidation.maxDescriptionLength)
    .nullish()
    .transform((value) => (value ? value : null)),
  /** The language the title and description are written in. */
  locale: ZLocaleCodeSchema,
  url: z
    .string()
    .trim()
    .max(ResourceValidation.maxUrlLength)
    .nullish()
    .transform((value) => (value ? value : null)),
  mediaId: ZMediaIdSchema.nullish().transform((value) => value ?? null),
  categoryIds: z.array(ZResourceIdSchema).max(ResourceValidation.maxIdsPerRequest).default([]),
  effectiveDate: ZDateTimeSchema.nullish()
    .transform((value) => value ?? null)
    .describe('Now when absent (spec section 5)'),
  expiryDate: ZDateTimeSchema.nullish()
    .transform((value) => value ?? null)
    .describe('Five years after the effective date when absent (spec section 9)'),
};

/**
 * `POST /api/Assets/UpdateUserAsset`. Without `userAssetId`: the caller's new upload, saved as
 * Pending (needs RESOURCELIBRARY_USER_UPLOAD). With it: the owner edits a Pending upload, or a
 * reviewer (RESOURCELIBRARY_REVIEW_UPLOADS or _ADMIN) edits any and sets `userAssetStatusId`
 * (Approved 2, Rejected 3, Published 4: publishing creates a published resource from it).
 */
export const ZUpdateUserAssetRequestSchema = z.strictObject({
  ...userAssetFields,
  userAssetId: ZResourceIdSchema.optional(),
  userAssetStatusId: ZUserAssetStatusIdSchema.optional(),
  reviewComment: z
    .string()
    .trim()
    .max(ResourceValidation.maxReviewCommentLength)
    .nullish()
    .transform((value) => (value ? value : null)),
});
export type TUpdateUserAssetRequest = z.infer<typeof ZUpdateUserAssetRequestSchema>;

/** `POST /api/Assets/ValidateUserAsset`: the same body, checked without saving. */
export const ZValidateUserAssetRequestSchema = ZUpdateUserAssetRequestSchema;

export const ZUserAssetSchema = z.object({
  userAssetId: z.number().int(),
  userCode: z.string(),
  /** The uploader's name as people read it (first and last name); absent where it is not looked up. */
  uploaderName: z.string().nullable().optional(),
  assetTypeCode: ZAssetTypeCodeSchema,
  title: z.string(),
  description: z.string().nullable(),
  locale: ZLocaleCodeSchema,
  url: z.string().nullable(),
  mediaId: z.string().nullable(),
  sizeInBytes: z.number().int().nullable(),
  contentType: z.string().nullable(),
  fileName: z.string().nullable(),
  categoryIds: z.array(z.number().int()),
  userAssetStatusId: ZUserAssetStatusIdSchema,
  userAssetStatus: z.enum(['Pending', 'Approved', 'Rejected', 'Published']),
  effectiveDate: z.string(),
  expiryDate: z.string(),
  reviewComment: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  reviewedDate: z.string().nullable(),
  /** The resource publishing created. */
  resourceId: z.number().int().nullable(),
  createdDate: z.string(),
  modifiedDate: z.string(),
});
export type TUserAsset = z.infer<typeof ZUserAssetSchema>;

export const ZUpdateUserAssetResponseSchema = apiResult(ZUserAssetSchema);
export type TUpdateUserAssetResponse = z.infer<typeof ZUpdateUserAssetResponseSchema>;
export const ZGetUserAssetResponseSchema = ZUserAssetSchema;

/**
 * `GET /api/Assets/GetUserAssets`: the caller's uploads (`scope=mine`, default), or every user's
 * for reviewers (`scope=review`), optionally of one status, newest first.
 */
export const ZGetUserAssetsQuerySchema = z.object({
  scope: z.enum(['mine', 'review']).default('mine'),
  status: z
    .enum(['1', '2', '3', '4'])
    .transform((value) => Number(value) as TUserAssetStatusId)
    .optional(),
  pageNo: z
    .string()
    .regex(/^[1-9][0-9]{0,5}$/, 'pageNo must be a positive integer')
    .transform(Number)
    .default(1),
  pageSize: z
    .string()
    .regex(/^[1-9][0-9]{0,2}$/, 'pageSize must be a positive integer')
    .transform(Number)
    .pipe(z.number().max(100))
    .default(16),
});
export type TGetUserAssetsQuery = z.infer<typeof ZGetUserAssetsQuerySchema>;
export const ZGetUserAssetsResponseSchema = pagedResult(ZUserAssetSchema);
export type TGetUserAssetsResponse = z.infer<typeof ZGetUserAssetsResponseSchema>;

/** `GET /api/Assets/GetResourceByMedia/{id}`: the resource (visible to the caller) holding media `id`. */
export const ZGetResourceByMediaResponseSchema = z.object({
  resourceId: z.number().int(),
  status: ZResourceStatusSchema,
  title: z.string(),
  locale: ZLocaleCodeSchema,
  assetId: z.number().int().nullable(),
  assetTypeCode: ZAssetTypeCodeSchema.nullable(),
  isThumbnail: z.boolean(),
});
export type TGetResourceByMediaResponse = z.infer<typeof ZGetResourceByMediaResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Pure rules

/** The display locale of a list request: the first asked locale, else the tenant's default. */
export function listLocaleOf(
  parameters: Pick<TAssetSearchParameters, 'locales'> | undefined,
  tenantDefault: TLocaleCode,
): TLocaleCode {
  return parameters?.locales?.[0] ?? tenantDefault;
}

/** Spec section 9: the order of a list when the request asks for none (newest first). */
export function defaultAssetSort(list: 'created' | 'skillScore'): { colId: TAssetSortColumn; sort: 'desc' } {
  return list === 'skillScore' ? { colId: 'modifiedDate', sort: 'desc' } : { colId: 'createdDate', sort: 'desc' };
}

/**
 * Sorts list items the spec's way (created date, newest first, unless another column is asked);
 * ties keep the higher resource id first so pages never overlap.
 */
export function sortAssetItems<
  T extends Pick<TAssetListItem, 'resourceId' | 'createdDate' | 'modifiedDate' | 'title' | 'effectiveDate'>,
>(items: readonly T[], sort: { colId: TAssetSortColumn; sort: 'asc' | 'desc' } = defaultAssetSort('created')): T[] {
  const direction = sort.sort === 'asc' ? 1 : -1;
  return [...items].sort((a, b) => {
    const left = a[sort.colId];
    const right = b[sort.colId];
    const order =
      sort.colId === 'title'
        ? left.localeCompare(right, undefined, { sensitivity: 'base' })
        : left < right
          ? -1
          : left > right
            ? 1
            : 0;
    return order !== 0 ? order * direction : b.resourceId - a.resourceId;
  });
}

/** Whether learners may upload assets of this type. */
export function isUserUploadableAssetType(code: TAssetTypeCode): boolean {
  return ASSET_TYPE_RULES[code].isUserUploadable;
}

/** The trending window's start. */
export function trendingSince(now: Date = new Date(), days: number = ResourceDefaults.trendingWindowDays): string {
  return new Date(now.getTime() - days * 24 * 60 * 60 * 1000).toISOString();
}
