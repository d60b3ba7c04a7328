import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ResourceMediaContextProvider } from '../../../features/resources/utils/resource-media';
import { callsTo, jsonResponse, requestBody, stubFetch } from '../../shell-fixtures';
import { createFakeMedia, page } from '../resources/resource-fixtures';
import { ResourceReportsPage } from './resource-reports';
import { buildExport, renderReportPage } from './reports-fixtures';

const ROW = {
  resourceId: 7,
  title: 'Safety handbook',
  status: 'PUBLISHED',
  assetTypeCodes: ['DOCUMENT'],
  viewCount: 1500,
  uniqueViewerCount: 12,
  favoriteCount: 3,
  lastViewedDate: '2026-03-02T10:00:00.000Z',
  createdDate: '2026-01-05T00:00:00.000Z',
};

function renderResourceReports(exportsAnswer: () => Response) {
  const fetchMock = stubFetch({
    '/api/resources/popular-assets-report': () => jsonResponse(page([ROW])),
    '/api/reports/exports': exportsAnswer,
    '/api/reports/exports/12': () =>
      jsonResponse({
        success: true,
        message: null,
        returnValue: buildExport({ exportId: 12, reportCode: 'POPULAR_ASSETS', status: 'RUNNING', rowsWritten: 1 }),
      }),
  });
  renderReportPage(
    <ResourceMediaContextProvider value={createFakeMedia()}>
      <ResourceReportsPage />
    </ResourceMediaContextProvider>,
    { path: '/resources/reports', url: '/resources/reports', permissions: ['RESOURCELIBRARY_VIEW_REPORTS'] },
  );
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('/resources/reports background export', () => {
  it('exports the popular-assets report with its dates and order as a background job and shows its progress', async () => {
    const fetchMock = renderResourceReports(() =>
      jsonResponse({
        success: true,
        message: null,
        returnValue: buildExport({ exportId: 12, reportCode: 'POPULAR_ASSETS' }),
      }),
    );
    await screen.findByRole('row', { name: /Safety handbook/ });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByRole('row', { name: /Safety handbook/ });
    const exportButton = screen.getByRole('button', { name: 'Export to Excel' });
    await vi.waitFor(() => expect(exportButton.hasAttribute('disabled')).toBe(false));
    fireEvent.click(exportButton);

    expect(await screen.findByText('1 rows written')).toBeTruthy();
    const [call] = callsTo(fetchMock, '/api/reports/exports');
    expect(call?.[1]?.method).toBe('POST');
    expect(requestBody(call?.[1])).toEqual({
      reportCode: 'POPULAR_ASSETS',
      query: { from: '2026-03-01', sortBy: 'viewCount', sortDirection: 'desc', locale: 'en' },
    });
  });

  it('says so when the export cannot start', async () => {
    renderResourceReports(() =>
      jsonResponse({ type: 'about:blank', title: 'Too many', status: 429, code: 'too_many_exports' }, 429),
    );
    await screen.findByRole('row', { name: /Safety handbook/ });
    const exportButton = screen.getByRole('button', { name: 'Export to Excel' });
    await vi.waitFor(() => expect(exportButton.hasAttribute('disabled')).toBe(false));
    fireEvent.click(exportButton);
    expect((await screen.findByRole('alert')).textContent).toContain('The export could not start.');
  });

  it('offers no background export while a search text is applied (the export has no text filter)', async () => {
    renderResourceReports(() => jsonResponse({}, 500));
    await screen.findByRole('row', { name: /Safety handbook/ });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'safety' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Export to Excel' }).hasAttribute('disabled')).toBe(true),
    );
  });
});
