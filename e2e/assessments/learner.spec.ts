import { ZAttemptSchema, ZQuestionResponseSchema, correctResponseOf } from '@portal/contracts';
import { callTenantApi } from '../support/api-client.ts';
import { findBlockingViolations } from '../support/axe.ts';
import { readAccessToken } from '../support/browser-storage.ts';
import { tenantOrigin } from '../support/e2e-server.ts';
import { watchPageProblems } from '../support/page-problems.ts';
import { expect, test } from '../support/test.ts';
import { answerByKeyboard, currentQuestion, nextQuestion } from './learner-answering.ts';

const acme = tenantOrigin('acme');
const boreal = tenantOrigin('boreal');

const SAVED_AT = /^Saved at \d\d:\d\d:\d\d$/;

/*
 * The demo seed gives every tenant a published set with a 10-minute time limit, assigned to
 * everyone. learner@acme.test has never started it (their seeded attempt is on an untimed set),
 * and every run starts from a fresh database, so the attempt here is theirs to take.
 */
test('a learner takes the timed test by keyboard, reloads and resumes, answers offline, submits and sees the result', async ({
  page,
  context,
  openWithSession,
}) => {
  // A whole attempt with two reloads and an offline spell: longer than one page's journey.
  test.slow();
  const problems = watchPageProblems(page);
  await openWithSession(page, `${acme}/assessment`, { email: 'learner@acme.test' });
  await expect(page.getByRole('heading', { level: 1, name: 'Test and Trivia' })).toBeVisible();
  const timed = page
    .getByRole('region', { name: 'To do' })
    .getByRole('listitem')
    .filter({ hasText: /(^|\D)10 minutes · / })
    .first();
  const title = (await timed.getByRole('link').innerText()).trim();
  await timed.getByRole('link').click();

  // The set page: its rules, then Start.
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveTitle(/^Assessment - /);
  await expect(
    page.getByText('Once started, the clock runs for 10 minutes, even if you leave the page.'),
  ).toBeVisible();
  expect.soft(await findBlockingViolations(page), 'axe: /assessment/:setId').toEqual([]);
  await page.getByRole('button', { name: 'Start', exact: true }).click();

  // The attempt: the server's countdown, two answers saved with the server's receipt.
  await expect(page).toHaveURL(/\/assessment\/attempt\/\d+$/);
  await expect(page).toHaveTitle(/^Assessment attempt - /);
  await expect(page.getByRole('timer', { name: 'Time left' })).toHaveText(/^(10:00|09:\d\d)$/);
  await answerByKeyboard(page);
  await expect(currentQuestion(page).getByTestId('save-receipt')).toHaveText(SAVED_AT);
  await nextQuestion(page);
  await expect(currentQuestion(page)).toHaveAccessibleName(/^Question 2 of \d+$/);
  await answerByKeyboard(page);
  await expect(currentQuestion(page).getByTestId('save-receipt')).toHaveText(SAVED_AT);
  await expect(page.getByTestId('attempt-sync-state')).toHaveText('All answers saved');
  expect.soft(await findBlockingViolations(page), 'axe: the attempt page').toEqual([]);

  // A reload resumes: both answers kept, the first question without one opens.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Question 1, answered' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Question 2, answered' })).toBeVisible();
  await expect(currentQuestion(page)).toHaveAccessibleName(/^Question 3 of \d+$/);
  await expect(page.getByRole('timer', { name: 'Time left' })).toHaveText(/^(10:00|0\d:\d\d)$/);

  // Offline for two answers: kept in the browser, said so, and sent when the connection is back.
  await context.setOffline(true);
  await answerByKeyboard(page);
  await expect(currentQuestion(page).getByTestId('save-receipt')).toHaveText(
    'Offline: this answer is kept and will be sent when you are back online.',
  );
  await nextQuestion(page);
  await answerByKeyboard(page);
  await expect(page.getByTestId('attempt-sync-state')).toHaveText('Offline: 2 answers waiting');
  await context.setOffline(false);
  await expect(page.getByTestId('attempt-sync-state')).toHaveText('All answers saved');
  await expect(currentQuestion(page).getByTestId('save-receipt')).toHaveText(SAVED_AT);
  await page.getByRole('button', { name: 'Question 3, answered' }).click();
  await expect(currentQuestion(page).getByTestId('save-receipt')).toHaveText(SAVED_AT);

  // The server has all four: another reload shows them answered.
  await page.reload();
  for (const number of [1, 2, 3, 4]) {
    await expect(page.getByRole('button', { name: `Question ${number}, answered` })).toBeVisible();
  }

  // Submit names what is unanswered, then the result.
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Submit your answers?' });
  await expect(dialog.getByText(/questions? ha(s|ve) no answer/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Submit my answers' }).click();
  await expect(page).toHaveURL(/\/assessment\/attempt\/\d+\/result$/);
  await expect(page).toHaveTitle(/^Assessment result - /);
  await expect(page.getByRole('heading', { level: 2, name: 'Your score' })).toBeVisible();
  await expect(page.getByTestId('attempt-score')).toHaveText(/^\d+\s?%$/);
  await expect(page.getByText(/^(Passed|Not passed)$/)).toBeVisible();
  expect.soft(await findBlockingViolations(page), 'axe: the result page').toEqual([]);

  // The set now lists the attempt, and my assessments count it as done.
  await page.getByRole('link', { name: 'About this assessment' }).click();
  await expect(
    page.getByRole('region', { name: 'My attempts' }).getByRole('link', { name: 'Attempt 1' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Test and Trivia' }).first().click();
  await expect(page.getByRole('region', { name: 'Done' }).getByRole('link', { name: title })).toBeVisible();
  expect(problems()).toEqual([]);
});

test('the attempt and result pages in French pass axe', async ({ page, openWithSession }) => {
  await openWithSession(page, `${boreal}/assessment`, { email: 'apprenant@boreal.test', locale: 'fr-CA' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/ - /);
  expect.soft(await findBlockingViolations(page), 'axe: /assessment (fr-CA)').toEqual([]);
  const timed = page
    .getByRole('region', { name: 'À faire' })
    .getByRole('listitem')
    .filter({ hasText: /(^|\D)10 minutes · / })
    .first();
  await timed.getByRole('link').click();
  await page.getByRole('button', { name: 'Commencer', exact: true }).click();
  await expect(page).toHaveURL(/\/assessment\/attempt\/\d+$/);
  await expect(page).toHaveTitle(/^Tentative d’évaluation - /);
  await expect(page.getByRole('timer', { name: 'Temps restant' })).toBeVisible();
  await answerByKeyboard(page, 'reçu');
  await expect(currentQuestion(page).getByTestId('save-receipt')).toHaveText(/^Enregistrée à /);
  expect.soft(await findBlockingViolations(page), 'axe: the attempt page (fr-CA)').toEqual([]);
  await page.getByRole('button', { name: 'Soumettre', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Soumettre vos réponses?' })
    .getByRole('button', { name: 'Soumettre mes réponses' })
    .click();
  await expect(page).toHaveURL(/\/result$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Votre note' })).toBeVisible();
  await expect(page).toHaveTitle(/^Résultat d’évaluation - /);
  expect.soft(await findBlockingViolations(page), 'axe: the result page (fr-CA)').toEqual([]);
});

/*
 * The demo seed adds "Store safety essentials" (untimed, pass mark 80 %) to the core path as an
 * elective of level 1, not done by learner@acme.test. The learner's answers are the right ones,
 * read from the admin API (the learner's view never holds them) and saved through the learner's
 * own saveResponse calls; the page then shows them after a reload, and the learner submits.
 */
test('passing the core path assessment completes its learning path item', async ({
  page,
  openWithSession,
  accessTokenWithSession,
}) => {
  // Two sign-ins, an attempt and the path: longer than one page's journey.
  test.slow();
  const problems = watchPageProblems(page);
  const adminToken = await accessTokenWithSession(acme, 'admin@acme.test');
  await openWithSession(page, `${acme}/learning-path`, { email: 'learner@acme.test' });
  const title = 'Store safety essentials';
  const item = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title, exact: true }) });
  await expect(item.getByText('To do', { exact: true })).toBeVisible();
  await item.getByRole('link', { name: title, exact: true }).click();
  await page.getByRole('link', { name: 'Open the assessment' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  const attemptRead = page.waitForResponse((response) => /\/api\/userAttempt\/\d+$/.test(response.url()));
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  const attempt = ZAttemptSchema.parse(await (await attemptRead).json());
  const learnerToken = (await readAccessToken(page)) ?? '';
  let clientSeq = 0;
  for (const question of attempt.questions) {
    const answer = await callTenantApi('acme', {
      method: 'GET',
      path: `/api/assessment/admin/questions/${question.questionId}`,
      token: adminToken,
    });
    const { content } = ZQuestionResponseSchema.parse(answer.body).returnValue;
    clientSeq += 1;
    const saved = await callTenantApi('acme', {
      method: 'POST',
      path: `/api/userAttempt/${attempt.attemptId}/saveResponse`,
      token: learnerToken,
      json: { questionId: question.questionId, response: correctResponseOf(content), clientSeq },
    });
    expect(saved.status).toBe(200);
  }

  await page.reload();
  await expect(page.getByRole('button', { name: `Question ${attempt.questions.length}, answered` })).toBeVisible();
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Submit your answers?' });
  await expect(dialog.getByText('Every question has an answer.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Submit my answers' }).click();
  await expect(page.getByTestId('attempt-score')).toHaveText(/^100\s?%$/);
  await expect(page.getByText('Passed', { exact: true })).toBeVisible();

  await page.goto(`${acme}/learning-path`);
  await expect(item.getByText('Done', { exact: true })).toBeVisible();
  expect(problems()).toEqual([]);
});
