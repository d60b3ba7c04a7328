import {
  defaultAssetSort,
  isModuleEnabled,
  listLocaleOf,
  ResourceDefaults,
  RESOURCE_MESSAGES,
  trendingSince,
  type TAssetListItem,
  type TAssetListResponse,
  type TAssetSearchRequest,
  type TAssetsByCategoryResponse,
  type TAssetsByCompetencyResponse,
  type TLocaleCode,
  type TModuleCode,
  type TSkillScoreAssetsRequest,
} from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { isForeignKeyViolation } from '../../lib/foreign-key-violation.ts';
import { pageWindow } from '../../lib/listing.ts';
import { findCategories } from './categories.repository.ts';
import {
  deleteFavorite,
  deleteRecommendationsOfUser,
  insertAssetView,
  insertFavorite,
  insertRecommendations,
} from './resource-activity.repository.ts';
import { loadListExtras, parentsFirst, searchFilterOf, sortOf } from './resource-lists.ts';
import { isSameTenant, type TResourceActor } from './resources.policy.ts';
import { categoryName, isVisibleRow, presentAssetListItem } from './resources.presenter.ts';
import { announceStatements, createLearningRecordService } from '../learning-record/learning-record.service.ts';
import { skillScoreResourcesOf } from '../skills/skill-score-assets.ts';
import {
  countResources,
  countResourcesPerCategory,
  countViewsOfResources,
  findAssetsOfResources,
  findFirstResourcesPerCategory,
  findResourceById,
  findResourcesByIds,
  findResourcesPage,
  type TResourceFilter,
  type TResourceSort,
} from './resources.repository.ts';

/** Recommendation sources: an administrator's, or the user's own choice (onboarding). */
const learningRecord = createLearningRecordService();

export const RECOMMENDATION_SOURCES = { admin: 'ADMIN', chosen: 'CHOSEN' } as const;

/**
 * Records that a user opened a resource (optionally one of its assets): what `POST
 * /api/assets/{id}/view` does, callable by the demo seed (trending, reports). Answers the
 * resource's view count.
 */
export async function recordAssetView(
  db: Kysely<Database>,
  tenantCode: string,
  userCode: string,
  resourceId: number,
  assetId: number | null = null,
  viewedAt: string = new Date().toISOString(),
): Promise<number> {
  // The view and its statement in the learning record (the one store of what learners did) together.
  const write = async (trx: Kysely<Database>) => {
    await insertAssetView(trx, { tenantCode, userCode, resourceId, assetId, viewedAt });
    await learningRecord.record(
      trx,
      tenantCode,
      [
        {
          actorUserCode: userCode,
          verb: 'viewed',
          objectKind: 'RESOURCE',
          objectId: String(resourceId),
          idempotencyKey: `viewed:${userCode}:RESOURCE:${resourceId}:${assetId ?? ''}:${viewedAt}`,
        },
      ],
      viewedAt,
    );
  };
  await (db.isTransaction ? write(db) : db.transaction().execute(write));
  // Committed: readers of the record (a learner's path progress) reload.
  announceStatements(tenantCode, [userCode]);
  return (await countViewsOfResources(db, tenantCode, [resourceId])).get(resourceId) ?? 0;
}

// Skill-score lists order by gap then modified date in memory; the page query only loads them.
const SKILL_SCORE_SORT: TResourceSort[] = [{ column: 'modifiedDate', direction: 'desc' }];

type TResourcePageRow = Awaited<ReturnType<typeof findResourcesPage>>[number];

const NEWEST_FIRST: TResourceSort[] = [
  { column: defaultAssetSort('created').colId, direction: defaultAssetSort('created').sort },
];

export type TAssetListsService = ReturnType<typeof createAssetListsService>;

/**
 * The feed (spec section 7 "Assets search", base `/api/assets`): lists of the resources the
 * caller may see (published, effective, not expired), their views and favourites. Every list is
 * one count and one page query, then one query per kind of extra for the whole page.
 */
