import { ZGetCompetenciesResponseSchema } from '@portal/contracts';
import type { TLocaleCode } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, joinUrl } from '../../../lib/api-client';
import { reportQueryKeys } from './query-keys';

/** `GET /api/tenant/competencies`: the tenant's competencies, for the skill-gap filter (any signed-in user). */
export function useTenantCompetencies(coreServiceUrl: string, locale: TLocaleCode, isEnabled: boolean) {
  return useQuery({
    queryKey: [...reportQueryKeys.competencies(), coreServiceUrl, locale],
    queryFn: ({ signal }) =>
      apiRequest(joinUrl(coreServiceUrl, '/api/tenant/competencies'), ZGetCompetenciesResponseSchema, {
        params: { locale },
        signal,
      }),
    enabled: isEnabled,
    staleTime: 5 * 60_000,
  });
}
