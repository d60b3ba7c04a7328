import { z } from 'zod';
import { ZTagManagerConfigurationSchema } from './analytics.ts';
import { ZLocaleCodeSchema } from './locales.ts';
import { ZModuleCodeSchema } from './module-codes.ts';
import { isHttpUrl } from './http-url.ts';
import { ZTenantLogoUrlSchema } from './tenant-logo.ts';

/** Limits of the configuration calls, shared by the server's validation and its tests. */
export const ConfigurationValidation = {
  maxTenantUrlLength: 2048,
  maxBuildLength: 64,
} as const;

/** The only consumer of the configuration call today (spec: urlFor=CORESPA). */
export const URL_FOR_VALUES = ['CORESPA'] as const;

export const ZGetAppSettingsRequestSchema = z.object({
  v: z.string().max(ConfigurationValidation.maxBuildLength).optional(),
});

/** `GET /assets/appsettings.json`: what the web app needs before it knows its tenant. */
export const ZAppSettingsResponseSchema = z.object({
  build: z.string(),
  production: z.boolean(),
  /** Where the tenant configuration is read (`GET {configUrl}?tenantUrl=&urlFor=CORESPA`). */
  configUrl: z.string(),
});
export type TAppSettings = z.infer<typeof ZAppSettingsResponseSchema>;

export const ZGetTenantConfigurationRequestSchema = z.object({
  tenantUrl: z
    .string({ error: 'tenantUrl is required' })
    .min(1, 'tenantUrl is required')
    .max(ConfigurationValidation.maxTenantUrlLength)
    .refine(isHttpUrl, { message: 'tenantUrl must be an absolute http(s) URL' }),
  urlFor: z.enum(URL_FOR_VALUES),
});
export type TGetTenantConfigurationRequest = z.infer<typeof ZGetTenantConfigurationRequestSchema>;

export const ZTenantModuleSchema = z.object({
  moduleCode: ZModuleCodeSchema,
  displayName: z.string(),
  serviceUrl: z.string(),
  spaUrl: z.string(),
  permissions: z.array(z.string()),
});
export type TTenantModule = z.infer<typeof ZTenantModuleSchema>;

/** Tenant configuration (spec section 3), as the web app reads it at start-up. */
export const ZTenantConfigurationResponseSchema = z.object({
  tenantCode: z.string(),
  tenantName: z.string(),
  authService: z.object({
    serviceUrl: z.string(),
    clientId: z.string(),
    scopes: z.string(),
    // The spec's spelling, kept so the field name is the one integrators know.
    useExernalProvider: z.boolean(),
    externalProviderConfigurationName: z.string().nullable(),
  }),
  coreService: z.string(),
  permissionService: z.string(),
  defaultLocale: ZLocaleCodeSchema,
  locales: z.array(ZLocaleCodeSchema),
  clockSkewInSec: z.number().int(),
  listOfCDNs: z.array(z.string()),
  minimumGlobalSearchFieldLength: z.number().int().positive(),
  defaultLandingPage: z.string(),
  userAdminModuleCode: ZModuleCodeSchema,
  assessmentModuleCode: ZModuleCodeSchema,
  resourceModuleCode: ZModuleCodeSchema,
  testModuleCode: ZModuleCodeSchema,
  eventAdminModuleCode: ZModuleCodeSchema,
  learningPathModuleCode: ZModuleCodeSchema,
  modules: z.array(ZTenantModuleSchema),
  /**
   * The tenant's brand colour ('#rrggbb'), the portal's primary colour; absent: the portal's own.
   * The web app keeps text on it and in it at WCAG AA whatever the colour.
   */
  brandColor: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/)
    .optional(),
  /** The tenant's logo (a portal image path or an image data URL); absent: its name stands for it. */
  logoUrl: ZTenantLogoUrlSchema.optional(),
  /** Present only when the tenant configured an enabled, valid tag manager (spec section 5). */
  tagManager: ZTagManagerConfigurationSchema.optional(),
});
export type TTenantConfiguration = z.infer<typeof ZTenantConfigurationResponseSchema>;
