import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, requestBody, requestUrl, stubFetch } from '../../shell-fixtures';
import {
  ADMIN_PERMISSIONS,
  buildAdminItem,
  buildResource,
  buildUserAsset,
  page,
  renderResourcePage,
} from './resource-fixtures';
import { ResourcesAdminPage } from './resources-admin-page';

const ok = (returnValue: unknown) => jsonResponse({ success: true, returnValue, message: null });

function stubAdmin({
  items = [
    buildAdminItem(),
    buildAdminItem({ resourceId: 8, title: 'Cash desk', status: 'PENDING_PUBLISHING', viewCount: 0 }),
  ],
} = {}) {
  return stubFetch({
    '/api/resources/admin/search': () => jsonResponse(page(items, 40)),
    '/api/resources/8/publish': () => ok(buildResource({ resourceId: 8, title: 'Cash desk' })),
    '/api/resources/7': (_url, init) => (init?.method === 'DELETE' ? ok(7) : jsonResponse({}, 500)),
    '/api/Assets/GetUserAssets': () => jsonResponse(page([buildUserAsset()])),
    '/api/Assets/UpdateUserAsset': () => ok(buildUserAsset({ userAssetStatusId: 2, userAssetStatus: 'Approved' })),
    '/api/resources/popular-assets-report': () =>
      jsonResponse(
        page([
          {
            resourceId: 7,
            title: 'Safety handbook',
            status: 'PUBLISHED',
            assetTypeCodes: ['DOCUMENT'],
            viewCount: 1500,
            uniqueViewerCount: 12,
            favoriteCount: 3,
            lastViewedDate: '2026-03-02T10:00:00.000Z',
            createdDate: '2026-01-05T00:00:00.000Z',
          },
        ]),
      ),
  });
}

