import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseSearchPageParams, SEARCH_PAGE_PATH } from '@portal/contracts';
import { renderRoutes } from '../../../testing/test-utils';
import { NotFoundPage } from './not-found-page';

const routes = [
  { path: '/404', Component: NotFoundPage },
  { path: SEARCH_PAGE_PATH, Component: () => null },
];

describe('NotFoundPage', () => {
  it('renders its texts in English', async () => {
    renderRoutes(routes, { initialEntries: ['/404'] });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe("Oops! You're lost.");
    expect(screen.getByText('The page you are looking for was not found.')).toBeTruthy();
    // The search box loads on its own once the page shows (it is not in the first page's code).
    expect(await screen.findByLabelText(/What are you looking for\?/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Search' })).toBeTruthy();
  });

  it('renders its texts in Canadian French', async () => {
    renderRoutes(routes, { initialEntries: ['/404'], locale: 'fr-CA' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Oups! Vous êtes perdu.');
    expect(screen.getByText('La page que vous cherchez est introuvable.')).toBeTruthy();
    expect(await screen.findByLabelText(/Que cherchez-vous\?/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Rechercher' })).toBeTruthy();
  });

  it('opens the search page with the term in base64', async () => {
    const { router } = renderRoutes(routes, { initialEntries: ['/404'] });
    fireEvent.change(await screen.findByLabelText(/What are you looking for\?/), { target: { value: ' sécurité ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(router.state.location.pathname).toBe('/search');
    const query = new URLSearchParams(router.state.location.search);
    expect(query.get('term')).toBe('c8OpY3VyaXTDqQ==');
    expect(parseSearchPageParams(query)).toMatchObject({ ok: true, params: { term: 'sécurité' } });
  });
});
