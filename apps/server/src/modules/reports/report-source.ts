import type {
  TLocaleCode,
  TParsedReportQuery,
  TReportChart,
  TReportCode,
  TReportColumn,
  TReportRow,
} from '@portal/contracts';

/*
 * What a module gives the reports (issue 18): one source per report code. The page call and the
 * export job read the same source, so a file holds the numbers the page shows. A source reads its
 * own module's tables (through that module's repository) and scopes every read to the tenant.
 */

/** Whose report it is: the viewer's tenant, their language for names, and who they are. */
export type TReportScope = {
  tenantCode: string;
  userCode: string;
  locale: TLocaleCode;
};

/** The query without its page (what an export stores and replays). */
export type TReportFilterQuery = Omit<TParsedReportQuery, 'pageNo' | 'pageSize'>;

export type TReportSource = {
  reportCode: TReportCode;
  columns: readonly TReportColumn[];
  /** How many rows the query has. */
  count: (scope: TReportScope, query: TReportFilterQuery) => Promise<number>;
  /** One page of rows in the query's order, and the chart of the filtered rows. */
  page: (
    scope: TReportScope,
    query: TParsedReportQuery,
  ) => Promise<{ rows: TReportRow[]; totalRecords: number; chart: TReportChart | null }>;
  /**
   * Every row of the query in the page's order, `chunkSize` at a time (keyset or offset paging
   * underneath): an export of a million rows never holds more than a chunk.
   */
  rows: (scope: TReportScope, query: TReportFilterQuery, chunkSize: number) => AsyncIterable<TReportRow[]>;
};

/** The sources by report code: what the report routes and the export job are given (app.ts). */
export type TReportSources = Partial<Record<TReportCode, TReportSource>>;
