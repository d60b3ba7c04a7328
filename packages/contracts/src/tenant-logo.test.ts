import { describe, expect, it } from 'vitest';
import { isTenantLogoUrl, TenantLogoValidation } from './tenant-logo.ts';

describe('isTenantLogoUrl', () => {
  it.each(['/brand/acme.svg', 'data:image/png;base64,iVBORw0KGgo=', 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4='])(
    'accepts %j',
    (url) => {
      expect(isTenantLogoUrl(url)).toBe(true);
    },
  );

  it.each([
    'https://other.example/logo.png',
    '//other.example/logo.png',
    'javascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'data:image/png;base64,<script>',
    '',
  ])('refuses %j', (url) => {
    expect(isTenantLogoUrl(url)).toBe(false);
  });

  it('refuses a data URL longer than the limit', () => {
    const long = `data:image/png;base64,${'A'.repeat(TenantLogoValidation.maxLength)}`;
    expect(isTenantLogoUrl(long)).toBe(false);
  });
});
