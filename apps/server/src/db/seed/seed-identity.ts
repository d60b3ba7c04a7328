import {
  grantablePermissions,
  MANAGER_PERMISSION,
  MODULE_USER_PERMISSIONS,
  reportPermission,
  type TModuleCode,
} from '@portal/contracts';
import type { Transaction } from 'kysely';
import type { Database } from '../schema.ts';
import type { TDemoRoleName, TDemoTenant } from './demo-tenants.ts';

/** What each demo role grants, from the modules the tenant has. */
function demoRolePermissions(modules: readonly TModuleCode[]): Record<TDemoRoleName, string[]> {
  const enabled = new Set<string>(grantablePermissions(modules));
  const employee = MODULE_USER_PERMISSIONS.filter((permission) => enabled.has(permission));
  // "Reports of two modules" (ARCHITECTURE.md section 9): the resource library and learning paths,
  // and the assessments' reports (issue 18).
  const reports = (['RESOURCELIBRARY', 'LEARNINGPATH', 'ASSESSMENT'] as const)
    .filter((code) => modules.includes(code))
    .map(reportPermission);
  return {
    Employee: employee,
    Manager: [...employee, MANAGER_PERMISSION, ...reports],
    Administrator: [...enabled],
  };
}

/** Roles, the all-employees group, memberships, tags and the password policy of a demo tenant. */
export async function insertDemoIdentity(trx: Transaction<Database>, tenant: TDemoTenant, now: string): Promise<void> {
  const tenantCode = tenant.code;
  const rolePermissions = demoRolePermissions(tenant.modules);
  const roleIds = new Map<TDemoRoleName, number>();
  for (const [name, permissions] of Object.entries(rolePermissions) as [TDemoRoleName, string[]][]) {
    const role = await trx
      .insertInto('roles')
      .values({ tenant_code: tenantCode, name, description: null, status: 'Active', created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    roleIds.set(name, role.id);
    if (permissions.length > 0) {
      await trx
        .insertInto('role_permissions')
        .values(permissions.map((permission) => ({ tenant_code: tenantCode, role_id: role.id, permission })))
        .execute();
    }
  }

  const group = await trx
    .insertInto('user_groups')
    .values({ tenant_code: tenantCode, name: 'All employees', description: null, status: 'ACTIVE' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('group_roles')
    .values({ tenant_code: tenantCode, group_id: group.id, role_id: roleIds.get('Employee') ?? 0 })
    .execute();

  const users = await trx
    .selectFrom('users')
    .select(['id', 'user_code'])
    .where('tenant_code', '=', tenantCode)
    .execute();
  const userIds = new Map(users.map((user) => [user.user_code, user.id]));
  for (const demoUser of tenant.users) {
    const userId = userIds.get(demoUser.userCode);
    if (userId === undefined) {
      continue;
    }
    await trx
      .insertInto('group_members')
      .values({ tenant_code: tenantCode, group_id: group.id, user_id: userId })
      .execute();
    for (const roleName of demoUser.roles) {
      await trx
        .insertInto('user_roles')
        .values({ tenant_code: tenantCode, user_id: userId, role_id: roleIds.get(roleName) ?? 0 })
        .execute();
    }
    if (demoUser.tags.length > 0) {
      await trx
        .insertInto('user_tags')
        .values(demoUser.tags.map((tag) => ({ tenant_code: tenantCode, user_id: userId, tag })))
        .execute();
    }
  }

  await trx
    .insertInto('tenant_password_policies')
    .values({
      tenant_code: tenantCode,
      min_length: 10,
      max_length: 128,
      require_uppercase: true,
      require_lowercase: true,
      require_digit: true,
      require_special: true,
    })
    .execute();
}
