import { describe, expect, it } from 'vitest';
import { formatDuration, formatFileSize, fromDateInputValue, toDateInputValue } from './format';

// French puts a no-break space between number and unit.
const plain = (text: string | undefined) => text?.replace(/\s/gu, ' ');

describe('formats in the page language', () => {
  it('writes durations with Intl units', () => {
    expect(formatDuration(45, 'M', 'en')).toBe('45 minutes');
    expect(plain(formatDuration(2, 'H', 'fr-CA'))).toBe('2 heures');
    expect(formatDuration(1, 'D', 'en')).toBe('1 day');
    expect(formatDuration(null, 'D', 'en')).toBeUndefined();
  });

  it('writes file sizes', () => {
    expect(formatFileSize(603, 'en')).toBe('603 bytes');
    expect(formatFileSize(1536, 'en')).toBe('1.5 kB');
    expect(plain(formatFileSize(5 * 1024 * 1024, 'fr-CA'))).toBe('5 Mo');
  });

  it('turns date inputs into ISO date-times and back', () => {
    const iso = fromDateInputValue('2026-03-09');
    expect(iso).toBe(new Date(2026, 2, 9).toISOString());
    expect(toDateInputValue(iso)).toBe('2026-03-09');
    expect(fromDateInputValue('')).toBeNull();
    expect(toDateInputValue(null)).toBe('');
  });
});
