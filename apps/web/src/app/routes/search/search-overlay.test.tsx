import { parseSearchPageParams } from '@portal/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HomeShell } from '../../home-shell';
import { jsonResponse, requestBody, requestUrl } from '../../shell-fixtures';
import {
  buildSearchGroup,
  buildSearchItem,
  MODULES_PATH,
  renderSearch,
  SEARCH_PATH,
  searchModules,
  searchResponse,
} from './search-fixtures';

vi.mock('../../auth/portal-auth-provider', () => ({ usePortalAuth: () => ({ signOut: vi.fn() }) }));
// The footer has calls of its own; it plays no part here.
vi.mock('../../footer/portal-footer', () => ({ PortalFooter: () => null }));

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input, init) => {
    const url = requestUrl(input);
    switch (url.pathname) {
      case '/api/menu':
        return jsonResponse({ displayMode: 'Web', showMenu: true, locale: 'en', items: [] });
      case '/api/user-notification/unread/count':
        return jsonResponse({ count: 0 });
      case MODULES_PATH:
        return jsonResponse(searchModules);
      case SEARCH_PATH: {
        const body = requestBody(init) as { searchParameters: { searchText: string } };
        return jsonResponse(
          searchResponse([
            buildSearchGroup({
              moduleCode: 'NEWS',
              moduleName: 'News',
              items: [
                buildSearchItem({
                  moduleCode: 'NEWS',
                  entityKind: 'NEWS',
                  entityId: '3',
                  title: `About ${body.searchParameters.searchText}`,
                  url: '/news',
                }),
              ],
            }),
          ]),
        );
      }
      default:
        return jsonResponse({ type: 'about:blank', title: 'Not found', status: 404, code: 'not_found' }, 404);
    }
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderShell(url = '/dashboard') {
  return renderSearch(null, {
    path: '/__unused',
    url,
    extraRoutes: [
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
  });
}

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
    fireEvent.change(within(overlay).getByRole('searchbox'), { target: { value: 'safety' } });
    fireEvent.click(within(overlay).getByRole('button', { name: 'Search' }));
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
    fireEvent.change(within(overlay).getByRole('searchbox'), { target: { value: 'fire drill' } });
    fireEvent.click(within(overlay).getByRole('button', { name: 'Search' }));
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
