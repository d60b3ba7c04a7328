import { dateTimeFormat, numberFormat } from '../../../lib/intl-format';

/** A calendar day (YYYY-MM-DD) in the page's language; read as UTC so no time zone moves it a day. */
export function formatDay(day: string, locale: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime())
    ? day
    : dateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/** First and last name for initials: the directory gives the team pages one display name. */
export function namesOf(displayName: string): { firstName: string; lastName: string } {
  const parts = displayName.trim().split(/\s+/);
  return { firstName: parts[0] ?? '', lastName: parts.length > 1 ? (parts.at(-1) ?? '') : '' };
}

/** A whole percent (0-100) in the page's language: "45 %", "45%". */
export function formatPercent(percent: number, locale: string): string {
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(percent / 100);
}
