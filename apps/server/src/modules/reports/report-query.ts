import {
  REPORTS,
  REPORT_FILTERS,
  type TParsedReportQuery,
  type TReportCode,
  type TReportColumn,
} from '@portal/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { TReportFilterQuery } from './report-source.ts';

/*
 * What every report checks of its query before it reads anything: only the filters and dates the
 * report takes (REPORTS in contracts), a sortable column to sort by, and a range that is one. The
 * page call and the export job both call it, so an export never replays a query the page refused.
 */

type TFieldErrors = Record<string, string[]>;

/** Throws a 400 with field errors when the query asks for what the report does not take. */
export function assertReportQuery(
  reportCode: TReportCode,
  columns: readonly TReportColumn[],
  query: TReportFilterQuery,
): void {
  const definition = REPORTS[reportCode];
  const errors: TFieldErrors = {};
  for (const filter of REPORT_FILTERS) {
    if (query[filter] !== undefined && !definition.filters.includes(filter)) {
      errors[filter] = ['This report does not take this filter.'];
    }
  }
  if (!definition.hasDates) {
    for (const field of ['from', 'to'] as const) {
      if (query[field] !== undefined) {
        errors[field] = ['This report has no date range.'];
      }
    }
  } else if (query.from !== undefined && query.to !== undefined && query.from > query.to) {
    errors['to'] = ['The end date is before the start date.'];
  }
  if (query.sortBy !== undefined && !columns.some((column) => column.key === query.sortBy && column.isSortable)) {
    errors['sortBy'] = ['Not a sortable column of this report.'];
  }
  if (Object.keys(errors).length > 0) {
    throw new AppError('validation_failed', 'The report query is not valid.', errors);
  }
}

/** The page's rows window. */
export function pageOf(query: Pick<TParsedReportQuery, 'pageNo' | 'pageSize'>): { limit: number; offset: number } {
  return { limit: query.pageSize, offset: (query.pageNo - 1) * query.pageSize };
}

/** The inclusive date range as the ISO-8601 bounds stored times compare with (strings, both dialects). */
export function timeWindowOf(query: Pick<TReportFilterQuery, 'from' | 'to'>): { from?: string; to?: string } {
  return {
    ...(query.from !== undefined ? { from: `${query.from}T00:00:00.000Z` } : {}),
    ...(query.to !== undefined ? { to: `${query.to}T23:59:59.999Z` } : {}),
  };
}

const round1 = (value: number) => Math.round(value * 10) / 10;

function textOf(value: unknown): string {
  return typeof value === 'string'
    ? value
    : typeof value === 'number' || typeof value === 'bigint'
      ? String(value)
      : '';
}

/** A database value as the column's kind presents it (PostgreSQL answers counts and averages as strings). */
export function cellOf(kind: TReportColumn['kind'], value: unknown): string | number | null {
  if (value === null || value === undefined) {
    return null;
  }
  switch (kind) {
    case 'integer':
      return Math.round(Number(value));
    case 'percent':
    case 'decimal':
      return round1(Number(value));
    case 'date':
      return textOf(value).slice(0, 10);
    case 'text':
      return textOf(value);
  }
}

/** Columns from a compact table: key, kind, sortable (labels are `reports.column.<key>`). */
export function reportColumns(
  definitions: readonly (readonly [key: string, kind: TReportColumn['kind'], isSortable?: boolean])[],
): TReportColumn[] {
  return definitions.map(([key, kind, isSortable = true]) => ({
    key,
    labelKey: `reports.column.${key}`,
    kind,
    isSortable,
  }));
}

/** The report's order: the asked column first (when given), then its default order. */
export function orderOf(
  query: Pick<TReportFilterQuery, 'sortBy' | 'sortDirection'>,
  defaults: readonly { key: string; direction: 'asc' | 'desc' }[],
): { key: string; direction: 'asc' | 'desc' }[] {
  const asked = query.sortBy === undefined ? [] : [{ key: query.sortBy, direction: query.sortDirection }];
  return [...asked, ...defaults.filter((entry) => entry.key !== query.sortBy)];
}

/** A filter list as the reports read it: an empty list filters nothing, as an absent one. */
export function nonEmpty<T>(values: readonly T[] | undefined): readonly T[] | undefined {
  return values && values.length > 0 ? values : undefined;
}
