import {
  ZTriviaAdminQuizResponseSchema,
  ZTriviaAdminQuizzesResponseSchema,
  ZTriviaBanksResponseSchema,
  ZTriviaDeleteResponseSchema,
} from '@portal/contracts';
import type { TLocaleCode, TSaveTriviaQuizRequest, TTriviaAdminQuiz, TTriviaBank } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, joinUrl } from '../../../lib/api-client';
import { triviaQueryKeys } from './query-keys';

/** `GET /api/trivia/admin/quizzes`: every quiz of the tenant. */
export async function getAdminQuizzes(
  serviceUrl: string,
  locale: TLocaleCode,
  signal?: AbortSignal,
): Promise<TTriviaAdminQuiz[]> {
  const answer = await apiRequest(joinUrl(serviceUrl, '/api/trivia/admin/quizzes'), ZTriviaAdminQuizzesResponseSchema, {
    params: { locale },
    signal,
  });
  return answer.returnValue;
}

export function useAdminQuizzes(serviceUrl: string, locale: TLocaleCode) {
  return useQuery({
    queryKey: [...triviaQueryKeys.admin(), 'quizzes', serviceUrl, locale],
    queryFn: ({ signal }) => getAdminQuizzes(serviceUrl, locale, signal),
  });
}

/** `GET /api/trivia/admin/banks`: the banks a quiz can draw from. */
export async function getBanks(serviceUrl: string, locale: TLocaleCode, signal?: AbortSignal): Promise<TTriviaBank[]> {
  const answer = await apiRequest(joinUrl(serviceUrl, '/api/trivia/admin/banks'), ZTriviaBanksResponseSchema, {
    params: { locale },
    signal,
  });
  return answer.returnValue;
}

export function useBanks(serviceUrl: string, locale: TLocaleCode) {
  return useQuery({
    queryKey: [...triviaQueryKeys.admin(), 'banks', serviceUrl, locale],
    queryFn: ({ signal }) => getBanks(serviceUrl, locale, signal),
  });
}

/** Creates (no id) or saves a quiz. */
export async function saveQuiz(
  serviceUrl: string,
  quizId: number | null,
  request: TSaveTriviaQuizRequest,
  locale: TLocaleCode,
): Promise<TTriviaAdminQuiz> {
  const path = quizId === null ? '/api/trivia/admin/quizzes' : `/api/trivia/admin/quizzes/${quizId}`;
  const answer = await apiRequest(joinUrl(serviceUrl, path), ZTriviaAdminQuizResponseSchema, {
    method: quizId === null ? 'POST' : 'PUT',
    params: { locale },
    body: request,
  });
  return answer.returnValue;
}

export async function setQuizStatus(
  serviceUrl: string,
  quizId: number,
  action: 'publish' | 'unpublish',
  locale: TLocaleCode,
): Promise<TTriviaAdminQuiz> {
  const answer = await apiRequest(
    joinUrl(serviceUrl, `/api/trivia/admin/quizzes/${quizId}/${action}`),
    ZTriviaAdminQuizResponseSchema,
    { method: 'POST', params: { locale } },
  );
  return answer.returnValue;
}

export async function deleteQuiz(serviceUrl: string, quizId: number): Promise<void> {
  await apiRequest(joinUrl(serviceUrl, `/api/trivia/admin/quizzes/${quizId}`), ZTriviaDeleteResponseSchema, {
    method: 'DELETE',
  });
}

function useInvalidateTrivia() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: triviaQueryKeys.all });
}

export function useSaveQuiz(serviceUrl: string, locale: TLocaleCode) {
  const invalidate = useInvalidateTrivia();
  return useMutation({
    mutationFn: ({ quizId, request }: { quizId: number | null; request: TSaveTriviaQuizRequest }) =>
      saveQuiz(serviceUrl, quizId, request, locale),
    onSuccess: invalidate,
  });
}

export function useSetQuizStatus(serviceUrl: string, locale: TLocaleCode) {
  const invalidate = useInvalidateTrivia();
  return useMutation({
    mutationFn: ({ quizId, action }: { quizId: number; action: 'publish' | 'unpublish' }) =>
      setQuizStatus(serviceUrl, quizId, action, locale),
    onSuccess: invalidate,
  });
}

export function useDeleteQuiz(serviceUrl: string) {
  const invalidate = useInvalidateTrivia();
  return useMutation({ mutationFn: (quizId: number) => deleteQuiz(serviceUrl, quizId), onSuccess: invalidate });
}
