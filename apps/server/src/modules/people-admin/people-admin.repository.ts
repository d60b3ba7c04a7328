import type { PEOPLE_SORT_COLUMNS, TUserStatus } from '@portal/contracts';
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { isSqlite } from '../../db/migration-helpers.ts';
import type { Database } from '../../db/schema.ts';

/*
 * The people admin's reads and writes of users, their direct roles and their group memberships.
 * Every function takes the tenant; a user, role or group of another tenant is never found.
 */

type TPeopleSortColumn = (typeof PEOPLE_SORT_COLUMNS)[number];

export type TPeopleQuery = {
  searchText?: string | undefined;
  status?: TUserStatus | undefined;
  locationId?: number | undefined;
  jobRoleCode?: string | undefined;
  roleId?: number | undefined;
  groupId?: number | undefined;
  /**
   * SQLite, searching: start from the search indexes' matches (the default), or walk the name
   * order index (`order`), cheaper when the matches are many (see `isNameOrder`).
   */
  searchFrom?: 'matches' | 'order' | undefined;
  sort: readonly { colId: TPeopleSortColumn; sort: 'asc' | 'desc' }[];
  limit: number;
  offset: number;
};

// The expressions of the search indexes of 0023-admin-audit, written the same way so they are used.
const LAST_NAME = sql<string>`lower(users.last_name)`;
const FIRST_NAME = sql<string>`lower(users.first_name)`;
const FULL_NAME = sql<string>`lower(users.first_name || ' ' || users.last_name)`;
const EMAIL = sql<string>`lower(users.email)`;

const SORT_EXPRESSIONS: Record<TPeopleSortColumn, RawBuilder<string>> = {
  lastName: LAST_NAME,
  firstName: FIRST_NAME,
  email: EMAIL,
  userCode: sql<string>`users.user_code`,
  createdAt: sql<string>`users.created_at`,
};

const DEFAULT_SORT: TPeopleQuery['sort'] = [
  { colId: 'lastName', sort: 'asc' },
  { colId: 'firstName', sort: 'asc' },
];

/**
 * Whether the lower-cased expression starts with the text. SQLite: a range of the binary order
 * (its LIKE cannot use an index on an expression); PostgreSQL: LIKE over `text_pattern_ops`.
 */
