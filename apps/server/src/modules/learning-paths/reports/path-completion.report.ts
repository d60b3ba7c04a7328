import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { nonEmpty, reportColumns } from '../../reports/report-query.ts';
import type { TReportFilterQuery } from '../../reports/report-source.ts';
import { CHART_CATEGORIES, createSqlReportSource, presentRows } from '../../reports/sql-report-source.ts';
import { pathCompletionByPath, pathCompletionRows, type TPathReportFilter } from './path-reports.repository.ts';

const COLUMNS = reportColumns([
  ['pathTitle', 'text'],
  ['level', 'integer'],
  ['levelTitle', 'text'],
  ['assignedCount', 'integer'],
  ['completedCount', 'integer'],
  ['inProgressCount', 'integer'],
  ['notStartedCount', 'integer'],
  ['completionPercent', 'percent'],
]);

export function pathFilterOf(query: TReportFilterQuery): TPathReportFilter {
  return {
    pathIds: nonEmpty(query.pathIds),
    levels: nonEmpty(query.levels),
    locationCodes: nonEmpty(query.locationCodes),
    jobRoles: nonEmpty(query.jobRoles),
  };
}

/** PATH_COMPLETION: each path x level, its people completed / in progress / not started; chart: % per path. */
export function createPathCompletionReport(db: Kysely<Database>) {
  return createSqlReportSource(db, {
    reportCode: 'PATH_COMPLETION',
    columns: COLUMNS,
    defaultOrder: [
      { key: 'pathTitle', direction: 'asc' },
      { key: 'path_id', direction: 'asc' },
      { key: 'level', direction: 'asc' },
    ],
    rowsQuery: (scope, query) => pathCompletionRows(db, scope.tenantCode, pathFilterOf(query), scope.locale),
    chart: async (scope, query) => {
      const rows = await pathCompletionByPath(
        db,
        scope.tenantCode,
        pathFilterOf(query),
        scope.locale,
        CHART_CATEGORIES,
      );
      return {
        kind: 'bar',
        categoryKey: 'pathTitle',
        seriesKeys: ['completionPercent'],
        rows: presentRows(
          COLUMNS.filter((column) => column.key === 'pathTitle' || column.key === 'completionPercent'),
          rows,
        ),
      };
    },
  });
}
