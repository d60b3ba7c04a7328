import {
  ZGetAllBusinessTypesResponseSchema,
  ZGetJobRolesForBusinessTypesResponseSchema,
  ZGetLocationsResponseSchema,
} from '@portal/contracts';
import type { TJobRole, TLocaleCode, TLocation } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, joinUrl } from './api-client';

/**
 * What an assignment can name besides people: the tenant's job roles (of every business type) and
 * locations, from the core service. Shared by every module that assigns (paths, assessment sets).
 */
export function useAssignmentChoices(coreServiceUrl: string, locale: TLocaleCode) {
  return useQuery({
    queryKey: ['assignment-choices', coreServiceUrl, locale],
    queryFn: async ({ signal }): Promise<{ jobRoles: TJobRole[]; locations: TLocation[] }> => {
      const [businessTypes, locations] = await Promise.all([
        apiRequest(joinUrl(coreServiceUrl, '/api/tenant/GetAllBussinessTypes'), ZGetAllBusinessTypesResponseSchema, {
          params: { locale },
          signal,
        }),
        apiRequest(joinUrl(coreServiceUrl, '/api/location'), ZGetLocationsResponseSchema, {
          params: { locale },
          signal,
        }),
      ]);
      const jobRoles =
        businessTypes.length === 0
          ? []
          : await apiRequest(
              joinUrl(coreServiceUrl, '/api/tenant/JobRolesForBussinessType'),
              ZGetJobRolesForBusinessTypesResponseSchema,
              { params: { bussinessTypeCodes: businessTypes.map((type) => type.code), locale }, signal },
            );
      return { jobRoles, locations };
    },
    staleTime: 5 * 60_000,
  });
}
