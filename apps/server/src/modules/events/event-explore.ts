import { EVENTS_MODULE_CODE } from '@portal/contracts';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { EVENT_ENTITY_KIND } from './event-search-documents.ts';

/**
 * Events' categories as the search index's browse reads them (Explore by category,
 * `search-browse.ts`): one row per event that has a category.
 */
export function eventCategoryLinks(tenantCode: string): RawBuilder<unknown> {
  return sql`select ${sql.lit(EVENTS_MODULE_CODE)} as module_code, ${sql.lit(EVENT_ENTITY_KIND)} as entity_kind,
      cast(id as text) as entity_id, category_id as group_id
    from events where tenant_code = ${tenantCode} and category_id is not null`;
}

/** Each of these events' cover (a media id), for the ones of the tenant that have one. */
export async function eventCoverIds(
  db: Kysely<Database>,
  tenantCode: string,
  eventIds: readonly number[],
): Promise<Map<number, string>> {
  if (eventIds.length === 0) {
    return new Map();
  }
  const rows = await db
    .selectFrom('events')
    .select(['id', 'cover_media_id'])
    .where('tenant_code', '=', tenantCode)
    .where('id', 'in', [...eventIds])
    .where('cover_media_id', 'is not', null)
    .execute();
  return new Map(rows.flatMap((row) => (row.cover_media_id ? [[row.id, row.cover_media_id] as const] : [])));
}
