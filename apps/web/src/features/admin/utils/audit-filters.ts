import { AUDIT_AREAS } from '@portal/contracts';
import type { TAuditArea, TExportAuditLogRequest, TSearchAuditLogRequest } from '@portal/contracts';

export const AUDIT_PAGE_SIZE = 25;

/** The audit log's filters as the address keeps them: dates are days (YYYY-MM-DD) in the browser's zone. */
export type TAuditFilters = { area: TAuditArea | null; fromDay: string; toDay: string; pageNo: number };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function readAuditFilters(params: URLSearchParams): TAuditFilters {
  const area = params.get('area');
  const page = Number(params.get('page'));
  return {
    area: (AUDIT_AREAS as readonly string[]).includes(area ?? '') ? (area as TAuditArea) : null,
    fromDay: DAY.test(params.get('from') ?? '') ? (params.get('from') ?? '') : '',
    toDay: DAY.test(params.get('to') ?? '') ? (params.get('to') ?? '') : '',
    pageNo: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function writeAuditFilters(filters: TAuditFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.area) {
    params.set('area', filters.area);
  }
  if (filters.fromDay) {
    params.set('from', filters.fromDay);
  }
  if (filters.toDay) {
    params.set('to', filters.toDay);
  }
  if (filters.pageNo > 1) {
    params.set('page', String(filters.pageNo));
  }
  return params;
}

/** Local midnight of a day, as an ISO instant; `to` is the midnight after its day (excluded). */
function dayStart(day: string, plusDays = 0): string | undefined {
  if (!DAY.test(day)) {
    return undefined;
  }
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const start = new Date(year, month - 1, date + plusDays);
  return Number.isNaN(start.getTime()) ? undefined : start.toISOString();
}

export function toAuditExportFilters(filters: TAuditFilters): TExportAuditLogRequest {
  const from = dayStart(filters.fromDay);
  const to = dayStart(filters.toDay, 1);
  return {
    ...(filters.area ? { area: filters.area } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  };
}

export function toAuditSearchRequest(filters: TAuditFilters): TSearchAuditLogRequest {
  return {
    displayAll: false,
    pageNo: filters.pageNo,
    pageSize: AUDIT_PAGE_SIZE,
    sortColumns: [],
    ...toAuditExportFilters(filters),
  };
}
