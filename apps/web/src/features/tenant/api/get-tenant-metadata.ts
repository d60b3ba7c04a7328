import type { TGetTenantResponse, TTenantMetaData } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, joinUrl } from '../../../lib/api-client';
import { serverCheckedResponse } from '../../../lib/response-reader';
import { SESSION_KEYS, readSessionJson, writeSessionJson } from '../../../lib/session-cache';

/** `GET {core}/api/tenant`, read for its metaData (spec section 7), cached for the session (section 3). */
export async function getTenantMetaData(coreService: string, signal?: AbortSignal): Promise<TTenantMetaData> {
  const tenant = await apiRequest(joinUrl(coreService, '/api/tenant'), serverCheckedResponse<TGetTenantResponse>(), {
    signal,
  });
  writeSessionJson(SESSION_KEYS.tenantMetadata, tenant.metaData);
  return tenant.metaData;
}

export function getTenantMetaDataQueryOptions(coreService: string) {
  return queryOptions({
    queryKey: ['tenant-metadata', coreService],
    queryFn: ({ signal }) => getTenantMetaData(coreService, signal),
    initialData: () => readSessionJson(SESSION_KEYS.tenantMetadata, serverCheckedResponse<TTenantMetaData>()),
    staleTime: Infinity,
  });
}
