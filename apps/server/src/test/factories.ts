import type { Insertable } from 'kysely';
import type { TenantsTable, UsersTable } from '../db/schema.ts';

/** A complete tenant row with sensible defaults; tests override what they are about. */
export function buildTenantRow(
  tenantCode: string,
  overrides: Partial<Insertable<TenantsTable>> = {},
): Insertable<TenantsTable> {
  const now = new Date().toISOString();
  return {
    tenant_code: tenantCode,
    name: `Tenant ${tenantCode}`,
    default_locale: 'en',
    default_landing_page: '/dashboard',
    auth_client_id: `portal-${tenantCode}`,
    auth_scopes: 'openid profile email offline_access api',
    use_external_provider: false,
    external_provider_configuration_name: null,
    auth_service_url: null,
    core_service_url: null,
    permission_service_url: null,
    clock_skew_in_sec: 300,
    minimum_global_search_field_length: 3,
    user_admin_module_code: 'USERADMIN',
    assessment_module_code: 'ASSESSMENT',
    resource_module_code: 'RESOURCELIBRARY',
    test_module_code: 'TRIVIA',
    event_admin_module_code: 'EVENTS',
    learning_path_module_code: 'LEARNINGPATH',
    created_at: now,
    updated_at: now,
    ...overrides,
  };
}

/** An active user row without roles or groups (so without permissions) and without a password. */
export function buildUserRow(
  tenantCode: string,
  userCode: string,
  overrides: Partial<Insertable<UsersTable>> = {},
): Insertable<UsersTable> {
  const now = new Date().toISOString();
  return {
    tenant_code: tenantCode,
    user_code: userCode,
    email: `${userCode}@${tenantCode}.test`,
    first_name: 'Test',
    last_name: userCode,
    browsing_language_preference: 'en',
    first_preference_updated: true,
    created_at: now,
    updated_at: now,
    password_hash: null,
    job_role_code: null,
    job_title: null,
    manager_user_code: null,
    picture_media_id: null,
    location_id: null,
    ...overrides,
  };
}
