/** Every query of Explore lives under this prefix. */
export const EXPLORE_QUERY_KEY = ['explore'] as const;

export const exploreQueryKeys = {
  all: EXPLORE_QUERY_KEY,
  page: () => [...EXPLORE_QUERY_KEY, 'page'] as const,
  items: () => [...EXPLORE_QUERY_KEY, 'items'] as const,
};
