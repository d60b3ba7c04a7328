import {
  ZArticlesResponseSchema,
  type TArticleDetail,
  type TArticleLikeResult,
  type TArticleReadResult,
  type TArticleSummary,
  type TArticleTopic,
  type TLocaleCode,
  type TStatementInput,
} from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { createAnswerCache } from '../../lib/answer-cache.ts';
import { succeeded } from '../../lib/api-result.ts';
import { notFound } from '../../lib/app-error.ts';
import type { TKeptAnswer } from '../../lib/kept-answer.ts';
import { createLoadingCache } from '../../lib/loading-cache.ts';
import type { TActor } from '../../plugins/authentication.ts';
import type { TLearningRecordService } from '../learning-record/learning-record.service.ts';
import { presentDetail, presentSummary, topicName } from './news.presenter.ts';
import {
  deleteLike,
  findArticleTexts,
  findArticleTopicIds,
  findAuthorName,
  findLikedArticleIds,
  findLikeStates,
  findNextScheduledChange,
  findTopicNames,
  findViewer,
  findVisibleArticle,
  findVisibleArticles,
  insertLike,
  type TArticleRow,
  type TArticleTextRow,
  type TTopicRow,
  type TViewer,
} from './news.repository.ts';

type TReader = Pick<TActor, 'tenantCode' | 'userCode' | 'defaultLocale'>;

export type TNewsReadingService = ReturnType<typeof createNewsReadingService>;

/** The learning record's object kind of an article. */
const ARTICLE_OBJECT = 'ARTICLE' as const;

/** The learning record's statement of a person reading an article: one per person and article. */
export function articleReadStatement(userCode: string, articleId: number): TStatementInput {
  return {
    actorUserCode: userCode,
    verb: 'read',
    objectKind: ARTICLE_OBJECT,
    objectId: String(articleId),
    idempotencyKey: `read:ARTICLE:${articleId}:${userCode}`,
  };
}

/**
 * What learners do with news: list and open the articles they may see now (published, live,
 * in their audience), record a read in the learning record, like and unlike. `clock` is the
 * server's time (the only one that decides whether an article is live).
 */
/** How long a list page, a viewer's audience or the topics are kept (a change by an admin of this process drops them at once). */
const CACHE_MS = 10_000;

/** Bytes of whole list answers kept (a page of 16 articles is about 10 KB). */
const ANSWER_BYTES = 64 * 1024 * 1024;

/** A reader's own part of a page: their likes (and the articles' like counts) and reads. */
type TReaderState = {
  likes: Map<number, { likeCount: number; isLiked: boolean }>;
  reads: Map<string, string>;
};

/** A page of the list as every viewer of the same audience sees it (their likes and reads are added per call). */
type TSharedPage = {
  rows: TArticleRow[];
  total: number;
  texts: TArticleTextRow[];
  topicIds: Map<number, number[]>;
  /** When it must be read again: the cache time, or the tenant's next go-live or expiry if sooner. */
  validUntil: number;
};

