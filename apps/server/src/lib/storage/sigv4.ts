import { createHash, createHmac } from 'node:crypto';

/* AWS Signature Version 4 (header form), as S3-compatible stores expect it; node:crypto only. */

export type TSigV4Credentials = { accessKeyId: string; secretAccessKey: string; sessionToken?: string | undefined };

export type TSigV4Request = {
  method: string;
  /** Path exactly as sent, already URI-encoded (`/bucket/key`). */
  path: string;
  /** Query parameters, not encoded; order does not matter. */
  query?: ReadonlyArray<readonly [string, string]>;
  /** Headers to send and sign; `host` included. Names in any case. */
  headers: Readonly<Record<string, string>>;
  /** Hex SHA-256 of the body (`sha256Hex(body)`), or `UNSIGNED-PAYLOAD`. */
  payloadHash: string;
};

export type TSigV4Scope = { region: string; service: string; date: Date };

export const EMPTY_PAYLOAD_HASH = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

export function sha256Hex(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

function hmac(key: string | Buffer, data: string): Buffer {
  return createHmac('sha256', key).update(data, 'utf8').digest();
}

/** RFC 3986 encoding as SigV4 wants it: everything but `A-Za-z0-9-._~` percent-encoded. */
export function encodeRfc3986(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** A path with each segment encoded and the slashes kept: `/bucket/a b/c` -> `/bucket/a%20b/c`. */
export function encodePath(path: string): string {
  return path
    .split('/')
    .map((segment) => encodeRfc3986(segment))
    .join('/');
}

/** `20130524T000000Z` */
export function amzDate(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** The query string as sent and as signed: encoded pairs sorted by name, then value. */
export function canonicalQueryString(query: ReadonlyArray<readonly [string, string]> = []): string {
  return query
    .map(([name, value]) => [encodeRfc3986(name), encodeRfc3986(value)] as const)
    .sort(([nameA, valueA], [nameB, valueB]) =>
      nameA === nameB ? (valueA < valueB ? -1 : valueA > valueB ? 1 : 0) : nameA < nameB ? -1 : 1,
    )
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

function canonicalHeaders(headers: Readonly<Record<string, string>>): { block: string; signed: string } {
  const entries = Object.entries(headers)
    .map(([name, value]) => [name.toLowerCase(), value.trim().replace(/\s+/g, ' ')] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return {
    block: entries.map(([name, value]) => `${name}:${value}\n`).join(''),
    signed: entries.map(([name]) => name).join(';'),
  };
}

/** Task 1 of SigV4: the canonical request. */
export function canonicalRequest(request: TSigV4Request): string {
  const { block, signed } = canonicalHeaders(request.headers);
  return [
    request.method.toUpperCase(),
    request.path,
    canonicalQueryString(request.query),
    block,
    signed,
    request.payloadHash,
  ].join('\n');
}

function credentialScope({ region, service, date }: TSigV4Scope): string {
  return `${amzDate(date).slice(0, 8)}/${region}/${service}/aws4_request`;
}

/** Task 2: the string to sign. */
export function stringToSign(canonical: string, scope: TSigV4Scope): string {
  return ['AWS4-HMAC-SHA256', amzDate(scope.date), credentialScope(scope), sha256Hex(canonical)].join('\n');
}

/** Task 3: the signing key of a day, region and service. */
export function deriveSigningKey(secretAccessKey: string, scope: TSigV4Scope): Buffer {
  const dateKey = hmac(`AWS4${secretAccessKey}`, amzDate(scope.date).slice(0, 8));
  const regionKey = hmac(dateKey, scope.region);
  const serviceKey = hmac(regionKey, scope.service);
  return hmac(serviceKey, 'aws4_request');
}

/**
 * Signs a request: answers the headers to send, the request's own plus `x-amz-date`,
 * `x-amz-content-sha256`, the session token when there is one, and `authorization`.
 */
export function signRequest(
  request: TSigV4Request,
  credentials: TSigV4Credentials,
  scope: TSigV4Scope,
): Record<string, string> {
  const headers: Record<string, string> = {
    ...Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name.toLowerCase(), value])),
    'x-amz-date': amzDate(scope.date),
    'x-amz-content-sha256': request.payloadHash,
  };
  if (credentials.sessionToken) {
    headers['x-amz-security-token'] = credentials.sessionToken;
  }
  const canonical = canonicalRequest({ ...request, headers });
  const signature = createHmac('sha256', deriveSigningKey(credentials.secretAccessKey, scope))
    .update(stringToSign(canonical, scope), 'utf8')
    .digest('hex');
  const { signed } = canonicalHeaders(headers);
  headers.authorization =
    `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${credentialScope(scope)},` +
    `SignedHeaders=${signed},Signature=${signature}`;
  return headers;
}
