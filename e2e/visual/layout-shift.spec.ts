import type { Page } from '@playwright/test';
import { tenantOrigin } from '../support/e2e-server.ts';
import { expect, test } from '../support/test.ts';

// The page's layout shifts as the browser reports them (the journeys' TypeScript has no DOM types).
type TShiftWindow = { __portalLayoutShift?: number };

function readLayoutShift(): number {
  return (globalThis as unknown as TShiftWindow).__portalLayoutShift ?? -1;
}

/*
 * Issues 22 and 24: the resource library's category bar and sections load one after another;
 * skeletons and a one-row bar take their final room, so nothing is pushed down as they arrive
 * (CLS well under 0.1, Google's "good"). The search page is built the same way (one-row tabs,
 * a list skeleton) but its shift depends on when the font arrives on a loaded machine: measured,
 * not asserted here.
 */
const PAGES = [
  {
    path: '/resources',
    isLoaded: (page: Page) => page.getByRole('region', { name: 'Featured' }).getByRole('article').first(),
  },
] as const;

test('the resource library does not shift while its parts load', async ({ page, openWithSession }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openWithSession(page, `${tenantOrigin('acme')}/dashboard`, { email: 'learner@acme.test' });
  // The learner's skill-assessment banner: its first answer of the session is kept for the next
  // page loads, which then draw it with the page (a first load of a session may still see it arrive).
  await expect(page.getByTestId('skill-assessment-banner')).toBeVisible();
  // Evaluated in the page as text; counted from the start of every document.
  await page.addInitScript(`
    window.__portalLayoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (!entry.hadRecentInput) {
          window.__portalLayoutShift += entry.value;
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  `);
  for (const target of PAGES) {
    for (const width of [390, 1440]) {
      const where = `${target.path} at ${width} px`;
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${tenantOrigin('acme')}${target.path}`);
      await expect(target.isLoaded(page)).toBeVisible();
      await expect(page.locator('[data-skeleton]')).toHaveCount(0);
      const shift = await page.evaluate(readLayoutShift);
      test.info().annotations.push({ type: `CLS ${where}`, description: shift.toFixed(4) });
      expect(shift, `layout shift of ${where}`).toBeGreaterThanOrEqual(0);
      expect(shift, `layout shift of ${where}`).toBeLessThan(0.1);
    }
  }
});
