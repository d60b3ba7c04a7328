import type { TCreateUserNotificationResponse } from '@portal/contracts';
import { expect, test } from '../support/test.ts';
import { sendGeneralNotification } from '../support/send-notification.ts';
import { tenantOrigin } from '../support/e2e-server.ts';
import { XSS_PAYLOADS } from './xss-payloads.ts';

const acme = tenantOrigin('acme');

/**
 * Issue 7: notification descriptions are HTML from administrators. Every payload of the corpus is
 * sent as a notification (sanitized by the server when stored), then rendered in the notification
 * centre (sanitized again by DOMPurify): nothing may execute, and no dangerous markup may reach the
 * page. The manager receives them, so the learner journeys' bell counts are not disturbed.
 */
test('a corpus of XSS payloads sent as notifications never executes in the notification centre', async ({
  browser,
  openWithSession,
  accessTokenWithSession,
}) => {
  test.setTimeout(240_000);
  expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(100);
  const token = await accessTokenWithSession(`${acme}/dashboard`, 'admin@acme.test');

  const marker = `xss-${Date.now().toString(36)}`;
  let stored = 0;
  for (const payload of XSS_PAYLOADS) {
    const answer = await sendGeneralNotification(token, {
      title: `${marker} ${String(payload.id).padStart(3, '0')}`,
      description: payload.html,
      userCodes: ['acme-manager'],
    });
    // Stored sanitized, or refused when nothing is left once sanitized: never a server error.
    expect([200, 400], `payload ${payload.id}: ${JSON.stringify(answer.body)}`).toContain(answer.status);
    if (answer.status === 200) {
      expect((answer.body as TCreateUserNotificationResponse).success).toBe(true);
      stored += 1;
    }
  }
  // Every payload keeps its visible "payload n" paragraph, so every one is stored.
  expect(stored).toBe(XSS_PAYLOADS.length);

  const context = await browser.newContext();
  const page = await context.newPage();
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  // What a payload calls when it runs; alert and friends count too.
  await page.addInitScript(() => {
    const scope = globalThis as unknown as Record<string, unknown>;
    const hits: string[] = [];
    scope.__xssHits = hits;
    scope.__xss = (id: number) => hits.push(`payload ${id}`);
    for (const name of ['alert', 'confirm', 'prompt']) {
      scope[name] = (message?: unknown) => hits.push(`${name}(${String(message)})`);
    }
  });
  await openWithSession(page, `${acme}/dashboard/notifications`, { email: 'manager@acme.test' });
  await expect(page.getByRole('tab', { name: 'All' })).toBeVisible();

  const seen = new Set<string>();
  for (let pageNo = 1; seen.size < XSS_PAYLOADS.length; pageNo += 1) {
    if (pageNo > 1) {
      await page.getByRole('button', { name: `Page ${pageNo}`, exact: true }).click();
    }
    const cards = page.getByRole('article').filter({ hasText: marker });
    await expect(cards.first()).toBeVisible();
    // Some time for anything deferred (onload, autofocus, animations) to fire.
    await page.waitForTimeout(300);
    for (const title of await cards.locator('h3, h2, h4').allTextContents()) {
      seen.add(title);
    }
    const markup = await page
      .locator('article')
      .evaluateAll((articles: { innerHTML: string }[]) => articles.map((article) => article.innerHTML).join('\n'));
    expect(markup, `page ${pageNo}`).not.toMatch(/<(script|iframe|object|embed|form|base|meta|link|style)\b/i);
    expect(markup, `page ${pageNo}`).not.toMatch(/\son[a-z]+\s*=/i);
    expect(markup, `page ${pageNo}`).not.toMatch(
      /(href|src|action|formaction)\s*=\s*"?\s*(javascript|vbscript|data):/i,
    );
    expect(pageNo, 'every payload is listed within 11 pages').toBeLessThanOrEqual(11);
  }
  expect(await page.evaluate(() => (globalThis as unknown as { __xssHits: string[] }).__xssHits)).toEqual([]);
  expect(dialogs).toEqual([]);
  // Clobbering never replaced what the page relies on.
  const documentMethod = await page.evaluate(
    () => typeof (globalThis as unknown as { document: { getElementById: unknown } }).document.getElementById,
  );
  expect(documentMethod).toBe('function');
  await context.close();
});
