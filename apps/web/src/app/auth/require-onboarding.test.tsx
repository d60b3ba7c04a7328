import { BUILD_NUMBER } from '@portal/contracts';
import type { TUser, TUserCategory } from '@portal/contracts';
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { privacyV2, tenantCategories, termsV2, userCategory } from '../../features/onboarding/onboarding-fixtures';
import { renderRoutes } from '../../testing/test-utils';
import { callsTo, jsonResponse, stubFetch, testTenant, testUser } from '../shell-fixtures';
import { TenantProvider } from '../tenant-context';
import { RequireOnboarding } from './require-onboarding';
import { SignedInSessionContext } from './signed-in-session';

const newHire: TUser = { ...testUser, userCode: 'acme-newhire', firstPreferenceUpdated: false };

function stubGateCalls({
  userCategories = [] as TUserCategory[],
  failPolicies = false,
  acceptedCodes = [] as string[],
} = {}) {
  return stubFetch({
    '/api/UserNotificationAcceptance': () =>
      jsonResponse({
        success: true,
        returnValue: acceptedCodes.map((notificationCode) => ({
          notificationCode,
          acceptedAt: '2026-01-01T00:00:00Z',
        })),
        message: null,
      }),
    '/api/corepath/CorePathOnBoardingStatus': () =>
      jsonResponse({ isCorePathAssigned: false, isCorePathAvailableForUser: false }),
    '/api/categories/CategoryConfiguration': () => jsonResponse({ updateFrequencyPeriod: 180 }),
    '/api/user/categories': () => jsonResponse({ success: true, returnValue: userCategories, message: null }),
    '/api/categories': () => jsonResponse(tenantCategories),
    '/api/TenantNotification/GetNotificationsByTypeWithDate': () =>
      failPolicies
        ? jsonResponse({ type: 'about:blank', title: 'Boom', status: 500 }, 500)
        : jsonResponse([privacyV2, termsV2]),
  });
}

function renderGuard(user: TUser, path: string, queryClient?: QueryClient, configuration = testTenant) {
  return renderRoutes(
    [
      {
        element: (
          <TenantProvider
            value={{ settings: { build: BUILD_NUMBER, production: false, configUrl: '/x' }, configuration }}
          >
            <SignedInSessionContext value={{ user, permissions: new Set() }}>
              <RequireOnboarding />
            </SignedInSessionContext>
          </TenantProvider>
        ),
        children: [
          { path: '/dashboard', element: <p>Dashboard page</p> },
          { path: '/resources', element: <p>Resources page</p> },
        ],
      },
      { path: '/onboarding', element: <p>Onboarding page</p> },
    ],
    { initialEntries: [path], queryClient },
  );
}

