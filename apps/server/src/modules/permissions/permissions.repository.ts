import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Whether the user exists and is active in the tenant. */
export async function findActiveUser(db: Kysely<Database>, tenantCode: string, userCode: string) {
  return db
    .selectFrom('users')
    .select(['id', 'user_code'])
    .where('tenant_code', '=', tenantCode)
    .where('user_code', '=', userCode)
    .where('status', '=', 'ACTIVE')
    .executeTakeFirst();
}

/**
 * The permissions a user holds in a tenant: from active roles held directly, and from active roles
 * of active groups the user belongs to.
 */
export async function findUserPermissions(db: Kysely<Database>, tenantCode: string, userId: number): Promise<string[]> {
  const direct = db
    .selectFrom('user_roles')
    .innerJoin('roles', 'roles.id', 'user_roles.role_id')
    .innerJoin('role_permissions', 'role_permissions.role_id', 'roles.id')
    .select('role_permissions.permission')
    .where('user_roles.tenant_code', '=', tenantCode)
    .where('user_roles.user_id', '=', userId)
    .where('roles.tenant_code', '=', tenantCode)
    .where('roles.status', '=', 'Active');
  const throughGroups = db
    .selectFrom('group_members')
    .innerJoin('user_groups', 'user_groups.id', 'group_members.group_id')
    .innerJoin('group_roles', 'group_roles.group_id', 'user_groups.id')
    .innerJoin('roles', 'roles.id', 'group_roles.role_id')
    .innerJoin('role_permissions', 'role_permissions.role_id', 'roles.id')
    .select('role_permissions.permission')
    .where('group_members.tenant_code', '=', tenantCode)
    .where('group_members.user_id', '=', userId)
    .where('user_groups.tenant_code', '=', tenantCode)
    .where('user_groups.status', '=', 'ACTIVE')
    .where('roles.tenant_code', '=', tenantCode)
    .where('roles.status', '=', 'Active');
  const rows = await direct.union(throughGroups).execute();
  return rows.map((row) => row.permission).sort();
}
