import { BUILD_NUMBER } from '@portal/contracts';
import type { TLocaleCode, TUser } from '@portal/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { privacyV2, tenantCategories, termsV2 } from '../../../features/onboarding/onboarding-fixtures';
import { renderRoutes } from '../../../testing/test-utils';
import { SignedInSessionContext } from '../../auth/signed-in-session';
import { callsTo, jsonResponse, requestBody, stubFetch, testTenant, testUser } from '../../shell-fixtures';
import { TenantProvider } from '../../tenant-context';
import {
  OnboardingPolicyRoute,
  OnboardingPreferencesRoute,
  OnboardingRoute,
  OnboardingWelcomeBeginRoute,
  OnboardingWelcomeEndRoute,
} from './onboarding';

const newHire: TUser = { ...testUser, userCode: 'acme-newhire', firstName: 'Nora', firstPreferenceUpdated: false };

function stubOnboardingCalls({ failAcceptance = false } = {}) {
  return stubFetch({
    '/api/categories/CategoryConfiguration': () => jsonResponse({ updateFrequencyPeriod: 90 }),
    '/api/user/categories': (_url, init) =>
      jsonResponse({ success: true, returnValue: init?.method === 'POST' ? 2 : [], message: null }),
    '/api/categories': () => jsonResponse(tenantCategories),
    '/api/TenantNotification/GetNotificationsByTypeWithDate': () => jsonResponse([privacyV2, termsV2]),
    '/api/UserNotificationAcceptance': (_url, init) =>
      init?.method !== 'POST'
        ? jsonResponse({ success: true, returnValue: [], message: null })
        : failAcceptance
          ? jsonResponse({ type: 'about:blank', title: 'Boom', status: 500 }, 500)
          : jsonResponse({
              success: true,
              returnValue: {
                notificationCode: (requestBody(init) as { notificationCode: string }).notificationCode,
                acceptedAt: '2026-11-21T00:00:00.000Z',
              },
              message: null,
            }),
    '/api/userprofile/setuserwelcomestate': () => jsonResponse({ success: true, returnValue: true, message: null }),
  });
}

// The routes render below the tenant and the session, as in the app.
function renderOnboarding(path: string, locale: TLocaleCode = 'en') {
  return renderRoutes(
    [
      {
        element: (
          <TenantProvider
            value={{ settings: { build: BUILD_NUMBER, production: false, configUrl: '/x' }, configuration: testTenant }}
          >
            <SignedInSessionContext value={{ user: newHire, permissions: new Set() }}>
              <Outlet />
            </SignedInSessionContext>
          </TenantProvider>
        ),
        children: [
          { path: '/onboarding', element: <OnboardingRoute /> },
          { path: '/onboarding/welcome-begin', element: <OnboardingWelcomeBeginRoute /> },
          { path: '/onboarding/policy', element: <OnboardingPolicyRoute /> },
          { path: '/onboarding/preferences', element: <OnboardingPreferencesRoute /> },
          { path: '/onboarding/welcome-end', element: <OnboardingWelcomeEndRoute /> },
          { path: '/resources', element: <p>Resources page</p> },
          { path: '/', element: <p>Home page</p> },
        ],
      },
    ],
    { initialEntries: [path], locale },
  );
}

