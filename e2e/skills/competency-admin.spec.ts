import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { findBlockingViolations } from '../support/axe.ts';
import { tenantOrigin } from '../support/e2e-server.ts';
import { watchPageProblems } from '../support/page-problems.ts';
import { expect, test } from '../support/test.ts';

const acme = tenantOrigin('acme');
const boreal = tenantOrigin('boreal');

async function openTab(page: Page, name: string): Promise<void> {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

/*
 * admin@acme.test runs the skills admin: adds a competency of its own (named for this run) to the
 * first group, changes a level's description and puts it back, gives the new competency a target
 * on the Learning Administrator role (no journey's learner holds it) and tags a resource with it,
 * exports the framework as CSV and has a broken file refused with its line-numbered errors.
 * Nothing a learner journey reads changes: the new competency is nobody's target but that role's.
 */
test('an admin edits the framework, the scale, a target and a tag, exports it and sees a bad CSV refused', async ({
  page,
  openWithSession,
}) => {
  test.slow();
  // The broken file is refused on purpose.
  const problems = watchPageProblems(page, {
    expectedResponses: [{ status: 400, url: /\/api\/skills\/admin\/import$/ }],
  });
  const run = Date.now();
  const code = `JOURNEY.${run}`;
  const name = `Journey skill ${run}`;

  // Reached from the assessment admin (Test and Trivia), whose area it belongs to.
  await openWithSession(page, `${acme}/assessment/admin/banks`, { email: 'admin@acme.test' });
  await page.getByRole('navigation', { name: 'Test and Trivia admin' }).getByRole('link', { name: 'Skills' }).click();
  await expect(page).toHaveURL(`${acme}/skill/admin`);
  await expect(page.getByRole('heading', { level: 1, name: 'Skills admin' })).toBeVisible();
  await expect(page).toHaveTitle(/Skills admin/);
  const addChild = page.getByRole('button', { name: /^Add a competency to / }).first();
  await expect(addChild).toBeVisible();
  expect.soft(await findBlockingViolations(page), 'axe: the framework').toEqual([]);

  // A competency of its own in the first group.
  await addChild.click();
  const dialog = page.getByRole('dialog', { name: 'New competency' });
  await dialog.getByRole('textbox', { name: 'Code' }).fill(code);
  await dialog.getByRole('textbox', { name: 'Name (English)' }).fill(name);
  await dialog.getByRole('textbox', { name: 'Name (French)' }).fill(`Compétence ${run}`);
  await dialog.getByRole('textbox', { name: 'Alternative labels (English)' }).fill('Journeying\nTravelling');
  expect.soft(await findBlockingViolations(page), 'axe: the competency form').toEqual([]);
  await dialog.getByRole('button', { name: 'Save the competency' }).click();
  await expect(page.getByText(`“${name}” is saved.`)).toBeVisible();
  await expect(page.getByRole('button', { name: `Edit ${name}` })).toBeVisible();

  // The scale: a level's description changed, kept after a reload, then put back.
  await openTab(page, 'Scale');
  // Counted once the scale is there (count() does not wait for it).
  await expect(page.getByRole('group', { name: 'Level 1', exact: true })).toBeVisible();
  const levelCount = await page.getByRole('group', { name: /^Level \d+$/ }).count();
  expect(levelCount).toBeGreaterThanOrEqual(2);
  const description = page.getByRole('textbox', { name: `Description of level ${levelCount} (English)` });
  const original = await description.inputValue();
  await description.fill(`${original} (journey ${run})`);
  expect.soft(await findBlockingViolations(page), 'axe: the scale').toEqual([]);
  await page.getByRole('button', { name: 'Save the scale' }).click();
  await expect(page.getByText('The scale is saved.')).toBeVisible();
  await page.reload();
  await openTab(page, 'Scale');
  await expect(page.getByRole('textbox', { name: `Description of level ${levelCount} (English)` })).toHaveValue(
    `${original} (journey ${run})`,
  );
  await page.getByRole('textbox', { name: `Description of level ${levelCount} (English)` }).fill(original);
  await page.getByRole('button', { name: 'Save the scale' }).click();
  await expect(page.getByText('The scale is saved.')).toBeVisible();

  // A target for the new competency on the Learning Administrator role.
  await openTab(page, 'Targets');
  await page.getByRole('combobox', { name: /^Job role/ }).click();
  await page.getByRole('option', { name: 'Learning Administrator' }).click();
  const target = page.getByRole('combobox', { name: `Target level of ${name}` });
  await target.selectOption('3');
  expect.soft(await findBlockingViolations(page), 'axe: the targets').toEqual([]);
  await page.getByRole('button', { name: 'Save the targets' }).click();
  await expect(page.getByText('The targets of Learning Administrator are saved.')).toBeVisible();
  await expect(page.getByRole('combobox', { name: `Target level of ${name}` })).toHaveValue('3');

  // A resource that teaches it, up to level 2.
  await openTab(page, 'Tags');
  await page.getByRole('combobox', { name: /^Competency/ }).click();
  await page.getByRole('option', { name, exact: true }).click();
  await expect(page.getByText(`Nothing teaches ${name} yet.`)).toBeVisible();
  const search = page.getByRole('combobox', { name: /^Add a resource or learning path/ });
  await search.click();
  await search.fill('a');
  const resource = page.getByRole('option', { name: / \(Resource\)$/ }).first();
  const resourceLabel = (await resource.innerText()).trim();
  const resourceTitle = resourceLabel.replace(/ \(Resource\)$/, '');
  await resource.click();
  await page.getByRole('combobox', { name: `Level taught by ${resourceTitle}` }).selectOption('2');
  expect.soft(await findBlockingViolations(page), 'axe: the tags').toEqual([]);
  await page.getByRole('button', { name: 'Save the tags' }).click();
  await expect(page.getByText(`The tags of ${name} are saved.`)).toBeVisible();
  await expect(page.getByRole('combobox', { name: `Level taught by ${resourceTitle}` })).toHaveValue('2');

  // The framework as CSV (ESCO's columns), the new competency in it.
  await openTab(page, 'Import and export');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export the framework' }).click();
  const file = await download;
  const csv = await readFile(await file.path(), 'utf8');
  expect(csv.split(/\r?\n/)[0]?.replace(/^\uFEFF/, '')).toBe(
    'conceptUri,preferredLabel,preferredLabel@fr,altLabels,altLabels@fr,description,description@fr,broaderConceptUri',
  );
  expect(csv).toContain(code);

  // A file naming a broader skill nobody has: refused whole, its line named.
  const broken = [
    'conceptUri,preferredLabel,preferredLabel@fr,altLabels,altLabels@fr,description,description@fr,broaderConceptUri',
    `IMPORTED.${run},Imported ${run},,,,,,`,
    `IMPORTED.CHILD.${run},Imported child ${run},,,,,,NOWHERE.${run}`,
  ].join('\n');
  // Mantine's file input is a button over a hidden input: the file goes to the input.
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'framework.csv', mimeType: 'text/csv', buffer: Buffer.from(broken) });
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('Nothing was imported: correct the file and try again.')).toBeVisible();
  await expect(page.getByTestId('csv-errors')).toContainText(
    'Line 3, column broaderConceptUri: The broader skill is not in the file or the framework',
  );
  expect.soft(await findBlockingViolations(page), 'axe: the import errors').toEqual([]);
  await openTab(page, 'Framework');
  await expect(page.getByRole('button', { name: `Edit ${name}` })).toBeVisible();
  await expect(page.getByText(`Imported ${run}`)).toHaveCount(0);
  expect(problems()).toEqual([]);
});

