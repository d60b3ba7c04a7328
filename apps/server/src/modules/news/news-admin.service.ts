import {
  estimateReadingMinutes,
  NEWS_MESSAGES,
  normalizeMediaId,
  SUPPORTED_LOCALES,
  type TAdminArticle,
  type TAdminArticleSummary,
  type TAdminArticleTopic,
  type TArticleAdminStatus,
  type TArticleAudienceKind,
  type TArticleDetail,
  type TDurationType,
  type TLocaleCode,
  type TNewsMessageName,
  type TSaveArticleData,
} from '@portal/contracts';
import type { Kysely } from 'kysely';
import { toBool, type Database } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { sanitizeHtml } from '../../lib/sanitize-html.ts';
import type { TActor } from '../../plugins/authentication.ts';
import type { TLearningRecordService } from '../learning-record/learning-record.service.ts';
import { syncArticleSearchDocuments } from './news-search-documents.ts';
import type { TNewsReadingService } from './news-reading.service.ts';
import { adminStatusOf, articleStatusOf, pickText } from './news.presenter.ts';
import {
  deleteArticle,
  deleteTopic,
  findAdminArticles,
  findArticle,
  findArticleAudience,
  findArticleTexts,
  findArticleTopicIds,
  findExistingAudienceTargets,
  findExistingTopicIds,
  findMediaKind,
  findTopicByName,
  findTopics,
  insertArticle,
  insertTopic,
  replaceArticleParts,
  updateArticle,
  updateTopic,
  type TArticleRow,
} from './news.repository.ts';

type TAdmin = Pick<TActor, 'tenantCode' | 'userCode' | 'defaultLocale'>;

export type TNewsAdminService = ReturnType<typeof createNewsAdminService>;

function validationFailed(errors: Record<string, string[]>): AppError {
  const first = Object.values(errors)[0]?.[0] ?? 'Invalid article';
  return new AppError('validation_failed', first, errors);
}

/**
 * News administration (NEWS_ADMIN): articles (texts sanitized when stored, search documents
 * written in the same transaction), pinning, the preview, topics.
 */
