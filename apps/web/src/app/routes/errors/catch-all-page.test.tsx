import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../testing/test-utils';
import { CatchAllPage, isLoginCallback } from './catch-all-page';

const routes = [{ path: '*', Component: CatchAllPage }];

describe('CatchAllPage', () => {
  it('tells the user the page was not found', () => {
    renderRoutes(routes, { initialEntries: ['/no/such/page'] });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page not found');
  });

  it.each(['/callback?id_token=abc&state=1', '/callback#id_token=abc&state=1'])(
    'shows an empty heading for a login callback (%s)',
    (url) => {
      renderRoutes(routes, { initialEntries: [url] });
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('');
      expect(screen.queryByText('Page not found')).toBeNull();
    },
  );

  it('looks for id_token in the search and in the hash only', () => {
    expect(isLoginCallback('?id_token=x', '')).toBe(true);
    expect(isLoginCallback('', '#state=1&id_token=x')).toBe(true);
    expect(isLoginCallback('?token=x', '#access')).toBe(false);
  });
});
