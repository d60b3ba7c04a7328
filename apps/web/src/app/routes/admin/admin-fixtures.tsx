import { BUILD_NUMBER, MODULE_CATALOGUE } from '@portal/contracts';
import type { TLocaleCode, TModuleCode, TTenantConfiguration } from '@portal/contracts';
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
