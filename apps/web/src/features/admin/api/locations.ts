import { ZGetLocationsResponseSchema, ZGetTenantLocationTypesResponseSchema } from '@portal/contracts';
import type { TLocaleCode } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, joinUrl } from '../../../lib/api-client';
import { adminQueryKeys } from './query-keys';

/** `GET /api/location` and `GET /api/tenant/GetTenantLocationTypes` (core service): the tree and its types. */
export function useLocationsWithTypes(coreService: string, locale: TLocaleCode) {
  return useQuery({
    queryKey: [...adminQueryKeys.locations(), coreService, locale],
    queryFn: async ({ signal }) => {
      const [locations, types] = await Promise.all([
        apiRequest(joinUrl(coreService, '/api/location'), ZGetLocationsResponseSchema, { params: { locale }, signal }),
        apiRequest(joinUrl(coreService, '/api/tenant/GetTenantLocationTypes'), ZGetTenantLocationTypesResponseSchema, {
          params: { locale },
          signal,
        }),
      ]);
      return { locations, types };
    },
  });
}
