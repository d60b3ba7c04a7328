import { ZGetUsersByCodesResponseSchema, ZListApprovedUsersResponseSchema } from '@portal/contracts';
import type { TUserSummary } from '@portal/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest, joinUrl } from './api-client';

/*
 * The auth service's user directory (open to any administrative permission), for the pickers that
 * name people: a notification's audience, a path's or an assessment's assignees.
 */

const PICKER_PAGE_SIZE = 50;

const userDirectoryKeys = {
  all: ['user-directory'] as const,
  search: (authService: string, searchText: string) =>
    [...userDirectoryKeys.all, 'search', authService, searchText] as const,
  byCodes: (authService: string, userCodes: readonly string[]) =>
    [...userDirectoryKeys.all, 'by-codes', authService, [...userCodes].sort()] as const,
};

/** `POST /api/user/getallapproved`: the first page of active users matching the text (name, email, code). */
export function userSearchQueryOptions(authService: string, searchText: string) {
  return queryOptions({
    queryKey: userDirectoryKeys.search(authService, searchText),
    queryFn: async ({ signal }): Promise<TUserSummary[]> =>
      (
        await apiRequest(joinUrl(authService, '/api/user/getallapproved'), ZListApprovedUsersResponseSchema, {
          method: 'POST',
          body: {
            displayAll: false,
            pageNo: 1,
            pageSize: PICKER_PAGE_SIZE,
            sortColumns: [{ colId: 'lastName', sort: 'asc' }],
            ...(searchText ? { searchText } : {}),
          },
          signal,
        })
      ).result,
    placeholderData: keepPreviousData,
  });
}

/** `POST /api/user/getbyusercodes`: the users already chosen, for their names (unknown codes are skipped). */
export function usersByCodesQueryOptions(authService: string, userCodes: readonly string[]) {
  return queryOptions({
    queryKey: userDirectoryKeys.byCodes(authService, userCodes),
    queryFn: ({ signal }): Promise<TUserSummary[]> =>
      apiRequest(joinUrl(authService, '/api/user/getbyusercodes'), ZGetUsersByCodesResponseSchema, {
        method: 'POST',
        body: { userCodes: [...userCodes] },
        signal,
      }),
    enabled: userCodes.length > 0,
    staleTime: 60_000,
  });
}

/** How a picker names a user: "First Last (email)", or the email alone. */
export function userLabelOf(user: Pick<TUserSummary, 'firstName' | 'lastName' | 'email'>): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return name ? `${name} (${user.email})` : user.email;
}
