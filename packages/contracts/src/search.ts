import { z } from 'zod';
import { pagedResult } from './common.ts';
import { ZLocaleCodeSchema } from './locales.ts';
import { SUPPORTED_LOCALES } from './locale-codes.ts';
import { ZModuleCodeSchema } from './module-codes.ts';
import { MODULE_CODES } from './modules.ts';
import { sortedPageRequest } from './resources.ts';
import { ASSET_TYPE_CODES } from './resource-rules.ts';
import { SEARCH_ASSET_TYPES, SEARCH_PAGE_SIZE, SearchRules } from './search-rules.ts';

/*
 * Global search (spec sections 2 "Home search panel", 3 "Search request/result, Module", 7 "Global
 * search", 9): one call over the tenant's index, answering one page per module.
 */

/** Only published content is searched (spec section 9); the parameter exists for the spec's shape. */
export const ZSearchStatusSchema = z.literal('PUBLISHED');

/** How results may be ordered: relevance (default), title, or most recent first. */
export const SEARCH_SORT_COLUMNS = ['relevance', 'title', 'date'] as const;
export type TSearchSortColumn = (typeof SEARCH_SORT_COLUMNS)[number];

/** A panel toggle (`VIDEO`...) or an exact asset type code (`VIDEO_MP4`...). */
export const ZSearchAssetTypeSchema = z.enum([...SEARCH_ASSET_TYPES, ...ASSET_TYPE_CODES]);

export const ZGlobalSearchParametersSchema = z.strictObject({
  /** The languages to search (the browser's language); every tenant language when absent. */
  locales: z.array(ZLocaleCodeSchema).min(1).max(SUPPORTED_LOCALES.length).optional(),
  status: z
    .union([ZSearchStatusSchema, z.array(ZSearchStatusSchema).min(1).max(1)])
    .transform(() => 'PUBLISHED' as const)
    .optional(),
  /** Required; its minimum length is the tenant's `minimumGlobalSearchFieldLength` (checked by the server). */
  searchText: z.string().trim().min(1).max(SearchRules.maxSearchTextLength),
  /** Asset types to keep: the panel's toggles (`VIDEO`...) or exact asset type codes; one or several. */
  assetTypeCode: z
    .union([ZSearchAssetTypeSchema, z.array(ZSearchAssetTypeSchema).min(1).max(ZSearchAssetTypeSchema.options.length)])
    .transform((value) => (Array.isArray(value) ? value : [value]))
    .optional(),
  /** The modules (tabs) to search; every searchable module of the tenant when absent. */
  moduleCodes: z.array(ZModuleCodeSchema).min(1).max(MODULE_CODES.length).optional(),
  /** Accepted for the spec's shape: the tenant always comes from the sign-in; another tenant is refused. */
  TenantCode: z.string().trim().min(1).max(64).optional(),
});
export type TGlobalSearchParameters = z.infer<typeof ZGlobalSearchParametersSchema>;

export const ZGlobalSearchRequestSchema = z.strictObject({
  ...sortedPageRequest(SEARCH_SORT_COLUMNS),
  pageSize: z.number().int().min(1).max(SearchRules.maxPageSize).default(SEARCH_PAGE_SIZE),
  searchParameters: ZGlobalSearchParametersSchema,
});
export type TGlobalSearchRequest = z.input<typeof ZGlobalSearchRequestSchema>;
export type TGlobalSearchQuery = z.output<typeof ZGlobalSearchRequestSchema>;

/** A run of a snippet or title: `match` marks the words that matched the search text. */
export const ZHighlightSegmentSchema = z.object({ text: z.string(), match: z.boolean() });
export type THighlightSegment = z.infer<typeof ZHighlightSegmentSchema>;

export const ZGlobalSearchItemSchema = z.object({
  moduleCode: ZModuleCodeSchema,
  /** Spec section 3 entity kinds (`RESOURCE`...). */
  entityKind: z.string(),
  entityId: z.string(),
  locale: ZLocaleCodeSchema,
  title: z.string(),
  /** The title cut into runs, matched words marked. */
  titleHighlights: z.array(ZHighlightSegmentSchema),
  /** A passage of the text around the best matches, cut into runs, matched words marked. */
  snippet: z.array(ZHighlightSegmentSchema),
  /** The entity's main asset type (the one the asset type filter matches). */
  assetTypeCode: z.string().nullable(),
  /** Every asset type of the entity, in its order (a resource with a video and a poster shows both). */
  assetTypeCodes: z.array(z.string()).optional(),
  /** Where the web app opens the entity. */
  url: z.string().nullable(),
  effectiveDate: z.string().nullable(),
  modifiedDate: z.string(),
});
export type TGlobalSearchItem = z.infer<typeof ZGlobalSearchItemSchema>;

/** One module's page of results (spec section 3: items grouped by module with moduleName and pageNo). */
export const ZGlobalSearchGroupSchema = z.object({
  moduleCode: ZModuleCodeSchema,
  moduleName: z.string(),
  pageNo: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  totalRecords: z.number().int().nonnegative(),
  items: z.array(ZGlobalSearchItemSchema),
});
export type TGlobalSearchGroup = z.infer<typeof ZGlobalSearchGroupSchema>;

/** `result`: one group per searched module that has results; `totalRecords`: every module's total. */
export const ZGlobalSearchResponseSchema = pagedResult(ZGlobalSearchGroupSchema);
export type TGlobalSearchResponse = z.infer<typeof ZGlobalSearchResponseSchema>;

/** Spec section 3 "Module": a searchable module of the tenant (a search tab). */
export const ZSearchModuleSchema = z.object({
  moduleCode: ZModuleCodeSchema,
  moduleName: z.string(),
  spaUrl: z.string(),
  serviceUrl: z.string(),
});
export type TSearchModule = z.infer<typeof ZSearchModuleSchema>;
export const ZSearchModulesResponseSchema = z.array(ZSearchModuleSchema);
