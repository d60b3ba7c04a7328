import { findBlockingViolations } from '../support/axe.ts';
import { tenantOrigin } from '../support/e2e-server.ts';
import { watchPageProblems } from '../support/page-problems.ts';
import { expect, test, watchCspViolations } from '../support/test.ts';

const acme = tenantOrigin('acme');
const boreal = tenantOrigin('boreal');

/*
 * The news topics admin: the admin adds a topic of their own (a unique name, so the demo's topics,
 * which other journeys read, stay as they are), renames it in French, finds it at once in the
 * news's topic filter, then deletes it. Axe on the page in en and fr-CA.
 */
test('an admin adds a news topic in both languages, renames it, finds it in the news filter and deletes it', async ({
  page,
  browser,
  openWithSession,
}) => {
  test.setTimeout(240_000);
  const suffix = Date.now().toString(36);
  const nameEn = `Garden ${suffix}`;
  const problems = watchPageProblems(page);
  await openWithSession(page, `${acme}/news/admin`, { email: 'admin@acme.test' });
  await expect(page.getByRole('heading', { level: 1, name: 'News admin' })).toBeVisible();
  await page.getByRole('link', { name: 'Topics', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'News topics' })).toBeVisible();
  await expect(page).toHaveTitle(/^News topics - /);
  await expect(page.getByRole('table')).toBeVisible();
  expect.soft(await findBlockingViolations(page), 'axe: /news/admin/topics').toEqual([]);

  // Both names are needed: the English one alone is refused on the page.
  await page.getByLabel('Name in English').fill(nameEn);
  await page.getByRole('button', { name: 'Add the topic' }).click();
  await expect(page.getByText('Enter the topic name in both languages')).toBeVisible();
  await page.getByLabel('Name in French').fill(`Jardin ${suffix}`);
  await page.getByLabel('Name in French').press('Enter');
  const row = page.getByRole('row').filter({ hasText: nameEn });
  await expect(row).toContainText(`Jardin ${suffix}`);
  await expect(row).toContainText('0 articles');

  await row.getByRole('button', { name: `Rename the topic ${nameEn}` }).click();
  const dialog = page.getByRole('dialog', { name: `Rename “${nameEn}”` });
  await dialog.getByLabel('Name in French').fill(`Potager ${suffix}`);
  expect.soft(await findBlockingViolations(page), 'axe: the rename dialog').toEqual([]);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText(`Potager ${suffix}`);

  // The news's topic filter has it at once (its list is cacheable, and fetched again after a change).
  await page.goto(`${acme}/news`);
  const filter = page.getByRole('radiogroup', { name: 'Topic', exact: true });
  await expect(filter.getByText(nameEn)).toBeVisible();

  await page.goto(`${acme}/news/admin/topics`);
  await page.getByRole('button', { name: `Delete the topic ${nameEn}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete the topic' });
  await expect(confirm).toContainText('keep their other topics');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('row').filter({ hasText: nameEn })).toHaveCount(0);
  await page.goto(`${acme}/news`);
  await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
  await expect(page.locator('[data-article-card]').first()).toBeVisible();
  await expect(page.getByText(nameEn)).toHaveCount(0);
  expect(problems()).toEqual([]);

  // In French.
  const frenchContext = await browser.newContext();
  const violations: string[] = [];
  await watchCspViolations(frenchContext, violations);
  const french = await frenchContext.newPage();
  await openWithSession(french, `${boreal}/news/admin/topics`, { email: 'admin@boreal.test', locale: 'fr-CA' });
  await expect(french.getByRole('heading', { level: 1, name: 'Sujets des nouvelles' })).toBeVisible();
  await expect(french.getByLabel('Nom en français')).toBeVisible();
  expect.soft(await findBlockingViolations(french), 'axe: /news/admin/topics (fr-CA)').toEqual([]);
  expect(violations).toEqual([]);
  await frenchContext.close();
});
