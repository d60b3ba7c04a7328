import { z } from 'zod';
import { apiResult } from './common.ts';
import { ZLocaleCodeSchema } from './locales.ts';
import { isHttpUrl } from './http-url.ts';

/**
 * Tenant reference data (core service, `GET /api/tenant/...`): what users and later modules hang
 * on. Every name a user sees exists in English and French; each item carries both (`nameEn`,
 * `nameFr`) and `name`, the one of the `locale` the caller asked for (else the tenant's default).
 */

export const ReferenceDataValidation = {
  maxCodeLength: 64,
  maxTagLength: 100,
  /** Codes of one `JobRolesForBussinessType` call. */
  maxCodesPerRequest: 50,
  maxUrlLength: 2048,
} as const;

const CODE_PATTERN = /^[A-Za-z0-9_-]+$/;

/** Code of a reference item (business type, brand, location type, job role...). */
export const ZReferenceCodeSchema = z
  .string()
  .min(1)
  .max(ReferenceDataValidation.maxCodeLength)
  .regex(CODE_PATTERN, 'A code may only hold letters, digits, - and _');

const localeParameter = ZLocaleCodeSchema.optional().describe(
  "Language of each item's `name` (en or fr-CA); the tenant's default language when absent. " +
    '`nameEn` and `nameFr` are always both present.',
);

/** Both names of an item and the one of the asked language. */
const localizedNames = {
  name: z.string().describe('The name in the language asked for (`locale`), else in the tenant default language'),
  nameEn: z.string(),
  nameFr: z.string(),
};

/** Query of every reference list: only the language of `name`. */
export const ZGetReferenceDataRequestSchema = z.object({ locale: localeParameter });
export type TGetReferenceDataRequest = z.infer<typeof ZGetReferenceDataRequestSchema>;

// ---------------------------------------------------------------------------------------------
// GET /api/tenant

/** Defaults of a tenant without metadata (spec section 3 "Tenant metadata"). */
export const TenantMetaDataDefaults = {
  competenciesEnabled: false,
  competencyUserViewEnabled: false,
  idleTimerStartAfterInSeconds: 900,
  timeoutAfterInSeconds: 60,
} as const;

export const ZTenantMetaDataSchema = z.object({
  competenciesEnabled: z.boolean(),
  competencyUserViewEnabled: z.boolean(),
  /** Spec section 4 "Idle timeout": watching starts after idle seconds, sign-out after timeout seconds. */
  userIdleTimeOutConfig: z.object({
    idleTimerStartAfterInSeconds: z.number().int().positive(),
    timeoutAfterInSeconds: z.number().int().positive(),
  }),
  postLoginScriptEnabled: z
    .boolean()
    .describe(
      'Whether `POST /api/Tenant/executeScript/PostLogin` can answer a URL; the call may be skipped when false',
    ),
});
export type TTenantMetaData = z.infer<typeof ZTenantMetaDataSchema>;

export const ZGetTenantResponseSchema = z.object({
  tenantCode: z.string(),
  tenantName: z.string(),
  defaultLocale: ZLocaleCodeSchema,
  metaData: ZTenantMetaDataSchema,
});
export type TGetTenantResponse = z.infer<typeof ZGetTenantResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Lists

export const ZJobDesignationSchema = z.object({ code: z.string(), ...localizedNames });
export type TJobDesignation = z.infer<typeof ZJobDesignationSchema>;
export const ZGetJobDesignationsResponseSchema = z.array(ZJobDesignationSchema);
export type TGetJobDesignationsResponse = z.infer<typeof ZGetJobDesignationsResponseSchema>;

export const ZTenantTagSchema = z.object({ tag: z.string(), ...localizedNames });
export type TTenantTag = z.infer<typeof ZTenantTagSchema>;
export const ZGetTenantTagsResponseSchema = z.array(ZTenantTagSchema);
export type TGetTenantTagsResponse = z.infer<typeof ZGetTenantTagsResponseSchema>;

export const ZGetTenantUrlTagsRequestSchema = z.object({
  url: z
    .string({ error: (issue) => (issue.input === undefined ? 'url is required' : 'url must be one absolute URL') })
    .min(1, 'url is required')
    .max(ReferenceDataValidation.maxUrlLength)
    .refine(isHttpUrl, { message: 'url must be an absolute http(s) URL' })
    .describe('The page URL; its host and path decide the tags (a tag pattern is a host, *.host or host/path)'),
  locale: localeParameter,
});
export type TGetTenantUrlTagsRequest = z.infer<typeof ZGetTenantUrlTagsRequestSchema>;
/** The tenant tags a URL implies (e.g. the brand of the site the user came from), without duplicates. */
export const ZGetTenantUrlTagsResponseSchema = z.array(ZTenantTagSchema);
export type TGetTenantUrlTagsResponse = z.infer<typeof ZGetTenantUrlTagsResponseSchema>;

