import { describe, expect, it } from 'vitest';
import { mediaImageUrl, resizedMediaImageUrl } from './image-urls';

const MEDIA_ID = '3f0c3a52-5b1e-4a7a-9a55-0c8f3b1d2e41';

describe('image URLs', () => {
  it('are on this server when the tenant lists no CDN', () => {
    const tenant = { tenantCode: 'acme', listOfCDNs: [] };
    expect(mediaImageUrl(tenant, MEDIA_ID)).toBe(`/image/${MEDIA_ID}?tenant=acme`);
    expect(resizedMediaImageUrl(tenant, MEDIA_ID, { width: 242, height: 242 })).toBe(
      `/image/blob/${MEDIA_ID}?tenant=acme&w=242&h=242`,
    );
  });

  it('use one of the tenant’s CDNs, and the version when known', () => {
    const tenant = { tenantCode: 'acme', listOfCDNs: ['https://cdn1.example/', 'https://cdn2.example'] };
    const url = mediaImageUrl(tenant, { mediaId: MEDIA_ID, version: '0123456789abcdef' });
    expect(url).toMatch(new RegExp(`^https://cdn[12]\\.example/image/${MEDIA_ID}\\?tenant=acme&v=0123456789abcdef$`));
  });
});
