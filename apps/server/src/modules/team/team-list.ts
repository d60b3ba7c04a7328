import {
  TeamValidation,
  type TParsedTeamMembersRequest,
  type TTeamCounts,
  type TTeamFilter,
  type TTeamLineMember,
  type TTeamMembersResponse,
} from '@portal/contracts';

/*
 * The members page from the whole line's rows (computed once and kept a few seconds): scope and
 * search, the filter chips' counts, the filter, the sort and the page. Pure: no database.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether a member has not learned anything for TeamValidation.inactiveDays (or ever). */
function isInactive(member: TTeamLineMember, now: Date): boolean {
  const cutoff = new Date(now.getTime() - TeamValidation.inactiveDays * DAY_MS).toISOString();
  return member.lastActivity === null || member.lastActivity.at < cutoff;
}

function matches(filter: TTeamFilter, member: TTeamLineMember, now: Date): boolean {
  switch (filter) {
    case 'ALL':
      return true;
    case 'OVERDUE':
      return member.overdueItems + member.overdueAssessments > 0;
    case 'ASSESSMENTS_PENDING':
      return member.pendingAssessments > 0;
    case 'NOT_STARTED':
      return member.lastActivity === null || member.corePath?.percent === 0;
    case 'INACTIVE':
      return isInactive(member, now);
  }
}

function matchesTerm(member: TTeamLineMember, email: string, term: string): boolean {
  const needle = term.toLocaleLowerCase();
  return [member.displayName, email, member.userCode].some((text) => text.toLocaleLowerCase().includes(needle));
}

// One collator for every comparison: `localeCompare` with options builds one per call (most of a
// 500-member sort's time).
const names = new Intl.Collator(undefined, { sensitivity: 'base' });

const byName = (left: TTeamLineMember, right: TTeamLineMember) =>
  names.compare(left.displayName, right.displayName) || (left.userCode < right.userCode ? -1 : 1);

/** Sort value of a member (null: sorted last whatever the direction). */
function sortValue(sort: TParsedTeamMembersRequest['sort'], member: TTeamLineMember): number | string | null {
  switch (sort) {
    case 'NAME':
      return null;
    case 'PROGRESS':
      return member.corePath?.percent ?? null;
    case 'OVERDUE':
      return member.overdueItems + member.overdueAssessments;
    case 'LAST_ACTIVE':
      return member.lastActivity?.at ?? null;
  }
}

export type TListedMember = { member: TTeamLineMember; email: string };

/** The page the request asks for, with its total and the chip counts (scope and term applied, not the filter). */
export function pageOfMembers(
  all: readonly TListedMember[],
  request: TParsedTeamMembersRequest,
  now: Date,
): TTeamMembersResponse {
  const inScope = all
    .filter(({ member }) => request.scope === 'LINE' || member.depth === 1)
    .filter(({ member, email }) => request.term === undefined || matchesTerm(member, email, request.term))
    .map(({ member }) => member);
  const counts: TTeamCounts = {
    all: inScope.length,
    overdue: inScope.filter((member) => matches('OVERDUE', member, now)).length,
    assessmentsPending: inScope.filter((member) => matches('ASSESSMENTS_PENDING', member, now)).length,
    notStarted: inScope.filter((member) => matches('NOT_STARTED', member, now)).length,
    inactive: inScope.filter((member) => matches('INACTIVE', member, now)).length,
  };
  const sign = request.direction === 'asc' ? 1 : -1;
  const filtered = inScope
    .filter((member) => matches(request.filter, member, now))
    .toSorted((left, right) => {
      const a = sortValue(request.sort, left);
      const b = sortValue(request.sort, right);
      if (request.sort === 'NAME') {
        return sign * byName(left, right);
      }
      if (a !== b) {
        if (a === null) {
          return 1;
        }
        if (b === null) {
          return -1;
        }
        return sign * (a < b ? -1 : 1);
      }
      return byName(left, right);
    });
  const start = (request.pageNo - 1) * request.pageSize;
  return {
    totalRecords: filtered.length,
    result: filtered.slice(start, start + request.pageSize),
    counts,
  };
}
