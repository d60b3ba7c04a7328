import type { TSaveResourceResponse } from '@portal/contracts';
import { encodeBase64 } from '@portal/contracts';
import { expect, test } from '../support/test.ts';
import type { Locator, Page } from '@playwright/test';
import { callTenantApi } from '../support/api-client.ts';
import { findBlockingViolations } from '../support/axe.ts';
import { tenantOrigin } from '../support/e2e-server.ts';
import { watchPageProblems } from '../support/page-problems.ts';

const acme = tenantOrigin('acme');
const boreal = tenantOrigin('boreal');

/** More than one page of the panel (30 per page): page 2 must be loaded by scrolling. */
const RESOURCE_COUNT = 32;

/** A word no demo content holds, so the journey's results are its own (letters only: one stem). */
function uniqueWord(): string {
  const letters = 'bcdfghjklmnpqrstvwxz';
  let word = 'zeph';
  for (let index = 0; index < 8; index += 1) {
    word += letters[Math.floor(Math.random() * letters.length)];
  }
  return word;
}

/** Published webinars (and one video link) titled with the word, made through the API as the admin. */
async function publishResources(token: string, word: string): Promise<void> {
  for (let index = 1; index <= RESOURCE_COUNT; index += 1) {
    const isVideoCourse = index === RESOURCE_COUNT;
    const created = await callTenantApi('acme', {
      method: 'POST',
      path: '/api/resources',
      token,
      json: {
        texts: {
          en: { title: `${word} briefing ${String(index).padStart(2, '0')}`, description: '<p>Team briefing.</p>' },
          'fr-CA': null,
        },
        categoryIds: [],
        assets: [
          isVideoCourse
            ? {
                assetTypeCode: 'COURSE_HOSTED',
                texts: { en: { title: 'Course' }, 'fr-CA': null },
                url: 'https://courses.example/briefing',
                assetAttachments: [],
              }
            : {
                assetTypeCode: 'URL_WEBINAR',
                texts: { en: { title: 'Recorded webinar' }, 'fr-CA': null },
                url: 'https://webinars.example/briefing',
                assetAttachments: [],
              },
        ],
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const resourceId = (created.body as TSaveResourceResponse).returnValue.resourceId;
    const published = await callTenantApi('acme', {
      method: 'GET',
      path: `/api/resources/${resourceId}/publish`,
      token,
    });
    expect(published.status).toBe(200);
  }
}

function resultLinks(scope: Page | Locator): Locator {
  return scope.getByRole('region', { name: /Resource Library/ }).getByRole('link');
}

async function openSearch(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Global search' }).click();
  const panel = page.getByRole('search', { name: 'Search' });
  await expect(panel).toBeVisible();
  return panel;
}

async function submitSearch(page: Page, text: string): Promise<void> {
  const box = page.getByRole('searchbox', { name: 'What are you looking for?' });
  await box.fill(text);
  await box.press('Enter');
}

test('a learner searches from the header: tabs, asset types, page 2 by scrolling, a result opens', async ({
  browser,
  openWithSession,
  accessTokenWithSession,
}) => {
  test.setTimeout(240_000);
  const word = uniqueWord();

  await publishResources(await accessTokenWithSession(`${acme}/dashboard`, 'admin@acme.test'), word);

  const context = await browser.newContext();
  const page = await context.newPage();
  const problems = watchPageProblems(page);
  await openWithSession(page, `${acme}/dashboard`, { email: 'learner@acme.test' });

  await openSearch(page);
  await expect(page.getByRole('main')).toBeHidden();
  // Too short first: the tenant's minimum, in the spec's words.
  await submitSearch(page, 'ze');
  await expect(page.getByText('Search text character length must be at least 3')).toBeVisible();

  await submitSearch(page, word);
  const results = page.getByRole('region', { name: /Resource Library/ });
  await expect(results.getByRole('heading', { name: `Resource Library (${RESOURCE_COUNT})` })).toBeVisible();
  await expect(resultLinks(page)).toHaveCount(30);
  expect.soft(await findBlockingViolations(page), 'axe: the search panel').toEqual([]);

  // Scrolling to the end loads the second page of the tab.
  await resultLinks(page).last().scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 5000);
  await expect(resultLinks(page)).toHaveCount(RESOURCE_COUNT);

  // Asset types: the one course only, then nothing for videos.
  const types = page.getByRole('group', { name: 'Asset types' });
  await types.getByText('Course', { exact: true }).click();
  await expect(resultLinks(page)).toHaveCount(1);
  await expect(resultLinks(page)).toHaveText([new RegExp(`${word} briefing ${RESOURCE_COUNT}`)]);
  await types.getByText('Course', { exact: true }).click();
  await types.getByText('Video', { exact: true }).click();
  await expect(page.getByText('No items were found. Please refine your query and try again')).toBeVisible();
  await types.getByText('Video', { exact: true }).click();
  await expect(results.getByRole('heading', { name: `Resource Library (${RESOURCE_COUNT})` })).toBeVisible();

  // Tabs: News has none of it; the Resource Library tab has every one, without asset toggles.
  await page.getByRole('tab', { name: 'News' }).click();
  await expect(page.getByText('No items were found. Please refine your query and try again')).toBeVisible();
  await page.getByRole('tab', { name: 'Resource Library' }).click();
  await expect(results.getByRole('heading', { name: `Resource Library (${RESOURCE_COUNT})` })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Asset types' })).toBeHidden();

  // A result opens its resource; the overlay closes with the navigation.
  await resultLinks(page).first().click();
  await expect(page).toHaveURL(/\/resources\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^${word} briefing`) })).toBeVisible();
  await expect(page.getByRole('search', { name: 'Search' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Global search' })).toHaveAttribute('aria-expanded', 'false');

  // The same search on the search page, shared as a URL: the same results, again after a reload.
  await page.goto(`${acme}/search?term=${encodeURIComponent(encodeBase64(word))}&tab=RESOURCELIBRARY`);
  await expect(page.getByRole('searchbox', { name: 'What are you looking for?' })).toHaveValue(word);
  await expect(resultLinks(page)).toHaveCount(30);
  const titles = await resultLinks(page).allTextContents();
  await page.reload();
  await expect(resultLinks(page)).toHaveCount(30);
  expect(await resultLinks(page).allTextContents()).toEqual(titles);
  // A bad address is explained, never a crash.
  await page.goto(`${acme}/search?term=%25%25%25&certificationStatus=maybe`);
  await expect(page.getByRole('alert')).toContainText('could not be read');
  expect(problems()).toEqual([]);
  await context.close();
});

test('fr-CA search on boreal finds French content with or without accents', async ({ page, openWithSession }) => {
  test.setTimeout(150_000);
  const problems = watchPageProblems(page);
  await openWithSession(page, `${boreal}/dashboard`, { email: 'apprenant@boreal.test', locale: 'fr-CA' });
  await page.getByRole('button', { name: 'Recherche globale' }).click();
  const box = page.getByRole('searchbox', { name: 'Que cherchez-vous?' });
  const links = () => page.getByRole('region', { name: /Bibliothèque/ }).getByRole('link');

  await box.fill('sécurité');
  await box.press('Enter');
  await expect(links().first()).toBeVisible();
  const accented = await links().allTextContents();
  expect(accented.some((title) => /sécurité/i.test(title))).toBe(true);

  await box.fill('securite');
  await box.press('Enter');
  await expect(links().first()).toBeVisible();
  expect(await links().allTextContents()).toEqual(accented);
  // The matched words are marked, accents as written.
  await expect(page.locator('mark', { hasText: /^sécurité$/i }).first()).toBeVisible();
  expect.soft(await findBlockingViolations(page), 'axe: the search panel in fr-CA').toEqual([]);
  expect(problems()).toEqual([]);
});
