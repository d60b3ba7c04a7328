import { BUILD_NUMBER, ZAppSettingsResponseSchema } from '@portal/contracts';

/** Path of the tenant configuration call; the web app reads it from appsettings.json. */
export const TENANT_CONFIGURATION_PATH = '/api/tenantconfiguration';

/** `GET /assets/appsettings.json`, serialised once: the same for every tenant and every call. */
export function serializeAppSettings(isProduction: boolean): string {
  return JSON.stringify(
    ZAppSettingsResponseSchema.parse({
      build: BUILD_NUMBER,
      production: isProduction,
      configUrl: TENANT_CONFIGURATION_PATH,
    }),
  );
}
