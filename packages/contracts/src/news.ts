import { z } from 'zod';
import { apiResult, MAX_ROW_ID, pagedResult, PageDefaults, positiveIntegerParameter } from './common.ts';
import { ZLocaleCodeSchema } from './locales.ts';
import { ZDurationTypeItemSchema, ZDurationTypeSchema } from './resources.ts';

/*
 * News (issue 19, item 2). Module NEWS; a tenant without it gets 404 on every route below
 * (MODULE_API_PREFIXES). Articles have a version per locale (title, summary, body HTML written in
 * Tiptap and sanitized by the server when stored), a cover image (a media id), topics, a reading
 * time, an audience (ALL, LOCATION, JOB_ROLE), scheduled publishing (publishAt) and expiry
 * (expiresAt), and may be pinned. A learner sees an article when it is PUBLISHED,
 * publishAt <= now < expiresAt, and they are in its audience; anything else is 404.
 *
 * Learner routes (signed in):
 *   GET    /api/articles?pageNo&pageSize&topicId&locale  visible articles: pinned first, then latest
 *                                                        (publishAt desc) -> paged summaries
 *   GET    /api/articles/topics?locale                   the tenant's topics (cacheable, spec section 7)
 *   GET    /api/articles/refdurationtypes?locale         reading-time units D/M/H (cacheable)
 *   GET    /api/articles/{articleId}?locale              the article, in the viewer's language
 *                                                        (fallback: the tenant default, then any)
 *   POST   /api/articles/{articleId}/read                record a read (learning record, verb
 *                                                        "read"; idempotent per person and article)
 *   PUT    /api/articles/{articleId}/like                like (idempotent) -> { likeCount, isLikedByMe }
 *   DELETE /api/articles/{articleId}/like                unlike (idempotent) -> same
 * Admin routes (NEWS_ADMIN):
 *   GET    /api/articles/admin/articles?pageNo&pageSize&status&search  every article with its status
 *   GET    /api/articles/admin/articles/{id}             the article as edited (both locales)
 *   POST   /api/articles/admin/articles                  create -> 201
 *   PUT    /api/articles/admin/articles/{id}             update (the whole article)
 *   DELETE /api/articles/admin/articles/{id}             (reads and likes go with it)
 *   GET    /api/articles/admin/articles/{id}/preview?locale  as a learner will see it, any status
 *   POST   /api/articles/admin/articles/{id}/pin         /unpin
 *   GET    /api/articles/admin/topics                    topics with both names and article counts
 *   POST   /api/articles/admin/topics                    create -> 201
 *   PUT    /api/articles/admin/topics/{id}
 *   DELETE /api/articles/admin/topics/{id}               (articles lose the topic)
 *
 * A 400 `validation_failed` problem carries `errors` per field with the English texts of
 * NEWS_MESSAGES; `newsMessageKeyOf` turns one into its catalogue key (`newsAdmin.validation.*`).
 */

export const NEWS_MODULE_CODE = 'NEWS' as const;

export const NewsPermissions = { admin: 'NEWS_ADMIN', viewReports: 'NEWS_VIEW_REPORTS' } as const;

export const NewsValidation = {
  maxTitleLength: 200,
  maxSummaryLength: 500,
  /** Of the body HTML as sent (before sanitizing). */
  maxBodyLength: 200_000,
  maxTopicsPerArticle: 10,
  maxTopicNameLength: 80,
  maxAudienceEntries: 50,
  maxAudienceCodeLength: 100,
  maxReadingTimeValue: 10_000,
  maxSearchLength: 200,
  /** Reading speed used when an article has no reading time of its own. */
  wordsPerMinute: 200,
} as const;

/** Stored status; the admin list derives SCHEDULED and EXPIRED from the dates (NEWS_ADMIN_STATUSES). */
export const ARTICLE_STATUSES = ['DRAFT', 'PUBLISHED'] as const;
export type TArticleStatus = (typeof ARTICLE_STATUSES)[number];
export const ZArticleStatusSchema = z.enum(ARTICLE_STATUSES);

