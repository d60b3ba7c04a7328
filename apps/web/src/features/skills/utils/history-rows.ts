import type { TEvidenceSource, TLocaleCode, TSkillHistoryPoint } from '@portal/contracts';
import { formatMediumDate } from '../../../lib/format-date';

export type THistoryRow = { date: string } & Partial<Record<TEvidenceSource, number>>;

/**
 * The chart's rows: one per day with evidence, each source's level that day (its latest).
 * Points come oldest first; the sources present, in the order first seen, become the lines.
 */
export function historyRows(
  points: readonly TSkillHistoryPoint[],
  locale: TLocaleCode,
): { rows: THistoryRow[]; sources: TEvidenceSource[] } {
  const sorted = [...points].sort((left, right) => left.at.localeCompare(right.at));
  const rows: THistoryRow[] = [];
  const sources: TEvidenceSource[] = [];
  for (const point of sorted) {
    const date = formatMediumDate(point.at, locale);
    let row = rows.at(-1);
    if (!row || row.date !== date) {
      row = { date };
      rows.push(row);
    }
    row[point.source] = point.level;
    if (!sources.includes(point.source)) {
      sources.push(point.source);
    }
  }
  return { rows, sources };
}
