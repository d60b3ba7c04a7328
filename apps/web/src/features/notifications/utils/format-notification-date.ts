import { dateTimeFormat } from '../../../lib/intl-format';

/** The effective date of a notification in the page's language ('15 January 2026, 09:30'). */
export function formatNotificationDate(effectiveOn: string, locale: string): string {
  return dateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(effectiveOn));
}
