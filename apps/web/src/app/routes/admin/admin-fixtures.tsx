import { BUILD_NUMBER, MODULE_CATALOGUE } from '@portal/contracts';
import type { TLocaleCode, TLocation, TModuleCode, TPerson, TTenantConfiguration } from '@portal/contracts';
import type { ReactNode } from 'react';
import { jsonResponse } from '../../../testing/fetch-stubs';
import { buildTestTenant } from '../../../testing/tenant-fixture';
import { renderRoutes } from '../../../testing/test-utils';
import { SignedInSessionContext } from '../../auth/signed-in-session';
import { testUser } from '../../shell-fixtures';
import { TenantProvider } from '../../tenant-context';

/** Test data and rendering for the admin area's pages. */

export const ok = (returnValue: unknown) => jsonResponse({ success: true, returnValue, message: null });

/** A tenant module as the configuration lists it, with the catalogue's permissions. */
export function tenantModule(code: TModuleCode): TTenantConfiguration['modules'][number] {
  const origin = window.location.origin;
  return {
    moduleCode: code,
    displayName: MODULE_CATALOGUE[code].name,
    serviceUrl: origin,
    spaUrl: `${origin}${MODULE_CATALOGUE[code].route}`,
    permissions: [...MODULE_CATALOGUE[code].permissions],
  };
}

export type TRenderAdminOptions = {
  path?: string;
  url?: string;
  locale?: TLocaleCode;
  permissions?: readonly string[];
  modules?: readonly TModuleCode[];
};

export function renderAdminPage(element: ReactNode, options: TRenderAdminOptions = {}) {
  const tenant = buildTestTenant({ modules: (options.modules ?? ['USERADMIN']).map(tenantModule) });
  return renderRoutes(
    [
      {
        path: options.path ?? '*',
        element: (
          <TenantProvider
            value={{ settings: { build: BUILD_NUMBER, production: false, configUrl: '/x' }, configuration: tenant }}
          >
            <SignedInSessionContext value={{ user: testUser, permissions: new Set(options.permissions ?? []) }}>
              {element}
            </SignedInSessionContext>
          </TenantProvider>
        ),
      },
    ],
    { locale: options.locale ?? 'en', initialEntries: [options.url ?? '/'] },
  );
}

export function buildPerson(overrides: Partial<TPerson> = {}): TPerson {
  return {
    userCode: 'acme-riley',
    firstName: 'Riley',
    lastName: 'Rivera',
    email: 'riley@acme.test',
    status: 'ACTIVE',
    jobRoleCode: 'SALES_ASSOCIATE',
    jobTitle: 'Sales Associate',
    locationId: 12,
    managerUserCode: null,
    hasPassword: true,
    roles: [],
    groups: [{ id: 1, name: 'All employees' }],
    createdAt: '2026-01-05T10:00:00.000Z',
    updatedAt: '2026-01-05T10:00:00.000Z',
    ...overrides,
  };
}

export function buildLocation(overrides: Partial<TLocation> = {}): TLocation {
  return {
    locationId: 12,
    code: 'STORE-12',
    name: 'Store 12',
    nameEn: 'Store 12',
    nameFr: 'Magasin 12',
    level: 3,
    locationTypeCode: 'STORE',
    businessTypeCode: 'RETAIL',
    brandCode: null,
    parentLocationId: null,
    addressLine1: null,
    addressLine2: null,
    city: null,
    province: null,
    postalCode: null,
    countryCode: null,
    status: 'ACTIVE',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** The reference lists the people pages read: business types, job roles, locations, roles and groups. */
export function referenceRoutes(): Record<string, () => Response> {
  return {
    '/api/tenant/GetAllBussinessTypes': () =>
      jsonResponse([{ code: 'RETAIL', name: 'Retail', nameEn: 'Retail', nameFr: 'Détail', brands: [] }]),
    '/api/tenant/JobRolesForBussinessType': () =>
      jsonResponse([
        {
          code: 'SALES_ASSOCIATE',
          name: 'Sales Associate',
          nameEn: 'Sales Associate',
          nameFr: 'Conseiller',
          businessTypeCode: 'RETAIL',
        },
        {
          code: 'STORE_MANAGER',
          name: 'Store Manager',
          nameEn: 'Store Manager',
          nameFr: 'Directeur',
          businessTypeCode: 'RETAIL',
        },
      ]),
    '/api/location': () =>
      jsonResponse([
        buildLocation(),
        buildLocation({ locationId: 3, code: 'HQ', name: 'Head office', nameEn: 'Head office', level: 2 }),
      ]),
    '/api/role/search': () =>
      jsonResponse({
        result: [
          { id: 7, name: 'Administrator', description: null, status: 'Active' },
          { id: 8, name: 'Manager', description: null, status: 'Active' },
        ],
        totalRecords: 2,
      }),
    '/api/group/search': () =>
      jsonResponse({
        result: [
          { id: 1, name: 'All employees', description: null, status: 'ACTIVE' },
          { id: 2, name: 'Store 12 team', description: null, status: 'ACTIVE' },
        ],
        totalRecords: 2,
      }),
  };
}
