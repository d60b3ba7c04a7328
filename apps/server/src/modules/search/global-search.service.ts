import {
  expandSearchAssetTypes,
  isSearchableModule,
  isSearchTextLongEnough,
  RESOURCE_MODULE_CODE,
  searchTextTooShortMessage,
  SUPPORTED_LOCALES,
  type TGlobalSearchQuery,
  type TGlobalSearchResponse,
  type TSearchModule,
  type TTenantModule,
} from '@portal/contracts';
import type { TDatabase } from '../../db/kysely.ts';
import { AppError } from '../../lib/app-error.ts';
import { viewerAudienceKeys } from '../events/event-audience.ts';
import { findResourceAssetTypes } from '../resources/resource-search-documents.ts';
import type { TTenantService } from '../tenant/tenant.service.ts';
import { presentSearchGroup, presentSearchModule } from './global-search.presenter.ts';
import { createSearchIndex, type TIndexSort } from './search-index.reader.ts';
import { queryWordsOf } from './search-text.ts';

/** Who searches: the tenant is the host's and the token's, never the body's; the user's audience counts. */
export type TSearchActor = { tenantCode: string; userCode: string };

export type TGlobalSearchService = ReturnType<typeof createGlobalSearchService>;

/**
 * Global search (spec section 7 "Global search"): the tenant's searchable modules (never ADMIN) and
 * a search over the index answering one page per module, ranked, with highlighted snippets.
 */
export function createGlobalSearchService(
  database: Pick<TDatabase, 'db' | 'dialect'>,
  deps: { tenants: TTenantService },
) {
  const index = createSearchIndex(database);

  async function searchableModules(tenantCode: string, origin: string): Promise<TTenantModule[]> {
    const modules = await deps.tenants.listEnabledModules(tenantCode, origin);
    return modules.filter((module) => isSearchableModule(module.moduleCode));
  }

  /** `GET /api/GlobalSearch/Modules`: one tab per searchable module the tenant enables. */
  async function listSearchModules(actor: TSearchActor, origin: string): Promise<TSearchModule[]> {
    return (await searchableModules(actor.tenantCode, origin)).map(presentSearchModule);
  }

  /**
   * Every asset type of the resources on the pages (a document keeps one), by entity id: one
   * query for the page, through the resource library's own function.
   */
  async function resourceAssetTypesOf(
    tenantCode: string,
    pages: readonly { moduleCode: string; documents: readonly { entity_id: string }[] }[],
  ): Promise<Map<string, string[]>> {
    const ids = pages
      .filter((page) => page.moduleCode === RESOURCE_MODULE_CODE)
      .flatMap((page) => page.documents.map((document) => Number(document.entity_id)))
      .filter((id) => Number.isSafeInteger(id) && id > 0);
    const byResource = await findResourceAssetTypes(database.db, tenantCode, [...new Set(ids)]);
    return new Map([...byResource.entries()].map(([id, codes]) => [String(id), codes]));
  }

  /** `POST /api/GlobalSearch/search`. */
  async function search(
    actor: TSearchActor,
    request: TGlobalSearchQuery,
    origin: string,
  ): Promise<TGlobalSearchResponse> {
    const parameters = request.searchParameters;
    if (parameters.TenantCode !== undefined && parameters.TenantCode !== actor.tenantCode) {
      throw new AppError('forbidden', 'A search runs in your own organisation only.');
    }
    const { minimumSearchLength } = await deps.tenants.getSearchSettings(actor.tenantCode);
    if (!isSearchTextLongEnough(parameters.searchText, minimumSearchLength)) {
      const message = searchTextTooShortMessage(minimumSearchLength);
      throw new AppError('validation_failed', message, { 'searchParameters.searchText': [message] });
    }
    // Events' reading of a user's audience keys (job role, location, active groups) is news's too.
    const [modules, audienceKeys] = await Promise.all([
      searchableModules(actor.tenantCode, origin),
      viewerAudienceKeys(database.db, actor.tenantCode, actor.userCode),
    ]);
    const asked = parameters.moduleCodes ?? modules.map((module) => module.moduleCode);
    const unknown = asked.filter((code) => !modules.some((module) => module.moduleCode === code));
    if (unknown.length > 0) {
      const message = `Not a searchable module of your organisation: ${unknown.join(', ')}.`;
      throw new AppError('validation_failed', message, { 'searchParameters.moduleCodes': [message] });
    }
    // displayAll still answers one bounded page: a search over a large index is never unbounded.
    const pageNo = request.displayAll ? 1 : request.pageNo;
    const pageSize = request.pageSize;
    const sortColumn = request.sortColumns[0];
    const sort: TIndexSort = sortColumn
      ? { column: sortColumn.colId, direction: sortColumn.sort }
      : { column: 'relevance', direction: 'desc' };
    const query = {
      tenantCode: actor.tenantCode,
      locales: parameters.locales ?? SUPPORTED_LOCALES,
      moduleCodes: asked,
      assetTypeCodes: parameters.assetTypeCode ? expandSearchAssetTypes(parameters.assetTypeCode) : null,
      words: queryWordsOf(parameters.searchText),
      sort,
      offset: (pageNo - 1) * pageSize,
      limit: pageSize,
      now: new Date().toISOString(),
      audienceKeys,
    };
    const { pages, localeQueries } = await index.search(query);
    const assetTypes = await resourceAssetTypesOf(actor.tenantCode, pages);
    const groups = pages.map((page) => {
      const module = modules.find((candidate) => candidate.moduleCode === page.moduleCode);
      const moduleName = module?.displayName ?? page.moduleCode;
      return presentSearchGroup(page, moduleName, pageNo, pageSize, localeQueries, assetTypes);
    });
    return { result: groups, totalRecords: groups.reduce((sum, group) => sum + group.totalRecords, 0) };
  }

  return { listSearchModules, search };
}
