import {
  ASSET_TYPE_CODES,
  ASSET_TYPE_RULES,
  CategoryPreferenceDefaults,
  PageDefaults,
  RESOURCE_MODULE_CODE,
  ResourceDefaults,
  type TLocaleCode,
  type TResourceTenantConfiguration,
} from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { findCategoryConfiguration } from './categories.repository.ts';
import { canUpload, isResourceAdmin, type TResourceActor } from './resources.policy.ts';

/** The tenant's languages (the tenant service). */
export type TTenantLocales = (actor: TResourceActor) => Promise<TLocaleCode[]>;

export type TResourceConfigurationService = ReturnType<typeof createResourceConfigurationService>;

/** `GET /api/resources/TenantConfiguration`: the resource library's settings for the tenant and caller. */
export function createResourceConfigurationService(db: Kysely<Database>, { locales }: { locales: TTenantLocales }) {
  async function getTenantConfiguration(actor: TResourceActor): Promise<TResourceTenantConfiguration> {
    const [tenantLocales, categories] = await Promise.all([
      locales(actor),
      findCategoryConfiguration(db, actor.tenantCode),
    ]);
    return {
      moduleCode: RESOURCE_MODULE_CODE,
      locales: tenantLocales.length > 0 ? tenantLocales : [actor.defaultLocale],
      defaultLocale: actor.defaultLocale,
      defaultPageSize: PageDefaults.pageSize,
      defaultThumbnail: { width: ResourceDefaults.thumbnailWidth, height: ResourceDefaults.thumbnailHeight },
      userAssetExpiryYears: ResourceDefaults.userAssetExpiryYears,
      trendingWindowDays: ResourceDefaults.trendingWindowDays,
      assetTypeCodes: [...ASSET_TYPE_CODES],
      userUploadAssetTypeCodes: ASSET_TYPE_CODES.filter((code) => ASSET_TYPE_RULES[code].isUserUploadable),
      canUpload: canUpload(actor),
      isAdmin: isResourceAdmin(actor),
      categoryPreference: {
        updateFrequencyPeriod: categories?.update_frequency_period ?? CategoryPreferenceDefaults.updateFrequencyPeriod,
      },
    };
  }

  return { getTenantConfiguration };
}
