import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './intl-format';

describe('memoised Intl formatters', () => {
  it('gives the same number formatter for the same locale and equal options', () => {
    expect(numberFormat('en-CA')).toBe(numberFormat('en-CA'));
    expect(numberFormat('en-CA', { style: 'percent', maximumFractionDigits: 0 })).toBe(
      numberFormat('en-CA', { style: 'percent', maximumFractionDigits: 0 }),
    );
  });

  it('gives another number formatter for other options or another locale', () => {
    const percent = numberFormat('en-CA', { style: 'percent', maximumFractionDigits: 0 });
    expect(numberFormat('en-CA', { style: 'percent', maximumFractionDigits: 1 })).not.toBe(percent);
    expect(numberFormat('fr-CA', { style: 'percent', maximumFractionDigits: 0 })).not.toBe(percent);
    expect(numberFormat('en-CA')).not.toBe(percent);
    expect(numberFormat('fr-CA')).not.toBe(numberFormat('en-CA'));
  });

  it('gives the same date formatter for the same locale and equal options', () => {
    expect(dateTimeFormat('fr-CA')).toBe(dateTimeFormat('fr-CA'));
    expect(dateTimeFormat('fr-CA', { dateStyle: 'medium', timeZone: 'UTC' })).toBe(
      dateTimeFormat('fr-CA', { dateStyle: 'medium', timeZone: 'UTC' }),
    );
  });

  it('gives another date formatter for other options or another locale', () => {
    const medium = dateTimeFormat('fr-CA', { dateStyle: 'medium', timeZone: 'UTC' });
    expect(dateTimeFormat('fr-CA', { dateStyle: 'long', timeZone: 'UTC' })).not.toBe(medium);
    expect(dateTimeFormat('en-CA', { dateStyle: 'medium', timeZone: 'UTC' })).not.toBe(medium);
    expect(dateTimeFormat('fr-CA')).not.toBe(medium);
  });

  it('formats numbers as Intl does', () => {
    // fr-CA groups with a no-break space (U+00A0) and writes a decimal comma.
    expect(numberFormat('fr-CA').format(1234.5)).toBe('1\u00a0234,5');
    expect(numberFormat('fr-CA').format(1234.5)).toBe(new Intl.NumberFormat('fr-CA').format(1234.5));
    expect(numberFormat('en-CA').format(1234.5)).toBe('1,234.5');
    const percent: Intl.NumberFormatOptions = { style: 'percent', maximumFractionDigits: 0 };
    expect(numberFormat('fr-CA', percent).format(0.45)).toBe(new Intl.NumberFormat('fr-CA', percent).format(0.45));
  });

  it('formats dates as Intl does', () => {
    const instant = new Date('2026-01-15T14:30:00Z');
    const options: Intl.DateTimeFormatOptions = { dateStyle: 'long', timeZone: 'UTC' };
    expect(dateTimeFormat('fr-CA', options).format(instant)).toBe('15 janvier 2026');
    expect(dateTimeFormat('en-CA', options).format(instant)).toBe(
      new Intl.DateTimeFormat('en-CA', options).format(instant),
    );
    expect(dateTimeFormat('en-CA', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(instant)).toBe(
      'January 2026',
    );
  });
});
