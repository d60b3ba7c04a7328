import { describe, expect, it } from 'vitest';
import {
  isAcceptableIssuer,
  isSafePostLoginTemplate,
  isValidMenuRoute,
  ZUpdateTagManagerRequestSchema,
} from './tenant-settings.ts';
import { TagManagerMessages } from './tag-manager.ts';

describe('menu routes (spec section 5)', () => {
  it('takes http(s) and www addresses, clean portal paths, reports and a group', () => {
    for (const route of [
      'https://example.com/a?b=1',
      'http://intranet.example',
      'www.example.com/x',
      '/news',
      '/skill/team',
      'reports',
      '',
    ]) {
      expect(isValidMenuRoute(route), route).toBe(true);
    }
  });

  it('refuses other schemes and paths that could leave the portal', () => {
    for (const route of [
      'javascript:alert(1)',
      'ftp://files.example',
      '//evil.example',
      '/\\evil',
      'news',
      'https://',
      'www.',
    ]) {
      expect(isValidMenuRoute(route), route).toBe(false);
    }
  });
});

describe('the other settings rules', () => {
  it('post-login templates: placeholders allowed, only http(s) or portal paths', () => {
    expect(isSafePostLoginTemplate('https://hr.example/welcome?user={userCode}&t={tenantCode}')).toBe(true);
    expect(isSafePostLoginTemplate('/dashboard?from={tenantCode}')).toBe(true);
    expect(isSafePostLoginTemplate('javascript:alert({userCode})')).toBe(false);
    expect(isSafePostLoginTemplate('//evil.example/{userCode}')).toBe(false);
  });

  it('issuers: https, or http on this machine only, never with a query', () => {
    expect(isAcceptableIssuer('https://login.example.com/tenant')).toBe(true);
    expect(isAcceptableIssuer('http://127.0.0.1:4000')).toBe(true);
    expect(isAcceptableIssuer('http://login.example.com')).toBe(false);
    expect(isAcceptableIssuer('https://login.example.com/?x=1')).toBe(false);
  });

  it("the tag manager: the spec's messages when on; an empty container allowed when off", () => {
    const on = ZUpdateTagManagerRequestSchema.safeParse({
      isEnabled: true,
      containerId: '',
      dataLayerName: 'dataLayer',
    });
    expect(on.error?.issues.map((issue) => issue.message)).toEqual([TagManagerMessages.invalidContainerId]);
    const off = ZUpdateTagManagerRequestSchema.safeParse({
      isEnabled: false,
      containerId: '',
      dataLayerName: 'dataLayer',
    });
    expect(off.success).toBe(true);
  });
});
