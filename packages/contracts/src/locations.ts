import { z } from 'zod';
import { positiveIntegerParameter } from './common.ts';
import { ZLocaleCodeSchema } from './locales.ts';
import { ZReferenceCodeSchema } from './tenant-reference.ts';

/**
 * Location service (core service, `/api/location`): the tenant's location tree (e.g. country,
 * region, store). A location's level is the level of its location type; a parent is always at a
 * lower level than its children, so the tree has no cycles.
 */

export const LOCATION_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export type TLocationStatus = (typeof LOCATION_STATUSES)[number];

/** Limits shared by the admin form, the server and the tests. */
export const LocationValidation = {
  maxCodeLength: 64,
  maxNameLength: 200,
  maxAddressLineLength: 200,
  maxCityLength: 100,
  maxProvinceLength: 100,
  maxPostalCodeLength: 20,
  /** Deepest level a location tree may have. */
  maxLevel: 20,
  /** Ids are 32-bit integers in the database. */
  maxId: 2_147_483_647,
} as const;

/**
 * Field error codes of a refused delete (409, under `locationId`): child locations hang on it, or
 * people are at it. The admin page says which, in the person's language.
 */
export const LOCATION_HAS_CHILDREN = 'has_children';
export const LOCATION_HAS_PEOPLE = 'has_people';

export const ZLocationIdSchema = z.number().int().positive().max(LocationValidation.maxId);

/** Path parameter `:locationId`: digits only, within the id range. */
export const ZLocationParamsSchema = z.object({
  locationId: positiveIntegerParameter('locationId', LocationValidation.maxId),
});
export type TLocationParams = z.infer<typeof ZLocationParamsSchema>;

const localeParameter = ZLocaleCodeSchema.optional().describe(
  "Language of each location's `name` (en or fr-CA); the tenant's default language when absent.",
);

/** Query parameter `level`, 1 (top of the tree) to `LocationValidation.maxLevel`. */
const levelParameter = z
  .string({
    error: (issue) => (issue.input === undefined ? 'level is required' : 'level must be one positive integer'),
  })
  .regex(/^[1-9][0-9]{0,2}$/, 'level must be a positive integer')
  .transform(Number)
  .pipe(z.number().int().min(1).max(LocationValidation.maxLevel));

export const ZGetLocationsRequestSchema = z.object({ locale: localeParameter });
export type TGetLocationsRequest = z.infer<typeof ZGetLocationsRequestSchema>;

/** `GET /api/location/GetLocationsAtLevel?bussinessTypeCode&level` (spec spelling), or `?level` alone. */
export const ZGetLocationsAtLevelRequestSchema = z.object({
  bussinessTypeCode: ZReferenceCodeSchema.optional().describe('Only locations of this business type'),
  level: levelParameter,
  locale: localeParameter,
});
export type TGetLocationsAtLevelRequest = z.infer<typeof ZGetLocationsAtLevelRequestSchema>;

/** `GET /api/location/getLocationsAtLevelAndBrand?bussinessTypeCode&level&brand` */
export const ZGetLocationsAtLevelAndBrandRequestSchema = z.object({
  bussinessTypeCode: ZReferenceCodeSchema,
  level: levelParameter,
  brand: ZReferenceCodeSchema,
  locale: localeParameter,
});
export type TGetLocationsAtLevelAndBrandRequest = z.infer<typeof ZGetLocationsAtLevelAndBrandRequestSchema>;

/** Optional text: trimmed; empty means "none" (null). */
function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));
}

const locationFields = {
  code: ZReferenceCodeSchema.describe('Unique in the tenant'),
  nameEn: z.string().trim().min(1, 'nameEn is required').max(LocationValidation.maxNameLength),
  nameFr: optionalText(LocationValidation.maxNameLength).describe('The English name when absent'),
  locationTypeCode: ZReferenceCodeSchema.describe("One of the tenant's location types; it decides the level"),
  level: z
    .number()
    .int()
    .min(1)
    .max(LocationValidation.maxLevel)
    .optional()
    .describe("When present, must be the location type's level"),
  businessTypeCode: ZReferenceCodeSchema.nullish().transform((value) => value ?? null),
  brandCode: ZReferenceCodeSchema.nullish()
    .transform((value) => value ?? null)
    .describe("A brand of the location's business type"),
  parentLocationId: ZLocationIdSchema.nullish()
    .transform((value) => value ?? null)
    .describe('A location of the tenant at a lower level; null at the top of the tree'),
  addressLine1: optionalText(LocationValidation.maxAddressLineLength),
  addressLine2: optionalText(LocationValidation.maxAddressLineLength),
  city: optionalText(LocationValidation.maxCityLength),
  province: optionalText(LocationValidation.maxProvinceLength),
  postalCode: optionalText(LocationValidation.maxPostalCodeLength),
  countryCode: z
    .string()
    .regex(/^[A-Z]{2}$/, 'countryCode must be an ISO 3166-1 alpha-2 code (e.g. CA)')
    .nullish()
    .transform((value) => value ?? null),
  status: z.enum(LOCATION_STATUSES).default('ACTIVE'),
};

/**
 * `POST /api/location`: the new location's fields at the top level. Strict, like every request
 * body: an unknown property is a 400 problem, never silently dropped.
 */
export const ZCreateLocationRequestSchema = z.strictObject(locationFields);
export type TCreateLocationRequest = z.infer<typeof ZCreateLocationRequestSchema>;

/**
 * `PUT /api/location/:locationId` with the whole location (it replaces every field). The body may
 * carry `locationId` (a location as read), which must then be the one of the path.
 */
export const ZUpdateLocationRequestSchema = z.strictObject({
  ...locationFields,
  locationId: ZLocationIdSchema.optional(),
});
export type TUpdateLocationRequest = z.infer<typeof ZUpdateLocationRequestSchema>;

export const ZLocationSchema = z.object({
  locationId: z.number().int(),
  code: z.string(),
  name: z.string().describe('The name in the language asked for (`locale`), else in the tenant default language'),
  nameEn: z.string(),
  nameFr: z.string(),
  level: z.number().int(),
  locationTypeCode: z.string(),
  businessTypeCode: z.string().nullable(),
  brandCode: z.string().nullable(),
  parentLocationId: z.number().int().nullable(),
  addressLine1: z.string().nullable(),
  addressLine2: z.string().nullable(),
  city: z.string().nullable(),
  province: z.string().nullable(),
  postalCode: z.string().nullable(),
  countryCode: z.string().nullable(),
  status: z.enum(LOCATION_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TLocation = z.infer<typeof ZLocationSchema>;

/** Every location of the tenant, active or not (admin screens; the session cache that names them). */
export const ZGetLocationsResponseSchema = z.array(ZLocationSchema);
export type TGetLocationsResponse = z.infer<typeof ZGetLocationsResponseSchema>;

/** The active locations at a level (pickers), by name. */
export const ZGetLocationsAtLevelResponseSchema = z.array(ZLocationSchema);
export type TGetLocationsAtLevelResponse = z.infer<typeof ZGetLocationsAtLevelResponseSchema>;

export const ZGetLocationResponseSchema = ZLocationSchema;
export const ZCreateLocationResponseSchema = ZLocationSchema;
export const ZUpdateLocationResponseSchema = ZLocationSchema;
