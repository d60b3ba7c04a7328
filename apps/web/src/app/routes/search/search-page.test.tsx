import { encodeBase64, formatSearchPageParams, parseSearchPageParams } from '@portal/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SearchRoute } from './search';
import { answerAboutText, renderSearchRoutes, searchBodies, stubSearchApi } from './search-fixtures';

function answerWithTerm() {
  return stubSearchApi(answerAboutText);
}

function renderPage(url: string, locale: 'en' | 'fr-CA' = 'en') {
  return renderSearchRoutes([{ path: '/search', element: <SearchRoute /> }], { url, locale });
}

describe('SearchRoute', { timeout: 15_000 }, () => {
  it('runs the search the address carries', async () => {
    const fetchMock = answerWithTerm();
    renderPage(
      `/search?term=${encodeURIComponent(encodeBase64('sécurité'))}&tab=NEWS&assetType=VIDEO&assetType=COURSE`,
    );
    expect(await screen.findByRole('link', { name: 'About sécurité' })).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('searchbox').value).toBe('sécurité');
    expect(screen.getByRole('tab', { name: 'News' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Video' }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Course' }).checked).toBe(true);
    expect(searchBodies(fetchMock)).toEqual([
      {
        pageNo: 1,
        pageSize: 30,
        searchParameters: {
          searchText: 'sécurité',
          locales: ['en'],
          status: 'PUBLISHED',
          moduleCodes: ['NEWS'],
          assetTypeCode: ['VIDEO', 'COURSE'],
        },
      },
    ]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('writes each search into the address, and that address reproduces it', async () => {
    const fetchMock = answerWithTerm();
    const { router } = renderPage('/search?locationType=STORE&jobRoles=CASHIER');
    await screen.findByRole('tab', { name: 'News' });
    expect(searchBodies(fetchMock)).toEqual([]);

    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'fire drill' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    fireEvent.click(screen.getByRole('tab', { name: 'News' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Webinar' }));
    const link = await screen.findByRole('link', { name: 'About fire drill' });

    const written = router.state.location;
    expect(written.pathname).toBe('/search');
    expect(parseSearchPageParams(new URLSearchParams(written.search))).toEqual({
      ok: true,
      params: expect.objectContaining({
        term: 'fire drill',
        tab: 'NEWS',
        assetTypes: ['WEBINAR'],
        // The address's other parameters stay.
        locationType: 'STORE',
        jobRoles: ['CASHIER'],
      }),
    });
    expect(written.search).toBe(
      `?${formatSearchPageParams({ term: 'fire drill', tab: 'NEWS', assetTypes: ['WEBINAR'], locationType: 'STORE', jobRoles: ['CASHIER'] })}`,
    );
    // Writing the address keeps the panel (and its results) in place.
    expect(link.isConnected).toBe(true);
    const lastBody = searchBodies(fetchMock).at(-1);

    // Reloaded (or shared): the same search, the same call.
    cleanup();
    const reloaded = answerWithTerm();
    renderPage(`${written.pathname}${written.search}`);
    expect(await screen.findByRole('link', { name: 'About fire drill' })).toBeTruthy();
    expect(searchBodies(reloaded)).toEqual([lastBody]);
    expect(lastBody?.searchParameters).toEqual({
      searchText: 'fire drill',
      locales: ['en'],
      status: 'PUBLISHED',
      moduleCodes: ['NEWS'],
      assetTypeCode: ['WEBINAR'],
    });
  });

  it('starts anew when the address changes from elsewhere', async () => {
    answerWithTerm();
    const { router } = renderPage(`/search?term=${encodeBase64('first')}`);
    await screen.findByRole('link', { name: 'About first' });
    await router.navigate(`/search?term=${encodeBase64('second')}`);
    expect(await screen.findByRole('link', { name: 'About second' })).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('searchbox').value).toBe('second');
  });

  it('names what it could not read in the address, ignores it, and applies the rest', async () => {
    const fetchMock = answerWithTerm();
    renderPage('/search?term=%%%not-base64&tab=NEWS&assetType=BOGUS&assetType=VIDEO&incompeleteAssessments=maybe');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Part of this address could not be read and was ignored: the search text, the asset types, and incomplete assessments. The rest of the search applies.',
    );
    expect((await screen.findByRole('tab', { name: 'News' })).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Video' }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('searchbox').value).toBe('');
    expect(searchBodies(fetchMock)).toEqual([]);
  });

  it('ignores a tab the tenant does not have and says so, in French too', async () => {
    const fetchMock = answerWithTerm();
    renderPage(`/search?term=${encodeBase64('sécurité')}&tab=STORES`, 'fr-CA');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Une partie de cette adresse n’a pas pu être lue et a été ignorée : l’onglet. Le reste de la recherche s’applique.',
    );
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Tout' }).getAttribute('aria-selected')).toBe('true'));
    await screen.findByRole('link', { name: 'About sécurité' });
    expect(searchBodies(fetchMock)[0]?.searchParameters).toEqual({
      searchText: 'sécurité',
      locales: ['fr-CA'],
      status: 'PUBLISHED',
    });
  });

  it('asks for the minimum length when the address carries a short term', async () => {
    const fetchMock = answerWithTerm();
    renderPage(`/search?term=${encodeBase64('ab')}`);
    expect(await screen.findByText('Search text character length must be at least 3')).toBeTruthy();
    expect(within(screen.getByRole('search')).getByRole('searchbox')).toBeTruthy();
    expect(searchBodies(fetchMock)).toEqual([]);
  });
});
