import { expect, test } from '../support/test.ts';
import type { Page } from '@playwright/test';
import { tenantOrigin } from '../support/e2e-server.ts';
import { findBlockingViolations } from '../support/axe.ts';
import { watchPageProblems } from '../support/page-problems.ts';
import { createPdf, createPng, uniqueTitle } from './resource-files.ts';

const acme = tenantOrigin('acme');

async function chooseFile(page: Page, button: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button }).click();
  await (await chooser).setFiles(file);
}

test('an admin publishes a resource with a thumbnail and a PDF; a learner finds it and reads the PDF', async ({
  browser,
  openWithSession,
}) => {
  test.setTimeout(180_000);
  const title = uniqueTitle('Safety handbook');

  // The admin creates the resource.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  const adminProblems = watchPageProblems(admin);
  await openWithSession(admin, `${acme}/resources/admin`, { email: 'admin@acme.test' });
  await expect(admin.getByRole('heading', { level: 1, name: 'Resource Library admin' })).toBeVisible();
  await admin.getByRole('link', { name: 'New resource' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'New resource' })).toBeVisible();

  await admin.getByRole('group', { name: 'English' }).getByLabel('Title').fill(title);
  await admin.getByRole('group', { name: 'English' }).getByLabel('Description').fill('What to do, step by step.');
  await admin.getByRole('group', { name: 'French' }).getByLabel('Title').fill(`${title} (FR)`);
  await chooseFile(admin, 'Upload an image', { name: 'cover.png', mimeType: 'image/png', buffer: await createPng() });
  await expect(admin.getByRole('button', { name: 'Replace the image' })).toBeVisible();
  expect.soft(await findBlockingViolations(admin), 'axe: the resource editor').toEqual([]);
  await expect(admin.getByTestId('resource-thumbnail')).toBeVisible();

  const asset = admin.getByRole('group', { name: 'Asset 1' });
  await expect(asset.getByRole('combobox', { name: 'Type' })).toHaveValue('DOCUMENT');
  await asset.getByLabel('Title (English)').fill('Handbook (PDF)');
  await chooseFile(admin, 'Add files', {
    name: 'handbook.pdf',
    mimeType: 'application/pdf',
    buffer: createPdf(title),
  });
  await expect(asset.getByText(/^handbook\.pdf \(/)).toBeVisible();

  await admin.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(admin).toHaveURL(/\/resources\/admin\/\d+$/);
  await expect(admin.getByRole('heading', { level: 1, name: `Edit: ${title}` })).toBeVisible();
  await admin.getByRole('button', { name: 'Publish', exact: true }).click();
  // Toasts last 3 s; what stays is the status and the action that undoes it.
  await expect(admin.getByRole('button', { name: 'Unpublish', exact: true })).toBeVisible();
  await expect(admin.getByText('Published', { exact: true })).toBeVisible();
  expect(adminProblems()).toEqual([]);
  await adminContext.close();

  // A learner finds it in the feed, opens it and reads the PDF in the page.
  const learnerContext = await browser.newContext();
  const learner = await learnerContext.newPage();
  const learnerProblems = watchPageProblems(learner);
  await openWithSession(learner, `${acme}/resources`, { email: 'learner@acme.test' });
  await expect(learner.getByRole('heading', { level: 1, name: 'Resource Library' })).toBeVisible();
  await learner.getByRole('searchbox', { name: 'Search the library' }).fill(title);
  await learner.getByRole('button', { name: 'Search', exact: true }).click();
  const card = learner.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  // The thumbnail comes from the media service's resized-image URL and really loads.
  const thumbnail = card.getByTestId('resource-thumbnail');
  await expect(thumbnail).toHaveAttribute('src', /\/image\/blob\/[0-9a-f-]+\?tenant=acme&w=242&h=242/);
  await expect
    .poll(() => thumbnail.evaluate((image: { naturalWidth: number }) => image.naturalWidth))
    .toBeGreaterThan(0);

  expect.soft(await findBlockingViolations(learner), 'axe: the feed').toEqual([]);

  await card.getByRole('link', { name: title }).click();
  await expect(learner).toHaveURL(/\/resources\/\d+$/);
  await expect(learner.getByRole('heading', { level: 1, name: title })).toBeVisible();
  expect.soft(await findBlockingViolations(learner), 'axe: a resource').toEqual([]);
  const pdfAnswer = learner.waitForResponse((response) => /\/media\/stream\//.test(response.url()));
  const viewRecorded = learner.waitForResponse(
    (response) => /\/api\/assets\/\d+\/view$/.test(response.url()) && response.request().method() === 'POST',
  );
  await learner.getByRole('button', { name: 'Open', exact: true }).click();
  const frame = learner.getByTitle('Preview of handbook.pdf');
  await expect(frame).toBeVisible();
  const pdf = await pdfAnswer;
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect((await viewRecorded).status()).toBe(200);
  await expect(learner.getByRole('button', { name: 'Download handbook.pdf' })).toBeVisible();
  expect(learnerProblems()).toEqual([]);
  await learnerContext.close();
});
