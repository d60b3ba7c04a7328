import type { Insertable } from 'kysely';
import type { UsersTable } from '../db/schema.ts';

export { buildTenantRow } from '../db/seed/tenant-row.ts';

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
