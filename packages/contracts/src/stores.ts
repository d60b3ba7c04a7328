import { z } from 'zod';
import { pagedResult, PageDefaults, positiveIntegerParameter } from './common.ts';
import { REWARD_POINTS } from './dashboard.ts';
import { ZLocaleCodeSchema } from './locales.ts';

/*
 * Rewards store (issue 20, item 2). Module STORES; a tenant without it (boreal) gets 404 on every
 * route below (MODULE_API_PREFIXES).
 *
 * Points are earned from the learning record: each (verb, object) the record holds counts once, at
 * the points the tenant's rule for that verb gave at the time it was first earned (rules are
 * versioned by when they take effect, so a rule change never lowers points already earned). Points
 * never go down. Coins = points - coins spent + coins refunded. Redeeming is one transaction where
 * the database decides stock, the per-person limit and coins.
 *
 * Learner routes (signed in; an inactive or another tenant's reward, another person's order: 404):
 *   GET    /api/stores/wallet?locale                      -> TWallet
 *   POST   /api/stores/rewards                            { pageNo, pageSize, term?, affordableOnly?, locale? } -> paged TReward
 *   GET    /api/stores/rewards/{rewardId}?locale          -> TReward
 *   POST   /api/stores/rewards/{rewardId}/redeem          { quantity 1..10 } -> 201 TOrder; 409 refusals below
 *   POST   /api/stores/orders                             { pageNo, pageSize, locale? } -> paged TOrder (mine, newest first)
 *   GET    /api/stores/leaderboard?period=MONTH|ALL&month=YYYY-MM&locationCode=&locale  -> TLeaderboard
 * Admin routes (STORES_ADMIN):
 *   POST   /api/stores/admin/rewards/list                 { pageNo, pageSize, term?, active? } -> paged TAdminRewardListItem
 *   GET    /api/stores/admin/rewards/{rewardId}           -> TAdminReward (both languages)
 *   POST   /api/stores/admin/rewards                      TSaveRewardRequest -> 201 TAdminReward
 *   PUT    /api/stores/admin/rewards/{rewardId}           TSaveRewardRequest -> TAdminReward
 *   DELETE /api/stores/admin/rewards/{rewardId}           -> { deleted: true } or, with orders, { deleted: false } (made inactive)
 *   POST   /api/stores/admin/orders/list                  { pageNo, pageSize, status?, locale? } -> paged TAdminOrder
 *   POST   /api/stores/admin/orders/{orderId}/fulfil      -> TAdminOrder (only a PLACED order; 409 ORDER_NOT_PLACED)
 *   POST   /api/stores/admin/orders/{orderId}/refund      -> TAdminOrder (coins and stock back; only PLACED; 409)
 *   GET    /api/stores/admin/point-rules                  -> TPointRules
 *   PUT    /api/stores/admin/point-rules                  { rules: [{ verb, points 0..1000 }] } -> TPointRules
 *
 * Answers are the plain objects below (no `returnValue` envelope); lists are `{ totalRecords, result }`.
 * A 400 `validation_failed` problem carries `errors` per field with the English texts of
 * STORE_MESSAGES (`storeMessageKeyOf` gives the catalogue key). A 409 refusal is a `conflict`
 * problem whose `errors.refusal` holds one STORE_REFUSAL_CODES code (`storeRefusalOf` reads it)
 * and whose `detail` is the English message.
 */

export const STORES_MODULE_CODE = 'STORES' as const;
export const StorePermissions = { admin: 'STORES_ADMIN' } as const;

export const StoreLimits = {
  maxNameLength: 120,
  maxDescriptionLength: 2_000,
  minCoinPrice: 1,
  maxCoinPrice: 1_000_000,
  maxStock: 1_000_000,
  minPerPersonLimit: 1,
  maxPerPersonLimit: 100,
  minQuantity: 1,
  maxQuantity: 10,
  maxRulePoints: 1_000,
  maxTermLength: 200,
  maxLocationCodeLength: 64,
  /** How many people a leaderboard lists. */
  leaderboardSize: 20,
} as const;

export const ORDER_STATUSES = ['PLACED', 'FULFILLED', 'REFUNDED'] as const;
export type TOrderStatus = (typeof ORDER_STATUSES)[number];
export const ZOrderStatusSchema = z.enum(ORDER_STATUSES);

