import type { ONBOARDING_SESSION_KEYS } from '@portal/contracts';
import type { TResponseReader } from './response-reader';

/** Session storage keys (spec section 3 lists what may be cached; nothing else goes here). */
export const SESSION_KEYS = {
  locale: 'locale',
  locales: 'locales',
  permissions: 'permissions',
  tenantMetadata: 'tenantMetadata',
  userInfo: 'userInfo',
  /** Set after a sign-in; the important-notifications pop-up shows once and resets it to false. */
  freshLogin: 'freshLogin',
} as const;

/** The cached items, and the onboarding gate's flags (spec section 4), stored under the spec's names. */
export type TSessionKey =
  | (typeof SESSION_KEYS)[keyof typeof SESSION_KEYS]
  | (typeof ONBOARDING_SESSION_KEYS)[keyof typeof ONBOARDING_SESSION_KEYS];

// Storage can be disabled or full (private browsing, quotas): caching is best effort.
export function readSessionItem(key: TSessionKey): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeSessionItem(key: TSessionKey, value: string): void {
  try {
    window.sessionStorage.setItem(key, value);
  } catch {
    // Best effort, see above.
  }
}

export function removeSessionItem(key: TSessionKey): void {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // Best effort, see above.
  }
}

/** Reads a JSON value and drops it when the reader refuses it (e.g. a shape from before a release). */
export function readSessionJson<TData>(key: TSessionKey, reader: TResponseReader<TData>): TData | undefined {
  const raw = readSessionItem(key);
  if (raw === null) {
    return undefined;
  }
  try {
    const parsed = reader.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function writeSessionJson(key: TSessionKey, value: unknown): void {
  writeSessionItem(key, JSON.stringify(value));
}
