import { SUPPORTED_LOCALES } from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { buildTenantRow } from '../../db/seed/tenant-row.ts';

/* Kysely only: the rows of a new tenant, written inside the caller's transaction, and the tenants' list. */

export type TNewTenantRows = {
  tenantCode: string;
  name: string;
  hosts: readonly string[];
  locales: readonly string[];
  modules: readonly string[];
  administratorPermissions: readonly string[];
  admin: { userCode: string; email: string; firstName: string; lastName: string };
  now: string;
};

/** Whether a tenant has this code, or any of these hosts (lower-cased). */
export async function findTakenTenantNames(db: Kysely<Database>, tenantCode: string, hosts: readonly string[]) {
  const [tenant, taken] = await Promise.all([
    db.selectFrom('tenants').select('tenant_code').where('tenant_code', '=', tenantCode).executeTakeFirst(),
    db.selectFrom('tenant_urls').select('host').where('host', 'in', hosts).execute(),
  ]);
  return { isCodeTaken: tenant !== undefined, takenHosts: new Set(taken.map((row) => row.host)) };
}

/**
 * Writes a working tenant: its row, hosts, modules, languages, metadata, footer, password policy,
 * an Administrator role over its modules' permissions and the first administrator holding it.
 * Answers the administrator's user id.
 */
export async function insertTenant(trx: Kysely<Database>, rows: TNewTenantRows): Promise<number> {
  const { tenantCode, now } = rows;
  // A deployment that never seeded the demo may not list the languages yet.
  await trx
    .insertInto('locales')
    .values(SUPPORTED_LOCALES.map((locale) => ({ locale })))
    .onConflict((conflict) => conflict.column('locale').doNothing())
    .execute();
  await trx
    .insertInto('tenants')
    .values(
      buildTenantRow(tenantCode, {
        name: rows.name,
        default_locale: rows.locales[0] ?? 'en',
        created_at: now,
        updated_at: now,
      }),
    )
    .execute();
  await trx
    .insertInto('tenant_urls')
    .values(rows.hosts.map((host, index) => ({ tenant_code: tenantCode, host, is_primary: index === 0 })))
    .execute();
  await trx
    .insertInto('tenant_modules')
    .values(
      rows.modules.map((moduleCode, position) => ({ tenant_code: tenantCode, module_code: moduleCode, position })),
    )
    .execute();
  await trx
    .insertInto('tenant_locales')
    .values(rows.locales.map((locale, position) => ({ tenant_code: tenantCode, locale, position })))
    .execute();
  await trx
    .insertInto('tenant_metadata')
    .values({
      tenant_code: tenantCode,
      competencies_enabled: false,
      competency_user_view_enabled: false,
      idle_timer_start_after_seconds: 900,
      timeout_after_seconds: 60,
    })
    .execute();
  await trx
    .insertInto('footer_configurations')
    .values({
      tenant_code: tenantCode,
      show_logo: true,
      show_change_language_link: rows.locales.length > 1,
      show_language_switching_option: rows.locales.length > 1,
      copyright: null,
      show_terms_and_conditions: false,
      show_privacy: false,
      show_contact_us_form: false,
      contact_number: null,
      show_powered_by: true,
      show_other_tenant_urls: false,
    })
    .execute();
  await trx
    .insertInto('tenant_password_policies')
    .values({
      tenant_code: tenantCode,
      min_length: 12,
      max_length: 128,
      require_uppercase: true,
      require_lowercase: true,
      require_digit: true,
      require_special: true,
    })
    .execute();
  const role = await trx
    .insertInto('roles')
    .values({
      tenant_code: tenantCode,
      name: 'Administrator',
      description: null,
      status: 'Active',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (rows.administratorPermissions.length > 0) {
    await trx
      .insertInto('role_permissions')
      .values(
        rows.administratorPermissions.map((permission) => ({ tenant_code: tenantCode, role_id: role.id, permission })),
      )
      .execute();
  }
  const user = await trx
    .insertInto('users')
    .values({
      tenant_code: tenantCode,
      user_code: rows.admin.userCode,
      email: rows.admin.email,
      first_name: rows.admin.firstName,
      last_name: rows.admin.lastName,
      browsing_language_preference: rows.locales[0] ?? 'en',
      first_preference_updated: true,
      created_at: now,
      updated_at: now,
      // No password: the first administrator sets one through their invitation.
      password_hash: null,
      job_role_code: null,
      job_title: null,
      manager_user_code: null,
      picture_media_id: null,
      location_id: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx.insertInto('user_roles').values({ tenant_code: tenantCode, user_id: user.id, role_id: role.id }).execute();
  return user.id;
}

/** Every tenant with its hosts, modules and languages, by code. */
export async function findTenants(db: Kysely<Database>) {
  const [tenants, hosts, modules, locales] = await Promise.all([
    db.selectFrom('tenants').select(['tenant_code', 'name']).orderBy('tenant_code').execute(),
    db.selectFrom('tenant_urls').select(['tenant_code', 'host']).orderBy('id').execute(),
    db.selectFrom('tenant_modules').select(['tenant_code', 'module_code']).orderBy('position').execute(),
    db.selectFrom('tenant_locales').select(['tenant_code', 'locale']).orderBy('position').execute(),
  ]);
  return { tenants, hosts, modules, locales };
}

/** The email of a user of the tenant, or undefined. */
export async function findUserEmail(db: Kysely<Database>, tenantCode: string, userCode: string) {
  const row = await db
    .selectFrom('users')
    .select('email')
    .where('tenant_code', '=', tenantCode)
    .where('user_code', '=', userCode)
    .where('status', '=', 'ACTIVE')
    .executeTakeFirst();
  return row?.email;
}
