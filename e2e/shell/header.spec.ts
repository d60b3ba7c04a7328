import { expect, test } from '../support/test.ts';
import type { Page } from '@playwright/test';
import { tenantOrigin } from '../support/e2e-server.ts';
import { watchPageProblems } from '../support/page-problems.ts';

const acme = tenantOrigin('acme');
const boreal = tenantOrigin('boreal');

function mainNav(page: Page) {
  return page.getByRole('navigation', { name: /^(Main|Principal)$/ });
}

/**
 * The header is one row (issue 22 defect 5): the logo's text on one line, the nav's items on one
 * row (what does not fit is in 'More'), and nothing sticking out of the header.
 */
async function expectOneRowHeader(page: Page, where: string): Promise<void> {
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: /^Acme Corporation – (home|accueil)$/ })).toBeVisible();
  if (where.endsWith('1440')) {
    await expect(mainNav(page).getByRole('listitem').first()).toBeVisible();
  }
  // Evaluated in the page as text: the journeys' TypeScript has no DOM types.
  const layout = await page.evaluate<{ logoLines: number; navRows: number; sticksOut: boolean }>(`(() => {
    const header = document.querySelector('header');
    const logo = header.querySelector('a');
    const lineHeight = Number.parseFloat(getComputedStyle(logo).lineHeight);
    const row = header.querySelector('nav ul');
    const shown = row ? [...row.children].map((item) => item.getBoundingClientRect()).filter((box) => box.width > 0) : [];
    // Items of different heights sit centred on one row: a new row starts below the last one's bottom.
    let navRows = 0;
    let rowBottom = -Infinity;
    for (const box of shown.sort((a, b) => a.top - b.top)) {
      if (box.top >= rowBottom - 1) {
        navRows += 1;
        rowBottom = box.bottom;
      } else {
        rowBottom = Math.max(rowBottom, box.bottom);
      }
    }
    return {
      logoLines: Math.round(logo.getBoundingClientRect().height / lineHeight),
      navRows,
      sticksOut: header.scrollWidth > header.clientWidth + 1,
    };
  })()`);
  expect(layout, where).toEqual({ logoLines: 1, navRows: where.endsWith('1440') ? 1 : 0, sticksOut: false });
}

// Four sign-ins in all: sign-in attempts are rate limited per address.
test.describe('the header', () => {
  test('a learner sees the main nav and the More menu with its groups, but no admin switch or Reports', async ({
    page,
    openWithSession,
  }) => {
    // Four more page loads for the one-row check.
    test.slow();
    const problems = watchPageProblems(page);
    await openWithSession(page, `${acme}/dashboard`, { email: 'learner@acme.test' });
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
    // From the keyboard: the first Enter loads the user menu and opens it, with the focus in it
    // (ArrowDown reaches the first entry); Escape gives the focus back to its button.
    const userButton = page.getByRole('button', { name: 'Lena Learner' });
    await userButton.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Log Out' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Switch to Admin' })).toHaveCount(0);
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(userButton).toBeFocused();

    // One row at a phone's and a desktop's width, in both languages (French labels are longer).
    for (const locale of ['en', 'fr-CA']) {
      await page.evaluate(`window.sessionStorage.setItem('locale', ${JSON.stringify(locale)})`);
      for (const width of [1440, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${acme}/dashboard`);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expectOneRowHeader(page, `${locale} at ${width}`);
      }
    }
    expect(problems()).toEqual([]);
  });

  test('a manager has Reports (in More at 1440 px); an external-route entry asks before opening', async ({
    page,
    openWithSession,
  }) => {
    const problems = watchPageProblems(page);
    // The manager's nine items need more than the row at 1440 px: Reports, the last, moves into More
    // under its own name (the header never wraps).
    await page.setViewportSize({ width: 1440, height: 900 });
    await openWithSession(page, `${acme}/dashboard`, { email: 'manager@acme.test' });
    const nav = mainNav(page);
    await nav.getByRole('button', { name: 'More' }).click();
    const more = page.getByRole('menu');
    await expect(more.getByText('Reports', { exact: true })).toBeVisible();
    // The reports of the two modules the manager's role holds report permissions of.
    await expect(more.getByRole('menuitem', { name: 'Resource Library' })).toBeVisible();
    await expect(more.getByRole('menuitem', { name: 'Learning Paths' })).toBeVisible();

    await more.getByRole('menuitem', { name: 'Help centre' }).click();
    const confirm = page.getByRole('dialog', { name: 'Do you want to open a new link?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    expect(problems()).toEqual([]);
  });

  test('an admin has Switch to Admin, and the admin nav in the admin view', async ({ page, openWithSession }) => {
    const problems = watchPageProblems(page);
    await openWithSession(page, `${acme}/dashboard`, { email: 'admin@acme.test' });
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

  test('boreal shows no Stores or Events anywhere, on desktop and on a phone', async ({ page, openWithSession }) => {
    const problems = watchPageProblems(page);
    await openWithSession(page, `${boreal}/dashboard`, { email: 'apprenant@boreal.test', locale: 'fr-CA' });
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
