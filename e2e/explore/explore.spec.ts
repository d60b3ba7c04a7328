import type { Page } from '@playwright/test';
import { findBlockingViolations } from '../support/axe.ts';
import { tenantOrigin } from '../support/e2e-server.ts';
import { watchPageProblems } from '../support/page-problems.ts';
import { expect, test } from '../support/test.ts';

const acme = tenantOrigin('acme');
const boreal = tenantOrigin('boreal');

const KINDS = ['ASSESSMENT', 'EVENT', 'NEWS', 'PATH', 'RESOURCE'] as const;

/** The kinds of the cards on the page (each card names its kind in `data-explore-card`). */
async function cardKinds(page: Page): Promise<Set<string>> {
  const counts = await Promise.all(KINDS.map((kind) => page.locator(`[data-explore-card="${kind}"]`).count()));
  return new Set(KINDS.filter((_, index) => (counts[index] ?? 0) > 0));
}

/*
 * Explore (issue 20): acme's learner finds cards of every module acme has on (paths, resources,
 * tests, events, news), narrows them to one kind, opens an event in its own page, and lists what
 * is new this week in full. Boreal has no Events module: no event card and no Events chip.
 * Axe in English and French.
 */
test('a learner explores every module of acme, filters by kind and opens an event', async ({
  page,
  openWithSession,
}) => {
  test.setTimeout(180_000);
  const problems = watchPageProblems(page);
  await openWithSession(page, `${acme}/explore`, { email: 'learner@acme.test' });
  await expect(page.getByRole('heading', { level: 1, name: 'Explore' })).toBeVisible();
  await expect(page).toHaveTitle(/^Explore - /);
  await expect(
    page.getByRole('region', { name: 'New this week' }).locator('[data-explore-card]').first(),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'By category' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'By competency' })).toBeVisible();
  expect([...(await cardKinds(page))].sort()).toEqual(['ASSESSMENT', 'EVENT', 'NEWS', 'PATH', 'RESOURCE']);
  expect.soft(await findBlockingViolations(page), 'axe: /explore').toEqual([]);

  // One kind at a time.
  const chips = page.getByRole('group', { name: 'Show only' });
  await chips.getByText('Events', { exact: true }).click();
  await expect(page).toHaveURL(/[?&]kind=EVENT/);
  await expect.poll(async () => [...(await cardKinds(page))]).toEqual(['EVENT']);

  // An event card opens the event's own page.
  const event = page.locator('[data-explore-card="EVENT"]').first().getByRole('link');
  const title = (await event.textContent()) ?? '';
  await event.click();
  await expect(page).toHaveURL(/\/event\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // Back, then everything new this week, in full.
  await page.goBack();
  await chips.getByText('Events', { exact: true }).click();
  await expect(page).not.toHaveURL(/kind=/);
  await page.getByRole('link', { name: 'See all: New this week' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New this week' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: /breadcrumb/i }).getByRole('link', { name: 'Explore' }),
  ).toBeVisible();
  await expect(page.getByText(/^\d+ items?$/)).toBeVisible();
  expect.soft(await findBlockingViolations(page), 'axe: /explore?new=1').toEqual([]);
  expect(problems()).toEqual([]);
});

test('boreal, without events, shows no event card, in French', async ({ page, openWithSession }) => {
  test.setTimeout(120_000);
  await openWithSession(page, `${boreal}/explore`, { email: 'apprenant@boreal.test', locale: 'fr-CA' });
  await expect(page.getByRole('heading', { level: 1, name: 'Explorer' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Nouveau cette semaine' }).locator('[data-explore-card]').first(),
  ).toBeVisible();
  const kinds = await cardKinds(page);
  expect(kinds.has('EVENT')).toBe(false);
  expect(kinds.size).toBeGreaterThan(1);
  const chips = page.getByRole('group', { name: 'Afficher seulement' });
  await expect(chips.getByText('Parcours', { exact: true })).toBeVisible();
  await expect(chips.getByText('Événements', { exact: true })).toHaveCount(0);
  expect.soft(await findBlockingViolations(page), 'axe: /explore (fr-CA)').toEqual([]);

  // Searching titles.
  await page.getByRole('searchbox', { name: 'Rechercher par titre' }).fill('cadenassage');
  await page.getByRole('button', { name: 'Rechercher', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Résultats pour « cadenassage »' })).toBeVisible();
  await expect(page.locator('[data-explore-card]').first()).toBeVisible();
  expect.soft(await findBlockingViolations(page), 'axe: /explore?q (fr-CA)').toEqual([]);
});
