/** Every query of learning paths lives under this prefix; mutations invalidate below it. */
export const LEARNING_PATHS_QUERY_KEY = ['learning-paths'] as const;

export const learningPathQueryKeys = {
  all: LEARNING_PATHS_QUERY_KEY,
  learner: () => [...LEARNING_PATHS_QUERY_KEY, 'learner'] as const,
  corePath: () => [...LEARNING_PATHS_QUERY_KEY, 'learner', 'core-path'] as const,
  choices: () => [...LEARNING_PATHS_QUERY_KEY, 'learner', 'choices'] as const,
  pathInfo: (pathId: number) => [...LEARNING_PATHS_QUERY_KEY, 'learner', 'path-info', pathId] as const,
  admin: () => [...LEARNING_PATHS_QUERY_KEY, 'admin'] as const,
  adminPath: (pathId: number) => [...LEARNING_PATHS_QUERY_KEY, 'admin', 'path', pathId] as const,
  usage: () => [...LEARNING_PATHS_QUERY_KEY, 'usage'] as const,
  certifications: () => [...LEARNING_PATHS_QUERY_KEY, 'certifications'] as const,
  reference: () => [...LEARNING_PATHS_QUERY_KEY, 'reference'] as const,
};
