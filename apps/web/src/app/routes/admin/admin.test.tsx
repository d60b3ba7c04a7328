import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../../../testing/fetch-stubs';
import { AdminRoute } from './admin';
import { renderAdminPage } from './admin-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

const approved = (totalRecords: number) => () => jsonResponse({ result: [], totalRecords });

function cardLinks(sectionName: string) {
  const section = screen.getByRole('region', { name: sectionName });
  return within(section)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('AdminRoute', () => {
  it('shows a card per administered module, in the nav order, and the user admin areas', async () => {
    stubFetch({ '/api/user/getallapproved': approved(6) });
    renderAdminPage(<AdminRoute />, {
      modules: ['USERADMIN', 'RESOURCELIBRARY', 'ASSESSMENT', 'TRIVIA', 'NEWS', 'EVENTS', 'NOTIFICATIONS'],
      permissions: [
        'USERADMIN_MANAGE_USERS',
        'USERADMIN_MANAGE_ROLES',
        'RESOURCELIBRARY_REVIEW_UPLOADS',
        'ASSESSMENT_ADMIN',
        'NEWS_ADMIN',
      ],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Administration' })).toBeTruthy();
    expect(cardLinks('People and access')).toEqual([
      ['Manage people', '/admin/people'],
      ['Manage roles and groups', '/admin/roles'],
      ['Manage groups', '/admin/groups'],
      ['Open the audit log', '/admin/audit'],
      ['Open the branding', '/admin/branding'],
      ['Edit the footer', '/admin/footer'],
      ['Open the tenant settings', '/admin/settings'],
    ]);
    expect(cardLinks('Modules')).toEqual([
      ['Open the Resource Library admin', '/resources/admin'],
      ['Open the test admin', '/assessment/admin'],
      ['Open the competency admin', '/skill/admin'],
      ['Open the news admin', '/news/admin'],
    ]);
    expect(await screen.findByText('6 active people')).toBeTruthy();
  });

  it('shows on each card what needs attention there, and nothing where all is done', async () => {
    stubFetch({
      '/api/user/getallapproved': approved(6),
      '/api/admin/attention': () => jsonResponse({ peopleWithoutRole: 2, pendingUploads: 1, expiringResources: 0 }),
    });
    renderAdminPage(<AdminRoute />, {
      modules: ['USERADMIN', 'RESOURCELIBRARY'],
      permissions: ['USERADMIN_MANAGE_USERS', 'RESOURCELIBRARY_ADMIN'],
    });
    const people = within(screen.getByRole('region', { name: 'People and access' }));
    expect(await people.findByText('2 active people have no role')).toBeTruthy();
    const modules = within(screen.getByRole('region', { name: 'Modules' }));
    expect(await modules.findByText('1 upload awaits review')).toBeTruthy();
    expect(modules.queryByText(/expire/)).toBeNull();
  });

  it('leaves out a module the tenant has turned off, even for a holder of its permission', () => {
    renderAdminPage(<AdminRoute />, {
      modules: ['LEARNINGPATH'],
      permissions: ['LEARNINGPATH_ADMIN', 'NEWS_ADMIN', 'USERADMIN_MANAGE_USERS'],
    });
    expect(cardLinks('Modules')).toEqual([['Open the learning path admin', '/learning-path/admin']]);
    expect(screen.queryByRole('region', { name: 'People and access' })).toBeNull();
  });

  it('does not count a user feature (uploading) as administering', () => {
    renderAdminPage(<AdminRoute />, { modules: ['RESOURCELIBRARY'], permissions: ['RESOURCELIBRARY_USER_UPLOAD'] });
    expect(screen.getByText('Nothing to administer')).toBeTruthy();
    expect(screen.queryAllByRole('link')).toEqual([]);
  });

  it('shows a skeleton while the people are counted, and a retry when counting fails', async () => {
    let fails = true;
    stubFetch({
      '/api/user/getallapproved': () =>
        fails ? jsonResponse({ title: 'Bad', status: 400, code: 'bad_request' }, 400) : approved(1)(),
    });
    renderAdminPage(<AdminRoute />, { permissions: ['USERADMIN_MANAGE_USERS'] });
    expect(screen.getByRole('status', { name: 'Counting active people' })).toBeTruthy();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fails = false;
    fireEvent.click(retry);
    expect(await screen.findByText('1 active person')).toBeTruthy();
  });

  it('speaks French', async () => {
    stubFetch({ '/api/user/getallapproved': approved(2) });
    renderAdminPage(<AdminRoute />, {
      locale: 'fr-CA',
      permissions: ['USERADMIN_MANAGE_USERS', 'USERADMIN_MANAGE_LOCATIONS'],
    });
    expect(cardLinks('Personnes et accès')).toEqual([
      ['Gérer les personnes', '/admin/people'],
      ['Gérer les emplacements', '/admin/locations'],
    ]);
    expect(await screen.findByText('2 personnes actives')).toBeTruthy();
  });
});
