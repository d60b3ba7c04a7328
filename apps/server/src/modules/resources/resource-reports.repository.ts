import type { TLocaleCode } from '@portal/contracts';
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { caseInsensitive } from '../../lib/listing.ts';
import {
  resourceColumns,
  resourceFilterConditions,
  titleExpression,
  type TResourceEb,
  type TResourceFilter,
} from './resources.repository.ts';

/* The module's reports. Kysely only; every function takes the tenant code. */

export type TViewWindow = { from?: string; to?: string };

export type TPopularAssetsSort = {
  column: 'viewCount' | 'uniqueViewerCount' | 'favoriteCount' | 'title' | 'createdDate' | 'lastViewedDate';
  direction: 'asc' | 'desc';
};

/** Views of the row's resource within the window. */
function viewsOf(eb: TResourceEb, window: TViewWindow) {
  let query = eb
    .selectFrom('asset_views as pv')
    .whereRef('pv.tenant_code', '=', 'r.tenant_code')
    .whereRef('pv.resource_id', '=', 'r.id');
  if (window.from !== undefined) {
    query = query.where('pv.viewed_at', '>=', window.from);
  }
  if (window.to !== undefined) {
    query = query.where('pv.viewed_at', '<=', window.to);
  }
  return query;
}

function reportConditions(eb: TResourceEb, tenantCode: string, filter: TResourceFilter, window: TViewWindow) {
  const conditions: Expression<SqlBool>[] = resourceFilterConditions(eb, tenantCode, filter);
  // A popular-assets report lists resources viewed at least once within the dates.
  conditions.push(eb.exists(viewsOf(eb, window).select('pv.id')));
  return conditions;
}

/** How many resources of the filter were viewed within the window. */
export async function countPopularResources(
  db: Kysely<Database>,
  tenantCode: string,
  filter: TResourceFilter,
  window: TViewWindow,
): Promise<number> {
  const row = await db
    .selectFrom('resources as r')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where((eb) => eb.and(reportConditions(eb, tenantCode, filter, window)))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** A page of the filter's resources viewed within the window, with their counts, in the asked order. */
export async function findPopularResourcesPage(
  db: Kysely<Database>,
  tenantCode: string,
  filter: TResourceFilter,
  window: TViewWindow,
  sort: readonly TPopularAssetsSort[],
  page: { limit: number; offset: number },
  locale: TLocaleCode,
) {
  let query = db
    .selectFrom('resources as r')
    .select(resourceColumns)
    .select((eb) => [
      viewsOf(eb, window)
        .select((inner) => inner.fn.countAll<number>().as('c'))
        .as('view_count'),
      viewsOf(eb, window)
        .select(sql<number>`count(distinct pv.user_code)`.as('c'))
        .as('unique_viewer_count'),
      eb
        .selectFrom('resource_favorites as pf')
        .select((inner) => inner.fn.countAll<number>().as('c'))
        .whereRef('pf.tenant_code', '=', 'r.tenant_code')
        .whereRef('pf.resource_id', '=', 'r.id')
        .as('favorite_count'),
      viewsOf(eb, window)
        .select((inner) => inner.fn.max('pv.viewed_at').as('c'))
        .as('last_viewed_at'),
    ])
    .where((eb) => eb.and(reportConditions(eb, tenantCode, filter, window)));
  for (const { column, direction } of sort) {
    switch (column) {
      case 'viewCount':
        query = query.orderBy('view_count', direction);
        break;
      case 'uniqueViewerCount':
        query = query.orderBy('unique_viewer_count', direction);
        break;
      case 'favoriteCount':
        query = query.orderBy('favorite_count', direction);
        break;
      case 'lastViewedDate':
        query = query.orderBy('last_viewed_at', direction);
        break;
      case 'createdDate':
        query = query.orderBy('r.created_at', direction);
        break;
      case 'title':
        query = query.orderBy(caseInsensitive(titleExpression(locale)), direction);
        break;
    }
  }
  return query.orderBy('r.id', 'desc').limit(page.limit).offset(page.offset).execute();
}

export type TPopularResourceRow = Awaited<ReturnType<typeof findPopularResourcesPage>>[number];
