import { BUILD_NUMBER } from '@portal/contracts';
import type {
  TLocaleCode,
  TMyTeamResponse,
  TTeamLineMember,
  TTeamMemberDetailResponse,
  TTeamMembersResponse,
} from '@portal/contracts';
import type { ReactNode } from 'react';
import { jsonResponse } from '../../../testing/fetch-stubs';
import { buildTestTenant } from '../../../testing/tenant-fixture';
import { renderRoutes } from '../../../testing/test-utils';
import { buildTestUser } from '../../../testing/user-fixture';
import { SignedInSessionContext } from '../../auth/signed-in-session';
import { TenantProvider } from '../../tenant-context';

/** Test data and rendering for the team pages. */

export function renderTeamPage(
  element: ReactNode,
  options: { path?: string; url?: string; locale?: TLocaleCode; isManager?: boolean } = {},
) {
  const user = buildTestUser(
    options.isManager === false
      ? {}
      : { userCode: 'acme-manager', firstName: 'Marco', lastName: 'Manager', hasReportees: true },
  );
  return renderRoutes(
    [
      {
        path: options.path ?? '*',
        element: (
          <TenantProvider
            value={{
              settings: { build: BUILD_NUMBER, production: false, configUrl: '/x' },
              configuration: buildTestTenant(),
            }}
          >
            <SignedInSessionContext value={{ user, permissions: new Set() }}>{element}</SignedInSessionContext>
          </TenantProvider>
        ),
      },
    ],
    { locale: options.locale ?? 'en', initialEntries: [options.url ?? '/'] },
  );
}

export function buildMember(overrides: Partial<TTeamLineMember> = {}): TTeamLineMember {
  return {
    userCode: 'acme-learner',
    displayName: 'Lena Learner',
    pictureMediaId: null,
    jobRole: 'Sales Associate',
    locationNames: ['Store 12'],
    managerUserCode: 'acme-manager',
    managerName: 'Marco Manager',
    depth: 1,
    corePath: { pathId: 3, title: 'Sales foundations', percent: 45 },
    overdueItems: 2,
    pendingAssessments: 1,
    overdueAssessments: 1,
    topGaps: [{ competencyId: 7, name: 'Negotiation', gap: 2 }],
    lastActivity: { verb: 'completed', title: 'Greeting customers', at: '2026-11-20T15:00:00.000Z' },
    ...overrides,
  };
}

export const sam = buildMember({
  userCode: 'acme-sam',
  displayName: 'Sam Seller',
  corePath: null,
  overdueItems: 0,
  pendingAssessments: 0,
  overdueAssessments: 0,
  topGaps: [],
  lastActivity: null,
  depth: 2,
  managerName: 'Tess Lead',
});

export function membersPage(
  result: TTeamLineMember[],
  counts: Partial<TTeamMembersResponse['counts']> = {},
): TTeamMembersResponse {
  return {
    totalRecords: result.length,
    result,
    counts: { all: result.length, overdue: 1, assessmentsPending: 1, notStarted: 1, inactive: 0, ...counts },
  };
}

export function buildMyTeam(overrides: Partial<TMyTeamResponse> = {}): TMyTeamResponse {
  return {
    manager: { userCode: 'acme-boss', displayName: 'Bea Boss', pictureMediaId: null, jobRole: 'Regional Manager' },
    teammates: [{ userCode: 'acme-tess', displayName: 'Tess Lead', pictureMediaId: null, jobRole: 'Team Lead' }],
    learningTogether: [
      { kind: 'PATH', itemId: 3, title: 'Sales foundations', peopleCount: 4 },
      { kind: 'EVENT', itemId: 6, title: 'Winter product launch', peopleCount: 2 },
    ],
    ...overrides,
  };
}

export function buildDetail(overrides: Partial<TTeamMemberDetailResponse> = {}): TTeamMemberDetailResponse {
  return {
    member: buildMember(),
    assignments: [
      {
        kind: 'RESOURCE',
        itemId: 12,
        title: 'Store safety checklist',
        dueDate: '2026-12-01',
        assignedAt: '2026-11-02T10:00:00.000Z',
        status: 'IN_PROGRESS',
      },
      {
        kind: 'EVENT',
        itemId: 41,
        title: 'Onboarding live Q&A',
        dueDate: null,
        assignedAt: '2026-11-01T10:00:00.000Z',
        status: 'NOT_STARTED',
      },
    ],
    recentActivity: [
      { verb: 'passed', kind: 'ASSESSMENTSET', title: 'Product quiz', at: '2026-11-21T10:00:00.000Z' },
      { verb: 'viewed', kind: 'RESOURCE', title: '', at: '2026-11-19T10:00:00.000Z' },
    ],
    ...overrides,
  };
}

export const json = (body: unknown) => jsonResponse(body);
export const failure = () => jsonResponse({ title: 'Boom', status: 500, code: 'internal_error' }, 500);
