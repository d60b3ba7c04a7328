import type { Page } from '@playwright/test';
import { findBlockingViolations } from '../support/axe.ts';
import { tenantOrigin } from '../support/e2e-server.ts';
import { watchPageProblems } from '../support/page-problems.ts';
import { expect, test } from '../support/test.ts';

const acme = tenantOrigin('acme');

/*
 * The demo seed's "Fire warden course" has one seat: Sam Seller (sam@acme.test) holds it and Riley
 * Rivera (riley@acme.test) waits. No other journey registers either of them for anything, and this
 * one ends as seeded (Sam seated, Riley waiting). Both browse acme in its default English; Riley's
 * notifications are written in her preferred French.
 */
const COURSE = 'Fire warden course';
const PROMOTION = 'Une place s’est libérée : Cours des responsables d’évacuation';

async function openMine(page: Page, tab: string, title: string): Promise<void> {
  await page.getByRole('tab', { name: tab }).click();
  await page.getByRole('link', { name: title }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

test('a waiting learner is promoted when a seat frees, and is told so', async ({ browser, openWithSession }) => {
  test.setTimeout(300_000);
  const samContext = await browser.newContext();
  const sam = await samContext.newPage();
  const samProblems = watchPageProblems(sam);
  await openWithSession(sam, `${acme}/event`, { email: 'sam@acme.test' });
  await expect(sam.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  await openMine(sam, 'Mine', COURSE);
  await expect(sam.getByText("You're registered.", { exact: true }).first()).toBeVisible();

  // Sam gives up his seat: it goes to Riley, so the session is full again for him.
  await sam.getByRole('button', { name: 'Cancel my registration' }).click();
  const dialog = sam.getByRole('dialog', { name: 'Cancel your registration?' });
  await dialog.getByRole('button', { name: 'Cancel registration' }).click();
  await expect(dialog).toBeHidden();
  await expect(sam.getByRole('button', { name: 'Join the waiting list' })).toBeVisible();
  await expect(sam.getByText("You're registered.", { exact: true })).toHaveCount(0);
  expect.soft(await findBlockingViolations(sam), 'axe: the event page after cancelling (en)').toEqual([]);

  // Riley finds herself registered, and the notification that says so.
  const rileyContext = await browser.newContext();
  const riley = await rileyContext.newPage();
  const rileyProblems = watchPageProblems(riley);
  await openWithSession(riley, `${acme}/event`, { email: 'riley@acme.test' });
  await expect(riley.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  await openMine(riley, 'Mine', COURSE);
  await expect(riley).toHaveTitle(/^Event - /);
  await expect(riley.getByText("You're registered.", { exact: true }).first()).toBeVisible();
  expect.soft(await findBlockingViolations(riley), 'axe: the event page of the promoted learner').toEqual([]);

  await riley.getByRole('link', { name: /^Notifications/ }).click();
  await expect(riley).toHaveURL(/\/dashboard\/notifications$/);
  const promotion = riley.getByRole('article', { name: PROMOTION });
  await expect(promotion).toBeVisible();
  await expect(promotion).toHaveAttribute('data-unread', 'true');
  await expect(promotion.getByRole('link', { name: 'Ajouter au calendrier (.ics)' })).toBeVisible();
  expect.soft(await findBlockingViolations(riley), 'axe: the notification centre').toEqual([]);

  // Back as seeded: Riley leaves, Sam takes the seat again, Riley waits again.
  await riley.goBack();
  await expect(riley.getByRole('heading', { level: 1, name: COURSE })).toBeVisible();
  await riley.getByRole('button', { name: 'Cancel my registration' }).click();
  await riley
    .getByRole('dialog', { name: 'Cancel your registration?' })
    .getByRole('button', { name: 'Cancel registration' })
    .click();
  await expect(riley.getByRole('button', { name: 'Register', exact: true })).toBeVisible();
  await sam.reload();
  await sam.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(sam.getByText("You're registered.", { exact: true }).first()).toBeVisible();
  await riley.reload();
  await riley.getByRole('button', { name: 'Join the waiting list' }).click();
  await expect(riley.getByText("You're number 1 on the waiting list.", { exact: true }).first()).toBeVisible();

  expect(samProblems()).toEqual([]);
  expect(rileyProblems()).toEqual([]);
  await samContext.close();
  await rileyContext.close();
});
