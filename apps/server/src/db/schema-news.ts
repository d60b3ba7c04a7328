import type { ColumnType, Generated, SqlBool } from 'kysely';

/* Kysely types of the news tables (migration 0022). Times are UTC ISO-8601 strings. */

type Bool = ColumnType<SqlBool, boolean | undefined, boolean>;

export type ArticleTopicsTable = {
  id: Generated<number>;
  tenant_code: string;
  name_en: string;
  name_fr: string;
  created_at: string;
  updated_at: string;
};

export type ArticlesTable = {
  id: Generated<number>;
  tenant_code: string;
  cover_media_id: string | null;
  reading_time_value: number | null;
  /** D, M or H (duration types); null with no value (computed from the body). */
  reading_time_type: string | null;
  /** DRAFT or PUBLISHED. */
  status: string;
  publish_at: string | null;
  /** When it was first published (kept through edits). */
  published_at: string | null;
  /** When a PUBLISHED article goes live: publish_at, else published_at; null for a draft. */
  live_from: string | null;
  expires_at: string | null;
  is_pinned: Bool;
  /** Whether the audience holds ALL. */
  is_for_all: Bool;
  like_count: ColumnType<number, number | undefined, number>;
  created_at: string;
  created_by: string;
  updated_at: string;
  updated_by: string;
};

export type ArticleTextsTable = {
  tenant_code: string;
  article_id: number;
  locale: string;
  title: string;
  summary: string;
  /** Sanitized when stored. */
  body_html: string;
  /** Computed from the body when stored. */
  reading_minutes: number;
};

export type ArticleTopicLinksTable = { tenant_code: string; article_id: number; topic_id: number };

export type ArticleAudiencesTable = {
  tenant_code: string;
  article_id: number;
  /** ALL, LOCATION or JOB_ROLE. */
  target_kind: string;
  /** Location id as text, job role code, '' for ALL. */
  target_code: string;
};

export type ArticleLikesTable = { tenant_code: string; article_id: number; user_code: string; liked_at: string };

export type NewsTables = {
  article_topics: ArticleTopicsTable;
  articles: ArticlesTable;
  article_texts: ArticleTextsTable;
  article_topic_links: ArticleTopicLinksTable;
  article_audiences: ArticleAudiencesTable;
  article_likes: ArticleLikesTable;
};
