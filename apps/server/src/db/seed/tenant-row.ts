import type { Insertable } from 'kysely';
import type { TenantsTable } from '../schema.ts';

/** A complete tenant row with the product's defaults; the demo seed and tests override what they need. */
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
    // brand_color is left to its default (none): migration tests insert this row into older schemas.
    created_at: now,
    updated_at: now,
    ...overrides,
  };
}
