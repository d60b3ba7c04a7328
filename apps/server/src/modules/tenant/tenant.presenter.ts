import {
  isTenantLogoUrl,
  isValidTagManagerConfiguration,
  MODULE_CATALOGUE,
  ZLocaleCodeSchema,
  ZModuleCodeSchema,
  type TLocale,
  type TTenantConfiguration,
  type TTagManagerConfiguration,
  type TTenantModule,
} from '@portal/contracts';
import { toBool } from '../../db/schema.ts';
import type {
  findTenantAnalytics,
  findTenantLocales,
  findTenantModules,
  findTenantSettings,
} from './tenant.repository.ts';

type TSettingsRow = NonNullable<Awaited<ReturnType<typeof findTenantSettings>>>;
type TModuleRow = Awaited<ReturnType<typeof findTenantModules>>[number];
type TLocaleRow = Awaited<ReturnType<typeof findTenantLocales>>[number];
type TAnalyticsRow = Awaited<ReturnType<typeof findTenantAnalytics>>;

/** The tag manager the web app loads: only when the tenant enabled one that passes the spec's validation. */
export function presentTagManager(row: TAnalyticsRow): TTagManagerConfiguration | undefined {
  if (!row || !toBool(row.is_enabled)) {
    return undefined;
  }
  const configuration = { containerId: row.container_id.trim(), dataLayerName: row.data_layer_name.trim() };
  return isValidTagManagerConfiguration(configuration) ? configuration : undefined;
}

/** An enabled module of the tenant; URLs it leaves empty are under this deployment's origin. */
export function presentModule(row: TModuleRow, origin: string): TTenantModule {
  const moduleCode = ZModuleCodeSchema.parse(row.module_code);
  const definition = MODULE_CATALOGUE[moduleCode];
  return {
    moduleCode,
    displayName: row.display_name ?? definition.name,
    serviceUrl: row.service_url ?? origin,
    spaUrl: row.spa_url ?? `${origin}${definition.route}`,
    permissions: [...definition.permissions],
  };
}

/**
 * The tenant configuration of spec section 3. Service URLs the tenant leaves empty are this
 * deployment's own origin, so modules can later move to their own hosts without the web app changing.
 */
export function presentTenantConfiguration(
  settings: TSettingsRow,
  modules: TModuleRow[],
  cdnUrls: string[],
  locales: TLocaleRow[],
  origin: string,
  analytics?: TAnalyticsRow,
): TTenantConfiguration {
  const tagManager = presentTagManager(analytics);
  const localeCodes = [...new Set(locales.map((row) => ZLocaleCodeSchema.parse(row.locale)))];
  return {
    tenantCode: settings.tenant_code,
    tenantName: settings.name,
    authService: {
      serviceUrl: settings.auth_service_url ?? origin,
      clientId: settings.auth_client_id,
      scopes: settings.auth_scopes,
      useExernalProvider: toBool(settings.use_external_provider),
      externalProviderConfigurationName: settings.external_provider_configuration_name,
    },
    coreService: settings.core_service_url ?? origin,
    permissionService: settings.permission_service_url ?? origin,
    defaultLocale: ZLocaleCodeSchema.parse(settings.default_locale),
    locales: localeCodes,
    clockSkewInSec: settings.clock_skew_in_sec,
    listOfCDNs: cdnUrls.length > 0 ? cdnUrls : [origin],
    minimumGlobalSearchFieldLength: settings.minimum_global_search_field_length,
    defaultLandingPage: settings.default_landing_page,
    userAdminModuleCode: ZModuleCodeSchema.parse(settings.user_admin_module_code),
    assessmentModuleCode: ZModuleCodeSchema.parse(settings.assessment_module_code),
    resourceModuleCode: ZModuleCodeSchema.parse(settings.resource_module_code),
    testModuleCode: ZModuleCodeSchema.parse(settings.test_module_code),
    eventAdminModuleCode: ZModuleCodeSchema.parse(settings.event_admin_module_code),
    learningPathModuleCode: ZModuleCodeSchema.parse(settings.learning_path_module_code),
    modules: modules.map((row) => presentModule(row, origin)),
    ...(settings.brand_color ? { brandColor: settings.brand_color } : {}),
    // A stored logo the pages may not show (another site's, say) is left out: the name stands in.
    ...(settings.logo_url && isTenantLogoUrl(settings.logo_url) ? { logoUrl: settings.logo_url } : {}),
    ...(tagManager ? { tagManager } : {}),
  };
}

/** Rows (one per locale and display locale) folded into the spec's Locale entity. */
export function presentTenantLocales(rows: TLocaleRow[], displayLocale: string): TLocale[] {
  const byLocale = new Map<string, TLocaleRow[]>();
  for (const row of rows) {
    byLocale.set(row.locale, [...(byLocale.get(row.locale) ?? []), row]);
  }
  return [...byLocale.entries()].map(([locale, names]) => ({
    locale: ZLocaleCodeSchema.parse(locale),
    localeName: (names.find((name) => name.display_locale === displayLocale) ?? names[0])?.name ?? locale,
    localeNames: names.map((name) => ({ locale: ZLocaleCodeSchema.parse(name.display_locale), localeName: name.name })),
  }));
}
