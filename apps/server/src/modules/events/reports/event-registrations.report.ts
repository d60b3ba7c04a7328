import type { TLocaleCode } from '@portal/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { reportColumns, timeWindowOf } from '../../reports/report-query.ts';
import type { TReportFilterQuery } from '../../reports/report-source.ts';
import { CHART_CATEGORIES, createSqlReportSource, presentRows } from '../../reports/sql-report-source.ts';

const COLUMNS = reportColumns([
  ['title', 'text'],
  ['sessionDate', 'date'],
  ['capacity', 'integer'],
  ['seatedCount', 'integer'],
  ['waitingCount', 'integer'],
  ['attendedCount', 'integer'],
  ['absentCount', 'integer'],
]);

const CHART_COLUMNS = reportColumns([
  ['title', 'text'],
  ['seatedCount', 'integer'],
  ['attendedCount', 'integer'],
]);

/**
 * One row per session of a published or cancelled event (drafts have no registrations), starting
 * within the asked dates: its capacity, the people seated and waiting, and the attendance marked,
 * counted by one grouped scan of the tenant's registrations. Titled in the viewer's language.
 */
function registrationRows(db: Kysely<Database>, tenantCode: string, locale: TLocaleCode, query: TReportFilterQuery) {
  const window = timeWindowOf(query);
  const counts = db
    .selectFrom('event_registrations')
    .select((eb) => [
      'session_id',
      eb.fn.sum<number>(eb.case().when('status', '=', 'WAITING').then(1).else(0).end()).as('waiting'),
      eb.fn.sum<number>(eb.case().when('attendance', '=', 'ATTENDED').then(1).else(0).end()).as('attended'),
      eb.fn.sum<number>(eb.case().when('attendance', '=', 'ABSENT').then(1).else(0).end()).as('absent'),
    ])
    .where('tenant_code', '=', tenantCode)
    .groupBy('session_id')
    .as('c');
  let rows = db
    .selectFrom('event_sessions as s')
    .innerJoin('events as e', (join) =>
      join.onRef('e.tenant_code', '=', 's.tenant_code').onRef('e.id', '=', 's.event_id'),
    )
    .leftJoin(counts, 'c.session_id', 's.id')
    .select([
      's.id as row_id',
      's.starts_at as sessionDate',
      's.capacity as capacity',
      's.seated_count as seatedCount',
      sql<number>`coalesce(${sql.ref('c.waiting')}, 0)`.as('waitingCount'),
      sql<number>`coalesce(${sql.ref('c.attended')}, 0)`.as('attendedCount'),
      sql<number>`coalesce(${sql.ref('c.absent')}, 0)`.as('absentCount'),
    ])
    .select(sql<string>`${sql.ref(locale === 'fr-CA' ? 'e.title_fr' : 'e.title_en')}`.as('title'))
    .where('s.tenant_code', '=', tenantCode)
    .where('e.status', '!=', 'DRAFT');
  if (window.from) {
    rows = rows.where('s.starts_at', '>=', window.from);
  }
  if (window.to) {
    rows = rows.where('s.starts_at', '<=', window.to);
  }
  return rows;
}

/** EVENT_REGISTRATIONS ("Event registrations and attendance"): latest sessions first; chart: seated and attended. */
export function createEventRegistrationsReport(db: Kysely<Database>) {
  return createSqlReportSource(db, {
    reportCode: 'EVENT_REGISTRATIONS',
    columns: COLUMNS,
    defaultOrder: [
      { key: 'sessionDate', direction: 'desc' },
      { key: 'title', direction: 'asc' },
    ],
    rowsQuery: (scope, query) => registrationRows(db, scope.tenantCode, scope.locale, query),
    chart: async (_scope, _query, rows) => {
      const { rows: answer } = await sql<Record<string, unknown>>`select ${sql.ref('x.title')} as ${sql.ref(
        'title',
      )}, ${sql.ref('x.seatedCount')} as ${sql.ref('seatedCount')}, ${sql.ref('x.attendedCount')} as ${sql.ref(
        'attendedCount',
      )} from (${rows}) as x order by ${sql.ref('x.sessionDate')} desc, ${sql.ref('x.row_id')} limit ${CHART_CATEGORIES}`.execute(
        db,
      );
      return {
        kind: 'bar',
        categoryKey: 'title',
        seriesKeys: ['seatedCount', 'attendedCount'],
        rows: presentRows(CHART_COLUMNS, answer),
      };
    },
  });
}
