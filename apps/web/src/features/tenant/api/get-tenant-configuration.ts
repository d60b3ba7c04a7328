import type { TTenantConfiguration } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { serverCheckedResponse } from '../../../lib/response-reader';

/** The tenant is the site the browser is on; the server matches it against the tenant's URLs. */
export function getTenantConfiguration(configUrl: string, signal?: AbortSignal): Promise<TTenantConfiguration> {
  return apiRequest(configUrl, serverCheckedResponse<TTenantConfiguration>(), {
    params: { tenantUrl: window.location.origin, urlFor: 'CORESPA' },
    signal,
  });
}

export function getTenantConfigurationQueryOptions(configUrl: string) {
  return queryOptions({
    queryKey: ['tenant-configuration', configUrl],
    queryFn: ({ signal }) => getTenantConfiguration(configUrl, signal),
    staleTime: Infinity,
  });
}
