import {
  ZGetAllBusinessTypesResponseSchema,
  ZGetJobRolesForBusinessTypesResponseSchema,
  ZGetLocationsResponseSchema,
} from '@portal/contracts';
import type { TJobRole, TLocaleCode, TLocation } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, joinUrl } from '../../../lib/api-client';
import { assessmentAdminQueryKeys } from './query-keys';

/** The assignment pickers' lists: the tenant's job roles (of every business type) and locations. */
export function useAssignmentChoices(coreServiceUrl: string, locale: TLocaleCode) {
  return useQuery({
    queryKey: [...assessmentAdminQueryKeys.all, 'assignment-choices', coreServiceUrl, locale],
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
