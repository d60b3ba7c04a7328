import type { TSearchCriteria } from '../utils/search-paging';

/** Every query of global search lives under `search`. */
export const searchQueryKeys = {
  modules: (serviceUrl: string) => ['search', 'modules', serviceUrl] as const,
  results: (serviceUrl: string, criteria: TSearchCriteria | null, runId: number) =>
    ['search', 'results', serviceUrl, criteria, runId] as const,
};
