import { expect, test } from '../support/test.ts';
import { tenantOrigin } from '../support/e2e-server.ts';
import { watchPageProblems } from '../support/page-problems.ts';
import { submitSignIn } from '../support/sign-in.ts';

test.describe('each tenant opens in its own language', () => {
  test('acme lands on its dashboard in English', async ({ page, openWithSession }, testInfo) => {
    const problems = watchPageProblems(page);
    await openWithSession(page, `${tenantOrigin('acme')}/`, { email: 'learner@acme.test' });

    await expect(page).toHaveURL(`${tenantOrigin('acme')}/dashboard`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('link', { name: /Acme Corporation/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('acme-dashboard.png'), fullPage: true });

    // The strict CSP lets the app run: no violation, no error.
    expect(problems()).toEqual([]);
  });

  test('boreal lands on its dashboard in French', async ({ page, openWithSession }, testInfo) => {
    const problems = watchPageProblems(page);
    await openWithSession(page, `${tenantOrigin('boreal')}/`, { email: 'apprenant@boreal.test', locale: 'fr-CA' });

    await expect(page).toHaveURL(`${tenantOrigin('boreal')}/dashboard`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await expect(page.getByRole('link', { name: /Boréal Inc\./ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('boreal-dashboard.png'), fullPage: true });
    expect(problems()).toEqual([]);
  });

  test('a lazy area loads on navigation, keeping the shell', async ({ page, openWithSession }) => {
    await openWithSession(page, `${tenantOrigin('acme')}/resources`, { email: 'learner@acme.test' });
    await expect(page.getByRole('heading', { level: 1, name: 'Resource Library' })).toBeVisible();
    await expect(page.getByRole('main')).toBeVisible();
  });

  test('an address no tenant owns says so instead of crashing', async ({ page }) => {
    await page.goto('http://nobody.localhost:' + new URL(tenantOrigin('acme')).port + '/');
    await expect(page.getByRole('heading', { name: 'This portal address is not recognized' })).toBeVisible();
  });
});

test.describe('lost users', () => {
  test('the 404 page offers a search, in English on acme', async ({ page }, testInfo) => {
    await page.goto(`${tenantOrigin('acme')}/404`);
    await expect(page.getByRole('heading', { name: "Oops! You're lost." })).toBeVisible();
    await expect(page.getByText('The page you are looking for was not found.')).toBeVisible();
    const search = page.getByRole('searchbox', { name: 'What are you looking for?' });
    await expect(search).toBeVisible();
    await expect(page.getByRole('button', { name: 'Search' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('acme-404.png'), fullPage: true });

    await search.fill('safety');
    await search.press('Enter');
    // The search page needs a signed-in user; the search survives the way through sign-in.
    await submitSignIn(page, { email: 'learner@acme.test' });
    await expect(page).toHaveURL(/\/search\?term=c2FmZXR5$/);
    await expect(page.getByRole('searchbox', { name: 'What are you looking for?' })).toHaveValue('safety');
  });

  test('the 404 page is French on boreal', async ({ page }, testInfo) => {
    await page.goto(`${tenantOrigin('boreal')}/404`);
    await expect(page.getByRole('heading', { name: 'Oups! Vous êtes perdu.' })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Que cherchez-vous?' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('boreal-404.png'), fullPage: true });
  });

  test('the 500 page says so, with the same search', async ({ page }) => {
    await page.goto(`${tenantOrigin('acme')}/500`);
    await expect(page.getByRole('heading', { name: 'Houston, we have a problem!' })).toBeVisible();
    await expect(page.getByText('The page you are looking for is temporarily unavailable.')).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'What are you looking for?' })).toBeVisible();
  });

  test('an unknown address shows "Page not found", but a login callback shows an empty heading', async ({ page }) => {
    await page.goto(`${tenantOrigin('acme')}/no/such/place`);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();

    await page.goto(`${tenantOrigin('acme')}/no/such/place#id_token=abc&state=xyz`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('');
    await expect(page.getByText('Page not found')).toHaveCount(0);
  });
});
