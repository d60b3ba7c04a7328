import {
  ZCreateLocationResponseSchema,
  ZGetAllBusinessTypesResponseSchema,
  ZGetLocationsResponseSchema,
  ZGetTenantLocationTypesResponseSchema,
  ZUpdateLocationResponseSchema,
} from '@portal/contracts';
import type { TCreateLocationRequest, TLocaleCode, TLocation } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
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

/** `GET /api/tenant/GetAllBussinessTypes` (core service): business types with their brands, for the location form. */
export function useBusinessTypes(coreService: string, locale: TLocaleCode) {
  return useQuery({
    queryKey: [...adminQueryKeys.reference(), 'business-types', coreService, locale],
    queryFn: ({ signal }) =>
      apiRequest(joinUrl(coreService, '/api/tenant/GetAllBussinessTypes'), ZGetAllBusinessTypesResponseSchema, {
        params: { locale },
        signal,
      }),
    staleTime: 5 * 60_000,
  });
}

/** Every location write changes the tree and how people's locations read: the admin area reads again. */
function useLocationWrite<TInput, TResult>(write: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.all }),
  });
}

/** `POST /api/location` (a new one, `id` null) or `PUT /api/location/{id}` (every field: rename, move). */
export function useSaveLocation(coreService: string) {
  return useLocationWrite(({ id, data }: { id: number | null; data: TCreateLocationRequest }): Promise<TLocation> =>
    id === null
      ? apiRequest(joinUrl(coreService, '/api/location'), ZCreateLocationResponseSchema, {
          method: 'POST',
          body: data,
        })
      : apiRequest(joinUrl(coreService, `/api/location/${id}`), ZUpdateLocationResponseSchema, {
          method: 'PUT',
          body: data,
        }),
  );
}

/** `DELETE /api/location/{id}`: refused (409) while locations or people hang on it. */
export function useDeleteLocation(coreService: string) {
  return useLocationWrite(async (locationId: number): Promise<void> => {
    await apiRequest(joinUrl(coreService, `/api/location/${locationId}`), z.undefined(), { method: 'DELETE' });
  });
}
