import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/*
 * Stream tickets: EventSource cannot send a bearer token, and an access token in a URL would end
 * up in access logs and proxies with the power of every API call. A signed-in user trades their
 * token for a ticket instead (`POST /api/user-notification/stream-ticket`): it opens this user's
 * notification stream in this tenant, nothing else, for a minute. Signed (HMAC-SHA256) with a key
 * derived from the deployment's secrets, so every node accepts the tickets of every other.
 *
 * Format: `<expiresAt>.<base64url tenantCode>.<base64url userCode>.<signature>`.
 */

export type TStreamTicketHolder = { tenantCode: string; userCode: string };

/** A 32-byte HMAC key for stream tickets, derived (HKDF-SHA256) from a deployment secret. */
export function deriveStreamTicketKey(deploymentSecret: string): Buffer {
  if (deploymentSecret === '') {
    throw new Error('a deployment secret is needed to sign notification stream tickets');
  }
  return Buffer.from(
    hkdfSync('sha256', deploymentSecret, 'portal-notification-stream', 'notification stream tickets v1', 32),
  );
}

function signature(key: Buffer, tenantCode: string, userCode: string, expiresAt: number): string {
  return createHmac('sha256', key)
    .update(`stream-ticket\n${tenantCode}\n${userCode}\n${expiresAt}`)
    .digest('base64url');
}

/** A ticket for the user's stream, valid until `expiresAt` (epoch seconds). */
export function signStreamTicket(key: Buffer, holder: TStreamTicketHolder, expiresAt: number): string {
  const tenant = Buffer.from(holder.tenantCode, 'utf8').toString('base64url');
  const user = Buffer.from(holder.userCode, 'utf8').toString('base64url');
  return `${expiresAt}.${tenant}.${user}.${signature(key, holder.tenantCode, holder.userCode, expiresAt)}`;
}

/** Who a ticket is for, when it is ours and still in time; 'expired' or 'invalid' otherwise. */
export function readStreamTicket(
  key: Buffer,
  ticket: string,
  nowSeconds: number,
): TStreamTicketHolder | 'expired' | 'invalid' {
  const parts = ticket.split('.');
  if (parts.length !== 4) {
    return 'invalid';
  }
  const [expiresText = '', tenant = '', user = '', given = ''] = parts;
  if (!/^[0-9]{1,12}$/.test(expiresText)) {
    return 'invalid';
  }
  const expiresAt = Number(expiresText);
  const tenantCode = Buffer.from(tenant, 'base64url').toString('utf8');
  const userCode = Buffer.from(user, 'base64url').toString('utf8');
  const expected = Buffer.from(signature(key, tenantCode, userCode, expiresAt));
  const received = Buffer.from(given);
  if (received.length !== expected.length || !timingSafeEqual(received, expected)) {
    return 'invalid';
  }
  return expiresAt < nowSeconds ? 'expired' : { tenantCode, userCode };
}
