import {
  type TArticleDetail,
  type TArticleLikeResult,
  type TArticleReadResult,
  type TArticleSummary,
  type TArticleTopic,
  type TLocaleCode,
} from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';
import type { TActor } from '../../plugins/authentication.ts';
import type { TLearningRecordService } from '../learning-record/learning-record.service.ts';
import { presentDetail, presentSummary, topicName } from './news.presenter.ts';
import {
  deleteLike,
  findArticleTexts,
  findArticleTopicIds,
  findAuthorName,
  findLikedArticleIds,
  findTopics,
  findViewer,
  findVisibleArticle,
  findVisibleArticles,
  insertLike,
  type TArticleRow,
  type TViewer,
} from './news.repository.ts';

type TReader = Pick<TActor, 'tenantCode' | 'userCode' | 'defaultLocale'>;

export type TNewsReadingService = ReturnType<typeof createNewsReadingService>;

/** The learning record's object kind of an article. */
const ARTICLE_OBJECT = 'ARTICLE' as const;

/**
 * What learners do with news: list and open the articles they may see now (published, live,
 * in their audience), record a read in the learning record, like and unlike. `clock` is the
 * server's time (the only one that decides whether an article is live).
 */
export function createNewsReadingService(
  db: Kysely<Database>,
  deps: { record: TLearningRecordService; clock?: () => Date },
) {
  const now = () => (deps.clock?.() ?? new Date()).toISOString();

  async function viewerOf(reader: TReader): Promise<TViewer> {
    return (
      (await findViewer(db, reader.tenantCode, reader.userCode)) ?? {
        userCode: reader.userCode,
        jobRoleCode: null,
        locationId: null,
      }
    );
  }

  async function topicsById(tenantCode: string, locale: TLocaleCode): Promise<Map<number, TArticleTopic>> {
    const topics = await findTopics(db, tenantCode);
    return new Map(topics.map((topic) => [topic.id, { topicId: topic.id, name: topicName(topic, locale) }]));
  }

  /** Texts, topics, likes and reads of these articles for the reader, in a few queries. */
  async function contextsOf(reader: TReader, articles: readonly TArticleRow[], locale: TLocaleCode, withBody: boolean) {
    const ids = articles.map((article) => article.id);
    const [texts, topicIds, topics, liked, read] = await Promise.all([
      findArticleTexts(db, reader.tenantCode, ids, withBody),
      findArticleTopicIds(db, reader.tenantCode, ids),
      topicsById(reader.tenantCode, locale),
      findLikedArticleIds(db, reader.tenantCode, reader.userCode, ids),
      deps.record.verbTimesOf(db, reader.tenantCode, reader.userCode, ARTICLE_OBJECT, ids, 'read'),
    ]);
    return (article: TArticleRow) => ({
      texts: texts.filter((text) => text.article_id === article.id),
      topics: (topicIds.get(article.id) ?? []).flatMap((topicId) => {
        const topic = topics.get(topicId);
        return topic ? [topic] : [];
      }),
      isLiked: liked.has(article.id),
      isRead: read.has(String(article.id)),
      locale,
      defaultLocale: reader.defaultLocale,
    });
  }

  /** `GET /api/articles`: pinned first, then latest; only what the reader may see now. */
  async function listArticles(
    reader: TReader,
    query: { pageNo: number; pageSize: number; topicId?: number | undefined; locale?: TLocaleCode | undefined },
  ): Promise<{ result: TArticleSummary[]; totalRecords: number }> {
    const locale = query.locale ?? reader.defaultLocale;
    const { rows, total } = await findVisibleArticles(db, reader.tenantCode, await viewerOf(reader), now(), query);
    const contextOf = await contextsOf(reader, rows, locale, false);
    return { result: rows.map((article) => presentSummary(article, contextOf(article))), totalRecords: total };
  }

  async function visibleArticle(reader: TReader, articleId: number): Promise<TArticleRow> {
    const article = await findVisibleArticle(db, reader.tenantCode, articleId, await viewerOf(reader), now());
    if (!article) {
      throw notFound('Article');
    }
    return article;
  }

  /** The article as shown to a reader, whatever its status (the admin preview uses it too). */
  async function presentArticle(reader: TReader, article: TArticleRow, locale?: TLocaleCode): Promise<TArticleDetail> {
    const shownIn = locale ?? reader.defaultLocale;
    const [contextOf, authorName] = await Promise.all([
      contextsOf(reader, [article], shownIn, true),
      findAuthorName(db, reader.tenantCode, article.created_by),
    ]);
    return presentDetail(article, { ...contextOf(article), authorName });
  }

  /** `GET /api/articles/{id}`: 404 unless the reader may see it now. */
  async function getArticle(reader: TReader, articleId: number, locale?: TLocaleCode): Promise<TArticleDetail> {
    return presentArticle(reader, await visibleArticle(reader, articleId), locale);
  }

  /** `POST /api/articles/{id}/read`: one `read` statement per person and article (idempotent). */
  async function recordRead(reader: TReader, articleId: number): Promise<TArticleReadResult> {
    await visibleArticle(reader, articleId);
    const inserted = await deps.record.record(db, reader.tenantCode, [
      {
        actorUserCode: reader.userCode,
        verb: 'read',
        objectKind: ARTICLE_OBJECT,
        objectId: String(articleId),
        idempotencyKey: `read:ARTICLE:${articleId}:${reader.userCode}`,
      },
    ]);
    const times = await deps.record.verbTimesOf(
      db,
      reader.tenantCode,
      reader.userCode,
      ARTICLE_OBJECT,
      [articleId],
      'read',
    );
    return { articleId, readAt: times.get(String(articleId)) ?? now(), isFirstRead: inserted > 0 };
  }

  /** `PUT|DELETE /api/articles/{id}/like`: the like row and the counter change in one transaction. */
  async function setLike(reader: TReader, articleId: number, isLiked: boolean): Promise<TArticleLikeResult> {
    await visibleArticle(reader, articleId);
    const likeCount = await db
      .transaction()
      .execute((trx) =>
        isLiked
          ? insertLike(trx, reader.tenantCode, articleId, reader.userCode, now())
          : deleteLike(trx, reader.tenantCode, articleId, reader.userCode),
      );
    return { articleId, likeCount, isLikedByMe: isLiked };
  }

  /** `GET /api/articles/topics`. */
  async function listTopics(reader: Pick<TActor, 'tenantCode' | 'defaultLocale'>, locale?: TLocaleCode) {
    return [...(await topicsById(reader.tenantCode, locale ?? reader.defaultLocale)).values()].sort((a, b) =>
      a.name.localeCompare(b.name, locale ?? reader.defaultLocale),
    );
  }

  return { listArticles, getArticle, presentArticle, recordRead, setLike, listTopics };
}
