import { findBlockingViolations } from '../support/axe.ts';
import { tenantOrigin } from '../support/e2e-server.ts';
import { expect, test } from '../support/test.ts';

const acme = tenantOrigin('acme');
const boreal = tenantOrigin('boreal');

/*
 * Issue 21: every admin page passes axe in en and fr-CA. The roles list, a role's editor, the audit
 * log and the platform's tenants page, which no other journey opens (the journey server names both
 * demo admins deployment administrators: start-e2e-server.ts). Read-only: nothing is saved.
 */
const PAGES = {
  en: {
    origin: acme,
    locale: 'en',
    email: 'admin@acme.test',
    roles: 'Roles and groups',
    editor: 'Choose what this role allows. Each permission says what it opens.',
    audit: 'Audit log',
    platform: 'Tenants of this deployment',
  },
  'fr-CA': {
    origin: boreal,
    locale: 'fr-CA',
    email: 'admin@boreal.test',
    roles: 'Rôles et groupes',
    editor: 'Choisissez ce que ce rôle permet. Chaque permission indique ce qu’elle ouvre.',
    audit: 'Journal d’audit',
    platform: 'Locataires de ce déploiement',
  },
} as const;

for (const [locale, texts] of Object.entries(PAGES)) {
  test(`the roles, audit and platform pages pass axe (${locale})`, async ({ page, openWithSession }) => {
    test.setTimeout(150_000);
    await openWithSession(page, `${texts.origin}/admin/roles`, { email: texts.email, locale: texts.locale });
    await expect(page.getByRole('heading', { level: 1, name: texts.roles })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${texts.roles} - `));
    expect.soft(await findBlockingViolations(page), `axe: /admin/roles (${locale})`).toEqual([]);

    await page.getByRole('table').first().getByRole('link').first().click();
    await expect(page.getByText(texts.editor)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/roles\/[^/]+$/);
    expect.soft(await findBlockingViolations(page), `axe: /admin/roles/:roleId (${locale})`).toEqual([]);

    await page.goto(`${texts.origin}/admin/audit`);
    await expect(page.getByRole('heading', { level: 1, name: texts.audit })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${texts.audit} - `));
    expect.soft(await findBlockingViolations(page), `axe: /admin/audit (${locale})`).toEqual([]);

    await page.goto(`${texts.origin}/platform/tenants`);
    await expect(page.getByRole('heading', { level: 1, name: texts.platform })).toBeVisible();
    expect.soft(await findBlockingViolations(page), `axe: /platform/tenants (${locale})`).toEqual([]);
  });
}
