import type { Page } from '@playwright/test';

// Evaluated in the page as text: the journeys' TypeScript has no DOM types.

/** Everything in the tab's session storage. */
export function readSessionStorage(page: Page): Promise<Record<string, string>> {
  return page.evaluate<Record<string, string>>('Object.fromEntries(Object.entries(window.sessionStorage))');
}

/** Everything in the origin's local storage. */
export function readLocalStorage(page: Page): Promise<Record<string, string>> {
  return page.evaluate<Record<string, string>>('Object.fromEntries(Object.entries(window.localStorage))');
}

/** The access token oidc-client-ts keeps for the tab, if any. */
export async function readAccessToken(page: Page): Promise<string | undefined> {
  const storage = await readSessionStorage(page);
  const stored = Object.entries(storage).find(([key]) => key.startsWith('oidc.user:'))?.[1];
  return stored ? (JSON.parse(stored) as { access_token?: string }).access_token : undefined;
}

/** The status of a same-origin GET made by the page with this Bearer token. */
export function fetchStatusWithToken(page: Page, path: string, token: string): Promise<number> {
  const headers = JSON.stringify({ Authorization: `Bearer ${token}` });
  return page.evaluate<number>(
    `fetch(${JSON.stringify(path)}, { headers: ${headers} }).then((response) => response.status)`,
  );
}
