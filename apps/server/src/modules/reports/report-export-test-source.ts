import type { TReportCode, TReportColumn, TReportRow } from '@portal/contracts';
import type { TReportFilterQuery, TReportScope, TReportSource } from './report-source.ts';

/*
 * A report source of synthetic rows for the export job's tests and bench: the same contract the
 * modules' sources fulfil (columns, count, rows in chunks), with N generated rows, and switches to
 * pause or fail a run the way a slow or failing database would.
 */

export const SYNTHETIC_COLUMNS: readonly TReportColumn[] = [
  { key: 'location', labelKey: 'reports.filter.locationCodes', kind: 'text', isSortable: true },
  { key: 'level', labelKey: 'reports.filter.levels', kind: 'integer', isSortable: true },
  { key: 'rate', labelKey: 'reports.filter.jobRoles', kind: 'percent', isSortable: false },
  { key: 'day', labelKey: 'reports.filter.from', kind: 'date', isSortable: false },
];

/** The row at an index: what the source yields and what a test expects to read back. */
export function syntheticRow(index: number, tenantCode: string): TReportRow {
  const day = new Date(Date.UTC(2026, 0, 1) + (index % 365) * 86_400_000).toISOString().slice(0, 10);
  return {
    location: `${tenantCode} location ${index}`,
    level: index,
    rate: index % 3 === 0 ? null : (index % 1000) / 10,
    day,
  };
}

export type TSyntheticControl = {
  rowCount: number;
  /** The scopes and queries the rows were asked with. */
  calls: { scope: TReportScope; query: TReportFilterQuery }[];
  /** Runs still to fail after their first chunk. */
  failingRuns: number;
  /** Runs from now on wait before the chunk at this index until `release()`; resolves when one gets there. */
  pauseAt: (chunk: number) => Promise<void>;
  /** Lets waiting runs go on, and stops pausing. */
  release: () => void;
};

export type TSyntheticSource = TReportSource & { control: TSyntheticControl };

/** A source of `rowCount` generated rows under a report code. */
export function createSyntheticSource(reportCode: TReportCode, rowCount: number): TSyntheticSource {
  let pauseAtChunk: number | null = null;
  let reached: () => void = () => undefined;
  let released: () => void = () => undefined;
  let gate: Promise<void> = Promise.resolve();
  const control: TSyntheticControl = {
    rowCount,
    calls: [],
    failingRuns: 0,
    pauseAt: (chunk) => {
      pauseAtChunk = chunk;
      gate = new Promise<void>((resolve) => {
        released = resolve;
      });
      return new Promise<void>((resolve) => {
        reached = resolve;
      });
    },
    release: () => {
      pauseAtChunk = null;
      released();
    },
  };

  async function* rows(scope: TReportScope, query: TReportFilterQuery, chunkSize: number) {
    control.calls.push({ scope, query });
    const isFailing = control.failingRuns > 0;
    control.failingRuns -= isFailing ? 1 : 0;
    for (let start = 0, chunk = 0; start < control.rowCount; start += chunkSize, chunk += 1) {
      if (chunk === pauseAtChunk) {
        reached();
        await gate;
      }
      if (isFailing && chunk === 1) {
        throw new Error('the synthetic source fails this run');
      }
      const end = Math.min(control.rowCount, start + chunkSize);
      const chunkRows: TReportRow[] = [];
      for (let index = start; index < end; index += 1) {
        chunkRows.push(syntheticRow(index, scope.tenantCode));
      }
      yield chunkRows;
    }
  }

  return {
    reportCode,
    columns: SYNTHETIC_COLUMNS,
    control,
    count: () => Promise.resolve(control.rowCount),
    page: (scope, query) => {
      const offset = (query.pageNo - 1) * query.pageSize;
      const end = Math.min(control.rowCount, offset + query.pageSize);
      const pageRows: TReportRow[] = [];
      for (let index = offset; index < end; index += 1) {
        pageRows.push(syntheticRow(index, scope.tenantCode));
      }
      return Promise.resolve({ rows: pageRows, totalRecords: control.rowCount, chart: null });
    },
    rows,
  };
}
