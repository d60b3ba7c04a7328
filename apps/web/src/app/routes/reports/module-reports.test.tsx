import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, requestBody, stubFetch } from '../../shell-fixtures';
import { AssessmentReportsRoute, LearningPathReportsRoute } from './module-reports';
import { buildExport, buildPathCompletionPage, ok, renderReportPage } from './reports-fixtures';

const VIEWER = ['LEARNINGPATH_VIEW_REPORTS'];

function stubReports(routes: Parameters<typeof stubFetch>[0] = {}) {
  return stubFetch({
    '/api/path/reports/PATH_COMPLETION': () => ok(buildPathCompletionPage()),
    '/api/path/reports/PATH_OVERDUE': () =>
      ok(buildPathCompletionPage({ reportCode: 'PATH_OVERDUE', totalRecords: 0, rows: [], chart: null })),
    '/api/corepath/jobRolePaths': () => ok([]),
    '/api/corepath/tenantPaths': () => ok([]),
    '/api/tenant/GetAllBussinessTypes': () => jsonResponse([]),
    '/api/location': () => jsonResponse([]),
    ...routes,
  });
}

function renderLearningPathReports(url = '/learning-path/reports', permissions: readonly string[] = VIEWER) {
  return renderReportPage(<LearningPathReportsRoute />, { path: '/learning-path/reports', url, permissions });
}

