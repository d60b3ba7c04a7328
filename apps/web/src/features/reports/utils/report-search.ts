import { REPORTS, ReportLimits } from '@portal/contracts';
import type { TReportCode, TReportFilter, TReportQuery } from '@portal/contracts';

/** A report's state as the address holds it (shareable, kept on reload). */
export type TReportSearch = {
  filters: Partial<Record<TReportFilter, string[]>>;
  from: string | null;
  to: string | null;
  sortBy: string | null;
  sortDirection: 'asc' | 'desc';
  pageNo: number;
};

/** The address parameter of each filter (short, readable names). */
export const FILTER_PARAMS: Record<TReportFilter, string> = {
  pathIds: 'path',
  levels: 'level',
  locationCodes: 'location',
  jobRoles: 'jobRole',
  setIds: 'set',
  competencyIds: 'competency',
};

const NUMERIC_FILTERS: ReadonlySet<TReportFilter> = new Set(['pathIds', 'levels', 'setIds', 'competencyIds']);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const CODE = /^[A-Za-z0-9_-]{1,64}$/;

function isValidValue(filter: TReportFilter, value: string): boolean {
  return NUMERIC_FILTERS.has(filter) ? /^[1-9]\d{0,8}$/.test(value) : CODE.test(value);
}

/** What the address says about the report; values the report does not take, or malformed, are left out. */
export function readReportSearch(params: URLSearchParams, reportCode: TReportCode): TReportSearch {
  const definition = REPORTS[reportCode];
  const filters: TReportSearch['filters'] = {};
  for (const filter of definition.filters) {
    const values = [...new Set(params.getAll(FILTER_PARAMS[filter]))]
      .filter((value) => isValidValue(filter, value))
      .slice(0, ReportLimits.maxFilterValues);
    if (values.length > 0) {
      filters[filter] = values;
    }
  }
  const date = (name: string) => {
    const value = params.get(name);
    return definition.hasDates && value !== null && ISO_DATE.test(value) ? value : null;
  };
  const page = Number(params.get('page'));
  return {
    filters,
    from: date('from'),
    to: date('to'),
    sortBy: params.get('sort'),
    sortDirection: params.get('dir') === 'desc' ? 'desc' : 'asc',
    pageNo: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/**
 * The address of a report's state over the current one: parameters that are not the report's
 * (the tab, an open export) are kept.
 */
export function writeReportSearch(current: URLSearchParams, search: TReportSearch): URLSearchParams {
  const params = new URLSearchParams(current);
  for (const name of [...Object.values(FILTER_PARAMS), 'from', 'to', 'sort', 'dir', 'page']) {
    params.delete(name);
  }
  for (const [filter, values] of Object.entries(search.filters) as [TReportFilter, string[]][]) {
    for (const value of values) {
      params.append(FILTER_PARAMS[filter], value);
    }
  }
  if (search.from) {
    params.set('from', search.from);
  }
  if (search.to) {
    params.set('to', search.to);
  }
  if (search.sortBy) {
    params.set('sort', search.sortBy);
    params.set('dir', search.sortDirection);
  }
  if (search.pageNo > 1) {
    params.set('page', String(search.pageNo));
  }
  return params;
}

/** The query of the report call (and of its export, without the page). */
export function toReportQuery(search: TReportSearch, pageSize: number, locale: TReportQuery['locale']): TReportQuery {
  const query: TReportQuery = { sortDirection: search.sortDirection, pageNo: search.pageNo, pageSize, locale };
  for (const [filter, values] of Object.entries(search.filters) as [TReportFilter, string[]][]) {
    if (NUMERIC_FILTERS.has(filter)) {
      (query as Record<string, unknown>)[filter] = values.map(Number);
    } else {
      (query as Record<string, unknown>)[filter] = values;
    }
  }
  if (search.from) {
    query.from = search.from;
  }
  if (search.to) {
    query.to = search.to;
  }
  if (search.sortBy) {
    query.sortBy = search.sortBy;
  }
  return query;
}
