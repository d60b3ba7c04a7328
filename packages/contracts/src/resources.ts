import { z } from 'zod';
import { apiResult, pagedResult, positiveIntegerParameter, ZPageRequestSchema, ZSortColumnSchema } from './common.ts';
import { SUPPORTED_LOCALES, type TLocaleCode } from './locale-codes.ts';
import { ZLocaleCodeSchema } from './locales.ts';
import { isHttpUrl } from './http-url.ts';
import { normalizeMediaId } from './media-id.ts';
import {
  ASSET_TYPE_CODES,
  RESOURCE_STATUSES,
  DURATION_TYPES,
  MEDIA_KINDS,
  ASSET_TYPE_RULES,
  ResourceValidation,
  ResourceDefaults,
  RESOURCE_MODULE_CODE,
  RESOURCE_MESSAGES,
  resourceMessageKey,
  type TDurationType,
  type TResourceMessageName,
} from './resource-rules.ts';

/*
 * Resource library (spec sections 3, 5, 7 "Resource module", 9): resources with texts in en and
 * fr-CA, categories, a thumbnail, a duration, and assets of seven types with media attachments.
 * Admin calls live under `/api/resources` and `/api/Assets`; the feed's lists are in
 * `resource-assets.ts`; categories in `categories.ts`.
 *
 * Request bodies are strict (an unknown property is a 400). Validation the server does beyond the
 * schema (spec section 5: "Resource and asset validation is done by the server through validate
 * calls") answers issues that carry a stable message key (`resources.validation.*`, translated in
 * the catalogues) and the English text: the validate calls answer them as a list, and a create or
 * update that breaks them is a `400 validation_failed` problem whose `errors` map each field to
 * the English texts (`resourceMessageKeyOf` maps a text back to its key).
 */

// ---------------------------------------------------------------------------------------------
// Enumerations (spec section 3)

export const ZAssetTypeCodeSchema = z.enum(ASSET_TYPE_CODES);
export const ZResourceStatusSchema = z.enum(RESOURCE_STATUSES);
export const ZDurationTypeSchema = z.enum(DURATION_TYPES);

export const ZValidationIssueSchema = z.object({
  field: z.string(),
  key: z.string().describe('Catalogue key, `resources.validation.*`'),
  message: z.string().describe('English text of the key'),
});
export type TValidationIssue = z.infer<typeof ZValidationIssueSchema>;

export function validationIssue(field: string, name: TResourceMessageName): TValidationIssue {
  return { field, key: resourceMessageKey(name), message: RESOURCE_MESSAGES[name] };
}

/** The answer of every validate call: whether the body is valid and each broken rule. */
export const ZValidationResultSchema = z.object({ isValid: z.boolean(), errors: z.array(ZValidationIssueSchema) });
export type TValidationResult = z.infer<typeof ZValidationResultSchema>;
export const ZValidateResponseSchema = apiResult(ZValidationResultSchema);
export type TValidateResponse = z.infer<typeof ZValidateResponseSchema>;

/** Issues as the field errors of a problem: field -> English texts. */
export function issuesToFieldErrors(issues: readonly TValidationIssue[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    (errors[issue.field] ??= []).push(issue.message);
  }
  return errors;
}

// ---------------------------------------------------------------------------------------------
// Shared field schemas

export const ZResourceIdSchema = z.number().int().positive().max(ResourceValidation.maxId);

/** A path id of the resource library, within its id range. */
export function idParameter(name: string) {
  return positiveIntegerParameter(name, ResourceValidation.maxId);
}

export const ZResourceParamsSchema = z.object({ id: idParameter('id') });
export type TResourceParams = z.infer<typeof ZResourceParamsSchema>;
export const ZUpdateResourceParamsSchema = z.object({ resourceId: idParameter('resourceId') });

/** Media ids are UUIDs (the media service's `media_id`). */
export const ZMediaIdSchema = z.uuid();
export const ZMediaParamsSchema = z.object({ id: ZMediaIdSchema });

/** An ISO-8601 date-time with an offset (`2026-05-01T00:00:00Z`); stored in UTC. */
export const ZDateTimeSchema = z.iso.datetime({ offset: true });

export const ZUserCodeSchema = z.string().trim().min(1).max(ResourceValidation.maxUserCodeLength);

