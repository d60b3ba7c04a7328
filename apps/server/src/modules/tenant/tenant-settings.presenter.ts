import {
  MENU_DISPLAY_MODES,
  TOGGLEABLE_MODULE_CODES,
  ZLocaleCodeSchema,
  ZMenuDisplayModeSchema,
  ZModuleCodeSchema,
  type TTenantSettings,
} from '@portal/contracts';
import { toBool } from '../../db/schema.ts';
import type { TTenantSettingsRows } from './tenant-settings.repository.ts';

/** Defaults of a tenant that never stored a section (react-idle-timer's 15 minutes, then 1). */
const DEFAULT_IDLE_SECONDS = 900;
const DEFAULT_TIMEOUT_SECONDS = 60;

/** The provider the settings manage: the one the tenant names, else its first. */
export function managedProvider(rows: TTenantSettingsRows) {
  const name = rows.tenant?.external_provider_configuration_name;
  return rows.providers.find((provider) => provider.name === name) ?? rows.providers[0];
}

/** The settings page's view of the tenant; never the provider's client secret. */
export function presentTenantSettings(rows: TTenantSettingsRows): TTenantSettings {
  const codes = rows.modules.flatMap((row) => ZModuleCodeSchema.safeParse(row.module_code).data ?? []);
  const locales = rows.locales.flatMap((row) => ZLocaleCodeSchema.safeParse(row.locale).data ?? []);
  const parents = new Set(rows.menuItems.flatMap((row) => (row.parent_id === null ? [] : [row.parent_id])));
  const provider = managedProvider(rows);
  return {
    modules: {
      enabled: codes.filter((code) => TOGGLEABLE_MODULE_CODES.includes(code)),
      toggleable: [...TOGGLEABLE_MODULE_CODES],
    },
    general: {
      defaultLandingPage: rows.tenant?.default_landing_page ?? '/dashboard',
      locales,
      defaultLocale: ZLocaleCodeSchema.catch('en').parse(rows.tenant?.default_locale),
      idleTimerStartAfterInSeconds: rows.metadata?.idle_timer_start_after_seconds ?? DEFAULT_IDLE_SECONDS,
      timeoutAfterInSeconds: rows.metadata?.timeout_after_seconds ?? DEFAULT_TIMEOUT_SECONDS,
    },
    menus: {
      // A display mode without a stored row shows no menu (as the menu module presents it).
      configurations: MENU_DISPLAY_MODES.map((displayMode) => {
        const row = rows.menuConfigurations.find((configuration) => configuration.display_mode === displayMode);
        return { displayMode, showMenu: row ? toBool(row.show_menu) : false };
      }),
      items: rows.menuItems
        .filter((row) => row.parent_id === null)
        .map((row) => ({
          id: row.id,
          moduleCode: row.module_code === null ? null : (ZModuleCodeSchema.safeParse(row.module_code).data ?? null),
          route: row.route,
          nameEn: row.display_name_en,
          nameFr: row.display_name_fr,
          displayMode: ZMenuDisplayModeSchema.nullable().catch(null).parse(row.display_mode),
          showInMenu: toBool(row.show_in_menu),
          useExternalRoute: toBool(row.use_external_route),
          hasChildren: parents.has(row.id),
        })),
    },
    tagManager: {
      isEnabled: rows.analytics ? toBool(rows.analytics.is_enabled) : false,
      containerId: rows.analytics?.container_id ?? '',
      dataLayerName: rows.analytics?.data_layer_name ?? 'dataLayer',
    },
    postLoginScript: {
      isEnabled: rows.postLogin ? toBool(rows.postLogin.is_enabled) : false,
      urlTemplate: rows.postLogin?.url_template ?? '',
    },
    identityProvider: {
      isEnabled: rows.tenant ? toBool(rows.tenant.use_external_provider) && provider !== undefined : false,
      name: provider?.name ?? '',
      issuer: provider?.issuer ?? '',
      clientId: provider?.client_id ?? '',
      scopes: provider?.scopes ?? 'openid email',
      hasClientSecret: Boolean(provider?.client_secret),
    },
  };
}
