import { sql, type Kysely } from 'kysely';
import { USER_ASSET_STATUS, type TProfileActivityKind } from '@portal/contracts';
import type { Database } from '../../db/schema.ts';

/*
 * Read-only queries over what the resource library records about one user (views, favourites,
 * assignments, uploads) and, for completions, the learning record. They read the library's tables directly, which modules otherwise leave to
 * their owner, because the feed is one time-ordered page over all of them: only a UNION in the
 * database pages it exactly, where the library's per-list calls would load whole histories.
 * Nothing here writes. Every function takes the tenant code and the user code, and every table
 * of every query is filtered by both.
 */

const REVIEW_OUTCOME_IDS = [USER_ASSET_STATUS.Approved, USER_ASSET_STATUS.Rejected, USER_ASSET_STATUS.Published];

function kindLiteral(kind: TProfileActivityKind) {
  return sql<TProfileActivityKind>`${sql.lit(kind)}`;
}

/**
 * Assignment completions come from the learning record (issue 15: progress is read from the one
 * record): a resource's view or completion statement at or after the assignment completes it.
 */
const COMPLETING_VERBS = ['viewed', 'completed'];

/** The record names a resource by its id as text (object ids are strings of any module). */
function resourceObjectId(column: 'ra.resource_id') {
  return sql<string>`cast(${sql.ref(column)} as varchar(64))`;
}

/**
 * One row per feed item: its kind, the resource or upload it is about (`ref_id`), when it
 * happened and (views) how many times. Completions follow the rule of contracts
 * `profile-activity.ts`: the first view (or completion) at or after the assignment, in the record.
 */
function activityEvents(db: Kysely<Database>, tenantCode: string, userCode: string) {
  const noCount = sql<number>`0`;
  const views = db
    .selectFrom('asset_views')
    .where('tenant_code', '=', tenantCode)
    .where('user_code', '=', userCode)
    .groupBy('resource_id')
    .select((eb) => [
      kindLiteral('RESOURCE_VIEWED').as('kind'),
      'resource_id as ref_id',
      eb.fn.max('viewed_at').as('occurred_at'),
      eb.fn.countAll<number>().as('view_count'),
    ]);
  const favourites = db
    .selectFrom('resource_favorites')
    .where('tenant_code', '=', tenantCode)
    .where('user_code', '=', userCode)
    .select([
      kindLiteral('FAVORITE_ADDED').as('kind'),
      'resource_id as ref_id',
      'created_at as occurred_at',
      noCount.as('view_count'),
    ]);
  const completions = db
    .selectFrom('resource_assignments as ra')
    .innerJoin('learning_statements as ls', (join) =>
      join
        .onRef('ls.tenant_code', '=', 'ra.tenant_code')
        .onRef('ls.actor_user_code', '=', 'ra.user_code')
        .on('ls.object_kind', '=', 'RESOURCE')
        .on('ls.object_id', '=', resourceObjectId('ra.resource_id'))
        .on('ls.verb', 'in', COMPLETING_VERBS)
        .onRef('ls.timestamp', '>=', 'ra.assigned_at'),
    )
    .where('ra.tenant_code', '=', tenantCode)
    .where('ra.user_code', '=', userCode)
    .where('ls.tenant_code', '=', tenantCode)
    .where('ls.actor_user_code', '=', userCode)
    .groupBy('ra.resource_id')
    .select((eb) => [
      kindLiteral('ASSIGNMENT_COMPLETED').as('kind'),
      'ra.resource_id as ref_id',
      eb.fn.min('ls.timestamp').as('occurred_at'),
      noCount.as('view_count'),
    ]);
  const submissions = db
    .selectFrom('user_assets')
    .where('tenant_code', '=', tenantCode)
    .where('user_code', '=', userCode)
    .select([
      kindLiteral('UPLOAD_SUBMITTED').as('kind'),
      'id as ref_id',
      'created_at as occurred_at',
      noCount.as('view_count'),
    ]);
  const reviews = db
    .selectFrom('user_assets')
    .where('tenant_code', '=', tenantCode)
    .where('user_code', '=', userCode)
    .where('status_id', 'in', REVIEW_OUTCOME_IDS)
    .where('reviewed_at', 'is not', null)
    .select((eb) => [
      kindLiteral('UPLOAD_REVIEWED').as('kind'),
      'id as ref_id',
      // Never null here (filtered above); coalesce only tells the type so.
      eb.fn.coalesce('reviewed_at', 'created_at').as('occurred_at'),
      noCount.as('view_count'),
    ]);
  return views.unionAll(favourites).unionAll(completions).unionAll(submissions).unionAll(reviews);
}

