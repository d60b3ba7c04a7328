/** Every query of news lives under this prefix; mutations invalidate below it. */
export const NEWS_QUERY_KEY = ['news'] as const;

export const newsQueryKeys = {
  all: NEWS_QUERY_KEY,
  articles: () => [...NEWS_QUERY_KEY, 'articles'] as const,
  article: (articleId: number) => [...NEWS_QUERY_KEY, 'article', articleId] as const,
  topics: () => [...NEWS_QUERY_KEY, 'topics'] as const,
  admin: () => [...NEWS_QUERY_KEY, 'admin'] as const,
};
