import { tenantOrigin } from '../support/e2e-server.ts';
import { expect, test } from '../support/test.ts';

const acme = tenantOrigin('acme');

// The footer waits for the page's data (lib/page-settled.ts), so it loads a moment after the page.
const FOOTER_CHUNK = /\/static\/portal-footer-[\w-]+\.js$/;

test('a connection lost while the page loads its later parts keeps the page, and they arrive once it is back', async ({
  page,
  context,
  openWithSession,
}) => {
  // The connection drops just as the footer's code is asked for.
  let hasDropped = false;
  await page.route(FOOTER_CHUNK, async (route) => {
    if (hasDropped) {
      await route.fallback();
      return;
    }
    hasDropped = true;
    await context.setOffline(true);
    await route.abort('internetdisconnected');
  });
  const footerFailed = page.waitForEvent('requestfailed', (request) => FOOTER_CHUNK.test(request.url()));
  await openWithSession(page, `${acme}/dashboard`, { email: 'learner@acme.test' });
  await footerFailed;

  // Offline: the dashboard stays, without its footer for now.
  await expect(page.getByRole('heading', { level: 2, name: 'Welcome, Lena' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByText('Houston, we have a problem!')).toHaveCount(0);

  // Back online: the footer loads and works, and the page is the same.
  await context.setOffline(false);
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('button', { name: 'Terms and Conditions' }).click();
  await expect(page.getByRole('dialog', { name: 'Terms and Conditions' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Welcome, Lena' })).toBeVisible();
  expect(page.url()).toBe(`${acme}/dashboard`);
});
