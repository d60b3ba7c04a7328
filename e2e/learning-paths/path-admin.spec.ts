import { findBlockingViolations } from '../support/axe.ts';
import { tenantOrigin } from '../support/e2e-server.ts';
import { watchPageProblems } from '../support/page-problems.ts';
import { expect, test } from '../support/test.ts';
import type { Locator, Page } from '@playwright/test';

const acme = tenantOrigin('acme');
const boreal = tenantOrigin('boreal');

async function addFirstResource(page: Page, module: Locator): Promise<string> {
  await module.getByLabel('Add a resource').click();
  const option = page.getByRole('option').first();
  const name = (await option.innerText()).trim();
  await option.click();
  await expect(module.getByText(name, { exact: true })).toBeVisible();
  return name;
}

/*
 * admin@acme.test builds a new path (its own, named for this run) from existing resources: two
 * levels, ordered with the keyboard, saved, published and assigned to the demo manager, who then
 * finds it among the paths they may choose. Nobody's progress changes.
 */
test('an admin builds a path with two levels from existing resources, publishes it, and a learner sees it', async ({
  page,
  browser,
  openWithSession,
}) => {
  const problems = watchPageProblems(page);
  const name = `Journey path ${Date.now()}`;
  await openWithSession(page, `${acme}/learning-path/admin`, { email: 'admin@acme.test' });
  await expect(page.getByRole('heading', { level: 1, name: 'Learning paths admin' })).toBeVisible();
  await expect(page.getByRole('table').first()).toBeVisible();
  expect.soft(await findBlockingViolations(page), 'axe: /learning-path/admin').toEqual([]);

  await page.getByRole('link', { name: 'New learning path' }).first().click();
  await expect(page).toHaveURL(`${acme}/learning-path/admin/new`);
  await page.getByRole('textbox', { name: 'Title (English)', exact: true }).fill(name);
  await page.getByRole('textbox', { name: 'Title (French)', exact: true }).fill(`Parcours ${name}`);
  await page.getByRole('textbox', { name: 'Level 1 title (English)', exact: true }).fill('Second steps');
  await page.getByRole('textbox', { name: 'Module 1 title (English)', exact: true }).fill('Practice');
  const level1 = page.getByRole('region', { name: 'Level 1', exact: true });
  await addFirstResource(page, level1);

  await page.getByRole('button', { name: 'Add a level' }).click();
  await page.getByRole('textbox', { name: 'Level 2 title (English)', exact: true }).fill('First steps');
  const level2 = page.getByRole('region', { name: 'Level 2', exact: true });
  await level2.getByRole('textbox', { name: 'Module 1 title (English)', exact: true }).fill('Basics');
  await addFirstResource(page, level2);
  expect.soft(await findBlockingViolations(page), 'axe: the path editor').toEqual([]);

  // Keyboard ordering: level 2 moves above level 1 (Space, arrow up, Space).
  await page.getByRole('button', { name: 'Move level 2', exact: true }).focus();
  await page.keyboard.press('Space');
  // dnd-kit announces each step in a live region: the next key waits for the previous one's effect.
  await expect(page.getByText('First steps is now at position 2 of 2.')).toBeAttached();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByText('First steps is now at position 1 of 2.')).toBeAttached();
  await page.keyboard.press('Space');
  await expect(page.getByRole('textbox', { name: 'Level 1 title (English)', exact: true })).toHaveValue('First steps');
  await expect(page.getByRole('textbox', { name: 'Level 2 title (English)', exact: true })).toHaveValue('Second steps');

  await page.getByRole('button', { name: 'Save the path' }).click();
  await expect(page).toHaveURL(/\/learning-path\/admin\/\d+$/);
  await expect(page.getByText(`“${name}” is saved.`)).toBeVisible();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText(`“${name}” is published.`)).toBeVisible();

  // The user picker searches the directory by name.
  await page.getByRole('combobox', { name: 'People' }).fill('Marco');
  await page.getByRole('option', { name: 'Marco Manager (manager@acme.test)' }).click();
  await page.getByRole('button', { name: 'Save the assignments' }).click();
  await expect(page.getByText('The assignments are saved.')).toBeVisible();
  expect(problems()).toEqual([]);

  // A learner sees it among the paths they may take.
  const context = await browser.newContext();
  const learner = await context.newPage();
  await openWithSession(learner, `${acme}/learning-path`, { email: 'manager@acme.test' });
  await learner.getByRole('button', { name: 'Change my path' }).click();
  await expect(learner.getByRole('dialog').getByRole('radio', { name: new RegExp(name) })).toBeVisible();
  await context.close();
});

test('the path admin in French passes axe', async ({ page, openWithSession }) => {
  await openWithSession(page, `${boreal}/learning-path/admin`, { email: 'admin@boreal.test', locale: 'fr-CA' });
  await expect(page.getByRole('heading', { level: 1, name: 'Administration des parcours' })).toBeVisible();
  await expect(page.getByRole('table').first()).toBeVisible();
  expect.soft(await findBlockingViolations(page), 'axe: /learning-path/admin (fr-CA)').toEqual([]);
  await page.getByRole('link', { name: 'Nouveau parcours' }).first().click();
  await expect(page.getByRole('textbox', { name: 'Titre (anglais)', exact: true })).toBeVisible();
  expect.soft(await findBlockingViolations(page), 'axe: the path editor (fr-CA)').toEqual([]);
});
