import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BUILD_NUMBER } from '@portal/contracts';
import type { TExplore, TExploreCard, TLocaleCode } from '@portal/contracts';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, requestBody, stubFetch } from '../../../testing/fetch-stubs';
import { buildTestTenant } from '../../../testing/tenant-fixture';
import { renderRoutes } from '../../../testing/test-utils';
import { SignedInSessionContext } from '../../auth/signed-in-session';
import { testUser } from '../../shell-fixtures';
import { TenantProvider } from '../../tenant-context';
import { ExploreRoute } from './explore';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderExplore(element: ReactNode, options: { url?: string; locale?: TLocaleCode } = {}) {
  const tenant = buildTestTenant();
  return renderRoutes(
    [
      {
        path: '*',
        element: (
          <TenantProvider
            value={{ settings: { build: BUILD_NUMBER, production: false, configUrl: '/x' }, configuration: tenant }}
          >
            <SignedInSessionContext value={{ user: testUser, permissions: new Set() }}>
              {element}
            </SignedInSessionContext>
          </TenantProvider>
        ),
      },
    ],
    { locale: options.locale ?? 'en', initialEntries: [options.url ?? '/explore'] },
  );
}

function card(
  kind: TExploreCard['kind'],
  id: number,
  title: string,
  meta: Partial<TExploreCard['meta']> = {},
): TExploreCard {
  const pages = {
    PATH: `/learning-path/paths/${id}`,
    RESOURCE: `/resources/${id}`,
    ASSESSMENT: `/assessment/${id}`,
    EVENT: `/event/${id}`,
    NEWS: `/news/${id}`,
  };
  return {
    kind,
    id,
    title,
    summary: `About ${title}`,
    imageUrl: null,
    href: pages[kind],
    publishedAt: '2026-11-25T10:00:00.000Z',
    meta: { assetTypeCode: null, learnerCount: null, competencyName: null, gap: null, ...meta },
  };
}

function page(overrides: Partial<TExplore> = {}): TExplore {
  return {
    kinds: ['PATH', 'RESOURCE', 'ASSESSMENT', 'EVENT', 'NEWS'],
    newThisWeek: [card('NEWS', 11, 'Holiday hours'), card('PATH', 2, 'Sales core path')],
    trendingNearMe: [card('EVENT', 4, 'Safety workshop', { learnerCount: 3 })],
    recommendedForGaps: [card('RESOURCE', 8, 'Listening well', { competencyName: 'Listening', gap: 2 })],
    byCategory: [{ id: 5, name: 'Safety', count: 7, items: [card('RESOURCE', 9, 'Fire drill')] }],
    byCompetency: [],
    ...overrides,
  };
}

const ok = (returnValue: unknown) => jsonResponse({ success: true, returnValue, message: null });

// Rendering whole pages in jsdom takes seconds on a busy machine.
describe('ExploreRoute', { timeout: 15_000 }, () => {
  it('shows each section with cards that open in their own module, and why they are shown', async () => {
    stubFetch({ '/api/explore': () => ok(page()) });
    renderExplore(<ExploreRoute />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Explore' })).toBeTruthy();
    const fresh = await screen.findByRole('region', { name: 'New this week' });
    expect(within(fresh).getByRole('link', { name: 'Holiday hours' }).getAttribute('href')).toBe('/news/11');
    expect(within(fresh).getByRole('link', { name: 'Sales core path' }).getAttribute('href')).toBe(
      '/learning-path/paths/2',
    );
    expect(within(fresh).getByRole('link', { name: 'See all: New this week' }).getAttribute('href')).toBe(
      '/explore?new=1',
    );
    const trending = screen.getByRole('region', { name: 'Trending near you' });
    expect(within(trending).getByText('3 people near you took part')).toBeTruthy();
    const gaps = screen.getByRole('region', { name: 'Recommended for your skill gaps' });
    expect(within(gaps).getByText('Listening: 2 levels to go')).toBeTruthy();
    const categories = screen.getByRole('region', { name: 'By category' });
    expect(within(categories).getByRole('link', { name: 'Safety (7)' }).getAttribute('href')).toBe(
      '/explore?category=5',
    );
    // No competency: no such section.
    expect(screen.queryByRole('region', { name: 'By competency' })).toBeNull();
  });

  it('filters the cards by kind with the chips, and offers only the kinds of enabled modules', async () => {
    stubFetch({ '/api/explore': () => ok(page({ kinds: ['PATH', 'NEWS'] })) });
    renderExplore(<ExploreRoute />);
    const chips = await screen.findByRole('group', { name: 'Show only' });
    expect(
      within(chips)
        .getAllByRole('checkbox')
        .map((chip) => chip.closest('div')?.textContent),
    ).toEqual(['Learning paths', 'News']);
    fireEvent.click(within(chips).getByRole('checkbox', { name: 'News' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Sales core path' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Holiday hours' })).toBeTruthy();
  });

  it('lists a category in full, a page at a time, with its own title', async () => {
    const fetchMock = stubFetch({
      '/api/explore': () => ok(page()),
      '/api/explore/items': () =>
        jsonResponse({
          result: [card('RESOURCE', 9, 'Fire drill'), card('EVENT', 3, 'Evacuation day')],
          totalRecords: 30,
        }),
    });
    renderExplore(<ExploreRoute />, { url: '/explore?category=5&kind=RESOURCE' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Safety' })).toBeTruthy();
    expect(await screen.findByText('30 items')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Evacuation day' }).getAttribute('href')).toBe('/event/3');
    const sent = requestBody(callsTo(fetchMock, '/api/explore/items').at(-1)?.[1]);
    expect(sent).toEqual({
      kinds: ['RESOURCE'],
      categoryId: 5,
      locale: 'en',
      pageNo: 1,
      pageSize: 24,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => {
      const last = requestBody(callsTo(fetchMock, '/api/explore/items').at(-1)?.[1]);
      expect(last).toMatchObject({ pageNo: 2 });
    });
  });

  it('searches titles, and says so when nothing matches', async () => {
    const fetchMock = stubFetch({
      '/api/explore': () => ok(page()),
      '/api/explore/items': () => jsonResponse({ result: [], totalRecords: 0 }),
    });
    renderExplore(<ExploreRoute />);
    const box = await screen.findByRole('searchbox', { name: 'Search by title' });
    fireEvent.change(box, { target: { value: 'zebra' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Nothing found')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Results for “zebra”' })).toBeTruthy();
    const sent = requestBody(callsTo(fetchMock, '/api/explore/items').at(-1)?.[1]);
    expect(sent).toMatchObject({ term: 'zebra' });
  });

  it('shows an error with a retry, then the page', async () => {
    let calls = 0;
    stubFetch({
      '/api/explore': () => {
        calls += 1;
        return calls <= 3 ? jsonResponse({ title: 'Down' }, 500) : ok(page());
      },
    });
    renderExplore(<ExploreRoute />);
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 10_000 });
    expect(screen.getByText('Explore could not be loaded.')).toBeTruthy();
    fireEvent.click(retry);
    expect(await screen.findByRole('link', { name: 'Holiday hours' })).toBeTruthy();
  });

  it('says what to do when there is nothing to explore', async () => {
    stubFetch({
      '/api/explore': () =>
        ok(page({ newThisWeek: [], trendingNearMe: [], recommendedForGaps: null, byCategory: [], byCompetency: [] })),
    });
    renderExplore(<ExploreRoute />, { locale: 'fr-CA' });
    expect(await screen.findByText('Rien à explorer pour l’instant')).toBeTruthy();
  });
});
