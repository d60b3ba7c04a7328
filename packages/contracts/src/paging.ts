/**
 * Row ids and paging, apart from the schemas of common.ts: the lists of the pages a phone opens
 * first count their pages with these, and a bundled chunk holds a whole module, so importing them
 * from common.ts brought zod with them.
 */

/** Row ids are 32-bit database integers. */
export const MAX_ROW_ID = 2_147_483_647;

/** Spec section 9: default page request. */
export const PageDefaults = { pageNo: 1, pageSize: 16, displayAll: false, maxPageSize: 100 } as const;

/** How many pages a paged result spans (at least one, so an empty list still has its page). */
export function countPages(totalRecords: number, pageSize: number = PageDefaults.pageSize): number {
  return Math.max(1, Math.ceil(totalRecords / pageSize));
}
