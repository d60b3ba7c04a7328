import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
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
