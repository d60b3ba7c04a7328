import { findBlockingViolations } from '../support/axe.ts';
import { tenantOrigin } from '../support/e2e-server.ts';
import { watchPageProblems } from '../support/page-problems.ts';
import { expect, test } from '../support/test.ts';
import type { Page } from '@playwright/test';

const acme = tenantOrigin('acme');
const boreal = tenantOrigin('boreal');

/** Opens a Mantine select by its label and picks an option. */
async function choose(page: Page, label: RegExp, option: string | RegExp): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

/** The question editor of a bank: the English stem and, for a choice, the answers with the correct one. */
async function addSingleChoiceQuestion(page: Page, stem: string, answers: [string, string], correct: 1 | 2) {
  await page.getByRole('link', { name: 'New question' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'New question' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Question (English)', exact: true }).fill(stem);
  await page.getByRole('textbox', { name: 'Answer 1 (English)', exact: true }).fill(answers[0]);
  await page.getByRole('textbox', { name: 'Answer 2 (English)', exact: true }).fill(answers[1]);
  await page.getByRole('radio', { name: `Answer ${correct} is correct` }).check();
  // The preview shows the question as the learner will: the stem names the choices.
  const preview = page.getByRole('region', { name: 'Preview as the learner' });
  await expect(preview.getByRole('radiogroup', { name: stem })).toBeVisible();
  await page.getByRole('button', { name: 'Save the question' }).click();
  await expect(page.getByText('The question is saved.')).toBeVisible();
}

/*
 * admin@acme.test builds a bank of its own (named for this run) with two questions, a set drawing
 * both, publishes the set and previews it as a learner would (nothing recorded). Nobody's
 * progress changes: the set is assigned to nobody.
 */
test('an admin builds a bank with two questions and a set drawing them, publishes it and previews it', async ({
  page,
  openWithSession,
}) => {
  // A long journey with axe on six pages: three times the usual time on a busy machine.
  test.slow();
  const problems = watchPageProblems(page);
  const run = Date.now();
  const bankTitle = `Journey bank ${run}`;
  const setTitle = `Journey set ${run}`;

  await openWithSession(page, `${acme}/assessment/admin`, { email: 'admin@acme.test' });
  await expect(page).toHaveURL(`${acme}/assessment/admin/banks`);
  await expect(page.getByRole('heading', { level: 1, name: 'Question banks' })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page).toHaveTitle(/Question banks/);
  expect.soft(await findBlockingViolations(page), 'axe: /assessment/admin/banks').toEqual([]);

  // A bank of its own.
  await page.getByRole('button', { name: 'New bank' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New bank' });
  await dialog.getByRole('textbox', { name: 'Title (English)', exact: true }).fill(bankTitle);
  await dialog.getByRole('textbox', { name: 'Title (French)', exact: true }).fill(`Banque ${run}`);
  await dialog.getByRole('button', { name: 'Save the bank' }).click();
  await expect(page.getByText(`“${bankTitle}” is saved.`)).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search the banks' }).fill(bankTitle);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('link', { name: bankTitle }).click();
  await expect(page.getByRole('heading', { level: 1, name: bankTitle })).toBeVisible();
  await expect(page.getByText('No questions in this bank yet')).toBeVisible();
  expect.soft(await findBlockingViolations(page), 'axe: a bank').toEqual([]);

  // Two questions: a single choice and a true/false.
  await addSingleChoiceQuestion(page, `Which fridge temperature is safe? (${run})`, ['4 °C', '12 °C'], 1);
  await page.getByRole('link', { name: 'New question' }).first().click();
  await choose(page, /Kind of question/, 'True or false');
  await page
    .getByRole('textbox', { name: 'Question (English)', exact: true })
    .fill(`Wash hands before handling food (${run}).`);
  expect.soft(await findBlockingViolations(page), 'axe: the question editor').toEqual([]);
  await page.getByRole('button', { name: 'Save the question' }).click();
  await expect(page.getByText('The question is saved.')).toBeVisible();
  const questions = page.getByRole('region', { name: 'Questions' });
  await expect(questions.getByRole('row')).toHaveCount(3);

  // A set drawing both.
  await page.getByRole('link', { name: 'Question banks' }).first().click();
  await page
    .getByRole('navigation', { name: 'Test and Trivia admin' })
    .getByRole('link', { name: 'Assessment sets' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Assessment sets' })).toBeVisible();
  expect.soft(await findBlockingViolations(page), 'axe: /assessment/admin/sets').toEqual([]);
  await page.getByRole('link', { name: 'New set' }).first().click();
  await page.getByRole('textbox', { name: 'Title (English)', exact: true }).fill(setTitle);
  await choose(page, /Bank 1/, `${bankTitle} (2 questions)`);
  await page.getByRole('textbox', { name: 'Questions drawn from bank 1' }).fill('2');
  await page.getByRole('textbox', { name: 'Time limit (minutes)' }).fill('10');
  await page.getByRole('button', { name: 'Save the set' }).click();
  await expect(page).toHaveURL(/\/assessment\/admin\/set\/\d+$/);
  await expect(page.getByText(`“${setTitle}” is saved.`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: setTitle })).toBeVisible();
  expect.soft(await findBlockingViolations(page), 'axe: a set').toEqual([]);

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText(`“${setTitle}” is published.`)).toBeVisible();
  await expect(page.getByText('Published', { exact: true })).toBeVisible();

  // The preview: one draw of both questions, answered as a learner would, nothing recorded.
  await page.getByRole('link', { name: 'Preview', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Preview: ${setTitle}` })).toBeVisible();
  await expect(page.getByText('Preview: nothing is recorded')).toBeVisible();
  await expect(page.getByRole('heading', { name: /Question \d of 2/ })).toHaveCount(2);
  await page.getByRole('radio', { name: 'True', exact: true }).check();
  await page.getByRole('radio', { name: '4 °C', exact: true }).check();
  await expect(page.getByText('2 of 2 questions answered.')).toBeVisible();
  expect.soft(await findBlockingViolations(page), 'axe: the set preview').toEqual([]);
  expect(problems()).toEqual([]);
});

test('the assessment admin in French passes axe', async ({ page, openWithSession }) => {
  test.slow();
  await openWithSession(page, `${boreal}/assessment/admin/banks`, { email: 'admin@boreal.test', locale: 'fr-CA' });
  await expect(page.getByRole('heading', { level: 1, name: 'Banques de questions' })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  expect.soft(await findBlockingViolations(page), 'axe: /assessment/admin/banks (fr-CA)').toEqual([]);
  await page
    .getByRole('navigation', { name: 'Administration des tests et quiz' })
    .getByRole('link', { name: 'Tests' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tests' })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  expect.soft(await findBlockingViolations(page), 'axe: /assessment/admin/sets (fr-CA)').toEqual([]);
  await page.getByRole('link', { name: 'Nouveau test' }).first().click();
  await expect(page.getByRole('textbox', { name: 'Titre (anglais)', exact: true })).toBeVisible();
  expect.soft(await findBlockingViolations(page), 'axe: the set editor (fr-CA)').toEqual([]);
  // A demo bank's question editor.
  await page.goto(`${boreal}/assessment/admin/banks`);
  await page.getByRole('table').getByRole('link').first().click();
  await page.getByRole('link', { name: 'Nouvelle question' }).first().click();
  await expect(page.getByRole('textbox', { name: 'Question (anglais)', exact: true })).toBeVisible();
  expect.soft(await findBlockingViolations(page), 'axe: the question editor (fr-CA)').toEqual([]);
});
