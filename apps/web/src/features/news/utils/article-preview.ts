import { estimateReadingMinutes } from '@portal/contracts';
import type { TArticleDetail, TArticleTopic, TDurationType, TLocaleCode } from '@portal/contracts';
import { fromPickerValue } from './article-form-values';
import type { TArticleFormValues } from './article-form-values';

const MINUTES_PER: Record<TDurationType, number> = { M: 1, H: 60, D: 60 * 24 };

/**
 * The article as a learner reading in `locale` will see it, made from the form's values: the
 * other language stands in when this one has no title (as the server falls back).
 */
export function previewOfValues(
  values: TArticleFormValues,
  locale: TLocaleCode,
  topics: readonly TArticleTopic[],
): TArticleDetail {
  const other: TLocaleCode = locale === 'en' ? 'fr-CA' : 'en';
  const shown = values.texts[locale].title.trim() === '' ? other : locale;
  const text = values.texts[shown];
  const chosen = new Set(values.topicIds.map(Number));
  const value = values.readingTimeValue === '' ? null : Number(values.readingTimeValue);
  const type = value === null ? null : values.readingTimeType;
  const minutes = value !== null && type !== null ? value * MINUTES_PER[type] : estimateReadingMinutes(text.bodyHtml);
  const now = new Date().toISOString();
  return {
    articleId: 0,
    locale: shown,
    title: text.title,
    summary: text.summary,
    coverMediaId: values.coverMediaId,
    topics: topics.filter((topic) => chosen.has(topic.topicId)),
    readingTime: { value, type, minutes },
    isPinned: values.isPinned,
    publishedAt: fromPickerValue(values.publishAt) ?? now,
    expiresAt: fromPickerValue(values.expiresAt),
    likeCount: 0,
    isLikedByMe: false,
    isReadByMe: false,
    bodyHtml: text.bodyHtml,
    authorName: null,
    updatedAt: now,
  };
}
