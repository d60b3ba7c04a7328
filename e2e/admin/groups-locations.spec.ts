import { findBlockingViolations } from '../support/axe.ts';
import { tenantOrigin } from '../support/e2e-server.ts';
import { expect, test } from '../support/test.ts';

const acme = tenantOrigin('acme');
const boreal = tenantOrigin('boreal');

/*
 * Issue 21: groups and locations. The admin makes a group of their own (a unique name: journeys
 * share one database), adds Riley Rivera (acme-riley, changed by no other journey) to it, and adds
 * a store under Quebec; boreal's admin opens the same pages in French. Axe on each page.
 */

test('an administrator creates a group, adds a member and adds a location', async ({ page, openWithSession }) => {
  test.setTimeout(180_000);
  const suffix = Date.now().toString(36).toUpperCase();
  const groupName = `Journey group ${suffix}`;
  await openWithSession(page, `${acme}/admin/groups`, { email: 'admin@acme.test' });
  await expect(page.getByRole('heading', { level: 1, name: 'Groups' })).toBeVisible();
  await expect(page).toHaveTitle(/^Groups - /);
  await expect(page.getByRole('link', { name: 'All employees' })).toBeVisible();
  expect.soft(await findBlockingViolations(page), 'axe: /admin/groups').toEqual([]);

  await page.getByRole('link', { name: 'New group' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'New group' })).toBeVisible();
  await page.getByRole('textbox', { name: /^Name/ }).fill(groupName);
  await page.getByRole('button', { name: 'Save the group' }).click();
  await expect(page.getByRole('heading', { level: 1, name: groupName })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/groups\/\d+$/);

  const members = page.getByRole('region', { name: 'Members (0)' });
  await expect(members.getByText('Nobody is in this group yet: add people above.')).toBeVisible();
  const picker = page.getByRole('combobox', { name: 'People to add' });
  await picker.click();
  await picker.fill('rivera');
  await page.getByRole('option', { name: /Riley Rivera/ }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Add to the group' }).click();
  const withRiley = page.getByRole('region', { name: 'Members (1)' });
  await expect(withRiley.getByRole('cell', { name: 'Riley Rivera', exact: true })).toBeVisible();
  expect.soft(await findBlockingViolations(page), 'axe: /admin/groups/:groupId').toEqual([]);

  await page.goto(`${acme}/admin/locations`);
  await expect(page.getByRole('heading', { level: 1, name: 'Locations' })).toBeVisible();
  await expect(page).toHaveTitle(/^Locations - /);
  await page.getByRole('button', { name: 'Add under Quebec' }).click();
  const dialog = page.getByRole('dialog', { name: 'New location' });
  await dialog.getByRole('textbox', { name: /^Code/ }).fill(`E2E-${suffix}`);
  await dialog.getByRole('textbox', { name: /^Name in English/ }).fill(`Journey store ${suffix}`);
  await dialog.getByRole('combobox', { name: /^Type/ }).click();
  await page.getByRole('option', { name: 'Store, level 3' }).click();
  expect.soft(await findBlockingViolations(page), 'axe: /admin/locations (the form)').toEqual([]);
  await dialog.getByRole('button', { name: 'Save the location' }).click();
  await expect(dialog).toBeHidden();
  const tree = page.getByRole('region', { name: 'Location tree' });
  await expect(tree.getByText(`Journey store ${suffix}`, { exact: true })).toBeVisible();
  expect.soft(await findBlockingViolations(page), 'axe: /admin/locations').toEqual([]);
});

test('the group and location pages in French pass axe', async ({ page, openWithSession }) => {
  test.setTimeout(150_000);
  await openWithSession(page, `${boreal}/admin/groups`, { email: 'admin@boreal.test', locale: 'fr-CA' });
  await expect(page.getByRole('heading', { level: 1, name: 'Groupes' })).toBeVisible();
  expect.soft(await findBlockingViolations(page), 'axe: /admin/groups (fr-CA)').toEqual([]);

  await page.getByRole('table').getByRole('row').nth(1).getByRole('link').click();
  await expect(page.getByRole('button', { name: 'Enregistrer le groupe' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^Membres/ })).toBeVisible();
  expect.soft(await findBlockingViolations(page), 'axe: /admin/groups/:groupId (fr-CA)').toEqual([]);

  await page.goto(`${boreal}/admin/locations`);
  await expect(page.getByRole('heading', { level: 1, name: 'Emplacements' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Arbre des emplacements' })).toBeVisible();
  expect.soft(await findBlockingViolations(page), 'axe: /admin/locations (fr-CA)').toEqual([]);
  await page.getByRole('button', { name: 'Ajouter un emplacement', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Nouvel emplacement' })).toBeVisible();
  expect.soft(await findBlockingViolations(page), 'axe: /admin/locations, the form (fr-CA)').toEqual([]);
});