/** Query of the reads that present texts: the language shown (the tenant's default when absent). */
export const ZLocaleQuerySchema = z.object({
  locale: ZLocaleCodeSchema.optional().describe(
    "Language of `title` and `description`; the tenant's default when absent",
  ),
});
export type TLocaleQuery = z.infer<typeof ZLocaleQuerySchema>;

/** A title and a description in one language. */
export const ZResourceTextSchema = z.strictObject({
  title: z.string().trim().max(ResourceValidation.maxTitleLength),
  description: z
    .string()
    .trim()
    .max(ResourceValidation.maxDescriptionLength)
    .nullish()
    .transform((value) => (value ? value : null))
    .describe('HTML (sanitized when stored)'),
});
export type TResourceText = z.infer<typeof ZResourceTextSchema>;

/** Texts per locale; a locale may be missing (readers then see the other one). */
export const ZResourceTextsSchema = z.strictObject({
  en: ZResourceTextSchema.nullish().transform((value) => value ?? null),
  'fr-CA': ZResourceTextSchema.nullish().transform((value) => value ?? null),
});
export type TResourceTexts = z.infer<typeof ZResourceTextsSchema>;

export const ZAssetTextsSchema = z.strictObject({
  en: z
    .strictObject({ title: z.string().trim().max(ResourceValidation.maxTitleLength) })
    .nullish()
    .transform((value) => value ?? null),
  'fr-CA': z
    .strictObject({ title: z.string().trim().max(ResourceValidation.maxTitleLength) })
    .nullish()
    .transform((value) => value ?? null),
});
export type TAssetTexts = z.infer<typeof ZAssetTextsSchema>;

/** An attachment as written: the media id; the server takes size and type from the media service. */
export const ZAssetAttachmentInputSchema = z.strictObject({
  mediaId: ZMediaIdSchema,
  sizeInBytes: z.number().int().nonnegative().optional().describe('Ignored: the media service knows the size'),
});

export const ZAssetInputSchema = z.strictObject({
  assetId: ZResourceIdSchema.optional().describe(
    'An asset of this resource, to keep it (update); absent for a new one',
  ),
  assetTypeCode: ZAssetTypeCodeSchema,
  texts: ZAssetTextsSchema,
  url: z
    .string()
    .trim()
    .max(ResourceValidation.maxUrlLength)
    .nullish()
    .transform((value) => (value ? value : null)),
  assetAttachments: z.array(ZAssetAttachmentInputSchema).max(ResourceValidation.maxAttachmentsPerAsset).default([]),
});
export type TAssetInput = z.infer<typeof ZAssetInputSchema>;

const resourceFields = {
  texts: ZResourceTextsSchema,
  thumbnailMediaId: ZMediaIdSchema.nullish().transform((value) => value ?? null),
  durationValue: z
    .number()
    .int()
    .positive()
    .max(ResourceValidation.maxDurationValue)
    .nullish()
    .transform((value) => value ?? null),
  durationType: ZDurationTypeSchema.nullish().transform((value) => value ?? null),
  effectiveDate: ZDateTimeSchema.nullish()
    .transform((value) => value ?? null)
    .describe('Now when absent (spec section 5)'),
  expiryDate: ZDateTimeSchema.nullish().transform((value) => value ?? null),
  isFeatured: z.boolean().default(false),
  isElectrified: z.boolean().default(false).describe('Shown in the "electrified" (highlighted) list of the feed'),
  categoryIds: z.array(ZResourceIdSchema).max(ResourceValidation.maxCategoriesPerResource).default([]),
  assets: z.array(ZAssetInputSchema).max(ResourceValidation.maxAssetsPerResource),
};

/** `POST /api/resources`: a new resource (PENDING_PUBLISHING), fields at the top level. */
export const ZCreateResourceRequestSchema = z.strictObject(resourceFields);
export type TCreateResourceRequest = z.infer<typeof ZCreateResourceRequestSchema>;

/**
 * `PUT /api/resources/{resourceId}`: replaces the resource's fields. Assets with an `assetId` are
 * kept (and updated), new ones added, missing ones removed. `resourceId` in the body, when present,
 * must be the path's. The status does not change (publish and unpublish do that).
 */
export const ZUpdateResourceRequestSchema = z.strictObject({
  ...resourceFields,
  resourceId: ZResourceIdSchema.optional(),
});
export type TUpdateResourceRequest = z.infer<typeof ZUpdateResourceRequestSchema>;

