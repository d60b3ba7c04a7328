/** Every query of the admin area lives under this prefix; mutations invalidate below it. */
export const ADMIN_QUERY_KEY = ['admin'] as const;

export const adminQueryKeys = {
  all: ADMIN_QUERY_KEY,
  peopleCount: (authService: string) => [...ADMIN_QUERY_KEY, 'people-count', authService] as const,
  people: () => [...ADMIN_QUERY_KEY, 'people'] as const,
  person: (userCode: string) => [...ADMIN_QUERY_KEY, 'person', userCode] as const,
  roles: () => [...ADMIN_QUERY_KEY, 'roles'] as const,
  groups: () => [...ADMIN_QUERY_KEY, 'groups'] as const,
  locations: () => [...ADMIN_QUERY_KEY, 'locations'] as const,
  reference: () => [...ADMIN_QUERY_KEY, 'reference'] as const,
  audit: () => [...ADMIN_QUERY_KEY, 'audit'] as const,
};
