import { matchSupportedLocale, type TFooterConfiguration, type TLocaleCode } from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { TResolvedTenant } from '../tenant/tenant.service.ts';
import { presentFooterConfiguration } from './footer.presenter.ts';
import {
  findAdditionalLinks,
  findFooterSettings,
  findOtherTenantUrls,
  findProductLinks,
  findSocialMedia,
} from './footer.repository.ts';

export type TFooterService = ReturnType<typeof createFooterService>;

/** The footer of the portal shell (spec sections 2 and 3 "Footer configuration"). */
export function createFooterService(db: Kysely<Database>) {
  /**
   * The tenant's footer configuration with the links of one language (the asked one, else the
   * tenant's default language); other tenant URLs only when the tenant shows them.
   */
  async function getFooterConfiguration(tenant: TResolvedTenant, locale?: TLocaleCode): Promise<TFooterConfiguration> {
    const language = locale ?? matchSupportedLocale(tenant.defaultLocale) ?? 'en';
    const [settings, additionalLinks, socialMedia, productLinks, otherTenantUrls] = await Promise.all([
      findFooterSettings(db, tenant.tenantCode),
      findAdditionalLinks(db, tenant.tenantCode, language),
      findSocialMedia(db, tenant.tenantCode, language),
      findProductLinks(db, tenant.tenantCode, language),
      findOtherTenantUrls(db, tenant.tenantCode),
    ]);
    return presentFooterConfiguration(
      { settings, additionalLinks, socialMedia, productLinks, otherTenantUrls },
      language,
    );
  }

  return { getFooterConfiguration };
}