/** `POST /api/resources/validate`: a create or update body, checked without saving. */
export const ZValidateResourceRequestSchema = ZUpdateResourceRequestSchema;
export type TValidateResourceRequest = z.infer<typeof ZValidateResourceRequestSchema>;

/** `POST /api/Assets/Validate`: one asset, checked without saving (within `resourceId` when given). */
export const ZValidateAssetRequestSchema = z.strictObject({
  ...ZAssetInputSchema.shape,
  resourceId: ZResourceIdSchema.optional(),
});
export type TValidateAssetRequest = z.infer<typeof ZValidateAssetRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Responses

export const ZAssetAttachmentSchema = z.object({
  mediaId: z.string(),
  sizeInBytes: z.number().int(),
  contentType: z.string(),
  fileName: z.string(),
});
export type TAssetAttachment = z.infer<typeof ZAssetAttachmentSchema>;

export const ZAssetSchema = z.object({
  assetId: z.number().int(),
  assetTypeCode: ZAssetTypeCodeSchema,
  /** The title in the language asked for, else the other one, else the resource's title. */
  title: z.string(),
  texts: z.object({
    en: z.object({ title: z.string() }).nullable(),
    'fr-CA': z.object({ title: z.string() }).nullable(),
  }),
  url: z.string().nullable(),
  position: z.number().int(),
  assetAttachments: z.array(ZAssetAttachmentSchema),
});
export type TAsset = z.infer<typeof ZAssetSchema>;

export const ZResourceCategoryRefSchema = z.object({ categoryId: z.number().int(), name: z.string() });

/** A resource as its admin (and, once visible, a learner opening it) reads it. */
export const ZResourceSchema = z.object({
  resourceId: z.number().int(),
  status: ZResourceStatusSchema,
  /** Title and description in the language asked for, else the other one (`locale` says which). */
  title: z.string(),
  description: z.string().nullable(),
  locale: ZLocaleCodeSchema,
  texts: z.object({
    en: z.object({ title: z.string(), description: z.string().nullable() }).nullable(),
    'fr-CA': z.object({ title: z.string(), description: z.string().nullable() }).nullable(),
  }),
  thumbnailMediaId: z.string().nullable(),
  durationValue: z.number().int().nullable(),
  durationType: ZDurationTypeSchema.nullable(),
  effectiveDate: z.string(),
  expiryDate: z.string().nullable(),
  isFeatured: z.boolean(),
  isElectrified: z.boolean(),
  /** Whether learners see it now: published, effective, not expired. */
  isVisible: z.boolean(),
  isFavorite: z.boolean(),
  categories: z.array(ZResourceCategoryRefSchema),
  assets: z.array(ZAssetSchema),
  createdDate: z.string(),
  createdBy: z.string(),
  modifiedDate: z.string(),
  modifiedBy: z.string(),
  publishedDate: z.string().nullable(),
});
export type TResource = z.infer<typeof ZResourceSchema>;

/** `GET /api/resources/{id}` */
export const ZGetResourceResponseSchema = ZResourceSchema;
/** `POST /api/resources`, `PUT /api/resources/{resourceId}` (201 / 200) */
export const ZSaveResourceResponseSchema = apiResult(ZResourceSchema);
export type TSaveResourceResponse = z.infer<typeof ZSaveResourceResponseSchema>;
/** `GET /api/resources/{id}/publish`, `/unpublish`, `DELETE /api/resources/RemoveThumbnail/{id}` */
export const ZResourceActionResponseSchema = apiResult(ZResourceSchema);
export type TResourceActionResponse = z.infer<typeof ZResourceActionResponseSchema>;
/** `DELETE /api/resources/{id}`: returnValue is the deleted id. */
export const ZDeleteResourceResponseSchema = apiResult(z.number().int());
export type TDeleteResourceResponse = z.infer<typeof ZDeleteResourceResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Admin search (`POST /api/resources/admin/search`)

export const ADMIN_RESOURCE_SORT_COLUMNS = [
  'title',
  'status',
  'createdDate',
  'modifiedDate',
  'effectiveDate',
  'expiryDate',
  'viewCount',
] as const;

/** Page request (spec section 3) with sort columns limited to those a list sorts by. */
export function sortedPageRequest<const T extends readonly [string, ...string[]]>(columns: T) {
  return {
    ...ZPageRequestSchema.shape,
    sortColumns: z
      .array(z.strictObject({ ...ZSortColumnSchema.shape, colId: z.enum(columns) }))
      .max(10)
      .default([]),
  };
}