const bodiesOf = (fetchMock: ReturnType<typeof stubFetch>, path: string) =>
  callsTo(fetchMock, path).map(([, init]) => requestBody(init));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('module report pages', () => {
  it('shows a learning path report: tabs, the chart’s table alternative, the table in the page language', async () => {
    const fetchMock = stubReports();
    renderLearningPathReports();
    expect(await screen.findByRole('heading', { level: 1, name: 'Learning path reports' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Path completion', selected: true })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Overdue' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Path completion' });
    const row = within(table).getByRole('row', { name: /Core sales path/ });
    expect(within(row).getByText('75%')).toBeTruthy();
    expect(within(row).getByText('Mar 2, 2026')).toBeTruthy();
    expect(screen.getByText('40 rows')).toBeTruthy();
    // The bars are hidden from screen readers; their numbers are in a table of their own.
    expect(screen.getByRole('table', { name: 'Chart of Path completion' })).toBeTruthy();
    expect(bodiesOf(fetchMock, '/api/path/reports/PATH_COMPLETION')).toEqual([
      { sortDirection: 'asc', pageNo: 1, pageSize: 16, locale: 'en' },
    ]);
  });

  it('sorts by a column header button and pages, each asking the server and keeping it in the address', async () => {
    const fetchMock = stubReports();
    const { router } = renderLearningPathReports();
    const table = await screen.findByRole('table', { name: 'Path completion' });
    const header = within(table).getByRole('columnheader', { name: 'reports.column.enrolled' });
    expect(header.getAttribute('aria-sort')).toBe('none');
    // Not sortable: no button.
    expect(
      within(within(table).getByRole('columnheader', { name: 'reports.column.completed' })).queryByRole('button'),
    ).toBeNull();

    fireEvent.click(within(header).getByRole('button'));
    await waitFor(() => expect(header.getAttribute('aria-sort')).toBe('ascending'));
    fireEvent.click(within(header).getByRole('button'));
    await waitFor(() => expect(header.getAttribute('aria-sort')).toBe('descending'));
    expect(router.state.location.search).toBe('?sort=enrolled&dir=desc');

    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=enrolled&dir=desc&page=3'));
    await waitFor(() =>
      expect(bodiesOf(fetchMock, '/api/path/reports/PATH_COMPLETION').at(-1)).toEqual({
        sortBy: 'enrolled',
        sortDirection: 'desc',
        pageNo: 3,
        pageSize: 16,
        locale: 'en',
      }),
    );
    expect(bodiesOf(fetchMock, '/api/path/reports/PATH_COMPLETION')).toContainEqual({
      sortBy: 'enrolled',
      sortDirection: 'asc',
      pageNo: 1,
      pageSize: 16,
      locale: 'en',
    });
  });

  // The pickers (Mantine's combobox) take a while to mount on a busy machine.
  it('sends the filters of the address (shared links, reloads) and clears them', { timeout: 20_000 }, async () => {
    const fetchMock = stubReports({
      '/api/corepath/tenantPaths': () =>
        ok(
          [{ pathId: 3, title: 'Core sales path', levelCount: 2 }].map((path) => ({
            description: null,
            isCore: true,
            jobRoleCode: null,
            version: 1,
            itemCount: 4,
            requiredItemCount: 4,
            dueDays: null,
            isSelected: false,
            ...path,
          })),
        ),
    });
    const { router } = renderLearningPathReports(
      '/learning-path/reports?path=3&level=2&location=MTL&jobRole=SALES&set=9&from=2026-01-01',
    );
    await screen.findByRole('table', { name: 'Path completion' });
    // Filters this report does not take (sets, dates) are left out.
    expect(bodiesOf(fetchMock, '/api/path/reports/PATH_COMPLETION')[0]).toEqual({
      pathIds: [3],
      levels: [2],
      locationCodes: ['MTL'],
      jobRoles: ['SALES'],
      sortDirection: 'asc',
      pageNo: 1,
      pageSize: 16,
      locale: 'en',
    });
    // The chosen path shows in its picker, named.
    const [picker] = await screen.findAllByLabelText('Learning paths');
    await waitFor(() => expect(picker?.closest('.mantine-MultiSelect-root')?.textContent).toContain('Core sales path'));
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() =>
      expect(bodiesOf(fetchMock, '/api/path/reports/PATH_COMPLETION').at(-1)).toEqual({
        sortDirection: 'asc',
        pageNo: 1,
        pageSize: 16,
        locale: 'en',
      }),
    );
  });

  it('says so when no row matches, and offers no export then', async () => {
    stubReports();
    renderLearningPathReports('/learning-path/reports?report=PATH_OVERDUE');
    expect(await screen.findByRole('tab', { name: 'Overdue', selected: true })).toBeTruthy();
    expect(await screen.findByText('Nothing to show')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export to Excel' }).hasAttribute('disabled')).toBe(true);
  });

  it('shows a failed report with a retry that asks again', async () => {
    let isFailing = true;
    const fetchMock = stubReports({
      '/api/path/reports/PATH_COMPLETION': () =>
        isFailing ? jsonResponse({ title: 'Boom', status: 500 }, 500) : ok(buildPathCompletionPage()),
    });
    renderLearningPathReports();
    expect(await screen.findByText('The report could not be loaded.', {}, { timeout: 5000 })).toBeTruthy();
    isFailing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Path completion' })).toBeTruthy();
    expect(callsTo(fetchMock, '/api/path/reports/PATH_COMPLETION').length).toBeGreaterThan(1);
  });

  it('refuses a person without the module’s report permission, even with another module’s', async () => {
    const fetchMock = stubReports();
    renderLearningPathReports('/learning-path/reports', ['ASSESSMENT_VIEW_REPORTS', 'RESOURCELIBRARY_VIEW_REPORTS']);
    expect(await screen.findByText('Access denied')).toBeTruthy();
    expect(callsTo(fetchMock, '/api/path/reports/PATH_COMPLETION')).toHaveLength(0);
  });

  it('shows the skill-gap heatmap as a table whose coloured cells show their numbers', async () => {
    const rows = [
      { competency: 'Negotiation', MTL: 1.5, TOR: 0.25 },
      { competency: 'Merchandising', MTL: 0, TOR: 2 },
    ];
    stubFetch({
      '/api/assessment/reports/SKILL_GAPS': () =>
        ok({
          reportCode: 'SKILL_GAPS',
          columns: [
            { key: 'competency', labelKey: 'reports.column.competency', kind: 'text', isSortable: true },
            { key: 'MTL', labelKey: 'Montréal', kind: 'decimal', isSortable: false },
            { key: 'TOR', labelKey: 'Toronto', kind: 'decimal', isSortable: false },
          ],
          rows,
          totalRecords: 2,
          chart: { kind: 'heatmap', categoryKey: 'competency', seriesKeys: ['MTL', 'TOR'], rows },
        }),
      '/api/tenant/competencies': () => jsonResponse([]),
      '/api/tenant/GetAllBussinessTypes': () => jsonResponse([]),
      '/api/location': () => jsonResponse([]),
    });
    renderReportPage(<AssessmentReportsRoute />, {
      path: '/assessment/reports',
      url: '/assessment/reports?report=SKILL_GAPS',
      permissions: ['ASSESSMENT_VIEW_REPORTS'],
      locale: 'fr-CA',
    });
    const heatmap = await screen.findByRole('table', { name: 'Graphique : Écarts de compétences' });
    const row = within(heatmap).getByRole('row', { name: /Negotiation/ });
    const hottest = within(row).getByText('1,5');
    expect(hottest.getAttribute('style')).toContain('color-mix');
    expect(within(heatmap).getByText('0,25')).toBeTruthy();
  });
});

describe('report exports', () => {
  beforeEach(() => {
    // jsdom has no object URLs; the saved blob is what the browser would download.
    URL.createObjectURL = vi.fn(() => 'blob:report');
    URL.revokeObjectURL = vi.fn();
  });

  it('exports with the page’s filters, shows the progress, then downloads the file with the token', async () => {
    let polls = 0;
    const fetchMock = stubReports({
      '/api/reports/exports': () => ok(buildExport()),
      '/api/reports/exports/5': () => {
        polls += 1;
        return ok(
          polls === 1
            ? buildExport({ status: 'RUNNING', rowsWritten: 20, totalRows: 40 })
            : buildExport({ status: 'DONE', rowsWritten: 40, totalRows: 40, fileName: 'path-completion.xlsx' }),
        );
      },
      '/api/reports/exports/5/file': () =>
        new Response(new Blob(['xlsx']), {
          headers: { 'Content-Disposition': 'attachment; filename="path-completion.xlsx"' },
        }),
    });
    const { router } = renderLearningPathReports('/learning-path/reports?location=MTL&sort=enrolled&dir=desc&page=2');
    await screen.findByRole('table', { name: 'Path completion' });
    fireEvent.click(screen.getByRole('button', { name: 'Export to Excel' }));

    await waitFor(() => expect(router.state.location.search).toContain('export=5'));
    expect(bodiesOf(fetchMock, '/api/reports/exports')).toEqual([
      {
        reportCode: 'PATH_COMPLETION',
        query: { locationCodes: ['MTL'], sortBy: 'enrolled', sortDirection: 'desc', locale: 'en' },
      },
    ]);
    const progress = await screen.findByRole('progressbar', { name: 'Export progress' });
    await waitFor(() => expect(progress.getAttribute('aria-valuenow')).toBe('50'));
    expect(screen.getByRole('status', { name: '' }).textContent).toBe('20 of 40 rows written');

    const link = await screen.findByRole('link', { name: 'Download path-completion.xlsx' }, { timeout: 4000 });
    expect(screen.getByText('Your file is ready: 40 rows.')).toBeTruthy();
    expect(polls).toBe(2);
    fireEvent.click(link);
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalledTimes(1));
    expect(callsTo(fetchMock, '/api/reports/exports/5/file')).toHaveLength(1);
  });

  it('opens the export of the address (the notification’s link) and says why it failed', async () => {
    stubReports({
      '/api/reports/exports/7': () =>
        ok(buildExport({ exportId: 7, status: 'FAILED', errorKey: 'reports.export.error.someUnknownCause' })),
    });
    renderLearningPathReports('/learning-path/reports?export=7');
    expect(await screen.findByRole('heading', { name: 'Excel export' })).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toBe('The export failed. Export the report again.');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('says in words when an export cannot start', async () => {
    stubReports({
      '/api/reports/exports': () => jsonResponse({ title: 'Too many', status: 429, code: 'too_many_requests' }, 429),
    });
    renderLearningPathReports();
    await screen.findByRole('table', { name: 'Path completion' });
    fireEvent.click(screen.getByRole('button', { name: 'Export to Excel' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The export could not start.');
  });
});
