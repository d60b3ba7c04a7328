import { BUILD_NUMBER } from '@portal/contracts';
import type { TLocaleCode, TResourceStrings } from '@portal/contracts';
import { PORTAL_APPLICATION } from '@portal/i18n';
import type { TNamespace } from '@portal/i18n';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, joinUrl } from '../../../lib/api-client';
import { serverCheckedResponse } from '../../../lib/response-reader';

type TResourceStringsRequest = {
  coreService: string;
  namespace: TNamespace;
  locale: TLocaleCode;
};

export function getResourceStrings(
  { coreService, namespace, locale }: TResourceStringsRequest,
  signal?: AbortSignal,
): Promise<TResourceStrings> {
  return apiRequest(joinUrl(coreService, '/api/resourcestring'), serverCheckedResponse<TResourceStrings>(), {
    params: { classKey: namespace, application: PORTAL_APPLICATION, v: BUILD_NUMBER, locale },
    signal,
  });
}

export function getResourceStringsQueryOptions(request: TResourceStringsRequest) {
  return queryOptions({
    queryKey: ['resource-strings', request.coreService, request.namespace, request.locale],
    queryFn: ({ signal }) => getResourceStrings(request, signal),
    staleTime: Infinity,
  });
}
