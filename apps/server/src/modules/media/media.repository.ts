import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database, MediaTable } from '../../db/schema.ts';

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
