import { expect, test } from '../support/test.ts';
import type { Page } from '@playwright/test';
import { findBlockingViolations } from '../support/axe.ts';
import { tenantOrigin } from '../support/e2e-server.ts';

const acme = tenantOrigin('acme');
const boreal = tenantOrigin('boreal');

type TSettledShell = { welcome: string; userName: string; footerLink: string };

const LEARNER_SHELL: TSettledShell = { welcome: 'Welcome, Lena', userName: 'Lena Learner', footerLink: 'Preferences' };

/**
 * The home shell once nothing more is on its way: the page's content, the user menu's button (a
 * placeholder until the menu is first opened, announcing the closed menu as Mantine's own button
 * does) and the footer (a lazy chunk with its own call). Analysing earlier would judge placeholders.
 */
async function waitForSettledShell(page: Page, shell: TSettledShell): Promise<void> {
  await expect(page.getByRole('heading', { level: 2, name: shell.welcome })).toBeVisible();
  await expect(page.getByRole('button', { name: shell.userName })).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: shell.footerLink })).toBeVisible();
}

// Soft: a journey that analyses two pages reports both.
async function expectNoBlockingViolations(page: Page, pageName: string): Promise<void> {
  const violations = await findBlockingViolations(page);
  expect.soft(violations, `serious or critical axe violations (WCAG 2.1 A/AA) on ${pageName}`).toEqual([]);
}

// axe-core with the WCAG 2.0/2.1 A and AA rules: no serious or critical violation anywhere in the shell.
test.describe('accessibility (axe)', () => {
  test('the home shell on a desktop', async ({ page, openWithSession }) => {
    await openWithSession(page, `${acme}/dashboard`, { email: 'learner@acme.test' });
    await waitForSettledShell(page, LEARNER_SHELL);
    await expectNoBlockingViolations(page, 'the home shell (desktop)');
  });

  test('the home shell on a phone, with the mobile menu open', async ({ page, openWithSession }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openWithSession(page, `${acme}/dashboard`, { email: 'learner@acme.test' });
    await waitForSettledShell(page, LEARNER_SHELL);
    await page.getByRole('button', { name: 'Open the menu' }).click();
    const overlay = page.getByRole('dialog', { name: 'Menu' });
    await expect(overlay.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    // The accordion's panel too: group labels and child links are only in the page once it is open.
    await overlay.getByRole('button', { name: 'More' }).click();
    await expect(overlay.getByRole('link', { name: 'Explore' })).toBeVisible();
    await expectNoBlockingViolations(page, 'the home shell (phone, mobile menu open)');
  });

  test("the footer's Terms and Conditions modal", async ({ page, openWithSession }) => {
    await openWithSession(page, `${acme}/dashboard`, { email: 'learner@acme.test' });
    await waitForSettledShell(page, LEARNER_SHELL);
    await page.getByRole('contentinfo').getByRole('button', { name: 'Terms and Conditions' }).click();
    const terms = page.getByRole('dialog', { name: 'Terms and Conditions' });
    await expect(terms.getByText('Version 2.0', { exact: true })).toBeVisible();
    await expectNoBlockingViolations(page, 'the Terms and Conditions modal');
  });

  test('the 404 page and the catch-all page', async ({ page }) => {
    await page.goto(`${acme}/404`);
    await expect(page.getByRole('heading', { level: 1, name: /^Oops!/ })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: /^What are you looking for/ })).toBeVisible();
    await expectNoBlockingViolations(page, '/404');

    await page.goto(`${acme}/no/such/page`);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: /^What are you looking for/ })).toBeVisible();
    await expectNoBlockingViolations(page, 'the catch-all page');
  });

  test('the home shell in French on boreal', async ({ page, openWithSession }) => {
    await openWithSession(page, `${boreal}/dashboard`, { email: 'apprenant@boreal.test', locale: 'fr-CA' });
    await waitForSettledShell(page, {
      welcome: 'Bienvenue, Amélie',
      userName: 'Amélie Apprenant',
      footerLink: 'Préférences',
    });
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await expectNoBlockingViolations(page, 'the home shell (fr-CA, boreal)');
  });
});
