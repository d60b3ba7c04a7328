import {
  DEFAULT_LOCALE,
  isSafePostLoginUrl,
  matchSupportedLocale,
  type TBusinessType,
  type TCompetency,
  type TGetRefQuotientsResponse,
  type TGetTenantResponse,
  type TJobDesignation,
  type TJobRole,
  type TLocaleCode,
  type TLocationType,
  type TPasswordConfig,
  type TTenantContact,
  type TTenantTag,
} from '@portal/contracts';
import type { Kysely } from 'kysely';
import { toBool, type Database } from '../../db/schema.ts';
import type { TResolvedTenant } from '../tenant/tenant.service.ts';
import {
  presentBusinessTypes,
  presentCompetencies,
  presentJobDesignations,
  presentJobRoles,
  presentLocationTypes,
  presentPasswordConfig,
  presentQuotients,
  presentTenant,
  presentTenantContacts,
  presentTenantTags,
} from './tenant-reference.presenter.ts';
import {
  findBrandByCode,
  findBrands,
  findBusinessTypeByCode,
  findBusinessTypes,
  findCompetencies,
  findJobDesignations,
  findJobRolesForBusinessTypes,
  findLocationTypeByCode,
  findLocationTypes,
  findPasswordPolicy,
  findPostLoginScript,
  findRefQuotients,
  findTenantContacts,
  findTenantMetadata,
  findTenantTags,
  findTenantUrlTags,
} from './tenant-reference.repository.ts';
import { succeeded } from '../../lib/api-result.ts';

/** The language names are answered in: the one asked for, else the tenant's default. */
export function resolveNameLocale(tenant: TResolvedTenant, requested: TLocaleCode | undefined): TLocaleCode {
  return requested ?? matchSupportedLocale(tenant.defaultLocale) ?? DEFAULT_LOCALE;
}

/**
 * Whether a URL pattern of `tenant_url_tags` covers a URL: the host is equal (or, for `*.host`, a
 * subdomain of it) and the path starts with the pattern's path on a segment boundary. Patterns are
 * plain strings, never regular expressions, so a tenant's data cannot make matching slow.
 */
function matchesUrlPattern(pattern: string, url: URL): boolean {
  const slash = pattern.indexOf('/');
  const patternHost = (slash === -1 ? pattern : pattern.slice(0, slash)).toLowerCase();
  const patternPath = slash === -1 ? '' : pattern.slice(slash).replace(/\/+$/, '').toLowerCase();
  const host = url.hostname.toLowerCase();
  const isHostMatch = patternHost.startsWith('*.')
    ? host.endsWith(patternHost.slice(1)) && host.length > patternHost.length - 1
    : host === patternHost;
  if (!isHostMatch) {
    return false;
  }
  const path = url.pathname.toLowerCase();
  return patternPath === '' || path === patternPath || path.startsWith(`${patternPath}/`);
}

/** A location type as other modules check against it: its code and its level in the tree. */
export type TLocationTypeRef = { code: string; level: number };
/** A brand as other modules check against it: its code and the business type it belongs to. */
export type TBrandRef = { code: string; businessTypeCode: string | null };

/** What the post-login call answers: the URL (empty when none) and whether a bad one was refused. */
export type TPostLoginUrl = { url: string; isRefused: boolean };

export type TTenantReferenceService = ReturnType<typeof createTenantReferenceService>;

