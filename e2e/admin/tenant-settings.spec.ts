import type { Page } from '@playwright/test';
import type { TGetMenuResponse, TModuleCode, TTenantSettings } from '@portal/contracts';
import { callTenantApi } from '../support/api-client.ts';
import { findBlockingViolations } from '../support/axe.ts';
import { tenantOrigin } from '../support/e2e-server.ts';
import { readAccessTokenWithSession } from '../support/provider-sessions.ts';
import { expect, test } from '../support/test.ts';

const acme = tenantOrigin('acme');
const boreal = tenantOrigin('boreal');

/*
 * Issue 21, "Done when": the admin turns the News module off and it leaves the menu, search and
 * reports for a signed-in learner without a restart, then turns it back on. Other journeys need
 * News on: this one runs in a project of its own after them all, and puts acme's modules back in
 * afterAll even when it fails.
 */

let seededModules: TModuleCode[] | undefined;
let seededMenus: TTenantSettings['menus'] | undefined;

async function readSettings(token: string): Promise<TTenantSettings> {
  const answer = await callTenantApi('acme', { method: 'GET', path: '/api/admin/settings', token });
  expect(answer.status).toBe(200);
  return answer.body as TTenantSettings;
}

test.beforeAll(async ({ browser, providerSessions }) => {
  const token = await readAccessTokenWithSession(providerSessions, browser, `${acme}/admin`, 'admin@acme.test');
  const settings = await readSettings(token);
  seededModules = settings.modules.enabled;
  seededMenus = settings.menus;
  expect(seededModules).toContain('NEWS');
});

test.afterAll(async ({ browser, providerSessions }) => {
  if (!seededModules) {
    return;
  }
  // A token of its own: the journey may outlive the first one (five minutes).
  const token = await readAccessTokenWithSession(providerSessions, browser, `${acme}/admin`, 'admin@acme.test');
  const restored = await callTenantApi('acme', {
    method: 'PUT',
    path: '/api/admin/settings/modules',
    token,
    json: { modules: seededModules },
  });
  expect(restored.status).toBe(200);
  if (seededMenus) {
    const menus = await callTenantApi('acme', {
      method: 'PUT',
      path: '/api/admin/settings/menus',
      token,
      json: {
        configurations: seededMenus.configurations,
        items: seededMenus.items.map(({ id, route, displayMode, showInMenu }) => ({
          id,
          route,
          displayMode,
          showInMenu,
        })),
      },
    });
    expect(menus.status).toBe(200);
  }
});

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** The search panel's tab names, the panel closed again after. */
async function searchTabs(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: 'Global search' }).click();
  const panel = page.getByRole('search', { name: 'Search' });
  await expect(panel).toBeVisible();
  await expect(page.getByRole('tab', { name: 'All' })).toBeVisible();
  // "All" shows before the tenant's search settings arrive, the modules' tabs with them: read the
  // names once a module's tab is there (acme always has a search module besides News).
  await expect(page.getByRole('tab').nth(1)).toBeVisible();
  const names = await page.getByRole('tab').allInnerTexts();
  await page.getByRole('button', { name: 'Global search' }).click();
  await expect(panel).toBeHidden();
  return names.map((name) => name.trim());
}

/** The children of the Reports item of someone's main nav (the admin holds every report permission). */
async function reportEntries(token: string): Promise<string[]> {
  const answer = await callTenantApi('acme', { method: 'GET', path: '/api/menu?displayMode=Web', token });
  expect(answer.status).toBe(200);
  const menu = answer.body as TGetMenuResponse;
  const reports = menu.items.find((item) => item.route === 'reports');
  return (reports?.children ?? []).map((child) => child.moduleCode ?? '');
}

async function saveModules(admin: Page): Promise<void> {
  await admin.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'Settings saved' })).toBeVisible();
}

