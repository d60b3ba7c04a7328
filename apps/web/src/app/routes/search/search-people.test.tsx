import { parseSearchPageParams } from '@portal/contracts';
import type {
  TCertificationSearchRequest,
  TCertificationSearchResponse,
  TPersonCertification,
} from '@portal/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildTestTenant } from '../../../testing/tenant-fixture';
import { callsTo, jsonResponse, requestBody, testUser } from '../../shell-fixtures';
import { SearchRoute } from './search';
import { renderSearchRoutes, stubSearchApi } from './search-fixtures';

const CERTIFICATIONS_PATH = '/api/corepath/certifications';

const tenantWithPaths = buildTestTenant({
  modules: [
    {
      moduleCode: 'LEARNINGPATH',
      displayName: 'Learning Paths',
      serviceUrl: window.location.origin,
      spaUrl: `${window.location.origin}/learning-path`,
      permissions: [],
    },
  ],
});

const manager = { user: { ...testUser, hasReportees: true }, permissions: new Set<string>() };

function person(overrides: Partial<TPersonCertification>): TPersonCertification {
  return {
    userCode: 'p-1',
    firstName: 'Cora',
    lastName: 'Adams',
    jobTitle: 'Sales Associate',
    locationName: 'Store 12',
    corePath: { pathId: 4, title: 'Certified associate' },
    requiredCount: 2,
    completedCount: 2,
    score: 100,
    status: 'certified',
    ...overrides,
  };
}

function stubPeople(answer: TCertificationSearchResponse) {
  return stubSearchApi(undefined, { [CERTIFICATIONS_PATH]: () => jsonResponse(answer) });
}

function peopleBodies(fetchMock: ReturnType<typeof stubSearchApi>): TCertificationSearchRequest[] {
  return callsTo(fetchMock, CERTIFICATIONS_PATH).map(([, init]) => requestBody(init) as TCertificationSearchRequest);
}

describe('SearchRoute people and certification', { timeout: 15_000 }, () => {
  it("shows a manager their reports' certification with the address's people filters", async () => {
    const fetchMock = stubPeople({
      result: [
        person({}),
        person({
          userCode: 'p-2',
          firstName: 'Hal',
          lastName: 'Baker',
          completedCount: 1,
          score: 50,
          status: 'notCertified',
        }),
      ],
      totalRecords: 2,
    });
    renderSearchRoutes([{ path: '/search', element: <SearchRoute /> }], {
      url: '/search?locationCode=S12&jobRoles=SALES&certificationStatus=notCertified&certificationStatus=certified',
      configuration: tenantWithPaths,
      session: manager,
    });
    const table = await screen.findByRole('table', { name: 'People and certification' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'PersonLocationCore pathProgressStatus',
      'Cora AdamsSales AssociateStore 12Certified associate2 of 2 required (100%)Certified',
      'Hal BakerSales AssociateStore 12Certified associate1 of 2 required (50%)Not certified',
    ]);
    expect(peopleBodies(fetchMock)).toEqual([
      {
        term: '',
        locationCodes: ['S12'],
        jobRoles: ['SALES'],
        certificationStatuses: ['notCertified', 'certified'],
        certificationScores: [],
        locale: 'en',
        pageNo: 1,
        pageSize: 15,
      },
    ]);
  });

  it('writes a chosen status and score range into the address and asks again', async () => {
    const fetchMock = stubPeople({ result: [person({})], totalRecords: 1 });
    const { router } = renderSearchRoutes([{ path: '/search', element: <SearchRoute /> }], {
      url: '/search',
      configuration: tenantWithPaths,
      session: manager,
    });
    await screen.findByRole('table', { name: 'People and certification' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Certified' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: '80-99%' }));
    await screen.findByRole('table', { name: 'People and certification' });
    const written = parseSearchPageParams(new URLSearchParams(router.state.location.search));
    expect(written.params.certificationStatuses).toEqual(['certified']);
    expect(written.params.certificationScores).toEqual(['80-99']);
    expect(peopleBodies(fetchMock).at(-1)).toEqual(
      expect.objectContaining({ certificationStatuses: ['certified'], certificationScores: ['80-99'] }),
    );
  });

  it('says so when nobody matches, in French too', async () => {
    stubPeople({ result: [], totalRecords: 0 });
    renderSearchRoutes([{ path: '/search', element: <SearchRoute /> }], {
      url: '/search',
      configuration: tenantWithPaths,
      session: manager,
      locale: 'fr-CA',
    });
    expect(await screen.findByRole('heading', { name: 'Personne ne correspond' })).toBeTruthy();
  });

  it('lists nobody for a learner without reports, nor for a tenant without learning paths', async () => {
    const fetchMock = stubPeople({ result: [person({})], totalRecords: 1 });
    renderSearchRoutes([{ path: '/search', element: <SearchRoute /> }], {
      url: '/search',
      configuration: tenantWithPaths,
    });
    await screen.findByRole('searchbox');
    expect(screen.queryByRole('heading', { name: 'People and certification' })).toBeNull();
    renderSearchRoutes([{ path: '/search', element: <SearchRoute /> }], { url: '/search', session: manager });
    await screen.findAllByRole('searchbox');
    expect(screen.queryByRole('heading', { name: 'People and certification' })).toBeNull();
    expect(peopleBodies(fetchMock)).toEqual([]);
  });
});
