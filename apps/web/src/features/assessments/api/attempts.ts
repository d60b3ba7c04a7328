import {
  ZAttemptSchema,
  ZCompleteAttemptResponseSchema,
  ZSaveResponseAckSchema,
  ZStartAttemptResponseSchema,
  ZUpdateTotalTimeTakenResponseSchema,
} from '@portal/contracts';
import type {
  TAttempt,
  TAttemptResult,
  TSaveResponseAck,
  TSaveResponseRequest,
  TStartAttemptResponse,
} from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, joinUrl } from '../../../lib/api-client';
import { clockOffsetMs } from '../utils/server-clock';
import { assessmentQueryKeys } from './query-keys';

/** An attempt as read, with the server's clock offset measured when it arrived. */
export type TLoadedAttempt = TAttempt & { clockOffsetMs: number };

function withOffset<TValue extends { serverNow: string }>(value: TValue): TValue & { clockOffsetMs: number } {
  return { ...value, clockOffsetMs: clockOffsetMs(value.serverNow, Date.now()) };
}

/** `POST /api/userAttempt/{setId}/start`: my attempt in progress, or a new one drawn now. */
export async function startAttempt(serviceUrl: string, setId: number): Promise<TStartAttemptResponse> {
  return apiRequest(joinUrl(serviceUrl, `/api/userAttempt/${setId}/start`), ZStartAttemptResponseSchema, {
    method: 'POST',
  });
}

export function useStartAttempt(serviceUrl: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (setId: number) => startAttempt(serviceUrl, setId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assessmentQueryKeys.mine() }),
  });
}

/** `GET /api/userAttempt/{attemptId}`: my attempt, resumable (questions, saved answers, deadline). */
export async function getAttempt(serviceUrl: string, attemptId: number, signal?: AbortSignal): Promise<TLoadedAttempt> {
  const attempt = await apiRequest(joinUrl(serviceUrl, `/api/userAttempt/${attemptId}`), ZAttemptSchema, { signal });
  return withOffset(attempt);
}

export function useAttempt(serviceUrl: string, attemptId: number) {
  return useQuery({
    queryKey: [...assessmentQueryKeys.attempt(attemptId), serviceUrl],
    queryFn: ({ signal }) => getAttempt(serviceUrl, attemptId, signal),
    // Read once per visit: the page keeps its own answers from there, and a copy kept for the next
    // visit would lack them (it would open with the answers of the first visit).
    refetchOnWindowFocus: false,
    staleTime: Infinity,
    gcTime: 0,
  });
}

/** `POST /api/userAttempt/{attemptId}/saveResponse`: one answer, acknowledged with the server's time. */
export function saveResponse(
  serviceUrl: string,
  attemptId: number,
  body: TSaveResponseRequest,
): Promise<TSaveResponseAck> {
  return apiRequest(joinUrl(serviceUrl, `/api/userAttempt/${attemptId}/saveResponse`), ZSaveResponseAckSchema, {
    method: 'POST',
    body,
  });
}

/** `POST /api/userAttempt/{attemptId}/complete`: grade and close (again: the same result). */
export function completeAttempt(serviceUrl: string, attemptId: number): Promise<TAttemptResult> {
  return apiRequest(joinUrl(serviceUrl, `/api/userAttempt/${attemptId}/complete`), ZCompleteAttemptResponseSchema, {
    method: 'POST',
  });
}

export function useCompleteAttempt(serviceUrl: string, attemptId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => completeAttempt(serviceUrl, attemptId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: assessmentQueryKeys.all }),
  });
}

/** `GET /api/userAttempt/{attemptId}/true`: the attempt with its result once completed. */
export function getAttemptWithResult(serviceUrl: string, attemptId: number, signal?: AbortSignal): Promise<TAttempt> {
  return apiRequest(joinUrl(serviceUrl, `/api/userAttempt/${attemptId}/true`), ZAttemptSchema, { signal });
}

// The sweep grades an attempt a few seconds after its deadline: the result page asks again meanwhile.
const WAIT_FOR_GRADING_MS = 3000;

export function useAttemptResult(serviceUrl: string, attemptId: number) {
  return useQuery({
    queryKey: [...assessmentQueryKeys.result(attemptId), serviceUrl],
    queryFn: ({ signal }) => getAttemptWithResult(serviceUrl, attemptId, signal),
    refetchInterval: (query) => {
      const attempt = query.state.data;
      return attempt && attempt.result === null && attempt.deadlineAt !== null ? WAIT_FOR_GRADING_MS : false;
    },
  });
}

/** `PUT /api/userAttempt/{attemptId}/updateTotalTimeTaken`: the seconds the page has counted on the attempt. */
export async function updateTotalTimeTaken(serviceUrl: string, attemptId: number, counter: number): Promise<number> {
  const answer = await apiRequest(
    joinUrl(serviceUrl, `/api/userAttempt/${attemptId}/updateTotalTimeTaken`),
    ZUpdateTotalTimeTakenResponseSchema,
    { method: 'PUT', body: { counter, userAssessmentAttemptId: attemptId } },
  );
  return answer.returnValue.totalTimeSeconds;
}
