import { parseSearchPageParams } from '@portal/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MobileMenu } from '../../../features/menu/components/mobile-menu';
import { renderSearchRoutes } from './search-fixtures';

describe('the mobile menu’s search box', { timeout: 15_000 }, () => {
  it('follows the search rules (minimum length) and opens the search page', async () => {
    const onClose = vi.fn();
    const { router } = renderSearchRoutes(
      [
        { path: '/dashboard', element: <MobileMenu opened onClose={onClose} items={[]} minimumSearchLength={4} /> },
        { path: '/search', element: <p>Search page</p> },
      ],
      { url: '/dashboard' },
    );
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    const box = within(menu).getByRole('searchbox', { name: /What are you looking for\?/ });

    fireEvent.change(box, { target: { value: 'abc' } });
    fireEvent.click(within(menu).getByRole('button', { name: 'Search' }));
    expect(await within(menu).findByText('Search text character length must be at least 4')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(onClose).not.toHaveBeenCalled();

    fireEvent.change(box, { target: { value: ' fire drill ' } });
    fireEvent.click(within(menu).getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Search page')).toBeTruthy();
    expect(parseSearchPageParams(new URLSearchParams(router.state.location.search))).toMatchObject({
      ok: true,
      params: { term: 'fire drill' },
    });
    expect(onClose).toHaveBeenCalled();
  });
});
