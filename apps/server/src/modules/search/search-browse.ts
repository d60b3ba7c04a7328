import { sql, type Kysely, type RawBuilder } from 'kysely';
import { isSqlite } from '../../db/migration-helpers.ts';
import type { Database } from '../../db/schema.ts';
import { viewerSearchKeysOf } from './search-audience.ts';
import { foldWord } from './search-text.ts';

/*
 * Browsing the search index without words (Explore, issue 20): the same documents a search finds
 * (the tenant's, PUBLISHED, inside their effective and expiry dates, for everyone or for an
 * audience the viewer holds, of the modules asked), listed newest first, counted, or grouped by
 * something another module links them to (a category, a competency). One document per entity:
 * the viewer's language, else another language's when the entity has none in theirs.
 * Plain SQL on both databases: these reads are filters and sorts on the index's own columns, not
 * ranked full-text matches.
 */

/** Which entities of the index: a module's kind (`RESOURCELIBRARY`/`RESOURCE`). */
export type TBrowseEntity = { moduleCode: string; entityKind: string };

export type TBrowseScope = {
  tenantCode: string;
  /** The viewer's language: its document first, another language's only when it has none. */
  locale: string;
  /** The entity kinds to list (the tenant's enabled modules'); none lists nothing. */
  entities: readonly TBrowseEntity[];
  /** The viewer's audience keys (`viewerAudienceKeys`). */
  audienceKeys: readonly string[];
  /** Dates are compared with this instant. */
  now: string;
};

/**
 * Links from entities to groups, written by the module owning the links (resource categories, event
 * categories, competency tags): a select of `module_code`, `entity_kind`, `entity_id` (text, as the
 * index keeps it) and `group_id`, one row per entity and group, of one tenant.
 */
export type TBrowseLinks = RawBuilder<unknown>;

export type TBrowseFilter = {
  /**
   * Effective at or after this instant (every content module writes an effective date for what it
   * publishes; a range of the index `search_documents_published_idx`, migration 0034).
   */
  publishedSince?: string | undefined;
  /** Words the title holds, ignoring case and accents. */
  titleContains?: string | undefined;
  /** Entities linked to this group. */
  group?: { links: TBrowseLinks; groupId: number } | undefined;
};

export type TBrowseDocument = {
  module_code: string;
  entity_kind: string;
  entity_id: string;
  locale: string;
  title: string;
  text: string;
  url: string | null;
  asset_type_code: string | null;
  published_at: string;
};

/** When a document counts as published: its effective date, else when it was indexed. */
const PUBLISHED_AT = sql`coalesce(d.effective_date, d.created_at)`;

const DOCUMENT_COLUMNS = sql`d.module_code, d.entity_kind, d.entity_id, d.locale, d.title, d.text, d.url,
  d.asset_type_code, ${PUBLISHED_AT} as published_at`;

/** Whether document `d` is for everyone or shares a key with the viewer's. */
function audienceCondition(db: Kysely<Database>, keys: readonly string[]): RawBuilder<unknown> {
  const viewerKeys = viewerSearchKeysOf(keys);
  if (viewerKeys.length === 0) {
    return sql`d.audience is null`;
  }
  return isSqlite(db)
    ? sql`(d.audience is null or exists (select 1 from json_each(d.audience) k where k.value in (${sql.join(viewerKeys)})))`
    : sql`(d.audience is null or exists (select 1 from jsonb_array_elements_text(cast(d.audience as jsonb)) k
        where k = any(cast(${viewerKeys} as text[]))))`;
}

/** The documents of `d` the viewer may find now, one per entity (their language first). */
function visibleDocuments(db: Kysely<Database>, scope: TBrowseScope): RawBuilder<unknown> {
  const kinds = sql.join(
    scope.entities.map(
      (entity) => sql`(d.module_code = ${entity.moduleCode} and d.entity_kind = ${entity.entityKind})`,
    ),
    sql` or `,
  );
  return sql`d.tenant_code = ${scope.tenantCode} and d.status = 'PUBLISHED' and (${kinds})
    and (d.effective_date is null or d.effective_date <= ${scope.now})
    and (d.expiry_date is null or d.expiry_date > ${scope.now})
    and ${audienceCondition(db, scope.audienceKeys)}
    and (d.locale = ${scope.locale} or not exists (
      select 1 from search_documents o
      where o.tenant_code = d.tenant_code and o.module_code = d.module_code and o.entity_kind = d.entity_kind
        and o.entity_id = d.entity_id and o.locale = ${scope.locale} and o.status = 'PUBLISHED'))`;
}

