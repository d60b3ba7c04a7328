import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/* Kysely only; every function takes the tenant code and reads that tenant's rows alone. */

/** The tenant's metadata row (competency flags, idle timeout), or undefined. */
export async function findTenantMetadata(db: Kysely<Database>, tenantCode: string) {
  return db
    .selectFrom('tenant_metadata')
    .select([
      'competencies_enabled',
      'competency_user_view_enabled',
      'idle_timer_start_after_seconds',
      'timeout_after_seconds',
    ])
    .where('tenant_code', '=', tenantCode)
    .executeTakeFirst();
}

/** The tenant's post-login script, or undefined when it has none. */
export async function findPostLoginScript(db: Kysely<Database>, tenantCode: string) {
  return db
    .selectFrom('tenant_post_login_scripts')
    .select(['is_enabled', 'url_template'])
    .where('tenant_code', '=', tenantCode)
    .executeTakeFirst();
}

/** The tenant's password rules, or undefined when it keeps the defaults. */
export async function findPasswordPolicy(db: Kysely<Database>, tenantCode: string) {
  return db
    .selectFrom('tenant_password_policies')
    .select(['min_length', 'max_length', 'require_uppercase', 'require_lowercase', 'require_digit', 'require_special'])
    .where('tenant_code', '=', tenantCode)
    .executeTakeFirst();
}

export async function findJobDesignations(db: Kysely<Database>, tenantCode: string) {
  return db
    .selectFrom('job_designations')
    .select(['code', 'name_en', 'name_fr'])
    .where('tenant_code', '=', tenantCode)
    .orderBy('position')
    .orderBy('code')
    .execute();
}

export async function findTenantTags(db: Kysely<Database>, tenantCode: string) {
  return db
    .selectFrom('tenant_tags')
    .select(['tag', 'name_en', 'name_fr'])
    .where('tenant_code', '=', tenantCode)
    .orderBy('position')
    .orderBy('tag')
    .execute();
}

/** Every URL pattern of the tenant with the tag it implies (tags in the tenant's order). */
export async function findTenantUrlTags(db: Kysely<Database>, tenantCode: string) {
  return db
    .selectFrom('tenant_url_tags')
    .innerJoin('tenant_tags', (join) =>
      join
        .onRef('tenant_tags.tenant_code', '=', 'tenant_url_tags.tenant_code')
        .onRef('tenant_tags.tag', '=', 'tenant_url_tags.tag'),
    )
    .select(['tenant_url_tags.url_pattern', 'tenant_tags.tag', 'tenant_tags.name_en', 'tenant_tags.name_fr'])
    .where('tenant_url_tags.tenant_code', '=', tenantCode)
    .orderBy('tenant_tags.position')
    .orderBy('tenant_tags.tag')
    .execute();
}

export async function findLocationTypes(db: Kysely<Database>, tenantCode: string) {
  return db
    .selectFrom('location_types')
    .select(['code', 'level', 'name_en', 'name_fr'])
    .where('tenant_code', '=', tenantCode)
    .orderBy('level')
    .orderBy('position')
    .orderBy('code')
    .execute();
}

export async function findBusinessTypes(db: Kysely<Database>, tenantCode: string) {
  return db
    .selectFrom('business_types')
    .select(['code', 'name_en', 'name_fr'])
    .where('tenant_code', '=', tenantCode)
    .orderBy('position')
    .orderBy('code')
    .execute();
}

export async function findBrands(db: Kysely<Database>, tenantCode: string) {
  return db
    .selectFrom('brands')
    .select(['code', 'name', 'business_type_code'])
    .where('tenant_code', '=', tenantCode)
    .orderBy('position')
    .orderBy('code')
    .execute();
}

