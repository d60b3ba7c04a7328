import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bundledCatalogues } from '@portal/i18n/bundled-catalogues';
import { grantablePermissions, MODULE_CODES } from '@portal/contracts';
import type { TRole } from '@portal/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, requestBody, stubFetch } from '../../../testing/fetch-stubs';
import { referenceRoutes, renderAdminPage } from './admin-fixtures';
import { RoleAdminRoute } from './role';
import { RolesAdminRoute } from './roles';

afterEach(() => {
  vi.unstubAllGlobals();
});

const ROLE_ADMIN = ['USERADMIN_MANAGE_ROLES', 'USERADMIN_MANAGE_USERS'];

function buildRole(overrides: Partial<TRole> = {}): TRole {
  return {
    id: 8,
    name: 'Manager',
    description: 'Store managers',
    status: 'Active',
    permissions: ['ASSESSMENT_MANAGER', 'LEARNINGPATH_VIEW_REPORTS'],
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

describe('RolesAdminRoute', { timeout: 30_000 }, () => {
  it('lists the roles with their permission counts, and the groups with a way to their members', async () => {
    stubFetch({
      ...referenceRoutes(),
      '/api/role/all': () =>
        jsonResponse({
          result: [
            buildRole(),
            buildRole({ id: 9, name: 'Clerk', description: null, status: 'Inactive', permissions: [] }),
          ],
          totalRecords: 2,
        }),
    });
    renderAdminPage(<RolesAdminRoute />, { permissions: ROLE_ADMIN });
    expect(screen.getByRole('heading', { level: 1, name: 'Roles and groups' })).toBeTruthy();
    const roles = within(await screen.findByRole('region', { name: 'Roles' }));
    await waitFor(() =>
      expect(roles.getAllByRole('row').map((row) => row.textContent)).toEqual([
        'RoleDescriptionPermissionsStatus',
        'ManagerStore managers2 permissionsActive',
        'Clerk—0 permissionsInactive',
      ]),
    );
    expect(roles.getByRole('link', { name: 'Manager' }).getAttribute('href')).toBe('/admin/roles/8');
    const groups = within(screen.getByRole('region', { name: 'Groups' }));
    expect((await groups.findByRole('link', { name: 'Store 12 team' })).getAttribute('href')).toBe('/admin/groups/2');
    expect((await groups.findByRole('link', { name: 'See the members of Store 12 team' })).getAttribute('href')).toBe(
      '/admin/people?group=2',
    );
  });

  it('is refused without the role-admin permission', () => {
    renderAdminPage(<RolesAdminRoute />, { permissions: ['USERADMIN_MANAGE_USERS'] });
    expect(screen.getByRole('heading', { name: 'Access denied' })).toBeTruthy();
  });
});

describe('RoleAdminRoute', { timeout: 30_000 }, () => {
  it('edits a role over the permissions of the enabled modules, grouped and explained', async () => {
    const fetchMock = stubFetch({
      '/api/role/8': (_url, init) =>
        init?.method === 'PUT'
          ? jsonResponse({ ...buildRole(), ...(requestBody(init) as { data: object }).data })
          : jsonResponse(buildRole()),
      '/api/role/all': () => jsonResponse({ result: [], totalRecords: 0 }),
    });
    const { router } = renderAdminPage(<RoleAdminRoute />, {
      permissions: ROLE_ADMIN,
      modules: ['USERADMIN', 'LEARNINGPATH', 'NEWS'],
      url: '/admin/roles/8',
      path: '/admin/roles/:roleId',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Manager' })).toBeTruthy();
    const legends = screen.getAllByRole('group').map((group) => group.querySelector('legend')?.textContent);
    expect(legends).toEqual(['User administration', 'Learning paths', 'News', 'Managers']);
    const paths = within(screen.getByRole('group', { name: 'Learning paths' }));
    expect(paths.getByRole('checkbox', { name: 'See learning path reports' })).toHaveProperty('checked', true);
    expect(paths.getByText('Read completion and overdue reports of learning paths.')).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'Administer the library' })).toBeNull();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Administer news' }));
    fireEvent.click(paths.getByRole('checkbox', { name: 'See learning path reports' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save the role' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, '/api/role/8').filter(([, init]) => init?.method === 'PUT')).toHaveLength(1),
    );
    const put = callsTo(fetchMock, '/api/role/8').find(([, init]) => init?.method === 'PUT');
    expect(requestBody(put?.[1])).toEqual({
      id: 8,
      data: {
        name: 'Manager',
        description: 'Store managers',
        status: 'Active',
        permissions: ['ASSESSMENT_MANAGER', 'NEWS_ADMIN'],
      },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/roles'));
  });

  it('shows a taken name on the name field', async () => {
    stubFetch({
      '/api/role': () =>
        jsonResponse(
          { type: 'about:blank', title: 'Conflict', status: 409, code: 'conflict', errors: { name: ['name_taken'] } },
          409,
        ),
    });
    renderAdminPage(<RoleAdminRoute />, { permissions: ROLE_ADMIN, url: '/admin/roles/new', path: '/admin/roles/new' });
    expect(screen.getByRole('heading', { level: 1, name: 'New role' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save the role' }));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /Name/ }), { target: { value: 'Manager' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the role' }));
    expect(await screen.findByText('Another role has this name.')).toBeTruthy();
  });

  it('explains every grantable permission, in both languages', () => {
    for (const locale of ['en', 'fr-CA'] as const) {
      const catalogue = bundledCatalogues[locale].common as Record<string, string>;
      for (const permission of grantablePermissions([...MODULE_CODES])) {
        expect(catalogue[`admin.permission.label.${permission}`], `${locale} ${permission}`).toBeTruthy();
        expect(catalogue[`admin.permission.hint.${permission}`], `${locale} ${permission}`).toBeTruthy();
      }
    }
  });
});
