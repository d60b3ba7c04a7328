import { numberFormat } from '../../../lib/intl-format';

/** Learning time as hours in the page's language ("2.5 hours", "2,5 heures"), from minutes. */
export function formatHours(minutes: number, locale: string): string {
  return numberFormat(locale, {
    style: 'unit',
    unit: 'hour',
    unitDisplay: 'long',
    maximumFractionDigits: 1,
  }).format(minutes / 60);
}

/** A percentage in the page's language ("75%", "75 %"), from a whole number 0..100. */
export function formatPercent(percent: number, locale: string): string {
  return numberFormat(locale, { style: 'percent' }).format(percent / 100);
}
