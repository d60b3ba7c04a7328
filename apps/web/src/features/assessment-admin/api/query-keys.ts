/** Every query of the assessment admin lives under this prefix; mutations invalidate below it. */
export const ASSESSMENT_ADMIN_QUERY_KEY = ['assessment-admin'] as const;

export const assessmentAdminQueryKeys = {
  all: ASSESSMENT_ADMIN_QUERY_KEY,
  banks: () => [...ASSESSMENT_ADMIN_QUERY_KEY, 'banks'] as const,
  bank: (bankId: number) => [...ASSESSMENT_ADMIN_QUERY_KEY, 'banks', bankId] as const,
  question: (questionId: number) => [...ASSESSMENT_ADMIN_QUERY_KEY, 'questions', questionId] as const,
  sets: () => [...ASSESSMENT_ADMIN_QUERY_KEY, 'sets'] as const,
  set: (setId: number) => [...ASSESSMENT_ADMIN_QUERY_KEY, 'sets', setId] as const,
};
