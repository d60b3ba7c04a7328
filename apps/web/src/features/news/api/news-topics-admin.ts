import {
  SUPPORTED_LOCALES,
  ZAdminArticleTopicResponseSchema,
  ZAdminArticleTopicsResponseSchema,
  ZArticleTopicsResponseSchema,
  ZNewsDeleteResponseSchema,
} from '@portal/contracts';
import type { TAdminArticleTopic, TSaveArticleTopicRequest } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, joinUrl } from '../../../lib/api-client';
import { newsQueryKeys } from './query-keys';

const TOPICS = '/api/articles/admin/topics';

function adminTopicsKey(serviceUrl: string) {
  return [...newsQueryKeys.admin(), 'topics', serviceUrl] as const;
}

/** `GET /api/articles/admin/topics`: every topic with both names and its article count. */
export async function getAdminTopics(serviceUrl: string, signal?: AbortSignal): Promise<TAdminArticleTopic[]> {
  const answer = await apiRequest(joinUrl(serviceUrl, TOPICS), ZAdminArticleTopicsResponseSchema, { signal });
  return answer.returnValue;
}

export function useAdminTopics(serviceUrl: string) {
  return useQuery({
    queryKey: adminTopicsKey(serviceUrl),
    queryFn: ({ signal }) => getAdminTopics(serviceUrl, signal),
  });
}

/** Creates a topic (no id, 201) or renames one. */
export async function saveTopic(
  serviceUrl: string,
  topicId: number | null,
  request: TSaveArticleTopicRequest,
): Promise<TAdminArticleTopic> {
  const answer = await apiRequest(
    joinUrl(serviceUrl, topicId === null ? TOPICS : `${TOPICS}/${topicId}`),
    ZAdminArticleTopicResponseSchema,
    { method: topicId === null ? 'POST' : 'PUT', body: request },
  );
  return answer.returnValue;
}

/** Deletes a topic; its articles lose it (they stay). */
export async function deleteTopic(serviceUrl: string, topicId: number): Promise<void> {
  await apiRequest(joinUrl(serviceUrl, `${TOPICS}/${topicId}`), ZNewsDeleteResponseSchema, { method: 'DELETE' });
}

/**
 * After a change: every news query is stale, and the learners' topic lists (`/api/articles/topics`,
 * cacheable for 5 minutes, spec section 7) are fetched past this browser's HTTP cache, so the
 * filter and the article editor show the change at once rather than minutes later.
 */
function useForgetTopics(serviceUrl: string) {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all(
      SUPPORTED_LOCALES.map(async (locale) => {
        const answer = await apiRequest(joinUrl(serviceUrl, '/api/articles/topics'), ZArticleTopicsResponseSchema, {
          params: { locale },
          cache: 'reload',
        }).catch(() => null);
        if (answer) {
          queryClient.setQueryData([...newsQueryKeys.topics(), serviceUrl, locale], answer.returnValue);
        }
      }),
    );
    await queryClient.invalidateQueries({ queryKey: newsQueryKeys.all });
  };
}

export function useSaveTopic(serviceUrl: string) {
  const forget = useForgetTopics(serviceUrl);
  return useMutation({
    mutationFn: ({ topicId, request }: { topicId: number | null; request: TSaveArticleTopicRequest }) =>
      saveTopic(serviceUrl, topicId, request),
    onSuccess: forget,
  });
}

export function useDeleteTopic(serviceUrl: string) {
  const forget = useForgetTopics(serviceUrl);
  return useMutation({
    mutationFn: (topicId: number) => deleteTopic(serviceUrl, topicId),
    onSuccess: forget,
  });
}