test('the skills admin in French passes axe on every tab', async ({ page, openWithSession }) => {
  test.slow();
  const problems = watchPageProblems(page);
  await openWithSession(page, `${boreal}/skill/admin`, { email: 'admin@boreal.test', locale: 'fr-CA' });
  await expect(page.getByRole('heading', { level: 1, name: 'Administration des compétences' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Ajouter une compétence à / }).first()).toBeVisible();
  expect.soft(await findBlockingViolations(page), 'axe: le référentiel').toEqual([]);
  await openTab(page, 'Échelle');
  await expect(page.getByRole('button', { name: 'Enregistrer l’échelle' })).toBeVisible();
  expect.soft(await findBlockingViolations(page), 'axe: l’échelle').toEqual([]);
  await openTab(page, 'Cibles');
  await page.getByRole('combobox', { name: /^Poste/ }).click();
  await page.getByRole('option').first().click();
  await expect(page.getByRole('button', { name: 'Enregistrer les cibles' })).toBeVisible();
  expect.soft(await findBlockingViolations(page), 'axe: les cibles').toEqual([]);
  await openTab(page, 'Associations');
  await page.getByRole('combobox', { name: /^Compétence/ }).click();
  await page.getByRole('option').nth(1).click();
  await expect(page.getByRole('button', { name: 'Enregistrer les associations' })).toBeVisible();
  expect.soft(await findBlockingViolations(page), 'axe: les associations').toEqual([]);
  await openTab(page, 'Importation et exportation');
  await expect(page.getByRole('button', { name: 'Exporter le référentiel' })).toBeVisible();
  expect.soft(await findBlockingViolations(page), 'axe: l’importation').toEqual([]);
  expect(problems()).toEqual([]);
});

