import { findBlockingViolations } from '../support/axe.ts';
import { tenantOrigin } from '../support/e2e-server.ts';
import { watchPageProblems } from '../support/page-problems.ts';
import { expect, test } from '../support/test.ts';

const acme = tenantOrigin('acme');
const boreal = tenantOrigin('boreal');

/*
 * learner@acme.test is part way through their core path (seed: every required item of level 1
 * done but one). No other journey changes their learning path, and every run starts from a fresh
 * database, so completing that item (and opening level 2) is theirs to do here.
 */
test('a learner opens their core path, completes a resource item, and sees progress move and the next level open', async ({
  page,
  openWithSession,
}) => {
  const problems = watchPageProblems(page);
  await openWithSession(page, `${acme}/learning-path`, { email: 'learner@acme.test' });
  await expect(page.getByRole('heading', { level: 1, name: /core path/ })).toBeVisible();
  await expect(page).toHaveTitle(/^Learning Path - /);
  const progress = page.getByTestId('path-progress');
  const before = await progress.innerText();
  const level1 = page.getByRole('region', { name: /^Level 1: / });
  const level2 = page.getByRole('region', { name: /^Level 2: / });
  await expect(level2.getByText('Locked').first()).toBeVisible();
  await expect(page.getByRole('link', { name: /^Continue where you left off: / })).toBeVisible();
  expect.soft(await findBlockingViolations(page), 'axe: /learning-path').toEqual([]);

  // The required item still to do opens in place, with the resource.
  const todo = level1.getByRole('listitem').filter({ hasText: 'Required' }).filter({ hasText: 'To do' }).first();
  const title = (await todo.getByRole('link').innerText()).trim();
  await todo.getByRole('link').click();
  await expect(page).toHaveURL(/\/learning-path\/items\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveTitle(/^Learning path item - /);
  expect.soft(await findBlockingViolations(page), 'axe: a learning path item').toEqual([]);

  await page.getByRole('button', { name: 'Mark as done' }).click();
  await expect(page.getByText(/^Well done! Level “.+” is now open\.$/)).toBeVisible();
  await expect(page.getByText('You completed this item.')).toBeVisible();

  await page.getByRole('link', { name: 'Back to my learning path' }).click();
  await expect(page).toHaveURL(`${acme}/learning-path`);
  await expect(progress).not.toHaveText(before);
  await expect(level2.getByText('Open', { exact: true })).toBeVisible();
  await expect(level2.getByRole('link').first()).toBeVisible();

  // Their goals, next to the path.
  await page.getByRole('link', { name: 'My goals' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My goals' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add the goal' })).toBeVisible();
  expect.soft(await findBlockingViolations(page), 'axe: /learning-path/goals').toEqual([]);
  expect(problems()).toEqual([]);
});

test('the learning path page in French passes axe', async ({ page, openWithSession }) => {
  await openWithSession(page, `${boreal}/learning-path`, { email: 'apprenant@boreal.test', locale: 'fr-CA' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Niveau 1 : / })).toBeVisible();
  await expect(page).toHaveTitle(/^Parcours/);
  expect.soft(await findBlockingViolations(page), 'axe: /learning-path (fr-CA)').toEqual([]);
  await page.getByRole('link', { name: 'Mes objectifs' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mes objectifs' })).toBeVisible();
  expect.soft(await findBlockingViolations(page), 'axe: /learning-path/goals (fr-CA)').toEqual([]);
});
