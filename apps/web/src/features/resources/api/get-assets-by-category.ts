import type {
  ZAssetsByCategoryResponseSchema,
  TAssetSearchRequest,
  TAssetsByCategoryResponse,
} from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, joinUrl } from '../../../lib/api-client';
import { serverCheckedAnswer } from '../../../lib/response-reader';
import { resourceQueryKeys } from './query-keys';

/** `POST /api/assets/searchForAllCategories`: each category's first `pageSize` resources. */
export async function getAssetsByCategory(
  serviceUrl: string,
  request: TAssetSearchRequest,
  signal?: AbortSignal,
): Promise<TAssetsByCategoryResponse> {
  return apiRequest(
    joinUrl(serviceUrl, '/api/assets/searchForAllCategories'),
    serverCheckedAnswer<typeof ZAssetsByCategoryResponseSchema>(),
    {
      method: 'POST',
      body: request,
      signal,
    },
  );
}

export function useAssetsByCategory(serviceUrl: string, request: TAssetSearchRequest) {
  return useQuery(
    queryOptions({
      queryKey: [...resourceQueryKeys.lists(), 'by-category', serviceUrl, request],
      queryFn: ({ signal }) => getAssetsByCategory(serviceUrl, request, signal),
    }),
  );
}
