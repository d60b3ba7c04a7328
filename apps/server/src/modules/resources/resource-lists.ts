import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { TListExtras } from './resources.presenter.ts';
import {
  countViewsOfResources,
  findAssetsOfResources,
  findCategoryIdsOfResources,
  findFavoriteIds,
  type TAssetRow,
  type TResourceFilter,
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
  return { assetTypeCodes: assetTypeCodesByResource(assets), categoryIds, favoriteIds, viewCounts };
}

/** The asset types of each resource, in asset order (`findAssetsOfResources` rows). */
export function assetTypeCodesByResource(
  assets: readonly Pick<TAssetRow, 'resource_id' | 'asset_type_code'>[],
): Map<number, string[]> {
  const byResource = new Map<number, string[]>();
  for (const asset of assets) {
    const list = byResource.get(asset.resource_id) ?? [];
    list.push(asset.asset_type_code);
    byResource.set(asset.resource_id, list);
  }
  return byResource;
}

/** The search box and filters every list request shares (feed, admin list, reports). */
type TSearchFilterParameters = {
  searchText?: string | undefined;
  assetTypeCode?: readonly string[] | undefined;
  categoryIds?: readonly number[] | undefined;
};

/** The filter of a list request's search text, asset types and categories (the ones it gives). */
export function searchFilterOf(parameters: TSearchFilterParameters): TResourceFilter {
  return {
    ...(parameters.searchText ? { searchText: parameters.searchText } : {}),
    ...(parameters.assetTypeCode ? { assetTypeCodes: parameters.assetTypeCode } : {}),
    ...(parameters.categoryIds ? { categoryIds: parameters.categoryIds } : {}),
  };
}

/** The order a list request asks for (`sortColumns`), else the list's default. */
export function sortOf<TColumn extends string>(
  sortColumns: readonly { colId: TColumn; sort: 'asc' | 'desc' }[],
  fallback: readonly { column: TColumn; direction: 'asc' | 'desc' }[],
): { column: TColumn; direction: 'asc' | 'desc' }[] {
  if (sortColumns.length === 0) {
    return [...fallback];
  }
  return sortColumns.map((column) => ({ column: column.colId, direction: column.sort }));
}

/** Categories with the top-level ones first, each part keeping its order (position, code). */
export function parentsFirst<TRow extends { parent_category_id: number | null }>(rows: readonly TRow[]): TRow[] {
  return [
    ...rows.filter((row) => row.parent_category_id === null),
    ...rows.filter((row) => row.parent_category_id !== null),
  ];
}
