import { BUILD_NUMBER } from '@portal/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ResourceMediaContextProvider } from '../../../features/resources/utils/resource-media';
import { buildTestTenant, resourceLibraryModule } from '../../../testing/tenant-fixture';
import { renderRoutes } from '../../../testing/test-utils';
import { SignedInSessionContext } from '../../auth/signed-in-session';
import { callsTo, jsonResponse, requestBody, stubFetch, testUser } from '../../shell-fixtures';
import { TenantProvider } from '../../tenant-context';
import { buildAdminItem, buildResource, createFakeMedia, page } from '../resources/resource-fixtures';
import { ResourcesAdminPage } from '../resources/resources-admin-page';
import { ok } from './learning-path-fixtures';

const tenant = buildTestTenant({
  modules: [
    resourceLibraryModule(),
    {
      moduleCode: 'LEARNINGPATH',
      displayName: 'Learning Paths',
      serviceUrl: window.location.origin,
      spaUrl: `${window.location.origin}/learning-path`,
      permissions: ['LEARNINGPATH_ADMIN'],
    },
  ],
});

function renderResourceAdmin() {
  return renderRoutes([
    {
      path: '*',
      element: (
        <TenantProvider
          value={{ settings: { build: BUILD_NUMBER, production: false, configUrl: '/x' }, configuration: tenant }}
        >
          <SignedInSessionContext
            value={{ user: testUser, permissions: new Set(['RESOURCELIBRARY_ADMIN', 'LEARNINGPATH_ADMIN']) }}
          >
            <ResourceMediaContextProvider value={createFakeMedia()}>
              <ResourcesAdminPage />
            </ResourceMediaContextProvider>
          </SignedInSessionContext>
        </TenantProvider>
      ),
    },
  ]);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the resource admin with learning paths', () => {
  it('names the paths and modules using a resource before it is unpublished or deleted', async () => {
    const fetchMock = stubFetch({
      '/api/resources/admin/search': () => jsonResponse(page([buildAdminItem()])),
      '/api/path/admin/Search': () =>
        ok([{ actionEntityId: 7, paths: [{ pathId: 3, title: 'Cashier: core path', status: 'PUBLISHED' }] }]),
      '/api/modules/admin/Search': () =>
        ok([
          {
            actionEntityId: 7,
            modules: [
              {
                moduleId: 9,
                title: 'Getting started',
                pathId: 3,
                pathTitle: 'Cashier: core path',
                status: 'PUBLISHED',
              },
            ],
          },
        ]),
      '/api/resources/7/unpublish': () => ok(buildResource({ resourceId: 7, title: 'Safety handbook' })),
    });
    renderResourceAdmin();
    fireEvent.click(await screen.findByRole('button', { name: 'Unpublish Safety handbook' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unpublish this resource?' });
    expect(await within(dialog).findByText('Paths: Cashier: core path')).toBeTruthy();
    expect(within(dialog).getByText('Modules: Getting started (Cashier: core path)')).toBeTruthy();
    expect(requestBody(callsTo(fetchMock, '/api/path/admin/Search')[0]?.[1])).toMatchObject({
      ActionEntityName: 'Resource',
      ActionEntityId: [7],
    });
    // Nothing is unpublished before the admin confirms.
    expect(callsTo(fetchMock, '/api/resources/7/unpublish')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unpublish' }));
    expect(await screen.findByText('“Safety handbook” is no longer published.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Delete Safety handbook' }));
    const deleteDialog = await screen.findByRole('dialog', { name: 'Delete this resource?' });
    expect(await within(deleteDialog).findByText('Paths: Cashier: core path')).toBeTruthy();
  });
});