export function createNewsAdminService(
  db: Kysely<Database>,
  deps: { record: TLearningRecordService; reading: TNewsReadingService; clock?: () => Date },
) {
  const now = () => (deps.clock?.() ?? new Date()).toISOString();

  async function existingArticle(admin: TAdmin, articleId: number): Promise<TArticleRow> {
    const article = await findArticle(db, admin.tenantCode, articleId);
    if (!article) {
      throw notFound('Article');
    }
    return article;
  }

  /** Checks what the schema cannot: the cover, the topics and the audience exist in this tenant. */
  async function checkReferences(admin: TAdmin, data: TSaveArticleData): Promise<void> {
    const errors: Record<string, string[]> = {};
    const add = (field: string, name: TNewsMessageName) => {
      errors[field] = [...(errors[field] ?? []), NEWS_MESSAGES[name]];
    };
    if (data.coverMediaId) {
      const kind = await findMediaKind(db, admin.tenantCode, normalizeMediaId(data.coverMediaId));
      if (kind === undefined) {
        add('coverMediaId', 'coverUnknown');
      } else if (kind !== 'image') {
        add('coverMediaId', 'coverNotImage');
      }
    }
    const topics = await findExistingTopicIds(db, admin.tenantCode, data.topicIds);
    data.topicIds.forEach((topicId, index) => {
      if (!topics.has(topicId)) {
        add(`topicIds.${index}`, 'topicUnknown');
      }
    });
    for (const kind of ['JOB_ROLE', 'LOCATION'] as const) {
      const entries = data.audience.map((entry, index) => ({ ...entry, index })).filter((e) => e.targetKind === kind);
      const known = await findExistingAudienceTargets(
        db,
        admin.tenantCode,
        kind,
        entries.map((entry) => entry.targetCode),
      );
      for (const entry of entries) {
        if (!known.has(entry.targetCode)) {
          add(`audience.${entry.index}.targetCode`, 'audienceUnknown');
        }
      }
    }
    if (Object.keys(errors).length > 0) {
      throw validationFailed(errors);
    }
  }

  /** The stored parts of a save: sanitized texts with their reading minutes, topics, audience. */
  function partsOf(admin: TAdmin, data: TSaveArticleData) {
    const texts = SUPPORTED_LOCALES.flatMap((locale) => {
      const text = data.texts[locale];
      if (!text) {
        return [];
      }
      const bodyHtml = sanitizeHtml(text.bodyHtml, admin.tenantCode);
      return [
        {
          locale,
          title: text.title,
          summary: text.summary,
          body_html: bodyHtml,
          reading_minutes: estimateReadingMinutes(bodyHtml),
        },
      ];
    });
    const audience = data.audience.map((entry) => ({ target_kind: entry.targetKind, target_code: entry.targetCode }));
    return { texts, topicIds: data.topicIds, audience };
  }

  /** The article's columns from a save; `published_at` is when it last went from draft to published. */
  function columnsOf(data: TSaveArticleData, previous: TArticleRow | undefined, at: string) {
    const isPublished = data.status === 'PUBLISHED';
    const wasPublished = previous?.status === 'PUBLISHED';
    const publishedAt = isPublished && !wasPublished ? at : (previous?.published_at ?? null);
    return {
      cover_media_id: data.coverMediaId ? normalizeMediaId(data.coverMediaId) : null,
      reading_time_value: data.readingTimeValue,
      reading_time_type: data.readingTimeValue === null ? null : data.readingTimeType,
      status: data.status,
      publish_at: data.publishAt,
      published_at: publishedAt,
      live_from: isPublished ? (data.publishAt ?? publishedAt) : null,
      expires_at: data.expiresAt,
      is_pinned: data.isPinned,
      is_for_all: data.audience.some((entry) => entry.targetKind === 'ALL'),
    };
  }

  async function presentAdmin(admin: TAdmin, article: TArticleRow): Promise<TAdminArticle> {
    const [texts, topicIds, audience, reads] = await Promise.all([
      findArticleTexts(db, admin.tenantCode, [article.id], true),
      findArticleTopicIds(db, admin.tenantCode, [article.id]),
      findArticleAudience(db, admin.tenantCode, article.id),
      deps.record.actorCountsOf(db, admin.tenantCode, 'ARTICLE', [article.id], 'read'),
    ]);
    const textIn = (locale: TLocaleCode) => {
      const text = texts.find((candidate) => candidate.locale === locale);
      return text ? { title: text.title, summary: text.summary, bodyHtml: text.body_html } : null;
    };
    return {
      articleId: article.id,
      texts: { en: textIn('en'), 'fr-CA': textIn('fr-CA') },
      coverMediaId: article.cover_media_id,
      topicIds: topicIds.get(article.id) ?? [],
      readingTimeValue: article.reading_time_value,
      readingTimeType: article.reading_time_type as TDurationType | null,
      audience: audience.map((entry) => ({
        targetKind: entry.target_kind as TArticleAudienceKind,
        targetCode: entry.target_code,
      })),
      status: articleStatusOf(article),
      displayStatus: adminStatusOf(article, now()),
      publishAt: article.publish_at,
      publishedAt: article.published_at,
      expiresAt: article.expires_at,
      isPinned: toBool(article.is_pinned),
      likeCount: article.like_count,
      readCount: reads.get(String(article.id)) ?? 0,
      createdAt: article.created_at,
      updatedAt: article.updated_at,
    };
  }

  async function listArticles(
    admin: TAdmin,
    query: {
      pageNo: number;
      pageSize: number;
      status?: TArticleAdminStatus | undefined;
      search?: string | undefined;
      locale?: TLocaleCode | undefined;
    },
  ): Promise<{ result: TAdminArticleSummary[]; totalRecords: number }> {
    const at = now();
    const { rows, total } = await findAdminArticles(db, admin.tenantCode, at, query);
    const ids = rows.map((row) => row.id);
    const [texts, reads] = await Promise.all([
      findArticleTexts(db, admin.tenantCode, ids, false),
      deps.record.actorCountsOf(db, admin.tenantCode, 'ARTICLE', ids, 'read'),
    ]);
    const locale = query.locale ?? admin.defaultLocale;
    const result = rows.map((article): TAdminArticleSummary => {
      const own = texts.filter((text) => text.article_id === article.id);
      return {
        articleId: article.id,
        title: pickText(own, locale, admin.defaultLocale)?.title ?? '',
        locales: SUPPORTED_LOCALES.filter((code) => own.some((text) => text.locale === code)),
        status: articleStatusOf(article),
        displayStatus: adminStatusOf(article, at),
        publishAt: article.publish_at,
        expiresAt: article.expires_at,
        isPinned: toBool(article.is_pinned),
        likeCount: article.like_count,
        readCount: reads.get(String(article.id)) ?? 0,
        updatedAt: article.updated_at,
      };
    });
    return { result, totalRecords: total };
  }

  async function getArticle(admin: TAdmin, articleId: number): Promise<TAdminArticle> {
    return presentAdmin(admin, await existingArticle(admin, articleId));
  }

  async function createArticle(admin: TAdmin, data: TSaveArticleData): Promise<TAdminArticle> {
    await checkReferences(admin, data);
    const at = now();
    const articleId = await db.transaction().execute(async (trx) => {
      const id = await insertArticle(trx, admin.tenantCode, {
        ...columnsOf(data, undefined, at),
        created_at: at,
        created_by: admin.userCode,
        updated_at: at,
        updated_by: admin.userCode,
      });
      await replaceArticleParts(trx, admin.tenantCode, id, partsOf(admin, data));
      await syncArticleSearchDocuments(trx, admin.tenantCode, id, at);
      return id;
    });
    deps.reading.forgetTenant(admin.tenantCode);
    return getArticle(admin, articleId);
  }

  async function updateArticleOf(admin: TAdmin, articleId: number, data: TSaveArticleData): Promise<TAdminArticle> {
    const previous = await existingArticle(admin, articleId);
    await checkReferences(admin, data);
    const at = now();
    await db.transaction().execute(async (trx) => {
      await updateArticle(trx, admin.tenantCode, articleId, {
        ...columnsOf(data, previous, at),
        updated_at: at,
        updated_by: admin.userCode,
      });
      await replaceArticleParts(trx, admin.tenantCode, articleId, partsOf(admin, data));
      await syncArticleSearchDocuments(trx, admin.tenantCode, articleId, at);
    });
    deps.reading.forgetTenant(admin.tenantCode);
    return getArticle(admin, articleId);
  }

  async function removeArticle(admin: TAdmin, articleId: number): Promise<boolean> {
    await db.transaction().execute(async (trx) => {
      if (!(await deleteArticle(trx, admin.tenantCode, articleId))) {
        throw notFound('Article');
      }
      await syncArticleSearchDocuments(trx, admin.tenantCode, articleId);
    });
    deps.reading.forgetTenant(admin.tenantCode);
    return true;
  }

  async function setPinned(admin: TAdmin, articleId: number, isPinned: boolean): Promise<TAdminArticle> {
    const changed = await updateArticle(db, admin.tenantCode, articleId, {
      is_pinned: isPinned,
      updated_at: now(),
      updated_by: admin.userCode,
    });
    if (!changed) {
      throw notFound('Article');
    }
    deps.reading.forgetTenant(admin.tenantCode);
    return getArticle(admin, articleId);
  }

  /** The article as a learner will see it, whatever its status, dates and audience. */
  async function preview(admin: TAdmin, articleId: number, locale?: TLocaleCode): Promise<TArticleDetail> {
    return deps.reading.presentArticle(admin, await existingArticle(admin, articleId), locale);
  }

  // -------------------------------------------------------------------------------------------
  // Topics

  async function listTopics(admin: TAdmin): Promise<TAdminArticleTopic[]> {
    return (await findTopics(db, admin.tenantCode)).map((topic) => ({
      topicId: topic.id,
      nameEn: topic.name_en,
      nameFr: topic.name_fr,
      articleCount: topic.article_count,
    }));
  }

  async function topicOf(admin: TAdmin, topicId: number): Promise<TAdminArticleTopic> {
    const topic = (await listTopics(admin)).find((candidate) => candidate.topicId === topicId);
    if (!topic) {
      throw notFound('Topic');
    }
    return topic;
  }

  async function checkTopicName(admin: TAdmin, names: { nameEn: string; nameFr: string }, exceptId?: number) {
    if ((await findTopicByName(db, admin.tenantCode, names, exceptId)) !== undefined) {
      throw validationFailed({ nameEn: [NEWS_MESSAGES.topicNameTaken] });
    }
  }

  async function createTopic(admin: TAdmin, names: { nameEn: string; nameFr: string }): Promise<TAdminArticleTopic> {
    await checkTopicName(admin, names);
    const topicId = await insertTopic(db, admin.tenantCode, names, now());
    deps.reading.forgetTenant(admin.tenantCode);
    return topicOf(admin, topicId);
  }

  async function updateTopicOf(
    admin: TAdmin,
    topicId: number,
    names: { nameEn: string; nameFr: string },
  ): Promise<TAdminArticleTopic> {
    await topicOf(admin, topicId);
    await checkTopicName(admin, names, topicId);
    await updateTopic(db, admin.tenantCode, topicId, names, now());
    deps.reading.forgetTenant(admin.tenantCode);
    return topicOf(admin, topicId);
  }

  async function removeTopic(admin: TAdmin, topicId: number): Promise<boolean> {
    if (!(await deleteTopic(db, admin.tenantCode, topicId))) {
      throw notFound('Topic');
    }
    deps.reading.forgetTenant(admin.tenantCode);
    return true;
  }

  return {
    listArticles,
    getArticle,
    createArticle,
    updateArticle: updateArticleOf,
    deleteArticle: removeArticle,
    pin: (admin: TAdmin, articleId: number) => setPinned(admin, articleId, true),
    unpin: (admin: TAdmin, articleId: number) => setPinned(admin, articleId, false),
    preview,
    listTopics,
    createTopic,
    updateTopic: updateTopicOf,
    deleteTopic: removeTopic,
  };
}
