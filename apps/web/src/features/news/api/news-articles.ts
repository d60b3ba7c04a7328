import {
  ZArticleLikeResponseSchema,
  ZArticleReadResponseSchema,
  ZArticleResponseSchema,
  ZArticlesResponseSchema,
  ZArticleTopicsResponseSchema,
} from '@portal/contracts';
import type {
  TArticleDetail,
  TArticleLikeResult,
  TArticleReadResult,
  TArticleSummary,
  TArticleTopic,
  TLocaleCode,
} from '@portal/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest, joinUrl } from '../../../lib/api-client';
import { newsQueryKeys } from './query-keys';

export type TArticlesPage = { result: TArticleSummary[]; totalRecords: number };
export type TArticlesChoice = { pageNo: number; pageSize: number; topicId: number | undefined };

/** `GET /api/articles?pageNo&pageSize&topicId&locale`: visible articles, pinned first, then latest. */
export async function getArticles(
  serviceUrl: string,
  choice: TArticlesChoice,
  locale: TLocaleCode,
  signal?: AbortSignal,
): Promise<TArticlesPage> {
  const answer = await apiRequest(joinUrl(serviceUrl, '/api/articles'), ZArticlesResponseSchema, {
    params: {
      pageNo: choice.pageNo,
      pageSize: choice.pageSize,
      locale,
      ...(choice.topicId === undefined ? {} : { topicId: choice.topicId }),
    },
    signal,
  });
  return answer.returnValue;
}

export function useArticles(serviceUrl: string, choice: TArticlesChoice, locale: TLocaleCode) {
  return useQuery({
    queryKey: [...newsQueryKeys.articles(), serviceUrl, choice.pageNo, choice.pageSize, choice.topicId, locale],
    queryFn: ({ signal }) => getArticles(serviceUrl, choice, locale, signal),
    // The previous page stays on screen while the next one loads (no jump to a skeleton).
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/articles/topics?locale`: the tenant's topics (cacheable, spec section 7). */
export async function getTopics(
  serviceUrl: string,
  locale: TLocaleCode,
  signal?: AbortSignal,
): Promise<TArticleTopic[]> {
  const answer = await apiRequest(joinUrl(serviceUrl, '/api/articles/topics'), ZArticleTopicsResponseSchema, {
    params: { locale },
    signal,
  });
  return answer.returnValue;
}

export function useTopics(serviceUrl: string, locale: TLocaleCode) {
  return useQuery({
    queryKey: [...newsQueryKeys.topics(), serviceUrl, locale],
    queryFn: ({ signal }) => getTopics(serviceUrl, locale, signal),
    staleTime: 5 * 60_000,
  });
}

/** `GET /api/articles/{articleId}?locale`: 404 when the article is not visible to me. */
export async function getArticle(
  serviceUrl: string,
  articleId: number,
  locale: TLocaleCode,
  signal?: AbortSignal,
): Promise<TArticleDetail> {
  const answer = await apiRequest(joinUrl(serviceUrl, `/api/articles/${articleId}`), ZArticleResponseSchema, {
    params: { locale },
    signal,
  });
  return answer.returnValue;
}

export function useArticle(serviceUrl: string, articleId: number, locale: TLocaleCode) {
  return useQuery({
    queryKey: [...newsQueryKeys.article(articleId), serviceUrl, locale],
    queryFn: ({ signal }) => getArticle(serviceUrl, articleId, locale, signal),
    enabled: articleId > 0,
    // Not visible to me (not yet published, outside my audience, gone) is an answer, not a failure.
    retry: (failureCount, error) => !(error instanceof ApiError && error.status === 404) && failureCount < 2,
  });
}

/** `POST /api/articles/{articleId}/read`: idempotent on the server (one read per person and article). */
export async function recordRead(serviceUrl: string, articleId: number): Promise<TArticleReadResult> {
  const answer = await apiRequest(joinUrl(serviceUrl, `/api/articles/${articleId}/read`), ZArticleReadResponseSchema, {
    method: 'POST',
  });
  return answer.returnValue;
}

export function useRecordRead(serviceUrl: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (articleId: number) => recordRead(serviceUrl, articleId),
    // The list's "read" marks change; the article itself does not.
    onSuccess: (result) => {
      if (result.isFirstRead) {
        void queryClient.invalidateQueries({ queryKey: newsQueryKeys.articles() });
      }
    },
  });
}

/** `PUT` (like) or `DELETE` (unlike) `/api/articles/{articleId}/like`: both idempotent. */
export async function setLike(serviceUrl: string, articleId: number, isLiked: boolean): Promise<TArticleLikeResult> {
  const answer = await apiRequest(joinUrl(serviceUrl, `/api/articles/${articleId}/like`), ZArticleLikeResponseSchema, {
    method: isLiked ? 'PUT' : 'DELETE',
  });
  return answer.returnValue;
}

export function useSetLike(serviceUrl: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ articleId, isLiked }: { articleId: number; isLiked: boolean }) =>
      setLike(serviceUrl, articleId, isLiked),
    onSuccess: (result) => {
      // The server's count (others like too) replaces ours in the open article.
      queryClient.setQueriesData<TArticleDetail>({ queryKey: newsQueryKeys.article(result.articleId) }, (article) =>
        article ? { ...article, likeCount: result.likeCount, isLikedByMe: result.isLikedByMe } : article,
      );
      void queryClient.invalidateQueries({ queryKey: newsQueryKeys.articles() });
    },
  });
}
