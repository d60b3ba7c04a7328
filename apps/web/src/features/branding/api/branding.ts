import { ZGetBrandingResponseSchema, ZUpdateBrandingResponseSchema } from '@portal/contracts';
import type { TBranding, TUpdateBrandingRequest } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, joinUrl } from '../../../lib/api-client';

export const brandingQueryKeys = {
  branding: (coreService: string) => ['admin', 'branding', coreService] as const,
};

/** `GET /api/admin/branding`: the tenant's brand colour and logo. */
export function getBranding(coreService: string, signal?: AbortSignal): Promise<TBranding> {
  return apiRequest(joinUrl(coreService, '/api/admin/branding'), ZGetBrandingResponseSchema, { signal });
}

export function useBranding(coreService: string) {
  return useQuery({
    queryKey: brandingQueryKeys.branding(coreService),
    queryFn: ({ signal }) => getBranding(coreService, signal),
  });
}

/** `PUT /api/admin/branding`: replaces the colour and the logo. */
export function updateBranding(coreService: string, request: TUpdateBrandingRequest): Promise<TBranding> {
  return apiRequest(joinUrl(coreService, '/api/admin/branding'), ZUpdateBrandingResponseSchema, {
    method: 'PUT',
    body: request,
  });
}

export function useUpdateBranding(coreService: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TUpdateBrandingRequest) => updateBranding(coreService, request),
    onSuccess: (saved) => queryClient.setQueryData(brandingQueryKeys.branding(coreService), saved),
  });
}