/** The verbs a tenant's point rules price; their points default to REWARD_POINTS. */
export const POINT_RULE_VERBS = ['completed', 'passed', 'attended', 'rated'] as const;
export type TPointRuleVerb = (typeof POINT_RULE_VERBS)[number];
export const DEFAULT_POINT_RULES: Record<TPointRuleVerb, number> = { ...REWARD_POINTS };

export const LEADERBOARD_PERIODS = ['MONTH', 'ALL'] as const;
export type TLeaderboardPeriod = (typeof LEADERBOARD_PERIODS)[number];

/** Codes of 409 refusals, under the problem's `errors.refusal`. */
export const STORE_REFUSAL_CODES = ['OUT_OF_STOCK', 'NOT_ENOUGH_COINS', 'LIMIT_REACHED', 'ORDER_NOT_PLACED'] as const;
export type TStoreRefusalCode = (typeof STORE_REFUSAL_CODES)[number];

export const STORE_MESSAGES = {
  nameRequired: 'Enter the name in both languages',
  nameTooLong: 'The name is too long',
  descriptionTooLong: 'The description is too long',
  imageInvalid: 'Choose an image',
  imageUnknown: 'The image was not found',
  coinPriceInvalid: `Enter a price between ${StoreLimits.minCoinPrice} and ${StoreLimits.maxCoinPrice} coins`,
  stockInvalid: `Enter a stock between 0 and ${StoreLimits.maxStock}`,
  perPersonLimitInvalid: `Enter a limit between ${StoreLimits.minPerPersonLimit} and ${StoreLimits.maxPerPersonLimit}, or none`,
  activeInvalid: 'Choose whether the reward is offered',
  quantityInvalid: `Enter a quantity between ${StoreLimits.minQuantity} and ${StoreLimits.maxQuantity}`,
  pageInvalid: 'Enter a page number',
  pageSizeInvalid: `Enter a page size between 1 and ${PageDefaults.maxPageSize}`,
  termTooLong: 'The search text is too long',
  statusInvalid: 'Choose a status',
  periodInvalid: 'Choose this month or all time',
  monthInvalid: 'Enter a month as YYYY-MM',
  locationInvalid: 'Choose a location',
  rulesRequired: 'Give the points of every verb',
  ruleVerbInvalid: 'Choose a verb',
  ruleVerbDuplicate: 'This verb is listed twice',
  rulePointsInvalid: `Enter points between 0 and ${StoreLimits.maxRulePoints}`,
  // 409 refusals (the problem's detail; `errors.refusal` carries the code).
  outOfStock: 'Not enough of this reward is left',
  notEnoughCoins: 'You do not have enough coins',
  limitReached: 'You have reached the limit for this reward',
  orderNotPlaced: 'This order is already fulfilled or refunded',
} as const;
export type TStoreMessageName = keyof typeof STORE_MESSAGES;

/** The message of each refusal code. */
export const STORE_REFUSAL_MESSAGES: Record<TStoreRefusalCode, string> = {
  OUT_OF_STOCK: STORE_MESSAGES.outOfStock,
  NOT_ENOUGH_COINS: STORE_MESSAGES.notEnoughCoins,
  LIMIT_REACHED: STORE_MESSAGES.limitReached,
  ORDER_NOT_PLACED: STORE_MESSAGES.orderNotPlaced,
};

/** The catalogue key of an English message text of a 400/409 problem, or undefined. */
export function storeMessageKeyOf(text: string): string | undefined {
  const entry = Object.entries(STORE_MESSAGES).find(([, message]) => message === text);
  return entry ? `stores.validation.${entry[0]}` : undefined;
}

/** The refusal code of a 409 problem of the store, or undefined. */
export function storeRefusalOf(problem: { errors?: Record<string, string[]> | undefined } | null | undefined) {
  const code = problem?.errors?.['refusal']?.[0];
  return (STORE_REFUSAL_CODES as readonly string[]).includes(code ?? '') ? (code as TStoreRefusalCode) : undefined;
}

/** The current month (UTC) as YYYY-MM. */
export function monthOf(date: Date): string {
  return date.toISOString().slice(0, 7);
}

const M = STORE_MESSAGES;
const L = StoreLimits;

// ---------------------------------------------------------------------------------------------
// Parameters, queries and list requests