/** `%`, `_` and the escape character itself, escaped for LIKE. */
function likePattern(words: string): string {
  return `%${foldWord(words).replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function filterConditions(filter: TBrowseFilter): RawBuilder<unknown> {
  const parts = [
    ...(filter.publishedSince === undefined ? [] : [sql`d.effective_date >= ${filter.publishedSince}`]),
    ...(filter.titleContains === undefined || filter.titleContains === ''
      ? []
      : [sql`d.sort_title like ${likePattern(filter.titleContains)} escape '\\'`]),
  ];
  return parts.length === 0 ? sql`` : sql`and ${sql.join(parts, sql` and `)}`;
}

/**
 * A link's document (the tenant is the visibility condition's). Joined as `links cross join
 * documents`: SQLite then reads the links first (a group's few thousand) and finds each document by
 * the index's unique key; without table statistics (the portal never runs ANALYZE) it otherwise
 * walked the documents by date and read every link for each (minutes at 100 000 items).
 * PostgreSQL plans the join itself.
 */
const LINKED = sql`d.module_code = l.module_code and d.entity_kind = l.entity_kind and d.entity_id = l.entity_id`;

/**
 * Newest first, then the latest indexed, alike on both databases: the order of the index
 * `search_documents_published_idx` (migration 0034), so a page of the newest reads a few rows.
 */
const NEWEST_FIRST = sql`d.effective_date desc nulls last, d.id desc`;

/**
 * A page of the documents the viewer may find, newest first, and how many there are in all.
 * Nothing when the scope lists no entity kinds.
 */
export async function browseDocuments(
  db: Kysely<Database>,
  scope: TBrowseScope,
  filter: TBrowseFilter,
  page: { offset: number; limit: number; isCounted?: boolean },
): Promise<{ total: number; documents: TBrowseDocument[] }> {
  if (scope.entities.length === 0) {
    return { total: 0, documents: [] };
  }
  const visibleWhere = sql`${visibleDocuments(db, scope)} ${filterConditions(filter)}`;
  // A group's documents are found from its links (a few thousand), each by the index's unique key.
  const from = filter.group ? sql`(${filter.group.links}) l cross join search_documents d` : sql`search_documents d`;
  const where = filter.group
    ? sql`l.group_id = ${filter.group.groupId} and ${LINKED} and ${visibleWhere}`
    : visibleWhere;
  const listed = await sql<TBrowseDocument>`select ${DOCUMENT_COLUMNS} from ${from} where ${where}
    order by ${NEWEST_FIRST} limit ${page.limit} offset ${page.offset}`.execute(db);
  if (page.isCounted === false) {
    // A row of the page only: counting every match reads them all.
    return { total: listed.rows.length, documents: listed.rows };
  }
  const counted = await sql<{ total: number | string }>`select count(*) as total from ${from}
    where ${where}`.execute(db);
  return { total: Number(counted.rows[0]?.total ?? 0), documents: listed.rows };
}

/**
 * The documents of these entities the viewer may find (in their order; those they may not find,
 * or of a kind not in the scope, are left out).
 */
export async function findBrowseDocuments(
  db: Kysely<Database>,
  scope: TBrowseScope,
  entities: readonly { moduleCode: string; entityKind: string; entityId: string }[],
): Promise<TBrowseDocument[]> {
  if (scope.entities.length === 0 || entities.length === 0) {
    return [];
  }
  // One branch per module and kind, each a list of ids: lookups by the index's unique key.
  const byKind = new Map<string, { moduleCode: string; entityKind: string; ids: string[] }>();
  for (const entity of entities) {
    const key = `${entity.moduleCode}/${entity.entityKind}`;
    const kind = byKind.get(key) ?? { moduleCode: entity.moduleCode, entityKind: entity.entityKind, ids: [] };
    kind.ids.push(entity.entityId);
    byKind.set(key, kind);
  }
  const visible = visibleDocuments(db, scope);
  const { rows } = await sql<TBrowseDocument>`${sql.join(
    [...byKind.values()].map(
      (kind) => sql`select ${DOCUMENT_COLUMNS} from search_documents d
        where d.tenant_code = ${scope.tenantCode} and d.module_code = ${kind.moduleCode}
          and d.entity_kind = ${kind.entityKind} and d.entity_id in (${sql.join(kind.ids)}) and ${visible}`,
    ),
    sql` union all `,
  )}`.execute(db);
  const byKey = new Map(rows.map((row) => [`${row.module_code}/${row.entity_kind}/${row.entity_id}`, row]));
  return entities.flatMap((entity) => {
    const row = byKey.get(`${entity.moduleCode}/${entity.entityKind}/${entity.entityId}`);
    return row ? [row] : [];
  });
}

export type TBrowseGroup = { groupId: number; total: number; documents: TBrowseDocument[] };

/**
 * Every group holding documents the viewer may find: how many, and the newest `perGroup` of them.
 * One statement: the links joined to the visible documents, numbered within each group.
 */
export async function browseGroups(
  db: Kysely<Database>,
  scope: TBrowseScope,
  links: TBrowseLinks,
  perGroup: number,
): Promise<TBrowseGroup[]> {
  if (scope.entities.length === 0) {
    return [];
  }
  const { rows } = await sql<TBrowseDocument & { group_id: number; position: number | string; total: number | string }>`
    select * from (
      select l.group_id, ${DOCUMENT_COLUMNS},
        row_number() over (partition by l.group_id order by ${NEWEST_FIRST}) as position,
        count(*) over (partition by l.group_id) as total
      from (${links}) l cross join search_documents d
      where ${LINKED} and ${visibleDocuments(db, scope)}
    ) numbered
    where position <= ${perGroup}
    order by group_id, position`.execute(db);
  const groups = new Map<number, TBrowseGroup>();
  for (const { group_id: groupId, position: _position, total, ...document } of rows) {
    const id = Number(groupId);
    const group = groups.get(id) ?? { groupId: id, total: Number(total), documents: [] };
    group.documents.push(document);
    groups.set(id, group);
  }
  return [...groups.values()];
}
