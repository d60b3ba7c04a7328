import type { TLocaleCode } from '@portal/contracts';
import { dateTimeFormat, numberFormat } from '../../../lib/intl-format';

/** "14:03:07": a receipt's time of day, to the second, in the page's language. */
export function formatSavedTime(isoInstant: string, locale: TLocaleCode): string {
  const date = new Date(isoInstant);
  return Number.isNaN(date.getTime())
    ? ''
    : dateTimeFormat(locale, {
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        hourCycle: 'h23',
      }).format(date);
}

/** A date and time (availability, completion), medium date and short time. */
export function formatDateTime(isoInstant: string, locale: TLocaleCode): string {
  const date = new Date(isoInstant);
  return Number.isNaN(date.getTime())
    ? ''
    : dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** "85 %" / "85%" as the language writes a percentage. */
export function formatPercent(value: number, locale: TLocaleCode): string {
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(value / 100);
}
