import type { TPendingSkillAssessment } from '@portal/contracts';
import { apiRequest, joinUrl } from '../../../lib/api-client';
import { serverCheckedResponse } from '../../../lib/response-reader';

type TPendingAnswer = { returnValue: TPendingSkillAssessment[] };

/**
 * `GET /api/userAttempt/pendingskillassessments`: the SKILL sets assigned to me and how far I am
 * with each (spec section 3). Read with `serverCheckedResponse`: the banner sits in the first
 * page, which carries no zod.
 */
export async function getPendingSkillAssessments(
  serviceUrl: string,
  signal?: AbortSignal,
): Promise<TPendingSkillAssessment[]> {
  const answer = await apiRequest(
    joinUrl(serviceUrl, '/api/userAttempt/pendingskillassessments'),
    serverCheckedResponse<TPendingAnswer>(),
    { signal },
  );
  return answer.returnValue;
}
