import { ZMyAssessmentsResponseSchema, ZUserAssessmentStatusSchema } from '@portal/contracts';
import type { TMyAssessmentsResponse, TUserAssessmentStatus } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, joinUrl } from '../../../lib/api-client';
import { assessmentQueryKeys } from './query-keys';

/** `GET /api/userAttempt/mine`: my assessments, to do, in progress and done. */
export function getMyAssessments(serviceUrl: string, signal?: AbortSignal): Promise<TMyAssessmentsResponse> {
  return apiRequest(joinUrl(serviceUrl, '/api/userAttempt/mine'), ZMyAssessmentsResponseSchema, { signal });
}

export function useMyAssessments(serviceUrl: string) {
  return useQuery({
    queryKey: [...assessmentQueryKeys.mine(), serviceUrl],
    queryFn: ({ signal }) => getMyAssessments(serviceUrl, signal),
  });
}

/** `GET /api/userAttempt/userAssessmentStatus/{setId}`: one set for me, with my attempts so far. */
export function getAssessmentStatus(
  serviceUrl: string,
  setId: number,
  signal?: AbortSignal,
): Promise<TUserAssessmentStatus> {
  return apiRequest(
    joinUrl(serviceUrl, `/api/userAttempt/userAssessmentStatus/${setId}`),
    ZUserAssessmentStatusSchema,
    { signal },
  );
}

export function useAssessmentStatus(serviceUrl: string, setId: number) {
  return useQuery({
    queryKey: [...assessmentQueryKeys.setStatus(setId), serviceUrl],
    queryFn: ({ signal }) => getAssessmentStatus(serviceUrl, setId, signal),
  });
}
