import type { TCertificationSearchResponse } from '@portal/contracts';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { callTenantApi } from '../support/api-client.ts';
import { findBlockingViolations } from '../support/axe.ts';
import { tenantOrigin } from '../support/e2e-server.ts';
import { watchPageProblems } from '../support/page-problems.ts';

const acme = tenantOrigin('acme');

const PAGE_SIZE = 15;

/** The people of the table's page (first cell: the name, then the job title), once it shows `count` people. */
async function listedPeople(page: Page, count: number): Promise<string[]> {
  await expect(page.getByText(count === 1 ? '1 person' : `${count} people`, { exact: true })).toBeVisible();
  const table = page.getByRole('table', { name: 'People and certification' });
  await expect(table.getByRole('row').filter({ has: page.getByRole('cell') })).toHaveCount(Math.min(count, PAGE_SIZE));
  return table.locator('tbody tr td:first-child p:first-of-type').allTextContents();
}

/** The names of the people a caller's certification search finds (through the API, up to 100). */
async function peopleFound(token: string, filters: Record<string, unknown>): Promise<string[]> {
  const answer = await callTenantApi('acme', {
    method: 'POST',
    path: '/api/corepath/certifications',
    token,
    json: { ...filters, pageSize: 100 },
  });
  expect(answer.status).toBe(200);
  return (answer.body as TCertificationSearchResponse).result.map((person) => `${person.firstName} ${person.lastName}`);
}

test('a manager filters people by assessments still to do and sees only the people the filter finds', async ({
  browser,
  openWithSession,
  accessTokenWithSession,
}) => {
  test.setTimeout(120_000);
  // Whom the manager may see, and who of them has an assessment to do, as the API answers them.
  // (The demo manager also views the learning-path reports, so they see the tenant's people; the
  // server's tests prove that a manager without it sees only their reportees, on both databases.)
  const managerToken = await accessTokenWithSession(`${acme}/dashboard`, 'manager@acme.test');
  const visible = await peopleFound(managerToken, {});
  const toDo = await peopleFound(managerToken, { incompeleteAssessments: true });
  expect(toDo.length).toBeGreaterThan(0);
  const noneToDo = await peopleFound(managerToken, { incompeleteAssessments: false });
  expect(visible).toEqual(expect.arrayContaining(toDo));
  expect(toDo.length + noneToDo.length).toBe(visible.length);

  const context = await browser.newContext();
  const page = await context.newPage();
  const problems = watchPageProblems(page);
  await openWithSession(page, `${acme}/search`, { email: 'manager@acme.test' });
  await expect(page).toHaveTitle(/Search/);
  expect(visible).toEqual(expect.arrayContaining(await listedPeople(page, visible.length)));

  // By keyboard: the assessments filter opens on the arrow key, Enter chooses.
  const assessments = page.getByRole('combobox', { name: 'Assessments' });
  await assessments.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('option', { name: 'Some still to do' })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(assessments).toHaveValue('Some still to do');
  await expect(page).toHaveURL(/incompeleteAssessments=1/);

  const shown = await listedPeople(page, toDo.length);
  expect(toDo).toEqual(expect.arrayContaining(shown));

  // The address keeps the filter: a reload shows the same people.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Assessments' })).toHaveValue('Some still to do');
  expect(await listedPeople(page, toDo.length)).toEqual(shown);
  expect(await findBlockingViolations(page)).toEqual([]);

  // The other way round: the people with nothing left to do.
  await page.getByRole('combobox', { name: 'Assessments' }).click();
  await page.getByRole('option', { name: 'None to do' }).click();
  await expect(page).toHaveURL(/incompeleteAssessments=0/);
  if (noneToDo.length === 0) {
    await expect(page.getByRole('heading', { name: 'Nobody matches' })).toBeVisible();
  } else {
    expect(noneToDo).toEqual(expect.arrayContaining(await listedPeople(page, noneToDo.length)));
  }
  expect(problems()).toEqual([]);
  await context.close();
});
