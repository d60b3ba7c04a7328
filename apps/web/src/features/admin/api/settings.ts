import { ZTenantSettingsResponseSchema } from '@portal/contracts';
import type {
  TTenantSettings,
  TUpdateIdentityProviderRequest,
  TUpdatePostLoginScriptRequest,
  TUpdateTagManagerRequest,
  TUpdateTenantGeneralRequest,
  TUpdateTenantMenusRequest,
  TUpdateTenantModulesRequest,
} from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, joinUrl } from '../../../lib/api-client';
import { ADMIN_QUERY_KEY } from './query-keys';

const settingsKey = (coreService: string) => [...ADMIN_QUERY_KEY, 'settings', coreService] as const;

/** `GET /api/admin/settings` (core service): every section of the tenant's settings. */
export function useTenantSettings(coreService: string) {
  return useQuery({
    queryKey: settingsKey(coreService),
    queryFn: ({ signal }) =>
      apiRequest(joinUrl(coreService, '/api/admin/settings'), ZTenantSettingsResponseSchema, { signal }),
  });
}

/** The body of each section's `PUT /api/admin/settings/{section}`. */
export type TSettingsSectionRequests = {
  modules: TUpdateTenantModulesRequest;
  general: TUpdateTenantGeneralRequest;
  menus: TUpdateTenantMenusRequest;
  'tag-manager': TUpdateTagManagerRequest;
  'post-login-script': TUpdatePostLoginScriptRequest;
  'identity-provider': TUpdateIdentityProviderRequest;
};

/** Saves one section; the answer (every section) replaces the page's copy. */
export function useSaveTenantSettings<S extends keyof TSettingsSectionRequests>(coreService: string, section: S) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSettingsSectionRequests[S]) =>
      apiRequest(joinUrl(coreService, `/api/admin/settings/${section}`), ZTenantSettingsResponseSchema, {
        method: 'PUT',
        body,
      }),
    onSuccess: (settings: TTenantSettings) => queryClient.setQueryData(settingsKey(coreService), settings),
  });
}