/** A page of the user's activity, newest first (ties in a fixed order, so pages never overlap). */
export async function findActivityPage(
  db: Kysely<Database>,
  tenantCode: string,
  userCode: string,
  page: { limit: number; offset: number },
) {
  const rows = await db
    .selectFrom(activityEvents(db, tenantCode, userCode).as('events'))
    .selectAll()
    .orderBy('occurred_at', 'desc')
    .orderBy('kind')
    .orderBy('ref_id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  // PostgreSQL answers counts as strings (bigint).
  return rows.map((row) => ({ ...row, ref_id: Number(row.ref_id), view_count: Number(row.view_count) }));
}

export type TActivityEventRow = Awaited<ReturnType<typeof findActivityPage>>[number];

/** How many items the user's whole activity feed has. */
export async function countActivity(db: Kysely<Database>, tenantCode: string, userCode: string): Promise<number> {
  const row = await db
    .selectFrom(activityEvents(db, tenantCode, userCode).as('events'))
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** What an item shows of the resources: titles and whether learners may open them now. */
export async function findResourceSummaries(db: Kysely<Database>, tenantCode: string, resourceIds: readonly number[]) {
  if (resourceIds.length === 0) {
    return [];
  }
  return db
    .selectFrom('resources')
    .select(['tenant_code', 'id', 'title_en', 'title_fr', 'status', 'effective_date', 'expiry_date'])
    .where('tenant_code', '=', tenantCode)
    .where('id', 'in', [...new Set(resourceIds)])
    .execute();
}
export type TResourceSummaryRow = Awaited<ReturnType<typeof findResourceSummaries>>[number];

/** The asset types of the resources, by resource then asset position. */
export async function findAssetTypesOfResources(
  db: Kysely<Database>,
  tenantCode: string,
  resourceIds: readonly number[],
) {
  if (resourceIds.length === 0) {
    return [];
  }
  return db
    .selectFrom('resource_assets')
    .select(['resource_id', 'asset_type_code'])
    .where('tenant_code', '=', tenantCode)
    .where('resource_id', 'in', [...new Set(resourceIds)])
    .orderBy('resource_id')
    .orderBy('position')
    .orderBy('id')
    .execute();
}

const uploadColumns = [
  'tenant_code',
  'user_code',
  'id',
  'title',
  'locale',
  'asset_type_code',
  'status_id',
  'created_at',
  'reviewed_at',
  'review_comment',
  'resource_id',
] as const;

/** The user's own uploads among these ids (another user's never). */
export async function findUploadsOfUser(
  db: Kysely<Database>,
  tenantCode: string,
  userCode: string,
  userAssetIds: readonly number[],
) {
  if (userAssetIds.length === 0) {
    return [];
  }
  return db
    .selectFrom('user_assets')
    .select(uploadColumns)
    .where('tenant_code', '=', tenantCode)
    .where('user_code', '=', userCode)
    .where('id', 'in', [...new Set(userAssetIds)])
    .execute();
}
export type TUploadRow = Awaited<ReturnType<typeof findUploadsOfUser>>[number];

/** The user's assignments of these resources. */
export async function findAssignmentsOfResources(
  db: Kysely<Database>,
  tenantCode: string,
  userCode: string,
  resourceIds: readonly number[],
) {
  if (resourceIds.length === 0) {
    return [];
  }
  return db
    .selectFrom('resource_assignments')
    .select(['tenant_code', 'user_code', 'resource_id', 'is_elective', 'due_date'])
    .where('tenant_code', '=', tenantCode)
    .where('user_code', '=', userCode)
    .where('resource_id', 'in', [...new Set(resourceIds)])
    .execute();
}

/**
 * Every assignment of the user with its completion time (null while not completed). One row per
 * resource at most (the assignment's key is tenant, user, resource), so the list is bounded by
 * the tenant's library.
 */
export async function findAssignmentsWithCompletion(db: Kysely<Database>, tenantCode: string, userCode: string) {
  return db
    .selectFrom('resource_assignments as ra')
    .where('ra.tenant_code', '=', tenantCode)
    .where('ra.user_code', '=', userCode)
    .select((eb) => [
      'ra.tenant_code',
      'ra.user_code',
      'ra.resource_id',
      'ra.is_elective',
      'ra.due_date',
      'ra.assigned_at',
      eb
        .selectFrom('learning_statements as ls')
        .select((inner) => inner.fn.min('ls.timestamp').as('first_completion'))
        .where('ls.tenant_code', '=', tenantCode)
        .where('ls.actor_user_code', '=', userCode)
        .where('ls.object_kind', '=', 'RESOURCE')
        .where('ls.object_id', '=', resourceObjectId('ra.resource_id'))
        .where('ls.verb', 'in', COMPLETING_VERBS)
        .whereRef('ls.timestamp', '>=', 'ra.assigned_at')
        .as('completed_at'),
    ])
    .execute();
}
export type TAssignmentCompletionRow = Awaited<ReturnType<typeof findAssignmentsWithCompletion>>[number];

/** The user's published uploads, the most recently published first, and how many there are. */
export async function findPublishedUploads(
  db: Kysely<Database>,
  tenantCode: string,
  userCode: string,
  limit: number,
): Promise<{ rows: TUploadRow[]; total: number }> {
  const published = db
    .selectFrom('user_assets')
    .where('tenant_code', '=', tenantCode)
    .where('user_code', '=', userCode)
    .where('status_id', '=', USER_ASSET_STATUS.Published);
  const [rows, total] = await Promise.all([
    published
      .select(uploadColumns)
      // Publishing sets reviewed_at; coalesce keeps the order the same on both dialects regardless.
      .orderBy((eb) => eb.fn.coalesce('reviewed_at', 'created_at'), 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute(),
    published.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirst(),
  ]);
  return { rows, total: Number(total?.count ?? 0) };
}
