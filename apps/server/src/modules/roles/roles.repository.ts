import type { GROUP_SORT_COLUMNS, ROLE_SORT_COLUMNS } from '@portal/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { caseInsensitive, containsIgnoringCase } from '../../lib/listing.ts';

type TSort<T extends string> = readonly { colId: T; sort: 'asc' | 'desc' }[];

export type TListQuery<TColumn extends string, TStatus extends string> = {
  searchText?: string | undefined;
  status?: TStatus | undefined;
  sort: TSort<TColumn>;
  limit: number;
  offset: number;
};

const ROLE_SORT: Record<(typeof ROLE_SORT_COLUMNS)[number], { column: string; isText: boolean }> = {
  id: { column: 'roles.id', isText: false },
  name: { column: 'roles.name', isText: true },
  status: { column: 'roles.status', isText: true },
  createdAt: { column: 'roles.created_at', isText: false },
  updatedAt: { column: 'roles.updated_at', isText: false },
};

const GROUP_SORT: Record<(typeof GROUP_SORT_COLUMNS)[number], { column: string; isText: boolean }> = {
  id: { column: 'user_groups.id', isText: false },
  name: { column: 'user_groups.name', isText: true },
  status: { column: 'user_groups.status', isText: true },
};

function sortKey(spec: { column: string; isText: boolean }) {
  return spec.isText ? caseInsensitive(sql.ref(spec.column)) : sql.ref(spec.column);
}

const ROLE_COLUMNS = [
  'roles.id',
  'roles.name',
  'roles.description',
  'roles.status',
  'roles.created_at',
  'roles.updated_at',
] as const;

/** A role of the tenant, or undefined (a role of another tenant is not found). */
export async function findRole(db: Kysely<Database>, tenantCode: string, roleId: number) {
  return db
    .selectFrom('roles')
    .select(ROLE_COLUMNS)
    .where('tenant_code', '=', tenantCode)
    .where('id', '=', roleId)
    .executeTakeFirst();
}

/** The permissions of the tenant's roles, by role id, each list sorted. */
export async function findRolePermissions(
  db: Kysely<Database>,
  tenantCode: string,
  roleIds: readonly number[],
): Promise<Map<number, string[]>> {
  const byRole = new Map<number, string[]>(roleIds.map((id) => [id, []]));
  if (roleIds.length === 0) {
    return byRole;
  }
  const rows = await db
    .selectFrom('role_permissions')
    .select(['role_id', 'permission'])
    .where('tenant_code', '=', tenantCode)
    .where('role_id', 'in', roleIds)
    .orderBy('permission')
    .execute();
  for (const row of rows) {
    byRole.get(row.role_id)?.push(row.permission);
  }
  return byRole;
}

