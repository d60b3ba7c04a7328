import type { Locator, Page } from '@playwright/test';
import { findBlockingViolations } from '../support/axe.ts';
import { tenantOrigin } from '../support/e2e-server.ts';
import { watchPageProblems } from '../support/page-problems.ts';
import { expect, test, watchCspViolations } from '../support/test.ts';

const acme = tenantOrigin('acme');

/*
 * The demo seeds acme's store with ten rewards; the demo learner (Lena Learner) has points enough for
 * the cheapest ones. "Coffee on us" (40 coins, no per-person limit) is the one this journey redeems:
 * no other journey orders from the store, and each run starts from a fresh database.
 */
const REWARD = 'Coffee on us';
const REWARD_PRICE = 40;

/** The figure the wallet shows under a label, as a number ("1,234" -> 1234). */
async function walletFigure(page: Page, label: string): Promise<number> {
  const figure = page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd');
  await expect(figure).toHaveText(/\d/);
  return Number((await figure.innerText()).replaceAll(/\D/g, ''));
}

function orderOf(page: Page, rewardName: string): Locator {
  return page.locator('[data-order]', { has: page.getByRole('heading', { name: rewardName }) }).first();
}

test('a learner redeems a reward, sees the coins drop and the order listed; the admin fulfils it', async ({
  page,
  browser,
  openWithSession,
}) => {
  test.setTimeout(300_000);
  const problems = watchPageProblems(page);

  // The wallet and the catalogue.
  await openWithSession(page, `${acme}/stores`, { email: 'learner@acme.test' });
  await expect(page.getByRole('heading', { level: 1, name: 'Rewards store' })).toBeVisible();
  await expect(page).toHaveTitle(/^Rewards store - /);
  const card = page.getByRole('article', { name: REWARD });
  await expect(card).toBeVisible();
  const coinsBefore = await walletFigure(page, 'Coins to spend');
  expect(coinsBefore).toBeGreaterThanOrEqual(REWARD_PRICE);
  expect.soft(await findBlockingViolations(page), 'axe: /stores').toEqual([]);

  // Redeemed: the coins drop at once and the order is listed as placed.
  await card.getByRole('button', { name: `Redeem ${REWARD}` }).click();
  const dialog = page.getByRole('dialog', { name: `Redeem ${REWARD}` });
  await expect(dialog.getByText(`Total: ${REWARD_PRICE} coins`)).toBeVisible();
  expect.soft(await findBlockingViolations(page), 'axe: the redeem dialog').toEqual([]);
  await dialog.getByRole('button', { name: 'Place the order' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`${REWARD} redeemed for ${REWARD_PRICE} coins.`, { exact: false })).toBeVisible();
  await expect.poll(() => walletFigure(page, 'Coins to spend')).toBe(coinsBefore - REWARD_PRICE);
  await expect(card).toContainText('1 redeemed by you');

  await page.getByRole('link', { name: 'My orders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
  await expect(page).toHaveTitle(/^My orders - /);
  await expect(orderOf(page, REWARD)).toContainText('Placed');
  expect.soft(await findBlockingViolations(page), 'axe: /stores/orders').toEqual([]);

  await page.getByRole('link', { name: 'Leaderboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Leaderboard' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Month' })).toBeVisible();
  await expect(page.getByText(/^You (are #\d+ with|have no points)/)).toBeVisible();
  expect.soft(await findBlockingViolations(page), 'axe: /stores/leaderboard').toEqual([]);

  // The store admin, in a browser of their own, fulfils the order.
  const adminContext = await browser.newContext();
  const adminViolations: string[] = [];
  await watchCspViolations(adminContext, adminViolations);
  const admin = await adminContext.newPage();
  const adminProblems = watchPageProblems(admin);
  await openWithSession(admin, `${acme}/stores/admin/orders`, { email: 'admin@acme.test' });
  await expect(admin.getByRole('heading', { level: 1, name: 'Store orders' })).toBeVisible();
  const fulfil = admin.getByRole('button', { name: `Fulfil the order of Lena Learner for ${REWARD}` });
  await expect(fulfil).toBeVisible();
  expect.soft(await findBlockingViolations(admin), 'axe: /stores/admin/orders').toEqual([]);
  await fulfil.click();
  await expect(admin.getByText('The order of Lena Learner is fulfilled.')).toBeVisible();
  await expect(fulfil).toBeHidden();

  // Refunding asks first (kept here: the seeded waiting order stays placed).
  await admin
    .getByRole('button', { name: /^Refund the order of / })
    .first()
    .click();
  const refund = admin.getByRole('dialog', { name: 'Refund this order?' });
  await expect(refund).toContainText('coins back');
  expect.soft(await findBlockingViolations(admin), 'axe: the refund dialog').toEqual([]);
  await refund.getByRole('button', { name: 'Keep the order' }).click();
  await expect(refund).toBeHidden();

  await admin.getByRole('link', { name: 'Rewards', exact: true }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Store rewards' })).toBeVisible();
  await expect(admin.getByRole('link', { name: REWARD })).toBeVisible();
  expect.soft(await findBlockingViolations(admin), 'axe: /stores/admin/rewards').toEqual([]);
  await admin.getByRole('link', { name: REWARD }).click();
  await expect(admin.getByRole('heading', { level: 1, name: REWARD })).toBeVisible();
  await expect(admin.getByRole('textbox', { name: 'Name (French)' })).toHaveValue('Un café offert');
  expect.soft(await findBlockingViolations(admin), 'axe: a reward’s editor').toEqual([]);
  await admin.goto(`${acme}/stores/admin/rules`);
  await expect(admin.getByRole('heading', { level: 1, name: 'Point rules' })).toBeVisible();
  await expect(admin.getByRole('textbox', { name: 'Passing an assessment' })).toBeVisible();
  expect.soft(await findBlockingViolations(admin), 'axe: /stores/admin/rules').toEqual([]);

  // The learner sees the order fulfilled.
  await page.getByRole('link', { name: 'My orders' }).click();
  await expect(orderOf(page, REWARD)).toContainText('Fulfilled');

  expect(adminProblems()).toEqual([]);
  expect(adminViolations, 'Content Security Policy violations in the admin’s browser').toEqual([]);
  await adminContext.close();
  expect(problems()).toEqual([]);
});

test('the store’s pages pass axe in French, the learner’s and the admin’s', async ({
  page,
  browser,
  openWithSession,
}) => {
  test.setTimeout(300_000);
  const problems = watchPageProblems(page);
  await openWithSession(page, `${acme}/stores`, { email: 'learner@acme.test' });
  await expect(page.getByRole('heading', { level: 1, name: 'Rewards store' })).toBeVisible();

  // In French, then back to English (the person's choice is kept for the journeys after this one).
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('button', { name: 'Français' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Boutique de récompenses' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Un café offert' })).toBeVisible();
  expect.soft(await findBlockingViolations(page), 'axe: /stores (fr-CA)').toEqual([]);
  await page.getByRole('button', { name: 'Échanger Un café offert' }).click();
  const dialog = page.getByRole('dialog', { name: 'Échanger Un café offert' });
  await expect(dialog.getByText('Total : 40 pièces')).toBeVisible();
  expect.soft(await findBlockingViolations(page), 'axe: the redeem dialog (fr-CA)').toEqual([]);
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('link', { name: 'Mes commandes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mes commandes' })).toBeVisible();
  await expect(page.locator('[data-order], [data-empty-state]').first()).toBeVisible();
  expect.soft(await findBlockingViolations(page), 'axe: /stores/orders (fr-CA)').toEqual([]);
  await page.getByRole('link', { name: 'Classement' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Classement' })).toBeVisible();
  await expect(page.getByText(/^Vous (êtes au rang|n’avez pas encore)/)).toBeVisible();
  expect.soft(await findBlockingViolations(page), 'axe: /stores/leaderboard (fr-CA)').toEqual([]);
  await footer.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Leaderboard' })).toBeVisible();

  const adminContext = await browser.newContext();
  const adminViolations: string[] = [];
  await watchCspViolations(adminContext, adminViolations);
  const admin = await adminContext.newPage();
  const adminProblems = watchPageProblems(admin);
  await openWithSession(admin, `${acme}/stores/admin/rules`, { email: 'admin@acme.test' });
  await expect(admin.getByRole('heading', { level: 1, name: 'Point rules' })).toBeVisible();
  const adminFooter = admin.getByRole('contentinfo');
  await adminFooter.getByRole('button', { name: 'Français' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Règles de points' })).toBeVisible();
  await expect(admin.getByRole('textbox', { name: 'Réussir une évaluation' })).toBeVisible();
  expect.soft(await findBlockingViolations(admin), 'axe: /stores/admin/rules (fr-CA)').toEqual([]);
  await admin.getByRole('link', { name: 'Commandes', exact: true }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Commandes de la boutique' })).toBeVisible();
  await expect(admin.getByRole('table')).toBeVisible();
  expect.soft(await findBlockingViolations(admin), 'axe: /stores/admin/orders (fr-CA)').toEqual([]);
  await admin.getByRole('link', { name: 'Récompenses', exact: true }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Récompenses de la boutique' })).toBeVisible();
  await expect(admin.getByRole('link', { name: 'Un café offert' })).toBeVisible();
  expect.soft(await findBlockingViolations(admin), 'axe: /stores/admin/rewards (fr-CA)').toEqual([]);
  await admin.getByRole('link', { name: 'Nouvelle récompense' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Nouvelle récompense' })).toBeVisible();
  expect.soft(await findBlockingViolations(admin), 'axe: a new reward (fr-CA)').toEqual([]);
  await adminFooter.getByRole('button', { name: 'English' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'New reward' })).toBeVisible();

  expect(adminProblems()).toEqual([]);
  expect(adminViolations, 'Content Security Policy violations in the admin’s browser').toEqual([]);
  await adminContext.close();
  expect(problems()).toEqual([]);
});
