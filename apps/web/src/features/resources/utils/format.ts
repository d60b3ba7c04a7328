import type { TDurationType } from '@portal/contracts';
import { dateTimeFormat, numberFormat } from '../../../lib/intl-format';

const DURATION_UNITS: Record<TDurationType, 'day' | 'hour' | 'minute'> = { D: 'day', H: 'hour', M: 'minute' };

/** "45 minutes", "2 heures": the duration in the page's language, or undefined without one. */
export function formatDuration(value: number | null, type: TDurationType | null, locale: string): string | undefined {
  if (value === null || type === null) {
    return undefined;
  }
  return numberFormat(locale, { style: 'unit', unit: DURATION_UNITS[type], unitDisplay: 'long' }).format(value);
}

/** A date of the API (ISO-8601) in the page's language; '' for none or an unreadable one. */
export function formatDate(value: string | null | undefined, locale: string): string {
  if (!value) {
    return '';
  }
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : dateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
}

const BYTE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/** "1.2 MB", "1,2 Mo": a file size in the page's language. */
export function formatFileSize(bytes: number, locale: string): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return numberFormat(locale, {
    style: 'unit',
    unit: BYTE_UNITS[unit],
    // "603 bytes", "1.2 MB": a short "byte" reads as a typo.
    unitDisplay: unit === 0 ? 'long' : 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}

/** `YYYY-MM-DD` of an ISO date-time, in the user's time zone (a date input's value). */
export function toDateInputValue(value: string | null | undefined): string {
  if (!value) {
    return '';
  }
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) {
    return '';
  }
  const pad = (part: number) => String(part).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The ISO date-time of a date input's `YYYY-MM-DD` (midnight in the user's time zone); null when empty. */
export function fromDateInputValue(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) {
    return null;
  }
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
