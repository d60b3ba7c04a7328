import { sql, type Kysely, type SelectQueryBuilder, type Updateable } from 'kysely';
import type { USER_SORT_COLUMNS } from '@portal/contracts';
import type { Database, UsersTable } from '../../db/schema.ts';
import { caseInsensitive, containsIgnoringCase } from '../../lib/listing.ts';

export const ACTIVE_USER = 'ACTIVE';

/** Columns a user list can sort by, as the contracts name them (`USER_SORT_COLUMNS`). */
export type TUserSortColumn = (typeof USER_SORT_COLUMNS)[number];
const SORT_COLUMNS: Record<TUserSortColumn, string> = {
  firstName: 'users.first_name',
  lastName: 'users.last_name',
  email: 'users.email',
  userCode: 'users.user_code',
  jobRole: 'users.job_title',
};

export type TUserListQuery = {
  /** Only users whose manager is this user. */
  managerUserCode?: string;
  /** Only active users. */
  isActiveOnly: boolean;
  searchText?: string | undefined;
  sort: readonly { colId: TUserSortColumn; sort: 'asc' | 'desc' }[];
  limit: number;
  offset: number;
};

const SUMMARY_COLUMNS = [
  'users.id',
  'users.user_code',
  'users.first_name',
  'users.last_name',
  'users.email',
  'users.picture_media_id',
  'users.job_role_code',
  'users.job_title',
  'users.manager_user_code',
  'users.status',
] as const;

/**
 * A user of the tenant with what the User entity needs: whether any active user reports to them,
 * and the names of their location (a location of the same tenant only); undefined when the tenant
 * has no such user.
 */
export async function findUserProfile(db: Kysely<Database>, tenantCode: string, userCode: string) {
  // The location's names are read here, in the same query, rather than through the locations
  // service: a user's profile is read on every sign-in and the join costs nothing.
  return db
    .selectFrom('users')
    .leftJoin('locations', (join) =>
      join.onRef('locations.id', '=', 'users.location_id').onRef('locations.tenant_code', '=', 'users.tenant_code'),
    )
    .select([
      ...SUMMARY_COLUMNS,
      'users.browsing_language_preference',
      'users.first_preference_updated',
      'users.show_message',
      'locations.name_en as location_name_en',
      'locations.name_fr as location_name_fr',
    ])
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('users as reportee')
            .select(sql.lit(1).as('one'))
            .whereRef('reportee.tenant_code', '=', 'users.tenant_code')
            .whereRef('reportee.manager_user_code', '=', 'users.user_code')
            .where('reportee.status', '=', ACTIVE_USER),
        )
        .as('has_reportees'),
    )
    .where('users.tenant_code', '=', tenantCode)
    .where('users.user_code', '=', userCode)
    .executeTakeFirst();
}

/** The user's password hash (null for accounts of an external identity provider only). */
export async function findPasswordHash(db: Kysely<Database>, tenantCode: string, userId: number) {
  return db
    .selectFrom('users')
    .select('password_hash')
    .where('tenant_code', '=', tenantCode)
    .where('id', '=', userId)
    .executeTakeFirst();
}

/**
 * Replaces the password hash only if it is still the one the old password was checked against,
 * so two concurrent changes cannot both win. Answers whether the row changed.
 */
export async function replacePasswordHash(
  db: Kysely<Database>,
  tenantCode: string,
  userId: number,
  change: { expectedHash: string; newHash: string; now: string },
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ password_hash: change.newHash, updated_at: change.now })
    .where('tenant_code', '=', tenantCode)
    .where('id', '=', userId)
    .where('password_hash', '=', change.expectedHash)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The tenant's password rules, or undefined when it has set none. */
export async function findPasswordPolicy(db: Kysely<Database>, tenantCode: string) {
  return db.selectFrom('tenant_password_policies').selectAll().where('tenant_code', '=', tenantCode).executeTakeFirst();
}

type TUserPatch = Pick<
  Updateable<UsersTable>,
  | 'first_name'
  | 'last_name'
  | 'email'
  | 'job_title'
  | 'picture_media_id'
  | 'browsing_language_preference'
  | 'first_preference_updated'
  | 'show_message'
>;

