import { tenantOrigin } from '../support/e2e-server.ts';
import { openSignedIn } from '../support/sign-in.ts';
import { expect, test } from '../support/test.ts';

// The page's layout shifts as the browser reports them (the journeys' TypeScript has no DOM types).
type TShiftWindow = { __portalLayoutShift?: number };

function readLayoutShift(): number {
  return (globalThis as unknown as TShiftWindow).__portalLayoutShift ?? -1;
}

/*
 * Issue 22/24: the resource library's sections load one after another; their skeletons take the
 * room of the cards they stand for, so nothing is pushed down as they arrive (CLS well under
 * 0.1, Google's "good").
 */
test('the resource library does not shift while its sections load', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openSignedIn(page, `${tenantOrigin('acme')}/dashboard`, { email: 'learner@acme.test' });
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
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${tenantOrigin('acme')}/resources`);
    await expect(page.getByRole('heading', { level: 1, name: 'Resource Library' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Featured' }).getByRole('article').first()).toBeVisible();
    await expect(page.locator('[data-skeleton]')).toHaveCount(0);
    const shift = await page.evaluate(readLayoutShift);
    test.info().annotations.push({ type: `CLS /resources at ${width} px`, description: shift.toFixed(4) });
    expect(shift, `layout shift at ${width} px`).toBeGreaterThanOrEqual(0);
    expect(shift, `layout shift at ${width} px`).toBeLessThan(0.1);
  }
});
