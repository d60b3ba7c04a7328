import { findBlockingViolations } from '../support/axe.ts';
import { tenantOrigin } from '../support/e2e-server.ts';
import { watchPageProblems } from '../support/page-problems.ts';
import { expect, test } from '../support/test.ts';
import { currentQuestion, nextQuestion } from '../assessments/learner-answering.ts';

const acme = tenantOrigin('acme');

// "Your role needs Coaching at level Advanced; you are at Developing." (or "...; you have no rating yet.")
const EXPLAINED = /^Your role needs .+ at level .+; (you are at .+|you have no rating yet)\.$/;

/*
 * The demo gives learner@acme.test the "Skills self-assessment" (a SKILL set of RATING questions)
 * assigned and never taken, so the banner shows on home. This journey takes it for good (its own
 * project, after every journey that needs it pending): each competency rated Novice by keyboard,
 * which leaves gaps against the sales role's targets for the recommendations to explain.
 */
test('a learner sees the skill banner, rates their skills, the banner goes, and /skill explains a gap', async ({
  page,
  openWithSession,
}) => {
  // A whole skill assessment, then the profile in two languages.
  test.slow();
  const problems = watchPageProblems(page);
  await openWithSession(page, `${acme}/dashboard`, { email: 'learner@acme.test' });
  const banner = page.getByTestId('skill-assessment-banner');
  await expect(banner).toBeVisible();
  await banner.getByRole('link', { name: 'Start the skill assessment' }).click();

  // The set page, then the attempt: one RATING question at a time, the scale as radios.
  await expect(page).toHaveURL(/\/assessment\/\d+$/);
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(page).toHaveURL(/\/assessment\/attempt\/\d+$/);
  const heading = await currentQuestion(page).getByRole('heading').first().innerText();
  const count = Number(/ (\d+)$/.exec(heading)?.[1]);
  expect(count).toBeGreaterThan(1);

  // Keyboard only: arrow keys move along the levels and choose, as in any radio group.
  const first = currentQuestion(page).getByRole('radiogroup');
  const levels = first.getByRole('radio');
  await expect(levels.nth(0)).toHaveAccessibleName(/^1\. /);
  await levels.nth(0).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowDown');
  await expect(levels.nth(1)).toBeChecked();
  await expect(levels.nth(1)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(levels.nth(0)).toBeChecked();
  expect.soft(await findBlockingViolations(page), 'axe: a rating question').toEqual([]);

  for (let number = 2; number <= count; number += 1) {
    await nextQuestion(page);
    await expect(currentQuestion(page)).toHaveAccessibleName(new RegExp(`^Question ${number} of ${count}$`));
    const lowest = currentQuestion(page).getByRole('radio').first();
    await lowest.focus();
    await page.keyboard.press('Space');
    await expect(lowest).toBeChecked();
  }
  await expect(page.getByTestId('attempt-sync-state')).toHaveText('All answers saved');
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Submit your answers?' })
    .getByRole('button', { name: 'Submit my answers' })
    .click();
  await expect(page).toHaveURL(/\/assessment\/attempt\/\d+\/result$/);
  await expect(page.getByRole('heading', { name: 'Ratings saved' })).toBeVisible();

  // Home: the assessment is done, the banner is gone.
  await page.goto(`${acme}/dashboard`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner).toHaveCount(0);

  // My skills: levels against the role's targets, a gap, my self ratings dated, recommendations saying why.
  await page.goto(`${acme}/skill`);
  await expect(page.getByRole('heading', { level: 1, name: 'My skills' })).toBeVisible();
  await expect(page).toHaveTitle(/^My skills - /);
  await expect(page.getByText(/^\d+ levels? below target$/).first()).toBeVisible();
  const assessments = page.getByRole('region', { name: 'My skill assessments' });
  await expect(assessments.getByRole('link', { name: 'Retake the assessment' })).toBeVisible();
  const sources = page
    .locator('summary')
    .filter({ hasText: /sources? for / })
    .first();
  await sources.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(/^Self rating: Novice on /).first()).toBeVisible();
  const recommendations = page.getByRole('region', { name: 'Recommended for you' });
  await expect(recommendations.getByText(EXPLAINED).first()).toBeVisible();
  await expect(page.getByRole('table', { name: /^Ratings of .+ over time$/ })).toBeAttached();
  expect.soft(await findBlockingViolations(page), 'axe: /skill').toEqual([]);

  // The same page in French, then back to English (the learner's language stays as seeded).
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('button', { name: 'Français' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mes compétences' })).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Recommandé pour vous' })
      .getByText(/^Votre rôle demande .+ au niveau .+; /)
      .first(),
  ).toBeVisible();
  expect.soft(await findBlockingViolations(page), 'axe: /skill (fr-CA)').toEqual([]);
  await footer.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My skills' })).toBeVisible();
  expect(problems()).toEqual([]);
});
