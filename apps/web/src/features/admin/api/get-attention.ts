import { ZGetAdminAttentionResponseSchema } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, joinUrl } from '../../../lib/api-client';
import { adminQueryKeys } from './query-keys';

/** `GET /api/admin/attention`: what needs attention in the areas the person administers (cheap counts). */
export function useAdminAttention(authService: string) {
  return useQuery({
    queryKey: [...adminQueryKeys.all, 'attention', authService],
    queryFn: ({ signal }) =>
      apiRequest(joinUrl(authService, '/api/admin/attention'), ZGetAdminAttentionResponseSchema, { signal }),
    staleTime: 60_000,
  });
}
