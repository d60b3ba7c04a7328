import { dateTimeFormat } from '../../../lib/intl-format';

/** A date of the API (ISO-8601) in the page's language; '' for none or an unreadable one. */
export function formatPathDate(value: string | null | undefined, locale: string): string {
  if (!value) {
    return '';
  }
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : dateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
}
