import { expect, test } from '../support/test.ts';
import type { Locator, Page } from '@playwright/test';
import { fetchStatusWithToken, readAccessToken } from '../support/browser-storage.ts';
import { tenantOrigin } from '../support/e2e-server.ts';
import { watchPageProblems } from '../support/page-problems.ts';
import { submitSignIn } from '../support/sign-in.ts';

const acme = tenantOrigin('acme');

/**
 * Moves the page's clock ten seconds at a time until `locator` shows. The idle watcher loads
 * lazily once the tenant metadata is in, so a single jump could land before it started counting;
 * small steps also leave the page time to render the warning before its minute runs out.
 */
async function advanceUntilVisible(page: Page, locator: Locator, maxMinutes: number): Promise<void> {
  for (let step = 0; step < maxMinutes * 6; step += 1) {
    if (await locator.isVisible()) {
      return;
    }
    await page.clock.fastForward(10_000);
  }
  await expect(locator).toBeVisible();
}

// The page's clock is driven by the journey: minutes pass in an instant.
test.describe('a long session', () => {
  test('renews its tokens before they expire, without leaving the page', async ({ page }) => {
    const problems = watchPageProblems(page);
    await page.clock.install();
    await page.goto(`${acme}/dashboard`);
    await submitSignIn(page, { email: 'learner@acme.test' });
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const firstToken = await readAccessToken(page);

    const refresh = page.waitForResponse(
      (response) =>
        response.url() === `${acme}/oidc/token` &&
        (response.request().postData() ?? '').includes('grant_type=refresh_token'),
    );
    // Access tokens live 5 minutes; the renewal starts a minute before the end.
    await page.clock.fastForward('04:30');
    expect((await refresh).status()).toBe(200);
    await expect.poll(() => readAccessToken(page)).not.toBe(firstToken);
    expect(page.url()).toBe(`${acme}/dashboard`);

    // The API accepts the renewed token.
    const renewedToken = await readAccessToken(page);
    expect(await fetchStatusWithToken(page, '/api/UserProfile/UserPermissions', renewedToken ?? '')).toBe(200);

    // A reload keeps the (rotated) session.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Lena Learner' })).toBeVisible();
    expect(problems()).toEqual([]);
  });

  test('warns an idle user, lets them stay, and signs them out when the countdown ends', async ({ page }, testInfo) => {
    const problems = watchPageProblems(page);
    await page.clock.install();
    await page.goto(`${acme}/dashboard`);
    await submitSignIn(page, { email: 'learner@acme.test' });
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

    // The demo tenant: warning after 900 s without activity, sign-out 60 s later.
    const warning = page.getByRole('dialog', { name: 'Are you still there?' });
    await advanceUntilVisible(page, warning, 20);
    await expect(warning.getByRole('timer')).toHaveText(/Seconds left before you are signed out: \d+/);
    await page.screenshot({ path: testInfo.outputPath('acme-idle-warning.png') });
    await warning.getByRole('button', { name: 'Stay signed in' }).click();
    await expect(warning).toBeHidden();
    await expect(page).toHaveURL(`${acme}/dashboard`);

    await page.clock.fastForward('15:00');
    await expect(warning).toBeVisible();
    await page.clock.fastForward('01:00');
    await expect(page).toHaveURL(`${acme}/logout`);
    await expect(page.getByRole('heading', { level: 1, name: 'You have been signed out' })).toBeVisible();
    expect(problems()).toEqual([]);
  });
});
