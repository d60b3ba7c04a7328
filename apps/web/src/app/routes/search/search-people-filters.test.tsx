import { parseSearchPageParams } from '@portal/contracts';
import type {
  TCertificationSearchRequest,
  TCertificationSearchResponse,
  TLocationType,
  TTenantModule,
} from '@portal/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildTestTenant } from '../../../testing/tenant-fixture';
import { callsTo, jsonResponse, requestBody, testUser } from '../../shell-fixtures';
import { SearchRoute } from './search';
import { renderSearchRoutes, stubSearchApi } from './search-fixtures';

// jsdom lays nothing out, so it has no scrollIntoView; Mantine's Select scrolls to the chosen option.
Element.prototype.scrollIntoView = () => undefined;

const CERTIFICATIONS_PATH = '/api/corepath/certifications';
const LOCATION_TYPES_PATH = '/api/tenant/GetTenantLocationTypes';

function moduleOf(moduleCode: TTenantModule['moduleCode'], route: string): TTenantModule {
  return {
    moduleCode,
    displayName: moduleCode,
    serviceUrl: window.location.origin,
    spaUrl: `${window.location.origin}${route}`,
    permissions: [],
  };
}

const withAssessments = buildTestTenant({
  modules: [moduleOf('LEARNINGPATH', '/learning-path'), moduleOf('ASSESSMENT', '/assessment')],
});
const withoutAssessments = buildTestTenant({ modules: [moduleOf('LEARNINGPATH', '/learning-path')] });

const manager = { user: { ...testUser, hasReportees: true }, permissions: new Set<string>() };

const locationTypes: TLocationType[] = [
  { code: 'STORE', level: 3, name: 'Store', nameEn: 'Store', nameFr: 'Magasin' },
  { code: 'OFFICE', level: 3, name: 'Office', nameEn: 'Office', nameFr: 'Bureau' },
];

const nobody: TCertificationSearchResponse = { result: [], totalRecords: 0 };

function stubPeople(locationTypesAnswer: () => Response = () => jsonResponse(locationTypes)) {
  return stubSearchApi(undefined, {
    [CERTIFICATIONS_PATH]: () => jsonResponse(nobody),
    [LOCATION_TYPES_PATH]: locationTypesAnswer,
  });
}

function peopleBodies(fetchMock: ReturnType<typeof stubSearchApi>): TCertificationSearchRequest[] {
  return callsTo(fetchMock, CERTIFICATIONS_PATH).map(([, init]) => requestBody(init) as TCertificationSearchRequest);
}

async function choose(label: RegExp, option: string) {
  fireEvent.click(await screen.findByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('SearchRoute people filters: location type and assessments to do', { timeout: 15_000 }, () => {
  it("shows and asks for the address's location type and assessment filters", async () => {
    const fetchMock = stubPeople();
    renderSearchRoutes([{ path: '/search', element: <SearchRoute /> }], {
      url: '/search?locationType=OFFICE&incompeleteAssessments=1&incompeleteManagerAssessments=0',
      configuration: withAssessments,
      session: manager,
    });
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('combobox', { name: /Location type/ }).value).toBe('Office'),
    );
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: /Assessments/ }).value).toBe('Some still to do');
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: /Manager skill ratings/ }).value).toBe('None to do');
    await waitFor(() => expect(peopleBodies(fetchMock)).not.toHaveLength(0));
    expect(peopleBodies(fetchMock)[0]).toEqual(
      expect.objectContaining({
        locationType: 'OFFICE',
        incompeleteAssessments: true,
        incompeleteManagerAssessments: false,
      }),
    );
  });

  it('writes the chosen filters into the address and asks again; "Any" takes a filter off', async () => {
    const fetchMock = stubPeople();
    const { router } = renderSearchRoutes([{ path: '/search', element: <SearchRoute /> }], {
      url: '/search?certificationStatus=notCertified',
      configuration: withAssessments,
      session: manager,
    });
    const address = () => parseSearchPageParams(new URLSearchParams(router.state.location.search)).params;

    await choose(/Location type/, 'Store');
    await waitFor(() => expect(address().locationType).toBe('STORE'));
    await choose(/Manager skill ratings/, 'Still to do');
    await waitFor(() => expect(address().incompeleteManagerAssessments).toBe(true));
    await choose(/Assessments/, 'Some still to do');
    await waitFor(() => expect(address().incompeleteAssessments).toBe(true));
    // The filters already in the address stay.
    expect(address().certificationStatuses).toEqual(['notCertified']);
    await waitFor(() =>
      expect(peopleBodies(fetchMock).at(-1)).toEqual(
        expect.objectContaining({
          locationType: 'STORE',
          incompeleteAssessments: true,
          incompeleteManagerAssessments: true,
          certificationStatuses: ['notCertified'],
        }),
      ),
    );

    await choose(/Assessments/, 'Any');
    await waitFor(() => expect(address().incompeleteAssessments).toBeNull());
    expect(router.state.location.search).not.toContain('incompeleteAssessments');
    expect(address().incompeleteManagerAssessments).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: /Assessments/ }).value).toBe('Any');
  });

  it('neither shows nor applies the assessment filters for a tenant without assessments', async () => {
    const fetchMock = stubPeople();
    renderSearchRoutes([{ path: '/search', element: <SearchRoute /> }], {
      url: '/search?incompeleteAssessments=1&incompeleteManagerAssessments=1',
      configuration: withoutAssessments,
      session: manager,
    });
    expect(await screen.findByRole('combobox', { name: /Location type/ })).toBeTruthy();
    await waitFor(() => expect(peopleBodies(fetchMock)).not.toHaveLength(0));
    expect(screen.queryByRole('combobox', { name: /Assessments/ })).toBeNull();
    expect(screen.queryByRole('combobox', { name: /Manager skill ratings/ })).toBeNull();
    expect(peopleBodies(fetchMock)[0]).not.toHaveProperty('incompeleteAssessments');
    expect(peopleBodies(fetchMock)[0]).not.toHaveProperty('incompeleteManagerAssessments');
  });

  it('says when the location types could not be loaded, and tries again', async () => {
    let fails = true;
    const fetchMock = stubPeople(() =>
      fails
        ? // A 4xx: the query does not retry on its own first.
          jsonResponse({ type: 'about:blank', title: 'Forbidden', status: 403, code: 'forbidden' }, 403)
        : jsonResponse(locationTypes),
    );
    renderSearchRoutes([{ path: '/search', element: <SearchRoute /> }], {
      url: '/search',
      configuration: withAssessments,
      session: manager,
    });
    expect(await screen.findByText('The location types could not be loaded.')).toBeTruthy();
    fails = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByText('The location types could not be loaded.')).toBeNull());
    await choose(/Location type/, 'Office');
    expect(callsTo(fetchMock, LOCATION_TYPES_PATH).length).toBeGreaterThan(1);
  });

  it('names the filters in French', async () => {
    stubPeople();
    renderSearchRoutes([{ path: '/search', element: <SearchRoute /> }], {
      url: '/search?incompeleteAssessments=0',
      configuration: withAssessments,
      session: manager,
      locale: 'fr-CA',
    });
    expect(await screen.findByRole('combobox', { name: /Type d’emplacement/ })).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: /^Évaluations$/ }).value).toBe('Aucune à faire');
    expect(screen.getByRole('combobox', { name: /Évaluations des compétences par le gestionnaire/ })).toBeTruthy();
  });
});
