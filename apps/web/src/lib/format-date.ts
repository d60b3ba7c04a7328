import { dateTimeFormat } from './intl-format';

/** A date of the API (ISO-8601) as the page's language writes it (medium: day, month, year); '' when unreadable. */
export function formatMediumDate(isoInstant: string, locale: string): string {
  const date = new Date(isoInstant);
  return Number.isNaN(date.getTime()) ? '' : dateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
}
