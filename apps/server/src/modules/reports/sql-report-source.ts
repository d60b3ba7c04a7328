import type { TParsedReportQuery, TReportChart, TReportCode, TReportColumn, TReportRow } from '@portal/contracts';
import { sql, type Expression, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { assertReportQuery, cellOf, orderOf, pageOf } from './report-query.ts';
import type { TReportFilterQuery, TReportScope, TReportSource } from './report-source.ts';

/*
 * A report whose rows the database computes: the source gives one query of the filtered rows (a
 * column per report column key, and `row_id`, unique per row), and this wraps it for the count,
 * the page and the export's chunks with one ORDER BY: the asked column (nulls last, text without
 * case), the report's default order, then `row_id`. Page and chunks share that total order, so an
 * export holds exactly the rows of every page, in the page's order. Pages use OFFSET (a person
 * pages a few times); export chunks use the keyset of the previous chunk's last row.
 */

export type TSqlReportDefinition = {
  reportCode: TReportCode;
  columns: readonly TReportColumn[];
  defaultOrder: readonly { key: string; direction: 'asc' | 'desc' }[];
  /** The filtered rows: a column per report column key plus `row_id`; extra columns are ignored. */
  rowsQuery: (scope: TReportScope, query: TReportFilterQuery) => Expression<object>;
  /** The chart of the filtered rows; `rows` is the same query, to group or limit. */
  chart?: (scope: TReportScope, query: TReportFilterQuery, rows: Expression<object>) => Promise<TReportChart | null>;
  /** Runs before anything is read (a tenant flag's 404). */
  assertAvailable?: (scope: TReportScope) => Promise<void>;
};

type TOrderKey = { key: string; direction: 'asc' | 'desc'; isText: boolean };

/** The keys of the total order: the asked column, the report's default order (then `row_id`). */
function orderKeysOf(
  definition: Pick<TSqlReportDefinition, 'columns' | 'defaultOrder'>,
  query: Pick<TReportFilterQuery, 'sortBy' | 'sortDirection'>,
): TOrderKey[] {
  const kinds = new Map(definition.columns.map((column) => [column.key, column.kind]));
  return orderOf(query, definition.defaultOrder).map(({ key, direction }) => ({
    key,
    direction,
    isText: kinds.get(key) === 'text',
  }));
}

/**
 * The rows after `last` in the total order of `orderByOf` (its keys' values as the database gave
 * them, passed back as parameters): for each key, either it is equal and the next decides, or it
 * comes later. Nulls come last (a null key only equals null); text compares as `lower()` in SQL on
 * both sides, so the comparison is the ORDER BY's own (its collation, not JavaScript's).
 */
function afterRow(keys: readonly TOrderKey[], last: Record<string, unknown>): RawBuilder<unknown> {
  const equalSoFar: RawBuilder<unknown>[] = [];
  const later: RawBuilder<unknown>[] = [];
  const allOf = (terms: readonly RawBuilder<unknown>[]) =>
    terms.length === 0 ? sql`1 = 1` : sql.join(terms, sql` and `);
  for (const { key, direction, isText } of keys) {
    const ref = sql.ref(`x.${key}`);
    const value = last[key] ?? null;
    if (value === null) {
      // Nothing comes after a null in this key but other nulls, which tie.
      equalSoFar.push(sql`${ref} is null`);
      continue;
    }
    const mine = isText ? sql`lower(${ref})` : ref;
    const theirs = isText ? sql`lower(${value})` : sql`${value}`;
    later.push(allOf([...equalSoFar, sql`${ref} is null`]));
    later.push(allOf([...equalSoFar, direction === 'desc' ? sql`${mine} < ${theirs}` : sql`${mine} > ${theirs}`]));
    equalSoFar.push(sql`${mine} = ${theirs}`);
  }
  later.push(allOf([...equalSoFar, sql`${sql.ref('x.row_id')} > ${last.row_id}`]));
  return sql.join(
    later.map((term) => sql`(${term})`),
    sql` or `,
  );
}

function orderByOf(
  definition: Pick<TSqlReportDefinition, 'columns' | 'defaultOrder'>,
  query: Pick<TReportFilterQuery, 'sortBy' | 'sortDirection'>,
): RawBuilder<unknown> {
  const terms = orderKeysOf(definition, query).flatMap(({ key, direction, isText }) => {
    const ref = sql.ref(`x.${key}`);
    const value = isText ? sql`lower(${ref})` : ref;
    // Nulls last on both dialects (their defaults differ).
    return [sql`case when ${ref} is null then 1 else 0 end`, direction === 'desc' ? sql`${value} desc` : value];
  });
  return sql.join([...terms, sql.ref('x.row_id')]);
}

/** The report's rows as presented cells. */
export function presentRows(columns: readonly TReportColumn[], rows: readonly Record<string, unknown>[]): TReportRow[] {
  return rows.map((row) =>
    Object.fromEntries(columns.map((column) => [column.key, cellOf(column.kind, row[column.key])])),
  );
}

/** A report source over a query of its rows (see the module comment). */
export function createSqlReportSource(db: Kysely<Database>, definition: TSqlReportDefinition): TReportSource {
  const { reportCode, columns } = definition;

  async function prepare(scope: TReportScope, query: TReportFilterQuery): Promise<void> {
    await definition.assertAvailable?.(scope);
    assertReportQuery(reportCode, columns, query);
  }

  async function countRows(rows: Expression<object>): Promise<number> {
    const { rows: answer } = await sql<{
      total: number | string | bigint;
    }>`select count(*) as total from (${rows}) as x`.execute(db);
    return Number(answer[0]?.total ?? 0);
  }

  async function readRows(
    rows: Expression<object>,
    query: TReportFilterQuery,
    window: { limit: number; offset: number },
  ): Promise<TReportRow[]> {
    const { rows: answer } = await sql<Record<string, unknown>>`select * from (${rows}) as x order by ${orderByOf(
      definition,
      query,
    )} limit ${window.limit} offset ${window.offset}`.execute(db);
    return presentRows(columns, answer);
  }

  /** The next chunk after `last` (none: the first), as the database gave its rows. */
  async function readChunk(
    rows: Expression<object>,
    query: TReportFilterQuery,
    last: Record<string, unknown> | null,
    limit: number,
  ): Promise<Record<string, unknown>[]> {
    const where = last ? sql`where ${afterRow(orderKeysOf(definition, query), last)}` : sql``;
    const { rows: answer } = await sql<
      Record<string, unknown>
    >`select * from (${rows}) as x ${where} order by ${orderByOf(definition, query)} limit ${limit}`.execute(db);
    return answer;
  }

  return {
    reportCode,
    columns,
    async count(scope, query) {
      await prepare(scope, query);
      return countRows(definition.rowsQuery(scope, query));
    },
    async page(scope, query: TParsedReportQuery) {
      await prepare(scope, query);
      // One query for the page, its total and its chart, so they agree.
      const filtered = definition.rowsQuery(scope, query);
      const [rows, totalRecords, chart] = await Promise.all([
        readRows(filtered, query, pageOf(query)),
        countRows(filtered),
        definition.chart ? definition.chart(scope, query, filtered) : Promise.resolve(null),
      ]);
      return { rows, totalRecords, chart };
    },
    async *rows(scope, query, chunkSize) {
      await prepare(scope, query);
      // One query for every chunk: what it fixes when built (the overdue report's "now") stays.
      // Keyset paging: each chunk starts after the previous one's last row (its order keys), so
      // a chunk costs the same at row 90 000 as at row 0 (an OFFSET reads and drops every row
      // before it, chunk after chunk).
      const rows = definition.rowsQuery(scope, query);
      let last: Record<string, unknown> | null = null;
      for (;;) {
        const chunk = await readChunk(rows, query, last, chunkSize);
        if (chunk.length > 0) {
          yield presentRows(columns, chunk);
          last = chunk[chunk.length - 1] ?? null;
        }
        if (chunk.length < chunkSize) {
          return;
        }
      }
    },
  };
}

/** The first rows of the query in its default order (at most 20 categories), as a bar chart. */
export async function firstRowsChart(
  db: Kysely<Database>,
  definition: Pick<TSqlReportDefinition, 'columns' | 'defaultOrder'>,
  rows: Expression<object>,
  chart: { categoryKey: string; seriesKeys: string[] },
): Promise<TReportChart> {
  const order = orderByOf(definition, { sortDirection: 'asc' });
  const { rows: answer } = await sql<
    Record<string, unknown>
  >`select * from (${rows}) as x order by ${order} limit ${CHART_CATEGORIES}`.execute(db);
  const kept = definition.columns.filter((column) => [chart.categoryKey, ...chart.seriesKeys].includes(column.key));
  return { kind: 'bar', ...chart, rows: presentRows(kept, answer) };
}

/** A chart shows at most this many categories (contracts: ZReportChartSchema). */
export const CHART_CATEGORIES = 20;
