import { decodeBase64, SearchRules } from '@portal/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../testing/test-utils';
import { SearchBox } from './search-box';

const boxName = 'What are you looking for?';

function renderBox(minimumLength?: number) {
  return renderRoutes([
    { path: '/', element: <SearchBox minimumLength={minimumLength} /> },
    { path: '/search', element: <p>search page</p> },
  ]);
}

function search(text: string) {
  fireEvent.change(screen.getByRole('searchbox', { name: boxName }), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
}

describe('SearchBox', () => {
  it('opens the search page with the trimmed term in the address', async () => {
    const { router } = renderBox(3);
    search('  sécurité ');
    await screen.findByText('search page');
    const term = new URLSearchParams(router.state.location.search).get('term');
    expect(decodeBase64(term ?? '')).toBe('sécurité');
  });

  it("keeps a term shorter than the tenant's minimum and says why", async () => {
    const { router } = renderBox(3);
    search('ab');
    await screen.findByText('Search text character length must be at least 3');
    expect(router.state.location.pathname).toBe('/');
  });

  it('lets the browser stop typing at the longest text the search call accepts', () => {
    renderBox();
    const box = screen.getByRole<HTMLInputElement>('searchbox', { name: boxName });
    expect(box.maxLength).toBe(SearchRules.maxSearchTextLength);
  });
});
