import { BUILD_NUMBER } from '@portal/contracts';
import type { TAssetListItem, TUser } from '@portal/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tenantCategories } from '../../../features/onboarding/onboarding-fixtures';
import { buildTestTenant } from '../../../testing/tenant-fixture';
import { renderRoutes } from '../../../testing/test-utils';
import { SignedInSessionContext } from '../../auth/signed-in-session';
import { callsTo, jsonResponse, requestBody, requestUrl, stubFetch, testUser } from '../../shell-fixtures';
import { assessmentModule, tenantAnswer } from '../../skill-banner/skill-banner-test-fixtures';
import { TenantProvider } from '../../tenant-context';
import {
  OnboardingPreferencesRoute,
  OnboardingRecommendationsRoute,
  OnboardingSkillAssessmentRoute,
  OnboardingWelcomeBeginRoute,
  OnboardingWelcomeEndRoute,
} from './onboarding';

const newHire: TUser = { ...testUser, userCode: 'acme-newhire', firstName: 'Nora', firstPreferenceUpdated: false };

const asset = (resourceId: number, title: string): TAssetListItem => ({
  resourceId,
  title,
  description: null,
  locale: 'en',
  thumbnailMediaId: null,
  durationValue: null,
  durationType: null,
  assetTypeCodes: ['DOCUMENT'],
  categoryIds: [],
  effectiveDate: '2026-01-01T00:00:00.000Z',
  expiryDate: null,
  isFeatured: false,
  isElectrified: false,
  isFavorite: false,
  viewCount: 0,
  createdDate: '2026-01-01T00:00:00.000Z',
  modifiedDate: '2026-01-01T00:00:00.000Z',
});

type TSkillStubs = { competenciesEnabled?: boolean; isComplete?: boolean; chosen?: number };

function stubCalls({ competenciesEnabled = true, isComplete = false, chosen = 0 }: TSkillStubs = {}) {
  return stubFetch({
    '/api/categories/CategoryConfiguration': () => jsonResponse({ updateFrequencyPeriod: 90 }),
    '/api/user/categories': (_url, init) =>
      jsonResponse({ success: true, returnValue: init?.method === 'POST' ? 1 : [], message: null }),
    '/api/categories': () => jsonResponse(tenantCategories),
    '/api/TenantNotification/GetNotificationsByTypeWithDate': () => jsonResponse([]),
    '/api/UserNotificationAcceptance': () => jsonResponse({ success: true, returnValue: [], message: null }),
    '/api/userprofile/setuserwelcomestate': () => jsonResponse({ success: true, returnValue: true, message: null }),
    '/api/tenant': () => jsonResponse(tenantAnswer({ competenciesEnabled })),
    '/api/userAttempt/pendingskillassessments': () =>
      jsonResponse({
        success: true,
        returnValue: [
          { assessmentSetId: 12, hasSkillAssessmentAssigned: true, isComplete, skillAssessmentExpired: false },
        ],
        message: null,
      }),
    '/api/assets/choosenrecommendations': (_url, init) =>
      init?.method === 'PUT'
        ? jsonResponse({ success: true, returnValue: 1, message: null })
        : jsonResponse({ result: [], totalRecords: chosen }),
    '/api/assets/getRecommendedAssetsGroupedByParentCompetenciesForCurrentUserSkillScores': () =>
      jsonResponse({
        result: [
          {
            parentCompetencyId: 3,
            parentCompetencyName: 'Customer service',
            totalRecords: 2,
            assets: [asset(501, 'Greeting customers'), asset(502, 'Handling complaints')],
          },
          {
            parentCompetencyId: 4,
            parentCompetencyName: 'Sales',
            totalRecords: 1,
            assets: [asset(502, 'Handling complaints')],
          },
        ],
        totalRecords: 2,
      }),
  });
}

