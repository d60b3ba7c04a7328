import { ZGetFooterSettingsResponseSchema, ZUpdateFooterSettingsResponseSchema } from '@portal/contracts';
import type { TFooterSettings, TFooterSettingsInput } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, joinUrl } from '../../../lib/api-client';

export const footerSettingsQueryKeys = {
  settings: (coreService: string) => ['admin', 'footer', coreService] as const,
};

/** `GET /api/admin/footer`: the footer's settings with the links of every language. */
export function getFooterSettings(coreService: string, signal?: AbortSignal): Promise<TFooterSettings> {
  return apiRequest(joinUrl(coreService, '/api/admin/footer'), ZGetFooterSettingsResponseSchema, { signal });
}

export function useFooterSettings(coreService: string) {
  return useQuery({
    queryKey: footerSettingsQueryKeys.settings(coreService),
    queryFn: ({ signal }) => getFooterSettings(coreService, signal),
  });
}

/** `PUT /api/admin/footer`: replaces the settings and every link. */
export function updateFooterSettings(coreService: string, settings: TFooterSettingsInput): Promise<TFooterSettings> {
  return apiRequest(joinUrl(coreService, '/api/admin/footer'), ZUpdateFooterSettingsResponseSchema, {
    method: 'PUT',
    body: settings,
  });
}

export function useUpdateFooterSettings(coreService: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: TFooterSettingsInput) => updateFooterSettings(coreService, settings),
    onSuccess: (saved) => queryClient.setQueryData(footerSettingsQueryKeys.settings(coreService), saved),
  });
}
