import { expect, test } from '../support/test.ts';
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { findBlockingViolations } from '../support/axe.ts';
import { tenantOrigin } from '../support/e2e-server.ts';
import { watchPageProblems } from '../support/page-problems.ts';
import { DEMO_PASSWORD, openSignedIn, submitSignIn } from '../support/sign-in.ts';

const acme = tenantOrigin('acme');

/*
 * The learner's own account, changed for good: a new password, a picture, French. Every other
 * journey signs in as the seeded learner, so this one runs after them all (the `account-changes`
 * project of playwright.config.ts) on the fresh database of the run.
 */
const NEW_PASSWORD = 'Changed!2027pw';

/** A landscape photo: the picture is the square cut from its centre. */
function createPhoto(): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 400, channels: 3, background: '#c0392b' } })
    .png()
    .toBuffer();
}

function userMenuButton(page: Page): Locator {
  return page.getByRole('button', { name: 'Lena Learner' });
}

// Evaluated in the page: the journeys' TypeScript has no DOM types.
type TImageElement = { naturalWidth: number };

test('a learner changes their password, picture and language from their profile', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const problems = watchPageProblems(page);

  // Security: a new password, then a sign-in with it.
  await openSignedIn(page, `${acme}/profile/security`, { email: 'learner@acme.test' });
  await expect(page.getByRole('heading', { level: 1, name: 'Security' })).toBeVisible();
  await page.getByLabel(/^Current password/).fill(DEMO_PASSWORD);
  await page.getByLabel(/^New password/).fill(NEW_PASSWORD);
  await page.getByLabel(/^Confirm the new password/).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
  await userMenuButton(page).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'You have been signed out' })).toBeVisible();
  await page.goto(`${acme}/profile`);
  await submitSignIn(page, { email: 'learner@acme.test', password: NEW_PASSWORD });
  await expect(page).toHaveURL(`${acme}/profile`);

  // Picture: a photo chosen, cut square (zoomed a little, by keyboard), saved, shown in the header.
  const section = page.getByRole('region', { name: 'Profile picture' });
  await expect(section.getByText('No picture yet: your initials show instead.')).toBeVisible();
  const chooser = page.waitForEvent('filechooser');
  await section.getByRole('button', { name: 'Choose a picture' }).click();
  await (await chooser).setFiles({ name: 'holiday.png', mimeType: 'image/png', buffer: await createPhoto() });
  await expect(section.getByRole('img', { name: 'Preview of your new picture' })).toBeVisible();
  await section.getByRole('slider', { name: 'Zoom' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(section.getByRole('slider', { name: 'Zoom' })).toHaveAttribute('aria-valuenow', '101');
  expect.soft(await findBlockingViolations(page), 'axe: /profile with the picture editor').toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('profile-picture-editor.png'), fullPage: true });
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/userprofile/updateprofilepicture'));
  // What the header's picture loads: the stored square, resized for the avatar.
  const headerImage = page.waitForResponse((response) =>
    /\/image\/blob\/[^?]+\?tenant=acme&w=52&h=52$/.test(response.url()),
  );
  await section.getByRole('button', { name: 'Save picture' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('Your picture has been saved.')).toBeVisible();
  await expect(section.getByRole('img', { name: 'Picture of Lena Learner' })).toBeVisible();

  const headerPicture = userMenuButton(page).locator('img');
  await expect(headerPicture).toHaveAttribute('src', /\/image\/blob\/[0-9a-f-]{36}\?tenant=acme&w=52&h=52$/);
  await expect
    .poll(() => headerPicture.evaluate((image) => (image as unknown as TImageElement).naturalWidth))
    .toBeGreaterThan(0);
  const picture = await headerImage;
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toMatch(/^image\//);
  const { width, height } = await sharp(await picture.body()).metadata();
  expect({ width, height }).toEqual({ width: 52, height: 52 });
  await page.screenshot({ path: testInfo.outputPath('profile-with-picture.png'), fullPage: true });

  // Preferences: French, kept after a reload.
  await page.goto(`${acme}/profile/preferences`);
  await expect(page.getByRole('heading', { level: 1, name: 'Preferences' })).toBeVisible();
  await page.getByRole('radio', { name: /^Français/ }).check();
  await page.getByRole('button', { name: 'Save', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Préférences' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Préférences' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(page.getByRole('radio', { name: /^Français/ })).toBeChecked();
  await expect(userMenuButton(page).locator('img')).toHaveAttribute('src', /\/image\/blob\//);
  expect.soft(await findBlockingViolations(page), 'axe: /profile/preferences in French').toEqual([]);

  expect(problems()).toEqual([]);
});
