import { expect } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';
import { readAccessToken } from './browser-storage.ts';

/** The password of every demo account. */
export const DEMO_PASSWORD = 'Portal!2026';

/** The server-rendered sign-in page's labels, in the language it was asked for. */
const SIGN_IN_LABELS = {
  en: { email: 'Email', password: 'Password', submit: 'Sign in' },
  'fr-CA': { email: 'Courriel', password: 'Mot de passe', submit: 'Se connecter' },
} as const;

export type TSignInLocale = keyof typeof SIGN_IN_LABELS;

/** The provider's sign-in page (`/signin/:uid`, or `/signin/:uid/login` once the form was sent). */
export const SIGN_IN_PAGE = /\/signin\/[^/]+(\/login)?$/;

/** A refused sign-in form answers 401 with the page again; journeys that provoke it expect it. */
export const REFUSED_SIGN_IN = { status: 401, url: /\/signin\/[^/]+/ } as const;

export type TSignInAccount = {
  email: string;
  password?: string;
  locale?: TSignInLocale;
  /**
   * The demo learners hold an unread Important notification, shown as a modal pop-up after every
   * sign-in until dismissed (spec section 4). Journeys about something else must not meet it (nor
   * dismiss it for the notification journeys): the check answers "none" unless this is true.
   */
  showImportantPopup?: boolean;
};

const IMPORTANT_CHECK_URL = /\/api\/user-notification\/important\/check(\?|$)/;
const pagesWithoutPopup = new WeakSet<Page>();

/** Answers the Important pop-up's check with "none" for this page (see `showImportantPopup`). */
export async function hideImportantPopup(page: Page): Promise<void> {
  if (pagesWithoutPopup.has(page)) {
    return;
  }
  pagesWithoutPopup.add(page);
  await page.route(IMPORTANT_CHECK_URL, (route) =>
    route.fulfill({ json: { success: true, returnValue: false, message: null } }),
  );
}

/** Fills and sends the provider's sign-in form, which the browser must already show. */
export async function submitSignIn(
  page: Page,
  { email, password = DEMO_PASSWORD, locale = 'en', showImportantPopup = false }: TSignInAccount,
): Promise<void> {
  const labels = SIGN_IN_LABELS[locale];
  if (!showImportantPopup) {
    await hideImportantPopup(page);
  }
  // The app boots and sends the browser to the provider first (as slow as the callback, below).
  await expect(page).toHaveURL(SIGN_IN_PAGE, { timeout: 30_000 });
  await page.getByLabel(labels.email).fill(email);
  await page.getByLabel(labels.password).fill(password);
  await page.getByRole('button', { name: labels.submit }).click();
}

/** Opens a portal address while signed out and signs in on the way. */
export async function openSignedIn(page: Page, url: string, account: Omit<TSignInAccount, 'password'>): Promise<void> {
  await page.goto(url);
  await submitSignIn(page, account);
  // The callback exchanges the code and loads the person's permissions before it leaves: on a busy
  // machine that alone has taken over the default 15 s.
  await expect(page).not.toHaveURL(/\/(signin\/|index\.html)/, { timeout: 30_000 });
}

/** Signs `email` in on a page of its own, closed after, and hands back the access token (for calls from Node). */
export async function signInForAccessToken(browser: Browser, url: string, email: string): Promise<string> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await openSignedIn(page, url, { email });
  const token = (await readAccessToken(page)) ?? '';
  await context.close();
  return token;
}
