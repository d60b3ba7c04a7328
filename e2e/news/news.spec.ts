import type { Page } from '@playwright/test';
import { findBlockingViolations } from '../support/axe.ts';
import { tenantOrigin } from '../support/e2e-server.ts';
import { watchPageProblems } from '../support/page-problems.ts';
import { expect, test, watchCspViolations } from '../support/test.ts';
import { SCHEDULED_ARTICLE_TITLE } from './scheduled-article.ts';

const acme = tenantOrigin('acme');
const boreal = tenantOrigin('boreal');

/**
 * The moment the article goes live, in the browser's time: the next whole minute at least 25 s away,
 * time enough to confirm the picker and save before it (the journey checks "Scheduled").
 */
async function publishMoment(page: Page): Promise<{ day: string; hours: string; minutes: string; at: number }> {
  return page.evaluate(() => {
    const at = new Date(Date.now() + 25_000);
    at.setSeconds(0, 0);
    at.setMinutes(at.getMinutes() + 1);
    const pad = (value: number) => String(value).padStart(2, '0');
    const month = new Intl.DateTimeFormat('en', { month: 'long' }).format(at);
    return {
      day: `${at.getDate()} ${month} ${at.getFullYear()}`,
      hours: pad(at.getHours()),
      minutes: pad(at.getMinutes()),
      at: at.getTime(),
    };
  });
}

/*
 * The journey writes its own article (a unique title, for everyone, not pinned): the demo's
 * articles and their pins, which other journeys may read, stay as they are.
 */
test('an admin writes an article in the rich-text editor and schedules it; the learner does not see it before its time', async ({
  page,
  browser,
  openWithSession,
}) => {
  // Signing two people in and writing in the rich-text editor: slow on a busy machine.
  test.setTimeout(240_000);
  const title = SCHEDULED_ARTICLE_TITLE;
  const problems = watchPageProblems(page);
  await openWithSession(page, `${acme}/news/admin`, { email: 'admin@acme.test' });
  await expect(page.getByRole('heading', { level: 1, name: 'News admin' })).toBeVisible();
  await expect(page).toHaveTitle(/^News admin - /);
  await expect(page.getByRole('table')).toBeVisible();
  expect.soft(await findBlockingViolations(page), 'axe: /news/admin').toEqual([]);

  await page.getByRole('link', { name: 'New article' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'New article' })).toBeVisible();
  await page.getByLabel('Title (English)').fill(title);
  await page.getByLabel('Summary (English)').fill('The new store opens on Monday.');

  // The body, by keyboard and the toolbar: a bold phrase, then a bulleted list.
  const body = page.getByRole('textbox', { name: 'Text (English)' });
  // Tiptap loads on its own after the form (a large chunk on a busy machine).
  await expect(body).toBeVisible({ timeout: 60_000 });
  await body.click();
  await page.keyboard.type('Doors open at ');
  await page.getByRole('button', { name: 'Bold', exact: true }).click();
  await page.keyboard.type('nine sharp');
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.type('.');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Bulleted list' }).click();
  await page.keyboard.type('Bakery');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Garden centre');
  await expect(body.locator('strong')).toHaveText('nine sharp');
  await expect(body.locator('ul > li')).toHaveCount(2);
  expect.soft(await findBlockingViolations(page), 'axe: the article editor').toEqual([]);

  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Published' }).click();

  // The preview is the learner's article component.
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('dialog', { name: 'Preview: as learners will see it' });
  await expect(preview.getByRole('heading', { name: title })).toBeVisible();
  await expect(preview.locator('[data-article-body] strong')).toHaveText('nine sharp');
  await expect(preview.locator('[data-article-body] li')).toHaveText(['Bakery', 'Garden centre']);
  expect.soft(await findBlockingViolations(page), 'axe: the preview').toEqual([]);
  await preview.getByRole('button', { name: 'Close' }).click();

  // The learner opens the news before the article is saved, to look for it the moment it is.
  const learnerContext = await browser.newContext();
  const violations: string[] = [];
  await watchCspViolations(learnerContext, violations);
  const learner = await learnerContext.newPage();
  const learnerProblems = watchPageProblems(learner, { expectedResponses: [] });
  await openWithSession(learner, `${acme}/news`, { email: 'learner@acme.test' });
  await expect(learner.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
  await expect(learner).toHaveTitle(/^News - /);
  await expect(learner.locator('[data-article-card]').first()).toBeVisible();
  expect.soft(await findBlockingViolations(learner), 'axe: /news').toEqual([]);

  // Scheduled last, as close ahead as the picker's whole minutes allow (everything else is done).
  // The learner reads it in news-published.spec.ts, which runs once the other journeys are done:
  // the minute passes while they run instead of in a wait here.
  const moment = await publishMoment(page);
  await page.getByRole('button', { name: 'Publish at' }).click();
  await page.getByRole('button', { name: moment.day, exact: true }).click();
  await page.getByLabel('Hours', { exact: true }).fill(moment.hours);
  await page.getByLabel('Minutes', { exact: true }).fill(moment.minutes);
  await page.getByRole('button', { name: 'Confirm the date and time' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/news\/admin$/);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row.getByText('Scheduled')).toBeVisible();
  expect(problems()).toEqual([]);

  // Not in the learner's news before its time (the list arrives whole: once a card shows, the
  // article is among them or not).
  await learner.reload();
  await expect(learner.locator('[data-article-card]').first()).toBeVisible();
  if (Date.now() < moment.at - 5_000) {
    await expect(learner.getByRole('link', { name: title })).toHaveCount(0);
  }
  expect(learnerProblems()).toEqual([]);
  expect(violations).toEqual([]);
  await learnerContext.close();
});

test('the news pages in French pass axe', async ({ page, browser, openWithSession }) => {
  test.setTimeout(180_000);
  const problems = watchPageProblems(page);
  await openWithSession(page, `${boreal}/news`, { email: 'apprenant@boreal.test', locale: 'fr-CA' });
  await expect(page.getByRole('heading', { level: 1, name: 'Nouvelles' })).toBeVisible();
  await expect(page.locator('[data-article-card]').first()).toBeVisible();
  expect.soft(await findBlockingViolations(page), 'axe: /news (fr-CA)').toEqual([]);
  await page.locator('[data-article-card]').first().getByRole('link').click();
  await expect(page.getByRole('button', { name: /^J’aime/ })).toBeVisible();
  await expect(page.locator('[data-article-body]')).toBeVisible();
  expect.soft(await findBlockingViolations(page), 'axe: an article (fr-CA)').toEqual([]);
  expect(problems()).toEqual([]);

  const adminContext = await browser.newContext();
  const violations: string[] = [];
  await watchCspViolations(adminContext, violations);
  const admin = await adminContext.newPage();
  await openWithSession(admin, `${boreal}/news/admin/new`, { email: 'admin@boreal.test', locale: 'fr-CA' });
  await expect(admin.getByRole('heading', { level: 1, name: 'Nouvel article' })).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Gras', exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(admin.getByRole('button', { name: 'Liste à puces' })).toBeVisible();
  expect.soft(await findBlockingViolations(admin), 'axe: the article editor (fr-CA)').toEqual([]);
  await admin.goto(`${boreal}/news/admin`);
  await expect(admin.getByRole('heading', { level: 1, name: 'Gestion des nouvelles' })).toBeVisible();
  await expect(admin.getByRole('table')).toBeVisible();
  expect.soft(await findBlockingViolations(admin), 'axe: /news/admin (fr-CA)').toEqual([]);
  expect(violations).toEqual([]);
  await adminContext.close();
});
