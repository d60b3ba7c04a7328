import { ZGetTenantLocationTypesResponseSchema } from '@portal/contracts';
import type { TLocaleCode } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, joinUrl } from '../../../lib/api-client';
import { learningPathQueryKeys } from './query-keys';

/** `GET /api/tenant/GetTenantLocationTypes` (core service): the people filter's location types, named in `locale`. */
export function useLocationTypes(coreServiceUrl: string, locale: TLocaleCode) {
  return useQuery({
    queryKey: [...learningPathQueryKeys.reference(), 'location-types', coreServiceUrl, locale],
    queryFn: ({ signal }) =>
      apiRequest(joinUrl(coreServiceUrl, '/api/tenant/GetTenantLocationTypes'), ZGetTenantLocationTypesResponseSchema, {
        params: { locale },
        signal,
      }),
    staleTime: 5 * 60_000,
  });
}
