import { ZManagerSkillAssessmentResponseSchema, ZStartAttemptResponseSchema } from '@portal/contracts';
import type { TManagerSkillAssessment, TStartAttemptResponse } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, joinUrl } from '../../../lib/api-client';
import { assessmentQueryKeys } from './query-keys';

const managerKey = (setId: number, employee: string) =>
  [...assessmentQueryKeys.all, 'manager', setId, employee] as const;

function managerPath(setId: number, employee: string, call: string): string {
  return `/api/userAttempt/${setId}/${encodeURIComponent(employee)}/${call}`;
}

/** `GET /api/userAttempt/{setId}/{employee}/skillAssessmentForManager`: my ratings of a reportee on a SKILL set. */
export async function getManagerSkillAssessment(
  serviceUrl: string,
  setId: number,
  employee: string,
  signal?: AbortSignal,
): Promise<TManagerSkillAssessment> {
  const answer = await apiRequest(
    joinUrl(serviceUrl, managerPath(setId, employee, 'skillAssessmentForManager')),
    ZManagerSkillAssessmentResponseSchema,
    { signal },
  );
  return answer.returnValue;
}

export function useManagerSkillAssessment(serviceUrl: string, setId: number, employee: string) {
  return useQuery({
    queryKey: [...managerKey(setId, employee), serviceUrl],
    queryFn: ({ signal }) => getManagerSkillAssessment(serviceUrl, setId, employee, signal),
  });
}

/** `POST /api/userAttempt/{setId}/{employee}/startManagerAssessmentForEmployee`: my attempt about them, new or resumed. */
export function useStartManagerAttempt(serviceUrl: string, setId: number, employee: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (): Promise<TStartAttemptResponse> =>
      apiRequest(
        joinUrl(serviceUrl, managerPath(setId, employee, 'startManagerAssessmentForEmployee')),
        ZStartAttemptResponseSchema,
        { method: 'POST' },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: managerKey(setId, employee) }),
  });
}
