import { ZInsertResourceStringRequestSchema } from '@portal/contracts';
import { PORTAL_APPLICATION } from '@portal/i18n';

/**
 * Dev mode (spec section 7): a key missing from the catalogues is sent to
 * `POST /api/resourcestring/insert` with the text shown instead, once per key and locale per page
 * load. Silent: a refused or failed call changes nothing (the console warning is i18n.ts's).
 */
export const INSERT_RESOURCE_STRING_PATH = '/api/resourcestring/insert';

export type TMissingKeyReporter = (locale: string, namespace: string, key: string, text: string) => void;

export function createMissingKeyReporter(endpoint: string = INSERT_RESOURCE_STRING_PATH): TMissingKeyReporter {
  const reported = new Set<string>();
  return (locale, namespace, key, text) => {
    const parsed = ZInsertResourceStringRequestSchema.safeParse({
      classKey: namespace,
      application: PORTAL_APPLICATION,
      locale,
      key,
      text,
    });
    const id = `${locale}\u0000${namespace}\u0000${key}`;
    if (!parsed.success || reported.has(id)) {
      return;
    }
    reported.add(id);
    fetch(new URL(endpoint, window.location.origin).href, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Correlation-ID': crypto.randomUUID() },
      body: JSON.stringify(parsed.data),
    }).catch(() => undefined);
  };
}
