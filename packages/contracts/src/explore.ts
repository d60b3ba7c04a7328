import { z } from 'zod';
import { apiResult, MAX_ROW_ID, pagedResult, PageDefaults } from './common.ts';
import { ZLocaleCodeSchema } from './locales.ts';
import type { TModuleCode } from './modules.ts';

/*
 * Explore (issue 20, item 3). Module EXPLORE; a tenant without it gets 404 on every route below
 * (MODULE_API_PREFIXES). One page to discover what the tenant offers across its enabled content
 * modules: learning paths, resources, assessments, events and news. Cards come from the search
 * index (published, in their dates, in the viewer's audience), so a module the tenant disabled has
 * no card, no section and no kind in the answer.
 *
 * Routes (signed in):
 *   GET  /api/explore?locale                the page: kinds offered, new this week, trending near me,
 *                                           recommended for my skill gaps, by category, by competency
 *   POST /api/explore/items                 one shelf in full, paged: a kind, a category, a
 *                                           competency, new this week and/or a title search
 */

export const EXPLORE_MODULE_CODE = 'EXPLORE' as const;

/** What a card is; each kind opens in its own module's page. */
export const EXPLORE_ITEM_KINDS = ['PATH', 'RESOURCE', 'ASSESSMENT', 'EVENT', 'NEWS'] as const;
export type TExploreItemKind = (typeof EXPLORE_ITEM_KINDS)[number];
export const ZExploreItemKindSchema = z.enum(EXPLORE_ITEM_KINDS);

/** The module owning each kind: a kind is offered only while its module is enabled. */
export const EXPLORE_KIND_MODULES: Readonly<Record<TExploreItemKind, TModuleCode>> = {
  PATH: 'LEARNINGPATH',
  RESOURCE: 'RESOURCELIBRARY',
  ASSESSMENT: 'ASSESSMENT',
  EVENT: 'EVENTS',
  NEWS: 'NEWS',
};

export const ExploreLimits = {
  /** Cards in each of the page's rows (new, trending, recommended). */
  sectionSize: 12,
  /** Cards shown under each category or competency on the page (the rest: `/api/explore/items`). */
  groupSize: 6,
  /** Categories and competencies listed on the page, the fullest first. */
  maxGroups: 24,
  /** "New this week": published within the last 7 days. */
  newWithinDays: 7,
  /** "Trending near me": what people of my location or job role did within the last 30 days. */
  trendingWithinDays: 30,
  maxTermLength: 100,
  maxPageSize: 48,
} as const;

export const ZExploreQuerySchema = z.object({ locale: ZLocaleCodeSchema.optional() });
export type TExploreQuery = z.input<typeof ZExploreQuerySchema>;

export const ZExploreCardSchema = z.object({
  kind: ZExploreItemKindSchema,
  /** The id in its module (path, resource, assessment set, event, article). */
  id: z.number().int(),
  title: z.string(),
  summary: z.string().nullable(),
  imageUrl: z.string().nullable(),
  /** The module's page of the item (`/learning-path/paths/7`, `/resources/3`, `/event/2`...). */
  href: z.string(),
  /** When it was published (or goes live), ISO-8601. */
  publishedAt: z.string(),
  meta: z.object({
    /** A resource's main asset type (VIDEO, DOCUMENT...). */
    assetTypeCode: z.string().nullable(),
    /** Trending: how many people of my location or job role engaged with it lately. */
    learnerCount: z.number().int().nullable(),
    /** Recommended: the competency it closes a gap in, and the gap in levels. */
    competencyName: z.string().nullable(),
    gap: z.number().int().nullable(),
  }),
});
export type TExploreCard = z.infer<typeof ZExploreCardSchema>;

export const ZExploreGroupSchema = z.object({
  /** The category's or competency's id. */
  id: z.number().int(),
  name: z.string(),
  /** How many items the viewer may open in it (the cards are the newest of them). */
  count: z.number().int().nonnegative(),
  items: z.array(ZExploreCardSchema),
});
export type TExploreGroup = z.infer<typeof ZExploreGroupSchema>;

export const ZExploreSchema = z.object({
  /** The kinds the tenant offers now (its enabled modules), in the page's order: the filter chips. */
  kinds: z.array(ZExploreItemKindSchema),
  newThisWeek: z.array(ZExploreCardSchema),
  trendingNearMe: z.array(ZExploreCardSchema),
  /** Null when the tenant's skills (competencies, learner view) are off: no such section. */
  recommendedForGaps: z.array(ZExploreCardSchema).nullable(),
  byCategory: z.array(ZExploreGroupSchema),
  byCompetency: z.array(ZExploreGroupSchema),
});
export type TExplore = z.infer<typeof ZExploreSchema>;
export const ZExploreResponseSchema = apiResult(ZExploreSchema);
export type TExploreResponse = z.infer<typeof ZExploreResponseSchema>;

export const EXPLORE_MESSAGES = {
  oneGroup: 'Choose a category or a competency, not both',
  kindNotOffered: 'This kind of content is not offered by your organisation',
} as const;

export const ZExploreItemsRequestSchema = z
  .strictObject({
    /** Only these kinds (each must be offered); every offered kind when absent. */
    kinds: z.array(ZExploreItemKindSchema).min(1).max(EXPLORE_ITEM_KINDS.length).optional(),
    categoryId: z.number().int().positive().max(MAX_ROW_ID).optional(),
    competencyId: z.number().int().positive().max(MAX_ROW_ID).optional(),
    /** Published within the last `newWithinDays` days only. */
    isNewThisWeek: z.boolean().optional(),
    /** Words of the title (ignoring case and accents). */
    term: z.string().trim().max(ExploreLimits.maxTermLength).optional(),
    locale: ZLocaleCodeSchema.optional(),
    pageNo: z.number().int().min(1).max(10_000).default(PageDefaults.pageNo),
    pageSize: z.number().int().min(1).max(ExploreLimits.maxPageSize).default(24),
  })
  .refine((request) => request.categoryId === undefined || request.competencyId === undefined, {
    message: EXPLORE_MESSAGES.oneGroup,
    path: ['competencyId'],
  });
export type TExploreItemsRequest = z.input<typeof ZExploreItemsRequestSchema>;
export type TExploreItemsQuery = z.output<typeof ZExploreItemsRequestSchema>;
export const ZExploreItemsResponseSchema = pagedResult(ZExploreCardSchema);
export type TExploreItemsResponse = z.infer<typeof ZExploreItemsResponseSchema>;
