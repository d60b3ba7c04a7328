import { describe, expect, it } from 'vitest';
import { isCacheableUrl } from './http.ts';

describe('isCacheableUrl (spec section 7)', () => {
  it.each([
    '/api/resourcestring?classKey=common',
    'https://cdn.example/media/image/12?tenant=acme',
    '/api/media/blob/1',
    '/api/goals/goaltypes',
    '/api/articles/topics',
    '/api/articles/refdurationtypes',
    '/assets/appsettings.json?v=1',
    '/API/ResourceString',
  ])('lets %s be cached', (url) => {
    expect(isCacheableUrl(url)).toBe(true);
  });

  it.each(['/api/tenantconfiguration?tenantUrl=x', '/api/tenant/Locales', '/api/user-notification/unread/check'])(
    'keeps %s uncached',
    (url) => {
      expect(isCacheableUrl(url)).toBe(false);
    },
  );
});
