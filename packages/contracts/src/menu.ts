import { z } from 'zod';
import { ZLocaleCodeSchema } from './locales.ts';
import { MENU_DISPLAY_MODES, MenuValidation, PERMISSION_MODES } from './menu-rules.ts';
import { ZModuleCodeSchema } from './module-codes.ts';

/* Menus of the header (spec section 2 "Header and menus", section 3 "Menu item", section 5). */

export const ZMenuDisplayModeSchema = z.enum(MENU_DISPLAY_MODES);
export const ZPermissionModeSchema = z.enum(PERMISSION_MODES);

/** A text the tenant configures per language; null means "not configured" (fallbacks apply). */
export const ZLocalizedTextSchema = z.object({
  en: z.string().max(MenuValidation.maxDisplayNameLength).nullable(),
  'fr-CA': z.string().max(MenuValidation.maxDisplayNameLength).nullable(),
});
export type TLocalizedText = z.infer<typeof ZLocalizedTextSchema>;

const menuEntryConfigShape = {
  /** null: a shell entry that belongs to no module (Dashboard), shown whatever the tenant enables. */
  moduleCode: ZModuleCodeSchema.nullable(),
  route: z.string().max(MenuValidation.maxRouteLength),
  displayNames: ZLocalizedTextSchema,
  useExternalRoute: z.boolean(),
  uiModuleCode: z.string().max(MenuValidation.maxUiModuleCodeLength).nullable(),
  /** Heading the entry is grouped under in the 'More' menu. */
  groupNames: ZLocalizedTextSchema,
  /** null: shown in both display modes. */
  displayMode: ZMenuDisplayModeSchema.nullable(),
  permissions: z.array(z.string().min(1)),
  permissionMode: ZPermissionModeSchema,
  /** false: hidden by the tenant (not in the nav); absent or true: shown. */
  showInMenu: z.boolean().optional(),
};

/** A configured child entry (one level of nesting, as the header shows). */
export const ZMenuChildConfigSchema = z.object(menuEntryConfigShape);
export type TMenuChildConfig = z.infer<typeof ZMenuChildConfigSchema>;

/** A configured menu item, as the tenant stores it. */
export const ZMenuItemConfigSchema = z.object({ ...menuEntryConfigShape, children: z.array(ZMenuChildConfigSchema) });
export type TMenuItemConfig = z.infer<typeof ZMenuItemConfigSchema>;

/** The tenant's menu configuration for one display mode. */
export const ZMenuConfigurationSchema = z.object({
  displayMode: ZMenuDisplayModeSchema,
  showMenu: z.boolean(),
  items: z.array(ZMenuItemConfigSchema),
});
export type TMenuConfiguration = z.infer<typeof ZMenuConfigurationSchema>;

/** A built nav entry (spec section 3 "Menu item / nav item"), named in `locale`. */
export const ZMenuNavItemSchema = z.object({
  moduleCode: ZModuleCodeSchema.nullable(),
  /** In-app path, or an absolute URL (external routes get their module's app URL prefixed). */
  route: z.string(),
  displayName: z.string(),
  useExternalRoute: z.boolean(),
  uiModuleCode: z.string().nullable(),
  group: z.string().nullable(),
  permissions: z.array(z.string()),
  permissionMode: ZPermissionModeSchema,
  locale: ZLocaleCodeSchema,
});
export type TMenuNavItem = z.infer<typeof ZMenuNavItemSchema>;

export const ZMenuItemSchema = ZMenuNavItemSchema.extend({ children: z.array(ZMenuNavItemSchema) });
export type TMenuItem = z.infer<typeof ZMenuItemSchema>;

/** `GET /api/menu`: displayMode defaults to Web; locale to the tenant's default language. */
export const ZGetMenuRequestSchema = z.object({
  displayMode: ZMenuDisplayModeSchema.default('Web'),
  locale: ZLocaleCodeSchema.optional(),
});
export type TGetMenuRequest = z.infer<typeof ZGetMenuRequestSchema>;

export const ZGetMenuResponseSchema = z.object({
  displayMode: ZMenuDisplayModeSchema,
  showMenu: z.boolean(),
  locale: ZLocaleCodeSchema,
  items: z.array(ZMenuItemSchema),
});
export type TGetMenuResponse = z.infer<typeof ZGetMenuResponseSchema>;

/** `GET /api/menu/admin`: the admin nav for module administrators. */
export const ZGetAdminMenuRequestSchema = z.object({ locale: ZLocaleCodeSchema.optional() });
export type TGetAdminMenuRequest = z.infer<typeof ZGetAdminMenuRequestSchema>;

export const ZGetAdminMenuResponseSchema = z.object({
  locale: ZLocaleCodeSchema,
  items: z.array(ZMenuItemSchema),
});
export type TGetAdminMenuResponse = z.infer<typeof ZGetAdminMenuResponseSchema>;
