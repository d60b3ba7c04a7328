import { BUILD_NUMBER } from '@portal/contracts';
import type { TTenantConfiguration } from '@portal/contracts';
import { PORTAL_APPLICATION } from '@portal/i18n';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { TWebBootParts } from '../../plugins/web-app.ts';
import type { TTenantService } from './tenant.service.ts';

export type TWebBootDependencies = {
  tenants: TTenantService;
  /** `serializeAppSettings`: the appsettings.json answer. */
  appSettingsJson: string;
  log: FastifyBaseLogger;
};

/** The class key of the interface strings the web app starts with. */
const START_CLASS_KEY = 'common';

/**
 * JSON inside a `<script>` element ends at the first `</script`: every `<` is written as its
 * escape, which JSON.parse reads back as the same character. The tenant's own texts are in it.
 */
function escapeForScriptElement(json: string): string {
  return json.replaceAll('<', '\\u003c');
}

/**
 * The start-up data for the tenant at `tenantUrl` (issue 24): the answers of the first two
 * start-up calls, each the same text the call itself sends, from the same caches, and the URL of
 * the third (the interface strings), in the parameter order the web app's own call uses. Null for
 * an address no tenant has, or when a part cannot be read: the web app then makes the calls itself
 * and shows what they answer, so index.html never fails for want of a part.
 */
export function createWebBootWriter({ tenants, appSettingsJson, log }: TWebBootDependencies) {
  return async function webBoot(tenantUrl: string): Promise<TWebBootParts | null> {
    try {
      const configurationJson = await tenants.getTenantConfigurationJson(tenantUrl);
      const { coreService, defaultLocale } = JSON.parse(configurationJson) as Pick<
        TTenantConfiguration,
        'coreService' | 'defaultLocale'
      >;
      // The language the web app starts in unless the person chose another earlier in the session.
      const query = new URLSearchParams({
        classKey: START_CLASS_KEY,
        application: PORTAL_APPLICATION,
        v: BUILD_NUMBER,
        locale: defaultLocale,
      });
      const preloadUrl = `${coreService.replace(/\/+$/, '')}/api/resourcestring?${query.toString()}`;
      const resourceStrings = { locale: defaultLocale, classKey: START_CLASS_KEY, url: preloadUrl };
      const json = escapeForScriptElement(
        `{"tenantUrl":${JSON.stringify(tenantUrl)},"appSettings":${appSettingsJson},` +
          `"configuration":${configurationJson},"resourceStrings":${JSON.stringify(resourceStrings)}}`,
      );
      return { json, preloadUrl };
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'tenant_not_found')) {
        log.warn({ err: error, tenantUrl }, 'index.html goes without its start-up data');
      }
      return null;
    }
  };
}
