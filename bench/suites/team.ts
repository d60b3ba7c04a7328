import type { Kysely } from 'kysely';
import { openDatabase, type TDatabase } from '../../apps/server/src/db/kysely.ts';
import type { Database } from '../../apps/server/src/db/schema.ts';
import { issueAccessToken } from '../../apps/server/src/test/access-tokens.ts';
import { measure } from '../lib/measure.ts';
import { withPortalDatabase } from '../lib/portal-database.ts';
import type { TBenchSuite, TCustomMeasurement, TCustomTarget, TPortalHandle } from '../lib/suite.ts';
import { startKillablePortal } from './assessment-attempts/attempt-portal.ts';
import { addLoopbackHostToAcme } from './identity/portal-data.ts';
import { createRandom } from './search/random.ts';

/*
 * Teams (issue 20): the member list of a manager of 500 people in a line of two levels (20 leads
 * reporting to them, 24 people under each lead), each with the demo's core path, a few learning
 * record statements, some with an overdue resource or an assessment of their own. Loaded as the
 * team page asks it (`POST /api/team/members`, first page, sorted by progress), on SQLite (the
 * run's portal) and on PostgreSQL (a portal of its own, `BENCH_POSTGRES_URL`). Each at least 0.3
 * of the baseline's req/s. The server keeps a computed line and its pages 10 s (team.service.ts):
 * the load mostly measures kept answers, with one full computation every 10 s; the cold
 * computation's time is printed before each target.
 */

const BOSS = 'bench-team-boss';
const LEADS = 20;
const PER_LEAD = 24;
const ACME_HOST = 'acme.localhost';
const CHUNK = 200;
const DAY_MS = 86_400_000;
const BODY = { pageNo: 1, pageSize: 20, scope: 'LINE', filter: 'ALL', sort: 'PROGRESS', direction: 'asc' } as const;
const HEADERS = { host: ACME_HOST, 'content-type': 'application/json', 'accept-encoding': 'gzip, deflate, br, zstd' };

/** The boss, their 20 leads and 480 people under the leads, with what the team page reads. */
async function addLine(db: Kysely<Database>): Promise<void> {
  const random = createRandom('team');
  const now = Date.now();
  const iso = (ms: number) => new Date(ms).toISOString();
  const person = (userCode: string, manager: string | null) => ({
    tenant_code: 'acme',
    user_code: userCode,
    email: `${userCode}@acme.test`,
    first_name: 'Bench',
    last_name: userCode,
    browsing_language_preference: 'en',
    first_preference_updated: true,
    created_at: iso(now),
    updated_at: iso(now),
    password_hash: null,
    status: 'ACTIVE',
    job_role_code: 'SALES_ASSOCIATE',
    job_title: null,
    manager_user_code: manager,
    picture_media_id: null,
    location_id: null,
  });
  const members = [
    ...Array.from({ length: LEADS }, (_, lead) => person(`bench-lead-${lead}`, BOSS)),
    ...Array.from({ length: LEADS * PER_LEAD }, (_, index) =>
      person(`bench-member-${index}`, `bench-lead-${index % LEADS}`),
    ),
  ];
  const core = await db
    .selectFrom('learning_paths')
    .select(['id', 'version'])
    .where('tenant_code', '=', 'acme')
    .where('is_core', '=', true)
    .where('job_role_code', '=', 'SALES_ASSOCIATE')
    .executeTakeFirst();
  const items = core
    ? await db
        .selectFrom('learning_path_items')
        .select(['object_kind', 'object_id'])
        .where('tenant_code', '=', 'acme')
        .where('path_id', '=', core.id)
        .where('version', '=', core.version)
        .execute()
    : [];
  const resources = await db
    .selectFrom('resources')
    .select('id')
    .where('tenant_code', '=', 'acme')
    .where('status', '=', 'PUBLISHED')
    .execute();
  const set = await db
    .selectFrom('assessment_sets')
    .select('id')
    .where('tenant_code', '=', 'acme')
    .where('status', '=', 'PUBLISHED')
    .executeTakeFirst();
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('users').values(person(BOSS, null)).execute();
    for (let start = 0; start < members.length; start += CHUNK) {
      const chunk = members.slice(start, start + CHUNK);
      await trx.insertInto('users').values(chunk).execute();
      if (core) {
        await trx
          .insertInto('user_learning_paths')
          .values(
            chunk.map((member) => ({
              tenant_code: 'acme',
              user_code: member.user_code,
              path_id: core.id,
              assigned_at: iso(now - random.integer(1, 120) * DAY_MS),
              acknowledged_version: core.version,
            })),
          )
          .execute();
      }
      // Up to four statements each: some of the core path's items viewed or completed.
      const statements = chunk.flatMap((member) =>
        Array.from({ length: random.integer(0, 4) }, (_, n) => {
          const item = items.length > 0 ? random.pick(items) : null;
          const verb = n % 2 === 0 ? 'viewed' : 'completed';
          return {
            tenant_code: 'acme',
            actor_user_code: member.user_code,
            verb,
            verb_iri: `http://bench/${verb}`,
            object_kind: item?.object_kind ?? 'RESOURCE',
            object_id: String(item?.object_id ?? 1),
            result: null,
            timestamp: iso(now - random.integer(0, 60) * DAY_MS),
            idempotency_key: `bench:team:${member.user_code}:${n}`,
          };
        }),
      );
      if (statements.length > 0) {
        await trx.insertInto('learning_statements').values(statements).execute();
      }
      const overdue = chunk.filter((_, index) => index % 5 === 0 && resources.length > 0);
      if (overdue.length > 0) {
        await trx
          .insertInto('resource_assignments')
          .values(
            overdue.map((member) => ({
              tenant_code: 'acme',
              user_code: member.user_code,
              resource_id: random.pick(resources).id,
              is_elective: false,
              due_date: iso(now - 3 * DAY_MS),
              assigned_by: BOSS,
              assigned_at: iso(now - 10 * DAY_MS),
            })),
          )
          .execute();
      }
      if (set) {
        await trx
          .insertInto('assessment_set_assignments')
          .values(
            chunk
              .filter((_, index) => index % 10 === 0)
              .map((member) => ({
                tenant_code: 'acme',
                set_id: set.id,
                target_kind: 'USER',
                target_code: member.user_code,
                due_days: 7,
                assigned_at: iso(now - 14 * DAY_MS),
                assigned_by: BOSS,
              })),
          )
          .execute();
      }
    }
  });
}

