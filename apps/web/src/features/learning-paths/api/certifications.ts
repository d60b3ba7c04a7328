import { ZCertificationSearchResponseSchema } from '@portal/contracts';
import type { TCertificationSearchRequest, TCertificationSearchResponse } from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest, joinUrl } from '../../../lib/api-client';
import { learningPathQueryKeys } from './query-keys';

/** `POST /api/corepath/certifications`: the people the caller may see, with their core-path certification. */
export function searchCertifications(
  serviceUrl: string,
  request: TCertificationSearchRequest,
  signal?: AbortSignal,
): Promise<TCertificationSearchResponse> {
  return apiRequest(joinUrl(serviceUrl, '/api/corepath/certifications'), ZCertificationSearchResponseSchema, {
    method: 'POST',
    body: request,
    signal,
  });
}

export function useCertifications(serviceUrl: string, request: TCertificationSearchRequest) {
  return useQuery({
    queryKey: [...learningPathQueryKeys.certifications(), serviceUrl, request],
    queryFn: ({ signal }) => searchCertifications(serviceUrl, request, signal),
    placeholderData: keepPreviousData,
  });
}
