import {
  ZCreateUserNotificationResponseSchema,
  ZDeleteAdminNotificationResponseSchema,
  ZListAdminNotificationsResponseSchema,
  ZSearchGroupsResponseSchema,
  ZSearchRoleSummariesResponseSchema,
} from '@portal/contracts';
import type {
  TCreateUserNotificationRequest,
  TGroup,
  TListAdminNotificationsResponse,
  TNotificationTypeId,
  TRoleSummary,
} from '@portal/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, joinUrl } from '../../../lib/api-client';
import type { TResponseReader } from '../../../lib/response-reader';
import { notificationKeys } from './notification-keys';

/** Notifications on one page of the admin list. */
export const ADMIN_NOTIFICATION_PAGE_SIZE = 20;

/** Groups, roles or users offered at once by the audience pickers (the search narrows them). */
const AUDIENCE_PICKER_PAGE_SIZE = 50;

/** What each audience picker lists from the auth service's directory. */
type TAudienceItems = { group: TGroup; role: TRoleSummary };
export type TAudienceDirectory = keyof TAudienceItems;

const adminNotificationKeys = {
  /** The admin list, read again after a notification is created or deleted. */
  lists: ['admin-notifications', 'list'] as const,
  list: (coreService: string, pageNo: number, typeId: TNotificationTypeId | undefined) =>
    ['admin-notifications', 'list', coreService, pageNo, typeId ?? 'all'] as const,
  /** Apart from the list: a change of notifications leaves the directory as it was. */
  audience: (directory: TAudienceDirectory, authService: string, searchText: string) =>
    ['admin-notifications', 'audience', directory, authService, searchText] as const,
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
async function createAdminNotification(coreService: string, request: TCreateUserNotificationRequest) {
  const answer = await apiRequest(adminUrl(coreService), ZCreateUserNotificationResponseSchema, {
    method: 'POST',
    body: request,
  });
  return answer.returnValue;
}

/** `DELETE /api/user-notification/admin/{id}`: gone for every recipient. */
async function deleteAdminNotification(coreService: string, notificationId: number) {
  const answer = await apiRequest(adminUrl(coreService, `/${notificationId}`), ZDeleteAdminNotificationResponseSchema, {
    method: 'DELETE',
  });
  return answer.returnValue;
}

/**
 * The admin list (awaited: a deletion is announced once the list has caught up), and the
 * recipients' own lists and counts, the admin may be one of them (not awaited: nothing here shows
 * them). The audience pickers' directory is left alone.
 */
function useRefreshAfterChange() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    return queryClient.invalidateQueries({ queryKey: adminNotificationKeys.lists });
  };
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

type TDirectorySearch<TItem> = {
  path: string;
  reader: TResponseReader<{ result: TItem[] }>;
  sortColumn: string;
  /** Active entries only (the user list holds approved, active users already). */
  status?: string;
};

const AUDIENCE_DIRECTORIES: { [TKind in TAudienceDirectory]: TDirectorySearch<TAudienceItems[TKind]> } = {
  /** `POST /api/group/search`: the tenant's active groups matching the text, by name. */
  group: { path: '/api/group/search', reader: ZSearchGroupsResponseSchema, sortColumn: 'name', status: 'ACTIVE' },
  /** `POST /api/role/search`: the tenant's active roles matching the text, by name (no permissions). */
  role: { path: '/api/role/search', reader: ZSearchRoleSummariesResponseSchema, sortColumn: 'name', status: 'Active' },
};

/** The first page of a directory's entries matching the text (all of them for no text). */
export function audienceDirectoryQueryOptions<TKind extends TAudienceDirectory>(
  directory: TKind,
  authService: string,
  searchText: string,
) {
  const { path, reader, sortColumn, status }: TDirectorySearch<TAudienceItems[TKind]> = AUDIENCE_DIRECTORIES[directory];
  return queryOptions({
    queryKey: adminNotificationKeys.audience(directory, authService, searchText),
    queryFn: async ({ signal }): Promise<TAudienceItems[TKind][]> =>
      (
        await apiRequest(joinUrl(authService, path), reader, {
          method: 'POST',
          body: {
            displayAll: false,
            pageNo: 1,
            pageSize: AUDIENCE_PICKER_PAGE_SIZE,
            sortColumns: [{ colId: sortColumn, sort: 'asc' }],
            ...(searchText ? { searchText } : {}),
            ...(status ? { status } : {}),
          },
          signal,
        })
      ).result,
    placeholderData: keepPreviousData,
  });
}
