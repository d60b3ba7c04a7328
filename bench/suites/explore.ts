import { sql, type Insertable, type Kysely } from 'kysely';
import { isSqlite } from '../../apps/server/src/db/migration-helpers.ts';
import { openDatabase, type TDatabase } from '../../apps/server/src/db/kysely.ts';
import type { Database, SearchDocumentsTable } from '../../apps/server/src/db/schema.ts';
import { foldWord } from '../../apps/server/src/modules/search/search-text.ts';
import { issueAccessToken } from '../../apps/server/src/test/access-tokens.ts';
import { httpRequest } from '../lib/http-get.ts';
import { measure } from '../lib/measure.ts';
import { withPortalDatabase } from '../lib/portal-database.ts';
import type { TBenchSuite, TCustomMeasurement, TCustomTarget, TPortalHandle } from '../lib/suite.ts';
import { startKillablePortal, type TKillablePortal } from './assessment-attempts/attempt-portal.ts';
import { createRandom } from './search/random.ts';

/*
 * Explore (issue 20): the learner's Explore page (`GET /api/explore`: new this week, trending near
 * me, recommended for my gaps, by category, by competency) and one category's shelf in full
 * (`POST /api/explore/items`, first page), for a tenant with 100 000 items in the search index, in
 * both languages (200 000 documents): 50 000 resources (real rows, each filed in one of the demo's
 * categories, 2 000 tagged with a competency), 20 000 articles, 10 000 events, 10 000 paths and
 * 10 000 assessment sets (their documents as their modules write them; the page reads the index,
 * and the cards' pictures find no row: no picture), published over three years, 1 % this week, 10 %
 * of the articles and events for a job role. 200 colleagues of the learner's job role with 20 000
 * statements of the last 30 days make the trending row. On SQLite (the run's portal: documents
 * without their FTS5 rows, which Explore never reads) and on PostgreSQL (a portal of its own,
 * `BENCH_POSTGRES_URL`, the ranking triggers fed as for any write). Each at least 0.3 of the
 * baseline's req/s. Answers are kept 10 s (explore.service.ts): the load mostly measures kept
 * answers, with one computation every 10 s; the cold computation's time is printed first.
 */

const LEARNER = 'acme-learner';
const ACME_HOST = 'acme.localhost';
const RESOURCES = 50_000;
const OTHERS = [
  { moduleCode: 'NEWS', entityKind: 'ARTICLE', count: 20_000, path: '/news/' },
  { moduleCode: 'EVENTS', entityKind: 'EVENT', count: 10_000, path: '/event/' },
  { moduleCode: 'LEARNINGPATH', entityKind: 'PATH', count: 10_000, path: '/learning-path/paths/' },
  { moduleCode: 'ASSESSMENT', entityKind: 'ASSESSMENTSET', count: 10_000, path: '/assessment/' },
] as const;
const ITEMS = RESOURCES + OTHERS.reduce((sum, kind) => sum + kind.count, 0);
const COLLEAGUES = 200;
const STATEMENTS = 20_000;
const CHUNK = 400;
const DAY_MS = 86_400_000;
const HEADERS = { host: ACME_HOST, 'content-type': 'application/json', 'accept-encoding': 'gzip, deflate, br, zstd' };
const PAGE_PATH = '/api/explore?locale=en';
const ITEMS_PATH = '/api/explore/items';

async function insertChunks(db: Kysely<Database>, rows: readonly Insertable<SearchDocumentsTable>[]): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) {
    await db
      .insertInto('search_documents')
      .values(rows.slice(start, start + CHUNK))
      .execute();
  }
}