export function createAssetListsService(
  db: Kysely<Database>,
  deps: {
    /** The tenant's enabled modules (the skill-score calls answer only with ASSESSMENT). */
    enabledModuleCodes?: (tenantCode: string) => Promise<readonly TModuleCode[]>;
  } = {},
) {
  /** What learners may see now of a filter, narrowed by the request's search text and filters. */
  function visibleFilterOf(request: TAssetSearchRequest, filter: TResourceFilter): TResourceFilter {
    return { ...filter, visibleAt: new Date().toISOString(), ...searchFilterOf(request.searchParameters) };
  }

  /** The page of a filter, in the request's locale, visible resources only. */
  async function listPage(
    actor: TResourceActor,
    request: TAssetSearchRequest,
    filter: TResourceFilter,
    fallbackSort: TResourceSort[],
  ): Promise<TAssetListResponse> {
    const locale = listLocaleOf(request.searchParameters, actor.defaultLocale);
    const visible = visibleFilterOf(request, filter);
    const [totalRecords, rows] = await Promise.all([
      countResources(db, actor.tenantCode, visible),
      findResourcesPage(
        db,
        actor.tenantCode,
        visible,
        sortOf(request.sortColumns, fallbackSort),
        pageWindow(request),
        locale,
      ),
    ]);
    const extras = await loadListExtras(db, actor.tenantCode, actor.userCode, rows);
    return { result: rows.map((row) => presentAssetListItem(row, extras, locale)), totalRecords };
  }

  /** A resource the caller may see now, else 404. */
  async function loadVisible(actor: TResourceActor, resourceId: number) {
    const row = await findResourceById(db, actor.tenantCode, resourceId);
    if (!row || !isSameTenant(actor, row) || !isVisibleRow(row)) {
      throw notFound('The resource');
    }
    return row;
  }

  /** `POST /search`: search text (titles, descriptions, asset titles), asset types, categories; newest first. */
  function search(actor: TResourceActor, request: TAssetSearchRequest) {
    return listPage(actor, request, {}, NEWEST_FIRST);
  }

  /** `POST /recommended`: recommended to the caller (by an admin or chosen) or in the caller's categories. */
  function recommended(actor: TResourceActor, request: TAssetSearchRequest) {
    return listPage(
      actor,
      request,
      {
        recommendedTo: {
          userCode: actor.userCode,
          sources: [RECOMMENDATION_SOURCES.admin, RECOMMENDATION_SOURCES.chosen],
          orInUserCategories: true,
        },
      },
      NEWEST_FIRST,
    );
  }

  /** `POST /recommended/{id}`: resources sharing a category with resource `id` (404 when not visible). */
  async function recommendedFor(actor: TResourceActor, resourceId: number, request: TAssetSearchRequest) {
    await loadVisible(actor, resourceId);
    return listPage(actor, request, { relatedTo: resourceId, excludeResourceId: resourceId }, NEWEST_FIRST);
  }

  /** `POST /choosenrecommendations`: the recommendations the caller chose. */
  function chosenRecommendations(actor: TResourceActor, request: TAssetSearchRequest) {
    return listPage(
      actor,
      request,
      {
        recommendedTo: {
          userCode: actor.userCode,
          sources: [RECOMMENDATION_SOURCES.chosen],
          orInUserCategories: false,
        },
      },
      NEWEST_FIRST,
    );
  }

  /**
   * `PUT /choosenrecommendations`: replaces the caller's chosen recommendations. Ids of resources
   * the caller cannot see are a 400 naming `resourceIds.<index>`.
   */
  async function chooseRecommendations(actor: TResourceActor, resourceIds: readonly number[]): Promise<number> {
    const distinct = [...new Set(resourceIds)];
    const rows = await findResourcesByIds(db, actor.tenantCode, distinct);
    const visible = new Set(rows.filter((row) => isVisibleRow(row)).map((row) => row.id));
    const errors: Record<string, string[]> = {};
    resourceIds.forEach((resourceId, index) => {
      if (!visible.has(resourceId)) {
        errors[`resourceIds.${index}`] = [RESOURCE_MESSAGES.resourceUnknown];
      }
    });
    if (Object.keys(errors).length > 0) {
      throw new AppError('validation_failed', 'Some resources cannot be chosen.', errors);
    }
    const now = new Date().toISOString();
    try {
      await db.transaction().execute(async (trx) => {
        await deleteRecommendationsOfUser(trx, actor.tenantCode, actor.userCode, RECOMMENDATION_SOURCES.chosen);
        await insertRecommendations(
          trx,
          actor.tenantCode,
          distinct.map((resourceId) => ({ resourceId, userCode: actor.userCode })),
          RECOMMENDATION_SOURCES.chosen,
          actor.userCode,
          now,
        );
      });
    } catch (error) {
      if (isForeignKeyViolation(error)) {
        throw new AppError('conflict', 'A resource was just removed: choose again.');
      }
      throw error;
    }
    return distinct.length;
  }

  /** `POST /featured` */
  function featured(actor: TResourceActor, request: TAssetSearchRequest) {
    return listPage(actor, request, { isFeatured: true }, NEWEST_FIRST);
  }

  /** `POST /electrified`: the resources flagged "electrified" (highlighted). */
  function electrified(actor: TResourceActor, request: TAssetSearchRequest) {
    return listPage(actor, request, { isElectrified: true }, NEWEST_FIRST);
  }

  /** `POST /searchForFavorites`: the caller's favourites. */
  function favorites(actor: TResourceActor, request: TAssetSearchRequest) {
    return listPage(actor, request, { favoriteOf: actor.userCode }, NEWEST_FIRST);
  }

  /** `POST /searchForTrending`: viewed within the trending window, most viewed there first. */
  function trending(actor: TResourceActor, request: TAssetSearchRequest) {
    return listPage(actor, request, { viewedSince: trendingSince() }, [
      { column: 'recentViews', direction: 'desc' },
      ...NEWEST_FIRST,
    ]);
  }

  /** `GET /favorites` (returnValue): the caller's latest favourites for the dashboard widget. */
  async function favoritesWidget(actor: TResourceActor, locale: TLocaleCode | undefined): Promise<TAssetListItem[]> {
    const page = await favorites(actor, widgetRequest(locale));
    return page.result;
  }

  /** `GET /trending` (returnValue): the most viewed resources of the trending window. */
  async function trendingWidget(actor: TResourceActor, locale: TLocaleCode | undefined): Promise<TAssetListItem[]> {
    const page = await trending(actor, widgetRequest(locale));
    return page.result;
  }

  /**
   * `POST /searchForAllCategories`: each category with resources the caller may see (parents
   * first, by position) and its first `pageSize` resources (filters apply within each). A fixed
   * number of queries whatever the number of categories: the counts, the pages, then the extras.
   */
  async function byCategory(actor: TResourceActor, request: TAssetSearchRequest): Promise<TAssetsByCategoryResponse> {
    const locale = listLocaleOf(request.searchParameters, actor.defaultLocale);
    // Each group is its own category: the request's category filter does not apply.
    const { categoryIds: _categoryIds, ...visible } = visibleFilterOf(request, {});
    const [categories, counts] = await Promise.all([
      findCategories(db, actor.tenantCode),
      countResourcesPerCategory(db, actor.tenantCode, visible),
    ]);
    const holding = parentsFirst(categories).filter((category) => counts.has(category.id));
    const rows = await findFirstResourcesPerCategory(
      db,
      actor.tenantCode,
      visible,
      holding.map((category) => category.id),
      sortOf(request.sortColumns, NEWEST_FIRST),
      request.pageSize,
      locale,
    );
    const extras = await loadListExtras(db, actor.tenantCode, actor.userCode, rows);
    const assetsByCategory = new Map<number, TAssetListItem[]>();
    for (const row of rows) {
      const assets = assetsByCategory.get(row.category_id) ?? [];
      assets.push(presentAssetListItem(row, extras, locale));
      assetsByCategory.set(row.category_id, assets);
    }
    const groups = holding.map((category) => ({
      categoryId: category.id,
      name: categoryName(category, locale),
      parentCategoryId: category.parent_category_id,
      totalRecords: counts.get(category.id) ?? 0,
      assets: assetsByCategory.get(category.id) ?? [],
    }));
    return { result: groups, totalRecords: groups.length };
  }

  /**
   * The resources recommended for the caller's skill gaps (modules/skills), in their order, among
   * those the request's search text and filters keep: one page query for all of them. Empty when
   * the tenant has no ASSESSMENT module (skills belong to it) or its learners do not see skills.
   */
  async function skillScoreRows(actor: TResourceActor, request: TAssetSearchRequest, locale: TLocaleCode) {
    const moduleCodes = deps.enabledModuleCodes ? await deps.enabledModuleCodes(actor.tenantCode) : [];
    if (!isModuleEnabled(moduleCodes, 'ASSESSMENT')) {
      return { ranked: [], rowsById: new Map<number, TResourcePageRow>() };
    }
    const ranked = await skillScoreResourcesOf(db, actor.tenantCode, actor.userCode, locale);
    const ids = [...new Set(ranked.map((item) => item.resourceId))];
    const rows =
      ids.length === 0
        ? []
        : await findResourcesPage(
            db,
            actor.tenantCode,
            visibleFilterOf(request, { resourceIds: ids }),
            SKILL_SCORE_SORT,
            { limit: ids.length, offset: 0 },
            locale,
          );
    return { ranked, rowsById: new Map(rows.map((row) => [row.id, row])) };
  }

  /** Rows as list items, with one query per kind of extra for all of them. */
  async function presentRows(actor: TResourceActor, rows: TResourcePageRow[], locale: TLocaleCode) {
    const extras = await loadListExtras(db, actor.tenantCode, actor.userCode, rows);
    return rows.map((row) => presentAssetListItem(row, extras, locale));
  }

  /**
   * `POST /getRecommendedAssetsPerParentCompetencyForCurrentUserSkillScores`: a page of the
   * resources recommended for the caller's gaps (under one parent competency when the request
   * names it), the largest gap first, then by modified date (spec section 9).
   */
  async function perParentCompetency(
    actor: TResourceActor,
    request: TSkillScoreAssetsRequest,
  ): Promise<TAssetListResponse> {
    const locale = listLocaleOf(request.searchParameters, actor.defaultLocale);
    const { ranked, rowsById } = await skillScoreRows(actor, request, locale);
    const seen = new Set<number>();
    const rows = ranked.flatMap((item) => {
      const row = rowsById.get(item.resourceId);
      const isWanted =
        request.parentCompetencyId === undefined || item.parentCompetencyId === request.parentCompetencyId;
      if (!row || !isWanted || seen.has(row.id)) {
        return [];
      }
      seen.add(row.id);
      return [row];
    });
    const window = pageWindow(request);
    const page = rows.slice(window.offset, window.offset + window.limit);
    return { result: await presentRows(actor, page, locale), totalRecords: rows.length };
  }

  /**
   * `POST /getRecommendedAssetsGroupedByParentCompetenciesForCurrentUserSkillScores`: per parent
   * competency with recommendations (the one holding the largest gap first), its first `pageSize`
   * resources in the same order and how many it has.
   */
  async function groupedByParentCompetency(
    actor: TResourceActor,
    request: TAssetSearchRequest,
  ): Promise<TAssetsByCompetencyResponse> {
    const locale = listLocaleOf(request.searchParameters, actor.defaultLocale);
    const { ranked, rowsById } = await skillScoreRows(actor, request, locale);
    const groups = new Map<number, { name: string; rows: TResourcePageRow[] }>();
    for (const item of ranked) {
      const row = rowsById.get(item.resourceId);
      if (!row) {
        continue;
      }
      const group = groups.get(item.parentCompetencyId) ?? { name: item.parentCompetencyName, rows: [] };
      group.rows.push(row);
      groups.set(item.parentCompetencyId, group);
    }
    const shown = [...groups].map(([id, group]) => ({ id, group, page: group.rows.slice(0, request.pageSize) }));
    const items = await presentRows(
      actor,
      shown.flatMap((entry) => entry.page),
      locale,
    );
    let offset = 0;
    const result = shown.map(({ id, group, page }) => {
      const assets = items.slice(offset, offset + page.length);
      offset += page.length;
      return { parentCompetencyId: id, parentCompetencyName: group.name, totalRecords: group.rows.length, assets };
    });
    return { result, totalRecords: result.length };
  }

  /** `POST /{id}/view`: the caller opened a visible resource (and one of its assets); 404 otherwise. */
  async function recordView(actor: TResourceActor, resourceId: number, assetId: number | undefined): Promise<number> {
    await loadVisible(actor, resourceId);
    if (assetId !== undefined) {
      const assets = await findAssetsOfResources(db, actor.tenantCode, [resourceId]);
      if (!assets.some((asset) => asset.id === assetId)) {
        throw new AppError('validation_failed', 'The asset is not one of the resource.', {
          assetId: [RESOURCE_MESSAGES.assetUnknown],
        });
      }
    }
    return recordAssetView(db, actor.tenantCode, actor.userCode, resourceId, assetId ?? null);
  }

  /** `PUT` / `DELETE /{id}/favorite`: favourites a visible resource or stops (any resource of the tenant). */
  async function setFavorite(actor: TResourceActor, resourceId: number, isFavorite: boolean): Promise<boolean> {
    if (isFavorite) {
      await loadVisible(actor, resourceId);
      try {
        await insertFavorite(db, actor.tenantCode, actor.userCode, resourceId, new Date().toISOString());
      } catch (error) {
        if (isForeignKeyViolation(error)) {
          throw notFound('The resource');
        }
        throw error;
      }
      return true;
    }
    const row = await findResourceById(db, actor.tenantCode, resourceId);
    if (!row) {
      throw notFound('The resource');
    }
    await deleteFavorite(db, actor.tenantCode, actor.userCode, resourceId);
    return false;
  }

  return {
    search,
    recommended,
    recommendedFor,
    chosenRecommendations,
    chooseRecommendations,
    featured,
    electrified,
    favorites,
    trending,
    favoritesWidget,
    trendingWidget,
    byCategory,
    perParentCompetency,
    groupedByParentCompetency,
    recordView,
    setFavorite,
  };
}

function widgetRequest(locale: TLocaleCode | undefined): TAssetSearchRequest {
  return {
    displayAll: false,
    pageNo: 1,
    pageSize: ResourceDefaults.widgetItems,
    sortColumns: [],
    searchParameters: locale ? { locales: [locale] } : {},
  };
}
