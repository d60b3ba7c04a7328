/** Every query of trivia lives under this prefix; mutations invalidate below it. */
export const TRIVIA_QUERY_KEY = ['trivia'] as const;

export const triviaQueryKeys = {
  all: TRIVIA_QUERY_KEY,
  quizzes: () => [...TRIVIA_QUERY_KEY, 'quizzes'] as const,
  play: (quizId: number) => [...TRIVIA_QUERY_KEY, 'play', quizId] as const,
  question: (playId: number) => [...TRIVIA_QUERY_KEY, 'question', playId] as const,
  leaderboards: () => [...TRIVIA_QUERY_KEY, 'leaderboard'] as const,
  admin: () => [...TRIVIA_QUERY_KEY, 'admin'] as const,
};