export const ZLocationTypeSchema = z.object({
  code: z.string(),
  level: z.number().int().positive().describe('Depth in the location tree: 1 is the top'),
  ...localizedNames,
});
export type TLocationType = z.infer<typeof ZLocationTypeSchema>;
export const ZGetTenantLocationTypesResponseSchema = z.array(ZLocationTypeSchema);
export type TGetTenantLocationTypesResponse = z.infer<typeof ZGetTenantLocationTypesResponseSchema>;

export const ZBrandSchema = z.object({
  code: z.string(),
  name: z.string().describe('A brand name is a proper noun: the same in every language'),
});
export type TBrand = z.infer<typeof ZBrandSchema>;

export const ZBusinessTypeSchema = z.object({
  code: z.string(),
  ...localizedNames,
  brands: z.array(ZBrandSchema).describe('The brands of this business type (the `brand` of the location pickers)'),
});
export type TBusinessType = z.infer<typeof ZBusinessTypeSchema>;
export const ZGetAllBusinessTypesResponseSchema = z.array(ZBusinessTypeSchema);
export type TGetAllBusinessTypesResponse = z.infer<typeof ZGetAllBusinessTypesResponseSchema>;

export const ZJobRoleSchema = z.object({
  code: z.string(),
  ...localizedNames,
  businessTypeCode: z.string().nullable().describe('Null: a role of every business type (head office)'),
});
export type TJobRole = z.infer<typeof ZJobRoleSchema>;

/** `GET /api/tenant/JobRolesForBussinessType?bussinessTypeCodes=A&bussinessTypeCodes=B` (spec spelling). */
export const ZGetJobRolesForBusinessTypesRequestSchema = z.object({
  bussinessTypeCodes: z
    .preprocess(
      // One value arrives as a string, a repeated parameter as an array.
      (value) => (typeof value === 'string' ? [value] : value),
      z
        .array(ZReferenceCodeSchema, { error: 'bussinessTypeCodes is required: one or more business type codes' })
        .min(1, 'bussinessTypeCodes is required: one or more business type codes')
        .max(ReferenceDataValidation.maxCodesPerRequest),
    )
    .describe(
      'Business type codes, the parameter repeated for several. Roles of those types are answered, ' +
        'and roles tied to no business type (they apply to every one).',
    ),
  locale: localeParameter,
});
export type TGetJobRolesForBusinessTypesRequest = z.infer<typeof ZGetJobRolesForBusinessTypesRequestSchema>;
export const ZGetJobRolesForBusinessTypesResponseSchema = z.array(ZJobRoleSchema);
export type TGetJobRolesForBusinessTypesResponse = z.infer<typeof ZGetJobRolesForBusinessTypesResponseSchema>;

export const ZCompetencySchema = z.object({
  competencyId: z.number().int(),
  code: z.string(),
  ...localizedNames,
  parentCompetencyId: z.number().int().nullable().describe('Null for a top-level competency'),
});
export type TCompetency = z.infer<typeof ZCompetencySchema>;
/** Parents before their children, each level in the tenant's order. */
export const ZGetCompetenciesResponseSchema = z.array(ZCompetencySchema);
export type TGetCompetenciesResponse = z.infer<typeof ZGetCompetenciesResponseSchema>;

export const ZQuotientSchema = z.object({
  code: z.string(),
  ...localizedNames,
  minScore: z.number().int().describe('Lowest score (percent) of the band, inclusive'),
  maxScore: z.number().int().describe('Highest score (percent) of the band, inclusive'),
});
export type TQuotient = z.infer<typeof ZQuotientSchema>;
/** Spec section 7: the client reads `returnValue`. */
export const ZGetRefQuotientsResponseSchema = apiResult(z.array(ZQuotientSchema));
export type TGetRefQuotientsResponse = z.infer<typeof ZGetRefQuotientsResponseSchema>;

export const ZTenantContactSchema = z.object({
  contactId: z.number().int(),
  ...localizedNames,
  role: z.string().nullable().describe('The role in the language asked for'),
  roleEn: z.string().nullable(),
  roleFr: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});
export type TTenantContact = z.infer<typeof ZTenantContactSchema>;
export const ZGetTenantContactsResponseSchema = z.array(ZTenantContactSchema);
export type TGetTenantContactsResponse = z.infer<typeof ZGetTenantContactsResponseSchema>;

// ---------------------------------------------------------------------------------------------
// POST /api/Tenant/executeScript/PostLogin

/**
 * Spec section 4 "Post-login script": text/plain, the URL the browser goes to after sign-in, or an
 * empty body when the tenant has none. Only absolute http(s) URLs and same-origin paths are answered.
 */
export const ZExecutePostLoginScriptResponseSchema = z.string();
export type TExecutePostLoginScriptResponse = z.infer<typeof ZExecutePostLoginScriptResponseSchema>;
