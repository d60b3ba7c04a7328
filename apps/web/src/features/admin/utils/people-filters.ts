import { USER_STATUSES } from '@portal/contracts';
import type { TSearchPeopleRequest, TUserStatus } from '@portal/contracts';

/** Rows of a page of the people list. */
export const PEOPLE_PAGE_SIZE = 20;

/** The people list's filters, as the page's address keeps them (so back, forward and links work). */
export type TPeopleFilters = {
  searchText: string;
  status: TUserStatus | null;
  locationId: number | null;
  jobRoleCode: string | null;
  roleId: number | null;
  /** Members of a group (from the groups' "see the members" links). */
  groupId: number | null;
  pageNo: number;
};

const positiveInteger = (value: string | null): number | null => {
  const parsed = value !== null && /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : null;
  return parsed !== null && parsed <= 2_147_483_647 ? parsed : null;
};

/** Reads the filters from the address; anything malformed counts as no filter. */
export function readPeopleFilters(params: URLSearchParams): TPeopleFilters {
  const status = params.get('status');
  return {
    searchText: params.get('q') ?? '',
    status: (USER_STATUSES as readonly string[]).includes(status ?? '') ? (status as TUserStatus) : null,
    locationId: positiveInteger(params.get('location')),
    jobRoleCode: params.get('jobRole') || null,
    roleId: positiveInteger(params.get('role')),
    groupId: positiveInteger(params.get('group')),
    pageNo: positiveInteger(params.get('page')) ?? 1,
  };
}

/** The address of these filters; empty ones and the first page are left out. */
export function writePeopleFilters(filters: TPeopleFilters): URLSearchParams {
  const params = new URLSearchParams();
  const entries: [string, string | number | null][] = [
    ['q', filters.searchText.trim() || null],
    ['status', filters.status],
    ['location', filters.locationId],
    ['jobRole', filters.jobRoleCode],
    ['role', filters.roleId],
    ['group', filters.groupId],
    ['page', filters.pageNo > 1 ? filters.pageNo : null],
  ];
  for (const [name, value] of entries) {
    if (value !== null) {
      params.set(name, String(value));
    }
  }
  return params;
}

/** The search call of these filters. */
export function toSearchPeopleRequest(filters: TPeopleFilters): TSearchPeopleRequest {
  const searchText = filters.searchText.trim();
  return {
    displayAll: false,
    pageNo: filters.pageNo,
    pageSize: PEOPLE_PAGE_SIZE,
    sortColumns: [
      { colId: 'lastName', sort: 'asc' },
      { colId: 'firstName', sort: 'asc' },
    ],
    ...(searchText ? { searchText } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.locationId ? { locationId: filters.locationId } : {}),
    ...(filters.jobRoleCode ? { jobRoleCode: filters.jobRoleCode } : {}),
    ...(filters.roleId ? { roleId: filters.roleId } : {}),
    ...(filters.groupId ? { groupId: filters.groupId } : {}),
  };
}