const ZSearchTextSchema = z.string().trim().max(ResourceValidation.maxSearchTextLength);

/** One asset type or several (`assetTypeCode` of the spec's search parameters). */
export const ZAssetTypeFilterSchema = z
  .union([ZAssetTypeCodeSchema, z.array(ZAssetTypeCodeSchema).max(ASSET_TYPE_CODES.length)])
  .transform((value) => (Array.isArray(value) ? value : [value]));

export const ZAdminResourceSearchRequestSchema = z.strictObject({
  ...sortedPageRequest(ADMIN_RESOURCE_SORT_COLUMNS),
  searchParameters: z
    .strictObject({
      searchText: ZSearchTextSchema.optional(),
      status: z
        .union([ZResourceStatusSchema, z.array(ZResourceStatusSchema).max(RESOURCE_STATUSES.length)])
        .transform((value) => (Array.isArray(value) ? value : [value]))
        .optional(),
      assetTypeCode: ZAssetTypeFilterSchema.optional(),
      categoryIds: z.array(ZResourceIdSchema).max(ResourceValidation.maxIdsPerRequest).optional(),
      locales: z.array(ZLocaleCodeSchema).max(SUPPORTED_LOCALES.length).optional(),
    })
    .default({}),
});
export type TAdminResourceSearchRequest = z.infer<typeof ZAdminResourceSearchRequestSchema>;

export const ZAdminResourceListItemSchema = z.object({
  resourceId: z.number().int(),
  title: z.string(),
  locale: ZLocaleCodeSchema,
  status: ZResourceStatusSchema,
  assetTypeCodes: z.array(ZAssetTypeCodeSchema),
  thumbnailMediaId: z.string().nullable(),
  effectiveDate: z.string(),
  expiryDate: z.string().nullable(),
  isFeatured: z.boolean(),
  isElectrified: z.boolean(),
  isVisible: z.boolean(),
  viewCount: z.number().int(),
  createdDate: z.string(),
  createdBy: z.string(),
  modifiedDate: z.string(),
  modifiedBy: z.string(),
});
export type TAdminResourceListItem = z.infer<typeof ZAdminResourceListItemSchema>;
export const ZAdminResourceSearchResponseSchema = pagedResult(ZAdminResourceListItemSchema);
export type TAdminResourceSearchResponse = z.infer<typeof ZAdminResourceSearchResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Recommend and assign

/**
 * `POST /api/resources/recommend`: recommends published resources to users (they appear in their
 * `recommended` list). Unknown resources or users are a 400 naming `resourceIds.<i>` /
 * `userCodes.<i>`; a recommendation that exists already is kept. returnValue: rows added.
 */
export const ZRecommendResourcesRequestSchema = z.strictObject({
  resourceIds: z.array(ZResourceIdSchema).min(1).max(ResourceValidation.maxIdsPerRequest),
  userCodes: z.array(ZUserCodeSchema).min(1).max(ResourceValidation.maxUserCodesPerRequest),
});
export type TRecommendResourcesRequest = z.infer<typeof ZRecommendResourcesRequestSchema>;
export const ZRecommendResourcesResponseSchema = apiResult(z.number().int());

/** `POST /api/resources/assign?ignoreWarnings=true|false` */
export const ZAssignResourcesQuerySchema = z.object({
  ignoreWarnings: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});

/**
 * The body ("data") of `POST /api/resources/assign`: resources assigned to users, required or as
 * electives, optionally by a due date. Unknown resources or users are a 400. Warnings (a resource
 * learners cannot see now, an assignment that exists) stop the call (success false, nothing saved,
 * the warnings in returnValue) unless `ignoreWarnings=true`; then existing ones are updated.
 */
export const ZAssignResourcesRequestSchema = z.strictObject({
  resourceIds: z.array(ZResourceIdSchema).min(1).max(ResourceValidation.maxIdsPerRequest),
  userCodes: z.array(ZUserCodeSchema).min(1).max(ResourceValidation.maxUserCodesPerRequest),
  isElective: z.boolean().default(false),
  dueDate: ZDateTimeSchema.nullish().transform((value) => value ?? null),
});
export type TAssignResourcesRequest = z.infer<typeof ZAssignResourcesRequestSchema>;

