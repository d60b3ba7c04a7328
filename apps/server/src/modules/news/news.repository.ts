import type { TArticleAdminStatus } from '@portal/contracts';
import {
  sql,
  type ExpressionBuilder,
  type Insertable,
  type Kysely,
  type Selectable,
  type SqlBool,
  type Expression,
  type Updateable,
} from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ArticlesTable, ArticleTextsTable, ArticleTopicsTable } from '../../db/schema-news.ts';

/* Articles, their texts, topics, audiences and likes. Kysely only; every function takes the tenant code. */

export type TArticleRow = Selectable<ArticlesTable>;
export type TArticleTextRow = Selectable<ArticleTextsTable>;
export type TTopicRow = Selectable<ArticleTopicsTable>;
type TDb = Kysely<Database>;

/** Who reads: the audience entries they match. */
export type TViewer = { userCode: string; jobRoleCode: string | null; locationId: number | null };

export type TArticleValues = Omit<Insertable<ArticlesTable>, 'id' | 'tenant_code' | 'like_count'>;

/** The viewer's job role and location (undefined for a user of another tenant). */
export async function findViewer(db: TDb, tenantCode: string, userCode: string): Promise<TViewer | undefined> {
  const row = await db
    .selectFrom('users')
    .select(['user_code', 'job_role_code', 'location_id'])
    .where('tenant_code', '=', tenantCode)
    .where('user_code', '=', userCode)
    .executeTakeFirst();
  return row ? { userCode: row.user_code, jobRoleCode: row.job_role_code, locationId: row.location_id } : undefined;
}

type TArticleEb = ExpressionBuilder<Database & { a: ArticlesTable }, 'a'>;

/** Live at `now` (PUBLISHED, live_from <= now < expires_at) and meant for the viewer. */
function isVisibleTo(eb: TArticleEb, viewer: TViewer, now: string): Expression<SqlBool> {
  const targets = [
    ...(viewer.jobRoleCode ? [{ kind: 'JOB_ROLE', code: viewer.jobRoleCode }] : []),
    ...(viewer.locationId !== null ? [{ kind: 'LOCATION', code: String(viewer.locationId) }] : []),
  ];
  return eb.and([
    eb('a.status', '=', 'PUBLISHED'),
    eb('a.live_from', '<=', now),
    eb.or([eb('a.expires_at', 'is', null), eb('a.expires_at', '>', now)]),
    eb.or([
      eb('a.is_for_all', '=', true),
      ...(targets.length > 0
        ? [
            eb.exists(
              eb
                .selectFrom('article_audiences as au')
                .select('au.article_id')
                .whereRef('au.tenant_code', '=', 'a.tenant_code')
                .whereRef('au.article_id', '=', 'a.id')
                .where((inner) =>
                  inner.or(
                    targets.map((target) =>
                      inner.and([inner('au.target_kind', '=', target.kind), inner('au.target_code', '=', target.code)]),
                    ),
                  ),
                ),
            ),
          ]
        : []),
    ]),
  ]);
}

function hasTopic(eb: TArticleEb, topicId: number): Expression<SqlBool> {
  return eb.exists(
    eb
      .selectFrom('article_topic_links as tl')
      .select('tl.article_id')
      .whereRef('tl.tenant_code', '=', 'a.tenant_code')
      .whereRef('tl.article_id', '=', 'a.id')
      .where('tl.topic_id', '=', topicId),
  );
}

/** A page of the articles the viewer sees now: pinned first, then latest (live_from desc), with the total. */
export async function findVisibleArticles(
  db: TDb,
  tenantCode: string,
  viewer: TViewer,
  now: string,
  page: { pageNo: number; pageSize: number; topicId?: number | undefined },
): Promise<{ rows: TArticleRow[]; total: number }> {
  const base = db
    .selectFrom('articles as a')
    .where('a.tenant_code', '=', tenantCode)
    .where((eb) => isVisibleTo(eb, viewer, now))
    .$if(page.topicId !== undefined, (query) => query.where((eb) => hasTopic(eb, page.topicId ?? 0)));
  const [rows, count] = await Promise.all([
    base
      .selectAll('a')
      .orderBy('a.is_pinned', 'desc')
      .orderBy('a.live_from', 'desc')
      .orderBy('a.id', 'desc')
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.total ?? 0) };
}

