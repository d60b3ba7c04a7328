import { describe, expect, it } from 'vitest';
import { buildImageUrl, buildResizedImageUrl, pickCdnUrl } from './media-urls.ts';
import {
  MEDIA_CONTENT_TYPE_LIST,
  MEDIA_CONTENT_TYPES,
  mediaKindOf,
  MediaValidation,
  normalizeContentType,
  ZGetMultipleMediaRequestSchema,
  ZMediaStreamQuerySchema,
  ZResizedImageQuerySchema,
} from './media.ts';

const id = '0b7e8c2a-1111-4222-8333-444455556666';
const cdns = ['https://cdn1.example.com/', 'https://cdn2.example.com'];

describe('image URLs', () => {
  it('pick a CDN of the list at random (the picker decides), without a trailing slash', () => {
    expect(pickCdnUrl(cdns, () => 0)).toBe('https://cdn1.example.com');
    expect(pickCdnUrl(cdns, () => 0.99)).toBe('https://cdn2.example.com');
    expect(pickCdnUrl(cdns, () => 1)).toBe('https://cdn2.example.com');
    expect(pickCdnUrl([], () => 0.5)).toBe('');
  });

  it('build {cdn}/image/{id}?tenant, with the version when the media is given', () => {
    expect(buildImageUrl(cdns, id, 'acme', () => 0)).toBe(`https://cdn1.example.com/image/${id}?tenant=acme`);
    expect(buildImageUrl(cdns, { mediaId: id, version: '0123456789abcdef' }, 'acme', () => 0.7)).toBe(
      `https://cdn2.example.com/image/${id}?tenant=acme&v=0123456789abcdef`,
    );
    expect(buildImageUrl([], id, 'acme')).toBe(`/image/${id}?tenant=acme`);
  });

  it('build {cdn}/image/blob/{id}?tenant&w&h', () => {
    expect(buildResizedImageUrl(cdns, id, 'boreal', { width: 121, height: 121 }, () => 0)).toBe(
      `https://cdn1.example.com/image/blob/${id}?tenant=boreal&w=121&h=121`,
    );
    expect(
      buildResizedImageUrl(['http://localhost:3000'], { mediaId: id, version: 'fedcba9876543210' }, 'acme', {
        height: 40,
      }),
    ).toBe(`http://localhost:3000/image/blob/${id}?tenant=acme&h=40&v=fedcba9876543210`);
  });

  it('use the random source by default', () => {
    const seen = new Set(Array.from({ length: 200 }, () => buildImageUrl(cdns, id, 'acme').split('/image/')[0]));
    expect(seen).toEqual(new Set(['https://cdn1.example.com', 'https://cdn2.example.com']));
  });
});

describe('content types', () => {
  it('give every accepted type a kind and at least one extension', () => {
    for (const contentType of MEDIA_CONTENT_TYPE_LIST) {
      expect(MEDIA_CONTENT_TYPES[contentType].extensions.length).toBeGreaterThan(0);
      expect(mediaKindOf(contentType)).toBeTruthy();
    }
    expect(MEDIA_CONTENT_TYPE_LIST).not.toContain('image/svg+xml');
    expect(MEDIA_CONTENT_TYPE_LIST).not.toContain('text/html');
  });

  it('normalize what clients declare', () => {
    expect(normalizeContentType(' Image/JPG ; q=1')).toBe('image/jpeg');
    expect(normalizeContentType('audio/x-wav')).toBe('audio/wav');
    expect(normalizeContentType(undefined)).toBe('');
  });

  it('bound uploads by kind, the largest bounding all', () => {
    expect(Math.max(...Object.values(MediaValidation.maxBytesByKind))).toBe(MediaValidation.maxUploadBytes);
  });
});

describe('request schemas', () => {
  it('bound w and h of a resized image and need one of them', () => {
    expect(ZResizedImageQuerySchema.parse({ tenant: 'acme', w: '121', h: '121' })).toEqual({
      tenant: 'acme',
      w: 121,
      h: 121,
    });
    expect(ZResizedImageQuerySchema.safeParse({ tenant: 'acme', w: '2048' }).success).toBe(true);
    for (const w of ['0', '2049', '1.5', '-1', '0x10', '1e3', ' 5']) {
      expect(ZResizedImageQuerySchema.safeParse({ tenant: 'acme', w }).success).toBe(false);
    }
    expect(ZResizedImageQuerySchema.safeParse({ tenant: 'acme' }).success).toBe(false);
    expect(ZResizedImageQuerySchema.safeParse({ w: '5' }).success).toBe(false);
  });

  it('bound GetMultiple to the limit and to UUIDs', () => {
    expect(ZGetMultipleMediaRequestSchema.safeParse({ mediaIds: [id] }).success).toBe(true);
    expect(ZGetMultipleMediaRequestSchema.safeParse({ mediaIds: [] }).success).toBe(false);
    expect(
      ZGetMultipleMediaRequestSchema.safeParse({ mediaIds: Array(MediaValidation.maxGetMultipleIds + 1).fill(id) })
        .success,
    ).toBe(false);
    expect(ZGetMultipleMediaRequestSchema.safeParse({ mediaIds: ['1'] }).success).toBe(false);
    expect(ZGetMultipleMediaRequestSchema.safeParse({ mediaIds: [id], extra: true }).success).toBe(false);
  });

  it('read a playback link query', () => {
    const sig = 'a'.repeat(43);
    expect(ZMediaStreamQuerySchema.parse({ tenant: 'acme', exp: '1700000000', sig })).toEqual({
      tenant: 'acme',
      exp: 1_700_000_000,
      sig,
    });
    expect(ZMediaStreamQuerySchema.safeParse({ tenant: 'acme', exp: '1700000000', sig: 'short' }).success).toBe(false);
  });
});
