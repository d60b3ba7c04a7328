/** Every query of the learner's assessments lives under this prefix; mutations invalidate below it. */
export const ASSESSMENTS_QUERY_KEY = ['assessments'] as const;

export const assessmentQueryKeys = {
  all: ASSESSMENTS_QUERY_KEY,
  mine: () => [...ASSESSMENTS_QUERY_KEY, 'mine'] as const,
  setStatus: (setId: number) => [...ASSESSMENTS_QUERY_KEY, 'set', setId] as const,
  attempt: (attemptId: number) => [...ASSESSMENTS_QUERY_KEY, 'attempt', attemptId] as const,
  result: (attemptId: number) => [...ASSESSMENTS_QUERY_KEY, 'attempt', attemptId, 'result'] as const,
};
