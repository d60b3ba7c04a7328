import type { TLocaleCode } from '@portal/contracts';
import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type Insertable,
  type Kysely,
  type RawBuilder,
  type SqlBool,
  type Updateable,
} from 'kysely';
import type { Database, ResourceAssetAttachmentsTable, ResourceAssetsTable, ResourcesTable } from '../../db/schema.ts';
import { caseInsensitive, containsIgnoringCase } from '../../lib/listing.ts';

/* Kysely only; every function takes the tenant code and never reads or writes another tenant's row. */

export const resourceColumns = [
  'r.id',
  'r.tenant_code',
  'r.title_en',
  'r.title_fr',
  'r.description_en',
  'r.description_fr',
  'r.thumbnail_media_id',
  'r.duration_value',
  'r.duration_type',
  'r.status',
  'r.effective_date',
  'r.expiry_date',
  'r.is_featured',
  'r.is_electrified',
  'r.created_at',
  'r.created_by',
  'r.updated_at',
  'r.updated_by',
  'r.published_at',
  'r.published_by',
] as const;

export type TResourceRow = NonNullable<Awaited<ReturnType<typeof findResourceById>>>;
export type TAssetRow = Awaited<ReturnType<typeof findAssetsOfResources>>[number];
export type TAttachmentRow = Awaited<ReturnType<typeof findAttachmentsOfAssets>>[number];

export type TResourceEb = ExpressionBuilder<Database & { r: ResourcesTable }, 'r'>;

/** The tenant's resource with this id, or undefined (also when it belongs to another tenant). */
export async function findResourceById(db: Kysely<Database>, tenantCode: string, resourceId: number) {
  return db
    .selectFrom('resources as r')
    .select(resourceColumns)
    .where('r.tenant_code', '=', tenantCode)
    .where('r.id', '=', resourceId)
    .executeTakeFirst();
}

/** The tenant's resources with these ids (any order). */
export async function findResourcesByIds(db: Kysely<Database>, tenantCode: string, resourceIds: readonly number[]) {
  if (resourceIds.length === 0) {
    return [];
  }
  return db
    .selectFrom('resources as r')
    .select(resourceColumns)
    .where('r.tenant_code', '=', tenantCode)
    .where('r.id', 'in', [...resourceIds])
    .execute();
}

