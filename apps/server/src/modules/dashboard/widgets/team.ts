import { DashboardLimits, PageDefaults, type TUserSummary } from '@portal/contracts';
import { findCertifications } from '../../learning-paths/certification.repository.ts';
import { reporteeAssessmentsOf } from './reportee-assessments.ts';
import type { TWidgetContext, TWidgetLoader } from './widget-context.ts';

// A manager's widgets look at their first reportees by name; more is a report's job.
const MAX_REPORTEES = PageDefaults.maxPageSize;

function displayNameOf(user: Pick<TUserSummary, 'firstName' | 'lastName' | 'userCode'>): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.userCode;
}

async function reporteesOf({ actor, sources }: TWidgetContext): Promise<TUserSummary[]> {
  const page = await sources.users.listMyReportees(actor, {
    pageNo: 1,
    pageSize: MAX_REPORTEES,
    displayAll: false,
    sortColumns: [
      { colId: 'lastName', sort: 'asc' },
      { colId: 'firstName', sort: 'asc' },
    ],
  });
  return page.result;
}

/**
 * EMPLOYEE_ASSESSMENT: the reportees' assigned assessments not yet completed (in progress or to
 * do), and how many are past due, counted for all of them at once (reportee-assessments.ts).
 */
export const employeeAssessmentWidget: TWidgetLoader<'EMPLOYEE_ASSESSMENT'> = async (context) => {
  const { actor, db, now } = context;
  const reportees = await reporteesOf(context);
  const counts = await reporteeAssessmentsOf(
    db,
    actor.tenantCode,
    reportees.map((reportee) => reportee.userCode),
    now,
  );
  const people = reportees.map((reportee) => ({
    userCode: reportee.userCode,
    displayName: displayNameOf(reportee),
    ...(counts.get(reportee.userCode) ?? { pendingCount: 0, overdueCount: 0 }),
  }));
  const withPending = people
    .filter((person) => person.pendingCount > 0)
    .sort(
      (left, right) =>
        right.overdueCount - left.overdueCount ||
        right.pendingCount - left.pendingCount ||
        left.displayName.localeCompare(right.displayName),
    );
  return {
    widgetCode: 'EMPLOYEE_ASSESSMENT',
    pendingCount: people.reduce((sum, person) => sum + person.pendingCount, 0),
    overdueCount: people.reduce((sum, person) => sum + person.overdueCount, 0),
    people: withPending.slice(0, DashboardLimits.listSize),
  };
};

// The search page's further filters, none here.
const NO_EXTRA_FILTERS = { locationType: null, conditions: [] };

/** TEAM_PROGRESS: the reportees' core-path certification (one query of the learning paths module). */
export const teamProgressWidget: TWidgetLoader<'TEAM_PROGRESS'> = async ({ db, actor }) => {
  const { rows, total } = await findCertifications(db, {
    ...NO_EXTRA_FILTERS,
    tenantCode: actor.tenantCode,
    managerUserCode: actor.userCode,
    term: '',
    locationCodes: [],
    jobRoles: [],
    statuses: [],
    scores: [],
    limit: MAX_REPORTEES,
    offset: 0,
  });
  const members = rows.map((row) => ({
    userCode: row.user_code,
    displayName: `${row.first_name} ${row.last_name}`.trim() || row.user_code,
    percent: row.path_id === null ? null : (row.score ?? (row.required_count === 0 ? null : 0)),
    status: row.status,
  }));
  const withPercent = members.flatMap((member) => (member.percent === null ? [] : [member.percent]));
  members.sort(
    (left, right) =>
      (left.percent ?? 101) - (right.percent ?? 101) || left.displayName.localeCompare(right.displayName),
  );
  return {
    widgetCode: 'TEAM_PROGRESS',
    reporteeCount: total,
    averagePercent:
      withPercent.length === 0
        ? null
        : Math.round(withPercent.reduce((sum, value) => sum + value, 0) / withPercent.length),
    certifiedCount: rows.filter((row) => row.status === 'certified').length,
    members: members.slice(0, DashboardLimits.listSize),
  };
};
