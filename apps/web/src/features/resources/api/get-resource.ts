import { ZGetResourceResponseSchema } from '@portal/contracts';
import type { TLocaleCode, TResource } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, joinUrl } from '../../../lib/api-client';
import { resourceQueryKeys } from './query-keys';

/** `GET /api/resources/{id}?locale`: a resource with its assets, texts in `locale` (else the other). */
export async function getResource(
  serviceUrl: string,
  resourceId: number,
  locale: TLocaleCode,
  signal?: AbortSignal,
): Promise<TResource> {
  return apiRequest(joinUrl(serviceUrl, `/api/resources/${resourceId}`), ZGetResourceResponseSchema, {
    params: { locale },
    signal,
  });
}

export function getResourceQueryOptions(serviceUrl: string, resourceId: number, locale: TLocaleCode) {
  return queryOptions({
    queryKey: [...resourceQueryKeys.detail(resourceId), serviceUrl, locale],
    queryFn: ({ signal }) => getResource(serviceUrl, resourceId, locale, signal),
  });
}

export function useResource(serviceUrl: string, resourceId: number, locale: TLocaleCode, isEnabled = true) {
  return useQuery({ ...getResourceQueryOptions(serviceUrl, resourceId, locale), enabled: isEnabled });
}
