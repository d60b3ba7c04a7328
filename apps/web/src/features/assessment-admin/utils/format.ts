import { dateTimeFormat, numberFormat } from '../../../lib/intl-format';

/** A date of the API (ISO-8601) in the page's language; '' for none or an unreadable one. */
export function formatAdminDate(value: string | null | undefined, locale: string): string {
  if (!value) {
    return '';
  }
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : dateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
}

/** A percentage (0..100) in the page's language, '' for none. */
export function formatPercent(value: number | null, locale: string): string {
  return value === null ? '' : numberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(value / 100);
}
