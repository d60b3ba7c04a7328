import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { TListExtras } from './resources.presenter.ts';
import {
  countViewsOfResources,
  findAssetsOfResources,
  findCategoryIdsOfResources,
  findFavoriteIds,
  type TResourceRow,
} from './resources.repository.ts';

/**
 * What list items show beside the resource row, for one page at once (a query per kind, never per
 * row): asset types, category ids, the caller's favourites and view counts.
 */
export async function loadListExtras(
  db: Kysely<Database>,
  tenantCode: string,
  userCode: string,
  rows: readonly Pick<TResourceRow, 'id'>[],
): Promise<TListExtras> {
  const ids = rows.map((row) => row.id);
  const [assets, categoryIds, favoriteIds, viewCounts] = await Promise.all([
    findAssetsOfResources(db, tenantCode, ids),
    findCategoryIdsOfResources(db, tenantCode, ids),
    findFavoriteIds(db, tenantCode, userCode, ids),
    countViewsOfResources(db, tenantCode, ids),
  ]);
  const assetTypeCodes = new Map<number, string[]>();
  for (const asset of assets) {
    const list = assetTypeCodes.get(asset.resource_id) ?? [];
    list.push(asset.asset_type_code);
    assetTypeCodes.set(asset.resource_id, list);
  }
  return { assetTypeCodes, categoryIds, favoriteIds, viewCounts };
}
