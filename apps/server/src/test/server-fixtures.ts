import type { TModuleCode } from '@portal/contracts';
import type { Insertable } from 'kysely';
import type { UsersTable } from '../db/schema.ts';
import { bearer } from './access-tokens.ts';
import { buildUserRow, grantRole } from './factories.ts';
import type { TTestServer } from './test-server.ts';

/*
 * What many route tests do to a running test server: sign a new person in with some permissions,
 * turn a module off for a tenant, switch the tenant's competency flags. One place, so every test
 * file does them the same way (and the caches they need dropped are dropped).
 */

/**
 * Adds a user to the tenant (with these columns), gives them a role of these permissions when any,
 * and answers their Authorization header.
 */
export async function signInNewUser(
  server: TTestServer,
  tenantCode: string,
  userCode: string,
  options: { permissions?: readonly string[]; roleName?: string; user?: Partial<Insertable<UsersTable>> } = {},
): Promise<Record<string, string>> {
  const db = server.database.db;
  const { id } = await db
    .insertInto('users')
    .values(buildUserRow(tenantCode, userCode, options.user))
    .returning('id')
    .executeTakeFirstOrThrow();
  if (options.permissions && options.permissions.length > 0) {
    await grantRole(
      db,
      { tenantCode, userId: id },
      { name: options.roleName ?? `${userCode} role`, permissions: options.permissions },
    );
  }
  return bearer(server.database, tenantCode, userCode);
}

/**
 * Gives an existing user of the tenant a new role of these permissions; the server's cached access
 * is dropped, so it applies at once.
 */
export async function grantPermissions(
  server: TTestServer,
  tenantCode: string,
  userCode: string,
  permissions: readonly string[],
  roleName = `${userCode} role`,
): Promise<void> {
  const db = server.database.db;
  const { id } = await db
    .selectFrom('users')
    .select('id')
    .where('tenant_code', '=', tenantCode)
    .where('user_code', '=', userCode)
    .executeTakeFirstOrThrow();
  await grantRole(db, { tenantCode, userId: id }, { name: roleName, permissions });
  server.app.permissions.forgetUserAccess();
}

/**
 * Turns a module off for the tenant. The tenant's modules are cached once read: call it before
 * the tenant's first request of the file.
 */
export async function disableModule(server: TTestServer, tenantCode: string, moduleCode: TModuleCode): Promise<void> {
  await server.database.db
    .deleteFrom('tenant_modules')
    .where('tenant_code', '=', tenantCode)
    .where('module_code', '=', moduleCode)
    .execute();
}

/** Sets the tenant's competency flags as its settings page does (the competency gate forgets its copy). */
export async function setCompetencyFlags(
  server: TTestServer,
  tenantCode: string,
  flags: { enabled: boolean; userView?: boolean },
): Promise<void> {
  await server.database.db
    .updateTable('tenant_metadata')
    .set({
      competencies_enabled: flags.enabled,
      ...(flags.userView === undefined ? {} : { competency_user_view_enabled: flags.userView }),
    })
    .where('tenant_code', '=', tenantCode)
    .execute();
  server.app.competencyGate.forget(tenantCode);
}
