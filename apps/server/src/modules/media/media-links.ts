import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/*
 * Playback links: `<video>`, `<audio>` and a PDF frame cannot send a bearer token, so a signed-in
 * user gets a short-lived URL instead, signed with a key derived from the deployment's secrets.
 * The signature covers the tenant, the media and the expiry: changing any of them breaks it.
 */

/** A 32-byte HMAC key for playback links, derived (HKDF-SHA256) from a deployment secret. */
export function deriveMediaLinkKey(deploymentSecret: string): Buffer {
  if (deploymentSecret === '') {
    throw new Error('a deployment secret is needed to sign media links');
  }
  return Buffer.from(hkdfSync('sha256', deploymentSecret, 'portal-media', 'media playback links v1', 32));
}

function signature(key: Buffer, tenantCode: string, mediaId: string, expiresAt: number): string {
  return createHmac('sha256', key).update(`${tenantCode}\n${mediaId}\n${expiresAt}`).digest('base64url');
}

/** `/media/stream/{id}?tenant&exp&sig`, valid until `expiresAt` (epoch seconds). */
export function signMediaLink(key: Buffer, tenantCode: string, mediaId: string, expiresAt: number): string {
  const query = new URLSearchParams({
    tenant: tenantCode,
    exp: String(expiresAt),
    sig: signature(key, tenantCode, mediaId, expiresAt),
  });
  return `/media/stream/${mediaId}?${query.toString()}`;
}

export type TLinkCheck = 'valid' | 'expired' | 'invalid';

/** Whether a link's signature is ours for this tenant, media and expiry, and still in time. */
export function checkMediaLink(
  key: Buffer,
  link: { tenantCode: string; mediaId: string; expiresAt: number; sig: string },
  nowSeconds: number,
): TLinkCheck {
  const expected = Buffer.from(signature(key, link.tenantCode, link.mediaId, link.expiresAt));
  const given = Buffer.from(link.sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return 'invalid';
  }
  return link.expiresAt < nowSeconds ? 'expired' : 'valid';
}
