import type { Insertable, Kysely } from 'kysely';
import type { Database, UsersTable } from '../db/schema.ts';

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

/**
 * Gives a user a new active role holding these permissions; answers the role's id. The server
 * caches access: call `app.permissions.forgetUserAccess()` for it to apply at once.
 */
export async function grantRole(
  db: Kysely<Database>,
  user: { tenantCode: string; userId: number },
  role: { name: string; permissions: readonly string[] },
): Promise<number> {
  const now = new Date().toISOString();
  const { id } = await db
    .insertInto('roles')
    .values({
      tenant_code: user.tenantCode,
      name: role.name,
      description: null,
      status: 'Active',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (role.permissions.length > 0) {
    await db
      .insertInto('role_permissions')
      .values(role.permissions.map((permission) => ({ tenant_code: user.tenantCode, role_id: id, permission })))
      .execute();
  }
  await db
    .insertInto('user_roles')
    .values({ tenant_code: user.tenantCode, user_id: user.userId, role_id: id })
    .execute();
  return id;
}
