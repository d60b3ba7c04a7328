import type {
  TAdminArticle,
  TArticleAudienceKind,
  TArticleStatus,
  TDurationType,
  TLocaleCode,
  TSaveArticleRequest,
} from '@portal/contracts';
import dayjs from 'dayjs';

export const ARTICLE_LOCALES = ['en', 'fr-CA'] as const satisfies readonly TLocaleCode[];

export type TArticleTextValues = { title: string; summary: string; bodyHtml: string };

/** What the article form holds: texts per language, choices as the inputs hold them. */
export type TArticleFormValues = {
  texts: Record<(typeof ARTICLE_LOCALES)[number], TArticleTextValues>;
  coverMediaId: string | null;
  topicIds: string[];
  /** '' when the reading time is computed from the body. */
  readingTimeValue: number | string;
  readingTimeType: TDurationType | null;
  audienceKind: TArticleAudienceKind;
  /** Location ids (as text) or job role codes, by `audienceKind`. */
  audienceCodes: string[];
  status: TArticleStatus;
  /** `YYYY-MM-DD HH:mm:ss` in the browser's zone (the DateTimePicker's value), or null. */
  publishAt: string | null;
  expiresAt: string | null;
  isPinned: boolean;
};

const PICKER_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** An ISO instant as the DateTimePicker holds it (the browser's zone). */
export function toPickerValue(iso: string | null): string | null {
  return iso ? dayjs(iso).format(PICKER_FORMAT) : null;
}

/** The DateTimePicker's local value as an ISO instant. */
export function fromPickerValue(value: string | null): string | null {
  if (!value) {
    return null;
  }
  const date = dayjs(value);
  return date.isValid() ? date.toISOString() : value;
}

/** The editor's HTML without its words, tags and blanks: '' for an empty document (`<p></p>`). */
function visibleText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim();
}

function isBlank(text: TArticleTextValues): boolean {
  return text.title.trim() === '' && text.summary.trim() === '' && visibleText(text.bodyHtml) === '';
}

export function valuesOfArticle(article: TAdminArticle | null): TArticleFormValues {
  const textOf = (locale: TLocaleCode): TArticleTextValues => {
    const text = article?.texts[locale];
    return { title: text?.title ?? '', summary: text?.summary ?? '', bodyHtml: text?.bodyHtml ?? '' };
  };
  const audience = article?.audience ?? [];
  const audienceKind = audience[0]?.targetKind ?? 'ALL';
  return {
    texts: { en: textOf('en'), 'fr-CA': textOf('fr-CA') },
    coverMediaId: article?.coverMediaId ?? null,
    topicIds: (article?.topicIds ?? []).map(String),
    readingTimeValue: article?.readingTimeValue ?? '',
    readingTimeType: article?.readingTimeType ?? null,
    audienceKind,
    audienceCodes: audienceKind === 'ALL' ? [] : audience.map((entry) => entry.targetCode),
    status: article?.status ?? 'DRAFT',
    publishAt: toPickerValue(article?.publishAt ?? null),
    expiresAt: toPickerValue(article?.expiresAt ?? null),
    isPinned: article?.isPinned ?? false,
  };
}

/** The request the form's values make; a language left wholly blank is no version of the article. */
export function toArticleRequest(values: TArticleFormValues): TSaveArticleRequest {
  const textOf = (text: TArticleTextValues) =>
    isBlank(text) ? null : { title: text.title, summary: text.summary, bodyHtml: text.bodyHtml };
  const readingTimeValue = values.readingTimeValue === '' ? null : Number(values.readingTimeValue);
  return {
    texts: { en: textOf(values.texts.en), 'fr-CA': textOf(values.texts['fr-CA']) },
    coverMediaId: values.coverMediaId,
    topicIds: values.topicIds.map(Number),
    readingTimeValue,
    readingTimeType: readingTimeValue === null ? null : values.readingTimeType,
    audience:
      values.audienceKind === 'ALL'
        ? [{ targetKind: 'ALL', targetCode: '' }]
        : values.audienceCodes.length === 0
          ? // Kept so that the contract names the missing choice ("Choose a location or a job role").
            [{ targetKind: values.audienceKind, targetCode: '' }]
          : values.audienceCodes.map((targetCode) => ({ targetKind: values.audienceKind, targetCode })),
    status: values.status,
    publishAt: fromPickerValue(values.publishAt),
    expiresAt: fromPickerValue(values.expiresAt),
    isPinned: values.isPinned,
  };
}

/** The form field an issue of the request belongs to (`audience.0.targetCode` is the audience picker). */
export function articleFieldOf(path: string): string | undefined {
  if (path.startsWith('topicIds')) {
    return 'topicIds';
  }
  if (path.startsWith('audience')) {
    return 'audienceCodes';
  }
  // "Enter the title in at least one language" belongs to no one field.
  if (path === 'texts' || path === '') {
    return undefined;
  }
  return path;
}
