import { numberFormat } from './intl-format';

/** "1,234", "1 234": a count in the page's language. */
export function formatNumber(value: number, locale: string): string {
  return numberFormat(locale).format(value);
}