export const ZRewardParamsSchema = z.object({ rewardId: positiveIntegerParameter('rewardId') });
export type TRewardParams = z.infer<typeof ZRewardParamsSchema>;
export const ZOrderParamsSchema = z.object({ orderId: positiveIntegerParameter('orderId') });
export type TOrderParams = z.infer<typeof ZOrderParamsSchema>;
export const ZStoreLocaleQuerySchema = z.object({ locale: ZLocaleCodeSchema.optional() });

const ZPageNoSchema = z
  .number({ error: M.pageInvalid })
  .int(M.pageInvalid)
  .min(1, M.pageInvalid)
  .max(100_000, M.pageInvalid)
  .default(PageDefaults.pageNo);
const ZPageSizeSchema = z
  .number({ error: M.pageSizeInvalid })
  .int(M.pageSizeInvalid)
  .min(1, M.pageSizeInvalid)
  .max(PageDefaults.maxPageSize, M.pageSizeInvalid)
  .default(PageDefaults.pageSize);
const ZTermSchema = z
  .string({ error: M.termTooLong })
  .trim()
  .max(L.maxTermLength, M.termTooLong)
  .optional()
  .transform((value) => value || undefined);

export const ZRewardListRequestSchema = z.strictObject({
  pageNo: ZPageNoSchema,
  pageSize: ZPageSizeSchema,
  /** Words of the name or description (in the caller's language), any case. */
  term: ZTermSchema,
  /** Only rewards whose price is at most my coins. */
  affordableOnly: z.boolean({ error: 'affordableOnly must be true or false' }).default(false),
  locale: ZLocaleCodeSchema.optional(),
});
export type TRewardListRequest = z.input<typeof ZRewardListRequestSchema>;
export type TParsedRewardListRequest = z.output<typeof ZRewardListRequestSchema>;

export const ZOrderListRequestSchema = z.strictObject({
  pageNo: ZPageNoSchema,
  pageSize: ZPageSizeSchema,
  locale: ZLocaleCodeSchema.optional(),
});
export type TOrderListRequest = z.input<typeof ZOrderListRequestSchema>;
export type TParsedOrderListRequest = z.output<typeof ZOrderListRequestSchema>;

export const ZRedeemRequestSchema = z.strictObject({
  quantity: z
    .number({ error: M.quantityInvalid })
    .int(M.quantityInvalid)
    .min(L.minQuantity, M.quantityInvalid)
    .max(L.maxQuantity, M.quantityInvalid)
    .default(1),
});
export type TRedeemRequest = z.input<typeof ZRedeemRequestSchema>;

export const ZLeaderboardQuerySchema = z.object({
  period: z.enum(LEADERBOARD_PERIODS, { error: M.periodInvalid }).default('MONTH'),
  /** The month of a MONTH leaderboard (UTC), the current one when absent. */
  month: z
    .string({ error: M.monthInvalid })
    .regex(/^(19|20|21)[0-9]{2}-(0[1-9]|1[0-2])$/, M.monthInvalid)
    .optional(),
  /** People at this location or any location under it; everyone when absent. */
  locationCode: z
    .string({ error: M.locationInvalid })
    .trim()
    .max(L.maxLocationCodeLength, M.locationInvalid)
    .optional()
    .transform((value) => value || undefined),
  locale: ZLocaleCodeSchema.optional(),
});
export type TLeaderboardQuery = z.input<typeof ZLeaderboardQuerySchema>;
export type TParsedLeaderboardQuery = z.output<typeof ZLeaderboardQuerySchema>;

export const ZAdminRewardListRequestSchema = z.strictObject({
  pageNo: ZPageNoSchema,
  pageSize: ZPageSizeSchema,
  /** Words of either language's name. */
  term: ZTermSchema,
  active: z.boolean({ error: M.activeInvalid }).optional(),
});
export type TAdminRewardListRequest = z.input<typeof ZAdminRewardListRequestSchema>;
export type TParsedAdminRewardListRequest = z.output<typeof ZAdminRewardListRequestSchema>;

export const ZAdminOrderListRequestSchema = z.strictObject({
  pageNo: ZPageNoSchema,
  pageSize: ZPageSizeSchema,
  status: z.enum(ORDER_STATUSES, { error: M.statusInvalid }).optional(),
  locale: ZLocaleCodeSchema.optional(),
});
export type TAdminOrderListRequest = z.input<typeof ZAdminOrderListRequestSchema>;
export type TParsedAdminOrderListRequest = z.output<typeof ZAdminOrderListRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Learner answers

