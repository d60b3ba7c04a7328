import {
  ZTriviaAnswerResponseSchema,
  ZTriviaCurrentQuestionResponseSchema,
  ZTriviaLeaderboardResponseSchema,
  ZTriviaPlayResponseSchema,
  ZTriviaQuizzesResponseSchema,
} from '@portal/contracts';
import type {
  TLocaleCode,
  TTriviaAnswerRequest,
  TTriviaAnswerResult,
  TTriviaCurrentQuestion,
  TTriviaLeaderboard,
  TTriviaPeriod,
  TTriviaPlay,
  TTriviaQuizSummary,
  TTriviaScope,
} from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, joinUrl } from '../../../lib/api-client';
import { triviaQueryKeys } from './query-keys';

/** `GET /api/trivia/quizzes?locale`: quizzes open now, each with my play. */
export async function getQuizzes(
  serviceUrl: string,
  locale: TLocaleCode,
  signal?: AbortSignal,
): Promise<TTriviaQuizSummary[]> {
  const answer = await apiRequest(joinUrl(serviceUrl, '/api/trivia/quizzes'), ZTriviaQuizzesResponseSchema, {
    params: { locale },
    signal,
  });
  return answer.returnValue;
}

export function useQuizzes(serviceUrl: string, locale: TLocaleCode) {
  return useQuery({
    queryKey: [...triviaQueryKeys.quizzes(), serviceUrl, locale],
    queryFn: ({ signal }) => getQuizzes(serviceUrl, locale, signal),
  });
}

/** `POST /api/trivia/{quizId}/play`: starts my play, or resumes it (the server keeps one per quiz). */
export async function startPlay(serviceUrl: string, quizId: number, locale: TLocaleCode): Promise<TTriviaPlay> {
  const answer = await apiRequest(joinUrl(serviceUrl, `/api/trivia/${quizId}/play`), ZTriviaPlayResponseSchema, {
    method: 'POST',
    params: { locale },
  });
  return answer.returnValue;
}

/** My play of a quiz. Starting is idempotent (a second start resumes), so it is read like a query. */
export function usePlay(serviceUrl: string, quizId: number, locale: TLocaleCode) {
  return useQuery({
    queryKey: [...triviaQueryKeys.play(quizId), serviceUrl, locale],
    queryFn: () => startPlay(serviceUrl, quizId, locale),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    retry: false,
  });
}

/** `GET /api/trivia/plays/{playId}/question`: the question being asked, served by the server with its deadline. */
export async function getCurrentQuestion(
  serviceUrl: string,
  playId: number,
  locale: TLocaleCode,
  signal?: AbortSignal,
): Promise<TTriviaCurrentQuestion & { receivedAtMs: number }> {
  const answer = await apiRequest(
    joinUrl(serviceUrl, `/api/trivia/plays/${playId}/question`),
    ZTriviaCurrentQuestionResponseSchema,
    { params: { locale }, signal },
  );
  // When it arrived: the countdown measures the browser's clock against the server's from here.
  return { ...answer.returnValue, receivedAtMs: Date.now() };
}

/** The current question; refreshed only when asked (after an answer, or when the time is up). */
export function useCurrentQuestion(serviceUrl: string, playId: number | undefined, locale: TLocaleCode) {
  return useQuery({
    queryKey: [...triviaQueryKeys.question(playId ?? 0), serviceUrl, locale],
    queryFn: ({ signal }) => getCurrentQuestion(serviceUrl, playId ?? 0, locale, signal),
    enabled: playId !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

/** `POST /api/trivia/plays/{playId}/answer`. */
export async function answerQuestion(
  serviceUrl: string,
  playId: number,
  request: TTriviaAnswerRequest,
): Promise<TTriviaAnswerResult> {
  const answer = await apiRequest(
    joinUrl(serviceUrl, `/api/trivia/plays/${playId}/answer`),
    ZTriviaAnswerResponseSchema,
    { method: 'POST', body: request },
  );
  return answer.returnValue;
}

export function useAnswerQuestion(serviceUrl: string, playId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TTriviaAnswerRequest) => answerQuestion(serviceUrl, playId, request),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: triviaQueryKeys.quizzes() });
      void queryClient.invalidateQueries({ queryKey: triviaQueryKeys.leaderboards() });
    },
  });
}

export type TLeaderboardChoice = { period: TTriviaPeriod; scope: TTriviaScope; quizId?: number };

/** `GET /api/trivia/leaderboard?period&scope&quizId`. */
export async function getLeaderboard(
  serviceUrl: string,
  choice: TLeaderboardChoice,
  locale: TLocaleCode,
  signal?: AbortSignal,
): Promise<TTriviaLeaderboard> {
  const answer = await apiRequest(joinUrl(serviceUrl, '/api/trivia/leaderboard'), ZTriviaLeaderboardResponseSchema, {
    params: {
      period: choice.period,
      scope: choice.scope,
      locale,
      ...(choice.quizId === undefined ? {} : { quizId: choice.quizId }),
    },
    signal,
  });
  return answer.returnValue;
}

export function useLeaderboard(serviceUrl: string, choice: TLeaderboardChoice, locale: TLocaleCode) {
  return useQuery({
    queryKey: [...triviaQueryKeys.leaderboards(), serviceUrl, choice.period, choice.scope, choice.quizId, locale],
    queryFn: ({ signal }) => getLeaderboard(serviceUrl, choice, locale, signal),
  });
}
