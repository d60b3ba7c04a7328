import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/*
 * Calendar links of the registration notifications: a link in a notification is followed by the
 * browser without the app's bearer token, so it carries its own proof instead, an HMAC of the
 * tenant, the session and an expiry, keyed from the deployment's secrets (every node checks the
 * links of every other). It opens only that session's `.ics`, which its holder was given anyway.
 */

/** How long after the session ends its calendar link still works. */
const AFTER_END_SECONDS = 7 * 86_400;

/** A 32-byte HMAC key for calendar links, derived (HKDF-SHA256) from a deployment secret. */
export function deriveCalendarLinkKey(deploymentSecret: string): Buffer {
  if (deploymentSecret === '') {
    throw new Error('a deployment secret is needed to sign calendar links');
  }
  return Buffer.from(hkdfSync('sha256', deploymentSecret, 'portal-events', 'event calendar links v1', 32));
}

function signature(key: Buffer, tenantCode: string, sessionId: number, expiresAt: number): string {
  return createHmac('sha256', key).update(`${tenantCode}\n${sessionId}\n${expiresAt}`).digest('base64url');
}

/** The path and query of a session's calendar link, valid until a week after the session ends. */
export function signCalendarLink(
  key: Buffer,
  link: { tenantCode: string; sessionId: number; endsAt: string; locale: string },
): string {
  const expiresAt = Math.floor(Date.parse(link.endsAt) / 1000) + AFTER_END_SECONDS;
  const query = new URLSearchParams({
    exp: String(expiresAt),
    sig: signature(key, link.tenantCode, link.sessionId, expiresAt),
    locale: link.locale,
  });
  return `/api/events/sessions/${link.sessionId}/linked-calendar.ics?${query.toString()}`;
}

/** Whether a calendar link was signed by us for this tenant and session, and is still in time. */
export function isCalendarLinkValid(
  key: Buffer,
  link: { tenantCode: string; sessionId: number; expiresAt: number; sig: string },
  nowSeconds: number,
): boolean {
  const expected = Buffer.from(signature(key, link.tenantCode, link.sessionId, link.expiresAt));
  const given = Buffer.from(link.sig);
  return given.length === expected.length && timingSafeEqual(given, expected) && link.expiresAt >= nowSeconds;
}
