import {
  PageDefaults,
  ZCreateRoleResponseSchema,
  ZGetRoleResponseSchema,
  ZSearchRolesResponseSchema,
  ZUpdateRoleResponseSchema,
} from '@portal/contracts';
import type { TCreateRoleRequest, TRole } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, joinUrl } from '../../../lib/api-client';
import { adminQueryKeys } from './query-keys';

/** Role calls of the auth service (USERADMIN_MANAGE_ROLES): the whole roles with their permissions. */

/** `POST /api/role/all`: every role of the tenant by name (a tenant has tens, read to the end). */
export function useRoles(authService: string) {
  return useQuery({
    queryKey: [...adminQueryKeys.roles(), 'all', authService],
    queryFn: async ({ signal }): Promise<TRole[]> => {
      const roles: TRole[] = [];
      for (let pageNo = 1; ; pageNo += 1) {
        const page = await apiRequest(joinUrl(authService, '/api/role/all'), ZSearchRolesResponseSchema, {
          method: 'POST',
          body: {
            displayAll: false,
            pageNo,
            pageSize: PageDefaults.maxPageSize,
            sortColumns: [{ colId: 'name', sort: 'asc' }],
          },
          signal,
        });
        roles.push(...page.result);
        if (page.result.length === 0 || roles.length >= page.totalRecords) {
          return roles;
        }
      }
    },
  });
}

/** `GET /api/role/{id}`. */
export function useRole(authService: string, roleId: number | null) {
  return useQuery({
    queryKey: [...adminQueryKeys.roles(), 'one', authService, roleId],
    queryFn: ({ signal }) =>
      apiRequest(joinUrl(authService, `/api/role/${roleId}`), ZGetRoleResponseSchema, { signal }),
    enabled: roleId !== null,
  });
}

/** `POST /api/role` (a new one, `id` null) or `PUT /api/role/{id}`. */
export function useSaveRole(authService: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, data }: { id: number | null; data: TCreateRoleRequest }): Promise<TRole> =>
      id === null
        ? apiRequest(joinUrl(authService, '/api/role'), ZCreateRoleResponseSchema, { method: 'POST', body: data })
        : apiRequest(joinUrl(authService, `/api/role/${id}`), ZUpdateRoleResponseSchema, {
            method: 'PUT',
            body: { id, data },
          }),
    // Roles name people's access everywhere in the admin area (filters, a person's roles).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.all }),
  });
}
