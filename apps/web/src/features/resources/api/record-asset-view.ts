import { ZRecordAssetViewResponseSchema } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, joinUrl } from '../../../lib/api-client';

/** `POST /api/assets/{id}/view`: the user opened an asset of resource `id`. */
export async function recordAssetView(serviceUrl: string, resourceId: number, assetId: number): Promise<number> {
  const answer = await apiRequest(
    joinUrl(serviceUrl, `/api/assets/${resourceId}/view`),
    ZRecordAssetViewResponseSchema,
    { method: 'POST', body: { assetId } },
  );
  return answer.returnValue;
}

/** A failed view count is not the user's problem: it is logged, never shown. */
export function useRecordAssetView(serviceUrl: string) {
  return useMutation({
    mutationFn: ({ resourceId, assetId }: { resourceId: number; assetId: number }) =>
      recordAssetView(serviceUrl, resourceId, assetId),
    onError: (error) => console.warn('[resources] The view could not be recorded', error),
  });
}
