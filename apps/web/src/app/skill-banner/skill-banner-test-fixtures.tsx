import { BUILD_NUMBER } from '@portal/contracts';
import type { TLocaleCode, TTenantConfiguration, TTenantMetaData } from '@portal/contracts';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { renderRoutes } from '../../testing/test-utils';
import { buildTestTenant } from '../../testing/tenant-fixture';
import { buildTestUser } from '../../testing/user-fixture';
import { SignedInSessionContext } from '../auth/signed-in-session';
import { TenantProvider } from '../tenant-context';

/** Test data of the skill pages of the home shell (banner, team skills). */

/** Test and Trivia as a module of the tenant, whose managers see their team's skills. */
export function assessmentModule(): TTenantConfiguration['modules'][number] {
  const origin = window.location.origin;
  return {
    moduleCode: 'ASSESSMENT',
    displayName: 'Test and Trivia',
    serviceUrl: origin,
    spaUrl: `${origin}/assessment`,
    permissions: ['ASSESSMENT_ADMIN', 'ASSESSMENT_MANAGER'],
  };
}

export function tenantAnswer(metaData: Partial<TTenantMetaData> = {}) {
  return {
    tenantCode: 'acme',
    tenantName: 'Acme Corporation',
    defaultLocale: 'en',
    metaData: {
      competenciesEnabled: true,
      competencyUserViewEnabled: true,
      userIdleTimeOutConfig: { idleTimerStartAfterInSeconds: 900, timeoutAfterInSeconds: 60 },
      postLoginScriptEnabled: false,
      ...metaData,
    },
  };
}

type TRenderOptions = {
  routes: { path: string; element: ReactNode }[];
  url: string;
  locale?: TLocaleCode;
  withAssessments?: boolean;
  permissions?: readonly string[];
};

/** Renders routes below a tenant (with or without Test and Trivia) and a signed-in user. */
export function renderSkillPage({
  routes,
  url,
  locale = 'en',
  withAssessments = true,
  permissions = [],
}: TRenderOptions) {
  const configuration = buildTestTenant({ modules: withAssessments ? [assessmentModule()] : [] });
  const wrap = (content: ReactNode) => (
    <TenantProvider value={{ settings: { build: BUILD_NUMBER, production: false, configUrl: '/x' }, configuration }}>
      <SignedInSessionContext value={{ user: buildTestUser(), permissions: new Set(permissions) }}>
        {content}
      </SignedInSessionContext>
    </TenantProvider>
  );
  const table: RouteObject[] = routes.map((route) => ({ path: route.path, element: wrap(route.element) }));
  return renderRoutes(table, { locale, initialEntries: [url] });
}
