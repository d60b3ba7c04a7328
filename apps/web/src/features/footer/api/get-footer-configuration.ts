import type { TFooterConfiguration, TLocaleCode } from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, joinUrl } from '../../../lib/api-client';
import { serverCheckedResponse } from '../../../lib/response-reader';

/** `GET /api/tenant/FooterConfiguration?locale=` (public): the footer, its links in `locale`. */
export async function getFooterConfiguration(
  coreService: string,
  locale: TLocaleCode,
  signal?: AbortSignal,
): Promise<TFooterConfiguration> {
  return apiRequest(
    joinUrl(coreService, '/api/tenant/FooterConfiguration'),
    serverCheckedResponse<TFooterConfiguration>(),
    {
      params: { locale },
      signal,
    },
  );
}

export function getFooterConfigurationQueryOptions(coreService: string, locale: TLocaleCode) {
  return queryOptions({
    queryKey: ['footer', 'configuration', coreService, locale],
    queryFn: ({ signal }) => getFooterConfiguration(coreService, locale, signal),
    staleTime: 5 * 60_000,
    // While another language loads, the footer keeps showing the previous one.
    placeholderData: keepPreviousData,
  });
}

export function useFooterConfiguration(coreService: string, locale: TLocaleCode) {
  return useQuery(getFooterConfigurationQueryOptions(coreService, locale));
}