function renderAdmin(options: { url?: string; locale?: 'en' | 'fr-CA'; permissions?: string[] } = {}) {
  return renderResourcePage(<ResourcesAdminPage />, {
    path: '/resources/admin',
    url: options.url ?? '/resources/admin',
    locale: options.locale,
    permissions: options.permissions ?? ADMIN_PERMISSIONS,
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ResourcesAdminPage', () => {
  it('lists every resource with its status, views and date in the page language, a page at a time', async () => {
    const fetchMock = stubAdmin();
    renderAdmin({ locale: 'fr-CA' });
    const row = await screen.findByRole('row', { name: /Safety handbook/ });
    expect(within(row).getByText('Publiée')).toBeTruthy();
    expect(within(row).getByText('1 234')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Safety handbook' }).getAttribute('href')).toBe('/resources/admin/7');
    expect(screen.getByText('Ressources : 40')).toBeTruthy();
    expect(requestBody(callsTo(fetchMock, '/api/resources/admin/search')[0]?.[1])).toEqual({
      displayAll: false,
      pageNo: 1,
      pageSize: 16,
      sortColumns: [{ colId: 'modifiedDate', sort: 'desc' }],
      searchParameters: { locales: ['fr-CA'] },
    });
  });

  it('sorts by a column and searches by text, keeping both in the address', async () => {
    const fetchMock = stubAdmin();
    const { router } = renderAdmin();
    fireEvent.click(await screen.findByRole('button', { name: 'Title' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=title&dir=asc'));
    expect(screen.getByRole('columnheader', { name: /Title/ }).getAttribute('aria-sort')).toBe('ascending');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search resources' }), { target: { value: 'safety' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=safety&sort=title&dir=asc'));
    const last = callsTo(fetchMock, '/api/resources/admin/search').at(-1);
    expect(requestBody(last?.[1])).toMatchObject({
      sortColumns: [{ colId: 'title', sort: 'asc' }],
      searchParameters: { searchText: 'safety' },
    });
  });

  it('publishes, and deletes only after confirming', async () => {
    const fetchMock = stubAdmin();
    renderAdmin();
    fireEvent.click(await screen.findByRole('button', { name: 'Publish Cash desk' }));
    expect(await screen.findByText('“Cash desk” is published.')).toBeTruthy();

    const deleteButton = screen.getByRole('button', { name: 'Delete Safety handbook' });
    fireEvent.click(deleteButton);
    const dialog = await screen.findByRole('dialog', { name: 'Delete this resource?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(fetchMock, '/api/resources/7')).toHaveLength(0);

    fireEvent.click(deleteButton);
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('“Safety handbook” was deleted.')).toBeTruthy();
    expect(callsTo(fetchMock, '/api/resources/7')[0]?.[1]?.method).toBe('DELETE');
  });

  it('says when there are no resources yet', async () => {
    stubAdmin({ items: [] });
    renderAdmin();
    expect(await screen.findByText('No resources yet. Create the first one.')).toBeTruthy();
  });

  it('reviews a pending upload: approve with a comment', async () => {
    const fetchMock = stubAdmin();
    renderAdmin({ url: '/resources/admin?tab=uploads' });
    const row = await screen.findByRole('row', { name: /Store opening checklist/ });
    expect(within(row).getByText('Pending')).toBeTruthy();
    // The uploader by name, not by account code (issue 22).
    expect(within(row).getByText('Lena Learner')).toBeTruthy();
    expect(within(row).queryByText('acme-learner')).toBeNull();
    expect(requestUrl(callsTo(fetchMock, '/api/Assets/GetUserAssets')[0]?.[0] ?? '').href).toContain(
      'scope=review&status=1',
    );
    fireEvent.click(within(row).getByRole('button', { name: 'Approve Store opening checklist' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Comment for the learner (optional)' }), {
      target: { value: 'Thanks!' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('“Store opening checklist” was reviewed.')).toBeTruthy();
    expect(requestBody(callsTo(fetchMock, '/api/Assets/UpdateUserAsset')[0]?.[1])).toMatchObject({
      userAssetId: 5,
      userAssetStatusId: 2,
      reviewComment: 'Thanks!',
      title: 'Store opening checklist',
      mediaId: buildUserAsset().mediaId,
    });
  });

  it('leads its Reports tab, and old links to it, to the library’s report page', async () => {
    stubAdmin();
    const reportsRoute = { path: '/resources/reports', element: <p>The report page</p> };
    const permissions = [...ADMIN_PERMISSIONS, 'RESOURCELIBRARY_VIEW_REPORTS'];
    const first = renderResourcePage(<ResourcesAdminPage />, {
      path: '/resources/admin',
      url: '/resources/admin?tab=reports',
      permissions,
      extraRoutes: [reportsRoute],
    });
    expect(await screen.findByText('The report page')).toBeTruthy();
    expect(first.router.state.location.pathname).toBe('/resources/reports');
    first.unmount();

    const second = renderResourcePage(<ResourcesAdminPage />, {
      path: '/resources/admin',
      url: '/resources/admin',
      permissions,
      extraRoutes: [reportsRoute],
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'Reports' }));
    expect(await screen.findByText('The report page')).toBeTruthy();
    expect(second.router.state.location.pathname).toBe('/resources/reports');
  });

  it('offers no Reports tab without RESOURCELIBRARY_VIEW_REPORTS', async () => {
    stubAdmin();
    renderAdmin({ url: '/resources/admin?tab=reports' });
    expect(await screen.findByRole('tab', { name: 'Resources', selected: true })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Reports' })).toBeNull();
  });

  it('offers only the tabs the permissions allow, and refuses non-admins', async () => {
    stubAdmin();
    renderAdmin({ permissions: ['RESOURCELIBRARY_REVIEW_UPLOADS'] });
    expect(await screen.findByRole('tab', { name: 'Uploads to review' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Resources' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Reports' })).toBeNull();
  });

  it('shows access denied to a learner', async () => {
    stubAdmin();
    renderAdmin({ permissions: ['RESOURCELIBRARY_USER_UPLOAD'] });
    expect(await screen.findByText('Access denied')).toBeTruthy();
  });
});
