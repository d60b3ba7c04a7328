import { findBlockingViolations } from '../support/axe.ts';
import { tenantOrigin } from '../support/e2e-server.ts';
import { watchPageProblems } from '../support/page-problems.ts';
import { expect, test } from '../support/test.ts';

const acme = tenantOrigin('acme');
const boreal = tenantOrigin('boreal');

/*
 * The demo seed gives each tenant one published trivia quiz of ten questions and plays by a few
 * demo users this month; the demo learners have none, so playing it is theirs to do here (every
 * run starts from a fresh database, and no other journey plays trivia).
 */
test('a learner plays the trivia quiz by keyboard, sees the points of each answer, and finds themself on the leaderboard', async ({
  page,
  openWithSession,
}) => {
  test.setTimeout(120_000);
  const problems = watchPageProblems(page);
  await openWithSession(page, `${acme}/trivia`, { email: 'learner@acme.test' });
  await expect(page.getByRole('heading', { level: 1, name: 'Trivia' })).toBeVisible();
  await expect(page).toHaveTitle(/^Trivia - /);
  const board = page.getByRole('table');
  await expect(board.getByRole('row')).not.toHaveCount(1);
  await expect(board.getByText('Lena Learner')).toHaveCount(0);
  expect.soft(await findBlockingViolations(page), 'axe: /trivia').toEqual([]);

  await page.getByRole('link', { name: 'Play Friday store smarts' }).click();
  await expect(page).toHaveURL(/\/trivia\/\d+\/play$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Friday store smarts' })).toBeVisible();
  await expect(page).toHaveTitle(/^Trivia quiz - /);
  const first = page.getByText(/^Question 1 of \d+$/);
  await expect(first).toBeVisible();
  const count = Number(/of (\d+)$/.exec(await first.innerText())?.[1]);
  expect(count).toBeGreaterThanOrEqual(5);
  await expect(page.getByText(/^\d+ seconds? left$/)).toBeVisible();
  expect.soft(await findBlockingViolations(page), 'axe: a trivia question').toEqual([]);

  for (let position = 1; position <= count; position += 1) {
    await expect(page.getByText(`Question ${position} of ${count}`)).toBeVisible();
    // The number key picks the first answer, Enter sends it; the feedback's button has the focus.
    await page.keyboard.press('1');
    await expect(page.getByRole('radio').first()).toBeChecked();
    await page.keyboard.press('Enter');
    await expect(page.getByText(/^\+\d+ points?$/)).toBeVisible();
    await expect(page.getByText(/^(Correct!|Not quite)$/)).toBeVisible();
    if (position === 1) {
      expect.soft(await findBlockingViolations(page), 'axe: a trivia answer').toEqual([]);
    }
    const next = page.getByRole('button', { name: position === count ? 'See my score' : 'Next question' });
    await expect(next).toBeFocused();
    await page.keyboard.press('Enter');
  }

  await expect(page.getByRole('heading', { name: 'Quiz complete' })).toBeVisible();
  await expect(page.getByText(new RegExp(`^\\d+ right answers out of ${count}$`))).toBeVisible();
  const me = page.getByRole('row').filter({ hasText: 'Lena Learner' });
  await expect(me).toBeVisible();
  await expect(me.getByText('You')).toBeVisible();
  expect.soft(await findBlockingViolations(page), 'axe: the end of a trivia play').toEqual([]);

  // My location's board (store 12) and all time.
  await page.getByRole('tab', { name: 'All time' }).click();
  await page.getByText('My location').click();
  await expect(page.getByRole('table').getByText('Lena Learner')).toBeVisible();
  await expect(page.getByRole('table').getByText('Ada Admin')).toHaveCount(0);

  // Back on /trivia, the quiz shows my score and can no longer be played.
  await page.getByRole('link', { name: 'Back to trivia' }).click();
  await expect(page.getByText(/^Played: \d+ points?$/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Play Friday store smarts' })).toHaveCount(0);
  expect(problems()).toEqual([]);
});

test('the trivia pages in French pass axe', async ({ page, openWithSession }) => {
  await openWithSession(page, `${boreal}/trivia`, { email: 'apprenant@boreal.test', locale: 'fr-CA' });
  await expect(page.getByRole('heading', { level: 1, name: 'Jeux-questionnaires' })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  expect.soft(await findBlockingViolations(page), 'axe: /trivia (fr-CA)').toEqual([]);
  await page.getByRole('link', { name: /^Jouer à / }).click();
  await expect(page.getByText(/^Question 1 sur \d+$/)).toBeVisible();
  await expect(page.getByText(/^\d+ secondes? restantes?$/)).toBeVisible();
  expect.soft(await findBlockingViolations(page), 'axe: a trivia question (fr-CA)').toEqual([]);
  await page.keyboard.press('2');
  await page.keyboard.press('Enter');
  await expect(page.getByText(/^\+\d+ points?$/)).toBeVisible();
  expect.soft(await findBlockingViolations(page), 'axe: a trivia answer (fr-CA)').toEqual([]);
});

test('a trivia administrator creates a quiz from a bank and publishes it', async ({ page, openWithSession }) => {
  const problems = watchPageProblems(page);
  await openWithSession(page, `${acme}/trivia/admin`, { email: 'admin@acme.test' });
  await expect(page.getByRole('heading', { level: 1, name: 'Trivia quizzes' })).toBeVisible();
  await expect(page).toHaveTitle(/^Trivia quizzes - /);
  await expect(page.getByRole('row').filter({ hasText: 'Friday store smarts' })).toBeVisible();
  expect.soft(await findBlockingViolations(page), 'axe: /trivia/admin').toEqual([]);

  await page.getByRole('button', { name: 'New quiz' }).click();
  const dialog = page.getByRole('dialog', { name: 'New quiz' });
  await dialog.getByLabel('Title (English)').fill('Lunch break quiz');
  await dialog.getByLabel('Title (French)').fill('Quiz de la pause');
  await dialog.getByRole('combobox', { name: /Question bank/ }).click();
  await page.getByRole('option').first().click();
  await dialog.getByLabel('Questions per play').fill('5');
  expect.soft(await findBlockingViolations(page), 'axe: the quiz form').toEqual([]);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('“Lunch break quiz” is saved.')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'Lunch break quiz' });
  await expect(row.getByText('Draft')).toBeVisible();
  await row.getByRole('button', { name: 'Publish Lunch break quiz' }).click();
  await expect(row.getByText('Published')).toBeVisible();
  expect(problems()).toEqual([]);
});
