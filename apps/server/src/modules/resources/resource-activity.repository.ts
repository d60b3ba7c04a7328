import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/* Views, favourites, recommendations and assignments. Kysely only; every function takes the tenant code. */

// Rows per multi-row insert: well under both dialects' limit of bound parameters per statement
// (SQLite 32766, PostgreSQL 65535), since a call may name 100 resources for 500 users.
const INSERT_CHUNK = 1_000;

function chunksOf<T>(rows: readonly T[]): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    chunks.push(rows.slice(start, start + INSERT_CHUNK));
  }
  return chunks;
}

/** Records one view of a resource (optionally of one of its assets). */
export async function insertAssetView(
  db: Kysely<Database>,
  values: { tenantCode: string; userCode: string; resourceId: number; assetId: number | null; viewedAt: string },
): Promise<void> {
  await db
    .insertInto('asset_views')
    .values({
      tenant_code: values.tenantCode,
      user_code: values.userCode,
      resource_id: values.resourceId,
      asset_id: values.assetId,
      viewed_at: values.viewedAt,
    })
    .execute();
}

/** A user's views per resource, the most recently viewed first. */
export async function findViewsOfUser(db: Kysely<Database>, tenantCode: string, userCode: string, limit: number) {
  return db
    .selectFrom('asset_views')
    .select((eb) => [
      'resource_id',
      eb.fn.countAll<number>().as('view_count'),
      eb.fn.max('viewed_at').as('last_viewed_at'),
    ])
    .where('tenant_code', '=', tenantCode)
    .where('user_code', '=', userCode)
    .groupBy('resource_id')
    .orderBy('last_viewed_at', 'desc')
    .orderBy('resource_id', 'desc')
    .limit(limit)
    .execute();
}

/** Makes a resource a favourite of the user (kept when it is one already). */
export async function insertFavorite(
  db: Kysely<Database>,
  tenantCode: string,
  userCode: string,
  resourceId: number,
  now: string,
): Promise<void> {
  await db
    .insertInto('resource_favorites')
    .values({ tenant_code: tenantCode, user_code: userCode, resource_id: resourceId, created_at: now })
    .onConflict((conflict) => conflict.columns(['tenant_code', 'user_code', 'resource_id']).doNothing())
    .execute();
}

export async function deleteFavorite(
  db: Kysely<Database>,
  tenantCode: string,
  userCode: string,
  resourceId: number,
): Promise<void> {
  await db
    .deleteFrom('resource_favorites')
    .where('tenant_code', '=', tenantCode)
    .where('user_code', '=', userCode)
    .where('resource_id', '=', resourceId)
    .execute();
}

/** The pairs (resource, user) among these that already have a recommendation of the source. */
export async function findRecommendations(
  db: Kysely<Database>,
  tenantCode: string,
  resourceIds: readonly number[],
  userCodes: readonly string[],
  source: string,
) {
  if (resourceIds.length === 0 || userCodes.length === 0) {
    return [];
  }
  return db
    .selectFrom('resource_recommendations')
    .select(['resource_id', 'user_code'])
    .where('tenant_code', '=', tenantCode)
    .where('source', '=', source)
    .where('resource_id', 'in', [...resourceIds])
    .where('user_code', 'in', [...userCodes])
    .execute();
}

export async function insertRecommendations(
  db: Kysely<Database>,
  tenantCode: string,
  rows: readonly { resourceId: number; userCode: string }[],
  source: string,
  recommendedBy: string,
  now: string,
): Promise<void> {
  for (const chunk of chunksOf(rows)) {
    await db
      .insertInto('resource_recommendations')
      .values(
        chunk.map((row) => ({
          tenant_code: tenantCode,
          resource_id: row.resourceId,
          user_code: row.userCode,
          source,
          recommended_by: recommendedBy,
          created_at: now,
        })),
      )
      .execute();
  }
}

/** Removes the user's recommendations of a source. */
export async function deleteRecommendationsOfUser(
  db: Kysely<Database>,
  tenantCode: string,
  userCode: string,
  source: string,
): Promise<void> {
  await db
    .deleteFrom('resource_recommendations')
    .where('tenant_code', '=', tenantCode)
    .where('user_code', '=', userCode)
    .where('source', '=', source)
    .execute();
}

/** The assignments among these pairs that exist. */
export async function findAssignments(
  db: Kysely<Database>,
  tenantCode: string,
  resourceIds: readonly number[],
  userCodes: readonly string[],
) {
  if (resourceIds.length === 0 || userCodes.length === 0) {
    return [];
  }
  return db
    .selectFrom('resource_assignments')
    .select(['resource_id', 'user_code'])
    .where('tenant_code', '=', tenantCode)
    .where('resource_id', 'in', [...resourceIds])
    .where('user_code', 'in', [...userCodes])
    .execute();
}

/** Assigns (or re-assigns, updating the terms) resources to users; the pairs must be distinct. */
export async function upsertAssignments(
  db: Kysely<Database>,
  tenantCode: string,
  rows: readonly { resourceId: number; userCode: string }[],
  terms: { isElective: boolean; dueDate: string | null; assignedBy: string; assignedAt: string },
): Promise<void> {
  for (const chunk of chunksOf(rows)) {
    await db
      .insertInto('resource_assignments')
      .values(
        chunk.map((row) => ({
          tenant_code: tenantCode,
          resource_id: row.resourceId,
          user_code: row.userCode,
          is_elective: terms.isElective,
          due_date: terms.dueDate,
          assigned_by: terms.assignedBy,
          assigned_at: terms.assignedAt,
        })),
      )
      .onConflict((conflict) =>
        conflict.columns(['tenant_code', 'user_code', 'resource_id']).doUpdateSet({
          is_elective: terms.isElective,
          due_date: terms.dueDate,
          assigned_by: terms.assignedBy,
          assigned_at: terms.assignedAt,
        }),
      )
      .execute();
  }
}

/**
 * Assigns a resource to each of these users (required, not elective) without touching existing
 * assignments; answers the codes newly assigned (the primary key decides, whoever races).
 */
export async function addRequiredAssignments(
  db: Kysely<Database>,
  tenantCode: string,
  resourceId: number,
  userCodes: readonly string[],
  terms: { dueDate: string | null; assignedBy: string; assignedAt: string },
): Promise<string[]> {
  if (userCodes.length === 0) {
    return [];
  }
  const rows = await db
    .insertInto('resource_assignments')
    .values(
      userCodes.map((userCode) => ({
        tenant_code: tenantCode,
        resource_id: resourceId,
        user_code: userCode,
        is_elective: false,
        due_date: terms.dueDate,
        assigned_by: terms.assignedBy,
        assigned_at: terms.assignedAt,
      })),
    )
    .onConflict((conflict) => conflict.columns(['tenant_code', 'user_code', 'resource_id']).doNothing())
    .returning('user_code')
    .execute();
  return rows.map((row) => row.user_code);
}

/** A user's assignments (required or electives), the latest first. */
export async function findAssignmentsOfUser(
  db: Kysely<Database>,
  tenantCode: string,
  userCode: string,
  isElective: boolean,
) {
  return db
    .selectFrom('resource_assignments')
    .select(['resource_id', 'is_elective', 'due_date', 'assigned_by', 'assigned_at'])
    .where('tenant_code', '=', tenantCode)
    .where('user_code', '=', userCode)
    .where('is_elective', '=', isElective)
    .orderBy('assigned_at', 'desc')
    .execute();
}
