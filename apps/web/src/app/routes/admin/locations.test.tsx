import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, requestBody, stubFetch } from '../../../testing/fetch-stubs';
import { buildLocation, renderAdminPage } from './admin-fixtures';
import { LocationsAdminRoute } from './locations';

afterEach(() => {
  vi.unstubAllGlobals();
});

const LOCATION_ADMIN = ['USERADMIN_MANAGE_LOCATIONS'];
const types = [
  { code: 'COUNTRY', level: 1, name: 'Country', nameEn: 'Country', nameFr: 'Pays' },
  { code: 'STORE', level: 3, name: 'Store', nameEn: 'Store', nameFr: 'Magasin' },
];

describe('LocationsAdminRoute', { timeout: 20_000 }, () => {
  it('shows the locations as a tree with their types and levels', async () => {
    stubFetch({
      '/api/tenant/GetTenantLocationTypes': () => jsonResponse(types),
      '/api/location': () =>
        jsonResponse([
          buildLocation({ locationId: 12, name: 'Store 12', parentLocationId: 1 }),
          buildLocation({ locationId: 1, code: 'CA', name: 'Canada', locationTypeCode: 'COUNTRY', level: 1 }),
          buildLocation({ locationId: 9, code: 'STORE-9', name: 'Store 9', parentLocationId: 1, status: 'INACTIVE' }),
        ]),
    });
    renderAdminPage(<LocationsAdminRoute />, { permissions: LOCATION_ADMIN });
    expect(screen.getByRole('heading', { level: 1, name: 'Locations' })).toBeTruthy();
    const tree = await screen.findByRole('region', { name: 'Location tree' });
    const [top] = within(tree).getAllByRole('list');
    const canada = within(top as HTMLElement).getAllByRole('listitem')[0] as HTMLElement;
    expect(canada.textContent).toContain('CanadaCountry, level 1CA');
    const stores = within(within(canada).getByRole('list')).getAllByRole('listitem');
    expect(stores.map((item) => item.textContent)).toEqual([
      'Store 9Store, level 3STORE-9InactiveEditAdd underDelete',
      'Store 12Store, level 3STORE-12EditAdd underDelete',
    ]);
    expect(screen.getByText('3 locations')).toBeTruthy();
  });

  it('offers a retry when the locations fail to load', async () => {
    let fails = true;
    stubFetch({
      '/api/tenant/GetTenantLocationTypes': () => jsonResponse(types),
      '/api/location': () =>
        fails
          ? jsonResponse({ type: 'about:blank', title: 'Bad', status: 400, code: 'bad_request' }, 400)
          : jsonResponse([]),
    });
    renderAdminPage(<LocationsAdminRoute />, { permissions: LOCATION_ADMIN });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fails = false;
    fireEvent.click(retry);
    expect(await screen.findByText('No locations yet')).toBeTruthy();
  });

  function stubTree(extra: Parameters<typeof stubFetch>[0] = {}) {
    return stubFetch({
      '/api/tenant/GetTenantLocationTypes': () => jsonResponse(types),
      '/api/tenant/GetAllBussinessTypes': () =>
        jsonResponse([
          {
            code: 'RETAIL',
            name: 'Retail',
            nameEn: 'Retail',
            nameFr: 'Détail',
            brands: [{ code: 'ACME', name: 'Acme' }],
          },
        ]),
      '/api/location': () =>
        jsonResponse([
          buildLocation({ locationId: 12, name: 'Store 12', parentLocationId: 1 }),
          buildLocation({ locationId: 1, code: 'CA', name: 'Canada', locationTypeCode: 'COUNTRY', level: 1 }),
          buildLocation({ locationId: 2, code: 'US', name: 'United States', locationTypeCode: 'COUNTRY', level: 1 }),
        ]),
      ...extra,
    });
  }

  it('adds a store under a country, with its type, business type and brand', async () => {
    const fetchMock = stubTree({
      '/api/location': (_url, init) =>
        init?.method === 'POST'
          ? jsonResponse(
              buildLocation({ ...(requestBody(init) as object), locationId: 40, name: 'Store 40', nameFr: 'Store 40' }),
              201,
            )
          : jsonResponse([
              buildLocation({ locationId: 1, code: 'CA', name: 'Canada', locationTypeCode: 'COUNTRY', level: 1 }),
            ]),
    });
    renderAdminPage(<LocationsAdminRoute />, { permissions: LOCATION_ADMIN });
    fireEvent.click(await screen.findByRole('button', { name: 'Add under Canada' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New location' }));
    fireEvent.change(dialog.getByRole('textbox', { name: /^Code/ }), { target: { value: 'STORE-40' } });
    fireEvent.change(dialog.getByRole('textbox', { name: /^Name in English/ }), { target: { value: 'Store 40' } });
    fireEvent.click(dialog.getByRole('combobox', { name: /^Type/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Store, level 3' }));
    fireEvent.click(dialog.getByRole('combobox', { name: /^Business type/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Retail' }));
    fireEvent.click(dialog.getByRole('combobox', { name: /^Brand/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Acme' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Save the location' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, '/api/location').filter(([, init]) => init?.method === 'POST')).toHaveLength(1),
    );
    const [, init] = callsTo(fetchMock, '/api/location').find(([, call]) => call?.method === 'POST') ?? [];
    expect(requestBody(init)).toMatchObject({
      code: 'STORE-40',
      nameEn: 'Store 40',
      nameFr: null,
      locationTypeCode: 'STORE',
      businessTypeCode: 'RETAIL',
      brandCode: 'ACME',
      parentLocationId: 1,
      status: 'ACTIVE',
    });
    expect(await screen.findByText('Store 40 saved.')).toBeTruthy();
  });

  it('moves a store to another country (every field sent again)', async () => {
    const fetchMock = stubTree({
      '/api/location/12': (_url, init) =>
        jsonResponse(buildLocation({ ...(requestBody(init) as object), locationId: 12 })),
    });
    renderAdminPage(<LocationsAdminRoute />, { permissions: LOCATION_ADMIN });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Store 12' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Store 12' }));
    fireEvent.click(dialog.getByRole('combobox', { name: /^Under/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'United States (level 1)' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Save the location' }));
    await waitFor(() => expect(callsTo(fetchMock, '/api/location/12')).toHaveLength(1));
    const [, init] = callsTo(fetchMock, '/api/location/12')[0] ?? [];
    expect(init?.method).toBe('PUT');
    expect(requestBody(init)).toMatchObject({ code: 'STORE-12', nameEn: 'Store 12', parentLocationId: 2 });
  });

  it('says why a location with locations under it is not deleted', async () => {
    stubTree({
      '/api/location/1': () =>
        jsonResponse(
          {
            type: 'about:blank',
            title: 'Conflict',
            status: 409,
            code: 'conflict',
            errors: { locationId: ['has_children'] },
          },
          409,
        ),
    });
    renderAdminPage(<LocationsAdminRoute />, { permissions: LOCATION_ADMIN });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Canada' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete the location' }));
    expect(
      await screen.findByText('Canada was not deleted: other locations are under it. Move or delete them first.'),
    ).toBeTruthy();
  });

  it('is refused without the location-admin permission', () => {
    renderAdminPage(<LocationsAdminRoute />, { permissions: ['USERADMIN_MANAGE_USERS'] });
    expect(screen.getByRole('heading', { name: 'Access denied' })).toBeTruthy();
  });
});