test('the admin turns News off and on: it leaves and comes back to the learner without a restart', async ({
  page: admin,
  browser,
  openWithSession,
  accessTokenWithSession,
}) => {
  test.setTimeout(240_000);
  const learnerContext = await browser.newContext();
  try {
    const learner = await learnerContext.newPage();
    await openWithSession(learner, `${acme}/dashboard`, { email: 'learner@acme.test' });
    await expect(mainNav(learner).getByRole('link', { name: 'News', exact: true })).toBeVisible();
    expect(await searchTabs(learner)).toContain('News');

    const token = await accessTokenWithSession(`${acme}/admin`, 'admin@acme.test');
    expect(await reportEntries(token)).toContain('NEWS');
    await openWithSession(admin, `${acme}/admin`, { email: 'admin@acme.test' });
    await admin.getByRole('link', { name: 'Open the tenant settings' }).click();
    await expect(admin.getByRole('heading', { level: 1, name: 'Tenant settings' })).toBeVisible();
    await expect(admin).toHaveTitle(/^Tenant settings - /);
    expect.soft(await findBlockingViolations(admin), 'axe: /admin/settings').toEqual([]);

    const news = admin.getByRole('checkbox', { name: 'News', exact: true });
    await expect(news).toBeChecked();
    await news.uncheck();
    await saveModules(admin);

    // The learner's next page load (no server restart): no News in the menu, search, or its pages.
    await learner.reload();
    await expect(mainNav(learner).getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(mainNav(learner).getByRole('link', { name: 'News', exact: true })).toHaveCount(0);
    expect(await searchTabs(learner)).not.toContain('News');
    await learner.goto(`${acme}/news`);
    await expect(learner.getByRole('heading', { name: /Oops! You're lost\.|Page not found/ })).toBeVisible();

    // Reports: gone from the Reports menu, the news reports page and the report call itself.
    expect(await reportEntries(token)).not.toContain('NEWS');
    await admin.goto(`${acme}/news/reports`);
    await expect(admin.getByRole('heading', { name: /Oops! You're lost\.|Page not found/ })).toBeVisible();
    const report = await callTenantApi('acme', {
      method: 'POST',
      path: '/api/articles/reports/ARTICLE_ENGAGEMENT',
      token,
      json: {},
    });
    expect(report.status).toBe(404);

    // Back on: the learner finds News again on their next page load.
    await admin.goto(`${acme}/admin/settings`);
    await admin.getByRole('checkbox', { name: 'News', exact: true }).check();
    await saveModules(admin);
    await learner.goto(`${acme}/dashboard`);
    await expect(mainNav(learner).getByRole('link', { name: 'News', exact: true })).toBeVisible();
    expect(await searchTabs(learner)).toContain('News');
    expect((await readSettings(token)).modules.enabled).toContain('NEWS');
  } finally {
    await learnerContext.close();
  }
});

test('the admin hides News from the menu: it leaves the nav, its page still opens; then shows it again', async ({
  page: admin,
  browser,
  openWithSession,
}) => {
  test.setTimeout(180_000);
  const learnerContext = await browser.newContext();
  try {
    const learner = await learnerContext.newPage();
    await openWithSession(learner, `${acme}/dashboard`, { email: 'learner@acme.test' });
    await expect(mainNav(learner).getByRole('link', { name: 'News', exact: true })).toBeVisible();

    await openWithSession(admin, `${acme}/admin/settings?tab=menus`, { email: 'admin@acme.test' });
    const shown = admin.getByRole('switch', { name: 'Show News in the menu' });
    await expect(shown).toBeChecked();
    await shown.uncheck();
    await saveModules(admin);

    await learner.reload();
    await expect(mainNav(learner).getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(mainNav(learner).getByRole('link', { name: 'News', exact: true })).toHaveCount(0);
    // Hidden from the menu only: the module is on, so its page still opens (a bookmark keeps working).
    await learner.goto(`${acme}/news`);
    await expect(learner.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();

    await admin.getByRole('switch', { name: 'Show News in the menu' }).check();
    await saveModules(admin);
    await learner.goto(`${acme}/dashboard`);
    await expect(mainNav(learner).getByRole('link', { name: 'News', exact: true })).toBeVisible();
  } finally {
    await learnerContext.close();
  }
});

test('every tab of the settings page passes axe, in English and in French', async ({ page, openWithSession }) => {
  test.setTimeout(180_000);
  const tabs = {
    en: ['Modules', 'General', 'Menus', 'Integrations'],
    'fr-CA': ['Modules', 'Général', 'Menus', 'Intégrations'],
  } as const;
  for (const [locale, origin, email, title, save] of [
    ['en', acme, 'admin@acme.test', 'Tenant settings', 'Save'],
    ['fr-CA', boreal, 'admin@boreal.test', 'Paramètres de l’organisation', 'Enregistrer'],
  ] as const) {
    await page.context().clearCookies();
    await openWithSession(page, `${origin}/admin/settings`, { email, locale });
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    for (const tab of tabs[locale]) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tab', { name: tab, selected: true })).toBeVisible();
      // The tab's form has loaded (each tab's code loads when it opens).
      await expect(page.getByRole('tabpanel').getByRole('button', { name: save }).first()).toBeVisible();
      expect.soft(await findBlockingViolations(page), `axe: /admin/settings ${tab} (${locale})`).toEqual([]);
    }
  }
});
