import { RESOURCE_MODULE_CODE } from '@portal/contracts';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * The resource library's category links as the search index's browse reads them (Explore by
 * category, `search-browse.ts`): one row per resource and category it is filed under.
 */
export function resourceCategoryLinks(tenantCode: string): RawBuilder<unknown> {
  return sql`select ${sql.lit(RESOURCE_MODULE_CODE)} as module_code, 'RESOURCE' as entity_kind,
      cast(resource_id as text) as entity_id, category_id as group_id
    from resource_categories where tenant_code = ${tenantCode}`;
}

/** Each of these resources' thumbnail (a media id), for the ones of the tenant that have one. */
export async function resourceThumbnailIds(
  db: Kysely<Database>,
  tenantCode: string,
  resourceIds: readonly number[],
): Promise<Map<number, string>> {
  if (resourceIds.length === 0) {
    return new Map();
  }
  const rows = await db
    .selectFrom('resources')
    .select(['id', 'thumbnail_media_id'])
    .where('tenant_code', '=', tenantCode)
    .where('id', 'in', [...resourceIds])
    .where('thumbnail_media_id', 'is not', null)
    .execute();
  return new Map(rows.flatMap((row) => (row.thumbnail_media_id ? [[row.id, row.thumbnail_media_id] as const] : [])));
}
