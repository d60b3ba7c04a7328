import type { GROUP_MEMBER_SORT_COLUMNS } from '@portal/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { caseInsensitive, containsIgnoringCase, pageWithTotal } from '../../lib/listing.ts';

/* Kysely only; every function takes the tenant code and never reads or writes another tenant's row. */

const GROUP_COLUMNS = ['id', 'name', 'description', 'status'] as const;

/** A group of the tenant, or undefined (another tenant's group is not found). */
export async function findGroup(db: Kysely<Database>, tenantCode: string, groupId: number) {
  return db
    .selectFrom('user_groups')
    .select(GROUP_COLUMNS)
    .where('tenant_code', '=', tenantCode)
    .where('id', '=', groupId)
    .executeTakeFirst();
}

export type TGroupRow = NonNullable<Awaited<ReturnType<typeof findGroup>>>;

/** The roles the group grants, by name. */
export async function findGroupRoles(db: Kysely<Database>, tenantCode: string, groupId: number) {
  return db
    .selectFrom('group_roles')
    .innerJoin('roles', 'roles.id', 'group_roles.role_id')
    .select(['roles.id', 'roles.name'])
    .where('group_roles.tenant_code', '=', tenantCode)
    .where('roles.tenant_code', '=', tenantCode)
    .where('group_roles.group_id', '=', groupId)
    .orderBy(caseInsensitive(sql.ref('roles.name')))
    .orderBy('roles.id')
    .execute();
}

