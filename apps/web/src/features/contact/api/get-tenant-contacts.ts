import { ZGetTenantContactsResponseSchema } from '@portal/contracts';
import type { TGetTenantContactsResponse, TLocaleCode } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, joinUrl } from '../../../lib/api-client';

/** `GET /api/tenant/contacts`: the tenant's help-desk contacts, named in English and French. */
export async function getTenantContacts(
  coreService: string,
  locale: TLocaleCode,
  signal?: AbortSignal,
): Promise<TGetTenantContactsResponse> {
  return apiRequest(joinUrl(coreService, '/api/tenant/contacts'), ZGetTenantContactsResponseSchema, {
    params: { locale },
    signal,
  });
}

export function getTenantContactsQueryOptions(coreService: string, locale: TLocaleCode) {
  return queryOptions({
    queryKey: ['contact', 'tenant-contacts', coreService, locale],
    queryFn: ({ signal }) => getTenantContacts(coreService, locale, signal),
    staleTime: 5 * 60_000,
  });
}

export function useTenantContacts(coreService: string, locale: TLocaleCode) {
  return useQuery(getTenantContactsQueryOptions(coreService, locale));
}
