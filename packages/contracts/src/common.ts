import { z } from 'zod';
import { MAX_ROW_ID, PageDefaults } from './paging.ts';

// The schema builders below have no side effects: the web build drops their unused calls (a
// builder added here joins PURE_SCHEMA_BUILDERS in apps/web/vite.config.ts).

// Re-exported from a module without schemas: a page that counts pages then loads no zod with it.
export { countPages, MAX_ROW_ID, PageDefaults } from './paging.ts';

/**
 * A positive decimal integer written in a path or query string, at most `max`: digits only, so
 * '0x10', '1e3', ' 7' and '07' are not ids.
 */
export function positiveIntegerParameter(name: string, max: number = MAX_ROW_ID) {
  return z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/, `${name} must be a positive integer`)
    .transform(Number)
    .pipe(z.number().int().max(max, `${name} must be at most ${max}`));
}

/** Envelope of the calls the spec says "read returnValue/success". */
export function apiResult<T extends z.ZodType>(returnValue: T) {
  return z.object({ success: z.boolean(), returnValue, message: z.string().nullable() });
}

/** Envelope of paged lists. */
export function pagedResult<T extends z.ZodType>(item: T) {
  return z.object({ result: z.array(item), totalRecords: z.number().int().nonnegative() });
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
