import type { TLocaleCode } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { resolveStartupLocale } from './locale';

const bilingual: { defaultLocale: TLocaleCode; locales: TLocaleCode[] } = {
  defaultLocale: 'en',
  locales: ['en', 'fr-CA'],
};

describe('resolveStartupLocale', () => {
  it('uses the tenant default when nothing was chosen', () => {
    expect(resolveStartupLocale(bilingual, null)).toBe('en');
    expect(resolveStartupLocale({ defaultLocale: 'fr-CA', locales: ['fr-CA'] }, null)).toBe('fr-CA');
  });

  it('keeps the language chosen in this session when the tenant offers it', () => {
    expect(resolveStartupLocale(bilingual, 'fr-CA')).toBe('fr-CA');
    expect(resolveStartupLocale(bilingual, 'fr-ca')).toBe('fr-CA');
  });

  it('ignores a choice the tenant does not offer', () => {
    expect(resolveStartupLocale({ defaultLocale: 'fr-CA', locales: ['fr-CA'] }, 'en')).toBe('fr-CA');
    expect(resolveStartupLocale(bilingual, 'de')).toBe('en');
  });
});
