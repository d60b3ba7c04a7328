import { expect, test } from '../support/test.ts';
import { tenantOrigin } from '../support/e2e-server.ts';

// The journeys' own CSP watch (support/test.ts) must see what Chromium refuses, or a journey that
// passes would say nothing. Each check empties the list it filled, so the journey itself passes.
test.describe('the CSP watch of every journey', () => {
  test('sees a refused eval, even one the page caught', async ({ page, cspViolations }) => {
    // Page code, as zod's probe is (what the test runner evaluates itself is exempt from the CSP).
    await page.route('**/static/csp-probe.js', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: "try { new Function('return 1'); } catch {}" }),
    );
    await page.goto(`${tenantOrigin('acme')}/logout`);
    await page.evaluate(
      "const probe = document.createElement('script'); probe.src = '/static/csp-probe.js'; document.head.append(probe)",
    );
    await expect.poll(() => cspViolations.some((text) => text.includes('script-src'))).toBe(true);
    cspViolations.length = 0;
  });

  test('sees a refused inline style', async ({ page, cspViolations }) => {
    await page.goto(`${tenantOrigin('acme')}/logout`);
    await page.evaluate(
      "const style = document.createElement('style'); style.textContent = 'body{}'; document.head.append(style)",
    );
    await expect.poll(() => cspViolations.some((text) => text.includes('style-src'))).toBe(true);
    cspViolations.length = 0;
  });
});
