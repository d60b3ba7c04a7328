import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Each of these articles' cover (a media id), for the ones of the tenant that have one (Explore's cards). */
export async function articleCoverIds(
  db: Kysely<Database>,
  tenantCode: string,
  articleIds: readonly number[],
): Promise<Map<number, string>> {
  if (articleIds.length === 0) {
    return new Map();
  }
  const rows = await db
    .selectFrom('articles')
    .select(['id', 'cover_media_id'])
    .where('tenant_code', '=', tenantCode)
    .where('id', 'in', [...articleIds])
    .where('cover_media_id', 'is not', null)
    .execute();
  return new Map(rows.flatMap((row) => (row.cover_media_id ? [[row.id, row.cover_media_id] as const] : [])));
}
