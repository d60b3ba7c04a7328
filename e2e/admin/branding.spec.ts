import { suggestReadableBrandColor, type TBranding } from '@portal/contracts';
import sharp from 'sharp';
import { callTenantApi } from '../support/api-client.ts';
import { findBlockingViolations } from '../support/axe.ts';
import { tenantOrigin } from '../support/e2e-server.ts';
import { readAccessTokenWithSession } from '../support/provider-sessions.ts';
import { hideImportantPopup, submitSignIn } from '../support/sign-in.ts';
import { expect, test } from '../support/test.ts';

const acme = tenantOrigin('acme');
const boreal = tenantOrigin('boreal');

/*
 * The admin changes acme's brand colour and logo and the learner sees them, on the sign-in page
 * and in the portal. Other journeys (the visual ones above all) photograph acme as seeded: this one
 * runs in a project of its own after them, and puts the seeded branding back even when it fails.
 */

let adminToken = '';
let seeded: TBranding | undefined;

function rgbOf(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

test.beforeAll(async ({ browser, providerSessions }) => {
  adminToken = await readAccessTokenWithSession(providerSessions, browser, `${acme}/admin`, 'admin@acme.test');
  const answer = await callTenantApi('acme', { method: 'GET', path: '/api/admin/branding', token: adminToken });
  expect(answer.status).toBe(200);
  seeded = answer.body as TBranding;
});

test.afterAll(async () => {
  if (!seeded) {
    return;
  }
  const restored = await callTenantApi('acme', {
    method: 'PUT',
    path: '/api/admin/branding',
    token: adminToken,
    json: { brandColor: seeded.brandColor, logoMediaId: seeded.logoMediaId },
  });
  expect(restored.status).toBe(200);
});

test('the admin changes the brand colour and logo, and the learner sees them', async ({
  page,
  browser,
  openWithSession,
}) => {
  test.setTimeout(180_000);
  await openWithSession(page, `${acme}/admin`, { email: 'admin@acme.test' });
  await page.getByRole('link', { name: 'Open the branding' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Branding' })).toBeVisible();
  await expect(page).toHaveTitle(/^Branding - /);
  const color = page.getByRole('textbox', { name: /Brand color/ });
  await expect(color).toHaveValue(seeded?.brandColor ?? '');
  expect.soft(await findBlockingViolations(page), 'axe: /admin/branding').toEqual([]);

  // Too light for white text: refused, with a darker shade to take instead.
  await color.fill('#ffcc00');
  await page.getByRole('button', { name: 'Save the branding' }).click();
  await expect(page.getByText(/Too light: white text on this color reaches 1\.51:1/)).toBeVisible();
  const darker = suggestReadableBrandColor('#ffcc00');
  await page.getByRole('button', { name: `Use ${darker}` }).click();
  await expect(color).toHaveValue(darker);
  // Away from the buttons: axe reads the page at rest, not a hovered button.
  await page.mouse.move(0, 0);
  await expect(page.getByText(/^Contrast with white text: /)).toBeVisible();
  expect.soft(await findBlockingViolations(page), 'axe: /admin/branding with a refused colour').toEqual([]);

  const logo = await sharp({ create: { width: 160, height: 48, channels: 3, background: darker } })
    .png()
    .toBuffer();
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'acme-logo.png', mimeType: 'image/png', buffer: logo });
  await expect(page.getByRole('img', { name: 'Logo of Acme Corporation' })).toBeVisible();
  await page.getByRole('button', { name: 'Save the branding' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Branding saved.' })).toBeVisible();
  const saved = await callTenantApi('acme', { method: 'GET', path: '/api/admin/branding', token: adminToken });
  const { logoUrl } = saved.body as TBranding;
  expect(logoUrl).toMatch(/^\/image\/[0-9a-f-]{36}\?tenant=acme&v=/);

  // The learner, signing in afresh: the sign-in page and then the portal wear the new colour and logo.
  const context = await browser.newContext();
  try {
    const learner = await context.newPage();
    await hideImportantPopup(learner);
    await learner.goto(`${acme}/dashboard`);
    await expect(learner).toHaveURL(/\/signin\//, { timeout: 30_000 });
    await expect(learner.getByRole('button', { name: 'Sign in' })).toHaveCSS('background-color', rgbOf(darker));
    await submitSignIn(learner, { email: 'learner@acme.test' });
    await expect(learner).not.toHaveURL(/\/(signin\/|index\.html)/, { timeout: 30_000 });
    const headerLogo = learner.getByRole('banner').locator(`img[src="${logoUrl}"]`);
    await expect(headerLogo).toBeVisible();
    const primary = await learner.evaluate(
      "getComputedStyle(document.documentElement).getPropertyValue('--mantine-primary-color-filled').trim()",
    );
    expect(String(primary).toLowerCase()).toBe(darker);
  } finally {
    await context.close();
  }
});

test('the branding, footer and policy versions pages pass axe in French, the footer pages in English too', async ({
  page,
  browser,
  openWithSession,
}) => {
  test.setTimeout(150_000);
  await openWithSession(page, `${boreal}/admin/branding`, { email: 'admin@boreal.test', locale: 'fr-CA' });
  await expect(page.getByRole('heading', { level: 1, name: 'Image de marque' })).toBeVisible();
  await expect(page).toHaveTitle(/^Image de marque - /);
  await expect(page.getByRole('textbox', { name: /Couleur de la marque/ })).toHaveValue('#0f6b5c');
  expect.soft(await findBlockingViolations(page), 'axe: /admin/branding (fr-CA)').toEqual([]);

  await page.getByRole('link', { name: 'Administration' }).first().click();
  await page.getByRole('link', { name: 'Modifier le pied de page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pied de page' })).toBeVisible();
  await expect(page.getByText(/^Version .+, en vigueur depuis le /).first()).toBeVisible();
  expect.soft(await findBlockingViolations(page), 'axe: /admin/footer (fr-CA)').toEqual([]);

  // The policy versions (read only here: publishing would change what other journeys accept).
  await page.getByRole('link', { name: 'Versions des politiques' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Versions des conditions et de la confidentialité' }),
  ).toBeVisible();
  await expect(page).toHaveTitle(/^Versions des conditions et de la confidentialité - /);
  await expect(page.getByRole('cell', { name: 'En vigueur', exact: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Texte' }).and(page.locator('[contenteditable]'))).toBeVisible();
  await page.getByRole('tab', { name: 'Politique de confidentialité' }).focus();
  await expect(page.getByRole('tab', { name: 'Politique de confidentialité' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('tab', { name: 'Politique de confidentialité' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  expect.soft(await findBlockingViolations(page), 'axe: /admin/footer/policies (fr-CA)').toEqual([]);

  const context = await browser.newContext();
  try {
    const english = await context.newPage();
    await openWithSession(english, `${acme}/admin/footer`, { email: 'admin@acme.test' });
    await expect(english.getByRole('heading', { level: 1, name: 'Footer' })).toBeVisible();
    await expect(english).toHaveTitle(/^Footer - /);
    await expect(english.getByLabel('Contact number')).not.toHaveValue('');
    expect.soft(await findBlockingViolations(english), 'axe: /admin/footer').toEqual([]);

    await english.getByRole('link', { name: 'Policy versions' }).click();
    await expect(english.getByRole('heading', { level: 1, name: 'Terms and privacy versions' })).toBeVisible();
    await expect(english).toHaveTitle(/^Terms and privacy versions - /);
    await expect(
      english.getByRole('textbox', { name: 'Text' }).and(english.locator('[contenteditable]')),
    ).toBeVisible();
    expect.soft(await findBlockingViolations(english), 'axe: /admin/footer/policies').toEqual([]);
  } finally {
    await context.close();
  }
});
