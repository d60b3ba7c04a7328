import { MODULE_CODES, SEARCH_ALL_TAB, SEARCH_PAGE_SIZE } from '@portal/contracts';
import type {
  TGlobalSearchItem,
  TGlobalSearchRequest,
  TGlobalSearchResponse,
  TLocaleCode,
  TModuleCode,
  TSearchAssetType,
} from '@portal/contracts';

/** What one search asks for (spec sections 4 and 9): the text, the tab, the asset-type toggles. */
export type TSearchCriteria = {
  text: string;
  /** A module code or `ALL`. */
  tab: string;
  assetTypes: readonly TSearchAssetType[];
  /** The page's language: the search's locale filter. */
  locale: TLocaleCode;
};

/** The page to ask for next, and of which modules (every module on the ALL tab's first page). */
export type TSearchPageParam = { pageNo: number; moduleCodes: TModuleCode[] | undefined };

/** One module's results, every page loaded so far joined. */
export type TSearchResultGroup = {
  moduleCode: TModuleCode;
  moduleName: string;
  totalRecords: number;
  /** The last page loaded. */
  pageNo: number;
  items: TGlobalSearchItem[];
  hasMore: boolean;
};

/** Spec section 2: the resource library's tab hides the asset-type toggles. */
export function hidesAssetTypes(tab: string): boolean {
  return tab === 'RESOURCELIBRARY';
}

function isModuleCode(value: string): value is TModuleCode {
  return (MODULE_CODES as readonly string[]).includes(value);
}

/** The first page of a tab: of its module, or of every module on ALL (which is no module code). */
export function firstSearchPage(tab: string): TSearchPageParam {
  return { pageNo: 1, moduleCodes: isModuleCode(tab) ? [tab] : undefined };
}

/** The body of `POST /api/GlobalSearch/search` for one page (spec section 9: 30 a page, published, the page's language). */
export function buildSearchRequest(criteria: TSearchCriteria, page: TSearchPageParam): TGlobalSearchRequest {
  // The toggles are hidden on the resource library's tab, so they do not filter it either.
  const assetTypes = hidesAssetTypes(criteria.tab) ? [] : criteria.assetTypes;
  return {
    pageNo: page.pageNo,
    pageSize: SEARCH_PAGE_SIZE,
    searchParameters: {
      searchText: criteria.text,
      locales: [criteria.locale],
      status: 'PUBLISHED',
      ...(page.moduleCodes ? { moduleCodes: page.moduleCodes } : {}),
      ...(assetTypes.length > 0 ? { assetTypeCode: [...assetTypes] } : {}),
    },
  };
}

/** A result's identity, in the lists and across pages. */
export function searchItemKey(item: TGlobalSearchItem): string {
  return `${item.entityKind}:${item.entityId}:${item.locale}`;
}

/** Joins the pages loaded so far into one group per module, in the order the modules first came. */
export function mergeSearchPages(pages: readonly TGlobalSearchResponse[]): TSearchResultGroup[] {
  const groups = new Map<TModuleCode, TSearchResultGroup & { seen: Set<string> }>();
  for (const page of pages) {
    for (const group of page.result) {
      const merged = groups.get(group.moduleCode) ?? {
        moduleCode: group.moduleCode,
        moduleName: group.moduleName,
        totalRecords: group.totalRecords,
        pageNo: group.pageNo,
        items: [],
        hasMore: false,
        seen: new Set<string>(),
      };
      // The index may move between pages: an item already shown is not shown twice.
      for (const item of group.items) {
        const key = searchItemKey(item);
        if (!merged.seen.has(key)) {
          merged.seen.add(key);
          merged.items.push(item);
        }
      }
      merged.moduleName = group.moduleName;
      merged.totalRecords = group.totalRecords;
      merged.pageNo = group.pageNo;
      // A page that came back empty ends the group, whatever its total says.
      merged.hasMore = group.items.length > 0 && group.pageNo * group.pageSize < group.totalRecords;
      groups.set(group.moduleCode, merged);
    }
  }
  return [...groups.values()].map(({ seen: _seen, ...group }) => group);
}

/**
 * The next page of the active tab (spec section 4), or undefined when everything is loaded. On the
 * ALL tab: the next page of every group that has more, in one call.
 */
export function nextSearchPage(
  pages: readonly TGlobalSearchResponse[],
  lastPage: TSearchPageParam,
  tab: string,
): TSearchPageParam | undefined {
  const withMore = mergeSearchPages(pages).filter((group) => group.hasMore);
  if (withMore.length === 0) {
    return undefined;
  }
  const moduleCodes = tab === SEARCH_ALL_TAB ? withMore.map((group) => group.moduleCode) : lastPage.moduleCodes;
  return { pageNo: lastPage.pageNo + 1, moduleCodes };
}

/** Every module's total, as the first page counted it. */
export function countSearchResults(pages: readonly TGlobalSearchResponse[]): number {
  return pages[0]?.totalRecords ?? 0;
}