/** Tenant reference data of the core service (spec section 7 "Tenant"), read-only and tenant-scoped. */
export function createTenantReferenceService(db: Kysely<Database>) {
  /** The tenant with its metadata (competency flags, idle timeout) for the signed-in web app. */
  async function getTenant(tenant: TResolvedTenant): Promise<TGetTenantResponse> {
    const [metadata, script] = await Promise.all([
      findTenantMetadata(db, tenant.tenantCode),
      findPostLoginScript(db, tenant.tenantCode),
    ]);
    return presentTenant(tenant, metadata, script ? toBool(script.is_enabled) : false);
  }

  /** The tenant's password rules (the forms show them before sign-in too). */
  async function getPasswordConfig(tenant: TResolvedTenant): Promise<TPasswordConfig> {
    return presentPasswordConfig(await findPasswordPolicy(db, tenant.tenantCode));
  }

  async function listJobDesignations(tenant: TResolvedTenant, locale?: TLocaleCode): Promise<TJobDesignation[]> {
    return presentJobDesignations(await findJobDesignations(db, tenant.tenantCode), resolveNameLocale(tenant, locale));
  }

  async function listTenantTags(tenant: TResolvedTenant, locale?: TLocaleCode): Promise<TTenantTag[]> {
    return presentTenantTags(await findTenantTags(db, tenant.tenantCode), resolveNameLocale(tenant, locale));
  }

  /** The tenant tags a page URL implies (each once), from the tenant's URL patterns. */
  async function listTenantUrlTags(tenant: TResolvedTenant, url: string, locale?: TLocaleCode): Promise<TTenantTag[]> {
    const target = new URL(url);
    const rows = await findTenantUrlTags(db, tenant.tenantCode);
    const seen = new Set<string>();
    const matching = rows.filter((row) => {
      if (seen.has(row.tag) || !matchesUrlPattern(row.url_pattern, target)) {
        return false;
      }
      seen.add(row.tag);
      return true;
    });
    return presentTenantTags(matching, resolveNameLocale(tenant, locale));
  }

  async function listLocationTypes(tenant: TResolvedTenant, locale?: TLocaleCode): Promise<TLocationType[]> {
    return presentLocationTypes(await findLocationTypes(db, tenant.tenantCode), resolveNameLocale(tenant, locale));
  }

  /** Business types, each with its brands. */
  async function listBusinessTypes(tenant: TResolvedTenant, locale?: TLocaleCode): Promise<TBusinessType[]> {
    const [businessTypes, brands] = await Promise.all([
      findBusinessTypes(db, tenant.tenantCode),
      findBrands(db, tenant.tenantCode),
    ]);
    return presentBusinessTypes(businessTypes, brands, resolveNameLocale(tenant, locale));
  }

  /** Job roles of any of the business types, and the roles tied to none (they apply to every one). */
  async function listJobRolesForBusinessTypes(
    tenant: TResolvedTenant,
    businessTypeCodes: readonly string[],
    locale?: TLocaleCode,
  ): Promise<TJobRole[]> {
    const rows = await findJobRolesForBusinessTypes(db, tenant.tenantCode, [...new Set(businessTypeCodes)]);
    return presentJobRoles(rows, resolveNameLocale(tenant, locale));
  }

  async function listCompetencies(tenant: TResolvedTenant, locale?: TLocaleCode): Promise<TCompetency[]> {
    return presentCompetencies(await findCompetencies(db, tenant.tenantCode), resolveNameLocale(tenant, locale));
  }

  /** Score bands of skill assessments, in the envelope the spec reads (`returnValue`). */
  async function listRefQuotients(tenant: TResolvedTenant, locale?: TLocaleCode): Promise<TGetRefQuotientsResponse> {
    const quotients = presentQuotients(
      await findRefQuotients(db, tenant.tenantCode),
      resolveNameLocale(tenant, locale),
    );
    return succeeded(quotients);
  }

  async function listTenantContacts(tenant: TResolvedTenant, locale?: TLocaleCode): Promise<TTenantContact[]> {
    return presentTenantContacts(await findTenantContacts(db, tenant.tenantCode), resolveNameLocale(tenant, locale));
  }

  /**
   * Spec section 4 "Post-login script": the URL the browser goes to after sign-in, from the tenant's
   * template with the user's values URL-encoded; empty when the tenant has none or it is disabled.
   * A template that yields anything but an http(s) URL or a same-origin path is refused (empty).
   */
  async function resolvePostLoginUrl(tenant: TResolvedTenant, userCode: string): Promise<TPostLoginUrl> {
    const script = await findPostLoginScript(db, tenant.tenantCode);
    if (!script || !toBool(script.is_enabled)) {
      return { url: '', isRefused: false };
    }
    const url = script.url_template
      .trim()
      .replaceAll('{userCode}', encodeURIComponent(userCode))
      .replaceAll('{tenantCode}', encodeURIComponent(tenant.tenantCode));
    if (url === '') {
      return { url: '', isRefused: false };
    }
    return isSafePostLoginUrl(url) ? { url, isRefused: false } : { url: '', isRefused: true };
  }

  /** One location type of the tenant (the locations module checks a location's type with it). */
  async function findLocationType(tenant: TResolvedTenant, code: string): Promise<TLocationTypeRef | undefined> {
    return findLocationTypeByCode(db, tenant.tenantCode, code);
  }

  /** Whether the tenant has this business type. */
  async function hasBusinessType(tenant: TResolvedTenant, code: string): Promise<boolean> {
    return (await findBusinessTypeByCode(db, tenant.tenantCode, code)) !== undefined;
  }

  /** One brand of the tenant, with its business type. */
  async function findBrand(tenant: TResolvedTenant, code: string): Promise<TBrandRef | undefined> {
    const row = await findBrandByCode(db, tenant.tenantCode, code);
    return row ? { code: row.code, businessTypeCode: row.business_type_code } : undefined;
  }

  return {
    findLocationType,
    hasBusinessType,
    findBrand,
    getTenant,
    getPasswordConfig,
    listJobDesignations,
    listTenantTags,
    listTenantUrlTags,
    listLocationTypes,
    listBusinessTypes,
    listJobRolesForBusinessTypes,
    listCompetencies,
    listRefQuotients,
    listTenantContacts,
    resolvePostLoginUrl,
  };
}