/*
 * A RATING question in a bank of its own (named for this run, in no set): the competency picked
 * from the framework, the preview rating on the tenant's scale, listed at no points.
 */
test('an admin writes a rating question on a competency of the framework', async ({ page, openWithSession }) => {
  test.slow();
  const problems = watchPageProblems(page);
  const run = Date.now();
  const bankTitle = `Rating bank ${run}`;
  const stem = `How well do you coach? (${run})`;
  await openWithSession(page, `${acme}/assessment/admin/banks`, { email: 'admin@acme.test' });
  await page.getByRole('button', { name: 'New bank' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New bank' });
  await dialog.getByRole('textbox', { name: 'Title (English)', exact: true }).fill(bankTitle);
  await dialog.getByRole('button', { name: 'Save the bank' }).click();
  await expect(page.getByText(`“${bankTitle}” is saved.`)).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search the banks' }).fill(bankTitle);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('link', { name: bankTitle }).click();
  await page.getByRole('link', { name: 'New question' }).first().click();

  await page.getByRole('combobox', { name: /Kind of question/ }).click();
  await page.getByRole('option', { name: 'Rating of a competency' }).click();
  await expect(page.getByRole('textbox', { name: 'Points' })).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Question (English)', exact: true }).fill(stem);
  await page.getByRole('combobox', { name: /Competency rated/ }).click();
  const option = page.getByRole('option').first();
  const competencyName = (await option.innerText()).trim();
  await option.click();
  const preview = page.getByRole('region', { name: 'Preview as the learner' });
  const scale = preview.getByRole('radiogroup', { name: stem });
  await expect(scale).toBeVisible();
  await expect(preview.getByText(`Rate your level in ${competencyName}.`)).toBeVisible();
  expect(await scale.getByRole('radio').count()).toBeGreaterThanOrEqual(2);
  expect.soft(await findBlockingViolations(page), 'axe: a rating question').toEqual([]);
  await page.getByRole('button', { name: 'Save the question' }).click();
  await expect(page.getByText('The question is saved.')).toBeVisible();
  const row = page.getByRole('region', { name: 'Questions' }).getByRole('row', { name: new RegExp(`\\(${run}\\)`) });
  await expect(row).toContainText('Rating of a competency');
  await expect(row.getByRole('cell').nth(2)).toHaveText('0');
  expect(problems()).toEqual([]);
});
