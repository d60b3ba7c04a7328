import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../../../testing/fetch-stubs';
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
      'Store 9Store, level 3STORE-9Inactive',
      'Store 12Store, level 3STORE-12',
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

  it('is refused without the location-admin permission', () => {
    renderAdminPage(<LocationsAdminRoute />, { permissions: ['USERADMIN_MANAGE_USERS'] });
    expect(screen.getByRole('heading', { name: 'Access denied' })).toBeTruthy();
  });
});