/** What the admin list shows: DRAFT; PUBLISHED but before publishAt (SCHEDULED), live (PUBLISHED) or past expiresAt (EXPIRED). */
export const ARTICLE_ADMIN_STATUSES = ['DRAFT', 'SCHEDULED', 'PUBLISHED', 'EXPIRED'] as const;
export type TArticleAdminStatus = (typeof ARTICLE_ADMIN_STATUSES)[number];
export const ZArticleAdminStatusSchema = z.enum(ARTICLE_ADMIN_STATUSES);

/** Who sees an article (the assessments' assignment targets without USER). */
export const ARTICLE_AUDIENCE_KINDS = ['ALL', 'LOCATION', 'JOB_ROLE'] as const;
export type TArticleAudienceKind = (typeof ARTICLE_AUDIENCE_KINDS)[number];
export const ZArticleAudienceKindSchema = z.enum(ARTICLE_AUDIENCE_KINDS);

export const NEWS_MESSAGES = {
  textRequired: 'Enter the title in at least one language',
  titleRequired: 'Enter the title',
  titleTooLong: 'The title is too long',
  summaryTooLong: 'The summary is too long',
  bodyTooLong: 'The text is too long',
  coverUnknown: 'The cover image was not found',
  coverNotImage: 'The cover must be an image',
  topicUnknown: 'This topic does not exist',
  topicsTooMany: `Choose at most ${NewsValidation.maxTopicsPerArticle} topics`,
  topicDuplicate: 'This topic is listed twice',
  topicNameRequired: 'Enter the topic name in both languages',
  topicNameTooLong: 'The topic name is too long',
  topicNameTaken: 'A topic already has this name',
  readingTimeInvalid: `Enter a reading time from 1 to ${NewsValidation.maxReadingTimeValue}`,
  readingTimeTypeRequired: 'Choose the unit of the reading time',
  audienceRequired: 'Choose who sees the article',
  audienceTooMany: 'Too many audience entries',
  audienceCodeRequired: 'Choose a location or a job role',
  audienceUnknown: 'This location or job role does not exist',
  audienceDuplicate: 'This audience entry is listed twice',
  dateInvalid: 'Enter a valid date and time',
  expiryOrder: 'The expiry must come after the publication',
} as const;
export type TNewsMessageName = keyof typeof NEWS_MESSAGES;

/** The catalogue key of an English message text of a 400 problem, or undefined. */
export function newsMessageKeyOf(text: string): string | undefined {
  const entry = Object.entries(NEWS_MESSAGES).find(([, message]) => message === text);
  return entry ? `newsAdmin.validation.${entry[0]}` : undefined;
}

/** Where the web app shows an article (search documents carry it as `url`). */
export function articlePath(articleId: number): string {
  return `/news/${articleId}`;
}

