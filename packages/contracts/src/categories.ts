import { z } from 'zod';
import { apiResult, positiveIntegerParameter } from './common.ts';
import { ZLocaleCodeSchema } from './locales.ts';

/*
 * Resource library categories (spec section 3 "User category", "Category preference
 * configuration"; section 7 "Resource module"): the tenant's category tree (a parent and its
 * children), the categories each user prefers, and how often users are asked to review them.
 *
 * - `GET /api/categories` (tenant list), `GET /api/categories/parent` (returnValue: parents with
 *   their children), `GET /api/categories/resource/{id}`, `GET /api/categories/CategoryConfiguration`;
 * - `GET /api/user/categories` (returnValue), `POST /api/user/categories` (success).
 */

export const CategoryValidation = {
  maxCodeLength: 64,
  maxNameLength: 200,
  /** Categories a user may prefer at once. */
  maxUserCategories: 100,
  /** Ids are 32-bit database integers. */
  maxId: 2_147_483_647,
} as const;

/** Spec section 9 "Category refresh threshold": the default when the tenant configures none. */
export const CategoryPreferenceDefaults = { updateFrequencyPeriod: 180 } as const;

export const ZCategoryIdSchema = z.number().int().positive().max(CategoryValidation.maxId);

/** Path parameter `:id` of a resource (`/api/categories/resource/{id}`): digits only. */
export const ZCategoryResourceParamsSchema = z.object({
  id: positiveIntegerParameter('id', CategoryValidation.maxId),
});

/** Query of the category reads: the language of `name` (the tenant's default when absent). */
export const ZGetCategoriesRequestSchema = z.object({
  locale: ZLocaleCodeSchema.optional().describe("Language of each `name`; the tenant's default language when absent"),
});
export type TGetCategoriesRequest = z.infer<typeof ZGetCategoriesRequestSchema>;

export const ZCategorySchema = z.object({
  categoryId: z.number().int(),
  code: z.string(),
  name: z.string().describe('The name in the language asked for, else the other language'),
  nameEn: z.string(),
  nameFr: z.string(),
  /** Null for a top-level ("parent") category. */
  parentCategoryId: z.number().int().nullable(),
  position: z.number().int(),
});
export type TCategory = z.infer<typeof ZCategorySchema>;

/** A top-level category with its children, by position. */
export const ZParentCategorySchema = ZCategorySchema.extend({ children: z.array(ZCategorySchema) });
export type TParentCategory = z.infer<typeof ZParentCategorySchema>;

/** `GET /api/categories`: every category of the tenant, parents first, then by position. */
export const ZGetTenantCategoriesResponseSchema = z.array(ZCategorySchema);
export type TGetTenantCategoriesResponse = z.infer<typeof ZGetTenantCategoriesResponseSchema>;

/** `GET /api/categories/parent` (returnValue): the top-level categories, each with its children. */
export const ZGetParentCategoriesResponseSchema = apiResult(z.array(ZParentCategorySchema));
export type TGetParentCategoriesResponse = z.infer<typeof ZGetParentCategoriesResponseSchema>;

/** `GET /api/categories/resource/{id}`: the categories of a resource the caller may see. */
export const ZGetResourceCategoriesResponseSchema = z.array(ZCategorySchema);
export type TGetResourceCategoriesResponse = z.infer<typeof ZGetResourceCategoriesResponseSchema>;

/** Category preference configuration (spec section 3): users review their categories every N days. */
export const ZCategoryPreferenceConfigurationSchema = z.object({
  updateFrequencyPeriod: z.number().int().positive().describe('Days after which a user is asked again'),
});
export type TCategoryPreferenceConfiguration = z.infer<typeof ZCategoryPreferenceConfigurationSchema>;

/** `GET /api/categories/CategoryConfiguration` */
export const ZGetCategoryConfigurationResponseSchema = ZCategoryPreferenceConfigurationSchema;

/**
 * A category the user prefers (spec section 3 "User category"). `updatedAt` is when the user last
 * confirmed it; `isModified`: the category changed since; `isInserted`: the row was added on the
 * user's behalf (a new child of a category they chose, an import) and they have not confirmed it.
 * Saving the user's categories confirms every row (both flags false).
 */
export const ZUserCategorySchema = z.object({
  categoryId: z.number().int(),
  code: z.string(),
  name: z.string(),
  parentCategoryId: z.number().int().nullable(),
  updatedAt: z.string(),
  isModified: z.boolean(),
  isInserted: z.boolean(),
});
export type TUserCategory = z.infer<typeof ZUserCategorySchema>;

/** `GET /api/user/categories` (returnValue) */
export const ZGetUserCategoriesResponseSchema = apiResult(z.array(ZUserCategorySchema));
export type TGetUserCategoriesResponse = z.infer<typeof ZGetUserCategoriesResponseSchema>;

/**
 * `POST /api/user/categories`: the caller's whole set of preferred categories (replaces the
 * previous one; an empty list clears it). Unknown or another tenant's ids are a 400 naming
 * `categoryIds.<index>`. Answers `success` (returnValue: how many categories are kept).
 */
export const ZSaveUserCategoriesRequestSchema = z.strictObject({
  categoryIds: z.array(ZCategoryIdSchema).max(CategoryValidation.maxUserCategories),
});
export type TSaveUserCategoriesRequest = z.infer<typeof ZSaveUserCategoriesRequestSchema>;
export const ZSaveUserCategoriesResponseSchema = apiResult(z.number().int());
export type TSaveUserCategoriesResponse = z.infer<typeof ZSaveUserCategoriesResponseSchema>;
