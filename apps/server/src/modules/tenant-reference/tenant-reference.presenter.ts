import {
  TenantMetaDataDefaults,
  ZLocaleCodeSchema,
  type TBusinessType,
  type TCompetency,
  type TGetTenantResponse,
  type TJobDesignation,
  type TJobRole,
  type TLocaleCode,
  type TLocationType,
  PASSWORD_POLICY_DEFAULTS,
  type TPasswordConfig,
  type TQuotient,
  type TTenantContact,
  type TTenantTag,
} from '@portal/contracts';
import { toBool } from '../../db/schema.ts';
import type { TResolvedTenant } from '../tenant/tenant.service.ts';
import type {
  findBrands,
  findBusinessTypes,
  findCompetencies,
  findJobDesignations,
  findJobRolesForBusinessTypes,
  findLocationTypes,
  findPasswordPolicy,
  findRefQuotients,
  findTenantContacts,
  findTenantMetadata,
  findTenantTags,
} from './tenant-reference.repository.ts';

type TRows<T extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<T>>;

/** The name of the asked language, and both names. */
function presentNames(locale: TLocaleCode, row: { name_en: string; name_fr: string }) {
  return { name: locale === 'fr-CA' ? row.name_fr : row.name_en, nameEn: row.name_en, nameFr: row.name_fr };
}

export function presentTenant(
  tenant: TResolvedTenant,
  metadata: TRows<typeof findTenantMetadata>,
  isPostLoginScriptEnabled: boolean,
): TGetTenantResponse {
  return {
    tenantCode: tenant.tenantCode,
    tenantName: tenant.name,
    defaultLocale: ZLocaleCodeSchema.parse(tenant.defaultLocale),
    metaData: {
      competenciesEnabled: metadata
        ? toBool(metadata.competencies_enabled)
        : TenantMetaDataDefaults.competenciesEnabled,
      competencyUserViewEnabled: metadata
        ? toBool(metadata.competency_user_view_enabled)
        : TenantMetaDataDefaults.competencyUserViewEnabled,
      userIdleTimeOutConfig: {
        idleTimerStartAfterInSeconds:
          metadata?.idle_timer_start_after_seconds ?? TenantMetaDataDefaults.idleTimerStartAfterInSeconds,
        timeoutAfterInSeconds: metadata?.timeout_after_seconds ?? TenantMetaDataDefaults.timeoutAfterInSeconds,
      },
      postLoginScriptEnabled: isPostLoginScriptEnabled,
    },
  };
}

/** The tenant's rules; a tenant without a row has the column defaults of migration 0002. */
export function presentPasswordConfig(row: TRows<typeof findPasswordPolicy>): TPasswordConfig {
  if (!row) {
    return PASSWORD_POLICY_DEFAULTS;
  }
  return {
    minLength: row.min_length,
    maxLength: row.max_length,
    requireUppercase: toBool(row.require_uppercase),
    requireLowercase: toBool(row.require_lowercase),
    requireDigit: toBool(row.require_digit),
    requireSpecial: toBool(row.require_special),
  };
}

export function presentJobDesignations(
  rows: TRows<typeof findJobDesignations>,
  locale: TLocaleCode,
): TJobDesignation[] {
  return rows.map((row) => ({ code: row.code, ...presentNames(locale, row) }));
}

export function presentTenantTags(
  rows: Pick<TRows<typeof findTenantTags>[number], 'tag' | 'name_en' | 'name_fr'>[],
  locale: TLocaleCode,
): TTenantTag[] {
  return rows.map((row) => ({ tag: row.tag, ...presentNames(locale, row) }));
}

export function presentLocationTypes(rows: TRows<typeof findLocationTypes>, locale: TLocaleCode): TLocationType[] {
  return rows.map((row) => ({ code: row.code, level: row.level, ...presentNames(locale, row) }));
}

export function presentBusinessTypes(
  businessTypes: TRows<typeof findBusinessTypes>,
  brands: TRows<typeof findBrands>,
  locale: TLocaleCode,
): TBusinessType[] {
  return businessTypes.map((row) => ({
    code: row.code,
    ...presentNames(locale, row),
    brands: brands
      .filter((brand) => brand.business_type_code === row.code)
      .map((brand) => ({ code: brand.code, name: brand.name })),
  }));
}

export function presentJobRoles(rows: TRows<typeof findJobRolesForBusinessTypes>, locale: TLocaleCode): TJobRole[] {
  return rows.map((row) => ({
    code: row.code,
    ...presentNames(locale, row),
    businessTypeCode: row.business_type_code,
  }));
}

/** Parents before their children (depth first), each level in the tenant's order. */
export function presentCompetencies(rows: TRows<typeof findCompetencies>, locale: TLocaleCode): TCompetency[] {
  const childrenOf = new Map<number | null, typeof rows>();
  for (const row of rows) {
    childrenOf.set(row.parent_id, [...(childrenOf.get(row.parent_id) ?? []), row]);
  }
  const ordered: TCompetency[] = [];
  const visit = (parentId: number | null) => {
    for (const row of childrenOf.get(parentId) ?? []) {
      ordered.push({
        competencyId: row.id,
        code: row.code,
        ...presentNames(locale, row),
        parentCompetencyId: row.parent_id,
      });
      visit(row.id);
    }
  };
  visit(null);
  return ordered;
}

export function presentQuotients(rows: TRows<typeof findRefQuotients>, locale: TLocaleCode): TQuotient[] {
  return rows.map((row) => ({
    code: row.code,
    ...presentNames(locale, row),
    minScore: row.min_score,
    maxScore: row.max_score,
  }));
}

export function presentTenantContacts(rows: TRows<typeof findTenantContacts>, locale: TLocaleCode): TTenantContact[] {
  return rows.map((row) => ({
    contactId: row.id,
    ...presentNames(locale, row),
    role: locale === 'fr-CA' ? (row.role_fr ?? row.role_en) : (row.role_en ?? row.role_fr),
    roleEn: row.role_en,
    roleFr: row.role_fr,
    email: row.email,
    phone: row.phone,
  }));
}