export const ZAssignWarningSchema = ZValidationIssueSchema.extend({
  resourceId: z.number().int(),
  userCode: z.string().nullable(),
});
export type TAssignWarning = z.infer<typeof ZAssignWarningSchema>;

export const ZAssignResourcesResponseSchema = apiResult(
  z.object({ assignedCount: z.number().int(), warnings: z.array(ZAssignWarningSchema) }),
);
export type TAssignResourcesResponse = z.infer<typeof ZAssignResourcesResponseSchema>;

/** `GET /api/resources/assign?userCode`, `GET /api/resources/getelectives?userCode` */
export const ZUserAssignmentsQuerySchema = z.object({
  userCode: ZUserCodeSchema,
  locale: ZLocaleCodeSchema.optional(),
});
export type TUserAssignmentsQuery = z.infer<typeof ZUserAssignmentsQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Reference lists and configuration

/** `GET /api/Assets/AssetTypes`, `GET /api/Assets/GetUserAssetTypes` */
export const ZAssetTypeSchema = z.object({
  assetTypeCode: ZAssetTypeCodeSchema,
  name: z.string(),
  nameEn: z.string(),
  nameFr: z.string(),
  isUrl: z.boolean(),
  url: z.enum(['required', 'optional', 'forbidden']),
  attachments: z.enum(['required', 'optional', 'forbidden']),
  mediaKinds: z.array(z.enum(MEDIA_KINDS)),
  isUserUploadable: z.boolean(),
});
export type TAssetType = z.infer<typeof ZAssetTypeSchema>;
export const ZGetAssetTypesResponseSchema = z.array(ZAssetTypeSchema);

/** `GET /api/resources/refDurationTypes` */
export const ZDurationTypeItemSchema = z.object({
  durationTypeCode: ZDurationTypeSchema,
  durationTypeName: z.string().describe('DAYS, MINUTES or HOURS'),
  name: z.string(),
});
export const ZGetDurationTypesResponseSchema = z.array(ZDurationTypeItemSchema);

/** `GET /api/resources/refUrlTypes`: the asset types that are links. */
export const ZGetUrlTypesResponseSchema = z.array(ZAssetTypeSchema);

/** `GET /api/resources/TenantConfiguration`: what the resource library of this tenant allows. */
export const ZResourceTenantConfigurationSchema = z.object({
  moduleCode: z.literal(RESOURCE_MODULE_CODE),
  locales: z.array(ZLocaleCodeSchema),
  defaultLocale: ZLocaleCodeSchema,
  defaultPageSize: z.number().int(),
  defaultThumbnail: z.object({ width: z.number().int(), height: z.number().int() }),
  userAssetExpiryYears: z.number().int(),
  trendingWindowDays: z.number().int(),
  assetTypeCodes: z.array(ZAssetTypeCodeSchema),
  userUploadAssetTypeCodes: z.array(ZAssetTypeCodeSchema),
  /** Whether the caller may upload (holds RESOURCELIBRARY_USER_UPLOAD). */
  canUpload: z.boolean(),
  /** Whether the caller administers the module. */
  isAdmin: z.boolean(),
  categoryPreference: z.object({ updateFrequencyPeriod: z.number().int() }),
});
export type TResourceTenantConfiguration = z.infer<typeof ZResourceTenantConfigurationSchema>;

// ---------------------------------------------------------------------------------------------
// Reports

export const RESOURCE_REPORT_CODES = ['POPULAR_ASSETS'] as const;
export const ZResourceReportSchema = z.object({
  reportCode: z.enum(RESOURCE_REPORT_CODES),
  name: z.string(),
  nameKey: z.string(),
  /** The calls of the report: rows (paged) and the Excel file. */
  searchUrl: z.string(),
  excelUrl: z.string(),
});
/** `GET /api/resources/reports` */
export const ZGetResourceReportsResponseSchema = z.array(ZResourceReportSchema);

export const POPULAR_ASSETS_SORT_COLUMNS = [
  'viewCount',
  'uniqueViewerCount',
  'favoriteCount',
  'title',
  'createdDate',
  'lastViewedDate',
] as const;

/**
 * `POST /api/resources/popular-assets-report` (paged rows) and `/popular-assets-report-excel`
 * (every row, up to `ResourceDefaults.maxReportRows`, as an .xlsx attachment): resources by views
 * within the dates (view times, inclusive), default most viewed first.
 */
