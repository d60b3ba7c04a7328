import {
  sql,
  type CompiledQuery,
  type Insertable,
  type Kysely,
  type SelectQueryBuilder,
  type Transaction,
} from 'kysely';
import { NotificationTypeIds } from '@portal/contracts';
import type { Database, UserNotificationsTable } from '../../db/schema.ts';

/*
 * Kysely only; every function takes the tenant code and never reads or writes another tenant's
 * row (the one exception, `findNotificationsBecomingVisible`, is the stream's sweep across tenants
 * and answers each row's tenant). Times are UTC ISO-8601 strings, compared as text.
 *
 * The module reads only its own tables. A notification's recipients come from the users module
 * (`selectAudienceUsers`) as a subquery that `insertRecipients` embeds, so the fan-out stays one
 * INSERT ... SELECT without this module naming the users, roles or groups tables.
 */

type TDb = Kysely<Database> | Transaction<Database>;

const USER_CHUNK = 500;

/** User codes in groups of `USER_CHUNK`: one `in (...)` list per query, well under both dialects' parameter limits. */
function chunksOf(userCodes: readonly string[]): string[][] {
  const chunks: string[][] = [];
  for (let start = 0; start < userCodes.length; start += USER_CHUNK) {
    chunks.push(userCodes.slice(start, start + USER_CHUNK));
  }
  return chunks;
}

const userNotificationColumns = [
  'r.notification_id',
  'r.notification_type_id',
  'n.title',
  'n.description',
  'r.effective_on',
  'r.read_on',
  'r.was_dismissed',
  'r.display_times_countdown',
] as const;

/** The user's notifications (recipient rows joined with their notification), visible at `now`. */
function visibleOf(db: TDb, tenantCode: string, userCode: string, now: string) {
  return db
    .selectFrom('user_notification_recipients as r')
    .innerJoin('user_notifications as n', (join) =>
      join.onRef('n.tenant_code', '=', 'r.tenant_code').onRef('n.id', '=', 'r.notification_id'),
    )
    .where('r.tenant_code', '=', tenantCode)
    .where('r.user_code', '=', userCode)
    .where('r.effective_on', '<=', now);
}

export type TUserNotificationRow = NonNullable<Awaited<ReturnType<typeof findVisibleNotification>>>;

type TCountRow = { count: number | string | bigint };
type TFoundRow = { found: number };
type TUnreadStatements = { count: CompiledQuery<TCountRow>; any: CompiledQuery<TFoundRow> };

// The bell's count and check run on every page of every user: their statements are built and
// compiled once per database (a fifth of a call's cost otherwise) and run with each call's
// parameters. Both read the unread index alone (tenant, user, read_on, effective_on).
const unreadStatements = new WeakMap<TDb, TUnreadStatements>();

function compiledUnreadStatements(db: TDb): TUnreadStatements {
  let statements = unreadStatements.get(db);
  if (!statements) {
    const unread = db
      .selectFrom('user_notification_recipients')
      .where('tenant_code', '=', '')
      .where('user_code', '=', '')
      .where('read_on', 'is', null)
      .where('effective_on', '<=', '');
    statements = {
      count: unread.select((eb) => eb.fn.countAll<number>().as('count')).compile(),
      // The limit is written into the statement, so both take exactly the three parameters.
      any: unread
        .select((eb) => eb.lit(1).as('found'))
        .limit(sql.lit(1))
        .compile(),
    };
    if (statements.count.parameters.length !== 3 || statements.any.parameters.length !== 3) {
      throw new Error('the unread statements must take tenant, user and time, in that order');
    }
    unreadStatements.set(db, statements);
  }
  return statements;
}

/** How many of the user's visible notifications are unread: one read of the unread index. */
export async function countUnreadNotifications(
  db: TDb,
  tenantCode: string,
  userCode: string,
  now: string,
): Promise<number> {
  const statement = compiledUnreadStatements(db).count;
  const result = await db.executeQuery<TCountRow>({ ...statement, parameters: [tenantCode, userCode, now] });
  return Number(result.rows[0]?.count ?? 0);
}

/** Whether the user has any visible unread notification: the first entry of the unread index. */
export async function hasUnreadNotification(
  db: TDb,
  tenantCode: string,
  userCode: string,
  now: string,
): Promise<boolean> {
  const statement = compiledUnreadStatements(db).any;
  const result = await db.executeQuery<TFoundRow>({ ...statement, parameters: [tenantCode, userCode, now] });
  return result.rows.length > 0;
}

/** The unread counts of several users (those without any are absent). */
export async function countUnreadNotificationsOf(
  db: TDb,
  tenantCode: string,
  userCodes: readonly string[],
  now: string,
): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const chunk of chunksOf(userCodes)) {
    const rows = await db
      .selectFrom('user_notification_recipients')
      .select((eb) => ['user_code', eb.fn.countAll<number>().as('count')])
      .where('tenant_code', '=', tenantCode)
      .where('user_code', 'in', chunk)
      .where('read_on', 'is', null)
      .where('effective_on', '<=', now)
      .groupBy('user_code')
      .execute();
    for (const row of rows) {
      counts.set(row.user_code, Number(row.count));
    }
  }
  return counts;
}

