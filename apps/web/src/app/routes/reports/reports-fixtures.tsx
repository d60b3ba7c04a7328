import { BUILD_NUMBER } from '@portal/contracts';
import type { TLocaleCode, TReportExport, TReportPage, TTenantConfiguration } from '@portal/contracts';
import type { ReactNode } from 'react';
import { buildTestTenant, resourceLibraryModule } from '../../../testing/tenant-fixture';
import { renderRoutes } from '../../../testing/test-utils';
import { SignedInSessionContext } from '../../auth/signed-in-session';
import { jsonResponse, testUser } from '../../shell-fixtures';
import { TenantProvider } from '../../tenant-context';

/** Test data and rendering of the report pages. */

function module(moduleCode: 'LEARNINGPATH' | 'ASSESSMENT', displayName: string, route: string) {
  const origin = window.location.origin;
  return { moduleCode, displayName, serviceUrl: origin, spaUrl: `${origin}${route}`, permissions: [] };
}

export const reportsTenant: TTenantConfiguration = buildTestTenant({
  modules: [
    resourceLibraryModule(),
    module('LEARNINGPATH', 'Learning Paths', '/learning-path'),
    module('ASSESSMENT', 'Test and Trivia', '/assessment'),
  ],
});

export const ok = (returnValue: unknown) => jsonResponse({ success: true, message: null, returnValue });

export function buildPathCompletionPage(overrides: Partial<TReportPage> = {}): TReportPage {
  const rows = [
    { pathTitle: 'Core sales path', enrolled: 12, completed: 9, completionRate: 75, lastCompletedAt: '2026-03-02' },
    { pathTitle: 'Store manager path', enrolled: 4, completed: 1, completionRate: 25, lastCompletedAt: null },
  ];
  return {
    reportCode: 'PATH_COMPLETION',
    columns: [
      { key: 'pathTitle', labelKey: 'reports.column.pathTitle', kind: 'text', isSortable: true },
      { key: 'enrolled', labelKey: 'reports.column.enrolled', kind: 'integer', isSortable: true },
      { key: 'completed', labelKey: 'reports.column.completed', kind: 'integer', isSortable: false },
      { key: 'completionRate', labelKey: 'reports.column.completionRate', kind: 'percent', isSortable: true },
      { key: 'lastCompletedAt', labelKey: 'reports.column.lastCompletedAt', kind: 'date', isSortable: false },
    ],
    rows,
    totalRecords: 40,
    chart: { kind: 'bar', categoryKey: 'pathTitle', seriesKeys: ['completionRate'], rows },
    ...overrides,
  };
}

export function buildExport(overrides: Partial<TReportExport> = {}): TReportExport {
  return {
    exportId: 5,
    reportCode: 'PATH_COMPLETION',
    status: 'QUEUED',
    rowsWritten: 0,
    totalRows: null,
    fileName: null,
    byteSize: null,
    errorKey: null,
    createdAt: '2026-03-02T10:00:00.000Z',
    finishedAt: null,
    expiresAt: null,
    ...overrides,
  };
}

type TRenderOptions = { path: string; url: string; permissions: readonly string[]; locale?: TLocaleCode };

/** Renders a report page below the tenant and a signed-in session holding `permissions`. */
export function renderReportPage(element: ReactNode, options: TRenderOptions) {
  return renderRoutes(
    [
      {
        path: options.path,
        element: (
          <TenantProvider
            value={{
              settings: { build: BUILD_NUMBER, production: false, configUrl: '/x' },
              configuration: reportsTenant,
            }}
          >
            <SignedInSessionContext value={{ user: testUser, permissions: new Set(options.permissions) }}>
              {element}
            </SignedInSessionContext>
          </TenantProvider>
        ),
      },
    ],
    { locale: options.locale ?? 'en', initialEntries: [options.url] },
  );
}
