import { describe, expect, it } from 'vitest';
import { ZCreateLocationRequestSchema, ZLocationParamsSchema } from './locations.ts';
import { isSafePostLoginUrl } from './post-login-url.ts';
import { ZGetJobRolesForBusinessTypesRequestSchema } from './tenant-reference.ts';

describe('isSafePostLoginUrl', () => {
  it.each(['https://survey.example/welcome?u=1', 'http://intranet.example', '/onboarding'])('accepts %s', (url) => {
    expect(isSafePostLoginUrl(url)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,x',
    '//evil.example',
    '/\\evil.example',
    'ftp://files.example',
    'www.x',
  ])('refuses %s', (url) => {
    expect(isSafePostLoginUrl(url)).toBe(false);
  });
});

describe('JobRolesForBussinessType query', () => {
  it('takes one code as a one-item list and a repeated parameter as a list', () => {
    expect(
      ZGetJobRolesForBusinessTypesRequestSchema.parse({ bussinessTypeCodes: 'RETAIL' }).bussinessTypeCodes,
    ).toEqual(['RETAIL']);
    const repeated = ZGetJobRolesForBusinessTypesRequestSchema.parse({
      bussinessTypeCodes: ['RETAIL', 'DISTRIBUTION'],
    });
    expect(repeated.bussinessTypeCodes).toEqual(['RETAIL', 'DISTRIBUTION']);
  });
});

describe('location schemas', () => {
  it('reads a path id of decimal digits within the 32-bit range only', () => {
    expect(ZLocationParamsSchema.parse({ locationId: '42' }).locationId).toBe(42);
    for (const bad of ['0', '042', '1e3', '0x10', ' 7', '2147483648']) {
      expect(ZLocationParamsSchema.safeParse({ locationId: bad }).success).toBe(false);
    }
  });

  it('trims text, turns empty optional text into null and defaults the status', () => {
    const parsed = ZCreateLocationRequestSchema.parse({
      code: 'STORE-1',
      nameEn: '  Store 1 ',
      locationTypeCode: 'STORE',
      city: '   ',
    });
    expect(parsed).toMatchObject({
      nameEn: 'Store 1',
      nameFr: null,
      city: null,
      businessTypeCode: null,
      parentLocationId: null,
      status: 'ACTIVE',
    });
  });
});