/** The visible Important notifications still to show as pop-ups (unread, countdown above 0), oldest first. */
export async function findImportantToShow(db: TDb, tenantCode: string, userCode: string, now: string, limit: number) {
  return visibleOf(db, tenantCode, userCode, now)
    .select(userNotificationColumns)
    .where('r.notification_type_id', '=', NotificationTypeIds.Important)
    .where('r.read_on', 'is', null)
    .where('r.display_times_countdown', '>', 0)
    .orderBy('r.effective_on', 'asc')
    .orderBy('r.notification_id', 'asc')
    .limit(limit)
    .execute();
}

/** One visible notification of the user, or undefined. */
export async function findVisibleNotification(
  db: TDb,
  tenantCode: string,
  userCode: string,
  notificationId: number,
  now: string,
) {
  return visibleOf(db, tenantCode, userCode, now)
    .select(userNotificationColumns)
    .where('r.notification_id', '=', notificationId)
    .executeTakeFirst();
}

/** A page of the user's visible notifications (of one type, or all), newest first, and how many there are. */
export async function findVisibleNotificationsPage(
  db: TDb,
  tenantCode: string,
  userCode: string,
  filter: { typeId: number | null; now: string; limit: number; offset: number },
) {
  let query = visibleOf(db, tenantCode, userCode, filter.now);
  if (filter.typeId !== null) {
    query = query.where('r.notification_type_id', '=', filter.typeId);
  }
  const [rows, total] = await Promise.all([
    query
      .select(userNotificationColumns)
      .orderBy('r.effective_on', 'desc')
      .orderBy('r.notification_id', 'desc')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirst(),
  ]);
  return { rows, totalRecords: Number(total?.count ?? 0) };
}

/**
 * Marks visible unread notifications of the user read (and no longer to show as pop-ups): the
 * given ids, or every one (of a type when given). Answers how many became read.
 */