/** How many users belong to the group. */
export async function countGroupMembers(db: Kysely<Database>, tenantCode: string, groupId: number): Promise<number> {
  const row = await db
    .selectFrom('group_members')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('tenant_code', '=', tenantCode)
    .where('group_id', '=', groupId)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** The id of the tenant's group with this name (ignoring case), other than `exceptGroupId`. */
export async function findGroupIdByName(
  db: Kysely<Database>,
  tenantCode: string,
  name: string,
  exceptGroupId?: number,
): Promise<number | undefined> {
  let query = db
    .selectFrom('user_groups')
    .select('id')
    .where('tenant_code', '=', tenantCode)
    .where(sql<string>`lower(${sql.ref('name')})`, '=', name.toLowerCase());
  if (exceptGroupId !== undefined) {
    query = query.where('id', '<>', exceptGroupId);
  }
  return (await query.limit(1).executeTakeFirst())?.id;
}

/** Which of these ids are roles of the tenant. */
export async function findExistingRoleIds(
  db: Kysely<Database>,
  tenantCode: string,
  roleIds: readonly number[],
): Promise<Set<number>> {
  if (roleIds.length === 0) {
    return new Set();
  }
  const rows = await db
    .selectFrom('roles')
    .select('id')
    .where('tenant_code', '=', tenantCode)
    .where('id', 'in', roleIds)
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** The ids of the tenant's users with these codes, by code (unknown codes are absent). */
export async function findUserIdsByCode(
  db: Kysely<Database>,
  tenantCode: string,
  userCodes: readonly string[],
): Promise<Map<string, number>> {
  if (userCodes.length === 0) {
    return new Map();
  }
  const rows = await db
    .selectFrom('users')
    .select(['id', 'user_code'])
    .where('tenant_code', '=', tenantCode)
    .where('user_code', 'in', userCodes)
    .execute();
  return new Map(rows.map((row) => [row.user_code, row.id]));
}

export type TGroupFields = { name: string; description: string | null; status: string };

/** Inserts a group of the tenant; answers its id. */
export async function insertGroup(db: Kysely<Database>, tenantCode: string, fields: TGroupFields): Promise<number> {
  const row = await db
    .insertInto('user_groups')
    .values({ tenant_code: tenantCode, ...fields })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Updates a group of the tenant; answers whether the tenant has it. */
export async function updateGroup(
  db: Kysely<Database>,
  tenantCode: string,
  groupId: number,
  fields: TGroupFields,
): Promise<boolean> {
  const result = await db
    .updateTable('user_groups')
    .set(fields)
    .where('tenant_code', '=', tenantCode)
    .where('id', '=', groupId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Makes the group's roles exactly these (call inside the group's transaction). */
export async function replaceGroupRoles(
  db: Kysely<Database>,
  tenantCode: string,
  groupId: number,
  roleIds: readonly number[],
): Promise<void> {
  await db.deleteFrom('group_roles').where('tenant_code', '=', tenantCode).where('group_id', '=', groupId).execute();
  if (roleIds.length > 0) {
    await db
      .insertInto('group_roles')
      .values(roleIds.map((roleId) => ({ tenant_code: tenantCode, group_id: groupId, role_id: roleId })))
      .execute();
  }
}

/** Deletes a group with its roles and memberships (call inside a transaction); whether the tenant had it. */
export async function deleteGroup(db: Kysely<Database>, tenantCode: string, groupId: number): Promise<boolean> {
  for (const table of ['group_roles', 'group_members'] as const) {
    await db.deleteFrom(table).where('tenant_code', '=', tenantCode).where('group_id', '=', groupId).execute();
  }
  const result = await db
    .deleteFrom('user_groups')
    .where('tenant_code', '=', tenantCode)
    .where('id', '=', groupId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Which of these users already belong to the group. */
export async function findMemberIds(
  db: Kysely<Database>,
  tenantCode: string,
  groupId: number,
  userIds: readonly number[],
): Promise<Set<number>> {
  if (userIds.length === 0) {
    return new Set();
  }
  const rows = await db
    .selectFrom('group_members')
    .select('user_id')
    .where('tenant_code', '=', tenantCode)
    .where('group_id', '=', groupId)
    .where('user_id', 'in', userIds)
    .execute();
  return new Set(rows.map((row) => row.user_id));
}

/** Adds users to the group; a member already (a concurrent add) stays one. */
export async function insertMembers(
  db: Kysely<Database>,
  tenantCode: string,
  groupId: number,
  userIds: readonly number[],
): Promise<void> {
  if (userIds.length > 0) {
    await db
      .insertInto('group_members')
      .values(userIds.map((userId) => ({ tenant_code: tenantCode, group_id: groupId, user_id: userId })))
      .onConflict((conflict) => conflict.columns(['group_id', 'user_id']).doNothing())
      .execute();
  }
}

/** Removes a user from the group; whether they were a member. */
export async function deleteMember(
  db: Kysely<Database>,
  tenantCode: string,
  groupId: number,
  userId: number,
): Promise<boolean> {
  const result = await db
    .deleteFrom('group_members')
    .where('tenant_code', '=', tenantCode)
    .where('group_id', '=', groupId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

const MEMBER_SORT: Record<(typeof GROUP_MEMBER_SORT_COLUMNS)[number], string> = {
  lastName: 'users.last_name',
  firstName: 'users.first_name',
  email: 'users.email',
};

export type TMemberQuery = {
  searchText?: string | undefined;
  sort: readonly { colId: (typeof GROUP_MEMBER_SORT_COLUMNS)[number]; sort: 'asc' | 'desc' }[];
  limit: number;
  offset: number;
};

/** One page of the group's members matching the query, and how many match in all. */
export async function searchMembers(db: Kysely<Database>, tenantCode: string, groupId: number, query: TMemberQuery) {
  let filtered = db
    .selectFrom('group_members')
    .innerJoin('users', 'users.id', 'group_members.user_id')
    .where('group_members.tenant_code', '=', tenantCode)
    .where('users.tenant_code', '=', tenantCode)
    .where('group_members.group_id', '=', groupId);
  if (query.searchText) {
    const text = query.searchText;
    filtered = filtered.where((eb) =>
      containsIgnoringCase([eb.ref('users.first_name'), eb.ref('users.last_name'), eb.ref('users.email')], text),
    );
  }
  const sort =
    query.sort.length > 0
      ? query.sort
      : [
          { colId: 'lastName' as const, sort: 'asc' as const },
          { colId: 'firstName' as const, sort: 'asc' as const },
        ];
  const { rows, total } = await pageWithTotal(filtered, query, (base) => {
    let page = base.select(['users.user_code', 'users.first_name', 'users.last_name', 'users.email', 'users.status']);
    for (const column of sort) {
      page = page.orderBy(caseInsensitive(sql.ref(MEMBER_SORT[column.colId])), column.sort);
    }
    return page.orderBy('users.id');
  });
  return { rows, totalRecords: total };
}
