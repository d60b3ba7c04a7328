import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ResourceMediaContextProvider } from '../../../features/resources/utils/resource-media';
import { jsonResponse, stubFetch } from '../../shell-fixtures';
import { createFakeMedia, page } from '../resources/resource-fixtures';
import { ResourceReportsPage, ResourceReportsRoute } from './resource-reports';
import { ReportsRoute } from './reports';
import { buildExport, renderReportPage } from './reports-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/reports', () => {
  it('lists the report areas the person holds the permission of, each report a link', async () => {
    renderReportPage(<ReportsRoute />, {
      path: '/reports',
      url: '/reports',
      permissions: ['LEARNINGPATH_VIEW_REPORTS', 'ASSESSMENT_VIEW_REPORTS'],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Reports' })).toBeTruthy();
    const paths = screen.getByRole('region', { name: 'Learning path reports' });
    expect(within(paths).getByRole('link', { name: 'Learning path reports' }).getAttribute('href')).toBe(
      '/learning-path/reports',
    );
    expect(within(paths).getByRole('link', { name: 'Overdue' }).getAttribute('href')).toBe(
      '/learning-path/reports?report=PATH_OVERDUE',
    );
    const assessments = screen.getByRole('region', { name: 'Test and Trivia reports' });
    expect(within(assessments).getByRole('link', { name: 'Skill gaps' }).getAttribute('href')).toBe(
      '/assessment/reports?report=SKILL_GAPS',
    );
    expect(screen.queryByRole('region', { name: 'Resource library reports' })).toBeNull();
  });

  it('says what to do when the person may see no report', async () => {
    renderReportPage(<ReportsRoute />, { path: '/reports', url: '/reports', permissions: [], locale: 'fr-CA' });
    expect(await screen.findByRole('heading', { name: 'Aucun rapport pour le moment' })).toBeTruthy();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });
});

describe('/resources/reports', () => {
  it('shows the popular-assets report moved from the resource admin, and downloads it as Excel', async () => {
    stubFetch({
      '/api/resources/popular-assets-report': () =>
        jsonResponse(
          page([
            {
              resourceId: 7,
              title: 'Safety handbook',
              status: 'PUBLISHED',
              assetTypeCodes: ['DOCUMENT'],
              viewCount: 1500,
              uniqueViewerCount: 12,
              favoriteCount: 3,
              lastViewedDate: '2026-03-02T10:00:00.000Z',
              createdDate: '2026-01-05T00:00:00.000Z',
            },
          ]),
        ),
    });
    const media = createFakeMedia();
    renderReportPage(
      <ResourceMediaContextProvider value={media}>
        <ResourceReportsPage />
      </ResourceMediaContextProvider>,
      { path: '/resources/reports', url: '/resources/reports', permissions: ['RESOURCELIBRARY_VIEW_REPORTS'] },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Resource library reports' })).toBeTruthy();
    const row = await screen.findByRole('row', { name: /Safety handbook/ });
    expect(within(row).getByText('1,500')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Download Excel' }));
    await vi.waitFor(() => expect(media.downloadAuthorized).toHaveBeenCalledTimes(1));
    expect(media.downloadAuthorized).toHaveBeenCalledWith(
      expect.objectContaining({ url: `${window.location.origin}/api/resources/popular-assets-report-excel` }),
    );
  });

  it('shows the background export its ready notification links to', async () => {
    stubFetch({
      '/api/resources/popular-assets-report': () => jsonResponse(page([])),
      '/api/reports/exports/9': () =>
        jsonResponse({
          success: true,
          message: null,
          returnValue: buildExport({
            exportId: 9,
            reportCode: 'POPULAR_ASSETS',
            status: 'DONE',
            rowsWritten: 61,
            totalRows: 61,
            fileName: 'popular-assets.xlsx',
          }),
        }),
    });
    renderReportPage(
      <ResourceMediaContextProvider value={createFakeMedia()}>
        <ResourceReportsPage />
      </ResourceMediaContextProvider>,
      { path: '/resources/reports', url: '/resources/reports?export=9', permissions: ['RESOURCELIBRARY_VIEW_REPORTS'] },
    );
    expect(await screen.findByRole('link', { name: 'Download popular-assets.xlsx' })).toBeTruthy();
    expect(screen.getByText('Your file is ready: 61 rows.')).toBeTruthy();
  });

  it('refuses a person without RESOURCELIBRARY_VIEW_REPORTS', async () => {
    const fetchMock = stubFetch({});
    renderReportPage(<ResourceReportsRoute />, {
      path: '/resources/reports',
      url: '/resources/reports',
      permissions: ['RESOURCELIBRARY_USER_UPLOAD', 'LEARNINGPATH_VIEW_REPORTS'],
    });
    expect(await screen.findByText('Access denied')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