function renderOnboarding(path: string) {
  const configuration = buildTestTenant({ modules: [assessmentModule()] });
  return renderRoutes(
    [
      {
        element: (
          <TenantProvider
            value={{ settings: { build: BUILD_NUMBER, production: false, configUrl: '/x' }, configuration }}
          >
            <SignedInSessionContext value={{ user: newHire, permissions: new Set() }}>
              <Outlet />
            </SignedInSessionContext>
          </TenantProvider>
        ),
        children: [
          { path: '/onboarding/welcome-begin', element: <OnboardingWelcomeBeginRoute /> },
          { path: '/onboarding/preferences', element: <OnboardingPreferencesRoute /> },
          { path: '/onboarding/skill-assessment', element: <OnboardingSkillAssessmentRoute /> },
          { path: '/onboarding/recommendations', element: <OnboardingRecommendationsRoute /> },
          { path: '/onboarding/welcome-end', element: <OnboardingWelcomeEndRoute /> },
          { path: '/assessment/:setId', element: <p>Skill assessment page</p> },
          { path: '/resources', element: <p>Resources page</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
}

async function throughPreferences() {
  fireEvent.click(await screen.findByRole('button', { name: 'Get started' }));
  fireEvent.click(await screen.findByRole('checkbox', { name: 'Fire drills' }));
  fireEvent.click(screen.getByRole('button', { name: 'Save my preferences' }));
  fireEvent.click(await screen.findByRole('button', { name: 'GOT IT' }));
}

beforeEach(() => window.sessionStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

describe('the onboarding skill steps (spec section 4, step 3)', () => {
  it('asks for the pending skill assessment and recommendations, saves the choice and lands on the assessment', async () => {
    const fetchMock = stubCalls();
    const { router } = renderOnboarding('/onboarding/welcome-begin?returnUrl=%2Fresources');
    expect((await screen.findByTestId('onboarding-progress')).textContent).toBe('Step 1 of 5');
    const [pendingCall] = callsTo(fetchMock, '/api/userAttempt/pendingskillassessments');
    expect(pendingCall && requestUrl(pendingCall[0]).searchParams.get('isOnBoarding')).toBe('true');
    await throughPreferences();

    expect(await screen.findByRole('heading', { name: 'Your skill assessment' })).toBeTruthy();
    expect(screen.getByTestId('onboarding-progress').textContent).toBe('Step 3 of 5');
    fireEvent.click(screen.getByRole('button', { name: 'Take it when I finish' }));

    expect(await screen.findByRole('heading', { name: 'Recommended for you' })).toBeTruthy();
    expect(screen.getByTestId('onboarding-progress').textContent).toBe('Step 4 of 5');
    // Each resource once, under the first competency recommending it.
    expect(await screen.findAllByRole('checkbox', { name: 'Handling complaints' })).toHaveLength(1);
    expect(screen.getByRole('group', { name: 'For Customer service' })).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Handling complaints' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save my choices' }));

    expect(await screen.findByRole('button', { name: 'Start learning' })).toBeTruthy();
    const puts = callsTo(fetchMock, '/api/assets/choosenrecommendations').filter(([, init]) => init?.method === 'PUT');
    expect(puts.map(([, init]) => requestBody(init))).toEqual([{ resourceIds: [502] }]);
    fireEvent.click(screen.getByRole('button', { name: 'Start learning' }));
    expect(await screen.findByText('Skill assessment page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/assessment/12');
  });

  it('lets the user put the assessment off and skip the recommendations, back to where they were going', async () => {
    stubCalls();
    const { router } = renderOnboarding('/onboarding/welcome-begin?returnUrl=%2Fresources');
    await throughPreferences();
    fireEvent.click(await screen.findByRole('button', { name: 'Later' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Not now' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Start learning' }));
    expect(await screen.findByText('Resources page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/resources');
  });

  it('has no skill pages when the assessment is done and a recommendation chosen, or without competencies', async () => {
    const fetchMock = stubCalls({ isComplete: true, chosen: 2 });
    const view = renderOnboarding('/onboarding/welcome-begin?returnUrl=%2Fresources');
    expect((await screen.findByTestId('onboarding-progress')).textContent).toBe('Step 1 of 3');
    await throughPreferences();
    expect(await screen.findByRole('button', { name: 'Start learning' })).toBeTruthy();
    view.unmount();
    const chosenCalls = callsTo(fetchMock, '/api/assets/choosenrecommendations');
    expect(chosenCalls.length).toBeGreaterThan(0);
    expect(chosenCalls.every(([, init]) => init?.method === 'POST')).toBe(true);

    const withoutSkills = stubCalls({ competenciesEnabled: false });
    renderOnboarding('/onboarding/welcome-begin?returnUrl=%2Fresources');
    await waitFor(() => expect(screen.getByTestId('onboarding-progress').textContent).toBe('Step 1 of 3'));
    expect(callsTo(withoutSkills, '/api/userAttempt/pendingskillassessments')).toHaveLength(0);
  });
});
