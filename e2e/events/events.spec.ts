import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import ICAL from 'ical.js';
import { findBlockingViolations } from '../support/axe.ts';
import { tenantOrigin } from '../support/e2e-server.ts';
import { watchPageProblems } from '../support/page-problems.ts';
import { expect, test } from '../support/test.ts';

const acme = tenantOrigin('acme');
const boreal = tenantOrigin('boreal');

/*
 * The demo seed gives acme 8 events. "Onboarding live Q&A" is an upcoming online session with free
 * seats that the demo learner has not registered for. No other journey uses it, and the
 * registration made here is undone before the test ends.
 */
const OPEN_EVENT = 'Onboarding live Q&A';

/** Opens an event from the upcoming list of `/event`. */
async function openUpcomingEvent(page: Page, title: string): Promise<void> {
  await page.getByRole('link', { name: title }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

test('a learner registers for a session, downloads its .ics, sees it under Mine, and cancels', async ({
  page,
  openWithSession,
}) => {
  test.setTimeout(300_000);
  const problems = watchPageProblems(page);
  await openWithSession(page, `${acme}/event`, { email: 'learner@acme.test' });
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  await expect(page).toHaveTitle(/^Events - /);
  await expect(page.getByRole('tab', { name: 'Upcoming', selected: true })).toBeVisible();
  await expect(page.getByRole('link', { name: OPEN_EVENT }).first()).toBeVisible();
  expect.soft(await findBlockingViolations(page), 'axe: /event').toEqual([]);

  await openUpcomingEvent(page, OPEN_EVENT);
  await expect(page).toHaveTitle(/^Event - /);
  await expect(page.getByText('Online', { exact: true }).first()).toBeVisible();
  expect.soft(await findBlockingViolations(page), 'axe: an event page').toEqual([]);

  await page.getByRole('button', { name: 'Register' }).first().click();
  await expect(page.getByText("You're registered.", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Join the online session' })).toBeVisible();

  // The calendar file, parsed back: one event, this one, in the future.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Add to calendar' }).first().click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.ics$/);
  const parsed: unknown[] = ICAL.parse(await readFile(await file.path(), 'utf8')) as unknown[];
  const calendar = new ICAL.Component(parsed);
  const events = calendar.getAllSubcomponents('vevent');
  expect(events).toHaveLength(1);
  const event = new ICAL.Event(events[0]);
  expect(event.summary).toContain(OPEN_EVENT);
  expect(event.startDate.toJSDate().getTime()).toBeGreaterThan(Date.now());
  expect(event.endDate.toJSDate().getTime()).toBeGreaterThan(event.startDate.toJSDate().getTime());

  // Mine lists it.
  await page.getByRole('link', { name: 'Events' }).first().click();
  await page.getByRole('tab', { name: 'Mine' }).click();
  await expect(page.getByRole('link', { name: OPEN_EVENT }).first()).toBeVisible();
  await openUpcomingEvent(page, OPEN_EVENT);

  // Cancelling asks first.
  await page.getByRole('button', { name: 'Cancel my registration' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel your registration?' });
  await expect(dialog).toBeVisible();
  expect.soft(await findBlockingViolations(page), 'axe: the cancel dialog').toEqual([]);
  await dialog.getByRole('button', { name: 'Cancel registration' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Register' }).first()).toBeVisible();
  await expect(page.getByText("You're registered.", { exact: true })).toHaveCount(0);
  expect(problems()).toEqual([]);
});

test('boreal has no events: /event and its admin are not found', async ({ page, openWithSession }) => {
  await openWithSession(page, `${boreal}/event`, { email: 'apprenant@boreal.test', locale: 'fr-CA' });
  await expect(page.getByRole('heading', { name: 'Oups! Vous êtes perdu.' })).toBeVisible();
  await page.goto(`${boreal}/event/admin`);
  await expect(page.getByRole('heading', { name: 'Oups! Vous êtes perdu.' })).toBeVisible();
});
