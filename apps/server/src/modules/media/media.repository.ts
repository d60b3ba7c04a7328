import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import { isSqlite } from '../../db/migration-helpers.ts';
import type { Database, MediaTable } from '../../db/schema.ts';
import { normalizeMediaId } from '@portal/contracts';

/* Kysely only; every function takes the tenant code and never reads or writes another tenant's row. */

const mediaColumns = [
  'tenant_code',
  'media_id',
  'content_type',
  'kind',
  'size_bytes',
  'file_name',
  'width',
  'height',
  'storage_key',
  'sha256',
  'uploaded_by',
  'created_at',
  'updated_at',
] as const;

export type TMediaRow = NonNullable<Awaited<ReturnType<typeof findMediaRow>>>;

/** The tenant's media with this id, or undefined (also when it belongs to another tenant). */
export async function findMediaRow(db: Kysely<Database>, tenantCode: string, mediaId: string) {
  return db
    .selectFrom('media')
    .select(mediaColumns)
    .where('tenant_code', '=', tenantCode)
    .where('media_id', '=', mediaId)
    .executeTakeFirst();
}

/** The tenant's media among these ids, in no particular order. */
export async function findMediaRows(db: Kysely<Database>, tenantCode: string, mediaIds: readonly string[]) {
  if (mediaIds.length === 0) {
    return [];
  }
  return db
    .selectFrom('media')
    .select(mediaColumns)
    .where('tenant_code', '=', tenantCode)
    .where('media_id', 'in', mediaIds)
    .execute();
}

/** Inserts a media row. */
export async function insertMediaRow(db: Kysely<Database>, values: Insertable<MediaTable>): Promise<void> {
  await db.insertInto('media').values(values).execute();
}

/** Replaces a media's content fields; false when the tenant has no such media (any more). */
export async function updateMediaContent(
  db: Kysely<Database>,
  tenantCode: string,
  mediaId: string,
  values: Omit<Updateable<MediaTable>, 'tenant_code' | 'media_id' | 'created_at' | 'uploaded_by'>,
): Promise<boolean> {
  const result = await db
    .updateTable('media')
    .set(values)
    .where('tenant_code', '=', tenantCode)
    .where('media_id', '=', mediaId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Deletes a media row; false when the tenant has no such media. */
export async function deleteMediaRow(db: Kysely<Database>, tenantCode: string, mediaId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('media')
    .where('tenant_code', '=', tenantCode)
    .where('media_id', '=', mediaId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Bytes that uploads by people stored since `since` (UTC ISO-8601): one uploader's, and the tenant's. */
async function sumUploadedBytes(
  db: Kysely<Database>,
  tenantCode: string,
  uploadedBy: string,
  since: string,
): Promise<{ userBytes: number; tenantBytes: number }> {
  const row = await db
    .selectFrom('media')
    .select((eb) => [
      eb.fn
        .coalesce(
          eb.fn.sum<number | string>(
            eb.case().when('uploaded_by', '=', uploadedBy).then(eb.ref('size_bytes')).else(0).end(),
          ),
          eb.lit(0),
        )
        .as('user_bytes'),
      eb.fn.coalesce(eb.fn.sum<number | string>('size_bytes'), eb.lit(0)).as('tenant_bytes'),
    ])
    .where('tenant_code', '=', tenantCode)
    .where('uploaded_by', 'is not', null)
    .where('created_at', '>', since)
    .executeTakeFirst();
  // PostgreSQL answers sums of integers as bigint, which node-postgres reads as a string.
  return { userBytes: Number(row?.user_bytes ?? 0), tenantBytes: Number(row?.tenant_bytes ?? 0) };
}

/** The upload quotas one insert is held to (`MediaValidation.maxBytesPerUser`, `maxBytesPerTenant`). */
export type TUploadQuota = { since: string; maxUserBytes: number; maxTenantBytes: number };

/**
 * Inserts an upload's row only when the uploader's and the tenant's uploads since `quota.since`,
 * this one included, stay within the quota; answers which quota refused it otherwise (nothing
 * inserted). The sum and the insert are one transaction that holds the tenant's upload lock, so
 * parallel uploads are decided one after the other by the database and can never all pass on the
 * same old sum: a transaction-scoped advisory lock on PostgreSQL; SQLite has a single writer and
 * Kysely runs its transactions one at a time on its one connection.
 */
export async function insertMediaRowWithinQuota(
  db: Kysely<Database>,
  values: Insertable<MediaTable> & { uploaded_by: string; size_bytes: number },
  quota: TUploadQuota,
): Promise<'inserted' | 'user' | 'tenant'> {
  return db.transaction().execute(async (trx) => {
    if (!isSqlite(trx)) {
      await sql`select pg_advisory_xact_lock(hashtext(${`media-quota:${values.tenant_code}`}))`.execute(trx);
    }
    const used = await sumUploadedBytes(trx, values.tenant_code, values.uploaded_by, quota.since);
    if (used.userBytes + values.size_bytes > quota.maxUserBytes) {
      return 'user';
    }
    if (used.tenantBytes + values.size_bytes > quota.maxTenantBytes) {
      return 'tenant';
    }
    await trx.insertInto('media').values(values).execute();
    return 'inserted';
  });
}

/**
 * Which of these media something of the tenant refers to: a resource's thumbnail, an asset's
 * attachment, a user asset or a user's picture. It reads those modules' tables (one statement, a
 * union) because "attached" is exactly what their references to `media` say.
 */
export async function findAttachedMediaIds(
  db: Kysely<Database>,
  tenantCode: string,
  mediaIds: readonly string[],
): Promise<Set<string>> {
  if (mediaIds.length === 0) {
    return new Set();
  }
  const rows = await db
    .selectFrom('resources')
    .select('thumbnail_media_id as media_id')
    .where('tenant_code', '=', tenantCode)
    .where('thumbnail_media_id', 'in', mediaIds)
    .union(
      db
        .selectFrom('resource_asset_attachments')
        .select('media_id')
        .where('tenant_code', '=', tenantCode)
        .where('media_id', 'in', mediaIds),
    )
    .union(
      db
        .selectFrom('user_assets')
        .select('media_id')
        .where('tenant_code', '=', tenantCode)
        .where('media_id', 'in', mediaIds),
    )
    .union(
      db
        .selectFrom('users')
        .select('picture_media_id as media_id')
        .where('tenant_code', '=', tenantCode)
        .where('picture_media_id', 'in', mediaIds),
    )
    .execute();
  return new Set(rows.flatMap((row) => (row.media_id ? [normalizeMediaId(row.media_id)] : [])));
}

/** Whether something of the tenant refers to the media (`findAttachedMediaIds`). */
export async function isMediaAttached(db: Kysely<Database>, tenantCode: string, mediaId: string): Promise<boolean> {
  const id = normalizeMediaId(mediaId);
  return (await findAttachedMediaIds(db, tenantCode, [id])).has(id);
}