export const ZWalletSchema = z.object({
  /** Every point earned, ever (never goes down). */
  points: z.number().int().nonnegative(),
  /** points - coins spent + coins refunded. */
  coins: z.number().int().nonnegative(),
  /** Points first earned this month (UTC). */
  pointsThisMonth: z.number().int().nonnegative(),
  /** My place on this month's leaderboard of the whole tenant, or null without points this month. */
  rank: z.number().int().positive().nullable(),
});
export type TWallet = z.infer<typeof ZWalletSchema>;

export const ZRewardSchema = z.object({
  rewardId: z.number().int(),
  /** In the caller's language (English when the other is empty). */
  name: z.string(),
  description: z.string(),
  imageMediaId: z.string().nullable(),
  /** `/image/{id}?tenant=...` (media service), or null without an image. */
  imageUrl: z.string().nullable(),
  coinPrice: z.number().int().positive(),
  stockLeft: z.number().int().nonnegative(),
  perPersonLimit: z.number().int().positive().nullable(),
  /** How many I have ordered and not had refunded (counts against the limit). */
  redeemedByMe: z.number().int().nonnegative(),
});
export type TReward = z.infer<typeof ZRewardSchema>;
export const ZRewardListResponseSchema = pagedResult(ZRewardSchema);
export type TRewardListResponse = z.infer<typeof ZRewardListResponseSchema>;

export const ZOrderSchema = z.object({
  orderId: z.number().int(),
  rewardId: z.number().int(),
  rewardName: z.string(),
  imageMediaId: z.string().nullable(),
  imageUrl: z.string().nullable(),
  quantity: z.number().int().positive(),
  /** Coins spent on the order (price x quantity at the time it was placed). */
  coins: z.number().int().positive(),
  status: ZOrderStatusSchema,
  placedAt: z.string(),
  updatedAt: z.string(),
});
export type TOrder = z.infer<typeof ZOrderSchema>;
export const ZOrderListResponseSchema = pagedResult(ZOrderSchema);
export type TOrderListResponse = z.infer<typeof ZOrderListResponseSchema>;

export const ZLeaderboardEntrySchema = z.object({
  rank: z.number().int().positive(),
  userCode: z.string(),
  displayName: z.string(),
  locationNames: z.array(z.string()),
  points: z.number().int().nonnegative(),
});
export type TLeaderboardEntry = z.infer<typeof ZLeaderboardEntrySchema>;
export const ZLeaderboardSchema = z.object({
  /** The top StoreLimits.leaderboardSize, by points then name. */
  result: z.array(ZLeaderboardEntrySchema),
  /** My place on this leaderboard, or null when I have no points in it. */
  me: z.object({ rank: z.number().int().positive(), points: z.number().int().nonnegative() }).nullable(),
  /** The locations a leaderboard can be narrowed to (the tenant's active ones). */
  locations: z.array(z.object({ code: z.string(), name: z.string() })),
});
export type TLeaderboard = z.infer<typeof ZLeaderboardSchema>;

// ---------------------------------------------------------------------------------------------
// Admin writes

const ZNameSchema = z
  .string({ error: M.nameRequired })
  .trim()
  .min(1, M.nameRequired)
  .max(L.maxNameLength, M.nameTooLong);
const ZDescriptionSchema = z
  .string({ error: M.descriptionTooLong })
  .trim()
  .max(L.maxDescriptionLength, M.descriptionTooLong)
  .default('');

export const ZSaveRewardRequestSchema = z.strictObject({
  nameEn: ZNameSchema,
  nameFr: ZNameSchema,
  descriptionEn: ZDescriptionSchema,
  descriptionFr: ZDescriptionSchema,
  /** A media id of an image uploaded to the tenant (media service), or null. */
  imageMediaId: z
    .union([z.uuid({ error: M.imageInvalid }), z.literal('')], { error: M.imageInvalid })
    .nullish()
    .transform((value) => (value ? value.toLowerCase() : null)),
  coinPrice: z
    .number({ error: M.coinPriceInvalid })
    .int(M.coinPriceInvalid)
    .min(L.minCoinPrice, M.coinPriceInvalid)
    .max(L.maxCoinPrice, M.coinPriceInvalid),
  /** Units left to order (an update sets it; orders take from it, refunds give back). */
  stock: z.number({ error: M.stockInvalid }).int(M.stockInvalid).min(0, M.stockInvalid).max(L.maxStock, M.stockInvalid),
  perPersonLimit: z
    .number({ error: M.perPersonLimitInvalid })
    .int(M.perPersonLimitInvalid)
    .min(L.minPerPersonLimit, M.perPersonLimitInvalid)
    .max(L.maxPerPersonLimit, M.perPersonLimitInvalid)
    .nullish()
    .transform((value) => value ?? null),
  active: z.boolean({ error: M.activeInvalid }).default(true),
});
export type TSaveRewardRequest = z.input<typeof ZSaveRewardRequestSchema>;
export type TSaveRewardData = z.output<typeof ZSaveRewardRequestSchema>;

