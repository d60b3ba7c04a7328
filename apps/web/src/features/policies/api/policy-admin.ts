import { ZListPolicyVersionsResponseSchema, ZPublishPolicyVersionResponseSchema } from '@portal/contracts';
import type {
  TLocaleCode,
  TPolicyVersion,
  TPublishPolicyVersionRequest,
  TTenantNotificationType,
} from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, joinUrl } from '../../../lib/api-client';

export const policyAdminQueryKeys = {
  all: (coreService: string) => ['admin', 'policies', coreService] as const,
  versions: (coreService: string, type: TTenantNotificationType, locale: TLocaleCode) =>
    [...policyAdminQueryKeys.all(coreService), type, locale] as const,
};

/** `GET /api/admin/policies?type&locale`: every version of a policy in a language, newest first. */
export function listPolicyVersions(
  coreService: string,
  filter: { type: TTenantNotificationType; locale: TLocaleCode },
  signal?: AbortSignal,
): Promise<TPolicyVersion[]> {
  return apiRequest(joinUrl(coreService, '/api/admin/policies'), ZListPolicyVersionsResponseSchema, {
    params: filter,
    signal,
  });
}

export function usePolicyVersions(coreService: string, type: TTenantNotificationType, locale: TLocaleCode) {
  return useQuery({
    queryKey: policyAdminQueryKeys.versions(coreService, type, locale),
    queryFn: ({ signal }) => listPolicyVersions(coreService, { type, locale }, signal),
  });
}

/** `POST /api/admin/policies`: publishes a new version, now or later. */
export function publishPolicyVersion(
  coreService: string,
  request: TPublishPolicyVersionRequest,
): Promise<TPolicyVersion> {
  return apiRequest(joinUrl(coreService, '/api/admin/policies'), ZPublishPolicyVersionResponseSchema, {
    method: 'POST',
    body: request,
  });
}

export function usePublishPolicyVersion(coreService: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TPublishPolicyVersionRequest) => publishPolicyVersion(coreService, request),
    onSuccess: async () => {
      // The versions list and every reader of the latest version (footer modals, the footer page).
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: policyAdminQueryKeys.all(coreService) }),
        queryClient.invalidateQueries({ queryKey: ['policies'] }),
      ]);
    },
  });
}
