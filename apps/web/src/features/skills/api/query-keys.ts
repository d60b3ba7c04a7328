/**
 * Every query of the learner's skills lives under this prefix. It sits below the assessments'
 * prefix on purpose: completing an attempt invalidates `['assessments']` (features/assessments),
 * and a completed skill assessment is what changes the profile, the pending list and the
 * recommendations.
 */
export const SKILLS_QUERY_KEY = ['assessments', 'skills'] as const;

export const skillQueryKeys = {
  all: SKILLS_QUERY_KEY,
  profile: () => [...SKILLS_QUERY_KEY, 'profile'] as const,
  history: () => [...SKILLS_QUERY_KEY, 'history'] as const,
  recommendations: () => [...SKILLS_QUERY_KEY, 'recommendations'] as const,
  pending: () => [...SKILLS_QUERY_KEY, 'pending'] as const,
  chosen: () => [...SKILLS_QUERY_KEY, 'chosen'] as const,
};