/** The assets of the resources, by resource then position. */
export async function findAssetsOfResources(db: Kysely<Database>, tenantCode: string, resourceIds: readonly number[]) {
  if (resourceIds.length === 0) {
    return [];
  }
  return db
    .selectFrom('resource_assets')
    .select(['id', 'resource_id', 'asset_type_code', 'title_en', 'title_fr', 'url', 'position'])
    .where('tenant_code', '=', tenantCode)
    .where('resource_id', 'in', [...resourceIds])
    .orderBy('resource_id')
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** The attachments of the assets, by asset then position. */
export async function findAttachmentsOfAssets(db: Kysely<Database>, tenantCode: string, assetIds: readonly number[]) {
  if (assetIds.length === 0) {
    return [];
  }
  return db
    .selectFrom('resource_asset_attachments')
    .select(['id', 'asset_id', 'media_id', 'size_in_bytes', 'content_type', 'file_name', 'position'])
    .where('tenant_code', '=', tenantCode)
    .where('asset_id', 'in', [...assetIds])
    .orderBy('asset_id')
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** Category ids of the resources. */
export async function findCategoryIdsOfResources(
  db: Kysely<Database>,
  tenantCode: string,
  resourceIds: readonly number[],
): Promise<Map<number, number[]>> {
  const byResource = new Map<number, number[]>();
  if (resourceIds.length === 0) {
    return byResource;
  }
  const rows = await db
    .selectFrom('resource_categories')
    .select(['resource_id', 'category_id'])
    .where('tenant_code', '=', tenantCode)
    .where('resource_id', 'in', [...resourceIds])
    .orderBy('category_id')
    .execute();
  for (const row of rows) {
    const list = byResource.get(row.resource_id) ?? [];
    list.push(row.category_id);
    byResource.set(row.resource_id, list);
  }
  return byResource;
}

/** Inserts a resource; returns its id. */
export async function insertResource(db: Kysely<Database>, values: Insertable<ResourcesTable>): Promise<number> {
  const row = await db.insertInto('resources').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Changes a resource's columns; false when the tenant has no such resource. */
export async function updateResource(
  db: Kysely<Database>,
  tenantCode: string,
  resourceId: number,
  values: Omit<Updateable<ResourcesTable>, 'id' | 'tenant_code' | 'created_at' | 'created_by'>,
): Promise<boolean> {
  const result = await db
    .updateTable('resources')
    .set(values)
    .where('tenant_code', '=', tenantCode)
    .where('id', '=', resourceId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Deletes a resource (its assets, attachments, links, views... go with it); false when unknown. */
export async function deleteResource(db: Kysely<Database>, tenantCode: string, resourceId: number): Promise<boolean> {
  // A user asset that was published as this resource keeps its history, without the link.
  await db
    .updateTable('user_assets')
    .set({ resource_id: null })
    .where('tenant_code', '=', tenantCode)
    .where('resource_id', '=', resourceId)
    .execute();
  const result = await db
    .deleteFrom('resources')
    .where('tenant_code', '=', tenantCode)
    .where('id', '=', resourceId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Replaces the resource's categories. */
export async function replaceResourceCategories(
  db: Kysely<Database>,
  tenantCode: string,
  resourceId: number,
  categoryIds: readonly number[],
): Promise<void> {
  await db
    .deleteFrom('resource_categories')
    .where('tenant_code', '=', tenantCode)
    .where('resource_id', '=', resourceId)
    .execute();
  if (categoryIds.length > 0) {
    await db
      .insertInto('resource_categories')
      .values(
        [...new Set(categoryIds)].map((categoryId) => ({
          tenant_code: tenantCode,
          resource_id: resourceId,
          category_id: categoryId,
        })),
      )
      .execute();
  }
}

export async function insertAsset(db: Kysely<Database>, values: Insertable<ResourceAssetsTable>): Promise<number> {
  const row = await db.insertInto('resource_assets').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateAsset(
  db: Kysely<Database>,
  tenantCode: string,
  resourceId: number,
  assetId: number,
  values: Pick<
    Updateable<ResourceAssetsTable>,
    'asset_type_code' | 'title_en' | 'title_fr' | 'url' | 'position' | 'updated_at'
  >,
): Promise<boolean> {
  const result = await db
    .updateTable('resource_assets')
    .set(values)
    .where('tenant_code', '=', tenantCode)
    .where('resource_id', '=', resourceId)
    .where('id', '=', assetId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Deletes the resource's assets other than `keepAssetIds` (their attachments go with them). */
export async function deleteAssetsExcept(
  db: Kysely<Database>,
  tenantCode: string,
  resourceId: number,
  keepAssetIds: readonly number[],
): Promise<void> {
  let query = db
    .deleteFrom('resource_assets')
    .where('tenant_code', '=', tenantCode)
    .where('resource_id', '=', resourceId);
  if (keepAssetIds.length > 0) {
    query = query.where('id', 'not in', [...keepAssetIds]);
  }
  await query.execute();
}

/** Replaces an asset's attachments. */
export async function replaceAttachments(
  db: Kysely<Database>,
  tenantCode: string,
  assetId: number,
  attachments: readonly Omit<Insertable<ResourceAssetAttachmentsTable>, 'tenant_code' | 'asset_id'>[],
): Promise<void> {
  await db
    .deleteFrom('resource_asset_attachments')
    .where('tenant_code', '=', tenantCode)
    .where('asset_id', '=', assetId)
    .execute();
  if (attachments.length > 0) {
    await db
      .insertInto('resource_asset_attachments')
      .values(attachments.map((attachment) => ({ ...attachment, tenant_code: tenantCode, asset_id: assetId })))
      .execute();
  }
}

/** The resource holding a media as its thumbnail or in an attachment (the lowest id when several). */
export async function findResourceHoldingMedia(db: Kysely<Database>, tenantCode: string, mediaId: string) {
  const attachment = await db
    .selectFrom('resource_asset_attachments as a')
    .innerJoin('resource_assets as s', (join) =>
      join.onRef('s.tenant_code', '=', 'a.tenant_code').onRef('s.id', '=', 'a.asset_id'),
    )
    .select(['s.resource_id', 's.id as asset_id', 's.asset_type_code'])
    .where('a.tenant_code', '=', tenantCode)
    .where('a.media_id', '=', mediaId)
    .orderBy('s.resource_id')
    .executeTakeFirst();
  if (attachment) {
    return {
      resourceId: attachment.resource_id,
      assetId: attachment.asset_id,
      assetTypeCode: attachment.asset_type_code,
    };
  }
  const thumbnail = await db
    .selectFrom('resources')
    .select('id')
    .where('tenant_code', '=', tenantCode)
    .where('thumbnail_media_id', '=', mediaId)
    .orderBy('id')
    .executeTakeFirst();
  return thumbnail ? { resourceId: thumbnail.id, assetId: null, assetTypeCode: null } : undefined;
}

// ---------------------------------------------------------------------------------------------
// Lists

/** Which resources a list holds. Every condition is optional; all given ones apply. */
export type TResourceFilter = {
  /** Learners' view: published, effective at `now`, not expired at `now`. */
  visibleAt?: string;
  statuses?: readonly string[];
  searchText?: string;
  assetTypeCodes?: readonly string[];
  categoryIds?: readonly number[];
  isFeatured?: boolean;
  isElectrified?: boolean;
  /** Only these ids. */
  resourceIds?: readonly number[];
  excludeResourceId?: number;
  /** Favourites of this user. */
  favoriteOf?: string;
  /** Recommended to this user: recommendations of these sources. */
  recommendedTo?: { userCode: string; sources: readonly string[]; orInUserCategories: boolean };
  /** Sharing a category with this resource. */
  relatedTo?: number;
  /** Viewed at least once since. */
  viewedSince?: string;
};

export type TResourceSort = {
  column:
    'createdDate' | 'modifiedDate' | 'title' | 'effectiveDate' | 'expiryDate' | 'status' | 'viewCount' | 'recentViews';
  direction: 'asc' | 'desc';
};

/** The title shown in a locale (else the other one's), for sorting. */
export function titleExpression(locale: TLocaleCode) {
  return locale === 'fr-CA'
    ? sql<string>`coalesce(r.title_fr, r.title_en)`
    : sql<string>`coalesce(r.title_en, r.title_fr)`;
}

type TOrderTerm = { expression: RawBuilder<unknown>; direction: 'asc' | 'desc' };

/**
 * The order of a sort on `resources as r`, as terms both a list's `order by` and a per-category
 * ranking use. `recentViews` counts the views since `filter.viewedSince` (trending).
 */
function orderTermsOf(sort: readonly TResourceSort[], filter: TResourceFilter, locale: TLocaleCode): TOrderTerm[] {
  return sort.flatMap(({ column, direction }): TOrderTerm[] => {
    switch (column) {
      case 'createdDate':
        return [{ expression: sql`r.created_at`, direction }];
      case 'modifiedDate':
        return [{ expression: sql`r.updated_at`, direction }];
      case 'effectiveDate':
        return [{ expression: sql`r.effective_date`, direction }];
      case 'expiryDate':
        // Missing expiry dates last whatever the direction (never expire).
        return [
          { expression: sql`case when r.expiry_date is null then 1 else 0 end`, direction: 'asc' },
          { expression: sql`r.expiry_date`, direction },
        ];
      case 'status':
        return [{ expression: sql`r.status`, direction }];
      case 'title':
        return [{ expression: caseInsensitive(titleExpression(locale)), direction }];
      case 'viewCount':
      case 'recentViews': {
        const since = column === 'recentViews' ? filter.viewedSince : undefined;
        const sinceCondition = since === undefined ? sql`` : sql` and ov.viewed_at >= ${since}`;
        const views = sql`(select count(*) from asset_views ov where ov.tenant_code = r.tenant_code and ov.resource_id = r.id${sinceCondition})`;
        return [{ expression: views, direction }];
      }
    }
  });
}

/**
 * The ids of the tenant's categories given and of all their descendants, as a subquery: a parent
 * category holds what its children hold (the tree has no fixed depth, hence the recursion; both
 * dialects run `with recursive` inside a subquery, evaluated once, not per resource).
 */
function categoryTreeIds(tenantCode: string, categoryIds: readonly number[]) {
  const ids = sql.join([...new Set(categoryIds)]);
  return sql`with recursive category_tree(id) as (
    select c.id from categories c where c.tenant_code = ${tenantCode} and c.id in (${ids})
    union
    select child.id from categories child
    inner join category_tree parent on child.parent_category_id = parent.id
    where child.tenant_code = ${tenantCode}
  ) select id from category_tree`;
}

/** The conditions of a filter on `resources as r` (for the lists here and the reports). */
export function resourceFilterConditions(
  eb: TResourceEb,
  tenantCode: string,
  filter: TResourceFilter,
): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [eb('r.tenant_code', '=', tenantCode)];
  if (filter.visibleAt !== undefined) {
    conditions.push(
      eb('r.status', '=', 'PUBLISHED'),
      eb('r.effective_date', '<=', filter.visibleAt),
      eb.or([eb('r.expiry_date', 'is', null), eb('r.expiry_date', '>', filter.visibleAt)]),
    );
  }
  if (filter.statuses && filter.statuses.length > 0) {
    conditions.push(eb('r.status', 'in', [...filter.statuses]));
  }
  if (filter.isFeatured !== undefined) {
    conditions.push(eb('r.is_featured', '=', filter.isFeatured));
  }
  if (filter.isElectrified !== undefined) {
    conditions.push(eb('r.is_electrified', '=', filter.isElectrified));
  }
  if (filter.resourceIds !== undefined) {
    conditions.push(filter.resourceIds.length > 0 ? eb('r.id', 'in', [...filter.resourceIds]) : sql<SqlBool>`1 = 0`);
  }
  if (filter.excludeResourceId !== undefined) {
    conditions.push(eb('r.id', '!=', filter.excludeResourceId));
  }
  const searchText = filter.searchText?.trim();
  if (searchText) {
    conditions.push(
      eb.or([
        containsIgnoringCase(
          [eb.ref('r.title_en'), eb.ref('r.title_fr'), eb.ref('r.description_en'), eb.ref('r.description_fr')],
          searchText,
        ),
        eb.exists(
          eb
            .selectFrom('resource_assets as sa')
            .select('sa.id')
            .whereRef('sa.tenant_code', '=', 'r.tenant_code')
            .whereRef('sa.resource_id', '=', 'r.id')
            .where((inner) => containsIgnoringCase([inner.ref('sa.title_en'), inner.ref('sa.title_fr')], searchText)),
        ),
      ]),
    );
  }
  if (filter.assetTypeCodes && filter.assetTypeCodes.length > 0) {
    conditions.push(
      eb.exists(
        eb
          .selectFrom('resource_assets as ta')
          .select('ta.id')
          .whereRef('ta.tenant_code', '=', 'r.tenant_code')
          .whereRef('ta.resource_id', '=', 'r.id')
          .where('ta.asset_type_code', 'in', [...filter.assetTypeCodes]),
      ),
    );
  }
  if (filter.categoryIds && filter.categoryIds.length > 0) {
    conditions.push(
      eb.exists(
        eb
          .selectFrom('resource_categories as rc')
          .select('rc.category_id')
          .whereRef('rc.tenant_code', '=', 'r.tenant_code')
          .whereRef('rc.resource_id', '=', 'r.id')
          .where(sql<SqlBool>`rc.category_id in (${categoryTreeIds(tenantCode, filter.categoryIds)})`),
      ),
    );
  }
  if (filter.favoriteOf !== undefined) {
    conditions.push(
      eb.exists(
        eb
          .selectFrom('resource_favorites as f')
          .select('f.resource_id')
          .whereRef('f.tenant_code', '=', 'r.tenant_code')
          .whereRef('f.resource_id', '=', 'r.id')
          .where('f.user_code', '=', filter.favoriteOf),
      ),
    );
  }
  if (filter.recommendedTo !== undefined) {
    const { userCode, sources, orInUserCategories } = filter.recommendedTo;
    const recommended = eb.exists(
      eb
        .selectFrom('resource_recommendations as rr')
        .select('rr.resource_id')
        .whereRef('rr.tenant_code', '=', 'r.tenant_code')
        .whereRef('rr.resource_id', '=', 'r.id')
        .where('rr.user_code', '=', userCode)
        .where('rr.source', 'in', [...sources]),
    );
    const inUserCategories = eb.exists(
      eb
        .selectFrom('resource_categories as uc_rc')
        .innerJoin('user_categories as uc', (join) =>
          join.onRef('uc.tenant_code', '=', 'uc_rc.tenant_code').onRef('uc.category_id', '=', 'uc_rc.category_id'),
        )
        .select('uc_rc.resource_id')
        .whereRef('uc_rc.tenant_code', '=', 'r.tenant_code')
        .whereRef('uc_rc.resource_id', '=', 'r.id')
        .where('uc.user_code', '=', userCode),
    );
    conditions.push(orInUserCategories ? eb.or([recommended, inUserCategories]) : recommended);
  }
  if (filter.relatedTo !== undefined) {
    conditions.push(
      eb.exists(
        eb
          .selectFrom('resource_categories as mine')
          .innerJoin('resource_categories as theirs', (join) =>
            join
              .onRef('theirs.tenant_code', '=', 'mine.tenant_code')
              .onRef('theirs.category_id', '=', 'mine.category_id'),
          )
          .select('mine.resource_id')
          .whereRef('mine.tenant_code', '=', 'r.tenant_code')
          .whereRef('mine.resource_id', '=', 'r.id')
          .where('theirs.resource_id', '=', filter.relatedTo),
      ),
    );
  }
  if (filter.viewedSince !== undefined) {
    conditions.push(
      eb.exists(
        eb
          .selectFrom('asset_views as vs')
          .select('vs.id')
          .whereRef('vs.tenant_code', '=', 'r.tenant_code')
          .whereRef('vs.resource_id', '=', 'r.id')
          .where('vs.viewed_at', '>=', filter.viewedSince),
      ),
    );
  }
  return conditions;
}

/** How many resources the filter holds. */
export async function countResources(
  db: Kysely<Database>,
  tenantCode: string,
  filter: TResourceFilter,
): Promise<number> {
  const row = await db
    .selectFrom('resources as r')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where((eb) => eb.and(resourceFilterConditions(eb, tenantCode, filter)))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** The ids of the filter's resources, as a subquery. */
function filteredResourceIds(db: Kysely<Database>, tenantCode: string, filter: TResourceFilter) {
  return db
    .selectFrom('resources as r')
    .select('r.id')
    .where((eb) => eb.and(resourceFilterConditions(eb, tenantCode, filter)));
}

/**
 * One page of the filter's resources in the asked order (ties: the newest id first, so pages never
 * overlap). `recentViews` orders by views since `filter.viewedSince` (trending).
 */
export async function findResourcesPage(
  db: Kysely<Database>,
  tenantCode: string,
  filter: TResourceFilter,
  sort: readonly TResourceSort[],
  window: { limit: number; offset: number },
  locale: TLocaleCode,
) {
  let query = db
    .selectFrom('resources as r')
    .select(resourceColumns)
    .where((eb) => eb.and(resourceFilterConditions(eb, tenantCode, filter)));
  for (const { expression, direction } of orderTermsOf(sort, filter, locale)) {
    query = query.orderBy(expression, direction);
  }
  return query.orderBy('r.id', 'desc').limit(window.limit).offset(window.offset).execute();
}

/** Per category, how many of the filter's resources it holds (categories holding none are absent). */
export async function countResourcesPerCategory(
  db: Kysely<Database>,
  tenantCode: string,
  filter: TResourceFilter,
): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('resource_categories as pc')
    .select((eb) => ['pc.category_id', eb.fn.countAll<number>().as('count')])
    .where('pc.tenant_code', '=', tenantCode)
    .where('pc.resource_id', 'in', filteredResourceIds(db, tenantCode, filter))
    .groupBy('pc.category_id')
    .execute();
  return new Map(rows.map((row) => [row.category_id, Number(row.count)]));
}

/**
 * The first `limit` of the filter's resources in each of the categories, in the asked order (ties:
 * the newest id first), in one query: what `findResourcesPage` answers per category, each row
 * with its `category_id` (a resource in two categories comes once for each).
 */
export async function findFirstResourcesPerCategory(
  db: Kysely<Database>,
  tenantCode: string,
  filter: TResourceFilter,
  categoryIds: readonly number[],
  sort: readonly TResourceSort[],
  limit: number,
  locale: TLocaleCode,
) {
  if (categoryIds.length === 0) {
    return [];
  }
  const order = [
    ...orderTermsOf(sort, filter, locale).map(({ expression, direction }) => sql`${expression} ${sql.raw(direction)}`),
    sql`r.id desc`,
  ];
  const ranked = db
    .selectFrom('resource_categories as pc')
    .innerJoin('resources as r', (join) =>
      join.onRef('r.tenant_code', '=', 'pc.tenant_code').onRef('r.id', '=', 'pc.resource_id'),
    )
    .select(resourceColumns)
    .select([
      'pc.category_id',
      sql<number>`row_number() over (partition by pc.category_id order by ${sql.join(order)})`.as('category_rank'),
    ])
    .where('pc.tenant_code', '=', tenantCode)
    .where('pc.category_id', 'in', [...categoryIds])
    .where('r.id', 'in', filteredResourceIds(db, tenantCode, filter));
  return db
    .selectFrom(ranked.as('ranked'))
    .selectAll()
    .where('ranked.category_rank', '<=', limit)
    .orderBy('ranked.category_id')
    .orderBy('ranked.category_rank')
    .execute();
}

/** View counts of the resources (all time, or since a time). */
export async function countViewsOfResources(
  db: Kysely<Database>,
  tenantCode: string,
  resourceIds: readonly number[],
  since?: string,
): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  if (resourceIds.length === 0) {
    return counts;
  }
  let query = db
    .selectFrom('asset_views')
    .select((eb) => ['resource_id', eb.fn.countAll<number>().as('count')])
    .where('tenant_code', '=', tenantCode)
    .where('resource_id', 'in', [...resourceIds]);
  if (since !== undefined) {
    query = query.where('viewed_at', '>=', since);
  }
  for (const row of await query.groupBy('resource_id').execute()) {
    counts.set(row.resource_id, Number(row.count));
  }
  return counts;
}

/** Which of the resources are favourites of the user. */
export async function findFavoriteIds(
  db: Kysely<Database>,
  tenantCode: string,
  userCode: string,
  resourceIds: readonly number[],
): Promise<Set<number>> {
  if (resourceIds.length === 0) {
    return new Set();
  }
  const rows = await db
    .selectFrom('resource_favorites')
    .select('resource_id')
    .where('tenant_code', '=', tenantCode)
    .where('user_code', '=', userCode)
    .where('resource_id', 'in', [...resourceIds])
    .execute();
  return new Set(rows.map((row) => row.resource_id));
}

/**
 * How many published resources of the tenant expire in [from, until) (ISO times): the admin home's
 * "expiring soon", so an administrator can extend or replace them before learners lose them.
 */
export async function countResourcesExpiringBetween(
  db: Kysely<Database>,
  tenantCode: string,
  from: string,
  until: string,
): Promise<number> {
  const row = await db
    .selectFrom('resources')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('tenant_code', '=', tenantCode)
    .where('status', '=', 'PUBLISHED')
    .where('expiry_date', '>=', from)
    .where('expiry_date', '<', until)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}