export const ZPopularAssetsReportRequestSchema = z.strictObject({
  ...sortedPageRequest(POPULAR_ASSETS_SORT_COLUMNS),
  searchParameters: z
    .strictObject({
      searchText: ZSearchTextSchema.optional(),
      fromDate: ZDateTimeSchema.optional(),
      toDate: ZDateTimeSchema.optional(),
      assetTypeCode: ZAssetTypeFilterSchema.optional(),
      categoryIds: z.array(ZResourceIdSchema).max(ResourceValidation.maxIdsPerRequest).optional(),
      locales: z.array(ZLocaleCodeSchema).max(SUPPORTED_LOCALES.length).optional(),
    })
    .default({}),
});
export type TPopularAssetsReportRequest = z.infer<typeof ZPopularAssetsReportRequestSchema>;

export const ZPopularAssetsReportRowSchema = z.object({
  resourceId: z.number().int(),
  title: z.string(),
  status: ZResourceStatusSchema,
  assetTypeCodes: z.array(ZAssetTypeCodeSchema),
  viewCount: z.number().int(),
  uniqueViewerCount: z.number().int(),
  favoriteCount: z.number().int(),
  lastViewedDate: z.string().nullable(),
  createdDate: z.string(),
});
export type TPopularAssetsReportRow = z.infer<typeof ZPopularAssetsReportRowSchema>;
export const ZPopularAssetsReportResponseSchema = pagedResult(ZPopularAssetsReportRowSchema);
export type TPopularAssetsReportResponse = z.infer<typeof ZPopularAssetsReportResponseSchema>;

/** Content type and file name of the Excel export. */
export const POPULAR_ASSETS_EXCEL = {
  contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  fileName: 'popular-assets-report.xlsx',
  /** Column headers: catalogue keys and English texts, in sheet order. */
  columns: [
    { key: 'resources.report.resourceId', en: 'Resource ID', field: 'resourceId' },
    { key: 'resources.report.title', en: 'Title', field: 'title' },
    { key: 'resources.report.status', en: 'Status', field: 'status' },
    { key: 'resources.report.assetTypes', en: 'Asset types', field: 'assetTypeCodes' },
    { key: 'resources.report.views', en: 'Views', field: 'viewCount' },
    { key: 'resources.report.uniqueViewers', en: 'Unique viewers', field: 'uniqueViewerCount' },
    { key: 'resources.report.favorites', en: 'Favourites', field: 'favoriteCount' },
    { key: 'resources.report.lastViewed', en: 'Last viewed', field: 'lastViewedDate' },
    { key: 'resources.report.created', en: 'Created', field: 'createdDate' },
  ],
} as const;

// ---------------------------------------------------------------------------------------------
// Pure rules (server and web)

/** Spec section 5: a missing effective date is now. */
export function defaultEffectiveDate(effectiveDate: string | null | undefined, now: Date = new Date()): string {
  return effectiveDate ? new Date(effectiveDate).toISOString() : now.toISOString();
}

/**
 * Spec sections 5 and 9: a user asset's missing expiry date is five years after its effective
 * date (the same day and time; 29 February becomes 28 February).
 */
export function defaultUserAssetExpiryDate(
  effectiveDate: string,
  years: number = ResourceDefaults.userAssetExpiryYears,
): string {
  const start = new Date(effectiveDate);
  const end = new Date(start.getTime());
  end.setUTCFullYear(start.getUTCFullYear() + years);
  if (end.getUTCMonth() !== start.getUTCMonth()) {
    // The day does not exist that year (29 February): the last day of the month instead.
    end.setUTCDate(0);
  }
  return end.toISOString();
}

/** Whether learners see a resource at `now`: published, effective, not expired. */
export function isResourceVisible(
  resource: { status: string; effectiveDate: string; expiryDate: string | null },
  now: Date = new Date(),
): boolean {
  const time = now.getTime();
  return (
    resource.status === 'PUBLISHED' &&
    Date.parse(resource.effectiveDate) <= time &&
    (resource.expiryDate === null || Date.parse(resource.expiryDate) > time)
  );
}

/**
 * The text of the asked locale when it has one, else the first other locale that has one (spec:
 * learners read their locale, falling back to the other locale's text).
 */
