import type { TReportPage } from '@portal/contracts';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { callTenantApi } from '../support/api-client.ts';
import { findBlockingViolations, waitForAnimationsToFinish } from '../support/axe.ts';
import { readAccessToken } from '../support/browser-storage.ts';
import { tenantOrigin } from '../support/e2e-server.ts';
import { watchPageProblems } from '../support/page-problems.ts';
import { expect, test } from '../support/test.ts';

const acme = tenantOrigin('acme');

/** A cell as the API and the file can both say it: dates to the day, empty as null. */
function comparable(value: unknown): unknown {
  if (value instanceof Date) {
    return value.toISOString().slice(0, 10);
  }
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value)) {
    return value.slice(0, 10);
  }
  return value === undefined || value === '' ? null : value;
}

/** axe at a phone's and a desktop's width, on the report page as it stands. */
async function expectAxeClean(page: Page, what: string): Promise<void> {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(page.locator('[data-skeleton]')).toHaveCount(0);
    await waitForAnimationsToFinish(page);
    expect.soft(await findBlockingViolations(page), `axe: ${what} at ${width} px`).toEqual([]);
  }
}

/*
 * Issue 18 items 3 and 4: a manager opens the Reports menu, the learning path report with its
 * chart, exports it in the background, watches its progress and downloads the file, whose rows are
 * the report call's.
 */
test('a manager opens a learning path report, exports it and downloads the same rows as the API', async ({
  page,
  openWithSession,
}) => {
  test.slow();
  const problems = watchPageProblems(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openWithSession(page, `${acme}/dashboard`, { email: 'manager@acme.test' });

  // The manager's items need more than the header's row at 1440 px: Reports, the last, is in More.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'More' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText('Reports', { exact: true })).toBeVisible();
  await menu.getByRole('menuitem', { name: 'Learning Paths' }).click();
  await expect(page).toHaveURL(`${acme}/learning-path/reports`);
  await expect(page.getByRole('heading', { level: 1, name: 'Learning path reports' })).toBeVisible();
  await expect(page).toHaveTitle(/^Learning path reports - /);
  await expect(page.getByRole('tab', { name: 'Path completion', selected: true })).toBeVisible();
  const table = page.getByRole('table', { name: 'Path completion', exact: true });
  await expect(table).toBeVisible();
  // The chart draws its bars; its numbers are also in a table for screen readers.
  // (A path at 0% draws no bar: some bar, not the first, is visible.)
  await expect(page.locator('.recharts-bar-rectangle').filter({ visible: true }).first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Chart of Path completion' })).toBeAttached();
  await expectAxeClean(page, 'the learning path reports');
  await page.setViewportSize({ width: 1440, height: 900 });

  const token = (await readAccessToken(page)) ?? '';
  const answer = await callTenantApi('acme', {
    method: 'POST',
    path: '/api/path/reports/PATH_COMPLETION',
    token,
    json: { pageSize: 100 },
  });
  expect(answer.status).toBe(200);
  const report = (answer.body as { returnValue: TReportPage }).returnValue;
  expect(report.totalRecords).toBeGreaterThan(0);
  expect(report.totalRecords).toBeLessThanOrEqual(100);
  // The page shows the API's first row.
  const firstTitle = String(report.rows[0]?.[report.columns[0]?.key ?? ''] ?? '');
  await expect(table.getByRole('row').nth(1)).toContainText(firstTitle);

  await page.getByRole('button', { name: 'Export to Excel' }).click();
  await expect(page).toHaveURL(/[?&]export=\d+/);
  await expect(page.getByRole('heading', { name: 'Excel export' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Export progress' })).toBeVisible();
  const link = page.getByRole('link', { name: /^Download / });
  await expect(link).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(`Your file is ready: ${report.totalRecords} rows.`)).toBeVisible();

  const download = page.waitForEvent('download');
  await link.click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await file.path());
  const sheet = workbook.worksheets[0];
  expect(sheet).toBeDefined();
  expect(sheet?.actualRowCount).toBe(report.totalRecords + 1);
  const fileRows = Array.from({ length: report.totalRecords }, (_, index) =>
    report.columns.map((_column, column) => comparable(sheet?.getRow(index + 2).getCell(column + 1).value)),
  );
  const apiRows = report.rows.map((row) => report.columns.map((column) => comparable(row[column.key])));
  expect(fileRows).toEqual(apiRows);

  // The export's address (the ready notification's link) opens its status again after a reload.
  await page.reload();
  await expect(page.getByRole('link', { name: /^Download / })).toBeVisible();
  await expectAxeClean(page, 'a finished export');
  expect(problems()).toEqual([]);
});

test('the reports pages pass axe in French at 390 and 1440 px', async ({ page, openWithSession }) => {
  test.slow();
  const problems = watchPageProblems(page);
  const boreal = tenantOrigin('boreal');
  await openWithSession(page, `${boreal}/reports`, { email: 'admin@boreal.test', locale: 'fr-CA' });
  await expect(page.getByRole('heading', { level: 1, name: 'Rapports' })).toBeVisible();
  await expectAxeClean(page, 'la liste des rapports');

  await page.getByRole('link', { name: 'Rapports des parcours d’apprentissage' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rapports des parcours d’apprentissage' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Achèvement des parcours', selected: true })).toBeVisible();
  await expectAxeClean(page, 'les rapports des parcours');

  await page.goto(`${boreal}/assessment/reports?report=SKILL_GAPS`);
  await expect(page.getByRole('tab', { name: 'Écarts de compétences', selected: true })).toBeVisible();
  await expectAxeClean(page, 'les écarts de compétences');
  expect(problems()).toEqual([]);
});
