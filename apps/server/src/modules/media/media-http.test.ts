import { describe, expect, it } from 'vitest';
import { matchesEtag, parseRange, prefersJson } from './media-http.ts';
import { checkMediaLink, deriveMediaLinkKey, signMediaLink } from './media-links.ts';

describe('parseRange', () => {
  it.each([
    [undefined, 100, { kind: 'full' }],
    ['bytes=0-9', 100, { kind: 'partial', start: 0, end: 9 }],
    ['bytes=90-', 100, { kind: 'partial', start: 90, end: 99 }],
    ['bytes=-10', 100, { kind: 'partial', start: 90, end: 99 }],
    ['bytes=-500', 100, { kind: 'partial', start: 0, end: 99 }],
    ['bytes=50-500', 100, { kind: 'partial', start: 50, end: 99 }],
    ['bytes=100-', 100, { kind: 'unsatisfiable' }],
    ['bytes=-0', 100, { kind: 'unsatisfiable' }],
    ['bytes=9-2', 100, { kind: 'full' }],
    ['bytes=0-1,5-6', 100, { kind: 'full' }],
    ['items=0-1', 100, { kind: 'full' }],
    ['bytes=0-9', 0, { kind: 'full' }],
  ])('reads %j of %i bytes', (header, size, expected) => {
    expect(parseRange(header, size)).toEqual(expected);
  });
});

describe('matchesEtag', () => {
  it('compares weakly and understands lists and *', () => {
    expect(matchesEtag('"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('W/"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('"x", "abc"', '"abc"')).toBe(true);
    expect(matchesEtag('*', '"abc"')).toBe(true);
    expect(matchesEtag('"abcd"', '"abc"')).toBe(false);
    expect(matchesEtag(undefined, '"abc"')).toBe(false);
  });
});

describe('prefersJson', () => {
  it.each([
    ['application/json, text/plain, */*', true],
    ['application/json', true],
    ['image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8', false],
    ['*/*', false],
    [undefined, false],
    ['image/png, application/json;q=0.5', false],
    ['application/json;q=0', false],
    ['image/*;q=0.2, application/json', true],
  ])('Accept %j -> %s', (accept, expected) => {
    expect(prefersJson(accept, 'image/png')).toBe(expected);
  });
});

describe('playback link signatures', () => {
  const key = deriveMediaLinkKey('deployment-secret');
  const id = '0b7e8c2a-1111-4222-8333-444455556666';

  it('derive a stable key per secret', () => {
    expect(deriveMediaLinkKey('deployment-secret').equals(key)).toBe(true);
    expect(deriveMediaLinkKey('another-secret').equals(key)).toBe(false);
    expect(() => deriveMediaLinkKey('')).toThrow();
  });

  it('accept their own links until they expire, and nothing changed', () => {
    const url = new URL(signMediaLink(key, 'acme', id, 2_000), 'http://x');
    const sig = url.searchParams.get('sig') ?? '';
    expect(checkMediaLink(key, { tenantCode: 'acme', mediaId: id, expiresAt: 2_000, sig }, 1_999)).toBe('valid');
    expect(checkMediaLink(key, { tenantCode: 'acme', mediaId: id, expiresAt: 2_000, sig }, 2_001)).toBe('expired');
    expect(checkMediaLink(key, { tenantCode: 'boreal', mediaId: id, expiresAt: 2_000, sig }, 1_000)).toBe('invalid');
    expect(checkMediaLink(key, { tenantCode: 'acme', mediaId: id, expiresAt: 3_000, sig }, 1_000)).toBe('invalid');
    expect(
      checkMediaLink(deriveMediaLinkKey('other'), { tenantCode: 'acme', mediaId: id, expiresAt: 2_000, sig }, 1_000),
    ).toBe('invalid');
    expect(checkMediaLink(key, { tenantCode: 'acme', mediaId: id, expiresAt: 2_000, sig: 'short' }, 1_000)).toBe(
      'invalid',
    );
  });
});
