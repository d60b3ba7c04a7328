import {
  POPULAR_ASSETS_SORT_COLUMNS,
  ReportLimits,
  type TPopularAssetsReportRequest,
  type TPopularAssetsReportRow,
  type TReportRow,
} from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { TActor } from '../../../plugins/authentication.ts';
import { assertReportQuery, reportColumns, timeWindowOf } from '../../reports/report-query.ts';
import type { TReportFilterQuery, TReportScope, TReportSource } from '../../reports/report-source.ts';
import { createResourceReportsService } from '../resource-reports.service.ts';

type TSortColumn = (typeof POPULAR_ASSETS_SORT_COLUMNS)[number];

const SORTABLE = new Set<string>(POPULAR_ASSETS_SORT_COLUMNS);

const COLUMNS = reportColumns([
  ['title', 'text'],
  ['status', 'text', false],
  ['assetTypes', 'text', false],
  ['viewCount', 'integer'],
  ['uniqueViewerCount', 'integer'],
  ['favoriteCount', 'integer'],
  ['lastViewedDate', 'date'],
  ['createdDate', 'date'],
]).map((column) => ({ ...column, isSortable: SORTABLE.has(column.key) && column.isSortable }));

function rowOf(row: TPopularAssetsReportRow): TReportRow {
  return {
    title: row.title,
    status: row.status,
    assetTypes: row.assetTypeCodes.join(', '),
    viewCount: row.viewCount,
    uniqueViewerCount: row.uniqueViewerCount,
    favoriteCount: row.favoriteCount,
    lastViewedDate: row.lastViewedDate === null ? null : row.lastViewedDate.slice(0, 10),
    createdDate: row.createdDate.slice(0, 10),
  };
}

/**
 * POPULAR_ASSETS as a report source: an adapter over the resource library's popular-assets report
 * (resource-reports.service.ts), which keeps its own calls (`/api/resources/popular-assets-report*`).
 * Its page and the export job read the same service, in the same order (its tie-break is the id).
 */
export function createPopularAssetsReport(db: Kysely<Database>): TReportSource {
  // The adapter reads rows only: the service's Excel strings are never asked for.
  const reports = createResourceReportsService(db, { strings: async () => ({}) });

  const actorOf = (scope: TReportScope): TActor => ({
    tenantCode: scope.tenantCode,
    userCode: scope.userCode,
    userId: 0,
    defaultLocale: scope.locale,
    permissions: [],
  });

  function requestOf(
    query: TReportFilterQuery,
    page: { pageNo: number; pageSize: number },
  ): TPopularAssetsReportRequest {
    const window = timeWindowOf(query);
    return {
      pageNo: page.pageNo,
      pageSize: page.pageSize,
      displayAll: false,
      sortColumns:
        query.sortBy === undefined ? [] : [{ colId: query.sortBy as TSortColumn, sort: query.sortDirection }],
      searchParameters: {
        ...(window.from !== undefined ? { fromDate: window.from } : {}),
        ...(window.to !== undefined ? { toDate: window.to } : {}),
      },
    };
  }

  async function readPage(scope: TReportScope, query: TReportFilterQuery, page: { pageNo: number; pageSize: number }) {
    assertReportQuery('POPULAR_ASSETS', COLUMNS, query);
    const answer = await reports.popularAssets(actorOf(scope), requestOf(query, page));
    return { rows: answer.result.map(rowOf), totalRecords: answer.totalRecords };
  }

  return {
    reportCode: 'POPULAR_ASSETS',
    columns: COLUMNS,
    count: async (scope, query) => (await readPage(scope, query, { pageNo: 1, pageSize: 1 })).totalRecords,
    page: async (scope, query) => ({ ...(await readPage(scope, query, query)), chart: null }),
    async *rows(scope, query, chunkSize) {
      // The service pages at most ReportLimits.maxPageSize rows a call.
      const pageSize = Math.min(chunkSize, ReportLimits.maxPageSize);
      for (let pageNo = 1; ; pageNo += 1) {
        const { rows } = await readPage(scope, query, { pageNo, pageSize });
        if (rows.length > 0) {
          yield rows;
        }
        if (rows.length < pageSize) {
          return;
        }
      }
    },
  };
}
