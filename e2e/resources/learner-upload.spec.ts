import { expect, test } from '../support/test.ts';
import { tenantOrigin } from '../support/e2e-server.ts';
import { findBlockingViolations } from '../support/axe.ts';
import { watchPageProblems } from '../support/page-problems.ts';
import { createPdf, uniqueTitle } from './resource-files.ts';

const acme = tenantOrigin('acme');

test("a learner's upload is Pending, for the learner and in the admin's review list", async ({
  browser,
  openWithSession,
}) => {
  test.setTimeout(150_000);
  const title = uniqueTitle('Store opening checklist');

  const learnerContext = await browser.newContext();
  const learner = await learnerContext.newPage();
  const learnerProblems = watchPageProblems(learner);
  await openWithSession(learner, `${acme}/resources`, { email: 'learner@acme.test' });
  await learner.getByRole('button', { name: 'Upload a resource' }).click();
  const dialog = learner.getByRole('dialog', { name: 'Upload a resource' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'Type' })).toHaveValue('DOCUMENT');
  await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
  const chooser = learner.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Choose a file' }).click();
  await (await chooser).setFiles({ name: 'checklist.pdf', mimeType: 'application/pdf', buffer: createPdf(title) });
  await expect(dialog.getByText(/^checklist\.pdf \(/)).toBeVisible();
  expect.soft(await findBlockingViolations(learner), 'axe: the upload dialog').toEqual([]);
  await dialog.getByRole('button', { name: 'Send for review' }).click();
  await expect(dialog).toBeHidden();
  await expect(learner.getByRole('tab', { name: 'My uploads', selected: true })).toBeVisible();
  const mine = learner.getByRole('row', { name: new RegExp(title) });
  await expect(mine.getByText('Pending', { exact: true })).toBeVisible();
  expect(learnerProblems()).toEqual([]);
  await learnerContext.close();

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  const adminProblems = watchPageProblems(admin);
  await openWithSession(admin, `${acme}/resources/admin?tab=uploads`, { email: 'admin@acme.test' });
  await expect(admin.getByRole('tab', { name: 'Uploads to review', selected: true })).toBeVisible();
  const row = admin.getByRole('row', { name: new RegExp(title) });
  await expect(row).toBeVisible();
  await expect(row.getByText('Pending', { exact: true })).toBeVisible();
  // The uploader by name, not by account code (issue 22).
  await expect(row.getByRole('cell', { name: 'Lena Learner' })).toBeVisible();
  await expect(row.getByRole('button', { name: `Approve ${title}` })).toBeVisible();
  expect.soft(await findBlockingViolations(admin), 'axe: the review list').toEqual([]);
  expect(adminProblems()).toEqual([]);
  await adminContext.close();
});
