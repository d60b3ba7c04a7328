import { describe, expect, it } from 'vitest';
import { matchSupportedLocale } from './locale-codes.ts';

describe('matchSupportedLocale', () => {
  it('matches exactly, case-insensitively, and by language', () => {
    expect(matchSupportedLocale('fr-CA')).toBe('fr-CA');
    expect(matchSupportedLocale('fr-ca')).toBe('fr-CA');
    expect(matchSupportedLocale('fr')).toBe('fr-CA');
    expect(matchSupportedLocale('fr-FR')).toBe('fr-CA');
    expect(matchSupportedLocale('en-GB')).toBe('en');
  });

  it('answers undefined for what the product does not speak', () => {
    expect(matchSupportedLocale('de-DE')).toBeUndefined();
    expect(matchSupportedLocale('')).toBeUndefined();
    expect(matchSupportedLocale(undefined)).toBeUndefined();
  });
});
