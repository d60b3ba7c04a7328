import type { TCreateUserNotificationResponse } from '@portal/contracts';
import { expect, test } from '../support/test.ts';
import type { Page } from '@playwright/test';
import { findBlockingViolations, waitForAnimationsToFinish } from '../support/axe.ts';
import { readSessionStorage } from '../support/browser-storage.ts';
import { tenantOrigin } from '../support/e2e-server.ts';
import { watchPageProblems } from '../support/page-problems.ts';
import { openSignedIn } from '../support/sign-in.ts';

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
  test.setTimeout(150_000);
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

test('a notification an administrator sends from the admin page reaches the open page of the learner without a reload', async ({
  browser,
  openWithSession,
}) => {
  test.setTimeout(240_000);
  const context = await browser.newContext();
  const page = await context.newPage();
  const problems = watchPageProblems(page);
  const streamOpened = page.waitForResponse(/\/api\/user-notification\/stream\?ticket=/);
  await openWithSession(page, `${acme}/dashboard/notifications`, { email: 'learner@acme.test' });
  await streamOpened;
  await expect(page.getByRole('tab', { name: 'All' })).toBeVisible();
  const before = await readBellCount(page);

  // The administrator, in a browser of their own, reaches the notification admin from the admin view.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  const adminProblems = watchPageProblems(admin);
  await openWithSession(admin, `${acme}/dashboard`, { email: 'admin@acme.test' });
  await admin.getByRole('button', { name: 'Ada Admin' }).click();
  await admin.getByRole('menuitem', { name: 'Switch to Admin' }).click();
  await expect(admin).toHaveURL(`${acme}/admin`);
  // The admin nav's entry (the admin home's card says "Open the notifications admin").
  await admin.getByRole('link', { name: 'Notifications admin', exact: true }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Notifications admin' })).toBeVisible();
  await admin.getByRole('link', { name: 'New notification' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'New notification' })).toBeVisible();

  const title = `Library closed on Friday ${Date.now().toString(36)}`;
  await admin.getByRole('textbox', { name: 'Title' }).fill(title);
  await admin
    .getByRole('textbox', { name: 'Description (HTML)' })
    .fill('<p>The <em>learning library</em> is closed this Friday.</p>');
  await expect(admin.getByRole('region', { name: 'Preview' }).locator('em')).toHaveText('learning library');
  await admin.getByRole('radio', { name: 'Chosen users' }).check();
  // Keyboard: search the directory, pick the learner, close the list.
  const users = admin.getByRole('combobox', { name: 'Users' });
  await users.fill('learner@acme');
  const options = admin.getByRole('option');
  await expect(options).toHaveCount(1);
  await expect(options).toHaveText('Lena Learner (learner@acme.test)');
  await users.press('ArrowDown');
  await users.press('Enter');
  await users.press('Escape');
  await expect(options).toHaveCount(0);
  // The chosen user's pill, in the form (the closing list may still hold the option's text a moment).
  await expect(
    admin.getByRole('form', { name: 'New notification' }).getByText('Lena Learner (learner@acme.test)'),
  ).toBeVisible();
  expect.soft(await findBlockingViolations(admin), 'axe: the new notification form').toEqual([]);

  const created = admin.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/user-notification/admin' && response.request().method() === 'POST',
  );
  await admin.getByRole('button', { name: 'Send notification' }).click();
  const answer = await created;
  expect(answer.status()).toBe(200);
  expect(((await answer.json()) as TCreateUserNotificationResponse).returnValue.recipientCount).toBe(1);
  await expect(admin.getByText('Notification sent. Recipients: 1.')).toBeVisible();
  await expect(admin).toHaveURL(`${acme}/notifications/admin`);
  const row = admin.getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText('Chosen users');

  // No reload: the bell rises, a toast says so, and the open centre lists it.
  await expect(page.getByRole('link', { name: `Notifications (${before + 1} new)` })).toBeVisible();
  await expect(page.getByText(title).first()).toBeVisible();
  const card = page.getByRole('article', { name: title });
  await expect(card).toHaveAttribute('data-unread', 'true');
  await expect(card.locator('em')).toHaveText('learning library');

  await card.getByRole('button', { name: 'Mark as read' }).click();
  await expect(card).toHaveAttribute('data-unread', 'false');
  await expect(page.getByRole('link', { name: `Notifications (${before} new)` })).toBeVisible();
  // The administrator's list counts the read once it is asked again.
  await admin.reload();
  await expect(
    admin
      .getByRole('row', { name: new RegExp(title) })
      .getByRole('cell')
      .nth(4),
  ).toHaveText('1');
  expect.soft(await findBlockingViolations(admin), 'axe: the notification admin list').toEqual([]);
  expect(problems()).toEqual([]);
  expect(adminProblems()).toEqual([]);
  await adminContext.close();
  await context.close();
});