/** One page of the tenant's roles matching the query, and how many match in all. */
export async function searchRoles(
  db: Kysely<Database>,
  tenantCode: string,
  query: TListQuery<(typeof ROLE_SORT_COLUMNS)[number], string>,
) {
  let filtered = db.selectFrom('roles').where('roles.tenant_code', '=', tenantCode);
  if (query.status) {
    filtered = filtered.where('roles.status', '=', query.status);
  }
  if (query.searchText) {
    const text = query.searchText;
    filtered = filtered.where((eb) => containsIgnoringCase([eb.ref('roles.name'), eb.ref('roles.description')], text));
  }
  let page = filtered.select(ROLE_COLUMNS);
  const sort = query.sort.length > 0 ? query.sort : [{ colId: 'name' as const, sort: 'asc' as const }];
  for (const column of sort) {
    page = page.orderBy(sortKey(ROLE_SORT[column.colId]), column.sort);
  }
  const [rows, total] = await Promise.all([
    page.orderBy('roles.id').limit(query.limit).offset(query.offset).execute(),
    filtered.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows, totalRecords: Number(total.count) };
}

/** The id of the tenant's role with this name (ignoring case), other than `exceptRoleId`. */
export async function findRoleIdByName(
  db: Kysely<Database>,
  tenantCode: string,
  name: string,
  exceptRoleId?: number,
): Promise<number | undefined> {
  let query = db
    .selectFrom('roles')
    .select('id')
    .where('tenant_code', '=', tenantCode)
    .where(sql<string>`lower(${sql.ref('name')})`, '=', name.toLowerCase());
  if (exceptRoleId !== undefined) {
    query = query.where('id', '<>', exceptRoleId);
  }
  const row = await query.limit(1).executeTakeFirst();
  return row?.id;
}

export type TRoleFields = { name: string; description: string | null; status: string };

/** Inserts a role of the tenant; answers its id. */
export async function insertRole(
  db: Kysely<Database>,
  tenantCode: string,
  fields: TRoleFields,
  now: string,
): Promise<number> {
  const row = await db
    .insertInto('roles')
    .values({ tenant_code: tenantCode, ...fields, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Updates a role of the tenant; answers whether the tenant has it. */
export async function updateRole(
  db: Kysely<Database>,
  tenantCode: string,
  roleId: number,
  fields: TRoleFields,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('roles')
    .set({ ...fields, updated_at: now })
    .where('tenant_code', '=', tenantCode)
    .where('id', '=', roleId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Makes the role's permissions exactly these (call inside the role's transaction). */
export async function replaceRolePermissions(
  db: Kysely<Database>,
  tenantCode: string,
  roleId: number,
  permissions: readonly string[],
): Promise<void> {
  await db.deleteFrom('role_permissions').where('tenant_code', '=', tenantCode).where('role_id', '=', roleId).execute();
  if (permissions.length > 0) {
    await db
      .insertInto('role_permissions')
      .values(permissions.map((permission) => ({ tenant_code: tenantCode, role_id: roleId, permission })))
      .execute();
  }
}

/**
 * Deletes a role of the tenant with its permissions and every grant of it to users and groups
 * (call inside a transaction); answers whether the tenant had it.
 */
export async function deleteRole(db: Kysely<Database>, tenantCode: string, roleId: number): Promise<boolean> {
  for (const table of ['role_permissions', 'user_roles', 'group_roles'] as const) {
    await db.deleteFrom(table).where('tenant_code', '=', tenantCode).where('role_id', '=', roleId).execute();
  }
  const result = await db
    .deleteFrom('roles')
    .where('tenant_code', '=', tenantCode)
    .where('id', '=', roleId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** One page of the tenant's groups matching the query, and how many match in all. */
export async function searchGroups(
  db: Kysely<Database>,
  tenantCode: string,
  query: TListQuery<(typeof GROUP_SORT_COLUMNS)[number], string>,
) {
  let filtered = db.selectFrom('user_groups').where('user_groups.tenant_code', '=', tenantCode);
  if (query.status) {
    filtered = filtered.where('user_groups.status', '=', query.status);
  }
  if (query.searchText) {
    const text = query.searchText;
    filtered = filtered.where((eb) =>
      containsIgnoringCase([eb.ref('user_groups.name'), eb.ref('user_groups.description')], text),
    );
  }
  let page = filtered.select(['user_groups.id', 'user_groups.name', 'user_groups.description', 'user_groups.status']);
  const sort = query.sort.length > 0 ? query.sort : [{ colId: 'name' as const, sort: 'asc' as const }];
  for (const column of sort) {
    page = page.orderBy(sortKey(GROUP_SORT[column.colId]), column.sort);
  }
  const [rows, total] = await Promise.all([
    page.orderBy('user_groups.id').limit(query.limit).offset(query.offset).execute(),
    filtered.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows, totalRecords: Number(total.count) };
}

/** The name of a role or group of the tenant, or undefined (another tenant's is not found). */
async function findNameIn(
  db: Kysely<Database>,
  table: 'roles' | 'user_groups',
  tenantCode: string,
  id: number,
): Promise<string | undefined> {
  const row = await db
    .selectFrom(table)
    .select('name')
    .where('tenant_code', '=', tenantCode)
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.name;
}

/** The name of a role of the tenant, or undefined (another tenant's role is not found). */
export function findRoleName(db: Kysely<Database>, tenantCode: string, roleId: number): Promise<string | undefined> {
  return findNameIn(db, 'roles', tenantCode, roleId);
}

/** The name of a group of the tenant, or undefined (another tenant's group is not found). */
export function findGroupName(db: Kysely<Database>, tenantCode: string, groupId: number): Promise<string | undefined> {
  return findNameIn(db, 'user_groups', tenantCode, groupId);
}

/**
 * The ids of the users holding a role of the tenant, directly or through an active group (as
 * permissions are), as a subquery for the caller's own statement (nothing is read here).
 */
export function selectRoleHolderIds(db: Kysely<Database>, tenantCode: string, roleId: number) {
  const direct = db
    .selectFrom('user_roles')
    .select('user_roles.user_id')
    .where('user_roles.tenant_code', '=', tenantCode)
    .where('user_roles.role_id', '=', roleId);
  const throughGroups = db
    .selectFrom('group_members')
    .innerJoin('user_groups', 'user_groups.id', 'group_members.group_id')
    .innerJoin('group_roles', 'group_roles.group_id', 'user_groups.id')
    .select('group_members.user_id')
    .where('group_members.tenant_code', '=', tenantCode)
    .where('user_groups.tenant_code', '=', tenantCode)
    .where('user_groups.status', '=', 'ACTIVE')
    .where('group_roles.tenant_code', '=', tenantCode)
    .where('group_roles.role_id', '=', roleId);
  return direct.union(throughGroups);
}

/** The ids of the members of a group of the tenant, as a subquery for the caller's own statement. */
export function selectGroupMemberIds(db: Kysely<Database>, tenantCode: string, groupId: number) {
  return db
    .selectFrom('group_members')
    .innerJoin('user_groups', 'user_groups.id', 'group_members.group_id')
    .select('group_members.user_id')
    .where('group_members.tenant_code', '=', tenantCode)
    .where('user_groups.tenant_code', '=', tenantCode)
    .where('user_groups.id', '=', groupId);
}

export type TRoleRow = NonNullable<Awaited<ReturnType<typeof findRole>>>;
export type TGroupRow = Awaited<ReturnType<typeof searchGroups>>['rows'][number];

/**
 * How many active users of the tenant hold no role at all, directly or through an active group
 * (the admin home's "people without a role"). The two `not in` lists are uncorrelated: each is read
 * once (SQLite builds a transient index of it, PostgreSQL hashes it); no index of `group_members`
 * starts with the user. Measured ~80 ms for 100 000 users on SQLite.
 */
export async function countActiveUsersWithoutRole(db: Kysely<Database>, tenantCode: string): Promise<number> {
  const direct = db
    .selectFrom('user_roles')
    .select('user_roles.user_id')
    .where('user_roles.tenant_code', '=', tenantCode);
  const throughGroups = db
    .selectFrom('group_members')
    .innerJoin('user_groups', 'user_groups.id', 'group_members.group_id')
    .select('group_members.user_id')
    .where('group_members.tenant_code', '=', tenantCode)
    .where('user_groups.tenant_code', '=', tenantCode)
    .where('user_groups.status', '=', 'ACTIVE')
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('group_roles')
          .select(sql.lit(1).as('one'))
          .whereRef('group_roles.group_id', '=', 'user_groups.id')
          .where('group_roles.tenant_code', '=', tenantCode),
      ),
    );
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('users.tenant_code', '=', tenantCode)
    .where('users.status', '=', 'ACTIVE')
    .where('users.id', 'not in', direct)
    .where('users.id', 'not in', throughGroups)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}