export async function markNotificationsRead(
  db: TDb,
  tenantCode: string,
  userCode: string,
  filter: { ids: readonly number[] | null; typeId: number | null; now: string },
): Promise<number> {
  let query = db
    .updateTable('user_notification_recipients')
    .set({ read_on: filter.now, display_times_countdown: 0 })
    .where('tenant_code', '=', tenantCode)
    .where('user_code', '=', userCode)
    .where('read_on', 'is', null)
    .where('effective_on', '<=', filter.now);
  if (filter.ids) {
    query = query.where('notification_id', 'in', filter.ids);
  }
  if (filter.typeId !== null) {
    query = query.where('notification_type_id', '=', filter.typeId);
  }
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** A pop-up was dismissed: read (keeping an earlier readOn), dismissed, no pop-up left. */
export async function dismissNotification(
  db: TDb,
  tenantCode: string,
  userCode: string,
  notificationId: number,
  now: string,
): Promise<void> {
  await db
    .updateTable('user_notification_recipients')
    .set((eb) => ({
      read_on: eb.fn.coalesce('read_on', eb.val(now)),
      was_dismissed: true,
      display_times_countdown: 0,
    }))
    .where('tenant_code', '=', tenantCode)
    .where('user_code', '=', userCode)
    .where('notification_id', '=', notificationId)
    .execute();
}

/** Removes the user's copy of a notification. */
export async function deleteRecipient(
  db: TDb,
  tenantCode: string,
  userCode: string,
  notificationId: number,
): Promise<void> {
  await db
    .deleteFrom('user_notification_recipients')
    .where('tenant_code', '=', tenantCode)
    .where('user_code', '=', userCode)
    .where('notification_id', '=', notificationId)
    .execute();
}

// ---------------------------------------------------------------------------------------------
// Administration

/** Stores a notification (its description already sanitized); answers its id. */
export async function insertNotification(db: TDb, values: Insertable<UserNotificationsTable>): Promise<number> {
  const row = await db.insertInto('user_notifications').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Gives the notification to every user the subquery answers (the users module's audience, built
 * on the same transaction), in one INSERT ... SELECT: one statement however many users it reaches.
 * The values are cast so PostgreSQL knows their types in the select list. Answers how many users
 * received it.
 */
export async function insertRecipients<TB extends keyof Database>(
  db: TDb,
  tenantCode: string,
  notification: { id: number; typeId: number; effectiveOn: string; displayTimesCountdown: number; now: string },
  recipients: SelectQueryBuilder<Database, TB, { tenant_code: string; user_code: string }>,
): Promise<number> {
  const result = await db
    .insertInto('user_notification_recipients')
    .columns([
      'tenant_code',
      'notification_id',
      'user_code',
      'notification_type_id',
      'effective_on',
      'display_times_countdown',
      'created_at',
    ])
    .expression((eb) =>
      eb
        .selectFrom(recipients.as('audience'))
        .select([
          'audience.tenant_code',
          sql<number>`cast(${notification.id} as integer)`.as('notification_id'),
          'audience.user_code',
          sql<number>`cast(${notification.typeId} as integer)`.as('notification_type_id'),
          sql<string>`cast(${notification.effectiveOn} as varchar(32))`.as('effective_on'),
          sql<number>`cast(${notification.displayTimesCountdown} as integer)`.as('display_times_countdown'),
          sql<string>`cast(${notification.now} as varchar(32))`.as('created_at'),
        ])
        // The subquery is scoped already; a slip there still gives nothing to another tenant.
        .where('audience.tenant_code', '=', tenantCode),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

const adminColumns = [
  'n.id',
  'n.notification_type_id',
  'n.title',
  'n.description',
  'n.effective_on',
  'n.audience_kind',
  'n.audience_id',
  'n.audience_name',
  'n.created_by',
  'n.created_at',
] as const;

/** The tenant's notifications, of one type when given. */
function notificationsOf(db: TDb, tenantCode: string, typeId: number | null) {
  const query = db.selectFrom('user_notifications as n').where('n.tenant_code', '=', tenantCode);
  return typeId === null ? query : query.where('n.notification_type_id', '=', typeId);
}

/** The columns administrators see, with how many users received each notification and how many read it. */
function withAdminColumns(query: ReturnType<typeof notificationsOf>) {
  return query.select(adminColumns).select((eb) => {
    const recipients = eb
      .selectFrom('user_notification_recipients as r')
      .select(eb.fn.countAll<number>().as('c'))
      .whereRef('r.tenant_code', '=', 'n.tenant_code')
      .whereRef('r.notification_id', '=', 'n.id');
    return [recipients.as('recipient_count'), recipients.where('r.read_on', 'is not', null).as('read_count')];
  });
}

export type TAdminNotificationRow = NonNullable<Awaited<ReturnType<typeof findAdminNotification>>>;

/** One notification of the tenant with its recipient and read counts, or undefined. */
export async function findAdminNotification(db: TDb, tenantCode: string, notificationId: number) {
  return withAdminColumns(notificationsOf(db, tenantCode, null))
    .where('n.id', '=', notificationId)
    .executeTakeFirst();
}

/** A page of the tenant's notifications (of one type when given), newest first, and how many there are. */
export async function findAdminNotificationsPage(
  db: TDb,
  tenantCode: string,
  filter: { typeId: number | null; limit: number; offset: number },
) {
  const query = notificationsOf(db, tenantCode, filter.typeId);
  const [rows, total] = await Promise.all([
    withAdminColumns(query)
      .orderBy('n.created_at', 'desc')
      .orderBy('n.id', 'desc')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirst(),
  ]);
  return { rows, totalRecords: Number(total?.count ?? 0) };
}

/**
 * Deletes a notification of the tenant; every recipient's copy goes with it (foreign key on
 * delete cascade, 0009-notifications). Answers whether it existed.
 */
export async function deleteNotification(db: TDb, tenantCode: string, notificationId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('user_notifications')
    .where('tenant_code', '=', tenantCode)
    .where('id', '=', notificationId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

// ---------------------------------------------------------------------------------------------
// Live delivery

/** What a stream event says about a notification. */
export async function findNotificationSummary(db: TDb, tenantCode: string, notificationId: number) {
  return db
    .selectFrom('user_notifications')
    .select(['id', 'notification_type_id', 'title', 'effective_on'])
    .where('tenant_code', '=', tenantCode)
    .where('id', '=', notificationId)
    .executeTakeFirst();
}

/** Which of these users received the notification. */
export async function findRecipientsAmong(
  db: TDb,
  tenantCode: string,
  notificationId: number,
  userCodes: readonly string[],
): Promise<string[]> {
  const found: string[] = [];
  for (const chunk of chunksOf(userCodes)) {
    const rows = await db
      .selectFrom('user_notification_recipients')
      .select('user_code')
      .where('tenant_code', '=', tenantCode)
      .where('notification_id', '=', notificationId)
      .where('user_code', 'in', chunk)
      .execute();
    found.push(...rows.map((row) => row.user_code));
  }
  return found;
}

/**
 * Notifications of every tenant that became visible in `(after, upTo]` and were created before
 * their effective date (those effective at creation were announced then).
 */
export async function findNotificationsBecomingVisible(db: TDb, after: string, upTo: string, limit: number) {
  return db
    .selectFrom('user_notifications')
    .select(['tenant_code', 'id', 'effective_on'])
    .where('effective_on', '>', after)
    .where('effective_on', '<=', upTo)
    .whereRef('effective_on', '>', 'created_at')
    .orderBy('effective_on')
    .limit(limit)
    .execute();
}
