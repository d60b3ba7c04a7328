const REPORTS_QUERY_KEY = ['reports'] as const;

/** Query keys of the module reports and their exports. */
export const reportQueryKeys = {
  all: () => REPORTS_QUERY_KEY,
  pages: () => [...REPORTS_QUERY_KEY, 'page'] as const,
  exports: () => [...REPORTS_QUERY_KEY, 'export'] as const,
  export: (exportId: number) => [...REPORTS_QUERY_KEY, 'export', exportId] as const,
  competencies: () => [...REPORTS_QUERY_KEY, 'competencies'] as const,
};