/** 100 000 items of acme in the index (both languages), their category and competency links, trending statements. */
export async function addItems(db: Kysely<Database>): Promise<number> {
  const random = createRandom('explore');
  const nowMs = Date.now();
  const iso = (ms: number) => new Date(ms).toISOString();
  // Spread over three years; 1 % within this week.
  const publishedAt = (n: number) =>
    iso(n % 100 === 0 ? nowMs - random.integer(1, 6 * 24) * 3_600_000 : nowMs - random.integer(8, 3 * 365) * DAY_MS);
  const categories = await db.selectFrom('categories').select('id').where('tenant_code', '=', 'acme').execute();
  const competencies = await db.selectFrom('competencies').select('id').where('tenant_code', '=', 'acme').execute();
  if (categories.length === 0) {
    throw new Error('explore: the demo has no categories');
  }
  const document = (
    moduleCode: string,
    entityKind: string,
    id: number,
    url: string,
    at: string,
    audience: string | null,
  ) =>
    (['en', 'fr-CA'] as const).map((locale) => {
      const title = `${locale === 'en' ? 'Bench item' : 'Élément de banc'} ${entityKind.toLowerCase()} ${id}`;
      return {
        tenant_code: 'acme',
        module_code: moduleCode,
        entity_kind: entityKind,
        entity_id: String(id),
        locale,
        status: 'PUBLISHED',
        asset_type_code: entityKind === 'RESOURCE' ? 'DOCUMENT' : null,
        title,
        sort_title: foldWord(title),
        text: 'A few sentences about what this item teaches and who it is for.',
        url: `${url}${id}`,
        created_at: at,
        updated_at: at,
        effective_date: at,
        expiry_date: null,
        audience,
      };
    });
  let categoryId = 0;
  await db.transaction().execute(async (trx) => {
    for (let offset = 0; offset < RESOURCES; offset += CHUNK) {
      const count = Math.min(CHUNK, RESOURCES - offset);
      const rows = Array.from({ length: count }, (_, index) => {
        const at = publishedAt(offset + index);
        return {
          tenant_code: 'acme',
          title_en: `Bench item resource ${offset + index}`,
          title_fr: `Élément de banc ressource ${offset + index}`,
          description_en: null,
          description_fr: null,
          thumbnail_media_id: null,
          duration_value: null,
          duration_type: null,
          status: 'PUBLISHED',
          effective_date: at,
          expiry_date: null,
          is_featured: false,
          is_electrified: false,
          created_at: at,
          created_by: 'acme-admin',
          updated_at: at,
          updated_by: 'acme-admin',
          published_at: at,
          published_by: 'acme-admin',
        };
      });
      const ids = (await trx.insertInto('resources').values(rows).returning('id').execute()).map((row) => row.id);
      await trx
        .insertInto('resource_categories')
        .values(ids.map((id) => ({ tenant_code: 'acme', resource_id: id, category_id: random.pick(categories).id })))
        .execute();
      const tagged = ids.filter((_, index) => (offset + index) % 25 === 0);
      if (tagged.length > 0 && competencies.length > 0) {
        await trx
          .insertInto('competency_tags')
          .values(
            tagged.map((id) => ({
              tenant_code: 'acme',
              competency_id: random.pick(competencies).id,
              object_kind: 'RESOURCE',
              object_id: id,
              level: random.integer(1, 4),
              tagged_at: iso(nowMs),
              tagged_by: 'acme-admin',
            })),
          )
          .execute();
      }
      await insertChunks(
        trx,
        ids.flatMap((id, index) =>
          document('RESOURCELIBRARY', 'RESOURCE', id, '/resources/', rows[index]?.effective_date ?? iso(nowMs), null),
        ),
      );
    }
    categoryId = random.pick(categories).id;
    let n = 0;
    for (const kind of OTHERS) {
      const documents = [];
      for (let index = 0; index < kind.count; index += 1) {
        n += 1;
        // Ids far above the demo's own, so no bench document replaces one of them.
        const id = 1_000_000 + index;
        const isTargeted = (kind.entityKind === 'ARTICLE' || kind.entityKind === 'EVENT') && index % 10 === 9;
        const audience = isTargeted
          ? JSON.stringify([index % 20 === 9 ? 'JOB_ROLE:SALES_ASSOCIATE' : 'JOB_ROLE:STORE_MANAGER'])
          : null;
        documents.push(...document(kind.moduleCode, kind.entityKind, id, kind.path, publishedAt(n), audience));
      }
      await insertChunks(trx, documents);
    }
    // The learner's colleagues (same job role) and what they did lately: the trending row.
    const colleagues = Array.from({ length: COLLEAGUES }, (_, index) => `bench-explore-${index}`);
    for (let start = 0; start < colleagues.length; start += CHUNK) {
      await trx
        .insertInto('users')
        .values(
          colleagues.slice(start, start + CHUNK).map((userCode) => ({
            tenant_code: 'acme',
            user_code: userCode,
            email: `${userCode}@acme.test`,
            first_name: 'Bench',
            last_name: userCode,
            browsing_language_preference: 'en',
            first_preference_updated: true,
            created_at: iso(nowMs),
            updated_at: iso(nowMs),
            password_hash: null,
            status: 'ACTIVE',
            job_role_code: 'SALES_ASSOCIATE',
            job_title: null,
            manager_user_code: null,
            picture_media_id: null,
            location_id: null,
          })),
        )
        .execute();
    }
    const statements = Array.from({ length: STATEMENTS }, (_, index) => {
      const kind = random.pick(OTHERS);
      return {
        tenant_code: 'acme',
        actor_user_code: random.pick(colleagues),
        verb: 'viewed',
        verb_iri: 'http://id.tincanapi.com/verb/viewed',
        object_kind: kind.entityKind,
        // Popular items: a few hundred of each kind get most of the statements.
        object_id: String(1_000_000 + Math.floor(random.integer(0, 300) * random.integer(0, 3))),
        result: null,
        timestamp: iso(nowMs - random.integer(0, 29 * 24) * 3_600_000),
        idempotency_key: `bench:explore:${index}`,
      };
    });
    for (let start = 0; start < statements.length; start += CHUNK) {
      await trx
        .insertInto('learning_statements')
        .values(statements.slice(start, start + CHUNK))
        .execute();
    }
  });
  if (!isSqlite(db)) {
    // A tenant's steady state: autovacuum has vacuumed and analysed what it holds. Right after a bulk
    // load of 200 000 documents PostgreSQL still plans with an empty table's estimates (minutes per
    // call), and autovacuum would take a core of this two-core machine during the measurement. The
    // checkpoint writes the load's pages now, not in the background while the targets are measured.
    await sql`vacuum analyze`.execute(db);
    await sql`checkpoint`.execute(db);
  }
  return categoryId;
}

