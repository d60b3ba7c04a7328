import { ZPendingSkillAssessmentsResponseSchema } from '@portal/contracts';
import type { TPendingSkillAssessment } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, joinUrl } from '../../../lib/api-client';
import { skillQueryKeys } from './query-keys';

/** `GET /api/userAttempt/pendingskillassessments`: every SKILL set assigned to me, done or not, expired or not. */
export async function getSkillAssessments(
  serviceUrl: string,
  signal?: AbortSignal,
): Promise<TPendingSkillAssessment[]> {
  const answer = await apiRequest(
    joinUrl(serviceUrl, '/api/userAttempt/pendingskillassessments'),
    ZPendingSkillAssessmentsResponseSchema,
    { params: { isOnBoarding: false }, signal },
  );
  return answer.returnValue;
}

export function useSkillAssessments(serviceUrl: string) {
  return useQuery({
    queryKey: [...skillQueryKeys.pending(), serviceUrl],
    queryFn: ({ signal }) => getSkillAssessments(serviceUrl, signal),
  });
}
