import { expect, test } from '../support/test.ts';
import type { Page } from '@playwright/test';
import { readLocalStorage, readSessionStorage } from '../support/browser-storage.ts';
import { tenantOrigin } from '../support/e2e-server.ts';
import { watchPageProblems } from '../support/page-problems.ts';
import { REFUSED_SIGN_IN, SIGN_IN_PAGE, submitSignIn } from '../support/sign-in.ts';

const acme = tenantOrigin('acme');
const boreal = tenantOrigin('boreal');

/** Every address the main frame visits, to prove which pages a journey went through. */
function recordNavigations(page: Page): string[] {
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) {
      visited.push(frame.url());
    }
  });
  return visited;
}

test.describe('signing in and out', () => {
  test('a learner signs in, lands on the page they asked for, stays signed in on reload and signs out', async ({
    page,
  }, testInfo) => {
    const problems = watchPageProblems(page);
    const visited = recordNavigations(page);

    await page.goto(`${acme}/resources`);
    await expect(page).toHaveURL(SIGN_IN_PAGE);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('acme-sign-in.png'), fullPage: true });
    await submitSignIn(page, { email: 'learner@acme.test' });

    await expect(page).toHaveURL(`${acme}/resources`);
    await expect(page.getByRole('heading', { level: 1, name: 'Resource Library' })).toBeVisible();
    const userMenu = page.getByRole('button', { name: 'Lena Learner' });
    await expect(userMenu).toBeVisible();
    // The provider came back through its registered redirect URI...
    expect(visited.some((url) => url.startsWith(`${acme}/index.html?code=`))).toBe(true);
    // ...and nothing of the sign-in stays in the address bar, nor in local storage.
    expect(page.url()).not.toMatch(/code=|state=|token/);
    const session = await readSessionStorage(page);
    const local = await readLocalStorage(page);
    expect(Object.keys(local).filter((key) => key.startsWith('oidc.'))).toEqual([]);
    expect(Object.values(local).filter((value) => value.includes('access_token'))).toEqual([]);
    expect(Object.keys(session).some((key) => key.startsWith('oidc.user:'))).toBe(true);
    expect(JSON.parse(session.permissions ?? 'null')).toEqual(expect.any(Array));
    // The sign-in set the fresh-login flag; the Important pop-up's check then resets it (spec section 4).
    expect(session.freshLogin).toMatch(/^(true|false)$/);
    await expect.poll(async () => (await readSessionStorage(page)).freshLogin).toBe('false');
    await page.screenshot({ path: testInfo.outputPath('acme-resources-signed-in.png'), fullPage: true });

    visited.length = 0;
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Resource Library' })).toBeVisible();
    await expect(userMenu).toBeVisible();
    expect(visited.filter((url) => url.includes('/signin/') || url.includes('/oidc/'))).toEqual([]);

    await userMenu.click();
    await expect(page.getByRole('menuitem', { name: 'Switch to Admin' })).toHaveCount(0);
    await page.getByRole('menuitem', { name: 'Log Out' }).click();

    await expect(page).toHaveURL(`${acme}/logout`);
    await expect(page.getByRole('heading', { level: 1, name: 'You have been signed out' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    const remaining = Object.keys(await readSessionStorage(page));
    expect(remaining.filter((key) => key.startsWith('oidc.user:') || key === 'permissions')).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('acme-signed-out.png'), fullPage: true });

    // Signed out at the provider too: the portal asks for the password again.
    await page.goto(`${acme}/dashboard`);
    await expect(page).toHaveURL(SIGN_IN_PAGE);

    expect(problems()).toEqual([]);
  });

  test("a boreal employee cannot sign in on acme's portal", async ({ page }) => {
    const problems = watchPageProblems(page, { expectedResponses: [REFUSED_SIGN_IN] });
    await page.goto(`${acme}/dashboard`);
    await submitSignIn(page, { email: 'apprenant@boreal.test' });

    await expect(page.getByText('The email or password is incorrect.')).toBeVisible();
    await expect(page).toHaveURL(SIGN_IN_PAGE);
    await expect(page.getByLabel('Password')).toBeVisible();
    expect(problems()).toEqual([]);
  });

  test('a wrong password is refused in the language of the page', async ({ page }, testInfo) => {
    const problems = watchPageProblems(page, { expectedResponses: [REFUSED_SIGN_IN] });
    await page.goto(`${boreal}/dashboard`);
    await submitSignIn(page, { email: 'apprenant@boreal.test', password: 'not-the-password', locale: 'fr-CA' });

    await expect(page.getByText('Le courriel ou le mot de passe est incorrect.')).toBeVisible();
    await expect(page).toHaveURL(SIGN_IN_PAGE);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await page.screenshot({ path: testInfo.outputPath('boreal-wrong-password.png'), fullPage: true });
    expect(problems()).toEqual([]);
  });
});

test.describe('the admin area', () => {
  test('an administrator switches to the admin area', async ({ page }, testInfo) => {
    const problems = watchPageProblems(page);
    await page.goto(`${acme}/dashboard`);
    await submitSignIn(page, { email: 'admin@acme.test' });
    await expect(page).toHaveURL(`${acme}/dashboard`);

    await page.getByRole('button', { name: 'Ada Admin' }).click();
    await page.getByRole('menuitem', { name: 'Switch to Admin' }).click();
    await expect(page).toHaveURL(`${acme}/admin`);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('acme-admin.png'), fullPage: true });

    await page.getByRole('button', { name: 'Ada Admin' }).click();
    await expect(page.getByRole('menuitem', { name: 'Switch to User' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Switch to Admin' })).toHaveCount(0);
    expect(problems()).toEqual([]);
  });

  test('a learner is not offered the admin area and is refused at its address', async ({ page }, testInfo) => {
    const problems = watchPageProblems(page);
    await page.goto(`${acme}/admin`);
    await submitSignIn(page, { email: 'learner@acme.test' });
    await expect(page).toHaveURL(`${acme}/admin`);

    await expect(page.getByRole('heading', { level: 1, name: 'Access denied' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath('acme-admin-refused.png'), fullPage: true });

    await page.getByRole('button', { name: 'Lena Learner' }).click();
    await expect(page.getByRole('menuitem', { name: 'Log Out' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Switch to Admin' })).toHaveCount(0);
    expect(problems()).toEqual([]);
  });
});
