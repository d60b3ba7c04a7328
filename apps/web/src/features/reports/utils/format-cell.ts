import type { TReportColumn } from '@portal/contracts';
import { formatMediumDate } from '../../../lib/format-date';
import { formatNumber } from '../../../lib/format-number';
import { numberFormat } from '../../../lib/intl-format';

/** A report cell as the page's language writes it: counts, percents (0-100), decimals and dates. */
export function formatReportCell(
  value: string | number | null | undefined,
  kind: TReportColumn['kind'],
  locale: string,
): string {
  if (value === null || value === undefined || value === '') {
    return '—';
  }
  if (typeof value === 'string') {
    return kind === 'date' ? formatMediumDate(value, locale) || value : value;
  }
  switch (kind) {
    case 'percent':
      return numberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(value / 100);
    case 'decimal':
      return numberFormat(locale, { maximumFractionDigits: 2 }).format(value);
    case 'integer':
      return formatNumber(value, locale);
    default:
      return String(value);
  }
}
