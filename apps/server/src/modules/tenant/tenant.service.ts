import {
  ZModuleCodeSchema,
  ZTenantConfigurationResponseSchema,
  type TLocale,
  type TLocaleCode,
  type TModuleCode,
  type TTenantModule,
} from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { ALL_KEYS } from '../../lib/change-signal.ts';
import { createLoadingCache } from '../../lib/loading-cache.ts';
import { presentModule, presentTenantConfiguration, presentTenantLocales } from './tenant.presenter.ts';
import {
  findTenantAnalytics,
  findTenantByHost,
  findTenantCdnUrls,
  findTenantLocales,
  findTenantModules,
  findTenantSettings,
} from './tenant.repository.ts';

/** The tenant a request belongs to, as every tenant-scoped call receives it. */
export type TResolvedTenant = {
  tenantCode: string;
  name: string;
  defaultLocale: string;
};

export type TTenantSearchSettings = { minimumSearchLength: number };

/** A tenant configuration answer as sent, and whose it is. */
type TTenantConfigurationJson = { tenantCode: string; json: string };

/**
 * How the tenant's hot start-up answers are cached (the configuration here, menus and the footer
 * in their modules): tenant settings change rarely, and a short expiry bounds how long another
 * node serves stale values. Bounded because keys come from request input.
 */
export const TENANT_ANSWER_CACHE = { ttl: 30_000, max: 1_000 } as const;

export type TTenantService = ReturnType<typeof createTenantService>;