function startsWith(db: Kysely<Database>, expression: RawBuilder<string>, text: string): RawBuilder<SqlBool> {
  const prefix = text.toLowerCase();
  if (isSqlite(db)) {
    return sql<SqlBool>`(${expression} >= ${prefix} and ${expression} < ${`${prefix}\u{10FFFF}`})`;
  }
  const pattern = `${prefix.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  return sql<SqlBool>`${expression} like ${pattern} escape '\\'`;
}

const PERSON_COLUMNS = [
  'users.id',
  'users.user_code',
  'users.first_name',
  'users.last_name',
  'users.email',
  'users.status',
  'users.job_role_code',
  'users.job_title',
  'users.location_id',
  'users.manager_user_code',
  'users.password_hash',
  'users.created_at',
  'users.updated_at',
] as const;

/** Whether SQLite must start from the search indexes (see 0023-admin-audit and `findPeoplePage`). */
function isSqliteSearch(db: Kysely<Database>, query: Pick<TPeopleQuery, 'searchText' | 'searchFrom'>): boolean {
  return Boolean(query.searchText) && isSqlite(db) && query.searchFrom !== 'order';
}

/** Whether the page is in the order of `users_name_order_idx` (last name, first name), which can be walked. */
export function isNameOrder(sort: TPeopleQuery['sort']): boolean {
  return (
    sort.length === 0 ||
    (sort.length === DEFAULT_SORT.length &&
      sort.every(
        (column, index) => column.colId === DEFAULT_SORT[index]?.colId && column.sort === DEFAULT_SORT[index]?.sort,
      ))
  );
}

function filteredPeople(
  db: Kysely<Database>,
  tenantCode: string,
  query: Omit<TPeopleQuery, 'sort' | 'limit' | 'offset'>,
) {
  // SQLite's no-op unary + keeps the tenant test out of index choice when searching: without
  // statistics it would walk every user of the tenant rather than the few the prefix finds.
  const tenantColumn = isSqliteSearch(db, query) ? sql<string>`+users.tenant_code` : sql<string>`users.tenant_code`;
  let filtered = db.selectFrom('users').where(tenantColumn, '=', tenantCode);
  if (query.searchText) {
    const text = query.searchText;
    const tests = text.includes(' ')
      ? [startsWith(db, FULL_NAME, text)]
      : [LAST_NAME, FIRST_NAME, EMAIL].map((expression) => startsWith(db, expression, text));
    filtered = filtered.where(sql<SqlBool>`(${sql.join(tests, sql` or `)})`);
  }
  if (query.status !== undefined) {
    filtered = filtered.where('users.status', '=', query.status);
  }
  if (query.locationId !== undefined) {
    filtered = filtered.where('users.location_id', '=', query.locationId);
  }
  if (query.jobRoleCode !== undefined) {
    filtered = filtered.where('users.job_role_code', '=', query.jobRoleCode);
  }
  if (query.roleId !== undefined) {
    const roleId = query.roleId;
    filtered = filtered.where((eb) =>
      eb.exists(
        eb
          .selectFrom('user_roles')
          .select(sql.lit(1).as('one'))
          .where('user_roles.tenant_code', '=', tenantCode)
          .where('user_roles.role_id', '=', roleId)
          .whereRef('user_roles.user_id', '=', 'users.id'),
      ),
    );
  }
  if (query.groupId !== undefined) {
    const groupId = query.groupId;
    filtered = filtered.where((eb) =>
      eb.exists(
        eb
          .selectFrom('group_members')
          .select(sql.lit(1).as('one'))
          .where('group_members.tenant_code', '=', tenantCode)
          .where('group_members.group_id', '=', groupId)
          .whereRef('group_members.user_id', '=', 'users.id'),
      ),
    );
  }
  return filtered;
}

/** One page of the tenant's people matching the query (the filters, sorted and windowed). */
export async function findPeoplePage(db: Kysely<Database>, tenantCode: string, query: TPeopleQuery) {
  let page = filteredPeople(db, tenantCode, query).select(PERSON_COLUMNS);
  // A search matches few: SQLite must start from the search indexes and sort those rather than
  // walk the order index; the no-op unary + keeps the order expression from matching it.
  const isSearchFirst = isSqliteSearch(db, query);
  for (const column of query.sort.length > 0 ? query.sort : DEFAULT_SORT) {
    const expression = SORT_EXPRESSIONS[column.colId];
    page = page.orderBy(isSearchFirst ? sql`+${expression}` : expression, column.sort);
  }
  return page.orderBy('users.id').limit(query.limit).offset(query.offset).execute();
}

/** How many of the tenant's people match the filters of the query. */
export async function countPeople(
  db: Kysely<Database>,
  tenantCode: string,
  query: Omit<TPeopleQuery, 'sort' | 'limit' | 'offset'>,
): Promise<number> {
  const count = await filteredPeople(db, tenantCode, query)
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(count.total);
}

/** A user of the tenant, any status; undefined when the tenant has none with this code. */
export async function findPerson(db: Kysely<Database>, tenantCode: string, userCode: string) {
  return db
    .selectFrom('users')
    .select(PERSON_COLUMNS)
    .where('users.tenant_code', '=', tenantCode)
    .where('users.user_code', '=', userCode)
    .executeTakeFirst();
}

export type TPersonRow = NonNullable<Awaited<ReturnType<typeof findPerson>>>;

/** The roles held directly and the groups belonged to, by name, of these users of the tenant. */
export async function findGrantsOf(db: Kysely<Database>, tenantCode: string, userIds: readonly number[]) {
  if (userIds.length === 0) {
    return { roles: [], groups: [] };
  }
  const [roles, groups] = await Promise.all([
    db
      .selectFrom('user_roles')
      .innerJoin('roles', 'roles.id', 'user_roles.role_id')
      .select(['user_roles.user_id', 'roles.id', 'roles.name'])
      .where('user_roles.tenant_code', '=', tenantCode)
      .where('roles.tenant_code', '=', tenantCode)
      .where('user_roles.user_id', 'in', userIds)
      .orderBy('roles.name')
      .orderBy('roles.id')
      .execute(),
    db
      .selectFrom('group_members')
      .innerJoin('user_groups', 'user_groups.id', 'group_members.group_id')
      .select(['group_members.user_id', 'user_groups.id', 'user_groups.name'])
      .where('group_members.tenant_code', '=', tenantCode)
      .where('user_groups.tenant_code', '=', tenantCode)
      .where('group_members.user_id', 'in', userIds)
      .orderBy('user_groups.name')
      .orderBy('user_groups.id')
      .execute(),
  ]);
  return { roles, groups };
}

/** Which of the codes name a job role / location / active user / role / group of the tenant. */
export async function findExistingReferences(
  db: Kysely<Database>,
  tenantCode: string,
  wanted: {
    jobRoleCode: string | null;
    locationId: number | null;
    managerUserCode: string | null;
    roleIds: readonly number[];
    groupIds: readonly number[];
  },
) {
  const [jobRole, location, manager, roles, groups] = await Promise.all([
    wanted.jobRoleCode === null
      ? undefined
      : db
          .selectFrom('job_roles')
          .select('code')
          .where('tenant_code', '=', tenantCode)
          .where('code', '=', wanted.jobRoleCode)
          .executeTakeFirst(),
    wanted.locationId === null
      ? undefined
      : db
          .selectFrom('locations')
          .select('id')
          .where('tenant_code', '=', tenantCode)
          .where('id', '=', wanted.locationId)
          .executeTakeFirst(),
    wanted.managerUserCode === null
      ? undefined
      : db
          .selectFrom('users')
          .select('user_code')
          .where('tenant_code', '=', tenantCode)
          .where('user_code', '=', wanted.managerUserCode)
          .where('status', '=', 'ACTIVE')
          .executeTakeFirst(),
    wanted.roleIds.length === 0
      ? []
      : db
          .selectFrom('roles')
          .select('id')
          .where('tenant_code', '=', tenantCode)
          .where('id', 'in', wanted.roleIds)
          .execute(),
    wanted.groupIds.length === 0
      ? []
      : db
          .selectFrom('user_groups')
          .select('id')
          .where('tenant_code', '=', tenantCode)
          .where('id', 'in', wanted.groupIds)
          .execute(),
  ]);
  return {
    hasJobRole: jobRole !== undefined,
    hasLocation: location !== undefined,
    hasManager: manager !== undefined,
    roleIds: new Set(roles.map((row) => row.id)),
    groupIds: new Set(groups.map((row) => row.id)),
  };
}

/** Whether a user of the tenant other than `exceptUserId` has the email, ignoring case. */
export async function isEmailTaken(
  db: Kysely<Database>,
  tenantCode: string,
  email: string,
  exceptUserId: number | null,
): Promise<boolean> {
  let query = db
    .selectFrom('users')
    .select('id')
    .where('tenant_code', '=', tenantCode)
    .where(sql<string>`lower(email)`, '=', email.toLowerCase());
  if (exceptUserId !== null) {
    query = query.where('id', '<>', exceptUserId);
  }
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}

/** A person's editable columns. */
export type TPersonColumns = {
  first_name: string;
  last_name: string;
  email: string;
  job_role_code: string | null;
  job_title: string | null;
  location_id: number | null;
  manager_user_code: string | null;
};

/** Adds an active user without a password; answers its id. */
export async function insertPerson(
  db: Kysely<Database>,
  tenantCode: string,
  person: TPersonColumns & { user_code: string },
  now: string,
): Promise<number> {
  const { id } = await db
    .insertInto('users')
    .values({
      tenant_code: tenantCode,
      ...person,
      browsing_language_preference: null,
      first_preference_updated: false,
      password_hash: null,
      picture_media_id: null,
      status: 'ACTIVE',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Replaces a user's editable fields; answers whether the user exists in the tenant. */
export async function updatePerson(
  db: Kysely<Database>,
  tenantCode: string,
  userId: number,
  person: TPersonColumns,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ ...person, updated_at: now })
    .where('tenant_code', '=', tenantCode)
    .where('id', '=', userId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Sets the user's status when it is not already that one (one conditional statement): answers
 * whether it changed, so doing it twice records one change.
 */
export async function changeStatus(
  db: Kysely<Database>,
  tenantCode: string,
  userId: number,
  status: TUserStatus,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ status, updated_at: now })
    .where('tenant_code', '=', tenantCode)
    .where('id', '=', userId)
    .where('status', '<>', status)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Replaces the roles the user holds directly and the groups they belong to. */
export async function replaceAccess(
  db: Kysely<Database>,
  tenantCode: string,
  userId: number,
  access: { roleIds: readonly number[]; groupIds: readonly number[] },
): Promise<void> {
  await db.deleteFrom('user_roles').where('tenant_code', '=', tenantCode).where('user_id', '=', userId).execute();
  await db.deleteFrom('group_members').where('tenant_code', '=', tenantCode).where('user_id', '=', userId).execute();
  if (access.roleIds.length > 0) {
    await db
      .insertInto('user_roles')
      .values(access.roleIds.map((roleId) => ({ tenant_code: tenantCode, user_id: userId, role_id: roleId })))
      .execute();
  }
  if (access.groupIds.length > 0) {
    await db
      .insertInto('group_members')
      .values(access.groupIds.map((groupId) => ({ tenant_code: tenantCode, group_id: groupId, user_id: userId })))
      .execute();
  }
}

/**
 * What an import's rows refer to, found in the tenant at once: its job roles, its locations by
 * code (with their ids), its active users by code, and which of the emails are taken (lower case).
 */
export async function findImportReferences(
  db: Kysely<Database>,
  tenantCode: string,
  wanted: {
    jobRoleCodes: readonly string[];
    locationCodes: readonly string[];
    managerUserCodes: readonly string[];
    emails: readonly string[];
  },
) {
  const unique = (values: readonly string[]) => [...new Set(values)];
  const [jobRoles, locations, managers, emails] = await Promise.all([
    wanted.jobRoleCodes.length === 0
      ? []
      : db
          .selectFrom('job_roles')
          .select('code')
          .where('tenant_code', '=', tenantCode)
          .where('code', 'in', unique(wanted.jobRoleCodes))
          .execute(),
    wanted.locationCodes.length === 0
      ? []
      : db
          .selectFrom('locations')
          .select(['id', 'code'])
          .where('tenant_code', '=', tenantCode)
          .where('code', 'in', unique(wanted.locationCodes))
          .execute(),
    wanted.managerUserCodes.length === 0
      ? []
      : db
          .selectFrom('users')
          .select('user_code')
          .where('tenant_code', '=', tenantCode)
          .where('user_code', 'in', unique(wanted.managerUserCodes))
          .where('status', '=', 'ACTIVE')
          .execute(),
    wanted.emails.length === 0
      ? []
      : db
          .selectFrom('users')
          .select(sql<string>`lower(email)`.as('email'))
          .where('tenant_code', '=', tenantCode)
          .where(sql<string>`lower(email)`, 'in', unique(wanted.emails))
          .execute(),
  ]);
  return {
    jobRoleCodes: new Set(jobRoles.map((row) => row.code)),
    locationIds: new Map(locations.map((row) => [row.code, row.id])),
    managerUserCodes: new Set(managers.map((row) => row.user_code)),
    takenEmails: new Set(emails.map((row) => row.email)),
  };
}
