import { ZCreateTenantResponseSchema, ZListPlatformTenantsResponseSchema } from '@portal/contracts';
import type { TCreateTenantRequest, TCreateTenantResponse } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, joinUrl } from '../../../lib/api-client';

/** The platform calls (deployment administrators only; 404 to anyone else). */

const platformTenantsKey = (coreService: string) => ['platform', 'tenants', coreService] as const;

/** `GET /api/platform/tenants`. */
export function usePlatformTenants(coreService: string) {
  return useQuery({
    queryKey: platformTenantsKey(coreService),
    queryFn: ({ signal }) =>
      apiRequest(joinUrl(coreService, '/api/platform/tenants'), ZListPlatformTenantsResponseSchema, { signal }),
    retry: false,
  });
}

/** `POST /api/platform/tenants`: the answer carries the first administrator's invitation (its link when not emailed). */
export function useCreateTenant(coreService: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TCreateTenantRequest): Promise<TCreateTenantResponse> =>
      apiRequest(joinUrl(coreService, '/api/platform/tenants'), ZCreateTenantResponseSchema, {
        method: 'POST',
        body: request,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: platformTenantsKey(coreService) }),
  });
}
