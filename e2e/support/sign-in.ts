import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

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

/** Fills and sends the provider's sign-in form, which the browser must already show. */
export async function submitSignIn(
  page: Page,
  { email, password = DEMO_PASSWORD, locale = 'en' }: { email: string; password?: string; locale?: TSignInLocale },
): Promise<void> {
  const labels = SIGN_IN_LABELS[locale];
  await expect(page).toHaveURL(SIGN_IN_PAGE);
  await page.getByLabel(labels.email).fill(email);
  await page.getByLabel(labels.password).fill(password);
  await page.getByRole('button', { name: labels.submit }).click();
}

/** Opens a portal address while signed out and signs in on the way. */
export async function openSignedIn(
  page: Page,
  url: string,
  account: { email: string; locale?: TSignInLocale },
): Promise<void> {
  await page.goto(url);
  await submitSignIn(page, account);
  await expect(page).not.toHaveURL(/\/(signin\/|index\.html)/);
}