export function createNewsReadingService(
  db: Kysely<Database>,
  deps: { record: TLearningRecordService; clock?: () => Date },
) {
  const now = () => (deps.clock?.() ?? new Date()).toISOString();
  // The learners' list is read far more often than it changes: its pages, the viewers' audiences
  // and the topics are kept a few seconds (bench: 50 000 articles), never past a scheduled change.
  const pages = createLoadingCache<TSharedPage>({ max: 2_000, ttl: CACHE_MS });
  const viewers = createLoadingCache<TViewer>({ max: 10_000, ttl: CACHE_MS });
  const topicLists = createLoadingCache<TTopicRow[]>({ max: 1_000, ttl: CACHE_MS });
  // A reader's likes (with the like counts) and reads of a page's articles: dropped when they like,
  // unlike or read here; another process's change shows within CACHE_MS.
  const myStates = createLoadingCache<TReaderState>({ max: 20_000, ttl: CACHE_MS });
  // Whole answers per reader, locale and page, as sent (`lib/answer-cache.ts`), kept as long as
  // the shared page they were made of (never past a scheduled change): the reader's likes and reads
  // are theirs, so the reader's own writes drop them; others' likes show within CACHE_MS.
  const answers = createAnswerCache({ maxBytes: ANSWER_BYTES, ttl: CACHE_MS });

  /** Drops what is kept of a tenant's news (an admin changed an article or a topic). */
  function forgetTenant(tenantCode: string): void {
    for (const cache of [pages, viewers, topicLists, myStates]) {
      for (const key of [...cache.keys()]) {
        if (key.startsWith(`${tenantCode}|`)) {
          cache.delete(key);
        }
      }
    }
    answers.forget([tenantCode]);
  }

  async function viewerOf(reader: TReader): Promise<TViewer> {
    return viewers.forceFetch(`${reader.tenantCode}|${reader.userCode}`, {
      context: async () =>
        (await findViewer(db, reader.tenantCode, reader.userCode)) ?? {
          userCode: reader.userCode,
          jobRoleCode: null,
          locationId: null,
        },
    });
  }

  async function topicsById(tenantCode: string, locale: TLocaleCode): Promise<Map<number, TArticleTopic>> {
    const topics = await topicLists.forceFetch(`${tenantCode}|topics`, {
      context: () => findTopicNames(db, tenantCode),
    });
    return new Map(topics.map((topic) => [topic.id, { topicId: topic.id, name: topicName(topic, locale) }]));
  }

  /** Texts, topics, likes and reads of these articles for the reader, in a few queries. */
  async function contextsOf(reader: TReader, articles: readonly TArticleRow[], locale: TLocaleCode, withBody: boolean) {
    const ids = articles.map((article) => article.id);
    const [texts, topicIds] = await Promise.all([
      findArticleTexts(db, reader.tenantCode, ids, withBody),
      findArticleTopicIds(db, reader.tenantCode, ids),
    ]);
    return contextsWith(reader, { texts, topicIds }, articles, locale);
  }

  async function contextsWith(
    reader: TReader,
    shared: Pick<TSharedPage, 'texts' | 'topicIds'>,
    articles: readonly TArticleRow[],
    locale: TLocaleCode,
    knownLikes?: ReadonlySet<number>,
  ) {
    const ids = articles.map((article) => article.id);
    const [topics, liked, read] = await Promise.all([
      topicsById(reader.tenantCode, locale),
      knownLikes ?? findLikedArticleIds(db, reader.tenantCode, reader.userCode, ids),
      deps.record.verbTimesOf(db, reader.tenantCode, reader.userCode, ARTICLE_OBJECT, ids, 'read'),
    ]);
    return (article: TArticleRow) => ({
      texts: shared.texts.filter((text) => text.article_id === article.id),
      topics: (shared.topicIds.get(article.id) ?? []).flatMap((topicId) => {
        const topic = topics.get(topicId);
        return topic ? [topic] : [];
      }),
      isLiked: liked.has(article.id),
      isRead: read.has(String(article.id)),
      locale,
      defaultLocale: reader.defaultLocale,
    });
  }

  async function loadSharedPage(
    tenantCode: string,
    viewer: TViewer,
    query: { pageNo: number; pageSize: number; topicId?: number | undefined },
  ): Promise<TSharedPage> {
    const at = now();
    const [{ rows, total }, nextChange] = await Promise.all([
      findVisibleArticles(db, tenantCode, viewer, at, query),
      findNextScheduledChange(db, tenantCode, at),
    ]);
    const ids = rows.map((row) => row.id);
    const [texts, topicIds] = await Promise.all([
      findArticleTexts(db, tenantCode, ids, false),
      findArticleTopicIds(db, tenantCode, ids),
    ]);
    const cachedUntil = Date.parse(at) + CACHE_MS;
    return {
      rows,
      total,
      texts,
      topicIds,
      validUntil: nextChange === null ? cachedUntil : Math.min(cachedUntil, Date.parse(nextChange)),
    };
  }

  /** The shared page of the viewer's audience (job role and location decide what one sees). */
  async function sharedPage(
    tenantCode: string,
    viewer: TViewer,
    query: { pageNo: number; pageSize: number; topicId?: number | undefined },
  ): Promise<TSharedPage> {
    const key = [
      tenantCode,
      viewer.jobRoleCode ?? '',
      viewer.locationId ?? '',
      query.topicId ?? '',
      query.pageNo,
      query.pageSize,
    ].join('|');
    const kept = await pages.forceFetch(key, { context: () => loadSharedPage(tenantCode, viewer, query) });
    if (Date.parse(now()) < kept.validUntil) {
      return kept;
    }
    pages.delete(key);
    return pages.forceFetch(key, { context: () => loadSharedPage(tenantCode, viewer, query) });
  }

  type TListQuery = {
    pageNo: number;
    pageSize: number;
    topicId?: number | undefined;
    locale?: TLocaleCode | undefined;
  };

  /** `GET /api/articles`: pinned first, then latest; only what the reader may see now. */
  async function listArticles(
    reader: TReader,
    query: TListQuery,
  ): Promise<{ result: TArticleSummary[]; totalRecords: number }> {
    return (await listWithValidity(reader, query)).list;
  }

  /** `GET /api/articles` as sent: checked against the contract once per kept answer. */
  async function listArticlesAnswer(reader: TReader, query: TListQuery): Promise<TKeptAnswer> {
    const locale = query.locale ?? reader.defaultLocale;
    const key = [reader.tenantCode, reader.userCode, 'list', locale, query.topicId ?? '', query.pageNo, query.pageSize];
    return answers.get(key, async () => {
      const { list, validUntil } = await listWithValidity(reader, query);
      return {
        json: JSON.stringify(ZArticlesResponseSchema.parse(succeeded(list))),
        ttl: validUntil - Date.parse(now()),
      };
    });
  }

  async function listWithValidity(reader: TReader, query: TListQuery) {
    const locale = query.locale ?? reader.defaultLocale;
    const shared = await sharedPage(reader.tenantCode, await viewerOf(reader), query);
    const ids = shared.rows.map((row) => row.id);
    const mine = await myStates.forceFetch(`${reader.tenantCode}|${reader.userCode}|${ids.join(',')}`, {
      context: async () => {
        const [likes, reads] = await Promise.all([
          findLikeStates(db, reader.tenantCode, reader.userCode, ids),
          deps.record.verbTimesOf(db, reader.tenantCode, reader.userCode, ARTICLE_OBJECT, ids, 'read'),
        ]);
        return { likes, reads };
      },
    });
    const topics = await topicsById(reader.tenantCode, locale);
    const result = shared.rows.map((kept) => {
      const like = mine.likes.get(kept.id);
      const article = like ? { ...kept, like_count: like.likeCount } : kept;
      return presentSummary(article, {
        texts: shared.texts.filter((text) => text.article_id === article.id),
        topics: (shared.topicIds.get(article.id) ?? []).flatMap((topicId) => topics.get(topicId) ?? []),
        isLiked: like?.isLiked ?? false,
        isRead: mine.reads.has(String(article.id)),
        locale,
        defaultLocale: reader.defaultLocale,
      });
    });
    return { list: { result, totalRecords: shared.total }, validUntil: shared.validUntil };
  }

  /** Drops what is kept of one reader's likes and reads (they liked, unliked or read). */
  function forgetReader(tenantCode: string, userCode: string): void {
    answers.forget([tenantCode, userCode]);
    const prefix = `${tenantCode}|${userCode}|`;
    for (const key of [...myStates.keys()]) {
      if (key.startsWith(prefix)) {
        myStates.delete(key);
      }
    }
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
      articleReadStatement(reader.userCode, articleId),
    ]);
    forgetReader(reader.tenantCode, reader.userCode);
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
    // The liker sees their like and the new count at once in the list (others within CACHE_MS).
    forgetReader(reader.tenantCode, reader.userCode);
    return { articleId, likeCount, isLikedByMe: isLiked };
  }

  /** `GET /api/articles/topics`. */
  async function listTopics(reader: Pick<TActor, 'tenantCode' | 'defaultLocale'>, locale?: TLocaleCode) {
    return [...(await topicsById(reader.tenantCode, locale ?? reader.defaultLocale)).values()].sort((a, b) =>
      a.name.localeCompare(b.name, locale ?? reader.defaultLocale),
    );
  }

  return {
    listArticles,
    listArticlesAnswer,
    getArticle,
    presentArticle,
    recordRead,
    setLike,
    listTopics,
    forgetTenant,
  };
}
