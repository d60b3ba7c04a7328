import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { nonEmpty, reportColumns, timeWindowOf } from '../../reports/report-query.ts';
import type { TReportFilterQuery } from '../../reports/report-source.ts';
import { createSqlReportSource, firstRowsChart } from '../../reports/sql-report-source.ts';
import { assessmentScoreRows, type TAssessmentReportFilter } from './assessment-reports.repository.ts';

const COLUMNS = reportColumns([
  ['setTitle', 'text'],
  ['attemptCount', 'integer'],
  ['peopleCount', 'integer'],
  ['averageScorePercent', 'percent'],
  ['passRatePercent', 'percent'],
]);

const DEFAULT_ORDER = [{ key: 'setTitle', direction: 'asc' }] as const;

export function assessmentFilterOf(query: TReportFilterQuery): TAssessmentReportFilter {
  return {
    setIds: nonEmpty(query.setIds),
    locationCodes: nonEmpty(query.locationCodes),
    jobRoles: nonEmpty(query.jobRoles),
    ...timeWindowOf(query),
  };
}

/** ASSESSMENT_SCORES: each set's completed attempts in the dates; chart: pass rate per set. */
export function createAssessmentScoresReport(db: Kysely<Database>) {
  return createSqlReportSource(db, {
    reportCode: 'ASSESSMENT_SCORES',
    columns: COLUMNS,
    defaultOrder: DEFAULT_ORDER,
    rowsQuery: (scope, query) => assessmentScoreRows(db, scope.tenantCode, assessmentFilterOf(query), scope.locale),
    chart: (_scope, _query, rows) =>
      firstRowsChart(db, { columns: COLUMNS, defaultOrder: DEFAULT_ORDER }, rows, {
        categoryKey: 'setTitle',
        seriesKeys: ['passRatePercent'],
      }),
  });
}
