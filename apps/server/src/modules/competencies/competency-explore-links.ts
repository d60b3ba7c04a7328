import { LEARNING_PATH_MODULE_CODE, RESOURCE_MODULE_CODE } from '@portal/contracts';
import { sql, type RawBuilder } from 'kysely';

/**
 * Competency tags as the search index's browse reads them (Explore by competency,
 * `search-browse.ts`): one row per tagged resource or learning path and competency. The index
 * keeps both under their own module and kind (`RESOURCE`, `PATH`), which are the tags' kinds.
 */
export function competencyTagLinks(tenantCode: string): RawBuilder<unknown> {
  return sql`select case object_kind when 'PATH' then ${sql.lit(LEARNING_PATH_MODULE_CODE)} else ${sql.lit(RESOURCE_MODULE_CODE)} end
      as module_code, object_kind as entity_kind, cast(object_id as text) as entity_id, competency_id as group_id
    from competency_tags where tenant_code = ${tenantCode} and object_kind in ('RESOURCE', 'PATH')`;
}
