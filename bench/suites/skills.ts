import { skillLevelToScaled } from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../apps/server/src/db/schema.ts';
import { withPortalDatabase } from '../lib/portal-database.ts';
import type { TBenchSuite, TPortalHandle } from '../lib/suite.ts';
import { ACME_HOST, authorizationOf } from './acme-authorization.ts';
import { addLoopbackHostToAcme } from './identity/portal-data.ts';
import { createRandom } from './search/random.ts';

/*
 * Skills (issue 17): the demo learner's skill profile and recommendations, computed from the
 * learning record (then kept 10 s, or until the learner's next statement, with their compressed
 * forms: the calls as a browser makes them, Accept-Encoding included), for a framework of 200 competencies (20 parents of 9 children
 * each, plus the demo's own) all targeted by the learner's job role and tagged with the demo's
 * resources, and a record holding 5 000 of the learner's ratings (self, manager and test, over
 * two years). Each at least 0.3 of the baseline's req/s.
 */

const LEARNER = 'learner@acme.test';
const LEARNER_CODE = 'acme-learner';
const JOB_ROLE = 'SALES_ASSOCIATE';
const PARENTS = 20;
const CHILDREN_PER_PARENT = 9;
const RATINGS = 5_000;
const SOURCES = ['SELF', 'MANAGER', 'TEST'] as const;
const CHUNK = 500;

async function addFramework(db: Kysely<Database>): Promise<number[]> {
  const children: number[] = [];
  for (let p = 0; p < PARENTS; p += 1) {
    const parent = await db
      .insertInto('competencies')
      .values({
        tenant_code: 'acme',
        code: `BENCH-${p}`,
        name_en: `Bench area ${p}`,
        name_fr: `Domaine ${p}`,
        parent_id: null,
        position: 100 + p,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const rows = await db
      .insertInto('competencies')
      .values(
        Array.from({ length: CHILDREN_PER_PARENT }, (_, c) => ({
          tenant_code: 'acme',
          code: `BENCH-${p}-${c}`,
          name_en: `Bench skill ${p}.${c}`,
          name_fr: `Compétence ${p}.${c}`,
          parent_id: parent.id,
          position: c,
        })),
      )
      .returning('id')
      .execute();
    children.push(...rows.map((row) => row.id));
  }
  return children;
}

async function setUp(portal: TPortalHandle): Promise<void> {
  await addLoopbackHostToAcme(portal.databasePath);
  await withPortalDatabase(portal.databasePath, async (db) => {
    await db
      .updateTable('tenant_metadata')
      .set({ competencies_enabled: true, competency_user_view_enabled: true })
      .where('tenant_code', '=', 'acme')
      .execute();
    const children = await addFramework(db);
    const random = createRandom('skills');
    await db
      .insertInto('competency_targets')
      .values(
        children.map((competencyId) => ({
          tenant_code: 'acme',
          job_role_code: JOB_ROLE,
          competency_id: competencyId,
          target_level: random.integer(2, 5),
        })),
      )
      .onConflict((conflict) => conflict.doNothing())
      .execute();
    const resources = await db
      .selectFrom('resources')
      .select('id')
      .where('tenant_code', '=', 'acme')
      .where('status', '=', 'PUBLISHED')
      .orderBy('id')
      .execute();
    if (resources.length === 0) {
      throw new Error('acme has no published resource: is the demo library seeded?');
    }
    const now = new Date().toISOString();
    // Two resources per competency, at levels up to the top of the scale.
    const tags = children.flatMap((competencyId, index) =>
      [0, 1].map((offset) => ({
        tenant_code: 'acme',
        competency_id: competencyId,
        object_kind: 'RESOURCE',
        object_id: resources[(index * 2 + offset) % resources.length]?.id ?? 0,
        level: 2 + offset * 2,
        tagged_at: now,
        tagged_by: 'acme-admin',
      })),
    );
    await db
      .insertInto('competency_tags')
      .values(tags)
      .onConflict((conflict) => conflict.doNothing())
      .execute();
    const start = Date.now() - 730 * 86_400_000;
    await db.transaction().execute(async (trx) => {
      for (let offset = 0; offset < RATINGS; offset += CHUNK) {
        const rows = Array.from({ length: Math.min(CHUNK, RATINGS - offset) }, (_, index) => {
          const n = offset + index;
          const source = SOURCES[n % SOURCES.length] ?? 'SELF';
          const level = random.integer(1, 5);
          return {
            tenant_code: 'acme',
            actor_user_code: LEARNER_CODE,
            verb: 'rated',
            verb_iri: 'http://id.tincanapi.com/verb/rated',
            object_kind: 'COMPETENCY',
            object_id: String(random.pick(children)),
            result: JSON.stringify({ scoreScaled: skillLevelToScaled(level, 5), scoreRaw: level }),
            context: JSON.stringify({
              source,
              ...(source === 'TEST' ? {} : { raterUserCode: source === 'SELF' ? LEARNER_CODE : 'acme-manager' }),
            }),
            timestamp: new Date(start + n * 12_600_000).toISOString(),
            idempotency_key: `bench:rated:${n}`,
          };
        });
        await trx.insertInto('learning_statements').values(rows).execute();
      }
    });
  });
}

// Chromium's Accept-Encoding: the answers travel compressed, as they do to the page.
const BROWSER_HEADERS = { host: ACME_HOST, 'accept-encoding': 'gzip, deflate, br, zstd' } as const;

export const skillsSuite: TBenchSuite = {
  name: 'skills',
  description: 'Skill profile and recommendations of a learner with 200 competencies and 5 000 ratings',
  setUp,
  targets: [
    {
      name: 'profile-200-competencies-5k-ratings',
      path: '/api/skills/profile?locale=en',
      headers: BROWSER_HEADERS,
      prepareHeaders: authorizationOf(LEARNER),
      minRatio: 0.3,
    },
    {
      name: 'recommendations-200-competencies-5k-ratings',
      path: '/api/skills/recommendations?locale=en',
      headers: BROWSER_HEADERS,
      prepareHeaders: authorizationOf(LEARNER),
      minRatio: 0.3,
    },
  ],
};
