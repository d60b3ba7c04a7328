import {
  ZCreateUserNotificationResponseSchema,
  ZDeleteAdminNotificationResponseSchema,
  ZListAdminNotificationsResponseSchema,
  ZListApprovedUsersResponseSchema,
  ZSearchGroupsResponseSchema,
  ZSearchRoleSummariesResponseSchema,
} from '@portal/contracts';
import type {
  TCreateUserNotificationRequest,
  TGroup,
  TListAdminNotificationsResponse,
  TNotificationTypeId,
  TRoleSummary,
  TUserSummary,
} from '@portal/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, joinUrl } from '../../../lib/api-client';
import { notificationKeys } from './notification-keys';

/** Notifications on one page of the admin list. */
export const ADMIN_NOTIFICATION_PAGE_SIZE = 20;

/** Groups, roles or users offered at once by the audience pickers (the search narrows them). */
export const AUDIENCE_PICKER_PAGE_SIZE = 50;

const adminNotificationKeys = {
  all: ['admin-notifications'] as const,
  list: (coreService: string, pageNo: number, typeId: TNotificationTypeId | undefined) =>
    ['admin-notifications', 'list', coreService, pageNo, typeId ?? 'all'] as const,
  groups: (authService: string, searchText: string) => ['admin-notifications', 'groups', authService, searchText],
  roles: (authService: string, searchText: string) => ['admin-notifications', 'roles', authService, searchText],
  users: (authService: string, searchText: string) => ['admin-notifications', 'users', authService, searchText],
};

function adminUrl(coreService: string, path = ''): string {
  return joinUrl(coreService, `/api/user-notification/admin${path}`);
}

/** `GET /api/user-notification/admin`: a page of the tenant's notifications, newest first. */
export function adminNotificationsQueryOptions(
  coreService: string,
  pageNo: number,
  typeId: TNotificationTypeId | undefined,
) {
  return queryOptions({
    queryKey: adminNotificationKeys.list(coreService, pageNo, typeId),
    queryFn: ({ signal }): Promise<TListAdminNotificationsResponse> =>
      apiRequest(adminUrl(coreService), ZListAdminNotificationsResponseSchema, {
        signal,
        params: { pageNo, pageSize: ADMIN_NOTIFICATION_PAGE_SIZE, notificationTypeId: typeId },
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** `POST /api/user-notification/admin`: the id and how many users received it. */
export async function createAdminNotification(coreService: string, request: TCreateUserNotificationRequest) {
  const answer = await apiRequest(adminUrl(coreService), ZCreateUserNotificationResponseSchema, {
    method: 'POST',
    body: request,
  });
  return answer.returnValue;
}

/** `DELETE /api/user-notification/admin/{id}`: gone for every recipient. */
export async function deleteAdminNotification(coreService: string, notificationId: number) {
  const answer = await apiRequest(adminUrl(coreService, `/${notificationId}`), ZDeleteAdminNotificationResponseSchema, {
    method: 'DELETE',
  });
  return answer.returnValue;
}

/** The admin list, and the recipients' own lists and counts (the admin may be one of them). */
function useRefreshAfterChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminNotificationKeys.all }),
      queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
    ]);
}

export function useCreateAdminNotification(coreService: string) {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (request: TCreateUserNotificationRequest) => createAdminNotification(coreService, request),
    onSuccess: () => refresh(),
  });
}

export function useDeleteAdminNotification(coreService: string) {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (notificationId: number) => deleteAdminNotification(coreService, notificationId),
    onSuccess: () => refresh(),
  });
}

// The audience pickers read the auth service's directory: groups, role names and users are open
// to any administrative permission.

function searchBody(searchText: string, sortColumn: string) {
  return {
    displayAll: false,
    pageNo: 1,
    pageSize: AUDIENCE_PICKER_PAGE_SIZE,
    sortColumns: [{ colId: sortColumn, sort: 'asc' }],
    ...(searchText ? { searchText } : {}),
  };
}

/** `POST /api/group/search`: the tenant's active groups matching the text, by name. */
export function audienceGroupsQueryOptions(authService: string, searchText: string) {
  return queryOptions({
    queryKey: adminNotificationKeys.groups(authService, searchText),
    queryFn: async ({ signal }): Promise<TGroup[]> =>
      (
        await apiRequest(joinUrl(authService, '/api/group/search'), ZSearchGroupsResponseSchema, {
          method: 'POST',
          body: { ...searchBody(searchText, 'name'), status: 'ACTIVE' },
          signal,
        })
      ).result,
    placeholderData: keepPreviousData,
  });
}

/** `POST /api/role/search`: the tenant's active roles matching the text, by name (no permissions). */
export function audienceRolesQueryOptions(authService: string, searchText: string) {
  return queryOptions({
    queryKey: adminNotificationKeys.roles(authService, searchText),
    queryFn: async ({ signal }): Promise<TRoleSummary[]> =>
      (
        await apiRequest(joinUrl(authService, '/api/role/search'), ZSearchRoleSummariesResponseSchema, {
          method: 'POST',
          body: { ...searchBody(searchText, 'name'), status: 'Active' },
          signal,
        })
      ).result,
    placeholderData: keepPreviousData,
  });
}

/** `POST /api/user/getallapproved`: the tenant's active users matching the text (name, email, code). */
export function audienceUsersQueryOptions(authService: string, searchText: string) {
  return queryOptions({
    queryKey: adminNotificationKeys.users(authService, searchText),
    queryFn: async ({ signal }): Promise<TUserSummary[]> =>
      (
        await apiRequest(joinUrl(authService, '/api/user/getallapproved'), ZListApprovedUsersResponseSchema, {
          method: 'POST',
          body: searchBody(searchText, 'lastName'),
          signal,
        })
      ).result,
    placeholderData: keepPreviousData,
  });
}
