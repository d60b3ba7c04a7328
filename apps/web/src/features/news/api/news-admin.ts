import {
  ZAdminArticleResponseSchema,
  ZAdminArticlesResponseSchema,
  ZArticleDurationTypesResponseSchema,
  ZArticlePreviewResponseSchema,
  ZNewsDeleteResponseSchema,
} from '@portal/contracts';
import type {
  TAdminArticle,
  TAdminArticleSummary,
  TArticleAdminStatus,
  TArticleDetail,
  TLocaleCode,
  TSaveArticleRequest,
} from '@portal/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest, joinUrl } from '../../../lib/api-client';
import { newsQueryKeys } from './query-keys';

const ADMIN = '/api/articles/admin/articles';

export type TAdminArticlesChoice = { pageNo: number; pageSize: number; status: TArticleAdminStatus | undefined };
export type TAdminArticlesPage = { result: TAdminArticleSummary[]; totalRecords: number };
export type TDurationTypeItem = z.infer<typeof ZArticleDurationTypesResponseSchema>[number];

/** `GET /api/articles/admin/articles?pageNo&pageSize&status&locale`: every article with its status. */
export async function getAdminArticles(
  serviceUrl: string,
  choice: TAdminArticlesChoice,
  locale: TLocaleCode,
  signal?: AbortSignal,
): Promise<TAdminArticlesPage> {
  const answer = await apiRequest(joinUrl(serviceUrl, ADMIN), ZAdminArticlesResponseSchema, {
    params: {
      pageNo: choice.pageNo,
      pageSize: choice.pageSize,
      locale,
      ...(choice.status === undefined ? {} : { status: choice.status }),
    },
    signal,
  });
  return answer.returnValue;
}

export function useAdminArticles(serviceUrl: string, choice: TAdminArticlesChoice, locale: TLocaleCode) {
  return useQuery({
    queryKey: [...newsQueryKeys.admin(), 'articles', serviceUrl, choice.pageNo, choice.pageSize, choice.status, locale],
    queryFn: ({ signal }) => getAdminArticles(serviceUrl, choice, locale, signal),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/articles/admin/articles/{id}`: the article as edited, both languages. */
export async function getAdminArticle(
  serviceUrl: string,
  articleId: number,
  signal?: AbortSignal,
): Promise<TAdminArticle> {
  const answer = await apiRequest(joinUrl(serviceUrl, `${ADMIN}/${articleId}`), ZAdminArticleResponseSchema, {
    signal,
  });
  return answer.returnValue;
}

export function useAdminArticle(serviceUrl: string, articleId: number | null) {
  return useQuery({
    queryKey: [...newsQueryKeys.admin(), 'article', serviceUrl, articleId],
    queryFn: ({ signal }) => getAdminArticle(serviceUrl, articleId ?? 0, signal),
    enabled: articleId !== null,
    // The form keeps what the person typed: no refetch under their hands.
    refetchOnWindowFocus: false,
  });
}

/** `GET /api/articles/admin/articles/{id}/preview?locale`: as a learner will see it, whatever its status. */
export async function getArticlePreview(
  serviceUrl: string,
  articleId: number,
  locale: TLocaleCode,
  signal?: AbortSignal,
): Promise<TArticleDetail> {
  const answer = await apiRequest(joinUrl(serviceUrl, `${ADMIN}/${articleId}/preview`), ZArticlePreviewResponseSchema, {
    params: { locale },
    signal,
  });
  return answer.returnValue;
}

export function useArticlePreview(serviceUrl: string, articleId: number | null, locale: TLocaleCode) {
  return useQuery({
    queryKey: [...newsQueryKeys.admin(), 'preview', serviceUrl, articleId, locale],
    queryFn: ({ signal }) => getArticlePreview(serviceUrl, articleId ?? 0, locale, signal),
    enabled: articleId !== null,
  });
}

/** `GET /api/articles/refdurationtypes?locale`: the reading time's units (cacheable). */
export async function getDurationTypes(
  serviceUrl: string,
  locale: TLocaleCode,
  signal?: AbortSignal,
): Promise<TDurationTypeItem[]> {
  return apiRequest(joinUrl(serviceUrl, '/api/articles/refdurationtypes'), ZArticleDurationTypesResponseSchema, {
    params: { locale },
    signal,
  });
}

export function useDurationTypes(serviceUrl: string, locale: TLocaleCode) {
  return useQuery({
    queryKey: [...newsQueryKeys.admin(), 'durationTypes', serviceUrl, locale],
    queryFn: ({ signal }) => getDurationTypes(serviceUrl, locale, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Creates (no id, 201) or saves the whole article. */
export async function saveArticle(
  serviceUrl: string,
  articleId: number | null,
  request: TSaveArticleRequest,
): Promise<TAdminArticle> {
  const answer = await apiRequest(
    joinUrl(serviceUrl, articleId === null ? ADMIN : `${ADMIN}/${articleId}`),
    ZAdminArticleResponseSchema,
    { method: articleId === null ? 'POST' : 'PUT', body: request },
  );
  return answer.returnValue;
}

export async function setArticlePinned(
  serviceUrl: string,
  articleId: number,
  isPinned: boolean,
): Promise<TAdminArticle> {
  const answer = await apiRequest(
    joinUrl(serviceUrl, `${ADMIN}/${articleId}/${isPinned ? 'pin' : 'unpin'}`),
    ZAdminArticleResponseSchema,
    { method: 'POST' },
  );
  return answer.returnValue;
}

export async function deleteArticle(serviceUrl: string, articleId: number): Promise<void> {
  await apiRequest(joinUrl(serviceUrl, `${ADMIN}/${articleId}`), ZNewsDeleteResponseSchema, { method: 'DELETE' });
}

function useInvalidateNews() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: newsQueryKeys.all });
}

export function useSaveArticle(serviceUrl: string) {
  const invalidate = useInvalidateNews();
  return useMutation({
    mutationFn: ({ articleId, request }: { articleId: number | null; request: TSaveArticleRequest }) =>
      saveArticle(serviceUrl, articleId, request),
    onSuccess: invalidate,
  });
}

export function useSetArticlePinned(serviceUrl: string) {
  const invalidate = useInvalidateNews();
  return useMutation({
    mutationFn: ({ articleId, isPinned }: { articleId: number; isPinned: boolean }) =>
      setArticlePinned(serviceUrl, articleId, isPinned),
    onSuccess: invalidate,
  });
}

export function useDeleteArticle(serviceUrl: string) {
  const invalidate = useInvalidateNews();
  return useMutation({
    mutationFn: (articleId: number) => deleteArticle(serviceUrl, articleId),
    onSuccess: invalidate,
  });
}
