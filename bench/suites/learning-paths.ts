import type { Kysely } from 'kysely';
import type { Database } from '../../apps/server/src/db/schema.ts';
import { findCurrentItemsOfPaths } from '../../apps/server/src/modules/learning-paths/learning-paths.repository.ts';
import { createLearningPathsService } from '../../apps/server/src/modules/learning-paths/learning-paths.service.ts';
import { createLearningRecordService } from '../../apps/server/src/modules/learning-record/learning-record.service.ts';
import type { TMeasurement } from '../lib/measure.ts';
import { measureCalls } from '../lib/measure-calls.ts';
import { withPortalDatabase } from '../lib/portal-database.ts';
import type { TBenchSuite, TCustomTarget, TPortalHandle } from '../lib/suite.ts';
import { ACME_HOST, authorizationOf } from './acme-authorization.ts';
import { addLoopbackHostToAcme } from './identity/portal-data.ts';
import { createRandom } from './search/random.ts';

/*
 * Learning paths (issue 15) on the demo's paths: "my core path with items and progress" for a
 * learner whose learning record holds 10 000 statements, through the API (at least 0.3 of the
 * baseline's req/s); and the progress computation's own query, in process, for two learners whose
 * records hold 1 000 and 100 000 statements: it reads the path's objects through the
 * (tenant, actor, object_kind, object_id, verb) index, so its cost must not follow the record's size.
 */

const LEARNER = 'learner@acme.test';
const LEARNER_CODE = 'acme-learner';
const VERBS = ['viewed', 'completed', 'attempted', 'passed', 'failed', 'rated'] as const;
const KINDS = ['RESOURCE', 'ASSESSMENTSET', 'MODULE'] as const;
const RECORD_SIZES = { small: 1_000, large: 100_000 } as const;
const benchUser = (size: number) => `bench-record-${size}`;
const CHUNK = 1_000;

/** `count` statements of the user about many objects (few of them the path's), then the path's own. */
async function fillRecord(db: Kysely<Database>, userCode: string, count: number, pathObjectIds: readonly number[]) {
  // Seeded: the same record on every run.
  const { next: random } = createRandom(`learning-paths-${count}`);
  const start = Date.parse('2025-01-01T00:00:00Z');
  await db.transaction().execute(async (trx) => {
    for (let offset = 0; offset < count; offset += CHUNK) {
      const rows = Array.from({ length: Math.min(CHUNK, count - offset) }, (_, index) => {
        const n = offset + index;
        const verb = VERBS[Math.floor(random() * VERBS.length)] ?? 'viewed';
        return {
          tenant_code: 'acme',
          actor_user_code: userCode,
          verb,
          verb_iri: `bench:${verb}`,
          object_kind: KINDS[Math.floor(random() * KINDS.length)] ?? 'RESOURCE',
          object_id: String(10_000 + Math.floor(random() * 50_000)),
          result: null,
          timestamp: new Date(start + n * 60_000).toISOString(),
          idempotency_key: `bench:${userCode}:${n}`,
        };
      });
      await trx.insertInto('learning_statements').values(rows).execute();
    }
    // Half of the path's objects completed, so the progress query finds something.
    const completed = pathObjectIds.slice(0, Math.ceil(pathObjectIds.length / 2)).map((objectId) => ({
      tenant_code: 'acme',
      actor_user_code: userCode,
      verb: 'completed',
      verb_iri: 'bench:completed',
      object_kind: 'RESOURCE',
      object_id: String(objectId),
      result: null,
      timestamp: new Date().toISOString(),
      idempotency_key: `bench:${userCode}:completed:${objectId}`,
    }));
    if (completed.length > 0) {
      await trx
        .insertInto('learning_statements')
        .values(completed)
        .onConflict((c) => c.doNothing())
        .execute();
    }
  });
}

async function pathObjectIdsOf(db: Kysely<Database>): Promise<number[]> {
  const own = await db
    .selectFrom('user_learning_paths')
    .select('path_id')
    .where('tenant_code', '=', 'acme')
    .where('user_code', '=', LEARNER_CODE)
    .executeTakeFirst();
  if (!own) {
    throw new Error('the demo learner has no core path: is the demo library seeded?');
  }
  const items = await findCurrentItemsOfPaths(db, 'acme', [own.path_id]);
  return items.map((item) => item.object_id);
}

