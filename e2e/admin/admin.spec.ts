import { findBlockingViolations } from '../support/axe.ts';
import { tenantOrigin } from '../support/e2e-server.ts';
import { openSignedIn } from '../support/sign-in.ts';
import { expect, test } from '../support/test.ts';

const acme = tenantOrigin('acme');
const boreal = tenantOrigin('boreal');

/*
 * The admin finds Riley Rivera (acme-riley), a demo learner no other journey signs in as or
 * changes. Changing their job role from the journey comes next (issue 21, second part).
 */

test('an administrator finds a person from the admin home by search and opens their page', async ({ page }) => {
  test.setTimeout(150_000);
  await openSignedIn(page, `${acme}/admin`, { email: 'admin@acme.test' });
  await expect(page.getByRole('heading', { level: 1, name: 'Administration' })).toBeVisible();
  await expect(page).toHaveTitle(/^Admin - /);
  await expect(page.getByText(/^\d+ active people$/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open the Resource Library admin' })).toBeVisible();
  expect.soft(await findBlockingViolations(page), 'axe: /admin').toEqual([]);

  await page.getByRole('link', { name: 'Manage people' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'People' })).toBeVisible();
  await expect(page).toHaveTitle(/^People - /);
  await expect(page.getByRole('table').getByRole('row')).not.toHaveCount(1);
  expect.soft(await findBlockingViolations(page), 'axe: /admin/people').toEqual([]);

  await page.getByRole('searchbox', { name: 'Search' }).fill('rive');
  await expect(page).toHaveURL(/[?&]q=rive/);
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('Sales Associate');
  await rows.nth(1).getByRole('link', { name: 'Riley Rivera' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Riley Rivera' })).toBeVisible();
  await expect(page).toHaveTitle(/^Person - /);
  const jobRole = page.getByRole('form', { name: 'Details' }).getByLabel('Job role', { exact: true });
  await expect(jobRole).toHaveValue('Sales Associate');
  expect.soft(await findBlockingViolations(page), 'axe: /admin/people/:userCode').toEqual([]);
});

test('the admin pages in French pass axe', async ({ page }) => {
  test.setTimeout(120_000);
  await openSignedIn(page, `${boreal}/admin`, { email: 'admin@boreal.test', locale: 'fr-CA' });
  await expect(page.getByRole('heading', { level: 1, name: 'Administration' })).toBeVisible();
  await expect(page.getByText(/^\d+ personnes? actives?$/)).toBeVisible();
  expect.soft(await findBlockingViolations(page), 'axe: /admin (fr-CA)').toEqual([]);

  await page.getByRole('link', { name: 'Gérer les personnes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Personnes' })).toBeVisible();
  await expect(page.getByRole('table').getByRole('row')).not.toHaveCount(1);
  expect.soft(await findBlockingViolations(page), 'axe: /admin/people (fr-CA)').toEqual([]);

  await page.getByRole('table').getByRole('row').nth(1).getByRole('link').click();
  await expect(page.getByRole('heading', { level: 2, name: 'Renseignements' })).toBeVisible();
  await expect(
    page.getByRole('form', { name: 'Renseignements' }).getByRole('button', { name: 'Enregistrer les renseignements' }),
  ).toBeVisible();
  expect.soft(await findBlockingViolations(page), 'axe: /admin/people/:userCode (fr-CA)').toEqual([]);
});
