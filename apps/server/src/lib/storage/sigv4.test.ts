import { describe, expect, it } from 'vitest';
import {
  canonicalRequest,
  deriveSigningKey,
  EMPTY_PAYLOAD_HASH,
  encodePath,
  sha256Hex,
  signRequest,
  stringToSign,
} from './sigv4.ts';

/*
 * The examples of the AWS documentation for S3 header signing ("Signature Calculations for the
 * Authorization Header", examples of GET Object, PUT Object, GET Bucket Lifecycle and Get Bucket
 * (List Objects)): same keys, date, region and requests, same signatures.
 */
const credentials = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
};
const scope = { region: 'us-east-1', service: 's3', date: new Date('2013-05-24T00:00:00Z') };
const host = 'examplebucket.s3.amazonaws.com';

function signatureOf(headers: Record<string, string>): string {
  return /Signature=([0-9a-f]{64})$/.exec(headers.authorization ?? '')?.[1] ?? '';
}

describe('SigV4 against the AWS documentation examples', () => {
  it('GET Object with a range', () => {
    const request = {
      method: 'GET',
      path: '/test.txt',
      headers: { host, range: 'bytes=0-9' },
      payloadHash: EMPTY_PAYLOAD_HASH,
    };
    const headers = signRequest(request, credentials, scope);
    expect(
      canonicalRequest({
        ...request,
        headers: { ...request.headers, 'x-amz-content-sha256': EMPTY_PAYLOAD_HASH, 'x-amz-date': '20130524T000000Z' },
      }),
    ).toBe(
      [
        'GET',
        '/test.txt',
        '',
        `host:${host}`,
        'range:bytes=0-9',
        `x-amz-content-sha256:${EMPTY_PAYLOAD_HASH}`,
        'x-amz-date:20130524T000000Z',
        '',
        'host;range;x-amz-content-sha256;x-amz-date',
        EMPTY_PAYLOAD_HASH,
      ].join('\n'),
    );
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
    expect(headers['x-amz-date']).toBe('20130524T000000Z');
  });

  it('the string to sign and signing key of the GET Object example', () => {
    const canonical = canonicalRequest({
      method: 'GET',
      path: '/test.txt',
      headers: {
        host,
        range: 'bytes=0-9',
        'x-amz-content-sha256': EMPTY_PAYLOAD_HASH,
        'x-amz-date': '20130524T000000Z',
      },
      payloadHash: EMPTY_PAYLOAD_HASH,
    });
    expect(stringToSign(canonical, scope)).toBe(
      'AWS4-HMAC-SHA256\n20130524T000000Z\n20130524/us-east-1/s3/aws4_request\n' +
        '7344ae5b7ee6c3e7e6b0fe0640412a37625d1fbfff95c48bbb2dc43964946972',
    );
    expect(deriveSigningKey(credentials.secretAccessKey, scope)).toHaveLength(32);
  });

  it('PUT Object with a body, a Date header and an encoded key', () => {
    const body = 'Welcome to Amazon S3.';
    expect(sha256Hex(body)).toBe('44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072');
    const headers = signRequest(
      {
        method: 'PUT',
        path: encodePath('/test$file.text'),
        headers: { host, date: 'Fri, 24 May 2013 00:00:00 GMT', 'x-amz-storage-class': 'REDUCED_REDUNDANCY' },
        payloadHash: sha256Hex(body),
      },
      credentials,
      scope,
    );
    expect(signatureOf(headers)).toBe('98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd');
  });

  it('GET Bucket Lifecycle (a query parameter without a value)', () => {
    const headers = signRequest(
      { method: 'GET', path: '/', query: [['lifecycle', '']], headers: { host }, payloadHash: EMPTY_PAYLOAD_HASH },
      credentials,
      scope,
    );
    expect(signatureOf(headers)).toBe('fea454ca298b7da1c68078a5d1bdbfbbe0d65c699e0f91ac7a200a0136783543');
  });

  it('Get Bucket (List Objects), query parameters in any order', () => {
    const headers = signRequest(
      {
        method: 'GET',
        path: '/',
        query: [
          ['prefix', 'J'],
          ['max-keys', '2'],
        ],
        headers: { host },
        payloadHash: EMPTY_PAYLOAD_HASH,
      },
      credentials,
      scope,
    );
    expect(signatureOf(headers)).toBe('34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7');
  });

  it('adds the session token of temporary credentials to the signed headers', () => {
    const headers = signRequest(
      { method: 'GET', path: '/a', headers: { host }, payloadHash: EMPTY_PAYLOAD_HASH },
      { ...credentials, sessionToken: 'token/with+chars' },
      scope,
    );
    expect(headers['x-amz-security-token']).toBe('token/with+chars');
    expect(headers.authorization).toContain('SignedHeaders=host;x-amz-content-sha256;x-amz-date;x-amz-security-token,');
  });
});
