import { dateTimeFormat } from './intl-format';

/**
 * The updated date of a policy in long format, in the page's language ('15 janvier 2026').
 * `effectiveFrom` is a UTC instant naming a day, so it is read in UTC: no time zone shifts the day.
 */
export function formatPolicyDate(effectiveFrom: string, locale: string): string {
  return dateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(effectiveFrom));
}
