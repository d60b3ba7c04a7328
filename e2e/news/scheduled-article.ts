/**
 * The article news.spec.ts schedules a minute ahead and news-published.spec.ts reads once that
 * minute has passed (every journey run starts from a fresh database, so the title is unique).
 */
export const SCHEDULED_ARTICLE_TITLE = 'Store opening: doors at nine';