/** The article when the viewer sees it now, else undefined (another tenant's, a draft, outside the audience). */
export async function findVisibleArticle(
  db: TDb,
  tenantCode: string,
  articleId: number,
  viewer: TViewer,
  now: string,
): Promise<TArticleRow | undefined> {
  return db
    .selectFrom('articles as a')
    .selectAll('a')
    .where('a.tenant_code', '=', tenantCode)
    .where('a.id', '=', articleId)
    .where((eb) => isVisibleTo(eb, viewer, now))
    .executeTakeFirst();
}

export async function findArticle(db: TDb, tenantCode: string, articleId: number): Promise<TArticleRow | undefined> {
  return db
    .selectFrom('articles')
    .selectAll()
    .where('tenant_code', '=', tenantCode)
    .where('id', '=', articleId)
    .executeTakeFirst();
}

/** The texts of these articles, every locale; without the body unless asked (lists do not show it). */
export async function findArticleTexts(
  db: TDb,
  tenantCode: string,
  articleIds: readonly number[],
  withBody: boolean,
): Promise<TArticleTextRow[]> {
  if (articleIds.length === 0) {
    return [];
  }
  const rows = await db
    .selectFrom('article_texts')
    .select(['tenant_code', 'article_id', 'locale', 'title', 'summary', 'reading_minutes'])
    .$if(withBody, (query) => query.select('body_html'))
    .where('tenant_code', '=', tenantCode)
    .where('article_id', 'in', [...articleIds])
    .execute();
  return rows.map((row) => ({ body_html: '', ...row }));
}

/** Topic ids per article. */
export async function findArticleTopicIds(
  db: TDb,
  tenantCode: string,
  articleIds: readonly number[],
): Promise<Map<number, number[]>> {
  const byArticle = new Map<number, number[]>();
  if (articleIds.length === 0) {
    return byArticle;
  }
  const rows = await db
    .selectFrom('article_topic_links')
    .select(['article_id', 'topic_id'])
    .where('tenant_code', '=', tenantCode)
    .where('article_id', 'in', [...articleIds])
    .execute();
  // Sorted here: an ORDER BY topic_id made SQLite walk the topic index over every link of the tenant.
  for (const row of [...rows].sort((a, b) => a.topic_id - b.topic_id)) {
    byArticle.set(row.article_id, [...(byArticle.get(row.article_id) ?? []), row.topic_id]);
  }
  return byArticle;
}

export async function findArticleAudience(
  db: TDb,
  tenantCode: string,
  articleId: number,
): Promise<{ target_kind: string; target_code: string }[]> {
  return db
    .selectFrom('article_audiences')
    .select(['target_kind', 'target_code'])
    .where('tenant_code', '=', tenantCode)
    .where('article_id', '=', articleId)
    .orderBy('target_kind')
    .orderBy('target_code')
    .execute();
}

/** The ids among these the user likes. */
export async function findLikedArticleIds(
  db: TDb,
  tenantCode: string,
  userCode: string,
  articleIds: readonly number[],
): Promise<Set<number>> {
  if (articleIds.length === 0) {
    return new Set();
  }
  const rows = await db
    .selectFrom('article_likes')
    .select('article_id')
    .where('tenant_code', '=', tenantCode)
    .where('user_code', '=', userCode)
    .where('article_id', 'in', [...articleIds])
    .execute();
  return new Set(rows.map((row) => row.article_id));
}

