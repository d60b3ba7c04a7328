import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TSearchPeopleRequest } from '@portal/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, requestBody, stubFetch } from '../../../testing/fetch-stubs';
import { buildPerson, referenceRoutes, renderAdminPage } from './admin-fixtures';
import { PeopleAdminRoute } from './people';

afterEach(() => {
  vi.unstubAllGlobals();
});

const SEARCH = '/api/admin/people/search';
const USER_ADMIN = ['USERADMIN_MANAGE_USERS'];

function searches(fetchMock: ReturnType<typeof stubFetch>): TSearchPeopleRequest[] {
  return callsTo(fetchMock, SEARCH).map(([, init]) => requestBody(init) as TSearchPeopleRequest);
}

function renderPeople(url = '/admin/people', locale: 'en' | 'fr-CA' = 'en') {
  return renderAdminPage(<PeopleAdminRoute />, { permissions: USER_ADMIN, url, path: '/admin/people', locale });
}

describe('PeopleAdminRoute', { timeout: 20_000 }, () => {
  it('lists people with their job role and location names, roles and status', async () => {
    stubFetch({
      ...referenceRoutes(),
      [SEARCH]: () =>
        jsonResponse({
          result: [
            buildPerson({ roles: [{ id: 8, name: 'Manager' }] }),
            buildPerson({
              userCode: 'acme-sam',
              firstName: 'Sam',
              lastName: 'Seller',
              email: 'sam@acme.test',
              status: 'INACTIVE',
              locationId: 3,
            }),
          ],
          totalRecords: 2,
        }),
    });
    renderPeople();
    expect(screen.getByRole('heading', { level: 1, name: 'People' })).toBeTruthy();
    const table = await screen.findByRole('table');
    await waitFor(() =>
      expect(
        within(table)
          .getAllByRole('row')
          .map((row) => row.textContent),
      ).toEqual([
        'NameEmailJob roleLocationRolesStatus',
        'Riley Riverariley@acme.testSales AssociateStore 12ManagerActive',
        'Sam Sellersam@acme.testSales AssociateHead officeNo roleDeactivated',
      ]),
    );
    expect(within(table).getByRole('link', { name: 'Riley Rivera' }).getAttribute('href')).toBe(
      '/admin/people/acme-riley',
    );
    expect(screen.getByText('2 people')).toBeTruthy();
  });

  it('asks the server for the search text and the filters, and starts again from page 1', async () => {
    const fetchMock = stubFetch({
      ...referenceRoutes(),
      [SEARCH]: () => jsonResponse({ result: [buildPerson()], totalRecords: 45 }),
    });
    const { router } = renderPeople('/admin/people?page=2');
    await screen.findByRole('table');
    expect(searches(fetchMock)[0]).toMatchObject({ pageNo: 2, pageSize: 20 });

    fireEvent.change(screen.getByRole('searchbox', { name: /Search/ }), { target: { value: 'riv' } });
    await waitFor(() => expect(searches(fetchMock).at(-1)).toMatchObject({ searchText: 'riv', pageNo: 1 }));

    fireEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Deactivated' }));
    fireEvent.click(screen.getByRole('combobox', { name: 'Job role' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Store Manager' }));
    fireEvent.click(screen.getByRole('combobox', { name: 'Location' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Head office' }));
    fireEvent.click(screen.getByRole('combobox', { name: 'Role' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Manager' }));
    await waitFor(() =>
      expect(searches(fetchMock).at(-1)).toEqual({
        displayAll: false,
        pageNo: 1,
        pageSize: 20,
        sortColumns: [
          { colId: 'lastName', sort: 'asc' },
          { colId: 'firstName', sort: 'asc' },
        ],
        searchText: 'riv',
        status: 'INACTIVE',
        jobRoleCode: 'STORE_MANAGER',
        locationId: 3,
        roleId: 8,
      }),
    );
    expect(router.state.location.search).toBe('?q=riv&status=INACTIVE&location=3&jobRole=STORE_MANAGER&role=8');

    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(searches(fetchMock).at(-1)).toMatchObject({ pageNo: 3, roleId: 8 }));
  });

  it('says when nobody matches, and offers a retry when the list fails', async () => {
    let fails = true;
    stubFetch({
      ...referenceRoutes(),
      [SEARCH]: () =>
        fails
          ? jsonResponse({ title: 'Bad', status: 400, code: 'bad_request' }, 400)
          : jsonResponse({ result: [], totalRecords: 0 }),
    });
    renderPeople('/admin/people?q=zz');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fails = false;
    fireEvent.click(retry);
    expect(await screen.findByText('Nobody matches')).toBeTruthy();
  });

  it('is refused without the user-admin permission', () => {
    renderAdminPage(<PeopleAdminRoute />, { permissions: ['NEWS_ADMIN'] });
    expect(screen.getByRole('heading', { name: 'Access denied' })).toBeTruthy();
  });

  it('speaks French', async () => {
    stubFetch({ ...referenceRoutes(), [SEARCH]: () => jsonResponse({ result: [buildPerson()], totalRecords: 1 }) });
    renderPeople('/admin/people', 'fr-CA');
    expect(screen.getByRole('heading', { level: 1, name: 'Personnes' })).toBeTruthy();
    expect(await screen.findByText('1 personne')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Emplacement' })).toBeTruthy();
  });
});
