/** Every query of the competency admin lives under this prefix; mutations invalidate below it. */
export const COMPETENCY_ADMIN_QUERY_KEY = ['competency-admin'] as const;

export const competencyAdminQueryKeys = {
  all: COMPETENCY_ADMIN_QUERY_KEY,
  scale: () => [...COMPETENCY_ADMIN_QUERY_KEY, 'scale'] as const,
  competencies: () => [...COMPETENCY_ADMIN_QUERY_KEY, 'competencies'] as const,
  targets: (jobRoleCode: string) => [...COMPETENCY_ADMIN_QUERY_KEY, 'targets', jobRoleCode] as const,
  tags: (competencyId: number) => [...COMPETENCY_ADMIN_QUERY_KEY, 'tags', competencyId] as const,
  tagChoices: () => [...COMPETENCY_ADMIN_QUERY_KEY, 'tag-choices'] as const,
};
