import { parseSearchPageParams } from '@portal/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HomeShell } from '../../home-shell';
import { buildTestTenant } from '../../../testing/tenant-fixture';
import { jsonResponse } from '../../shell-fixtures';
import { answerAboutText, renderSearchRoutes, stubSearchApi, typeAndSubmit } from './search-fixtures';

vi.mock('../../auth/portal-auth-provider', () => ({ usePortalAuth: () => ({ signOut: vi.fn() }) }));
// The footer has calls of its own; it plays no part here.
vi.mock('../../footer/portal-footer', () => ({ PortalFooter: () => null }));

beforeEach(() => {
  stubSearchApi(answerAboutText, {
    '/api/menu': () => jsonResponse({ displayMode: 'Web', showMenu: true, locale: 'en', items: [] }),
    '/api/user-notification/unread/count': () => jsonResponse({ count: 0 }),
  });
});

function renderShell(url = '/dashboard') {
  return renderSearchRoutes(
    [
      {
        path: '/',
        element: <HomeShell />,
        children: [
          { path: 'dashboard', element: <p>Dashboard page</p> },
          { path: 'news', element: <p>News page</p> },
          { path: 'search', element: <p>Search page</p> },
        ],
      },
    ],
    { url, configuration: tenantWithNews },
  );
}

// A result opens the News page, which a tenant without the module would answer as not found.
const tenantWithNews = buildTestTenant({
  modules: [
    {
      moduleCode: 'NEWS',
      displayName: 'News',
      serviceUrl: window.location.origin,
      spaUrl: `${window.location.origin}/news`,
      permissions: [],
    },
  ],
});

async function openSearch() {
  const toggle = await screen.findByRole('button', { name: 'Global search' });
  expect(toggle.getAttribute('aria-expanded')).toBe('false');
  expect(toggle.getAttribute('aria-controls')).toBe('global-search');
  fireEvent.click(toggle);
  const overlay = await screen.findByRole('region', { name: 'Search' });
  expect(overlay.id).toBe('global-search');
  expect(toggle.getAttribute('aria-expanded')).toBe('true');
  return { toggle, overlay };
}

function isPageHidden(text: string): boolean {
  return screen.getByText(text).closest('[hidden]') !== null;
}

describe('global search overlay', { timeout: 15_000 }, () => {
  it('opens in place of the page with focus in the search box, and Escape closes it', async () => {
    renderShell();
    expect(isPageHidden('Dashboard page')).toBe(false);
    const { toggle, overlay } = await openSearch();
    const box = within(overlay).getByRole('searchbox', { name: 'What are you looking for?' });
    await waitFor(() => expect(document.activeElement).toBe(box));
    // Spec section 2: the main content shows only while search is closed.
    expect(isPageHidden('Dashboard page')).toBe(true);
    expect(screen.queryByRole('main')).toBeNull();

    fireEvent.keyDown(box, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Search' })).toBeNull());
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
    expect(isPageHidden('Dashboard page')).toBe(false);
    expect(screen.getByRole('main')).toBeTruthy();
  });

  it('closes with its close button and with the toggle', async () => {
    renderShell();
    const { toggle, overlay } = await openSearch();
    fireEvent.click(within(overlay).getByRole('button', { name: 'Close the search' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Search' })).toBeNull());
    expect(document.activeElement).toBe(toggle);

    await openSearch();
    fireEvent.click(toggle);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Search' })).toBeNull());
  });

  it('closes on any navigation: a result chosen, or the address changing otherwise', async () => {
    const { router } = renderShell();
    const { overlay } = await openSearch();
    typeAndSubmit('safety', within(overlay));
    fireEvent.click(await within(overlay).findByRole('link', { name: 'About safety' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Search' })).toBeNull());
    expect(router.state.location.pathname).toBe('/news');
    expect(isPageHidden('News page')).toBe(false);

    await openSearch();
    await router.navigate('/dashboard');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Search' })).toBeNull());
    // Back to the entry it was opened at: it stays closed.
    await router.navigate(-1);
    await screen.findByText('News page');
    expect(screen.queryByRole('region', { name: 'Search' })).toBeNull();
  });

  it('links to the same search as a page', async () => {
    const { router } = renderShell();
    const { overlay } = await openSearch();
    typeAndSubmit('fire drill', within(overlay));
    fireEvent.click(await within(overlay).findByRole('tab', { name: 'News' }));
    await within(overlay).findByRole('link', { name: 'About fire drill' });

    fireEvent.click(within(overlay).getByRole('link', { name: 'Open as a page' }));
    await screen.findByText('Search page');
    expect(router.state.location.pathname).toBe('/search');
    expect(parseSearchPageParams(new URLSearchParams(router.state.location.search))).toMatchObject({
      ok: true,
      params: { term: 'fire drill', tab: 'NEWS', assetTypes: [] },
    });
    expect(screen.queryByRole('region', { name: 'Search' })).toBeNull();
  });
});