beforeEach(() => {
  window.sessionStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

describe('onboarding area', () => {
  it('accepts both policies, saves the categories, finishes and goes to the return URL', async () => {
    const fetchMock = stubOnboardingCalls();
    const { router } = renderOnboarding('/onboarding?returnUrl=%2Fresources');

    // Each page says where the user is: four steps, the policies included (issue 22 defect 10).
    expect((await screen.findByTestId('onboarding-progress')).textContent).toBe('Step 1 of 4');
    fireEvent.click(await screen.findByRole('button', { name: 'Get started' }));

    // Policies: both shown (HTML sanitized), accepting needs both boxes.
    expect(await screen.findByRole('heading', { name: 'Terms and Conditions' })).toBeTruthy();
    expect(await screen.findByText('We keep your data safe.')).toBeTruthy();
    expect(screen.getByTestId('onboarding-progress').textContent).toBe('Step 2 of 4');
    const accept = screen.getByRole('button', { name: 'Accept and continue' });
    expect(accept).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'I have read and accept the Terms and Conditions' }));
    expect(accept).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'I have read and accept the Privacy Policy' }));
    expect(accept).toHaveProperty('disabled', false);
    fireEvent.click(accept);

    // Preferences.
    expect(await screen.findByRole('heading', { name: 'Your preferences' })).toBeTruthy();
    const acceptances = callsTo(fetchMock, '/api/UserNotificationAcceptance')
      .filter(([, init]) => init?.method === 'POST')
      .map(([, init]) => requestBody(init));
    expect(acceptances).toEqual([
      { notificationCode: 'acme-terms-2', tenantCode: 'acme', userCode: 'acme-newhire' },
      { notificationCode: 'acme-privacy-2', tenantCode: 'acme', userCode: 'acme-newhire' },
    ]);
    expect(screen.getByText('We will ask you to review your choices after 90 days.')).toBeTruthy();
    // Accepting the policies does not shrink the count.
    expect(screen.getByTestId('onboarding-progress').textContent).toBe('Step 3 of 4');
    fireEvent.click(screen.getByRole('button', { name: 'Save my preferences' }));
    expect(await screen.findByText('Please choose at least one category')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Fire drills' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'All of Sales' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save my preferences' }));

    expect(await screen.findByText('Your preferences have been updated')).toBeTruthy();
    const saves = callsTo(fetchMock, '/api/user/categories').filter(([, init]) => init?.method === 'POST');
    expect(saves.map(([, init]) => requestBody(init))).toEqual([{ categoryIds: [11, 2] }]);
    fireEvent.click(screen.getByRole('button', { name: 'GOT IT' }));

    // Welcome end: finishing records the first choices and returns.
    await waitFor(() => expect(screen.getByTestId('onboarding-progress').textContent).toBe('Step 4 of 4'));
    fireEvent.click(await screen.findByRole('button', { name: 'Start learning' }));
    expect(await screen.findByText('Resources page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/resources');
    const welcome = callsTo(fetchMock, '/api/userprofile/setuserwelcomestate').map(([, init]) => requestBody(init));
    expect(welcome).toEqual([{ firstPreferenceUpdated: true }]);
    expect(window.sessionStorage.getItem('ONBOARDING_COMPLETE')).toBe('true');
  });

  it.each([
    ['another origin', '%2F%2Fevil.test%2Fx'],
    ['a tab that browsers drop', '/%09/evil.test/x'],
    ['an encoded tab', '%2F%2509%2Fevil.test%2Fx'],
    ['a backslash', '%2F%5Cevil.test'],
  ])('goes to the landing page for a return URL with %s', async (_case, returnUrl) => {
    stubOnboardingCalls();
    const { router } = renderOnboarding(`/onboarding/welcome-end?returnUrl=${returnUrl}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Start learning' }));
    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('keeps the user on the policy page and says so when the acceptance fails', async () => {
    stubOnboardingCalls({ failAcceptance: true });
    renderOnboarding('/onboarding/policy?returnUrl=%2Fresources');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'I have read and accept the Terms and Conditions' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'I have read and accept the Privacy Policy' }));
    fireEvent.click(screen.getByRole('button', { name: 'Accept and continue' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText('Your acceptance could not be recorded. Please try again.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Terms and policies' })).toBeTruthy();
  });

  it('speaks French', async () => {
    stubOnboardingCalls();
    renderOnboarding('/onboarding/welcome-begin?returnUrl=%2Fresources', 'fr-CA');
    expect(await screen.findByRole('heading', { name: 'Bienvenue, Nora!' })).toBeTruthy();
    expect(screen.getByTestId('onboarding-progress').textContent).toBe('Étape 1 sur 4');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Commencer' })).toBeTruthy());
  });
});
