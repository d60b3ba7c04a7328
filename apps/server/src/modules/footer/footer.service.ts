import { ZFooterConfigurationResponseSchema, type TLocaleCode } from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { createLoadingCache } from '../../lib/loading-cache.ts';
import { forgetTenantKeys } from '../../lib/change-signal.ts';
import { TENANT_ANSWER_CACHE, type TResolvedTenant } from '../tenant/tenant.service.ts';
import { resolveNameLocale } from '../tenant-reference/tenant-reference.service.ts';
import { followOrigin, linkHostName, presentFooterConfiguration } from './footer.presenter.ts';
import {
  findAdditionalLinks,
  findFooterSettings,
  findOtherTenantUrls,
  findProductLinks,
  findServedHosts,
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
   * tenant's default language); other tenant URLs only when the tenant shows them, those of this
   * deployment's tenants on the scheme and port of `origin` (the request's, `requestOrigin`).
   * Already serialised and checked against its schema.
   */
  async function getFooterConfigurationJson(
    tenant: TResolvedTenant,
    locale: TLocaleCode | undefined,
    origin: string,
  ): Promise<string> {
    const language = resolveNameLocale(tenant, locale);
    // Keyed by scheme and port too (the host is the tenant's): bounded like every cached answer.
    const { protocol, port } = new URL(origin);
    return footerJsonByTenantLocale.forceFetch(`${tenant.tenantCode}\n${language}\n${protocol}\n${port}`, {
      context: () => buildFooterConfigurationJson(tenant.tenantCode, language, origin),
    });
  }

  async function buildFooterConfigurationJson(tenantCode: string, language: TLocaleCode, origin: string) {
    const [settings, additionalLinks, socialMedia, productLinks, storedOtherTenantUrls] = await Promise.all([
      findFooterSettings(db, tenantCode),
      findAdditionalLinks(db, tenantCode, language),
      findSocialMedia(db, tenantCode, language),
      findProductLinks(db, tenantCode, language),
      findOtherTenantUrls(db, tenantCode),
    ]);
    const servedHosts = await findServedHosts(
      db,
      storedOtherTenantUrls.flatMap((row) => linkHostName(row.url) ?? []),
    );
    const otherTenantUrls = storedOtherTenantUrls.map((row) => {
      const hostName = linkHostName(row.url);
      return hostName !== undefined && servedHosts.has(hostName) ? { ...row, url: followOrigin(row.url, origin) } : row;
    });
    const configuration = presentFooterConfiguration(
      { settings, additionalLinks, socialMedia, productLinks, otherTenantUrls },
      language,
    );
    return JSON.stringify(ZFooterConfigurationResponseSchema.parse(configuration));
  }

  /** Drops this node's built footers of the tenant (the tenant change signal: an admin changed them). */
  function forgetTenantFooter(tenantCode: string): void {
    forgetTenantKeys(footerJsonByTenantLocale, tenantCode);
  }

  return { getFooterConfigurationJson, forgetTenantFooter };
}
