import { expect } from '@playwright/test';
import type { Browser, Cookie, Page } from '@playwright/test';
import { readAccessToken } from './browser-storage.ts';
import { SIGN_IN_PAGE, hideImportantPopup, submitSignIn } from './sign-in.ts';
import type { TSignInAccount } from './sign-in.ts';

/** oidc-provider's session cookie and its signature. */
const PROVIDER_SESSION_COOKIE = /^_session(\.|$)/;

/** The app's first stop on its way to the provider and back: the sign-in page, or the callback when a session exists. */
const SIGN_IN_OR_CALLBACK = /\/(signin\/[^/]+|index\.html\?)/;

/** The demo account a journey opens a page as (the form's language matters only when the form is needed). */
export type TSessionAccount = Omit<TSignInAccount, 'password'>;

/** The provider's session cookies, per origin and account: a worker's journeys share them. */
export type TProviderSessions = Map<string, Cookie[]>;

/** Opens `url` in `page` (not yet signed in) signed in as `account`. */
export type TOpenWithSession = (page: Page, url: string, account: TSessionAccount) => Promise<void>;

/** An access token of `email`, signed in at `url` on a page of its own (for calls from Node). */
export type TAccessTokenWithSession = (url: string, email: string) => Promise<string>;

/**
 * Opens a portal address signed in without filling the sign-in form again: the page's context gets
 * the provider's session cookie of an earlier sign-in of the account, so the provider sends the
 * app straight back through its callback (a code exchanged for the page's own tokens, permissions
 * loaded, the post-login steps run, as after the form). The first time for an account, or when its
 * session has ended, the form is filled as `openSignedIn` does. For journeys about something else
 * than signing in: those about the form, signing out, the session's end or the password keep
 * `openSignedIn`/`submitSignIn`.
 */
export async function openWithSession(
  sessions: TProviderSessions,
  page: Page,
  url: string,
  account: TSessionAccount,
): Promise<void> {
  const origin = new URL(url).origin;
  const key = `${origin} ${account.email}`;
  const cookies = sessions.get(key);
  if (cookies) {
    await page.context().addCookies(cookies);
  }
  if (!account.showImportantPopup) {
    await hideImportantPopup(page);
  }
  // Registered before the navigation so that a fast redirect is not missed.
  const firstStop = page.waitForURL(SIGN_IN_OR_CALLBACK, { waitUntil: 'commit', timeout: 30_000 });
  await page.goto(url);
  await firstStop;
  if (SIGN_IN_PAGE.test(page.url())) {
    await submitSignIn(page, account);
  }
  // The callback exchanges the code and loads the person's permissions before it leaves.
  await expect(page).not.toHaveURL(/\/(signin\/|index\.html)/, { timeout: 30_000 });
  const signedIn = await page.context().cookies(origin);
  sessions.set(
    key,
    signedIn.filter((cookie) => PROVIDER_SESSION_COOKIE.test(cookie.name)),
  );
}

/** `signInForAccessToken` through the account's provider session (`openWithSession`). */
export async function readAccessTokenWithSession(
  sessions: TProviderSessions,
  browser: Browser,
  url: string,
  email: string,
): Promise<string> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await openWithSession(sessions, page, url, { email });
  const token = (await readAccessToken(page)) ?? '';
  await context.close();
  return token;
}