export const ZPointRuleSchema = z.strictObject({
  verb: z.enum(POINT_RULE_VERBS, { error: M.ruleVerbInvalid }),
  points: z
    .number({ error: M.rulePointsInvalid })
    .int(M.rulePointsInvalid)
    .min(0, M.rulePointsInvalid)
    .max(L.maxRulePoints, M.rulePointsInvalid),
});
export type TPointRule = z.infer<typeof ZPointRuleSchema>;

/** The points of some or all verbs; a verb left out keeps its current points. */
export const ZSavePointRulesRequestSchema = z
  .strictObject({
    rules: z
      .array(ZPointRuleSchema, { error: M.rulesRequired })
      .min(1, M.rulesRequired)
      .max(POINT_RULE_VERBS.length, M.ruleVerbDuplicate),
  })
  .superRefine((request, context) => {
    const seen = new Set<string>();
    request.rules.forEach((rule, index) => {
      if (seen.has(rule.verb)) {
        context.addIssue({ code: 'custom', path: ['rules', index, 'verb'], message: M.ruleVerbDuplicate });
      }
      seen.add(rule.verb);
    });
  });
export type TSavePointRulesRequest = z.input<typeof ZSavePointRulesRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Admin answers

export const ZAdminRewardSchema = z.object({
  rewardId: z.number().int(),
  nameEn: z.string(),
  nameFr: z.string(),
  descriptionEn: z.string(),
  descriptionFr: z.string(),
  imageMediaId: z.string().nullable(),
  imageUrl: z.string().nullable(),
  coinPrice: z.number().int(),
  stock: z.number().int(),
  perPersonLimit: z.number().int().nullable(),
  active: z.boolean(),
  /** Orders placed and not refunded (units). */
  unitsOrdered: z.number().int().nonnegative(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TAdminReward = z.infer<typeof ZAdminRewardSchema>;
export const ZAdminRewardListItemSchema = ZAdminRewardSchema.omit({ descriptionEn: true, descriptionFr: true });
export type TAdminRewardListItem = z.infer<typeof ZAdminRewardListItemSchema>;
export const ZAdminRewardListResponseSchema = pagedResult(ZAdminRewardListItemSchema);
export const ZRewardDeleteResponseSchema = z.object({
  /** false: the reward had orders, so it was made inactive instead. */
  deleted: z.boolean(),
});
export type TRewardDeleteResponse = z.infer<typeof ZRewardDeleteResponseSchema>;

export const ZAdminOrderSchema = ZOrderSchema.extend({
  userCode: z.string(),
  displayName: z.string(),
  email: z.string(),
});
export type TAdminOrder = z.infer<typeof ZAdminOrderSchema>;
export const ZAdminOrderListResponseSchema = pagedResult(ZAdminOrderSchema);
export type TAdminOrderListResponse = z.infer<typeof ZAdminOrderListResponseSchema>;

export const ZPointRulesSchema = z.object({
  /** Every verb of POINT_RULE_VERBS with its points now. */
  rules: z.array(z.object({ verb: z.enum(POINT_RULE_VERBS), points: z.number().int().nonnegative() })),
  /** When the current rules took effect, or null while the defaults apply. */
  effectiveFrom: z.string().nullable(),
});
export type TPointRules = z.infer<typeof ZPointRulesSchema>;

/** Where the web app opens the store's pages. */
export const STORE_PATHS = {
  catalogue: '/stores',
  orders: '/stores/orders',
  leaderboard: '/stores/leaderboard',
  adminRewards: '/stores/admin/rewards',
  adminOrders: '/stores/admin/orders',
  adminRules: '/stores/admin/rules',
} as const;