async function setUp(portal: TPortalHandle): Promise<void> {
  await addLoopbackHostToAcme(portal.databasePath);
  await withPortalDatabase(portal.databasePath, async (db) => {
    const objectIds = await pathObjectIdsOf(db);
    const now = new Date().toISOString();
    for (const size of Object.values(RECORD_SIZES)) {
      await db
        .insertInto('users')
        .values({
          tenant_code: 'acme',
          user_code: benchUser(size),
          email: `${benchUser(size)}@acme.test`,
          first_name: 'Bench',
          last_name: String(size),
          browsing_language_preference: 'en',
          first_preference_updated: true,
          created_at: now,
          updated_at: now,
          password_hash: null,
          job_role_code: 'SALES_ASSOCIATE',
          job_title: null,
          manager_user_code: null,
          picture_media_id: null,
          location_id: null,
        })
        .execute();
      await fillRecord(db, benchUser(size), size, objectIds);
    }
    await fillRecord(db, LEARNER_CODE, 10_000, []);
  });
}

const medians: Partial<Record<keyof typeof RECORD_SIZES, number>> = {};

/** The progress query of the learner's path, in process on the portal's database, for a record of `size` statements. */
function progressTarget(label: keyof typeof RECORD_SIZES): TCustomTarget {
  const size = RECORD_SIZES[label];
  return {
    name: `progress-query-${size}`,
    path: `(in process) learning record: the path's objects of a learner with ${size} statements`,
    // A handful of index lookups: well under a millisecond whatever the record's size.
    maxLatency: { p95Ms: 5, p99Ms: 20 },
    async measure(portal, settings): Promise<TMeasurement> {
      const record = createLearningRecordService();
      return withPortalDatabase(portal.databasePath, async (db) => {
        const objectIds = await pathObjectIdsOf(db);
        const call = async () => {
          const activity = await record.activityOf(db, 'acme', benchUser(size), 'RESOURCE', objectIds);
          return activity.size > 0 ? 200 : 500;
        };
        await measureCalls({ name: 'warm-up', lanes: [call], stopAfter: { seconds: settings.warmupSeconds } });
        const measured = await measureCalls({
          name: `progress-query-${size}`,
          lanes: [call],
          stopAfter: { seconds: settings.durationSeconds },
        });
        medians[label] = measured.p50Ms;
        const small = medians.small;
        if (label === 'large' && small !== undefined && small > 0) {
          console.log(
            `learning-paths: progress query p50 ${small.toFixed(3)} ms at ${RECORD_SIZES.small} statements, ` +
              `${measured.p50Ms.toFixed(3)} ms at ${size} (x${(measured.p50Ms / small).toFixed(2)} for x100 statements)`,
          );
        }
        return measured;
      });
    },
  };
}

/**
 * The whole view computed afresh (no cached view: a new service per call), in process, for the
 * learner with 10 000 statements: what a learner's first look after a change costs. Not judged.
 */
const uncachedViewTarget: TCustomTarget = {
  name: 'core-path-uncached',
  path: '(in process) the learner core path view computed from the database, no cache',
  async measure(portal, settings): Promise<TMeasurement> {
    return withPortalDatabase(portal.databasePath, async (db) => {
      const record = createLearningRecordService();
      const actor = {
        tenantCode: 'acme',
        userCode: LEARNER_CODE,
        userId: 0,
        defaultLocale: 'en' as const,
        permissions: [],
      };
      const call = async () => {
        const paths = createLearningPathsService(db, { record });
        try {
          return (await paths.getCorePath(actor, {})) ? 200 : 500;
        } finally {
          paths.close();
        }
      };
      await measureCalls({ name: 'warm-up', lanes: [call], stopAfter: { seconds: settings.warmupSeconds } });
      return measureCalls({
        name: 'core-path-uncached',
        lanes: [call],
        stopAfter: { seconds: settings.durationSeconds },
      });
    });
  },
};

export const learningPathsSuite: TBenchSuite = {
  name: 'learning-paths',
  description: 'My core path with items and progress (10k statements); the progress query at 1k vs 100k statements',
  setUp,
  targets: [
    {
      name: 'core-path-10k-statements',
      path: '/api/corepath',
      headers: { host: ACME_HOST },
      prepareHeaders: authorizationOf(LEARNER),
      minRatio: 0.3,
    },
    uncachedViewTarget,
    progressTarget('small'),
    progressTarget('large'),
  ],
};