async function authorization(database: TDatabase): Promise<Record<string, string>> {
  return {
    authorization: `Bearer ${await issueAccessToken(database, { tenant: 'acme', userCode: LEARNER, expiresIn: 3600 })}`,
  };
}

type TExploreCheck = {
  returnValue: {
    newThisWeek: unknown[];
    trendingNearMe: unknown[];
    byCategory: { count: number }[];
    byCompetency: unknown[];
  };
};

/** The page computed (first call) and kept (second), timed and checked: every row has cards. */
async function printColdAndKept(
  baseUrl: string,
  headers: Record<string, string>,
  shelfBody: unknown,
  label: string,
): Promise<void> {
  for (const [path, body] of [
    [PAGE_PATH, undefined],
    [ITEMS_PATH, shelfBody],
  ] as const) {
    const times: number[] = [];
    let answer: unknown = null;
    for (let n = 0; n < 2; n += 1) {
      const started = performance.now();
      // node:http, not fetch: the Host header names the tenant. Uncompressed, to read it.
      const { 'accept-encoding': _encoding, ...plain } = { ...HEADERS, ...headers };
      const response = await httpRequest(`${baseUrl}${path}`, {
        headers: plain,
        timeoutMs: 120_000,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      answer = JSON.parse(response.body);
      if (response.status !== 200) {
        throw new Error(`explore (${label}): ${path} ${response.status} ${response.body.slice(0, 300)}`);
      }
      times.push(performance.now() - started);
    }
    if (path === PAGE_PATH) {
      const page = (answer as TExploreCheck).returnValue;
      const total = page.byCategory.reduce((sum, group) => sum + group.count, 0);
      if (page.newThisWeek.length === 0 || page.trendingNearMe.length === 0 || total < RESOURCES) {
        throw new Error(`explore (${label}): a section is empty or short: ${JSON.stringify(answer).slice(0, 400)}`);
      }
    } else if (((answer as { result: unknown[] }).result.length ?? 0) < 24) {
      throw new Error(`explore (${label}): the category's shelf answered fewer than 24 items`);
    }
    console.log(
      `explore (${label}): ${path} over ${ITEMS} items: computed in ${times[0]?.toFixed(0)} ms, kept answer ${times[1]?.toFixed(1)} ms`,
    );
  }
}

const shelfBodyOf = (categoryId: number) => ({ categoryId, pageNo: 1, pageSize: 24, locale: 'en' });
let sqliteCategory = 0;

async function setUp(portal: TPortalHandle): Promise<void> {
  sqliteCategory = await withPortalDatabase(portal.databasePath, addItems);
  const database = openDatabase({ dialect: 'sqlite', path: portal.databasePath });
  try {
    await printColdAndKept(portal.baseUrl, await authorization(database), shelfBodyOf(sqliteCategory), 'sqlite');
  } finally {
    await database.destroy();
  }
}

async function sqliteHeaders(portal: TPortalHandle): Promise<Record<string, string>> {
  const database = openDatabase({ dialect: 'sqlite', path: portal.databasePath });
  try {
    return await authorization(database);
  } finally {
    await database.destroy();
  }
}

/** One PostgreSQL portal for both PostgreSQL targets: filled once, disposed after the second. */
let postgres: Promise<{ portal: TKillablePortal; categoryId: number; headers: Record<string, string> }> | null = null;

function postgresPortal() {
  postgres ??= (async () => {
    const portal = await startKillablePortal('postgres');
    const categoryId = await addItems(portal.database.db);
    const headers = { ...HEADERS, ...(await authorization(portal.database)) };
    await printColdAndKept(portal.baseUrl, headers, shelfBodyOf(categoryId), 'postgres');
    return { portal, categoryId, headers };
  })();
  return postgres;
}

/** A call on the PostgreSQL portal; the shelf, measured last, disposes of it. */
function postgresTarget(which: 'page' | 'shelf'): TCustomTarget {
  return {
    name: which === 'page' ? 'explore-page-100k-postgres' : 'explore-category-100k-postgres',
    path: `${which === 'page' ? `GET ${PAGE_PATH}` : `POST ${ITEMS_PATH} (a category)`} (PostgreSQL, 100 000 items)`,
    minRatio: 0.3,
    async measure(_portal, settings): Promise<TCustomMeasurement> {
      const { portal, categoryId, headers } = await postgresPortal();
      // The shelf is measured last; a failure ends the portal too.
      let isDone = which === 'shelf';
      try {
        const load =
          which === 'page'
            ? { url: `${portal.baseUrl}${PAGE_PATH}`, headers, connections: settings.connections }
            : {
                url: `${portal.baseUrl}${ITEMS_PATH}`,
                headers,
                body: JSON.stringify(shelfBodyOf(categoryId)),
                connections: settings.connections,
              };
        if (settings.warmupSeconds > 0) {
          await measure({ ...load, durationSeconds: settings.warmupSeconds });
        }
        return await measure({ ...load, durationSeconds: settings.durationSeconds, serverPid: portal.pid() });
      } catch (error) {
        isDone = true;
        throw error;
      } finally {
        if (isDone) {
          postgres = null;
          await portal.dispose();
        }
      }
    },
  };
}

export const exploreSuite: TBenchSuite = {
  name: 'explore',
  description: "The learner's Explore page and a category's shelf, 100 000 items, on SQLite and PostgreSQL",
  setUp,
  targets: [
    {
      name: 'explore-page-100k-sqlite',
      path: PAGE_PATH,
      headers: HEADERS,
      prepareHeaders: sqliteHeaders,
      minRatio: 0.3,
    },
    {
      name: 'explore-category-100k-sqlite',
      path: ITEMS_PATH,
      headers: HEADERS,
      get body() {
        return shelfBodyOf(sqliteCategory);
      },
      prepareHeaders: sqliteHeaders,
      minRatio: 0.3,
    },
    postgresTarget('page'),
    postgresTarget('shelf'),
  ],
};
