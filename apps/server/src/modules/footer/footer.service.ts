import { ZFooterConfigurationResponseSchema, type TLocaleCode } from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { createLoadingCache } from '../../lib/loading-cache.ts';
import { TENANT_ANSWER_CACHE, type TResolvedTenant } from '../tenant/tenant.service.ts';
import { resolveNameLocale } from '../tenant-reference/tenant-reference.service.ts';
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
  // Asked on every page load, before sign-in too: built and checked once per tenant and language,
  // cached like the tenant configuration (same expiry, same bound).
  const footerJsonByTenantLocale = createLoadingCache<string>(TENANT_ANSWER_CACHE);

  /**
   * The tenant's footer configuration with the links of one language (the asked one, else the
   * tenant's default language); other tenant URLs only when the tenant shows them. Already
   * serialised and checked against its schema.
   */
  async function getFooterConfigurationJson(tenant: TResolvedTenant, locale?: TLocaleCode): Promise<string> {
    const language = resolveNameLocale(tenant, locale);
    return footerJsonByTenantLocale.forceFetch(`${tenant.tenantCode}\n${language}`, {
      context: () => buildFooterConfigurationJson(tenant.tenantCode, language),
    });
  }

  async function buildFooterConfigurationJson(tenantCode: string, language: TLocaleCode): Promise<string> {
    const [settings, additionalLinks, socialMedia, productLinks, otherTenantUrls] = await Promise.all([
      findFooterSettings(db, tenantCode),
      findAdditionalLinks(db, tenantCode, language),
      findSocialMedia(db, tenantCode, language),
      findProductLinks(db, tenantCode, language),
      findOtherTenantUrls(db, tenantCode),
    ]);
    const configuration = presentFooterConfiguration(
      { settings, additionalLinks, socialMedia, productLinks, otherTenantUrls },
      language,
    );
    return JSON.stringify(ZFooterConfigurationResponseSchema.parse(configuration));
  }

  return { getFooterConfigurationJson };
}
