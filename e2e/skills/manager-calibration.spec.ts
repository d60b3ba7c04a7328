import { findBlockingViolations } from '../support/axe.ts';
import { tenantOrigin } from '../support/e2e-server.ts';
import { watchPageProblems } from '../support/page-problems.ts';
import { expect, test } from '../support/test.ts';
import { currentQuestion, nextQuestion } from '../assessments/learner-answering.ts';

const acme = tenantOrigin('acme');

/*
 * manager@acme.test manages acme-sam (Sam Seller), whose demo self ratings disagree with other
 * evidence. The manager sees the team's skill assessments, rates Sam on the "Skills
 * self-assessment" (MANAGER ratings), then confirms levels in the calibration view with a reason.
 * Only the manager's own attempt and Sam's MANAGER evidence change: no other journey reads them.
 */
test('a manager rates a reportee and confirms levels in the calibration view', async ({ page, openWithSession }) => {
  // A whole rating attempt, then the calibration in two languages.
  test.slow();
  const problems = watchPageProblems(page);
  await openWithSession(page, `${acme}/skill/team`, { email: 'manager@acme.test' });
  await expect(page.getByRole('heading', { level: 1, name: 'Team skills' })).toBeVisible();
  await expect(page).toHaveTitle(/^Team skills - /);
  const team = page.getByRole('table', { name: 'Your team' });
  const samRow = team.getByRole('row').filter({ hasText: 'Sam Seller' });
  await expect(samRow.getByText('Skills self-assessment')).toBeVisible();
  expect.soft(await findBlockingViolations(page), 'axe: /skill/team').toEqual([]);

  // Sam's calibration: self, manager and test side by side, disagreements flagged.
  await samRow.getByRole('link', { name: 'Sam Seller' }).click();
  await expect(page).toHaveURL(`${acme}/skill/team/acme-sam`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sam Seller' })).toBeVisible();
  const calibration = page.getByRole('table', { name: 'Calibration' });
  await expect(calibration.getByText('Disagreement').first()).toBeVisible();
  expect.soft(await findBlockingViolations(page), 'axe: calibration').toEqual([]);

  // Rate Sam on the set: each competency at the second level of the scale.
  await page.getByRole('link', { name: 'Rate on Skills self-assessment' }).click();
  await expect(page).toHaveURL(/\/assessment\/\d+\/rate\/acme-sam$/);
  await page.getByRole('button', { name: /^(Start rating|Resume rating|Rate again)$/ }).click();
  await expect(page).toHaveURL(/\/assessment\/attempt\/\d+$/);
  const heading = await currentQuestion(page).getByRole('heading').first().innerText();
  const count = Number(/ (\d+)$/.exec(heading)?.[1]);
  expect(count).toBeGreaterThan(1);
  for (let number = 1; number <= count; number += 1) {
    if (number > 1) {
      await nextQuestion(page);
    }
    const level = currentQuestion(page).getByRole('radio').nth(1);
    await level.focus();
    await page.keyboard.press('Space');
    await expect(level).toBeChecked();
  }
  await expect(page.getByTestId('attempt-sync-state')).toHaveText('All answers saved');
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Submit your answers?' })
    .getByRole('button', { name: 'Submit my answers' })
    .click();
  await expect(page).toHaveURL(/\/assessment\/attempt\/\d+\/result$/);

  // Back to the calibration: the manager's ratings are there (level 2 of the scale). Cells of a
  // row: the box, then self, manager, test... (the competency is the row's header).
  await page.goto(`${acme}/skill/team/acme-sam`);
  const rows = calibration.getByRole('row');
  const managerCell = (index: number) => rows.nth(index).getByRole('cell').nth(2);
  await expect(managerCell(1).getByText(/^2 · /)).toBeVisible();

  // Confirm two competencies at their level with a reason, in one go.
  const reason = page.getByRole('textbox', { name: /^Reason/ });
  const confirm = page.getByRole('button', { name: 'Confirm the selected levels' });
  await confirm.click();
  await expect(page.getByText('Choose at least one competency')).toBeVisible();
  const selectable = rows.getByRole('checkbox');
  await selectable.nth(1).check();
  await selectable.nth(2).check();
  await expect(page.getByText('2 competencies selected')).toBeVisible();
  const level = calibration.getByRole('combobox').nth(1);
  await level.selectOption('3');
  await reason.fill('Observed on the sales floor this month');
  const confirmed = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/skills/team/acme-sam/confirm') && response.request().method() === 'POST',
  );
  await confirm.click();
  const answer = await confirmed;
  expect(answer.status()).toBe(200);
  await expect(page.getByText('2 levels confirmed')).toBeVisible();
  // The confirmed level is the manager's latest rating of that competency.
  await expect(managerCell(2).getByText(/^3 · /)).toBeVisible();

  // The same view in French, then back to English.
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('button', { name: 'Français' }).click();
  await expect(page.getByRole('table', { name: 'Calibrage' })).toBeVisible();
  expect.soft(await findBlockingViolations(page), 'axe: calibration (fr-CA)').toEqual([]);
  await page.goto(`${acme}/skill/team`);
  await expect(page.getByRole('heading', { level: 1, name: 'Compétences de l’équipe' })).toBeVisible();
  expect.soft(await findBlockingViolations(page), 'axe: /skill/team (fr-CA)').toEqual([]);
  await footer.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Team skills' })).toBeVisible();
  expect(problems()).toEqual([]);
});
