import type { TCreateUserNotificationResponse } from '@portal/contracts';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { findBlockingViolations, waitForAnimationsToFinish } from '../support/axe.ts';
import { readSessionStorage } from '../support/browser-storage.ts';
import { tenantOrigin } from '../support/e2e-server.ts';
import { watchPageProblems } from '../support/page-problems.ts';
import { openSignedIn, signInForAccessToken } from '../support/sign-in.ts';
import { sendGeneralNotification } from './send-notification.ts';

const acme = tenantOrigin('acme');

/** The seeded Important notification of learner@acme.test (db/seed/seed-notifications.ts). */
const SEEDED_IMPORTANT = 'Annual compliance training is due';

// Both journeys change the learner's unread count: one after the other, never side by side.
test.describe.configure({ mode: 'serial' });

/** The bell's unread count, read from its accessible name ('Notifications (3 new)'; 0 without a badge). */
async function readBellCount(page: Page): Promise<number> {
  const bell = page.getByRole('link', { name: /^Notifications/ });
  await expect(bell).toBeVisible();
  const name = (await bell.getAttribute('aria-label')) ?? '';
  return Number(/\((\d+) new\)/.exec(name)?.[1] ?? 0);
}

test('the learner sees the Important pop-up once after signing in; dismissing it lowers the bell', async ({ page }) => {
  test.setTimeout(60_000);
  const problems = watchPageProblems(page);
  await openSignedIn(page, `${acme}/dashboard`, { email: 'learner@acme.test', showImportantPopup: true });

  const popup = page.getByRole('dialog', { name: SEEDED_IMPORTANT });
  await expect(popup).toBeVisible();
  await expect(popup).toContainText('1 of 1');
  await expect(popup.getByRole('listitem').first()).toHaveText('Code of conduct');
  await expect(page.getByTestId('notification-badge')).toBeVisible();
  const before = await readBellCount(page);
  expect(before).toBeGreaterThan(0);
  await waitForAnimationsToFinish(page);
  expect.soft(await findBlockingViolations(page), 'axe: the Important pop-up').toEqual([]);

  // Keyboard: the Dismiss button has the focus.
  await expect(popup.getByRole('button', { name: 'Dismiss' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('link', { name: `Notifications (${before - 1} new)` })).toBeVisible();
  // The modal closes a second after the last one.
  await expect(popup).toBeHidden();
  expect((await readSessionStorage(page)).freshLogin).toBe('false');

  // A reload is not a sign-in: no pop-up again.
  const checked = page.waitForResponse(/\/api\/user-notification\/unread\/count/);
  await page.reload();
  await checked;
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(1_500);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The centre lists it as read and, its pop-up shown, deletable.
  await page.getByRole('link', { name: /^Notifications/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/notifications$/);
  await page.getByRole('tab', { name: 'Important' }).click();
  const card = page.getByRole('article', { name: SEEDED_IMPORTANT });
  await expect(card).toHaveAttribute('data-unread', 'false');
  await expect(card.getByRole('button', { name: `Delete “${SEEDED_IMPORTANT}”` })).toBeVisible();
  expect.soft(await findBlockingViolations(page), 'axe: the notification centre').toEqual([]);
  expect(problems()).toEqual([]);
});

test('a notification an administrator sends reaches the open page of the learner without a reload', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const adminToken = await signInForAccessToken(browser, `${acme}/dashboard`, 'admin@acme.test');

  const context = await browser.newContext();
  const page = await context.newPage();
  const problems = watchPageProblems(page);
  const streamOpened = page.waitForResponse(/\/api\/user-notification\/stream\?ticket=/);
  await openSignedIn(page, `${acme}/dashboard/notifications`, { email: 'learner@acme.test' });
  await streamOpened;
  await expect(page.getByRole('tab', { name: 'All' })).toBeVisible();
  const before = await readBellCount(page);

  const title = `Library closed on Friday ${Date.now().toString(36)}`;
  const created = await sendGeneralNotification(adminToken, {
    title,
    description: '<p>The <em>learning library</em> is closed this Friday.</p>',
    userCodes: ['acme-learner'],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  expect((created.body as TCreateUserNotificationResponse).success).toBe(true);

  // No reload: the bell rises, a toast says so, and the open centre lists it.
  await expect(page.getByRole('link', { name: `Notifications (${before + 1} new)` })).toBeVisible();
  await expect(page.getByText(title).first()).toBeVisible();
  const card = page.getByRole('article', { name: title });
  await expect(card).toHaveAttribute('data-unread', 'true');
  await expect(card.locator('em')).toHaveText('learning library');

  await card.getByRole('button', { name: 'Mark as read' }).click();
  await expect(card).toHaveAttribute('data-unread', 'false');
  await expect(page.getByRole('link', { name: `Notifications (${before} new)` })).toBeVisible();
  expect(problems()).toEqual([]);
  await context.close();
});
