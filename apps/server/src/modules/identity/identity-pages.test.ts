import { describe, expect, it } from 'vitest';
import type { TTranslationsService } from '../translations/translations.service.ts';
import { IDENTITY_ASSETS } from './identity-assets.ts';
import { createIdentityPages } from './identity-pages.ts';

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrastRatio(foreground: string, background: string): number {
  const luminance = (hex: string) => {
    const [red = 0, green = 0, blue = 0] = [1, 3, 5].map((start) => {
      const channel = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
  };
  const [lighter, darker] = [luminance(foreground), luminance(background)].sort((left, right) => right - left);
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
}

const noTenantStrings = { getResourceStrings: async () => ({}) } as unknown as TTranslationsService;
const acme = { tenantCode: 'acme', name: 'Acme Corporation', defaultLocale: 'en' };

describe('the sign-in page', () => {
  it("shows the tenant's name at AA contrast on the white card (issue 24: it was 4.19:1)", () => {
    const css = IDENTITY_ASSETS['identity.css']?.body ?? '';
    const tenantColor = /\.tenant\{[^}]*color:(#[0-9a-f]{6})/.exec(css)?.[1];
    const cardBackground = /\.card\{[^}]*background:(#[0-9a-f]{3,6})/.exec(css)?.[1];
    expect(tenantColor).toBeDefined();
    expect(cardBackground).toBe('#fff');
    expect(contrastRatio(tenantColor ?? '#ffffff', '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('describes itself to crawlers and auditors, in the tenant name and the page language', async () => {
    const pages = createIdentityPages(noTenantStrings);
    const english = await pages.signIn({ tenant: acme, locale: 'en', uid: 'uid-1', csrfToken: 'token' });
    expect(english).toMatch(/<meta name="description" content="[^"]+ – Acme Corporation">/);
    const french = await pages.signIn({ tenant: acme, locale: 'fr-CA', uid: 'uid-1', csrfToken: 'token' });
    const descriptionOf = (html: string) => /<meta name="description" content="([^"]+)">/.exec(html)?.[1];
    expect(descriptionOf(french)).not.toBe(descriptionOf(english));
  });
});
