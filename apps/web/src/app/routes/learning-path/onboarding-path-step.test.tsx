import { BUILD_NUMBER } from '@portal/contracts';
import type { TUser } from '@portal/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tenantCategories } from '../../../features/onboarding/onboarding-fixtures';
import { buildTestTenant } from '../../../testing/tenant-fixture';
import { renderRoutes } from '../../../testing/test-utils';
import { SignedInSessionContext } from '../../auth/signed-in-session';
import { callsTo, jsonResponse, requestBody, stubFetch, testUser } from '../../shell-fixtures';
import { TenantProvider } from '../../tenant-context';
import {
  OnboardingLearningPathRoute,
  OnboardingPreferencesRoute,
  OnboardingWelcomeEndRoute,
} from '../onboarding/onboarding';
import { buildLearnerPath, buildSummary, ok } from './learning-path-fixtures';

const newHire: TUser = { ...testUser, userCode: 'acme-newhire', firstPreferenceUpdated: false };
const tenant = buildTestTenant({
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

function stubCalls({ isAvailable = true } = {}) {
  return stubFetch({
    '/api/categories/CategoryConfiguration': () => jsonResponse({ updateFrequencyPeriod: 90 }),
    '/api/user/categories': (_url, init) => ok(init?.method === 'POST' ? 1 : []),
    '/api/categories': () => jsonResponse(tenantCategories),
    '/api/TenantNotification/GetNotificationsByTypeWithDate': () => jsonResponse([]),
    '/api/UserNotificationAcceptance': () => ok([]),
    '/api/corepath/CorePathOnBoardingStatus': () =>
      jsonResponse({ isCorePathAssigned: false, isCorePathAvailableForUser: isAvailable }),
    '/api/corepath/jobRolePaths': () => ok([buildSummary()]),
    '/api/corepath/tenantPaths': () => ok([buildSummary({ pathId: 4, title: 'Working safely', isCore: false })]),
    '/api/corepath/setUserPath': () => ok(buildLearnerPath()),
  });
}

function renderOnboarding(path: string) {
  return renderRoutes(
    [
      {
        element: (
          <TenantProvider
            value={{ settings: { build: BUILD_NUMBER, production: false, configUrl: '/x' }, configuration: tenant }}
          >
            <SignedInSessionContext value={{ user: newHire, permissions: new Set() }}>
              <Outlet />
            </SignedInSessionContext>
          </TenantProvider>
        ),
        children: [
          { path: '/onboarding/preferences', element: <OnboardingPreferencesRoute /> },
          { path: '/onboarding/learning-path', element: <OnboardingLearningPathRoute /> },
          { path: '/onboarding/welcome-end', element: <OnboardingWelcomeEndRoute /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
}

beforeEach(() => window.sessionStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

async function savePreferences() {
  fireEvent.click((await screen.findAllByRole('checkbox'))[0] as HTMLElement);
  fireEvent.click(screen.getByRole('button', { name: 'Save my preferences' }));
  fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'GOT IT' }));
}

describe('the onboarding learning path step', () => {
  it('follows the preferences when a core path is to choose, saves the choice and goes on', async () => {
    const fetchMock = stubCalls();
    const { router } = renderOnboarding('/onboarding/preferences?returnUrl=%2Fresources');
    expect((await screen.findByTestId('onboarding-progress')).textContent).toBe('Step 2 of 4');
    await savePreferences();
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding/learning-path'));
    expect(await screen.findByRole('heading', { name: 'Your learning path' })).toBeTruthy();
    expect(screen.getByTestId('onboarding-progress').textContent).toBe('Step 3 of 4');
    fireEvent.click(await screen.findByRole('radio', { name: /Working safely/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Choose and continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding/welcome-end'));
    expect(requestBody(callsTo(fetchMock, '/api/corepath/setUserPath')[0]?.[1])).toEqual({ pathId: 4 });
    expect(await screen.findByRole('button', { name: 'Start learning' })).toBeTruthy();
    expect(screen.getByTestId('onboarding-progress').textContent).toBe('Step 4 of 4');
    expect(router.state.location.search).toBe('?returnUrl=%2Fresources');
    // Three pages and two dialogs: more than the default 5 s on a loaded two-core machine.
  }, 20_000);

  it('is skipped when no core path is available', async () => {
    stubCalls({ isAvailable: false });
    const { router } = renderOnboarding('/onboarding/preferences?returnUrl=%2Fresources');
    expect((await screen.findByTestId('onboarding-progress')).textContent).toBe('Step 2 of 3');
    await savePreferences();
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding/welcome-end'));
  });
});