export function pickLocalizedText<T extends { title: string }>(
  texts: Partial<Record<TLocaleCode, T | null>>,
  locale: TLocaleCode,
): { locale: TLocaleCode; text: T } | undefined {
  const order = [locale, ...SUPPORTED_LOCALES.filter((other) => other !== locale)];
  for (const candidate of order) {
    const text = texts[candidate];
    if (text && text.title.trim() !== '') {
      return { locale: candidate, text };
    }
  }
  return undefined;
}

/**
 * The rules of a resource body that need no database (the server adds those that do: categories,
 * media, assets of the resource). Fields are dotted paths into the body.
 */
export function checkResourceRules(input: {
  texts: TResourceTexts;
  durationValue: number | null;
  durationType: TDurationType | null;
  effectiveDate: string | null;
  expiryDate: string | null;
  categoryIds: readonly number[];
  assets: readonly TAssetInput[];
}): TValidationIssue[] {
  const issues: TValidationIssue[] = [];
  if (!pickLocalizedText(input.texts, 'en')) {
    issues.push(validationIssue('texts', 'titleRequired'));
  }
  if (input.durationValue !== null && input.durationType === null) {
    issues.push(validationIssue('durationType', 'durationTypeRequired'));
  }
  if (input.durationValue === null && input.durationType !== null) {
    issues.push(validationIssue('durationValue', 'durationValueRequired'));
  }
  if (input.expiryDate !== null) {
    const effective = input.effectiveDate === null ? Date.now() : Date.parse(input.effectiveDate);
    if (Date.parse(input.expiryDate) <= effective) {
      issues.push(validationIssue('expiryDate', 'expiryBeforeEffective'));
    }
  }
  input.categoryIds.forEach((categoryId, index) => {
    if (input.categoryIds.indexOf(categoryId) !== index) {
      issues.push(validationIssue(`categoryIds.${index}`, 'categoryDuplicate'));
    }
  });
  if (input.assets.length === 0) {
    issues.push(validationIssue('assets', 'assetRequired'));
  }
  const assetIds = input.assets.map((asset) => asset.assetId);
  input.assets.forEach((asset, index) => {
    if (asset.assetId !== undefined && assetIds.indexOf(asset.assetId) !== index) {
      issues.push(validationIssue(`assets.${index}.assetId`, 'assetDuplicate'));
    }
    issues.push(...checkAssetRules(asset, `assets.${index}`));
  });
  return issues;
}

/** The rules of one asset that need no database; `prefix` is its path in the body. */
export function checkAssetRules(asset: TAssetInput, prefix = ''): TValidationIssue[] {
  const at = (field: string) => (prefix ? `${prefix}.${field}` : field);
  const issues: TValidationIssue[] = [];
  const rule = ASSET_TYPE_RULES[asset.assetTypeCode];
  if (!pickLocalizedText(asset.texts, 'en')) {
    issues.push(validationIssue(at('texts'), 'assetTitleRequired'));
  }
  if (asset.url !== null && rule.url === 'forbidden') {
    issues.push(validationIssue(at('url'), 'urlNotAllowed'));
  } else if (asset.url === null && rule.url === 'required') {
    issues.push(validationIssue(at('url'), 'urlRequired'));
  } else if (asset.url !== null && !isHttpUrl(asset.url)) {
    issues.push(validationIssue(at('url'), 'urlInvalid'));
  }
  if (asset.assetAttachments.length > 0 && rule.attachments === 'forbidden') {
    issues.push(validationIssue(at('assetAttachments'), 'attachmentsNotAllowed'));
  } else if (asset.assetAttachments.length === 0 && rule.attachments === 'required') {
    issues.push(validationIssue(at('assetAttachments'), 'attachmentRequired'));
  }
  if (rule.url === 'optional' && rule.attachments === 'optional') {
    if (asset.url === null && asset.assetAttachments.length === 0) {
      issues.push(validationIssue(at('url'), 'podcastNeedsUrlOrAudio'));
    }
  }
  const mediaIds = asset.assetAttachments.map((attachment) => normalizeMediaId(attachment.mediaId));
  mediaIds.forEach((mediaId, index) => {
    if (mediaIds.indexOf(mediaId) !== index) {
      issues.push(validationIssue(at(`assetAttachments.${index}.mediaId`), 'attachmentDuplicate'));
    }
  });
  return issues;
}