export async function insertArticle(db: TDb, tenantCode: string, values: TArticleValues): Promise<number> {
  const row = await db
    .insertInto('articles')
    .values({ ...values, tenant_code: tenantCode })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Changes an article; false when the tenant has no such article. */
export async function updateArticle(
  db: TDb,
  tenantCode: string,
  articleId: number,
  values: Updateable<ArticlesTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('articles')
    .set(values)
    .where('tenant_code', '=', tenantCode)
    .where('id', '=', articleId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteArticle(db: TDb, tenantCode: string, articleId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('articles')
    .where('tenant_code', '=', tenantCode)
    .where('id', '=', articleId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Replaces an article's texts, topics and audience (in the caller's transaction). */
export async function replaceArticleParts(
  db: TDb,
  tenantCode: string,
  articleId: number,
  parts: {
    texts: Omit<Insertable<ArticleTextsTable>, 'tenant_code' | 'article_id'>[];
    topicIds: readonly number[];
    audience: readonly { target_kind: string; target_code: string }[];
  },
): Promise<void> {
  const key = { tenant_code: tenantCode, article_id: articleId };
  for (const table of ['article_texts', 'article_topic_links', 'article_audiences'] as const) {
    await db.deleteFrom(table).where('tenant_code', '=', tenantCode).where('article_id', '=', articleId).execute();
  }
  if (parts.texts.length > 0) {
    await db
      .insertInto('article_texts')
      .values(parts.texts.map((text) => ({ ...key, ...text })))
      .execute();
  }
  if (parts.topicIds.length > 0) {
    await db
      .insertInto('article_topic_links')
      .values(parts.topicIds.map((topicId) => ({ ...key, topic_id: topicId })))
      .execute();
  }
  if (parts.audience.length > 0) {
    await db
      .insertInto('article_audiences')
      .values(parts.audience.map((entry) => ({ ...key, ...entry })))
      .execute();
  }
}

/** SQL of the admin statuses (ARTICLE_ADMIN_STATUSES) at `now`. */
function hasAdminStatus(eb: TArticleEb, status: TArticleAdminStatus, now: string): Expression<SqlBool> {
  if (status === 'DRAFT') {
    return eb('a.status', '=', 'DRAFT');
  }
  if (status === 'SCHEDULED') {
    return eb.and([eb('a.status', '=', 'PUBLISHED'), eb('a.live_from', '>', now)]);
  }
  const live = eb.and([eb('a.status', '=', 'PUBLISHED'), eb('a.live_from', '<=', now)]);
  return status === 'EXPIRED'
    ? eb.and([live, eb('a.expires_at', '<=', now)])
    : eb.and([live, eb.or([eb('a.expires_at', 'is', null), eb('a.expires_at', '>', now)])]);
}

/** A page of every article of the tenant, latest change first. */
export async function findAdminArticles(
  db: TDb,
  tenantCode: string,
  now: string,
  query: { pageNo: number; pageSize: number; status?: TArticleAdminStatus | undefined; search?: string | undefined },
): Promise<{ rows: TArticleRow[]; total: number }> {
  const search = query.search ? `%${query.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const base = db
    .selectFrom('articles as a')
    .where('a.tenant_code', '=', tenantCode)
    .$if(query.status !== undefined, (q) => q.where((eb) => hasAdminStatus(eb, query.status ?? 'DRAFT', now)))
    .$if(search !== undefined, (q) =>
      q.where((eb) =>
        eb.exists(
          eb
            .selectFrom('article_texts as t')
            .select('t.article_id')
            .whereRef('t.tenant_code', '=', 'a.tenant_code')
            .whereRef('t.article_id', '=', 'a.id')
            .where(sql<SqlBool>`lower(${sql.ref('t.title')}) like ${search ?? ''} escape '\\'`),
        ),
      ),
    );
  const [rows, count] = await Promise.all([
    base
      .selectAll('a')
      .orderBy('a.updated_at', 'desc')
      .orderBy('a.id', 'desc')
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.total ?? 0) };
}

// ---------------------------------------------------------------------------------------------
// Likes: the row and the counter change together, by the rows actually written.

/** Adds the user's like once; the counter moves only when a row was inserted. Answers the count. */
export async function insertLike(
  db: TDb,
  tenantCode: string,
  articleId: number,
  userCode: string,
  now: string,
): Promise<number> {
  const inserted = await db
    .insertInto('article_likes')
    .values({ tenant_code: tenantCode, article_id: articleId, user_code: userCode, liked_at: now })
    .onConflict((conflict) => conflict.columns(['tenant_code', 'article_id', 'user_code']).doNothing())
    .executeTakeFirst();
  const delta = Number(inserted.numInsertedOrUpdatedRows ?? 0);
  return changeLikeCount(db, tenantCode, articleId, delta);
}

/** Removes the user's like if any; the counter moves only when a row was deleted. Answers the count. */
export async function deleteLike(db: TDb, tenantCode: string, articleId: number, userCode: string): Promise<number> {
  const deleted = await db
    .deleteFrom('article_likes')
    .where('tenant_code', '=', tenantCode)
    .where('article_id', '=', articleId)
    .where('user_code', '=', userCode)
    .executeTakeFirst();
  return changeLikeCount(db, tenantCode, articleId, -Number(deleted.numDeletedRows));
}

async function changeLikeCount(db: TDb, tenantCode: string, articleId: number, delta: number): Promise<number> {
  const row = await db
    .updateTable('articles')
    .set((eb) => ({ like_count: eb('like_count', '+', delta) }))
    .where('tenant_code', '=', tenantCode)
    .where('id', '=', articleId)
    .returning('like_count')
    .executeTakeFirst();
  return row?.like_count ?? 0;
}

// ---------------------------------------------------------------------------------------------
// Topics

/** The tenant's topics with how many articles carry each. */
export async function findTopics(db: TDb, tenantCode: string): Promise<(TTopicRow & { article_count: number })[]> {
  const rows = await db
    .selectFrom('article_topics as t')
    .leftJoin('article_topic_links as l', (join) =>
      join.onRef('l.tenant_code', '=', 't.tenant_code').onRef('l.topic_id', '=', 't.id'),
    )
    .selectAll('t')
    .select((eb) => eb.fn.count<number>('l.article_id').as('article_count'))
    .where('t.tenant_code', '=', tenantCode)
    .groupBy(['t.id', 't.tenant_code', 't.name_en', 't.name_fr', 't.created_at', 't.updated_at'])
    .orderBy('t.name_en')
    .execute();
  return rows.map((row) => ({ ...row, article_count: Number(row.article_count) }));
}

/** The ids among these that are the tenant's topics. */
export async function findExistingTopicIds(db: TDb, tenantCode: string, topicIds: readonly number[]) {
  if (topicIds.length === 0) {
    return new Set<number>();
  }
  const rows = await db
    .selectFrom('article_topics')
    .select('id')
    .where('tenant_code', '=', tenantCode)
    .where('id', 'in', [...topicIds])
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** Another topic of the tenant with this English or French name (case-insensitive), if any. */
export async function findTopicByName(
  db: TDb,
  tenantCode: string,
  names: { nameEn: string; nameFr: string },
  exceptId?: number,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('article_topics')
    .select('id')
    .where('tenant_code', '=', tenantCode)
    .where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['name_en']), '=', names.nameEn.toLowerCase()),
        eb(eb.fn('lower', ['name_fr']), '=', names.nameFr.toLowerCase()),
      ]),
    )
    .$if(exceptId !== undefined, (query) => query.where('id', '<>', exceptId ?? 0))
    .executeTakeFirst();
  return row?.id;
}

export async function insertTopic(
  db: TDb,
  tenantCode: string,
  names: { nameEn: string; nameFr: string },
  now: string,
): Promise<number> {
  const row = await db
    .insertInto('article_topics')
    .values({ tenant_code: tenantCode, name_en: names.nameEn, name_fr: names.nameFr, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateTopic(
  db: TDb,
  tenantCode: string,
  topicId: number,
  names: { nameEn: string; nameFr: string },
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('article_topics')
    .set({ name_en: names.nameEn, name_fr: names.nameFr, updated_at: now })
    .where('tenant_code', '=', tenantCode)
    .where('id', '=', topicId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteTopic(db: TDb, tenantCode: string, topicId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('article_topics')
    .where('tenant_code', '=', tenantCode)
    .where('id', '=', topicId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Which of these job role codes / location ids (as text) the tenant has. */
export async function findExistingAudienceTargets(
  db: TDb,
  tenantCode: string,
  kind: 'JOB_ROLE' | 'LOCATION',
  codes: readonly string[],
): Promise<Set<string>> {
  if (codes.length === 0) {
    return new Set();
  }
  if (kind === 'JOB_ROLE') {
    const rows = await db
      .selectFrom('job_roles')
      .select('code')
      .where('tenant_code', '=', tenantCode)
      .where('code', 'in', [...codes])
      .execute();
    return new Set(rows.map((row) => row.code));
  }
  const ids = codes.filter((code) => /^[1-9][0-9]{0,9}$/.test(code)).map(Number);
  if (ids.length === 0) {
    return new Set();
  }
  const rows = await db
    .selectFrom('locations')
    .select('id')
    .where('tenant_code', '=', tenantCode)
    .where('id', 'in', ids)
    .execute();
  return new Set(rows.map((row) => String(row.id)));
}

/** The media's kind when the tenant has it (the cover check). */
export async function findMediaKind(db: TDb, tenantCode: string, mediaId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('media')
    .select('kind')
    .where('tenant_code', '=', tenantCode)
    .where('media_id', '=', mediaId)
    .executeTakeFirst();
  return row?.kind;
}

/** The display name of an article's author (null when the account is gone). */
export async function findAuthorName(db: TDb, tenantCode: string, userCode: string): Promise<string | null> {
  const row = await db
    .selectFrom('users')
    .select(['first_name', 'last_name'])
    .where('tenant_code', '=', tenantCode)
    .where('user_code', '=', userCode)
    .executeTakeFirst();
  return row ? `${row.first_name} ${row.last_name}`.trim() : null;
}

/** The articles' current like counts and whether the user likes each (one query, the page's ids). */
export async function findLikeStates(
  db: TDb,
  tenantCode: string,
  userCode: string,
  articleIds: readonly number[],
): Promise<Map<number, { likeCount: number; isLiked: boolean }>> {
  if (articleIds.length === 0) {
    return new Map();
  }
  const rows = await db
    .selectFrom('articles as a')
    .leftJoin('article_likes as l', (join) =>
      join
        .onRef('l.tenant_code', '=', 'a.tenant_code')
        .onRef('l.article_id', '=', 'a.id')
        .on('l.user_code', '=', userCode),
    )
    .select(['a.id', 'a.like_count', 'l.user_code'])
    .where('a.tenant_code', '=', tenantCode)
    .where('a.id', 'in', [...articleIds])
    .execute();
  return new Map(rows.map((row) => [row.id, { likeCount: row.like_count, isLiked: row.user_code !== null }]));
}

/** When the tenant's list next changes by the clock alone: the next go-live or expiry after `now`. */
export async function findNextScheduledChange(db: TDb, tenantCode: string, now: string): Promise<string | null> {
  const row = await db
    .selectFrom('articles')
    .select((eb) => [
      eb.fn.min(eb.case().when('live_from', '>', now).then(eb.ref('live_from')).end()).as('next_live'),
      eb.fn.min(eb.case().when('expires_at', '>', now).then(eb.ref('expires_at')).end()).as('next_expiry'),
    ])
    .where('tenant_code', '=', tenantCode)
    .where('status', '=', 'PUBLISHED')
    .executeTakeFirst();
  const times = [row?.next_live, row?.next_expiry].filter((time): time is string => typeof time === 'string');
  return times.length > 0 ? (times.sort()[0] ?? null) : null;
}

/** The tenant's topics without counts (the readers' names). */
export async function findTopicNames(db: TDb, tenantCode: string): Promise<TTopicRow[]> {
  return db.selectFrom('article_topics').selectAll().where('tenant_code', '=', tenantCode).orderBy('id').execute();
}
