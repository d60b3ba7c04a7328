import { sql, type Expression, type RawBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { TPageRequest } from '@portal/contracts';

/** `displayAll: true` still stops here; the answer's `totalRecords` tells the client when there is more. */
export const MAX_DISPLAY_ALL_ROWS = 1_000;

/** Which rows of a list a page request asks for; `displayAll` still stops at `MAX_DISPLAY_ALL_ROWS`. */
export function pageWindow(page: Pick<TPageRequest, 'displayAll' | 'pageNo' | 'pageSize'>): {
  limit: number;
  offset: number;
} {
  if (page.displayAll) {
    return { limit: MAX_DISPLAY_ALL_ROWS, offset: 0 };
  }
  return { limit: page.pageSize, offset: (page.pageNo - 1) * page.pageSize };
}

/** `%text%` for LIKE, with the wildcards and the escape character of the text taken literally. */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * Whether any of the expressions contains the text, ignoring case, the same on SQLite and
 * PostgreSQL (SQLite's LIKE ignores ASCII case, PostgreSQL's does not: both compare lower()).
 */
export function containsIgnoringCase(
  expressions: readonly Expression<string | null>[],
  text: string,
): RawBuilder<SqlBool> {
  const pattern = containsPattern(text);
  const tests = expressions.map((expression) => sql<SqlBool>`lower(${expression}) like ${pattern} escape '\\'`);
  return sql<SqlBool>`(${sql.join(tests, sql` or `)})`;
}

/** Sort key that orders the same on both dialects (their default collations differ on case). */
export function caseInsensitive(expression: Expression<string | null>): RawBuilder<string> {
  return sql<string>`lower(${expression})`;
}

/**
 * One page of a filtered query's rows and how many rows match in all, in two statements run side by
 * side: `rowsOf` selects and orders the page's rows from the filtered query; the count reuses the
 * same filter, so the page and its total never disagree.
 */
export async function pageWithTotal<DB, TB extends keyof DB, O>(
  filtered: SelectQueryBuilder<DB, TB, Record<never, never>>,
  page: { offset: number; limit: number },
  rowsOf: (query: SelectQueryBuilder<DB, TB, Record<never, never>>) => SelectQueryBuilder<DB, TB, O>,
): Promise<{ rows: O[]; total: number }> {
  const [rows, count] = await Promise.all([
    rowsOf(filtered).offset(page.offset).limit(page.limit).execute(),
    // Typed by hand: Kysely cannot infer a selection of a query generic in its tables.
    filtered
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .$castTo<{ total: number | string | bigint }>()
      .executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.total ?? 0) };
}