/** Updates the user's own profile fields; answers whether the user exists in the tenant. */
export async function updateUserProfile(
  db: Kysely<Database>,
  tenantCode: string,
  userId: number,
  patch: TUserPatch,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ ...patch, updated_at: now })
    .where('tenant_code', '=', tenantCode)
    .where('id', '=', userId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The user's picture (a media id), null without one. */
export async function findPictureOf(db: Kysely<Database>, tenantCode: string, userId: number): Promise<string | null> {
  const row = await db
    .selectFrom('users')
    .select('picture_media_id')
    .where('tenant_code', '=', tenantCode)
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.picture_media_id ?? null;
}

/** Whether a user of the tenant other than `exceptUserId` has the email, ignoring case. */
export async function hasOtherUserWithEmail(
  db: Kysely<Database>,
  tenantCode: string,
  email: string,
  exceptUserId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('tenant_code', '=', tenantCode)
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .where('id', '<>', exceptUserId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** One page of the tenant's users matching the query, and how many match in all. */
export async function listUsers(db: Kysely<Database>, tenantCode: string, query: TUserListQuery) {
  let filtered = db.selectFrom('users').where('users.tenant_code', '=', tenantCode);
  if (query.managerUserCode !== undefined) {
    filtered = filtered.where('users.manager_user_code', '=', query.managerUserCode);
  }
  if (query.isActiveOnly) {
    filtered = filtered.where('users.status', '=', ACTIVE_USER);
  }
  if (query.searchText) {
    const text = query.searchText;
    filtered = filtered.where((eb) =>
      containsIgnoringCase(
        [
          eb.ref('users.first_name'),
          eb.ref('users.last_name'),
          sql<string>`${sql.ref('users.first_name')} || ' ' || ${sql.ref('users.last_name')}`,
          eb.ref('users.email'),
          eb.ref('users.user_code'),
          eb.ref('users.job_title'),
        ],
        text,
      ),
    );
  }
  let page = filtered.select(SUMMARY_COLUMNS);
  const sort = query.sort.length > 0 ? query.sort : DEFAULT_SORT;
  for (const column of sort) {
    page = page.orderBy(caseInsensitive(sql.ref(SORT_COLUMNS[column.colId])), column.sort);
  }
  const [rows, total] = await Promise.all([
    page.orderBy('users.id').limit(query.limit).offset(query.offset).execute(),
    filtered.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows, totalRecords: Number(total.count) };
}

const DEFAULT_SORT: TUserListQuery['sort'] = [
  { colId: 'lastName', sort: 'asc' },
  { colId: 'firstName', sort: 'asc' },
];

/** Whether `userCode` is an active user of the tenant whose manager is `managerUserCode`. */
export async function isActiveReportee(
  db: Kysely<Database>,
  tenantCode: string,
  managerUserCode: string,
  userCode: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('tenant_code', '=', tenantCode)
    .where('user_code', '=', userCode)
    .where('manager_user_code', '=', managerUserCode)
    .where('status', '=', ACTIVE_USER)
    .executeTakeFirst();
  return row !== undefined;
}

/** How many active users of the tenant carry each tag (tags nobody carries are absent). */
export async function countActiveUsersByTags(
  db: Kysely<Database>,
  tenantCode: string,
  tags: readonly string[],
): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('user_tags')
    .innerJoin('users', 'users.id', 'user_tags.user_id')
    .select(['user_tags.tag', (eb) => eb.fn.countAll<number>().as('count')])
    .where('user_tags.tenant_code', '=', tenantCode)
    .where('users.tenant_code', '=', tenantCode)
    .where('users.status', '=', ACTIVE_USER)
    .where('user_tags.tag', 'in', tags)
    .groupBy('user_tags.tag')
    .execute();
  return new Map(rows.map((row) => [row.tag, Number(row.count)]));
}

/** The tenant's users among these codes, whatever their status. */
export async function findUsersByCodes(db: Kysely<Database>, tenantCode: string, userCodes: readonly string[]) {
  // PostgreSQL refuses an empty `in ()`: no codes, nobody.
  if (userCodes.length === 0) {
    return [];
  }
  return db
    .selectFrom('users')
    .select(SUMMARY_COLUMNS)
    .where('tenant_code', '=', tenantCode)
    .where('user_code', 'in', userCodes)
    .orderBy('users.id')
    .execute();
}

/** Active users of the tenant that at least one active user has as manager. */
export async function findManagers(db: Kysely<Database>, tenantCode: string) {
  return db
    .selectFrom('users')
    .select(SUMMARY_COLUMNS)
    .where('users.tenant_code', '=', tenantCode)
    .where('users.status', '=', ACTIVE_USER)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('users as reportee')
          .select(sql.lit(1).as('one'))
          .whereRef('reportee.tenant_code', '=', 'users.tenant_code')
          .whereRef('reportee.manager_user_code', '=', 'users.user_code')
          .where('reportee.status', '=', ACTIVE_USER),
      ),
    )
    .orderBy(caseInsensitive(sql.ref('users.last_name')))
    .orderBy(caseInsensitive(sql.ref('users.first_name')))
    .orderBy('users.id')
    .execute();
}

/**
 * Records that the user accepted a policy notification; accepting again changes nothing. Answers
 * the acceptance as stored (the first one).
 */
export async function insertPolicyAcceptance(
  db: Kysely<Database>,
  tenantCode: string,
  acceptance: { userCode: string; notificationCode: string; now: string },
) {
  await db
    .insertInto('policy_acceptances')
    .values({
      tenant_code: tenantCode,
      user_code: acceptance.userCode,
      notification_code: acceptance.notificationCode,
      accepted_at: acceptance.now,
    })
    .onConflict((conflict) => conflict.columns(['tenant_code', 'user_code', 'notification_code']).doNothing())
    .execute();
  return db
    .selectFrom('policy_acceptances')
    .select(['notification_code', 'accepted_at'])
    .where('tenant_code', '=', tenantCode)
    .where('user_code', '=', acceptance.userCode)
    .where('notification_code', '=', acceptance.notificationCode)
    .executeTakeFirstOrThrow();
}

/** The policy versions a user accepted, oldest first. */
export async function findPolicyAcceptances(db: Kysely<Database>, tenantCode: string, userCode: string) {
  return db
    .selectFrom('policy_acceptances')
    .select(['notification_code', 'accepted_at'])
    .where('tenant_code', '=', tenantCode)
    .where('user_code', '=', userCode)
    .orderBy('accepted_at')
    .orderBy('notification_code')
    .execute();
}

/** Which of these user codes are active users of the tenant (one `in` list: callers bound it). */
export async function findActiveUserCodes(
  db: Kysely<Database>,
  tenantCode: string,
  userCodes: readonly string[],
): Promise<Set<string>> {
  if (userCodes.length === 0) {
    return new Set();
  }
  const rows = await selectActiveUsers(db, tenantCode, { userCodes }).execute();
  return new Set(rows.map((row) => row.user_code));
}

/** Ids of users answered by another module's subquery (a role's holders, a group's members). */
export type TUserIdsQuery<TB extends keyof Database> = SelectQueryBuilder<Database, TB, { user_id: number }>;

/**
 * The tenant's active users (`tenant_code`, `user_code`), all of them or those among the codes or
 * ids given, as a subquery for the caller's own statement (nothing is read here).
 */
export function selectActiveUsers<TB extends keyof Database>(
  db: Kysely<Database>,
  tenantCode: string,
  among: { userCodes: readonly string[] } | { userIds: TUserIdsQuery<TB> } | null,
) {
  let query = db
    .selectFrom('users')
    .select(['users.tenant_code', 'users.user_code'])
    .where('users.tenant_code', '=', tenantCode)
    .where('users.status', '=', ACTIVE_USER);
  if (among && 'userCodes' in among) {
    query = query.where('users.user_code', 'in', among.userCodes);
  } else if (among) {
    query = query.where('users.id', 'in', among.userIds);
  }
  return query;
}

export type TPolicyAcceptanceRow = Awaited<ReturnType<typeof findPolicyAcceptances>>[number];
export type TUserProfileRow = NonNullable<Awaited<ReturnType<typeof findUserProfile>>>;
export type TUserSummaryRow = Awaited<ReturnType<typeof findUsersByCodes>>[number];
