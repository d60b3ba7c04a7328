import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { tenantOrigin } from '../support/e2e-server.ts';
import { watchPageProblems } from '../support/page-problems.ts';
import { openSignedIn } from '../support/sign-in.ts';

const acme = tenantOrigin('acme');
const boreal = tenantOrigin('boreal');

function mainNav(page: Page) {
  return page.getByRole('navigation', { name: /^(Main|Principal)$/ });
}

// Four sign-ins in all: sign-in attempts are rate limited per address.
test.describe('the header', () => {
  test('a learner sees the main nav and the More menu with its groups, but no admin switch or Reports', async ({
    page,
  }) => {
    const problems = watchPageProblems(page);
    await openSignedIn(page, `${acme}/dashboard`, { email: 'learner@acme.test' });
    const nav = mainNav(page);
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Events' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Reports' })).toHaveCount(0);

    await nav.getByRole('button', { name: 'More' }).click();
    const more = page.getByRole('menu');
    await expect(more.getByText('Discover', { exact: true })).toBeVisible();
    await expect(more.getByText('Help', { exact: true })).toBeVisible();
    await expect(more.getByRole('menuitem', { name: 'Explore' })).toBeVisible();
    await more.getByRole('menuitem', { name: 'Explore' }).click();
    await expect(page).toHaveURL(`${acme}/explore`);

    await expect(page.getByRole('link', { name: /^Notifications/ })).toHaveAttribute(
      'href',
      '/dashboard/notifications',
    );
    await page.getByRole('button', { name: 'Lena Learner' }).click();
    await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Log Out' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Switch to Admin' })).toHaveCount(0);
    expect(problems()).toEqual([]);
  });

  test('a manager has Reports; an external-route entry asks before opening', async ({ page }) => {
    const problems = watchPageProblems(page);
    await openSignedIn(page, `${acme}/dashboard`, { email: 'manager@acme.test' });
    const nav = mainNav(page);
    await nav.getByRole('button', { name: 'Reports' }).click();
    await expect(page.getByRole('menu').getByRole('menuitem').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);

    await nav.getByRole('button', { name: 'More' }).click();
    await page.getByRole('menuitem', { name: 'Stores' }).click();
    const confirm = page.getByRole('dialog', { name: 'Do you want to open a new link?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    expect(problems()).toEqual([]);
  });

  test('an admin has Switch to Admin, and the admin nav in the admin view', async ({ page }) => {
    const problems = watchPageProblems(page);
    await openSignedIn(page, `${acme}/dashboard`, { email: 'admin@acme.test' });
    await page.getByRole('button', { name: 'Ada Admin' }).click();
    await page.getByRole('menuitem', { name: 'Switch to Admin' }).click();
    await expect(page).toHaveURL(`${acme}/admin`);
    const nav = mainNav(page);
    await expect(nav.getByRole('link', { name: 'Admin', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Resource Library admin' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);

    // A phone: the hamburger opens the overlay; a click outside closes it and focus goes back.
    await page.setViewportSize({ width: 390, height: 844 });
    const hamburger = page.getByRole('button', { name: 'Open the menu' });
    await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    await hamburger.click();
    await expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    const overlay = page.getByRole('dialog', { name: 'Menu' });
    await expect(overlay.getByRole('link', { name: 'Resource Library admin' })).toBeVisible();
    await page.mouse.click(370, 420);
    await expect(overlay).toBeHidden();
    await expect(hamburger).toBeFocused();
    await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    expect(problems()).toEqual([]);
  });

  test('boreal shows no Stores or Events anywhere, on desktop and on a phone', async ({ page }) => {
    const problems = watchPageProblems(page);
    await openSignedIn(page, `${boreal}/dashboard`, { email: 'apprenant@boreal.test', locale: 'fr-CA' });
    const nav = mainNav(page);
    await expect(nav.getByRole('link', { name: 'Tableau de bord' })).toBeVisible();
    await nav.getByRole('button', { name: 'Plus' }).click();
    await expect(page.getByRole('menuitem').first()).toBeVisible();
    await expect(page.getByRole('banner')).not.toContainText(/Stores|Boutique|Events|Événements/);
    await expect(page.getByRole('menu')).not.toContainText(/Stores|Boutique|Events|Événements/);
    await page.keyboard.press('Escape');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    const overlay = page.getByRole('dialog', { name: 'Menu' });
    await overlay.getByRole('button', { name: 'Plus' }).click();
    await expect(overlay.getByRole('link').first()).toBeVisible();
    await expect(overlay).not.toContainText(/Stores|Boutique|Events|Événements/);
    await page.keyboard.press('Escape');
    await expect(overlay).toBeHidden();
    expect(problems()).toEqual([]);
  });
});
