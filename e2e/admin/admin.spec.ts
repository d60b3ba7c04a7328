import { findBlockingViolations } from '../support/axe.ts';
import { tenantOrigin } from '../support/e2e-server.ts';
import { submitSignIn } from '../support/sign-in.ts';
import { expect, test } from '../support/test.ts';

const acme = tenantOrigin('acme');
const boreal = tenantOrigin('boreal');

/*
 * The admin finds Riley Rivera (acme-riley), a demo learner no other journey signs in as, and
 * changes their job role. The invited person is new on every run (the journeys' database is fresh).
 */

test('an administrator finds a person from the admin home by search and opens their page', async ({
  page,
  openWithSession,
}) => {
  test.setTimeout(150_000);
  await openWithSession(page, `${acme}/admin`, { email: 'admin@acme.test' });
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

  await jobRole.click();
  await page.getByRole('option', { name: 'Store Manager' }).click();
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The details are saved.' })).toBeVisible();
  await expect(jobRole).toHaveValue('Store Manager');
});

test('the admin pages in French pass axe', async ({ page, openWithSession }) => {
  test.setTimeout(120_000);
  await openWithSession(page, `${boreal}/admin`, { email: 'admin@boreal.test', locale: 'fr-CA' });
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

test('an administrator invites a person, who sets a password with the link and signs in', async ({
  page,
  browser,
  openWithSession,
}) => {
  test.setTimeout(180_000);
  const email = `jordan.invited.${Date.now()}@acme.test`;
  const password = 'Welcome-2026x';
  await openWithSession(page, `${acme}/admin/people`, { email: 'admin@acme.test' });
  await page.getByRole('link', { name: 'Import people' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Import people' })).toBeVisible();
  await expect(page).toHaveTitle(/^Import people - /);
  await expect(page.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();
  expect.soft(await findBlockingViolations(page), 'axe: /admin/people/import').toEqual([]);
  await page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: 'People' }).click();
  await page.getByRole('link', { name: 'Add a person' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add a person' })).toBeVisible();
  await expect(page).toHaveTitle(/^Add a person - /);
  const form = page.getByRole('form', { name: 'Details' });
  await expect(form.getByLabel('Job role', { exact: true })).toBeVisible();
  expect.soft(await findBlockingViolations(page), 'axe: /admin/people/new').toEqual([]);

  await form.getByRole('textbox', { name: 'First name', exact: true }).fill('Jordan');
  await form.getByRole('textbox', { name: 'Last name', exact: true }).fill('Invited');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await form.getByLabel('Job role', { exact: true }).click();
  await page.getByRole('option', { name: 'Store Manager' }).click();
  await form.getByLabel('Location', { exact: true }).click();
  await page.getByRole('option', { name: 'Store 14 – Laval' }).click();
  await form.getByRole('button', { name: 'Add and invite' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Jordan Invited is added and invited' })).toBeVisible();
  const link = await page.getByLabel('Invitation link').inputValue();
  expect(link).toMatch(/\/invitation\/[A-Za-z0-9_-]{43}$/);
  expect.soft(await findBlockingViolations(page), 'axe: /admin/people/new (invited)').toEqual([]);

  await page.getByRole('link', { name: 'Open the page of Jordan Invited' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Jordan Invited' })).toBeVisible();
  const details = page.getByRole('form', { name: 'Details' });
  await expect(details.getByLabel('Job role', { exact: true })).toHaveValue('Store Manager');
  await expect(details.getByLabel('Location', { exact: true })).toHaveValue('Store 14 – Laval');
  await expect(page.getByText(/^Invitation sent on .+; the link works until .+\.$/)).toBeVisible();

  // The person, in a browser of their own, opens the link the admin copied.
  const context = await browser.newContext();
  const invited = await context.newPage();
  await invited.goto(link);
  await expect(
    invited.getByRole('heading', { level: 1, name: 'Set your password for Acme Corporation' }),
  ).toBeVisible();
  expect.soft(await findBlockingViolations(invited), 'axe: /invitation/:token').toEqual([]);
  await invited.getByLabel('New password').fill(password);
  await invited.getByLabel('Confirm the password').fill(password);
  await invited.getByRole('button', { name: 'Set my password' }).click();
  await expect(invited.getByRole('heading', { level: 1, name: 'Your password is set' })).toBeVisible();
  await invited.getByRole('link', { name: 'Back to the portal' }).click();
  await submitSignIn(invited, { email, password });
  await expect(invited).not.toHaveURL(/\/(signin\/|index\.html)/, { timeout: 30_000 });
  await expect(invited.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await context.close();

  await page.reload();
  await expect(page.getByText(/^The person set their password with the invitation sent on .+\.$/)).toBeVisible();
});

test('the new person page and the set-password page in French pass axe', async ({ page, browser, openWithSession }) => {
  test.setTimeout(150_000);
  await openWithSession(page, `${boreal}/admin/people/new`, { email: 'admin@boreal.test', locale: 'fr-CA' });
  await expect(page.getByRole('heading', { level: 1, name: 'Ajouter une personne' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Renseignements' });
  await expect(form.getByRole('button', { name: 'Ajouter et inviter' })).toBeVisible();
  expect.soft(await findBlockingViolations(page), 'axe: /admin/people/new (fr-CA)').toEqual([]);
  await form.getByRole('textbox', { name: 'Prénom', exact: true }).fill('Camille');
  await form.getByRole('textbox', { name: 'Nom', exact: true }).fill('Invitée');
  await form.getByRole('textbox', { name: 'Courriel', exact: true }).fill(`camille.${Date.now()}@boreal.test`);
  await form.getByRole('button', { name: 'Ajouter et inviter' }).click();
  const link = await page.getByLabel('Lien d’invitation').inputValue();
  await page.getByRole('navigation', { name: 'Fil d’Ariane' }).getByRole('link', { name: 'Personnes' }).click();
  await page.getByRole('link', { name: 'Importer des personnes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Importer des personnes' })).toBeVisible();
  expect.soft(await findBlockingViolations(page), 'axe: /admin/people/import (fr-CA)').toEqual([]);

  const context = await browser.newContext({ locale: 'fr-CA' });
  const invited = await context.newPage();
  await invited.goto(`${link}?lang=fr-CA`);
  await expect(invited.getByRole('button', { name: 'Définir mon mot de passe' })).toBeVisible();
  expect.soft(await findBlockingViolations(invited), 'axe: /invitation/:token (fr-CA)').toEqual([]);
  await context.close();
});
