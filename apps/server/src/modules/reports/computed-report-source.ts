import type { TReportChart, TReportCode, TReportColumn, TReportRow } from '@portal/contracts';
import { assertReportQuery, orderOf, pageOf } from './report-query.ts';
import type { TReportFilterQuery, TReportScope, TReportSource } from './report-source.ts';

/*
 * A report whose rows are computed in the process from a module's own computation (the set
 * statistics, the skill profiles), where the database cannot do it. Its rows are bounded by the
 * tenant's content (questions of the chosen sets; groups x competencies), not by people or
 * statements, so they are computed whole, then sorted, paged and chunked like a database report.
 */

export type TComputedRow = { id: string; row: TReportRow };

export type TComputedReportDefinition = {
  reportCode: TReportCode;
  columns: readonly TReportColumn[];
  defaultOrder: readonly { key: string; direction: 'asc' | 'desc' }[];
  /** Every row of the query, each with an id unique in the report (the last tie-break). */
  computeRows: (scope: TReportScope, query: TReportFilterQuery) => Promise<TComputedRow[]>;
  chart?: (rows: readonly TReportRow[]) => TReportChart | null;
  assertAvailable?: (scope: TReportScope) => Promise<void>;
};

function compareCells(left: string | number, right: string | number): number {
  if (typeof left === 'number' && typeof right === 'number') {
    return left - right;
  }
  return String(left).toLowerCase().localeCompare(String(right).toLowerCase());
}

/** The rows in the query's order: asked column, the default order, then the id. */
export function sortComputedRows(
  rows: readonly TComputedRow[],
  query: Pick<TReportFilterQuery, 'sortBy' | 'sortDirection'>,
  defaultOrder: TComputedReportDefinition['defaultOrder'],
): TComputedRow[] {
  const order = orderOf(query, defaultOrder);
  return [...rows].sort((left, right) => {
    for (const { key, direction } of order) {
      const a = left.row[key] ?? null;
      const b = right.row[key] ?? null;
      // Nulls last in either direction, as the database reports order them.
      if (a === null || b === null) {
        if (a !== b) {
          return a === null ? 1 : -1;
        }
        continue;
      }
      const compared = compareCells(a, b);
      if (compared !== 0) {
        return direction === 'desc' ? -compared : compared;
      }
    }
    return left.id < right.id ? -1 : left.id > right.id ? 1 : 0;
  });
}

export function createComputedReportSource(definition: TComputedReportDefinition): TReportSource {
  const { reportCode, columns } = definition;

  async function computedRows(scope: TReportScope, query: TReportFilterQuery): Promise<TComputedRow[]> {
    await definition.assertAvailable?.(scope);
    assertReportQuery(reportCode, columns, query);
    return definition.computeRows(scope, query);
  }

  const sorted = (rows: readonly TComputedRow[], query: Pick<TReportFilterQuery, 'sortBy' | 'sortDirection'>) =>
    sortComputedRows(rows, query, definition.defaultOrder).map((entry) => entry.row);

  return {
    reportCode,
    columns,
    async count(scope, query) {
      return (await computedRows(scope, query)).length;
    },
    async page(scope, query) {
      const computed = await computedRows(scope, query);
      const rows = sorted(computed, query);
      const { limit, offset } = pageOf(query);
      return {
        rows: rows.slice(offset, offset + limit),
        totalRecords: rows.length,
        // The chart's categories are the first rows by the report's own order, whatever the table's sort.
        chart: definition.chart ? definition.chart(sorted(computed, { sortDirection: 'asc' })) : null,
      };
    },
    async *rows(scope, query, chunkSize) {
      const rows = sorted(await computedRows(scope, query), query);
      for (let start = 0; start < rows.length; start += chunkSize) {
        yield rows.slice(start, start + chunkSize);
      }
    },
  };
}
