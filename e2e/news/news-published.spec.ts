import { findBlockingViolations } from '../support/axe.ts';
import { tenantOrigin } from '../support/e2e-server.ts';
import { watchPageProblems } from '../support/page-problems.ts';
import { expect, test } from '../support/test.ts';
import { SCHEDULED_ARTICLE_TITLE } from './scheduled-article.ts';

const acme = tenantOrigin('acme');

/*
 * The second half of news.spec.ts's journey, in a project of its own that runs after the other
 * journeys (see playwright.config.ts): by then the article's publication minute has passed.
 */
test('the learner reads the scheduled article once its time has come, likes it, and sees it marked as read', async ({
  page,
  openWithSession,
}) => {
  // Room for the whole publication minute, should the article's half run alone.
  test.setTimeout(180_000);
  const title = SCHEDULED_ARTICLE_TITLE;
  const problems = watchPageProblems(page);
  await openWithSession(page, `${acme}/news`, { email: 'learner@acme.test' });
  await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
  // Should the other journeys have been quicker than the minute, it is waited for here.
  await expect(async () => {
    await page.reload();
    await expect(page.locator('[data-article-card]').first()).toBeVisible();
    // The list arrives whole: once a card shows, the article is among them or not there yet.
    await expect(page.getByRole('link', { name: title })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 120_000, intervals: [1_000, 2_000] });

  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveTitle(/^News article - /);
  await expect(page.locator('[data-article-body] strong')).toHaveText('nine sharp');
  await expect(page.locator('[data-article-body] li')).toHaveText(['Bakery', 'Garden centre']);
  const like = page.getByRole('button', { name: /^Like/ });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await expect(like).toHaveText(/0 likes/);
  await like.focus();
  await page.keyboard.press('Enter');
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toHaveText(/1 like$/);
  expect.soft(await findBlockingViolations(page), 'axe: an article').toEqual([]);

  // Back in the list, the article is marked as read.
  await page.getByRole('link', { name: 'News', exact: true }).first().click();
  const card = page.locator('[data-article-card]').filter({ hasText: title });
  await expect(card.getByText('Read', { exact: true })).toBeVisible();
  expect(problems()).toEqual([]);
});
