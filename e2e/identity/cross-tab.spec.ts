import { tenantOrigin } from '../support/e2e-server.ts';
import { readAccessToken } from '../support/browser-storage.ts';
import { openSignedIn } from '../support/sign-in.ts';
import { expect, test } from '../support/test.ts';

const acme = tenantOrigin('acme');
const PROVIDER_AUTHORIZE = /\/oidc\/auth(\?|$)/;

// Issue 24: a second tab of a signed-in browser opens signed in, without a sign-in round trip
// through the provider, and without tokens in local storage.
test.describe('a second tab', () => {
  test("opens signed in with the first tab's session, and signing out in one signs out both", async ({
    context,
    page,
  }) => {
    await openSignedIn(page, `${acme}/dashboard`, { email: 'learner@acme.test' });
    await expect(page.getByRole('button', { name: 'Lena Learner' })).toBeVisible();
    // The first tab answers the second from its main thread within SESSION_SHARE_WAIT_MS: let its
    // dashboard's widgets finish arriving, as a person's first tab has by the time they open another.
    await expect(page.locator('section[data-widget]').first()).toBeVisible();
    await expect(page.locator('[data-skeleton]')).toHaveCount(0);

    const second = await context.newPage();
    const authorizeRequests: string[] = [];
    second.on('request', (request) => {
      if (PROVIDER_AUTHORIZE.test(request.url())) {
        authorizeRequests.push(request.url());
      }
    });
    await second.goto(`${acme}/profile`);
    await expect(second).toHaveURL(`${acme}/profile`);
    await expect(second.getByRole('heading', { level: 1 })).toBeVisible();
    expect(authorizeRequests).toEqual([]);
    expect(await readAccessToken(second)).toBeTruthy();
    expect(await second.evaluate('Object.keys(window.localStorage).filter((key) => key.includes("oidc"))')).toEqual([]);

    // Signing out in the second tab ends the session in the first too.
    // The second tab is still settling (its shell's lazy parts): a click too early may not open the menu.
    await expect(async () => {
      await second.getByRole('button', { name: 'Lena Learner' }).click();
      await expect(second.getByRole('menuitem', { name: 'Log Out' })).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await second.getByRole('menuitem', { name: 'Log Out' }).click();
    await expect(second.getByRole('heading', { level: 1, name: 'You have been signed out' })).toBeVisible();
    await expect(page).toHaveURL(`${acme}/logout`);
    await expect(page.getByRole('heading', { level: 1, name: 'You have been signed out' })).toBeVisible();
  });
});
