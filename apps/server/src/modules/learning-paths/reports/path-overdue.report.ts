import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { reportColumns } from '../../reports/report-query.ts';
import { CHART_CATEGORIES, createSqlReportSource, presentRows } from '../../reports/sql-report-source.ts';
import { pathFilterOf } from './path-completion.report.ts';
import { pathOverdueRows } from './path-reports.repository.ts';

const COLUMNS = reportColumns([
  ['personName', 'text'],
  ['locationName', 'text'],
  ['jobRoleName', 'text'],
  ['pathTitle', 'text'],
  ['dueDate', 'date'],
  ['daysOverdue', 'integer'],
  ['percentDone', 'percent'],
]);

const CHART_COLUMNS = reportColumns([
  ['pathTitle', 'text'],
  ['overdueCount', 'integer'],
]);

/** PATH_OVERDUE: each person past their path's due date, most overdue first; chart: overdue people per path. */
export function createPathOverdueReport(db: Kysely<Database>, now: () => Date = () => new Date()) {
  return createSqlReportSource(db, {
    reportCode: 'PATH_OVERDUE',
    columns: COLUMNS,
    defaultOrder: [
      { key: 'daysOverdue', direction: 'desc' },
      { key: 'personName', direction: 'asc' },
    ],
    rowsQuery: (scope, query) =>
      pathOverdueRows(db, scope.tenantCode, pathFilterOf(query), scope.locale, now().toISOString()),
    chart: async (_scope, _query, rows) => {
      const { rows: answer } = await sql<Record<string, unknown>>`select ${sql.ref('x.pathTitle')} as ${sql.ref(
        'pathTitle',
      )}, count(*) as ${sql.ref('overdueCount')} from (${rows}) as x group by ${sql.ref('x.path_id')}, ${sql.ref(
        'x.pathTitle',
      )} order by count(*) desc, lower(${sql.ref('x.pathTitle')}), ${sql.ref('x.path_id')} limit ${CHART_CATEGORIES}`.execute(
        db,
      );
      return {
        kind: 'bar',
        categoryKey: 'pathTitle',
        seriesKeys: ['overdueCount'],
        rows: presentRows(CHART_COLUMNS, answer),
      };
    },
  });
}
