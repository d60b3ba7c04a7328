/** Every query of global search lives under this prefix. */
export const SEARCH_QUERY_KEY = ['search'] as const;

export const searchQueryKeys = {
  all: SEARCH_QUERY_KEY,
  modules: (serviceUrl: string) => [...SEARCH_QUERY_KEY, 'modules', serviceUrl] as const,
  results: () => [...SEARCH_QUERY_KEY, 'results'] as const,
};