beforeEach(() => {
  window.sessionStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

describe('RequireOnboarding', () => {
  it("asks the learning path module for the user's core path when the tenant enables it", async () => {
    const fetchMock = stubGateCalls({ userCategories: [userCategory(1, new Date().toISOString())] });
    const withPaths = {
      ...testTenant,
      modules: [
        {
          moduleCode: 'LEARNINGPATH' as const,
          displayName: 'Learning Paths',
          serviceUrl: window.location.origin,
          spaUrl: `${window.location.origin}/learning-path`,
          permissions: [],
        },
      ],
    };
    renderGuard(testUser, '/dashboard', undefined, withPaths);
    expect(await screen.findByText('Dashboard page')).toBeTruthy();
    expect(callsTo(fetchMock, '/api/corepath/CorePathOnBoardingStatus')).not.toHaveLength(0);
  });

  it('sends a new user with policies to accept to /onboarding with the address they asked for', async () => {
    stubGateCalls();
    const { router } = renderGuard(newHire, '/resources?tab=all');
    expect(await screen.findByText('Onboarding page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/onboarding');
    expect(new URLSearchParams(router.state.location.search).get('returnUrl')).toBe('/resources?tab=all');
    expect(window.sessionStorage.getItem('PRIVACY_POLICY_UP_TO_DATE')).toBe('false');
    expect(window.sessionStorage.getItem('TERMS_AND_CONDITIONS_UP_TO_DATE')).toBe('false');
    expect(window.sessionStorage.getItem('ONBOARDING_COMPLETE')).toBe('false');
  });

  it('lets a user who made their first choices through, stores the flags and ONBOARDING_COMPLETE', async () => {
    const fetchMock = stubGateCalls({ userCategories: [userCategory(1, new Date().toISOString())] });
    renderGuard(testUser, '/dashboard');
    expect(await screen.findByText('Dashboard page')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalled();
    expect(window.sessionStorage.getItem('ONBOARDING_COMPLETE')).toBe('true');
    // None of the versions in force was accepted: they count as to accept, which does not block this user.
    expect(window.sessionStorage.getItem('PRIVACY_POLICY_UP_TO_DATE')).toBe('false');
  });

  it('lets a new user through when nothing is required (no policy, fresh categories)', async () => {
    stubFetch({
      '/api/categories/CategoryConfiguration': () => jsonResponse({ updateFrequencyPeriod: 180 }),
      '/api/user/categories': () =>
        jsonResponse({ success: true, returnValue: [userCategory(1, new Date().toISOString())], message: null }),
      '/api/categories': () => jsonResponse(tenantCategories),
      '/api/TenantNotification/GetNotificationsByTypeWithDate': () => jsonResponse([]),
      '/api/UserNotificationAcceptance': () => jsonResponse({ success: true, returnValue: [], message: null }),
    });
    renderGuard(newHire, '/dashboard');
    expect(await screen.findByText('Dashboard page')).toBeTruthy();
  });

  it('redirects a new user whose categories are older than updateFrequencyPeriod even without policies', async () => {
    stubFetch({
      '/api/categories/CategoryConfiguration': () => jsonResponse({ updateFrequencyPeriod: 30 }),
      '/api/user/categories': () =>
        jsonResponse({ success: true, returnValue: [userCategory(1, '2020-01-01T00:00:00.000Z')], message: null }),
      '/api/categories': () => jsonResponse(tenantCategories),
      '/api/TenantNotification/GetNotificationsByTypeWithDate': () => jsonResponse([]),
      '/api/UserNotificationAcceptance': () => jsonResponse({ success: true, returnValue: [], message: null }),
    });
    renderGuard(newHire, '/dashboard');
    expect(await screen.findByText('Onboarding page')).toBeTruthy();
  });

  it('does not ask again for policy versions the user accepted earlier', async () => {
    stubGateCalls({
      userCategories: [userCategory(1, new Date().toISOString())],
      acceptedCodes: [privacyV2.notificationCode, termsV2.notificationCode],
    });
    renderGuard(newHire, '/dashboard');
    expect(await screen.findByText('Dashboard page')).toBeTruthy();
    expect(window.sessionStorage.getItem('PRIVACY_POLICY_UP_TO_DATE')).toBe('true');
    expect(window.sessionStorage.getItem('TERMS_AND_CONDITIONS_UP_TO_DATE')).toBe('true');
  });

  it('skips everything when ONBOARDING_COMPLETE is in the session', () => {
    window.sessionStorage.setItem('ONBOARDING_COMPLETE', 'true');
    const fetchMock = stubGateCalls();
    renderGuard(newHire, '/dashboard');
    expect(screen.getByText('Dashboard page')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says so and offers a retry when the facts cannot be gathered', async () => {
    const fetchMock = stubGateCalls({ failPolicies: true });
    renderGuard(newHire, '/dashboard', new QueryClient({ defaultOptions: { queries: { retry: false } } }));
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.queryByText('Dashboard page')).toBeNull();
    const callsBefore = fetchMock.mock.calls.length;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(fetchMock.mock.calls.length).toBeGreaterThan(callsBefore));
  });
});
