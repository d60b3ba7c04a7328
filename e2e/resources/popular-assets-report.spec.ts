import { POPULAR_ASSETS_EXCEL } from '@portal/contracts';
import type { TMedia, TPopularAssetsReportResponse, TSaveResourceResponse } from '@portal/contracts';
import { expect, test } from '../support/test.ts';
import ExcelJS from 'exceljs';
import { readAccessToken } from '../support/browser-storage.ts';
import { callTenantApi } from '../support/api-client.ts';
import { tenantOrigin } from '../support/e2e-server.ts';
import { findBlockingViolations } from '../support/axe.ts';
import { watchPageProblems } from '../support/page-problems.ts';
import { createPdf, uniqueTitle } from './resource-files.ts';

const acme = tenantOrigin('acme');

/** A published resource with one PDF, made through the API as the signed-in admin. */
async function publishResource(token: string, title: string): Promise<number> {
  const upload = await callTenantApi('acme', {
    method: 'POST',
    path: '/api/media',
    token,
    file: { name: 'report.pdf', contentType: 'application/pdf', bytes: createPdf(title) },
  });
  expect(upload.status).toBe(201);
  const media = upload.body as TMedia;
  const created = await callTenantApi('acme', {
    method: 'POST',
    path: '/api/resources',
    token,
    json: {
      texts: { en: { title, description: null }, 'fr-CA': null },
      categoryIds: [],
      assets: [
        {
          assetTypeCode: 'DOCUMENT',
          texts: { en: { title: 'Report' }, 'fr-CA': null },
          assetAttachments: [{ mediaId: media.mediaId }],
        },
      ],
    },
  });
  expect(created.status).toBe(201);
  const resourceId = (created.body as TSaveResourceResponse).returnValue.resourceId;
  expect(
    (await callTenantApi('acme', { method: 'GET', path: `/api/resources/${resourceId}/publish`, token })).status,
  ).toBe(200);
  return resourceId;
}

test('the popular-assets report downloads as an Excel file holding the rows on screen', async ({
  page,
  openWithSession,
}) => {
  test.setTimeout(150_000);
  const title = uniqueTitle('Report journey');
  const problems = watchPageProblems(page);
  // The report moved from the resource admin's tab to the module's report page (issue 18); the old tab leads there.
  await openWithSession(page, `${acme}/resources/admin?tab=reports`, { email: 'admin@acme.test' });
  await expect(page).toHaveURL(`${acme}/resources/reports`);
  await expect(page.getByRole('heading', { level: 1, name: 'Resource library reports' })).toBeVisible();
  const token = (await readAccessToken(page)) ?? '';

  // Two views of a resource of this journey's own, so the rows do not depend on other journeys.
  const resourceId = await publishResource(token, title);
  for (let view = 0; view < 2; view += 1) {
    const answer = await callTenantApi('acme', {
      method: 'POST',
      path: `/api/assets/${resourceId}/view`,
      token,
      json: {},
    });
    expect(answer.status).toBe(200);
  }

  await page.getByRole('searchbox', { name: 'Search' }).fill(title);
  await page.getByRole('button', { name: 'Apply' }).click();
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row).toBeVisible();
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
  await expect(row.getByRole('cell').nth(3)).toHaveText('2');

  expect.soft(await findBlockingViolations(page), 'axe: the report').toEqual([]);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Excel' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(POPULAR_ASSETS_EXCEL.fileName);

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await file.path());
  const sheet = workbook.worksheets[0];
  expect(sheet).toBeDefined();
  const values = (rowNumber: number) => (sheet?.getRow(rowNumber).values as unknown[]).slice(1);
  expect(values(1)).toEqual(POPULAR_ASSETS_EXCEL.columns.map((column) => column.en));
  expect(sheet?.actualRowCount).toBe(2);

  // The same rows as the report call answers for the same search.
  const answer = await callTenantApi('acme', {
    method: 'POST',
    path: '/api/resources/popular-assets-report',
    token,
    json: { searchParameters: { searchText: title } },
  });
  expect(answer.status).toBe(200);
  const report = answer.body as TPopularAssetsReportResponse;
  expect(report.totalRecords).toBe(1);
  const [expected] = report.result;
  const [id, excelTitle, status, types, views, uniqueViewers, favourites] = values(2);
  expect({ id, excelTitle, status, types, views, uniqueViewers, favourites }).toEqual({
    id: expected?.resourceId,
    excelTitle: title,
    status: 'PUBLISHED',
    types: 'DOCUMENT',
    views: 2,
    uniqueViewers: 1,
    favourites: 0,
  });
  expect(expected?.viewCount).toBe(2);

  // The same background export as the other module reports (issue 18); it has no text filter.
  await page.getByRole('searchbox', { name: 'Search' }).fill('');
  await page.getByRole('button', { name: 'Apply' }).click();
  await page.getByRole('button', { name: 'Export to Excel' }).click();
  await expect(page).toHaveURL(/[?&]export=\d+/);
  await expect(page.getByText(/^Your file is ready: [\d,]+ rows\.$/)).toBeVisible({ timeout: 60_000 });
  expect(problems()).toEqual([]);
});
