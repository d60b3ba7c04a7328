import {
  DURATION_TYPE_LABELS,
  DURATION_TYPE_NAMES,
  DURATION_TYPES,
  matchSupportedLocale,
  SUPPORTED_LOCALES,
  type TArticleAdminStatus,
  type TArticleDetail,
  type TArticleReadingTime,
  type TArticleStatus,
  type TArticleSummary,
  type TArticleTopic,
  type TDurationType,
  type TLocaleCode,
} from '@portal/contracts';
import { toBool } from '../../db/schema.ts';
import type { TArticleRow, TArticleTextRow, TTopicRow } from './news.repository.ts';

/* Rows -> the news contracts' shapes. */

const MINUTES_PER_UNIT: Record<TDurationType, number> = { M: 1, H: 60, D: 24 * 60 };

/** The text to show: the asked language, else the tenant's default, else whichever exists. */
export function pickText(
  texts: readonly TArticleTextRow[],
  locale: TLocaleCode,
  defaultLocale: TLocaleCode,
): TArticleTextRow | undefined {
  return (
    texts.find((text) => text.locale === locale) ??
    texts.find((text) => text.locale === defaultLocale) ??
    SUPPORTED_LOCALES.map((code) => texts.find((text) => text.locale === code)).find((text) => text !== undefined)
  );
}

export function readingTimeOf(article: TArticleRow, text: TArticleTextRow | undefined): TArticleReadingTime {
  const type = article.reading_time_type as TDurationType | null;
  if (article.reading_time_value !== null && type !== null && type in MINUTES_PER_UNIT) {
    return {
      value: article.reading_time_value,
      type,
      minutes: article.reading_time_value * MINUTES_PER_UNIT[type],
    };
  }
  return { value: null, type: null, minutes: text?.reading_minutes ?? 1 };
}

export function topicName(topic: TTopicRow, locale: TLocaleCode): string {
  return locale === 'fr-CA' ? topic.name_fr : topic.name_en;
}

/** The admin status at `now`: drafts, then published ones before, during or after their window. */
export function adminStatusOf(article: TArticleRow, now: string): TArticleAdminStatus {
  if (article.status !== 'PUBLISHED' || article.live_from === null) {
    return 'DRAFT';
  }
  if (article.live_from > now) {
    return 'SCHEDULED';
  }
  return article.expires_at !== null && article.expires_at <= now ? 'EXPIRED' : 'PUBLISHED';
}

export type TSummaryContext = {
  texts: readonly TArticleTextRow[];
  topics: readonly TArticleTopic[];
  isLiked: boolean;
  isRead: boolean;
  locale: TLocaleCode;
  defaultLocale: TLocaleCode;
};

export function presentSummary(article: TArticleRow, context: TSummaryContext): TArticleSummary {
  const text = pickText(context.texts, context.locale, context.defaultLocale);
  return {
    articleId: article.id,
    locale: matchSupportedLocale(text?.locale) ?? context.locale,
    title: text?.title ?? '',
    summary: text?.summary ?? '',
    coverMediaId: article.cover_media_id,
    topics: [...context.topics],
    readingTime: readingTimeOf(article, text),
    isPinned: toBool(article.is_pinned),
    publishedAt: article.live_from ?? article.publish_at ?? article.updated_at,
    expiresAt: article.expires_at,
    likeCount: article.like_count,
    isLikedByMe: context.isLiked,
    isReadByMe: context.isRead,
  };
}

export function presentDetail(
  article: TArticleRow,
  context: TSummaryContext & { authorName: string | null },
): TArticleDetail {
  const text = pickText(context.texts, context.locale, context.defaultLocale);
  return {
    ...presentSummary(article, context),
    bodyHtml: text?.body_html ?? '',
    authorName: context.authorName,
    updatedAt: article.updated_at,
  };
}

export function articleStatusOf(article: TArticleRow): TArticleStatus {
  return article.status === 'PUBLISHED' ? 'PUBLISHED' : 'DRAFT';
}

/** `GET /api/articles/refdurationtypes`: the duration types, named in the asked language. */
export function listArticleDurationTypes(locale: TLocaleCode) {
  return DURATION_TYPES.map((code) => ({
    durationTypeCode: code,
    durationTypeName: DURATION_TYPE_NAMES[code],
    name: DURATION_TYPE_LABELS[code][locale],
  }));
}
