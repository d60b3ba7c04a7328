import { z } from 'zod';
import { isHttpUrl } from './http-url.ts';
import { ZLocaleCodeSchema } from './locales.ts';
import { MENU_DISPLAY_MODES, MenuValidation } from './menu-rules.ts';
import { ZMenuDisplayModeSchema } from './menu.ts';
import { CORE_MODULE_CODES } from './module-gate.ts';
import { ZModuleCodeSchema } from './module-codes.ts';
import { MODULE_CODES, type TModuleCode } from './modules.ts';
import { isCleanInAppPath, isSafePostLoginUrl } from './post-login-url.ts';
import { CONTAINER_ID_PATTERN, DATA_LAYER_NAME_PATTERN, TagManagerMessages } from './tag-manager.ts';

/*
 * Tenant settings (issue 21, `/api/admin/settings`): modules on and off, the default landing page,
 * languages, idle timeout, menus, tag manager, post-login script and the external OpenID provider.
 * The spec names no permission for them; they need USERADMIN_MANAGE_ROLES
 * (`TENANT_SETTINGS_PERMISSION`): who can grant any permission can already reach everything a
 * setting changes, so no new, more powerful key is introduced.
 */

export const TENANT_SETTINGS_PERMISSION = 'USERADMIN_MANAGE_ROLES';

/** Modules an administrator turns on and off: all but the shell's own (admin, user admin, More). */
export const TOGGLEABLE_MODULE_CODES: readonly TModuleCode[] = MODULE_CODES.filter(
  (code) => !CORE_MODULE_CODES.includes(code),
);

export const TenantSettingsValidation = {
  maxLandingPageLength: 200,
  /** Idle seconds before the warning (react-idle-timer), and seconds from it to the sign-out. */
  minIdleSeconds: 60,
  maxIdleSeconds: 24 * 60 * 60,
  minTimeoutSeconds: 10,
  maxTimeoutSeconds: 60 * 60,
  maxUrlTemplateLength: 1_000,
  maxProviderNameLength: 50,
  maxIssuerLength: 500,
  maxClientIdLength: 200,
  maxClientSecretLength: 500,
  maxScopesLength: 200,
  maxMenuItems: 100,
} as const;

/** Field error codes the settings calls answer (the web app translates them). */
export const SETTINGS_LANDING_PAGE_DISABLED = 'settings.landingPage.moduleDisabled';
export const SETTINGS_MENU_ITEMS_MISMATCH = 'settings.menus.itemsMismatch';

/**
 * Spec section 5, menu URLs: an http(s) address or one starting with `www.` opens in a new tab; any
 * other route navigates within the app, so it must be a clean path of this origin. The two
 * product-defined routes stay allowed: `reports` (the Reports item) and empty (a 'More' group).
 */
export function isValidMenuRoute(route: string): boolean {
  if (route === '' || route === 'reports') {
    return true;
  }
  if (/^https?:\/\//i.test(route)) {
    return isHttpUrl(route);
  }
  if (/^www\./i.test(route)) {
    // `www.` and a domain of its own (`www.example.com`), nothing that stops at `www.`.
    const url = URL.parse(`https://${route}`);
    return url !== null && url.hostname.split('.').filter(Boolean).length >= 3;
  }
  return isCleanInAppPath(route);
}

/** A post-login URL template once its placeholders hold sample values (what the browser would get). */
export function isSafePostLoginTemplate(template: string): boolean {
  return isSafePostLoginUrl(template.replaceAll('{userCode}', 'u').replaceAll('{tenantCode}', 't'));
}

/** An issuer the portal will talk to: https, or http on this machine (development, tests). */
export function isAcceptableIssuer(issuer: string): boolean {
  const url = URL.parse(issuer);
  if (url === null || url.search !== '' || url.hash !== '') {
    return false;
  }
  return (
    url.protocol === 'https:' ||
    (url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname))
  );
}

const uniqueList = <T>(list: readonly T[]) => new Set(list).size === list.length;

/* ---- Reading ---- */

