import type { TGetTenantLocalesResponse } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, joinUrl } from '../../../lib/api-client';
import { serverCheckedResponse } from '../../../lib/response-reader';
import { SESSION_KEYS, readSessionJson, writeSessionJson } from '../../../lib/session-cache';

export async function getTenantLocales(coreService: string, signal?: AbortSignal): Promise<TGetTenantLocalesResponse> {
  const locales = await apiRequest(
    joinUrl(coreService, '/api/tenant/Locales'),
    serverCheckedResponse<TGetTenantLocalesResponse>(),
    {
      signal,
    },
  );
  writeSessionJson(SESSION_KEYS.locales, locales);
  return locales;
}

/** Spec section 3: locales are cached in session storage, so they are read once per session. */
export function getTenantLocalesQueryOptions(coreService: string) {
  return queryOptions({
    queryKey: ['tenant-locales', coreService],
    queryFn: ({ signal }) => getTenantLocales(coreService, signal),
    initialData: () => readSessionJson(SESSION_KEYS.locales, serverCheckedResponse<TGetTenantLocalesResponse>()),
    staleTime: Infinity,
  });
}
