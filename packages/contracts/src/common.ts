import { z } from 'zod';

/** Envelope of the calls the spec says "read returnValue/success". */
export function apiResult<T extends z.ZodType>(returnValue: T) {
  return z.object({ success: z.boolean(), returnValue, message: z.string().nullable() });
}

/** Envelope of paged lists. */
export function pagedResult<T extends z.ZodType>(item: T) {
  return z.object({ result: z.array(item), totalRecords: z.number().int().nonnegative() });
}

/** Spec section 9: default page request. */
export const PageDefaults = { pageNo: 1, pageSize: 16, displayAll: false, maxPageSize: 100 } as const;

/** How many pages a paged result spans (at least one, so an empty list still has its page). */
export function countPages(totalRecords: number, pageSize: number = PageDefaults.pageSize): number {
  return Math.max(1, Math.ceil(totalRecords / pageSize));
}

export const ZSortColumnSchema = z.object({
  sort: z.enum(['asc', 'desc']),
  colId: z.string().min(1).max(100),
  fieldType: z.string().max(50).optional(),
});

export const ZPageRequestSchema = z.object({
  displayAll: z.boolean().default(PageDefaults.displayAll),
  pageNo: z.number().int().min(1).default(PageDefaults.pageNo),
  pageSize: z.number().int().min(1).max(PageDefaults.maxPageSize).default(PageDefaults.pageSize),
  sortColumns: z.array(ZSortColumnSchema).max(10).default([]),
});
export type TPageRequest = z.infer<typeof ZPageRequestSchema>;