/** Minutes to read an HTML body at `NewsValidation.wordsPerMinute` (at least 1). */
export function estimateReadingMinutes(bodyHtml: string): number {
  const text = bodyHtml.replace(/<[^>]*>/g, ' ').replace(/&[a-z#0-9]+;/gi, ' ');
  const words = text.split(/\s+/).filter((word) => word.length > 0).length;
  return Math.max(1, Math.ceil(words / NewsValidation.wordsPerMinute));
}

const M = NEWS_MESSAGES;
const V = NewsValidation;

// ---------------------------------------------------------------------------------------------
// Shared fields

export const ZArticleParamsSchema = z.object({ articleId: positiveIntegerParameter('articleId') });
export const ZNewsAdminParamsSchema = z.object({ id: positiveIntegerParameter('id') });
export const ZNewsLocaleQuerySchema = z.object({ locale: ZLocaleCodeSchema.optional() });

const ZPageNoSchema = positiveIntegerParameter('pageNo').optional().default(PageDefaults.pageNo);
const ZPageSizeSchema = positiveIntegerParameter('pageSize', PageDefaults.maxPageSize)
  .optional()
  .default(PageDefaults.pageSize);

/** An ISO time with offset, or null (empty strings from a form count as none). */
const ZOptionalTimeSchema = z
  .union([z.iso.datetime({ offset: true, error: M.dateInvalid }), z.literal('')])
  .nullish()
  .transform((value) => (value ? new Date(value).toISOString() : null));

export const ZArticleTopicSchema = z.object({
  topicId: z.number().int(),
  /** In the requested language. */
  name: z.string(),
});
export type TArticleTopic = z.infer<typeof ZArticleTopicSchema>;

export const ZArticleReadingTimeSchema = z.object({
  /** As the author set it, or null when computed from the body. */
  value: z.number().int().nullable(),
  type: ZDurationTypeSchema.nullable(),
  /** Always set: the author's value in minutes, or computed from the body. */
  minutes: z.number().int(),
});
export type TArticleReadingTime = z.infer<typeof ZArticleReadingTimeSchema>;

// ---------------------------------------------------------------------------------------------
// Learner

export const ZArticlesQuerySchema = z.object({
  pageNo: ZPageNoSchema,
  pageSize: ZPageSizeSchema,
  topicId: positiveIntegerParameter('topicId').optional(),
  locale: ZLocaleCodeSchema.optional(),
});
export type TArticlesQuery = z.input<typeof ZArticlesQuerySchema>;

export const ZArticleSummarySchema = z.object({
  articleId: z.number().int(),
  /** The language the texts are in (the viewer's, else the tenant default, else the other). */
  locale: ZLocaleCodeSchema,
  title: z.string(),
  summary: z.string(),
  coverMediaId: z.string().nullable(),
  topics: z.array(ZArticleTopicSchema),
  readingTime: ZArticleReadingTimeSchema,
  isPinned: z.boolean(),
  /** When it went (or goes) live: publishAt, or the publication time when none was set. */
  publishedAt: z.string(),
  expiresAt: z.string().nullable(),
  likeCount: z.number().int(),
  isLikedByMe: z.boolean(),
  isReadByMe: z.boolean(),
});
export type TArticleSummary = z.infer<typeof ZArticleSummarySchema>;
export const ZArticlesResponseSchema = apiResult(pagedResult(ZArticleSummarySchema));
export type TArticlesResponse = z.infer<typeof ZArticlesResponseSchema>;

export const ZArticleDetailSchema = ZArticleSummarySchema.extend({
  /** Sanitized HTML. */
  bodyHtml: z.string(),
  authorName: z.string().nullable(),
  updatedAt: z.string(),
});
export type TArticleDetail = z.infer<typeof ZArticleDetailSchema>;
export const ZArticleResponseSchema = apiResult(ZArticleDetailSchema);
export type TArticleResponse = z.infer<typeof ZArticleResponseSchema>;

export const ZArticleTopicsResponseSchema = apiResult(z.array(ZArticleTopicSchema));
export type TArticleTopicsResponse = z.infer<typeof ZArticleTopicsResponseSchema>;

/** Same items as `GET /api/resources/refDurationTypes`. */
export const ZArticleDurationTypesResponseSchema = z.array(ZDurationTypeItemSchema);

export const ZArticleReadResultSchema = z.object({
  articleId: z.number().int(),
  /** The first read's time (a second read records nothing new). */
  readAt: z.string(),
  isFirstRead: z.boolean(),
});
export type TArticleReadResult = z.infer<typeof ZArticleReadResultSchema>;
export const ZArticleReadResponseSchema = apiResult(ZArticleReadResultSchema);

export const ZArticleLikeResultSchema = z.object({
  articleId: z.number().int(),
  likeCount: z.number().int(),
  isLikedByMe: z.boolean(),
});
export type TArticleLikeResult = z.infer<typeof ZArticleLikeResultSchema>;
export const ZArticleLikeResponseSchema = apiResult(ZArticleLikeResultSchema);

// ---------------------------------------------------------------------------------------------
// Admin

export const ZArticleTextInputSchema = z.strictObject({
  title: z.string({ error: M.titleRequired }).trim().min(1, M.titleRequired).max(V.maxTitleLength, M.titleTooLong),
  summary: z
    .string()
    .trim()
    .max(V.maxSummaryLength, M.summaryTooLong)
    .nullish()
    .transform((value) => value ?? ''),
  /** HTML from the rich-text editor; sanitized by the server when stored. */
  bodyHtml: z
    .string()
    .max(V.maxBodyLength, M.bodyTooLong)
    .nullish()
    .transform((value) => value ?? ''),
});
export type TArticleTextInput = z.input<typeof ZArticleTextInputSchema>;

/** Texts per locale; one may be missing (readers then see the other). */
export const ZArticleTextsInputSchema = z.strictObject({
  en: ZArticleTextInputSchema.nullish().transform((value) => value ?? null),
  'fr-CA': ZArticleTextInputSchema.nullish().transform((value) => value ?? null),
});

export const ZArticleAudienceInputSchema = z
  .strictObject({
    targetKind: ZArticleAudienceKindSchema,
    /** Location id (as text) or job role code; '' for ALL. */
    targetCode: z.string().trim().max(V.maxAudienceCodeLength).default(''),
  })
  .superRefine((entry, context) => {
    if (entry.targetKind !== 'ALL' && !entry.targetCode) {
      context.addIssue({ code: 'custom', path: ['targetCode'], message: M.audienceCodeRequired });
    }
  })
  .transform((entry) => (entry.targetKind === 'ALL' ? { ...entry, targetCode: '' } : entry));
export type TArticleAudienceInput = z.input<typeof ZArticleAudienceInputSchema>;

export const ZSaveArticleRequestSchema = z
  .strictObject({
    texts: ZArticleTextsInputSchema,
    coverMediaId: z
      .uuid(M.coverUnknown)
      .nullish()
      .transform((value) => value ?? null),
    topicIds: z
      .array(z.number().int().positive().max(MAX_ROW_ID, M.topicUnknown))
      .max(V.maxTopicsPerArticle, M.topicsTooMany)
      .default([]),
    /** Null: computed from the body. */
    readingTimeValue: z
      .number({ error: M.readingTimeInvalid })
      .int(M.readingTimeInvalid)
      .min(1, M.readingTimeInvalid)
      .max(V.maxReadingTimeValue, M.readingTimeInvalid)
      .nullish()
      .transform((value) => value ?? null),
    readingTimeType: ZDurationTypeSchema.nullish().transform((value) => value ?? null),
    audience: z
      .array(ZArticleAudienceInputSchema)
      .min(1, M.audienceRequired)
      .max(V.maxAudienceEntries, M.audienceTooMany)
      .default([{ targetKind: 'ALL', targetCode: '' }]),
    status: ZArticleStatusSchema.default('DRAFT'),
    /** Null: live as soon as PUBLISHED (the publication time is kept). */
    publishAt: ZOptionalTimeSchema,
    expiresAt: ZOptionalTimeSchema,
    isPinned: z.boolean().default(false),
  })
  .superRefine((value, context) => {
    if (!value.texts.en && !value.texts['fr-CA']) {
      context.addIssue({ code: 'custom', path: ['texts'], message: M.textRequired });
    }
    if (value.readingTimeValue !== null && value.readingTimeType === null) {
      context.addIssue({ code: 'custom', path: ['readingTimeType'], message: M.readingTimeTypeRequired });
    }
    if (value.publishAt && value.expiresAt && value.expiresAt <= value.publishAt) {
      context.addIssue({ code: 'custom', path: ['expiresAt'], message: M.expiryOrder });
    }
    const topics = new Set<number>();
    value.topicIds.forEach((topicId, index) => {
      if (topics.has(topicId)) {
        context.addIssue({ code: 'custom', path: ['topicIds', index], message: M.topicDuplicate });
      }
      topics.add(topicId);
    });
    const audience = new Set<string>();
    value.audience.forEach((entry, index) => {
      const key = `${entry.targetKind}:${entry.targetCode}`;
      if (audience.has(key)) {
        context.addIssue({ code: 'custom', path: ['audience', index, 'targetCode'], message: M.audienceDuplicate });
      }
      audience.add(key);
    });
  });
export type TSaveArticleRequest = z.input<typeof ZSaveArticleRequestSchema>;
export type TSaveArticleData = z.output<typeof ZSaveArticleRequestSchema>;

export const ZArticleTextSchema = z.object({ title: z.string(), summary: z.string(), bodyHtml: z.string() });
export const ZArticleAudienceSchema = z.object({ targetKind: ZArticleAudienceKindSchema, targetCode: z.string() });
export type TArticleAudience = z.infer<typeof ZArticleAudienceSchema>;

export const ZAdminArticleSchema = z.object({
  articleId: z.number().int(),
  texts: z.object({ en: ZArticleTextSchema.nullable(), 'fr-CA': ZArticleTextSchema.nullable() }),
  coverMediaId: z.string().nullable(),
  topicIds: z.array(z.number().int()),
  readingTimeValue: z.number().int().nullable(),
  readingTimeType: ZDurationTypeSchema.nullable(),
  audience: z.array(ZArticleAudienceSchema),
  status: ZArticleStatusSchema,
  /** Derived from status and dates, now. */
  displayStatus: ZArticleAdminStatusSchema,
  publishAt: z.string().nullable(),
  publishedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  isPinned: z.boolean(),
  likeCount: z.number().int(),
  readCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TAdminArticle = z.infer<typeof ZAdminArticleSchema>;
export const ZAdminArticleResponseSchema = apiResult(ZAdminArticleSchema);

export const ZAdminArticleSummarySchema = z.object({
  articleId: z.number().int(),
  /** In the requested language, else the other. */
  title: z.string(),
  locales: z.array(ZLocaleCodeSchema),
  status: ZArticleStatusSchema,
  displayStatus: ZArticleAdminStatusSchema,
  publishAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  isPinned: z.boolean(),
  likeCount: z.number().int(),
  readCount: z.number().int(),
  updatedAt: z.string(),
});
export type TAdminArticleSummary = z.infer<typeof ZAdminArticleSummarySchema>;

export const ZAdminArticlesQuerySchema = z.object({
  pageNo: ZPageNoSchema,
  pageSize: ZPageSizeSchema,
  status: ZArticleAdminStatusSchema.optional(),
  search: z.string().trim().max(V.maxSearchLength).optional(),
  locale: ZLocaleCodeSchema.optional(),
});
export type TAdminArticlesQuery = z.input<typeof ZAdminArticlesQuerySchema>;
export const ZAdminArticlesResponseSchema = apiResult(pagedResult(ZAdminArticleSummarySchema));
export type TAdminArticlesResponse = z.infer<typeof ZAdminArticlesResponseSchema>;

/** The preview: the learner's detail shape, whatever the status and dates. */
export const ZArticlePreviewResponseSchema = ZArticleResponseSchema;

export const ZNewsDeleteResponseSchema = apiResult(z.boolean());

const ZTopicNameSchema = z
  .string({ error: M.topicNameRequired })
  .trim()
  .min(1, M.topicNameRequired)
  .max(V.maxTopicNameLength, M.topicNameTooLong);

export const ZSaveArticleTopicRequestSchema = z.strictObject({ nameEn: ZTopicNameSchema, nameFr: ZTopicNameSchema });
export type TSaveArticleTopicRequest = z.input<typeof ZSaveArticleTopicRequestSchema>;

export const ZAdminArticleTopicSchema = z.object({
  topicId: z.number().int(),
  nameEn: z.string(),
  nameFr: z.string(),
  articleCount: z.number().int(),
});
export type TAdminArticleTopic = z.infer<typeof ZAdminArticleTopicSchema>;
export const ZAdminArticleTopicResponseSchema = apiResult(ZAdminArticleTopicSchema);
export const ZAdminArticleTopicsResponseSchema = apiResult(z.array(ZAdminArticleTopicSchema));