export const ZTenantMenuItemSettingSchema = z.object({
  id: z.number().int(),
  moduleCode: ZModuleCodeSchema.nullable(),
  route: z.string(),
  nameEn: z.string().nullable(),
  nameFr: z.string().nullable(),
  displayMode: ZMenuDisplayModeSchema.nullable(),
  /** false: left out of the nav (its page still follows the module and the permissions). */
  showInMenu: z.boolean(),
  useExternalRoute: z.boolean(),
  hasChildren: z.boolean(),
});
export type TTenantMenuItemSetting = z.infer<typeof ZTenantMenuItemSettingSchema>;

export const ZTenantSettingsResponseSchema = z.object({
  modules: z.object({ enabled: z.array(ZModuleCodeSchema), toggleable: z.array(ZModuleCodeSchema) }),
  general: z.object({
    defaultLandingPage: z.string(),
    locales: z.array(ZLocaleCodeSchema),
    defaultLocale: ZLocaleCodeSchema,
    idleTimerStartAfterInSeconds: z.number().int(),
    timeoutAfterInSeconds: z.number().int(),
  }),
  menus: z.object({
    configurations: z.array(z.object({ displayMode: ZMenuDisplayModeSchema, showMenu: z.boolean() })),
    /** Top-level items in their order (children keep theirs). */
    items: z.array(ZTenantMenuItemSettingSchema),
  }),
  tagManager: z.object({ isEnabled: z.boolean(), containerId: z.string(), dataLayerName: z.string() }),
  postLoginScript: z.object({ isEnabled: z.boolean(), urlTemplate: z.string() }),
  identityProvider: z.object({
    isEnabled: z.boolean(),
    name: z.string(),
    issuer: z.string(),
    clientId: z.string(),
    scopes: z.string(),
    /** The secret itself never leaves the server: only whether one is stored. */
    hasClientSecret: z.boolean(),
  }),
});
export type TTenantSettings = z.infer<typeof ZTenantSettingsResponseSchema>;

/* ---- Writing: one call per section, each answering the whole settings ---- */

/** `PUT /api/admin/settings/modules`: the toggleable modules that are on, in the tenant's order. */
export const ZUpdateTenantModulesRequestSchema = z.strictObject({
  modules: z
    .array(ZModuleCodeSchema)
    .max(MODULE_CODES.length)
    .refine(uniqueList, 'Each module once.')
    .refine((codes) => codes.every((code) => TOGGLEABLE_MODULE_CODES.includes(code)), 'Core modules are always on.'),
});
export type TUpdateTenantModulesRequest = z.infer<typeof ZUpdateTenantModulesRequestSchema>;

/** `PUT /api/admin/settings/general`. */
export const ZUpdateTenantGeneralRequestSchema = z
  .strictObject({
    defaultLandingPage: z
      .string()
      .trim()
      .min(1)
      .max(TenantSettingsValidation.maxLandingPageLength)
      .refine(isCleanInAppPath, 'A path of the portal, starting with /.'),
    locales: z.array(ZLocaleCodeSchema).min(1).refine(uniqueList, 'Each language once.'),
    defaultLocale: ZLocaleCodeSchema,
    idleTimerStartAfterInSeconds: z
      .number()
      .int()
      .min(TenantSettingsValidation.minIdleSeconds)
      .max(TenantSettingsValidation.maxIdleSeconds),
    timeoutAfterInSeconds: z
      .number()
      .int()
      .min(TenantSettingsValidation.minTimeoutSeconds)
      .max(TenantSettingsValidation.maxTimeoutSeconds),
  })
  .refine((request) => request.locales.includes(request.defaultLocale), {
    path: ['defaultLocale'],
    message: 'The default language must be one of the languages.',
  });
export type TUpdateTenantGeneralRequest = z.infer<typeof ZUpdateTenantGeneralRequestSchema>;

