import { expect, test } from '../support/test.ts';
import { tenantOrigin } from '../support/e2e-server.ts';
import { watchPageProblems } from '../support/page-problems.ts';

const acme = tenantOrigin('acme');

// Two sign-ins in all: the provider limits sign-ins per address.
test.describe('the footer', () => {
  // Long journeys (sign-in, modals, a form, a reload): room for a busy machine.
  test.describe.configure({ timeout: 60_000 });

  test('opens the terms in a modal, and asks before opening an external link', async ({
    page,
    context,
    openWithSession,
  }) => {
    const problems = watchPageProblems(page);
    await openWithSession(page, `${acme}/dashboard`, { email: 'learner@acme.test' });
    await expect(page.getByRole('heading', { level: 2, name: 'Welcome, Lena' })).toBeVisible();
    const footer = page.getByRole('contentinfo');

    // Terms and Conditions: title, content, version, updated date; Done closes and gives the focus back.
    const termsOpener = footer.getByRole('button', { name: 'Terms and Conditions' });
    await termsOpener.click();
    const terms = page.getByRole('dialog', { name: 'Terms and Conditions' });
    await expect(terms).toBeVisible();
    await expect(terms.getByText('Version 2.0', { exact: true })).toBeVisible();
    await expect(terms.getByText(/^Updated \w+ \d{1,2}, \d{4}$/)).toBeVisible();
    await expect(terms.getByRole('heading', { name: 'Terms and Conditions' }).last()).toBeVisible();
    await terms.getByRole('button', { name: 'Done' }).click();
    await expect(terms).toBeHidden();
    await expect(termsOpener).toBeFocused();

    // An external link asks first; Cancel keeps the page and opens nothing.
    await footer.getByRole('link', { name: 'Careers' }).click();
    const confirmation = page.getByRole('dialog', { name: 'Open a new link' });
    await expect(confirmation.getByText('Do you want to open a new link?')).toBeVisible();
    await confirmation.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirmation).toBeHidden();
    expect(page.url()).toBe(`${acme}/dashboard`);
    expect(context.pages()).toHaveLength(1);

    // Ok opens the link in a new tab (the address is unreachable here: only the tab matters).
    await context.route('https://acme.example/**', (route) => route.fulfill({ status: 200, body: 'ok' }));
    await footer.getByRole('link', { name: 'Careers' }).click();
    const newTab = context.waitForEvent('page');
    await page.getByRole('dialog', { name: 'Open a new link' }).getByRole('button', { name: 'Ok' }).click();
    const tab = await newTab;
    await expect(tab).toHaveURL('https://acme.example/careers');
    expect(await tab.evaluate('window.opener')).toBeNull();
    await tab.close();
    expect(page.url()).toBe(`${acme}/dashboard`);
    expect(problems()).toEqual([]);
  });

  test('sends the contact form, and switches the shell to French for good', async ({ page, openWithSession }) => {
    const problems = watchPageProblems(page);
    await openWithSession(page, `${acme}/dashboard`, { email: 'manager@acme.test' });
    const footer = page.getByRole('contentinfo');

    await footer.getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL(`${acme}/contact-us`);
    await expect(page.getByRole('textbox', { name: /^Email/ })).toHaveValue('manager@acme.test');
    await page.getByRole('textbox', { name: /^Subject/ }).fill('Course access');
    await page.getByRole('textbox', { name: /^Message$/ }).fill('I cannot open the onboarding course.');
    const sent = page.waitForResponse((response) => response.url().endsWith('/api/TenantNotification/submitissue'));
    await page.getByRole('button', { name: 'Send' }).click();
    expect((await sent).status()).toBe(200);
    await expect(page.getByText('Your message was sent.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: /^Subject/ })).toHaveValue('');

    const recorded = page.waitForResponse((response) =>
      response.url().endsWith('/api/userprofile/userbrowserlanguage'),
    );
    await footer.getByRole('button', { name: 'Français' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nous joindre' })).toBeVisible();
    await expect(footer.getByRole('button', { name: 'Conditions d’utilisation' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    expect((await recorded).status()).toBe(200);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Nous joindre' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Nous joindre' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    expect(problems()).toEqual([]);
  });
});
