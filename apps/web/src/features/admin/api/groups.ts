import { ZGetGroupResponseSchema, ZSearchGroupMembersResponseSchema } from '@portal/contracts';
import type { TCreateGroupRequest, TGroupDetail } from '@portal/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest, joinUrl } from '../../../lib/api-client';
import { adminQueryKeys } from './query-keys';

/** Group administration calls of the auth service (USERADMIN_MANAGE_ROLES). */

export const GROUP_MEMBERS_PAGE_SIZE = 20;

const ZNoContentSchema = z.undefined();

/** `GET /api/group/{id}`: the group with its roles and member count. */
export function useGroup(authService: string, groupId: number | null) {
  return useQuery({
    queryKey: [...adminQueryKeys.groups(), 'one', authService, groupId],
    queryFn: ({ signal }) =>
      apiRequest(joinUrl(authService, `/api/group/${groupId}`), ZGetGroupResponseSchema, { signal }),
    enabled: groupId !== null,
  });
}

/** `POST /api/group/{id}/members/search`: one page of the members, by last name. */
export function useGroupMembers(authService: string, groupId: number, pageNo: number, searchText: string) {
  return useQuery({
    queryKey: [...adminQueryKeys.groups(), 'members', authService, groupId, pageNo, searchText],
    queryFn: ({ signal }) =>
      apiRequest(joinUrl(authService, `/api/group/${groupId}/members/search`), ZSearchGroupMembersResponseSchema, {
        method: 'POST',
        body: { pageNo, pageSize: GROUP_MEMBERS_PAGE_SIZE, ...(searchText ? { searchText } : {}) },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Every write touches who holds what: the whole admin area reads again (people's groups, filters). */
function useGroupWrite<TInput, TResult>(write: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.all }),
  });
}

/** `POST /api/group` (a new one, `id` null) or `PUT /api/group/{id}`. */
export function useSaveGroup(authService: string) {
  return useGroupWrite(({ id, data }: { id: number | null; data: TCreateGroupRequest }): Promise<TGroupDetail> =>
    id === null
      ? apiRequest(joinUrl(authService, '/api/group'), ZGetGroupResponseSchema, { method: 'POST', body: data })
      : apiRequest(joinUrl(authService, `/api/group/${id}`), ZGetGroupResponseSchema, {
          method: 'PUT',
          body: { id, data },
        }),
  );
}

/** `DELETE /api/group/{id}`. */
export function useDeleteGroup(authService: string) {
  return useGroupWrite(async (groupId: number): Promise<void> => {
    await apiRequest(joinUrl(authService, `/api/group/${groupId}`), ZNoContentSchema, { method: 'DELETE' });
  });
}

/** `POST /api/group/{id}/members`. */
export function useAddGroupMembers(authService: string, groupId: number) {
  return useGroupWrite((userCodes: string[]): Promise<TGroupDetail> =>
    apiRequest(joinUrl(authService, `/api/group/${groupId}/members`), ZGetGroupResponseSchema, {
      method: 'POST',
      body: { userCodes },
    }),
  );
}

/** `DELETE /api/group/{id}/members/{userCode}`. */
export function useRemoveGroupMember(authService: string, groupId: number) {
  return useGroupWrite((userCode: string): Promise<TGroupDetail> =>
    apiRequest(
      joinUrl(authService, `/api/group/${groupId}/members/${encodeURIComponent(userCode)}`),
      ZGetGroupResponseSchema,
      { method: 'DELETE' },
    ),
  );
}