/** Job roles of the given business types, and those tied to no business type. */
export async function findJobRolesForBusinessTypes(
  db: Kysely<Database>,
  tenantCode: string,
  businessTypeCodes: readonly string[],
) {
  return db
    .selectFrom('job_roles')
    .select(['code', 'name_en', 'name_fr', 'business_type_code'])
    .where('tenant_code', '=', tenantCode)
    .where((eb) => eb.or([eb('business_type_code', 'in', businessTypeCodes), eb('business_type_code', 'is', null)]))
    .orderBy('position')
    .orderBy('code')
    .execute();
}

/** Whether the tenant has this job role. */
export async function hasJobRole(db: Kysely<Database>, tenantCode: string, jobRoleCode: string): Promise<boolean> {
  const row = await db
    .selectFrom('job_roles')
    .select('code')
    .where('tenant_code', '=', tenantCode)
    .where('code', '=', jobRoleCode)
    .executeTakeFirst();
  return row !== undefined;
}

/** The names of these job roles of the tenant, by code. */
export async function findJobRoleNames(
  db: Kysely<Database>,
  tenantCode: string,
  codes: readonly string[],
): Promise<Map<string, { en: string; 'fr-CA': string }>> {
  if (codes.length === 0) {
    return new Map();
  }
  const rows = await db
    .selectFrom('job_roles')
    .select(['code', 'name_en', 'name_fr'])
    .where('tenant_code', '=', tenantCode)
    .where('code', 'in', [...new Set(codes)])
    .execute();
  return new Map(rows.map((row) => [row.code, { en: row.name_en, 'fr-CA': row.name_fr }]));
}

export async function findCompetencies(db: Kysely<Database>, tenantCode: string) {
  return db
    .selectFrom('competencies')
    .select(['id', 'code', 'name_en', 'name_fr', 'parent_id'])
    .where('tenant_code', '=', tenantCode)
    .orderBy('position')
    .orderBy('code')
    .execute();
}

export async function findRefQuotients(db: Kysely<Database>, tenantCode: string) {
  return db
    .selectFrom('ref_quotients')
    .select(['code', 'name_en', 'name_fr', 'min_score', 'max_score'])
    .where('tenant_code', '=', tenantCode)
    .orderBy('min_score')
    .orderBy('code')
    .execute();
}

/** The tenant's score band holding a score (the lowest band first when bands overlap), or undefined. */
export async function findQuotientOfScore(db: Kysely<Database>, tenantCode: string, score: number) {
  return db
    .selectFrom('ref_quotients')
    .select(['code', 'name_en', 'name_fr'])
    .where('tenant_code', '=', tenantCode)
    .where('min_score', '<=', score)
    .where('max_score', '>=', score)
    .orderBy('min_score')
    .orderBy('code')
    .limit(1)
    .executeTakeFirst();
}

export async function findTenantContacts(db: Kysely<Database>, tenantCode: string) {
  return db
    .selectFrom('tenant_contacts')
    .select(['id', 'name_en', 'name_fr', 'role_en', 'role_fr', 'email', 'phone'])
    .where('tenant_code', '=', tenantCode)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** One location type of the tenant, or undefined. */
export async function findLocationTypeByCode(db: Kysely<Database>, tenantCode: string, code: string) {
  return db
    .selectFrom('location_types')
    .select(['code', 'level'])
    .where('tenant_code', '=', tenantCode)
    .where('code', '=', code)
    .executeTakeFirst();
}

/** One business type of the tenant, or undefined. */
export async function findBusinessTypeByCode(db: Kysely<Database>, tenantCode: string, code: string) {
  return db
    .selectFrom('business_types')
    .select(['code'])
    .where('tenant_code', '=', tenantCode)
    .where('code', '=', code)
    .executeTakeFirst();
}

/** One brand of the tenant, or undefined. */
export async function findBrandByCode(db: Kysely<Database>, tenantCode: string, code: string) {
  return db
    .selectFrom('brands')
    .select(['code', 'business_type_code'])
    .where('tenant_code', '=', tenantCode)
    .where('code', '=', code)
    .executeTakeFirst();
}
