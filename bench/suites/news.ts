import type { Kysely } from 'kysely';
import type { Database } from '../../apps/server/src/db/schema.ts';
import { httpGet } from '../lib/http-get.ts';
import { withPortalDatabase } from '../lib/portal-database.ts';
import type { TBenchSuite, TPortalHandle } from '../lib/suite.ts';
import { ACME_HOST, authorizationOf } from './acme-authorization.ts';
import { addLoopbackHostToAcme } from './identity/portal-data.ts';
import { createRandom } from './search/random.ts';

/*
 * News (issue 19): the learner's news list (first page, pinned first then latest, with likes and
 * reads) and one topic's list, for a tenant with 50 000 articles over three years in both
 * languages: most for everyone, one in ten for a job role (half of them the learner's), some drafts,
 * scheduled and expired ones, 2 pinned, 12 topics. Each at least 0.3 of the baseline's req/s.
 */

const LEARNER = 'learner@acme.test';
const ARTICLES = 50_000;
const TOPICS = 12;
const CHUNK = 500;
const DAY_MS = 86_400_000;

async function addTopics(db: Kysely<Database>, now: string): Promise<number[]> {
  const rows = await db
    .insertInto('article_topics')
    .values(
      Array.from({ length: TOPICS }, (_, index) => ({
        tenant_code: 'acme',
        name_en: `Bench topic ${index}`,
        name_fr: `Sujet ${index}`,
        created_at: now,
        updated_at: now,
      })),
    )
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

async function setUp(portal: TPortalHandle): Promise<void> {
  await addLoopbackHostToAcme(portal.databasePath);
  await withPortalDatabase(portal.databasePath, async (db) => {
    const random = createRandom('news');
    const nowMs = Date.now();
    const now = new Date(nowMs).toISOString();
    const topics = await addTopics(db, now);
    await db.transaction().execute(async (trx) => {
      for (let offset = 0; offset < ARTICLES; offset += CHUNK) {
        const count = Math.min(CHUNK, ARTICLES - offset);
        const articles = Array.from({ length: count }, (_, index) => {
          const n = offset + index;
          const liveFrom = new Date(nowMs - ((ARTICLES - n) * (3 * 365 * DAY_MS)) / ARTICLES);
          // 2% drafts, 1% scheduled ahead, 5% expired.
          const kind = n % 100;
          const isDraft = kind < 2;
          const live = kind === 2 ? new Date(nowMs + 5 * DAY_MS) : liveFrom;
          const at = live.toISOString();
          return {
            tenant_code: 'acme',
            cover_media_id: null,
            reading_time_value: null,
            reading_time_type: null,
            status: isDraft ? 'DRAFT' : 'PUBLISHED',
            publish_at: at,
            published_at: at,
            live_from: isDraft ? null : at,
            expires_at: kind >= 3 && kind < 8 ? new Date(liveFrom.getTime() + DAY_MS).toISOString() : null,
            is_pinned: n === 1_000 || n === 20_000,
            is_for_all: n % 10 !== 9,
            like_count: random.integer(0, 40),
            created_at: at,
            created_by: 'acme-admin',
            updated_at: at,
            updated_by: 'acme-admin',
          };
        });
        const ids = (await trx.insertInto('articles').values(articles).returning('id').execute()).map((r) => r.id);
        await trx
          .insertInto('article_texts')
          .values(
            ids.flatMap((articleId, index) =>
              (['en', 'fr-CA'] as const).map((locale) => ({
                tenant_code: 'acme',
                article_id: articleId,
                locale,
                title: `${locale === 'en' ? 'Bench article' : 'Article de banc'} ${offset + index}`,
                summary: 'A short summary of what happened in the stores this week.',
                body_html: '<p>Body of the article, several sentences long, about the stores.</p>',
                reading_minutes: random.integer(1, 8),
              })),
            ),
          )
          .execute();
        await trx
          .insertInto('article_topic_links')
          .values(
            ids.map((articleId) => ({ tenant_code: 'acme', article_id: articleId, topic_id: random.pick(topics) })),
          )
          .execute();
        const targeted = ids.filter((_, index) => (offset + index) % 10 === 9);
        if (targeted.length > 0) {
          await trx
            .insertInto('article_audiences')
            .values(
              targeted.map((articleId, index) => ({
                tenant_code: 'acme',
                article_id: articleId,
                target_kind: 'JOB_ROLE',
                target_code: index % 2 === 0 ? 'SALES_ASSOCIATE' : 'STORE_MANAGER',
              })),
            )
            .execute();
        }
      }
    });
  });
  await checkAnswers(portal);
}

const LIST_PATH = '/api/articles?pageNo=1&pageSize=16&locale=en';
const TOPIC_PATH = '/api/articles?pageNo=2&pageSize=16&topicId=9&locale=fr-CA';

/** The targets answer the learner a full page of articles (not an empty or refused list). */
async function checkAnswers(portal: TPortalHandle): Promise<void> {
  const headers = { host: ACME_HOST, ...(await authorizationOf(LEARNER)(portal)) };
  for (const path of [LIST_PATH, TOPIC_PATH]) {
    const answer = await httpGet(`${portal.baseUrl}${path}`, headers, 30_000);
    const items =
      answer.status === 200
        ? (JSON.parse(answer.body) as { returnValue: { result: unknown[] } }).returnValue.result.length
        : 0;
    if (items < 16) {
      throw new Error(`news: ${path} answered ${answer.status} with ${items} articles (16 expected)`);
    }
  }
}

// Chromium's Accept-Encoding: the answers travel compressed, as they do to the page.
const BROWSER_HEADERS = { host: ACME_HOST, 'accept-encoding': 'gzip, deflate, br, zstd' } as const;

export const newsSuite: TBenchSuite = {
  name: 'news',
  description: "The learner's news list in a tenant with 50 000 articles",
  setUp,
  targets: [
    {
      name: 'news-list-50k-articles',
      path: LIST_PATH,
      headers: BROWSER_HEADERS,
      prepareHeaders: authorizationOf(LEARNER),
      minRatio: 0.3,
    },
    {
      name: 'news-topic-list-50k-articles',
      path: TOPIC_PATH,
      headers: BROWSER_HEADERS,
      prepareHeaders: authorizationOf(LEARNER),
      minRatio: 0.3,
    },
  ],
};
