import type { TTenantConfiguration } from '@portal/contracts';
import { act, waitFor } from '@testing-library/react';
import { Outlet } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoutes } from '../testing/test-utils';
import { AnalyticsPageViews } from './analytics-page-views';
import { SignedInSessionContext } from './auth/signed-in-session';
import { TenantProvider } from './tenant-context';
import { buildTestUser } from '../testing/user-fixture';

const configuration = {
  tenantCode: 'acme',
  tenantName: 'Acme Corporation',
  defaultLocale: 'en',
  locales: ['en', 'fr-CA'],
  modules: [],
} as unknown as TTenantConfiguration;

const user = buildTestUser({
  firstName: 'Lea',
  browsingLanguagePreference: null,
  locationNames: ['Montreal', 'Quebec'],
  jobRoleCode: 'DEV',
  jobRole: 'Developer',
});

const LAYER_NAMES = ['dataLayer', 'portalLayer'];
const globals = window as unknown as Record<string, unknown>;

afterEach(() => {
  for (const name of LAYER_NAMES) {
    delete globals[name];
  }
});

function renderShell(tagManager: unknown, locale: 'en' | 'fr-CA' = 'en') {
  const value = {
    settings: { build: '1', production: false, configUrl: '/api/tenantconfiguration' },
    configuration: { ...configuration, tagManager } as TTenantConfiguration,
  };
  function Shell() {
    return (
      <TenantProvider value={value}>
        <SignedInSessionContext value={{ user, permissions: new Set<string>() }}>
          <AnalyticsPageViews />
          <Outlet />
        </SignedInSessionContext>
      </TenantProvider>
    );
  }
  return renderRoutes(
    [
      {
        path: '/',
        Component: Shell,
        children: [
          { path: 'dashboard', element: <p>Dashboard</p> },
          { path: 'news', element: <p>News</p> },
        ],
      },
    ],
    { initialEntries: ['/dashboard'], locale },
  );
}

describe('AnalyticsPageViews', () => {
  it('pushes a page view with the spec fields on the first page and on every navigation', async () => {
    const { router } = renderShell({ containerId: 'GTM-AB12CD', dataLayerName: 'portalLayer' }, 'fr-CA');
    await waitFor(() => expect(globals.portalLayer).toHaveLength(1));
    expect(globals.portalLayer).toEqual([
      {
        event: 'page_view',
        url: `${window.location.origin}/dashboard`,
        userCode: 'acme-learner',
        locations: ['Montreal', 'Quebec'],
        jobTitleCode: 'DEV',
        jobTitle: 'Developer',
        pageLanguage: 'fr-CA',
      },
    ]);

    await act(() => router.navigate('/news?tab=latest'));
    await act(() => router.navigate('/dashboard'));
    const urls = (globals.portalLayer as { url: string }[]).map((entry) => entry.url);
    expect(urls).toEqual([
      `${window.location.origin}/dashboard`,
      `${window.location.origin}/news?tab=latest`,
      `${window.location.origin}/dashboard`,
    ]);
    expect(globals.dataLayer).toBeUndefined();
  });

  it('does not push again when only the language changes', async () => {
    const { i18n } = renderShell({ containerId: 'GTM-AB12CD', dataLayerName: 'dataLayer' });
    await waitFor(() => expect(globals.dataLayer).toHaveLength(1));
    await act(() => i18n.changeLanguage('fr-CA'));
    expect(globals.dataLayer).toHaveLength(1);
  });

  it.each([
    ['not configured', undefined],
    ['configured with an invalid container id', { containerId: 'UA-1234', dataLayerName: 'dataLayer' }],
    ['configured with an invalid data layer name', { containerId: 'GTM-AB12CD', dataLayerName: 'data layer' }],
  ])('creates no data layer at all when %s', async (_case, tagManager) => {
    const { router, findByText } = renderShell(tagManager);
    await findByText('Dashboard');
    await act(() => router.navigate('/news'));
    await findByText('News');
    for (const name of [...LAYER_NAMES, 'data layer']) {
      expect(Object.hasOwn(globals, name)).toBe(false);
    }
  });
});
