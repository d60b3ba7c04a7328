import type { ZSetFavoriteResponseSchema } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, joinUrl } from '../../../lib/api-client';
import { serverCheckedAnswer } from '../../../lib/response-reader';
import { resourceQueryKeys } from './query-keys';

/** `PUT` (mark) or `DELETE` (unmark) `/api/assets/{id}/favorite`: answers whether it is a favourite now. */
export async function setFavorite(serviceUrl: string, resourceId: number, isFavorite: boolean): Promise<boolean> {
  const answer = await apiRequest(
    joinUrl(serviceUrl, `/api/assets/${resourceId}/favorite`),
    serverCheckedAnswer<typeof ZSetFavoriteResponseSchema>(),
    { method: isFavorite ? 'PUT' : 'DELETE' },
  );
  return answer.returnValue;
}

export function useSetFavorite(serviceUrl: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ resourceId, isFavorite }: { resourceId: number; isFavorite: boolean }) =>
      setFavorite(serviceUrl, resourceId, isFavorite),
    onSuccess: (_isFavorite, { resourceId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: resourceQueryKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: resourceQueryKeys.detail(resourceId) }),
      ]),
  });
}
