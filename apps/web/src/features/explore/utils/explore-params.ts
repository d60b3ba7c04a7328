import { EXPLORE_ITEM_KINDS, ExploreLimits } from '@portal/contracts';
import type { TExploreItemKind, TExploreItemsRequest, TLocaleCode } from '@portal/contracts';

/**
 * What the Explore page shows, kept in its address so it can be shared and the Back button works:
 * `?kind=EVENT&kind=NEWS` (chosen kinds), and one shelf in full: `q` (a title search), `category`,
 * `competency`, `new=1` or `all=1`, with its `page`.
 */
export type TExploreView = {
  kinds: TExploreItemKind[];
  term: string;
  categoryId: number | undefined;
  competencyId: number | undefined;
  isNew: boolean;
  isAll: boolean;
  pageNo: number;
};

export const EXPLORE_SHELF_PAGE_SIZE = 24;

/** A positive id written in digits only ('0x10', '1e3' and '-1' are not ids). */
function positiveOf(text: string | null): number | undefined {
  return text !== null && /^[1-9][0-9]{0,9}$/.test(text) ? Number(text) : undefined;
}

/** The view an address asks for (anything unknown or malformed is left out). */
export function parseExploreParams(params: URLSearchParams): TExploreView {
  const asked = params.getAll('kind');
  const categoryId = positiveOf(params.get('category'));
  return {
    kinds: EXPLORE_ITEM_KINDS.filter((kind) => asked.includes(kind)),
    term: (params.get('q') ?? '').trim().slice(0, ExploreLimits.maxTermLength),
    categoryId,
    // One group at a time, as the server takes it.
    competencyId: categoryId === undefined ? positiveOf(params.get('competency')) : undefined,
    isNew: params.get('new') === '1',
    isAll: params.get('all') === '1',
    pageNo: positiveOf(params.get('page')) ?? 1,
  };
}

/** The address of a view (only what differs from the overview). */
export function formatExploreParams(view: Partial<TExploreView>): URLSearchParams {
  const params = new URLSearchParams();
  for (const kind of view.kinds ?? []) {
    params.append('kind', kind);
  }
  if (view.term) {
    params.set('q', view.term);
  }
  if (view.categoryId !== undefined) {
    params.set('category', String(view.categoryId));
  }
  if (view.competencyId !== undefined) {
    params.set('competency', String(view.competencyId));
  }
  if (view.isNew) {
    params.set('new', '1');
  }
  if (view.isAll) {
    params.set('all', '1');
  }
  if (view.pageNo !== undefined && view.pageNo > 1) {
    params.set('page', String(view.pageNo));
  }
  return params;
}

/** Whether the view is one shelf in full rather than the overview. */
export function isShelfView(view: TExploreView): boolean {
  return (
    view.term !== '' || view.categoryId !== undefined || view.competencyId !== undefined || view.isNew || view.isAll
  );
}

/**
 * The request of a shelf: the chosen kinds among those offered (a kind the tenant no longer offers
 * is dropped, never sent), the group, new, the words, the page.
 */
export function shelfRequest(
  view: TExploreView,
  offered: readonly TExploreItemKind[],
  locale: TLocaleCode,
): TExploreItemsRequest & { pageNo: number; pageSize: number } {
  const kinds = view.kinds.filter((kind) => offered.includes(kind));
  return {
    ...(kinds.length > 0 ? { kinds } : {}),
    ...(view.categoryId === undefined ? {} : { categoryId: view.categoryId }),
    ...(view.competencyId === undefined ? {} : { competencyId: view.competencyId }),
    ...(view.isNew ? { isNewThisWeek: true } : {}),
    ...(view.term === '' ? {} : { term: view.term }),
    locale,
    pageNo: view.pageNo,
    pageSize: EXPLORE_SHELF_PAGE_SIZE,
  };
}
