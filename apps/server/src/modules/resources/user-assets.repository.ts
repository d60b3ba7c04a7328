import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database, UserAssetsTable } from '../../db/schema.ts';

/* Learners' uploads. Kysely only; every function takes the tenant code. */

const userAssetColumns = [
  'id',
  'tenant_code',
  'user_code',
  'asset_type_code',
  'title',
  'description',
  'locale',
  'url',
  'media_id',
  'size_in_bytes',
  'content_type',
  'file_name',
  'status_id',
  'effective_date',
  'expiry_date',
  'review_comment',
  'reviewed_by',
  'reviewed_at',
  'resource_id',
  'created_at',
  'updated_at',
] as const;

export type TUserAssetRow = NonNullable<Awaited<ReturnType<typeof findUserAssetById>>>;

export async function findUserAssetById(db: Kysely<Database>, tenantCode: string, userAssetId: number) {
  return db
    .selectFrom('user_assets')
    .select(userAssetColumns)
    .where('tenant_code', '=', tenantCode)
    .where('id', '=', userAssetId)
    .executeTakeFirst();
}

/** One page of uploads (of one user, of one status), newest first, and how many there are. */
export async function findUserAssetsPage(
  db: Kysely<Database>,
  tenantCode: string,
  filter: { userCode?: string; statusId?: number },
  window: { limit: number; offset: number },
) {
  let base = db.selectFrom('user_assets').where('tenant_code', '=', tenantCode);
  if (filter.userCode !== undefined) {
    base = base.where('user_code', '=', filter.userCode);
  }
  if (filter.statusId !== undefined) {
    base = base.where('status_id', '=', filter.statusId);
  }
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirst(),
    base
      .select(userAssetColumns)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
  ]);
  return { rows, totalRecords: Number(count?.count ?? 0) };
}

export async function insertUserAsset(db: Kysely<Database>, values: Insertable<UserAssetsTable>): Promise<number> {
  const row = await db.insertInto('user_assets').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateUserAsset(
  db: Kysely<Database>,
  tenantCode: string,
  userAssetId: number,
  values: Omit<Updateable<UserAssetsTable>, 'id' | 'tenant_code' | 'user_code' | 'created_at'>,
): Promise<boolean> {
  const result = await db
    .updateTable('user_assets')
    .set(values)
    .where('tenant_code', '=', tenantCode)
    .where('id', '=', userAssetId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Category ids of uploads. */
export async function findUserAssetCategoryIds(
  db: Kysely<Database>,
  tenantCode: string,
  userAssetIds: readonly number[],
): Promise<Map<number, number[]>> {
  const byAsset = new Map<number, number[]>();
  if (userAssetIds.length === 0) {
    return byAsset;
  }
  const rows = await db
    .selectFrom('user_asset_categories')
    .select(['user_asset_id', 'category_id'])
    .where('tenant_code', '=', tenantCode)
    .where('user_asset_id', 'in', [...userAssetIds])
    .orderBy('category_id')
    .execute();
  for (const row of rows) {
    const list = byAsset.get(row.user_asset_id) ?? [];
    list.push(row.category_id);
    byAsset.set(row.user_asset_id, list);
  }
  return byAsset;
}

export async function replaceUserAssetCategories(
  db: Kysely<Database>,
  tenantCode: string,
  userAssetId: number,
  categoryIds: readonly number[],
): Promise<void> {
  await db
    .deleteFrom('user_asset_categories')
    .where('tenant_code', '=', tenantCode)
    .where('user_asset_id', '=', userAssetId)
    .execute();
  if (categoryIds.length > 0) {
    await db
      .insertInto('user_asset_categories')
      .values(
        [...new Set(categoryIds)].map((categoryId) => ({
          tenant_code: tenantCode,
          user_asset_id: userAssetId,
          category_id: categoryId,
        })),
      )
      .execute();
  }
}

/** How many of the tenant's uploads have this status (the admin home's "uploads awaiting review"). */
export async function countUserAssetsWithStatus(
  db: Kysely<Database>,
  tenantCode: string,
  statusId: number,
): Promise<number> {
  const row = await db
    .selectFrom('user_assets')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('tenant_code', '=', tenantCode)
    .where('status_id', '=', statusId)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}