export function createTenantService(db: Kysely<Database>) {
  // lru-cache stores no null: "no tenant has this host" is cached as `{ tenant: null }`.
  const tenantsByHost = createLoadingCache<{ tenant: TResolvedTenant | null }>(TENANT_ANSWER_CACHE);
  // Each configuration with its tenant: a change of one tenant drops that tenant's only.
  const configurationJsonByOrigin = createLoadingCache<TTenantConfigurationJson>(TENANT_ANSWER_CACHE);
  const configurationJsonByTenantUrl = createLoadingCache<TTenantConfigurationJson>(TENANT_ANSWER_CACHE);
  const moduleRowsByTenant = createLoadingCache<Awaited<ReturnType<typeof findTenantModules>>>(TENANT_ANSWER_CACHE);
  const moduleCodesOfRows = new WeakMap<object, TModuleCode[]>();
  const searchSettingsByTenant = createLoadingCache<TTenantSearchSettings>(TENANT_ANSWER_CACHE);

  /** The cached answer of `resolveTenantByHost`, or undefined when it must be looked up. */
  function peekTenantByHost(hostname: string): TResolvedTenant | null | undefined {
    return tenantsByHost.get(hostname.toLowerCase())?.tenant;
  }

  /** The tenant of a host name (lower-cased, without port), or null when no tenant has it. */
  async function resolveTenantByHost(hostname: string): Promise<TResolvedTenant | null> {
    const host = hostname.toLowerCase();
    const { tenant } = await tenantsByHost.forceFetch(host, {
      context: async () => {
        const row = await findTenantByHost(db, host);
        return {
          tenant: row ? { tenantCode: row.tenant_code, name: row.name, defaultLocale: row.default_locale } : null,
        };
      },
    });
    return tenant;
  }

  /**
   * The tenant configuration for a tenant URL, already serialised: the call is on every page load,
   * so it is built and checked against its schema once per origin and then served from memory.
   */
  async function getTenantConfigurationJson(tenantUrl: string): Promise<string> {
    // Browsers send the same tenantUrl on every load: the raw string is the cheapest key.
    // The hottest call: a hit is answered without lru-cache's fetch machinery.
    const kept = configurationJsonByTenantUrl.get(tenantUrl);
    if (kept) {
      return kept.json;
    }
    const built = await configurationJsonByTenantUrl.forceFetch(tenantUrl, {
      context: () => buildTenantConfigurationJson(new URL(tenantUrl)),
    });
    return built.json;
  }

  async function buildTenantConfigurationJson(url: URL): Promise<TTenantConfigurationJson> {
    const tenant = await resolveTenantByHost(url.hostname);
    if (!tenant) {
      throw new AppError('tenant_not_found', `No tenant is configured for ${url.hostname}.`);
    }
    return configurationJsonByOrigin.forceFetch(url.origin, {
      context: async () => {
        const [settings, modules, cdnUrls, locales, analytics] = await Promise.all([
          findTenantSettings(db, tenant.tenantCode),
          findTenantModules(db, tenant.tenantCode),
          findTenantCdnUrls(db, tenant.tenantCode),
          findTenantLocales(db, tenant.tenantCode),
          findTenantAnalytics(db, tenant.tenantCode),
        ]);
        if (!settings) {
          throw new AppError('tenant_not_found', `No tenant is configured for ${url.hostname}.`);
        }
        const configuration = presentTenantConfiguration(settings, modules, cdnUrls, locales, url.origin, analytics);
        return {
          tenantCode: tenant.tenantCode,
          json: JSON.stringify(ZTenantConfigurationResponseSchema.parse(configuration)),
        };
      },
    });
  }

  /** The tenant's locales, each named in `displayLocale` and in every other locale. */
  async function listTenantLocales(tenant: TResolvedTenant, displayLocale: TLocaleCode): Promise<TLocale[]> {
    return presentTenantLocales(await findTenantLocales(db, tenant.tenantCode), displayLocale);
  }

  /**
   * The codes of the modules the tenant has enabled (what its roles may grant permissions of).
   * The module gate asks on every module call: worked out once per cached set of rows.
   */
  async function listEnabledModuleCodes(tenantCode: string): Promise<readonly TModuleCode[]> {
    const rows = await moduleRowsOf(tenantCode);
    let codes = moduleCodesOfRows.get(rows);
    if (!codes) {
      codes = rows.flatMap((row) => {
        const parsed = ZModuleCodeSchema.safeParse(row.module_code);
        return parsed.success ? [parsed.data] : [];
      });
      moduleCodesOfRows.set(rows, codes);
    }
    return codes;
  }

  function moduleRowsOf(tenantCode: string) {
    return moduleRowsByTenant.forceFetch(tenantCode, { context: () => findTenantModules(db, tenantCode) });
  }

  /**
   * The modules the tenant has enabled, in its order, as the tenant configuration presents them
   * for a request of `origin` (display names, service and app URLs, permissions).
   */
  async function listEnabledModules(tenantCode: string, origin: string): Promise<TTenantModule[]> {
    // Asked on every page load (menus): the rows are cached like the rest of the configuration.
    const rows = await moduleRowsOf(tenantCode);
    return rows.flatMap((row) =>
      ZModuleCodeSchema.safeParse(row.module_code).success ? [presentModule(row, origin)] : [],
    );
  }

  /** What the global search needs of the tenant's settings (spec section 5: the minimum text length). */
  function getSearchSettings(tenantCode: string): Promise<TTenantSearchSettings> {
    return searchSettingsByTenant.forceFetch(tenantCode, {
      context: async () => {
        const settings = await findTenantSettings(db, tenantCode);
        if (!settings) {
          throw new AppError('tenant_not_found', `No tenant ${tenantCode} is configured.`);
        }
        return { minimumSearchLength: settings.minimum_global_search_field_length };
      },
    });
  }

  /**
   * Drops this node's built configuration answers of a tenant after an admin changed what they show
   * (branding, settings): the next page load rebuilds them. The signal also carries people writes
   * (many more than settings writes): other tenants' answers stay. A configuration is only ever
   * kept for a known tenant (an unknown host's load fails), so none belongs to no tenant.
   */
  function forgetTenantConfiguration(tenantCode: string): void {
    for (const cache of [configurationJsonByOrigin, configurationJsonByTenantUrl]) {
      for (const [key, configuration] of [...cache.entries()]) {
        if (configuration.tenantCode === tenantCode) {
          cache.delete(key);
        }
      }
    }
  }

  /**
   * Drops everything this process cached of a tenant's configuration (its settings changed here or
   * on another node: the tenant change signal of app.ts); `ALL_KEYS` drops every tenant's. Host
   * answers of unknown hosts go too: the change may have given the tenant that host.
   */
  function forgetTenant(tenantCode: string): void {
    if (tenantCode === ALL_KEYS) {
      configurationJsonByOrigin.clear();
      configurationJsonByTenantUrl.clear();
      tenantsByHost.clear();
      moduleRowsByTenant.clear();
      searchSettingsByTenant.clear();
      return;
    }
    for (const [host, { tenant }] of tenantsByHost.entries()) {
      if (tenant === null || tenant.tenantCode === tenantCode) {
        tenantsByHost.delete(host);
      }
    }
    forgetTenantConfiguration(tenantCode);
    moduleRowsByTenant.delete(tenantCode);
    searchSettingsByTenant.delete(tenantCode);
  }

  return {
    forgetTenant,
    getSearchSettings,
    peekTenantByHost,
    resolveTenantByHost,
    getTenantConfigurationJson,
    listTenantLocales,
    listEnabledModuleCodes,
    listEnabledModules,
  };
}
