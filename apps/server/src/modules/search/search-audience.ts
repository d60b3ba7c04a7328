/*
 * Who finds a search document (migration 0024). A document for some people only carries audience
 * keys, `KIND:code` as events and news store them (`JOB_ROLE:SALES_ASSOCIATE`, `LOCATION:12`,
 * `GROUP:3`); a viewer holds a few keys (their job role's, location's, groups') and finds it when
 * the two meet. A document for everyone carries none.
 */

/** The audience key everyone holds (events and news write `ALL:` for an audience of all). */
export const EVERYONE_AUDIENCE_KEY = 'ALL:';

/**
 * The stored `search_documents.audience` of these keys: null for everyone (no keys, or the
 * everyone key among them), else the distinct keys sorted, as a JSON array.
 */
export function storedAudienceOf(keys: readonly string[] | null | undefined): string | null {
  if (!keys || keys.length === 0 || keys.includes(EVERYONE_AUDIENCE_KEY)) {
    return null;
  }
  return JSON.stringify([...new Set(keys)].sort());
}

/** The keys of a stored `audience` (none for everyone). */
export function audienceKeysOf(stored: string | null | undefined): string[] {
  return stored ? (JSON.parse(stored) as string[]) : [];
}

/** The keys a search asks with: the viewer's, without the everyone key (documents for everyone carry none). */
export function viewerSearchKeysOf(keys: readonly string[]): string[] {
  return [...new Set(keys)].filter((key) => key !== EVERYONE_AUDIENCE_KEY).sort();
}
