import { ZGlobalSearchResponseSchema } from '@portal/contracts';
import type { TGlobalSearchRequest, TGlobalSearchResponse } from '@portal/contracts';
import { apiRequest, joinUrl } from '../../../lib/api-client';

export const GLOBAL_SEARCH_PATH = '/api/GlobalSearch/search';

/** `POST /api/GlobalSearch/search`: one page of results per searched module. */
export async function searchGlobal(
  serviceUrl: string,
  request: TGlobalSearchRequest,
  signal?: AbortSignal,
): Promise<TGlobalSearchResponse> {
  return apiRequest(joinUrl(serviceUrl, GLOBAL_SEARCH_PATH), ZGlobalSearchResponseSchema, {
    method: 'POST',
    body: request,
    signal,
  });
}
