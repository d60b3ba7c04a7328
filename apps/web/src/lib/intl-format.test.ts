import { describe, expect, it, vi } from 'vitest';
import { formatMediumDate } from './format-date';
import { formatNumber } from './format-number';
import { dateTimeFormat, numberFormat, warmIntlFormatters } from './intl-format';

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

describe('warmIntlFormatters', () => {
  it('builds the first view’s formatters when scheduled, so the page’s render builds none', () => {
    const scheduled: (() => void)[] = [];
    warmIntlFormatters('fr-CA', (work) => {
      scheduled.push(work);
      return () => undefined;
    });
    expect(scheduled).toHaveLength(3);
    const built = vi.spyOn(Intl, 'NumberFormat');
    const builtDates = vi.spyOn(Intl, 'DateTimeFormat');
    for (const work of scheduled) {
      work();
    }
    const buildsAhead = built.mock.calls.length + builtDates.mock.calls.length;
    expect(formatNumber(1234, 'fr-CA')).toBe(new Intl.NumberFormat('fr-CA').format(1234));
    expect(formatMediumDate('2026-11-28T12:00:00Z', 'fr-CA')).not.toBe('');
    // The two calls above built one formatter of their own (the comparison's), no other.
    expect(built.mock.calls.length + builtDates.mock.calls.length).toBe(buildsAhead + 1);
    vi.restoreAllMocks();
  });

  it('cancels every build not made yet', () => {
    let cancelled = 0;
    const cancel = warmIntlFormatters('en-CA', () => () => {
      cancelled += 1;
    });
    cancel();
    expect(cancelled).toBe(3);
  });
});
