import { BUILD_NUMBER } from '@portal/contracts';
import type { TLocaleCode, TTenantConfiguration, TUser } from '@portal/contracts';
import type { ReactNode } from 'react';
import { renderRoutes } from '../testing/test-utils';
import { SignedInSessionContext } from './auth/signed-in-session';
import { TenantProvider } from './tenant-context';
import { buildTestTenant } from '../testing/tenant-fixture';
import { buildTestUser } from '../testing/user-fixture';

// The fetch stubs depend on nothing here: they live in testing/, re-exported for the shell's tests.
export { callsTo, jsonResponse, requestBody, requestUrl, stubFetch } from '../testing/fetch-stubs';

/** Test fixtures of the home shell's pages (footer, dashboard, contact us, privacy policy). */

export const testTenant: TTenantConfiguration = buildTestTenant();

export const testUser: TUser = buildTestUser();

/** Renders `element` at `/` below the tenant and a signed-in session, as the home shell does. */
export function renderInShell(element: ReactNode, { locale = 'en' }: { locale?: TLocaleCode } = {}) {
  return renderRoutes(
    [
      {
        path: '*',
        element: (
          <TenantProvider
            value={{ settings: { build: BUILD_NUMBER, production: false, configUrl: '/x' }, configuration: testTenant }}
          >
            <SignedInSessionContext value={{ user: testUser, permissions: new Set() }}>
              {element}
            </SignedInSessionContext>
          </TenantProvider>
        ),
      },
    ],
    { locale },
  );
}
