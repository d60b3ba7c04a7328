import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SearchPanel } from '../../../features/search/components/search-panel';
import type { TSearchPanelState } from '../../../features/search/components/search-panel';
import { createQueryClient } from '../../../lib/query-client';
import { jsonResponse } from '../../shell-fixtures';
import {
  buildSearchGroup,
  buildSearchItem,
  buildSearchItems,
  renderPanel,
  renderSearch,
  searchBodies,
  searchResponse,
  settle,
  stubSearchApi,
  typeAndSubmit,
} from './search-fixtures';
import { stubIntersectionObserver } from '../../../testing/intersection-observer-stub';

function typeAndSubmitFrench(text: string) {
  fireEvent.change(screen.getByRole('searchbox', { name: 'Que cherchez-vous?' }), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
}

const resourceGroup = buildSearchGroup({
  moduleCode: 'RESOURCELIBRARY',
  moduleName: 'Resource Library',
  items: [
    buildSearchItem({
      entityId: '7',
      title: 'Fire safety basics',
      titleHighlights: [
        { text: 'Fire ', match: false },
        { text: 'safety', match: true },
        { text: ' basics', match: false },
      ],
      snippet: [
        { text: 'Know the ', match: false },
        { text: 'safety', match: true },
        { text: ' exits <b>now</b>', match: false },
      ],
      assetTypeCode: 'VIDEO_MP4',
      url: '/resources/7',
    }),
  ],
});
const newsGroup = buildSearchGroup({
  moduleCode: 'NEWS',
  moduleName: 'News',
  items: [
    buildSearchItem({ moduleCode: 'NEWS', entityKind: 'NEWS', entityId: '3', title: 'Safety week', url: '/news/3' }),
  ],
});

describe('SearchPanel', { timeout: 15_000 }, () => {
  it('shows the search box, ALL then one tab per module, and the asset-type toggles', async () => {
    stubSearchApi();
    renderPanel();
    expect(await screen.findByRole('tab', { name: 'News' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'All',
      'Resource Library',
      'Assessments',
      'News',
    ]);
    expect(screen.getByRole('tab', { name: 'All' }).getAttribute('aria-selected')).toBe('true');
    const toggles = within(screen.getByRole('group', { name: 'Asset types' }));
    expect(toggles.getAllByRole('checkbox').map((box) => box.closest('div')?.textContent)).toEqual([
      'Video',
      'Podcast',
      'Webinar',
      'Document',
      'Course',
      'PowerPoint',
    ]);
    expect(screen.getByRole('button', { name: 'Clear' })).toBeTruthy();
  });

  it('refuses a text shorter than the tenant minimum without asking the server', async () => {
    const fetchMock = stubSearchApi();
    renderPanel();
    typeAndSubmit(' ab ');
    expect(await screen.findByText('Search text character length must be at least 3')).toBeTruthy();
    expect(screen.getByRole('searchbox').getAttribute('aria-invalid')).toBe('true');
    expect(searchBodies(fetchMock)).toEqual([]);
  });

  it('searches every module in the page language and shows one section per module with highlights', async () => {
    const fetchMock = stubSearchApi(() => jsonResponse(searchResponse([resourceGroup, newsGroup])));
    renderPanel();
    typeAndSubmit('  safety ');

    const resources = await screen.findByRole('region', { name: 'Resource Library (1)' });
    expect(screen.getByRole('region', { name: 'News (1)' })).toBeTruthy();
    expect(screen.getByText('Results: 2')).toBeTruthy();
    expect(searchBodies(fetchMock)).toEqual([
      {
        pageNo: 1,
        pageSize: 30,
        searchParameters: { searchText: 'safety', locales: ['en'], status: 'PUBLISHED' },
      },
    ]);

    const link = await within(resources).findByRole('link', { name: 'Fire safety basics' });
    expect(link.getAttribute('href')).toBe('/resources/7');
    expect([...link.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['safety']);
    expect(within(resources).getByText('Video')).toBeTruthy();
    // The snippet's text is text: markup in it is shown, never interpreted.
    expect(within(resources).getByText(/exits <b>now<\/b>/)).toBeTruthy();
    expect(resources.querySelector('b')).toBeNull();
    expect([...resources.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['safety', 'safety']);
  });

  it('asks in French on a French page and answers in French', async () => {
    const fetchMock = stubSearchApi();
    renderPanel({}, { locale: 'fr-CA' });
    typeAndSubmitFrench('sécurité');
    expect(
      await screen.findByText('Aucun élément n’a été trouvé. Veuillez préciser votre requête et réessayer'),
    ).toBeTruthy();
    expect(searchBodies(fetchMock)[0]?.searchParameters.locales).toEqual(['fr-CA']);
    typeAndSubmitFrench('ab');
    expect(
      await screen.findByText('Le nombre de caractères du texte de recherche doit être d’au moins 3'),
    ).toBeTruthy();
  });

  it('says so when nothing was found', async () => {
    stubSearchApi(() => jsonResponse(searchResponse([])));
    renderPanel();
    typeAndSubmit('nothing-matches');
    expect(await screen.findByText('No items were found. Please refine your query and try again')).toBeTruthy();
  });

  it('starts from an empty result when the same text is submitted again', async () => {
    let answered = 0;
    const fetchMock = stubSearchApi((body) => {
      answered += 1;
      const first = (body.pageNo ?? 1) === 1 ? 1 : 31;
      return jsonResponse(
        searchResponse([
          buildSearchGroup({
            moduleCode: 'NEWS',
            moduleName: 'News',
            pageNo: body.pageNo ?? 1,
            totalRecords: 40,
            items: buildSearchItems('NEWS', `Story r${answered}`, body.pageNo === 2 ? 10 : 30, first),
          }),
        ]),
      );
    });
    renderPanel();
    typeAndSubmit('story');
    await screen.findByText('Story r1 1');
    fireEvent.click(screen.getByRole('button', { name: 'Load more results' }));
    await screen.findByText('Story r2 40');
    expect(screen.getAllByRole('listitem')).toHaveLength(40);

    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText('Story r3 1');
    expect(screen.queryByText('Story r2 40')).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(30);
    expect(searchBodies(fetchMock).map((body) => body.pageNo)).toEqual([1, 2, 1]);
  });

  it('re-runs the search for the chosen tab, without asset types on the resource library tab', async () => {
    const fetchMock = stubSearchApi((body) =>
      jsonResponse(
        searchResponse(body.searchParameters.moduleCodes?.[0] === 'NEWS' ? [newsGroup] : [resourceGroup, newsGroup]),
      ),
    );
    const onSearch = vi.fn();
    renderPanel({ onSearch });
    typeAndSubmit('safety');
    await screen.findByRole('region', { name: 'Resource Library (1)' });

    fireEvent.click(screen.getByRole('checkbox', { name: 'Video' }));
    await waitFor(() => expect(searchBodies(fetchMock)).toHaveLength(2));
    expect(searchBodies(fetchMock)[1]?.searchParameters).toEqual({
      searchText: 'safety',
      locales: ['en'],
      status: 'PUBLISHED',
      assetTypeCode: ['VIDEO'],
    });

    fireEvent.click(screen.getByRole('tab', { name: 'News' }));
    await waitFor(() => expect(searchBodies(fetchMock)).toHaveLength(3));
    expect(searchBodies(fetchMock)[2]?.searchParameters).toEqual({
      searchText: 'safety',
      locales: ['en'],
      status: 'PUBLISHED',
      moduleCodes: ['NEWS'],
      assetTypeCode: ['VIDEO'],
    });
    expect(await screen.findByRole('region', { name: 'News (1)' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Resource Library (1)' })).toBeNull();
    expect(screen.getByRole('tab', { name: 'News' }).getAttribute('aria-selected')).toBe('true');

    fireEvent.click(screen.getByRole('tab', { name: 'Resource Library' }));
    await waitFor(() => expect(searchBodies(fetchMock)).toHaveLength(4));
    expect(screen.queryByRole('group', { name: 'Asset types' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Video' })).toBeNull();
    expect(searchBodies(fetchMock)[3]?.searchParameters).toEqual({
      searchText: 'safety',
      locales: ['en'],
      status: 'PUBLISHED',
      moduleCodes: ['RESOURCELIBRARY'],
    });
    expect(onSearch.mock.calls.map(([state]) => state as TSearchPanelState)).toEqual([
      { term: 'safety', tab: 'ALL', assetTypes: [] },
      { term: 'safety', tab: 'ALL', assetTypes: ['VIDEO'] },
      { term: 'safety', tab: 'NEWS', assetTypes: ['VIDEO'] },
      { term: 'safety', tab: 'RESOURCELIBRARY', assetTypes: ['VIDEO'] },
    ]);
  });

  it('clears the form and searches again: asks for a term, without calling the server', async () => {
    const fetchMock = stubSearchApi(() => jsonResponse(searchResponse([resourceGroup])));
    renderPanel();
    typeAndSubmit('safety');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Podcast' }));
    await screen.findByRole('region', { name: 'Resource Library (1)' });
    await waitFor(() => expect(searchBodies(fetchMock)).toHaveLength(2));

    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(await screen.findByText('Please enter a search term')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Resource Library (1)' })).toBeNull();
    const box = screen.getByRole('searchbox');
    expect((box as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(box);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Podcast' }).checked).toBe(false);
    expect(searchBodies(fetchMock)).toHaveLength(2);
  });

  it('shows the server’s refusal of a short text as the same message', async () => {
    stubSearchApi(() =>
      jsonResponse(
        {
          type: 'about:blank',
          title: 'Validation failed',
          status: 400,
          code: 'validation_failed',
          errors: { 'searchParameters.searchText': ['Search text character length must be at least 3'] },
        },
        400,
      ),
    );
    // The server's minimum may be longer than what the page was told.
    renderSearch(<SearchPanel serviceUrl={window.location.origin} minimumLength={1} />);
    typeAndSubmit('ab');
    expect(await screen.findByText('Search text character length must be at least 1')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows an error with a way to try again', async () => {
    let fail = true;
    stubSearchApi(() =>
      fail
        ? jsonResponse({ type: 'about:blank', title: 'Boom', status: 500, code: 'internal_error' }, 500)
        : jsonResponse(searchResponse([newsGroup])),
    );
    const queryClient = createQueryClient();
    queryClient.setDefaultOptions({ queries: { retry: false } });
    renderPanel({}, { queryClient });
    typeAndSubmit('safety');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The search could not be completed.')).toBeTruthy();
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'News (1)' })).toBeTruthy();
  });

  it('loads the next page of every ALL group that has more, appended, and not while a load runs', async () => {
    const io = stubIntersectionObserver();
    const held = Promise.withResolvers<Response>();
    const fetchMock = stubSearchApi((body) => {
      if (body.pageNo === 2) {
        return held.promise;
      }
      return jsonResponse(
        searchResponse([
          buildSearchGroup({
            moduleCode: 'RESOURCELIBRARY',
            moduleName: 'Resource Library',
            totalRecords: 35,
            items: buildSearchItems('RESOURCELIBRARY', 'Guide', 30),
          }),
          buildSearchGroup({
            moduleCode: 'NEWS',
            moduleName: 'News',
            totalRecords: 2,
            items: buildSearchItems('NEWS', 'Story', 2),
          }),
        ]),
      );
    });
    renderPanel();
    typeAndSubmit('guide');
    await screen.findByRole('region', { name: 'Resource Library (35)' });
    expect(screen.getByTestId('search-sentinel')).toBeTruthy();

    // The bottom comes into view twice while the next page loads: one call.
    io.intersect();
    await waitFor(() => expect(searchBodies(fetchMock)).toHaveLength(2));
    io.intersect();
    fireEvent.click(screen.getByRole('button', { name: 'Load more results' }));
    await settle();
    expect(searchBodies(fetchMock)).toHaveLength(2);
    expect(searchBodies(fetchMock)[1]).toEqual({
      pageNo: 2,
      pageSize: 30,
      searchParameters: { searchText: 'guide', locales: ['en'], status: 'PUBLISHED', moduleCodes: ['RESOURCELIBRARY'] },
    });

    held.resolve(
      jsonResponse(
        searchResponse([
          buildSearchGroup({
            moduleCode: 'RESOURCELIBRARY',
            moduleName: 'Resource Library',
            pageNo: 2,
            totalRecords: 35,
            items: buildSearchItems('RESOURCELIBRARY', 'Guide', 5, 31),
          }),
        ]),
      ),
    );
    const resources = screen.getByRole('region', { name: 'Resource Library (35)' });
    await within(resources).findByRole('link', { name: 'Guide 35' });
    expect(within(resources).getAllByRole('link')).toHaveLength(35);
    expect(within(resources).getAllByRole('link')[0]?.textContent).toBe('Guide 1');
    expect(within(screen.getByRole('region', { name: 'News (2)' })).getAllByRole('listitem')).toHaveLength(2);
    // Everything is loaded: no more button, no more calls.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load more results' })).toBeNull());
    io.intersect();
    await settle();
    expect(searchBodies(fetchMock)).toHaveLength(2);
  });

  it('loads the next page of the active module tab only', async () => {
    const fetchMock = stubSearchApi((body) =>
      jsonResponse(
        searchResponse([
          buildSearchGroup({
            moduleCode: 'NEWS',
            moduleName: 'News',
            pageNo: body.pageNo ?? 1,
            totalRecords: 31,
            items: body.pageNo === 2 ? buildSearchItems('NEWS', 'Story', 1, 31) : buildSearchItems('NEWS', 'Story', 30),
          }),
        ]),
      ),
    );
    renderPanel({ initialState: { term: 'story', tab: 'NEWS', assetTypes: [] } });
    await screen.findByRole('region', { name: 'News (31)' });
    fireEvent.click(screen.getByRole('button', { name: 'Load more results' }));
    await screen.findByRole('link', { name: 'Story 31' });
    expect(searchBodies(fetchMock).map((body) => [body.pageNo, body.searchParameters.moduleCodes])).toEqual([
      [1, ['NEWS']],
      [2, ['NEWS']],
    ]);
  });
});