async function authorization(database: TDatabase): Promise<Record<string, string>> {
  return {
    authorization: `Bearer ${await issueAccessToken(database, { tenant: 'acme', userCode: BOSS, expiresIn: 3600 })}`,
  };
}

/** One call's time (ms) and the line it answered, printed: the first is computed, the next is kept. */
async function printColdAndKept(baseUrl: string, headers: Record<string, string>, label: string): Promise<void> {
  const times: number[] = [];
  let total = 0;
  for (let n = 0; n < 2; n += 1) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}/api/team/members`, {
      method: 'POST',
      headers: { ...HEADERS, ...headers },
      body: JSON.stringify(BODY),
    });
    const answer = (await response.json()) as { totalRecords?: number };
    if (response.status !== 200) {
      throw new Error(`team (${label}): ${response.status} ${JSON.stringify(answer)}`);
    }
    total = answer.totalRecords ?? 0;
    times.push(performance.now() - started);
  }
  console.log(
    `team (${label}): a line of ${total} people: computed in ${times[0]?.toFixed(0)} ms, kept answer ${times[1]?.toFixed(1)} ms`,
  );
  if (total !== LEADS + LEADS * PER_LEAD) {
    throw new Error(`team (${label}): the line holds ${total} people, not ${LEADS + LEADS * PER_LEAD}`);
  }
}

async function setUp(portal: TPortalHandle): Promise<void> {
  // Node's fetch sends the URL's host (127.0.0.1): made one of acme's hosts, as other suites do.
  await addLoopbackHostToAcme(portal.databasePath);
  await withPortalDatabase(portal.databasePath, addLine);
  const database = openDatabase({ dialect: 'sqlite', path: portal.databasePath });
  try {
    await printColdAndKept(portal.baseUrl, await authorization(database), 'sqlite');
  } finally {
    await database.destroy();
  }
}

const postgresTarget: TCustomTarget = {
  name: 'team-members-500-postgres',
  path: 'POST /api/team/members (PostgreSQL; a line of 500 in two levels, first page by progress)',
  minRatio: 0.3,
  async measure(_portal, settings): Promise<TCustomMeasurement> {
    const portal = await startKillablePortal('postgres');
    try {
      await addLine(portal.database.db);
      await portal.database.db
        .insertInto('tenant_urls')
        .values({ tenant_code: 'acme', host: '127.0.0.1', is_primary: false })
        .execute();
      const headers = { ...HEADERS, ...(await authorization(portal.database)) };
      await printColdAndKept(portal.baseUrl, headers, 'postgres');
      const load = {
        url: `${portal.baseUrl}/api/team/members`,
        headers,
        body: JSON.stringify(BODY),
        connections: settings.connections,
      };
      if (settings.warmupSeconds > 0) {
        await measure({ ...load, durationSeconds: settings.warmupSeconds });
      }
      return await measure({ ...load, durationSeconds: settings.durationSeconds, serverPid: portal.pid() });
    } finally {
      await portal.dispose();
    }
  },
};

export const teamSuite: TBenchSuite = {
  name: 'team',
  description: 'The team page of a manager of 500 people in a line of two levels, on SQLite and PostgreSQL',
  setUp,
  targets: [
    {
      name: 'team-members-500-sqlite',
      path: '/api/team/members',
      headers: HEADERS,
      body: BODY,
      prepareHeaders: async (portal) => {
        const database = openDatabase({ dialect: 'sqlite', path: portal.databasePath });
        try {
          return await authorization(database);
        } finally {
          await database.destroy();
        }
      },
      minRatio: 0.3,
    },
    postgresTarget,
  ],
};
