import { LAST_USER_ADMIN, MANAGE_USERS_PERMISSION } from '@portal/contracts';
import { sql, type Kysely } from 'kysely';
import { isSqlite } from '../../db/migration-helpers.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';

/*
 * The no-lock-out rule (issue 21): no write may leave a tenant that had an active user holding
 * USERADMIN_MANAGE_USERS without one, or nobody could administer users again. Writes that can take
 * that permission away (a person's status, roles or groups; a role's permissions, status or
 * existence) run `guardUserAdministration` in their transaction around the change.
 */

/** Whether an active user of the tenant holds the user-admin permission, directly or through a group. */
async function hasActiveUserAdmin(trx: Kysely<Database>, tenantCode: string): Promise<boolean> {
  const row = await trx
    .selectFrom('users')
    .select('users.id')
    .where('users.tenant_code', '=', tenantCode)
    .where('users.status', '=', 'ACTIVE')
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom('user_roles')
            .innerJoin('roles', 'roles.id', 'user_roles.role_id')
            .innerJoin('role_permissions', 'role_permissions.role_id', 'roles.id')
            .select(sql.lit(1).as('one'))
            .whereRef('user_roles.user_id', '=', 'users.id')
            .where('user_roles.tenant_code', '=', tenantCode)
            .where('roles.status', '=', 'Active')
            .where('role_permissions.permission', '=', MANAGE_USERS_PERMISSION),
        ),
        eb.exists(
          eb
            .selectFrom('group_members')
            .innerJoin('user_groups', 'user_groups.id', 'group_members.group_id')
            .innerJoin('group_roles', 'group_roles.group_id', 'user_groups.id')
            .innerJoin('roles', 'roles.id', 'group_roles.role_id')
            .innerJoin('role_permissions', 'role_permissions.role_id', 'roles.id')
            .select(sql.lit(1).as('one'))
            .whereRef('group_members.user_id', '=', 'users.id')
            .where('group_members.tenant_code', '=', tenantCode)
            .where('user_groups.status', '=', 'ACTIVE')
            .where('roles.status', '=', 'Active')
            .where('role_permissions.permission', '=', MANAGE_USERS_PERMISSION),
        ),
      ]),
    )
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Runs `change` (inside the caller's transaction) and refuses it with a 409 when the tenant had a
 * user admin before and has none after: throwing rolls the whole transaction back. On PostgreSQL a
 * transaction lock per tenant makes two such writes wait for each other, so two admins removing
 * each other at once cannot both pass the check; SQLite runs one write at a time anyway.
 */
export async function guardUserAdministration<T>(
  trx: Kysely<Database>,
  tenantCode: string,
  field: string,
  change: () => Promise<T>,
): Promise<T> {
  if (!isSqlite(trx)) {
    await sql`select pg_advisory_xact_lock(hashtext(${`user-admins:${tenantCode}`}))`.execute(trx);
  }
  const hadAdmin = await hasActiveUserAdmin(trx, tenantCode);
  const result = await change();
  if (hadAdmin && !(await hasActiveUserAdmin(trx, tenantCode))) {
    throw new AppError(
      'conflict',
      'This change would leave nobody able to administer users: give another active person that permission first.',
      { [field]: [LAST_USER_ADMIN] },
    );
  }
  return result;
}