/** `PUT /api/admin/settings/menus`: every top-level item (order, route, display mode, shown or hidden) and both display modes. */
export const ZUpdateTenantMenusRequestSchema = z.strictObject({
  configurations: z
    .array(z.strictObject({ displayMode: ZMenuDisplayModeSchema, showMenu: z.boolean() }))
    .length(MENU_DISPLAY_MODES.length)
    .refine((list) => uniqueList(list.map((entry) => entry.displayMode)), 'Each display mode once.'),
  items: z
    .array(
      z.strictObject({
        id: z.number().int().positive(),
        route: z
          .string()
          .trim()
          .max(MenuValidation.maxRouteLength)
          .refine(isValidMenuRoute, 'An http(s) or www address, or a path of the portal starting with /.'),
        displayMode: ZMenuDisplayModeSchema.nullable(),
        showInMenu: z.boolean(),
      }),
    )
    .max(TenantSettingsValidation.maxMenuItems)
    .refine((list) => uniqueList(list.map((item) => item.id)), 'Each item once.'),
});
export type TUpdateTenantMenusRequest = z.infer<typeof ZUpdateTenantMenusRequestSchema>;

/** `PUT /api/admin/settings/tag-manager`: checked with the spec's messages when enabled. */
export const ZUpdateTagManagerRequestSchema = z
  .strictObject({
    isEnabled: z.boolean(),
    containerId: z.string().trim().max(30),
    dataLayerName: z.string().trim().max(64),
  })
  .superRefine((request, context) => {
    // Switched off, an unfinished container may be kept; switched on, it must be one a page can load.
    const containerIsSet = request.isEnabled || request.containerId !== '';
    if (containerIsSet && !CONTAINER_ID_PATTERN.test(request.containerId)) {
      context.addIssue({ code: 'custom', path: ['containerId'], message: TagManagerMessages.invalidContainerId });
    }
    if (!DATA_LAYER_NAME_PATTERN.test(request.dataLayerName)) {
      context.addIssue({ code: 'custom', path: ['dataLayerName'], message: TagManagerMessages.invalidDataLayerName });
    }
  });
export type TUpdateTagManagerRequest = z.infer<typeof ZUpdateTagManagerRequestSchema>;

/** `PUT /api/admin/settings/post-login-script` (spec section 4): `{userCode}` and `{tenantCode}` are replaced. */
export const ZUpdatePostLoginScriptRequestSchema = z
  .strictObject({
    isEnabled: z.boolean(),
    urlTemplate: z.string().trim().max(TenantSettingsValidation.maxUrlTemplateLength),
  })
  .refine(
    (request) => (request.urlTemplate === '' ? !request.isEnabled : isSafePostLoginTemplate(request.urlTemplate)),
    {
      path: ['urlTemplate'],
      message: 'An http(s) address or a path of the portal starting with /.',
    },
  );
export type TUpdatePostLoginScriptRequest = z.infer<typeof ZUpdatePostLoginScriptRequestSchema>;

/**
 * `PUT /api/admin/settings/identity-provider`: the tenant's external OpenID provider. `clientSecret`
 * null or absent keeps the stored one; a text replaces it (stored encrypted); `''` removes it.
 */
export const ZUpdateIdentityProviderRequestSchema = z.strictObject({
  isEnabled: z.boolean(),
  name: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9-]*$/, 'Lower-case letters, digits and dashes.')
    .max(TenantSettingsValidation.maxProviderNameLength),
  issuer: z
    .string()
    .trim()
    .max(TenantSettingsValidation.maxIssuerLength)
    .refine(isAcceptableIssuer, 'An https address (http only on this machine), without query.'),
  clientId: z.string().trim().min(1).max(TenantSettingsValidation.maxClientIdLength),
  clientSecret: z.string().max(TenantSettingsValidation.maxClientSecretLength).nullable().optional(),
  scopes: z
    .string()
    .trim()
    .max(TenantSettingsValidation.maxScopesLength)
    .refine((scopes) => scopes.split(/\s+/).includes('openid'), 'The scopes must include openid.'),
});
export type TUpdateIdentityProviderRequest = z.infer<typeof ZUpdateIdentityProviderRequestSchema>;
