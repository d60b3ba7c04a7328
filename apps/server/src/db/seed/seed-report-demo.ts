import { completionKey } from '@portal/contracts';
import type { Kysely } from 'kysely';
import { upsertUserPath } from '../../modules/learning-paths/learning-paths.repository.ts';
import { createLearningRecordService } from '../../modules/learning-record/learning-record.service.ts';
import type { Database } from '../schema.ts';

/*
 * People the module reports of `manager@acme.test` count (issue 18): Acme's store teams, on their
 * job role's core path since different dates (some past its 90 days), at different points of it,
 * with completed attempts of the published assessment sets this month. They sign in nowhere (no
 * password) and report to nobody, so no learner's or manager's own pages change. Seeded once the
 * tenant has its core paths (they need the resource library), and only once.
 */

const TENANT = 'acme';
const DAY_MS = 24 * 60 * 60 * 1000;

type TReportPerson = {
  userCode: string;
  firstName: string;
  lastName: string;
  jobRoleCode: 'SALES_ASSOCIATE' | 'STORE_MANAGER';
  /** Which of the tenant's first locations (by id). */
  location: number;
  /** Days since their core path was assigned (its due date is 90 days after). */
  assignedDaysAgo: number;
  /** Share of the path's required items completed (0..1), in path order. */
  done: number;
  /** Scores (%) of their completed attempts, one per published assessment set in order. */
  scores: number[];
};

const PEOPLE: readonly TReportPerson[] = [
  {
    userCode: 'acme-team-01',
    firstName: 'Aiden',
    lastName: 'Brooks',
    jobRoleCode: 'SALES_ASSOCIATE',
    location: 0,
    assignedDaysAgo: 150,
    done: 1,
    scores: [92, 85],
  },
  {
    userCode: 'acme-team-02',
    firstName: 'Bianca',
    lastName: 'Cole',
    jobRoleCode: 'SALES_ASSOCIATE',
    location: 0,
    assignedDaysAgo: 130,
    done: 0.5,
    scores: [64, 40],
  },
  {
    userCode: 'acme-team-03',
    firstName: 'Caleb',
    lastName: 'Diaz',
    jobRoleCode: 'SALES_ASSOCIATE',
    location: 1,
    assignedDaysAgo: 120,
    done: 0,
    scores: [38],
  },
  {
    userCode: 'acme-team-04',
    firstName: 'Daria',
    lastName: 'Evans',
    jobRoleCode: 'SALES_ASSOCIATE',
    location: 1,
    assignedDaysAgo: 100,
    done: 0.25,
    scores: [71, 77],
  },
  {
    userCode: 'acme-team-05',
    firstName: 'Elliot',
    lastName: 'Fraser',
    jobRoleCode: 'SALES_ASSOCIATE',
    location: 2,
    assignedDaysAgo: 45,
    done: 0.75,
    scores: [88],
  },
  {
    userCode: 'acme-team-06',
    firstName: 'Farah',
    lastName: 'Grant',
    jobRoleCode: 'SALES_ASSOCIATE',
    location: 2,
    assignedDaysAgo: 20,
    done: 0,
    scores: [],
  },
  {
    userCode: 'acme-team-07',
    firstName: 'Gavin',
    lastName: 'Hughes',
    jobRoleCode: 'STORE_MANAGER',
    location: 0,
    assignedDaysAgo: 110,
    done: 0.5,
    scores: [55, 90],
  },
  {
    userCode: 'acme-team-08',
    firstName: 'Hana',
    lastName: 'Ito',
    jobRoleCode: 'STORE_MANAGER',
    location: 1,
    assignedDaysAgo: 60,
    done: 1,
    scores: [97, 81],
  },
];

/** Seeds the report people of Acme when its core paths exist and they do not yet. */
export async function seedDemoReportData(db: Kysely<Database>, now: Date = new Date()): Promise<void> {
  const corePaths = await db
    .selectFrom('learning_paths')
    .select(['id', 'version', 'job_role_code'])
    .where('tenant_code', '=', TENANT)
    .where('is_core', '=', true)
    .where('status', '=', 'PUBLISHED')
    .execute();
  const already = await db
    .selectFrom('users')
    .select('id')
    .where('tenant_code', '=', TENANT)
    .where('user_code', '=', PEOPLE[0]?.userCode ?? '')
    .executeTakeFirst();
  if (corePaths.length === 0 || already) {
    return;
  }
  const locations = await db
    .selectFrom('locations')
    .select('id')
    .where('tenant_code', '=', TENANT)
    .orderBy('level', 'desc')
    .orderBy('id')
    .limit(3)
    .execute();
  const sets = await db
    .selectFrom('assessment_sets')
    .select(['id', 'pass_mark_percent'])
    .where('tenant_code', '=', TENANT)
    .where('kind', '=', 'ASSESSMENT')
    .where('status', '=', 'PUBLISHED')
    .orderBy('id')
    .execute();
  const record = createLearningRecordService();
  const iso = now.toISOString();
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();

  await db.transaction().execute(async (trx) => {
    for (const person of PEOPLE) {
      const path = corePaths.find((candidate) => candidate.job_role_code === person.jobRoleCode) ?? corePaths[0];
      await trx
        .insertInto('users')
        .values({
          tenant_code: TENANT,
          user_code: person.userCode,
          email: `${person.firstName}.${person.lastName}@acme.test`.toLowerCase(),
          first_name: person.firstName,
          last_name: person.lastName,
          browsing_language_preference: 'en',
          first_preference_updated: true,
          created_at: iso,
          updated_at: iso,
          password_hash: null,
          job_role_code: person.jobRoleCode,
          job_title: null,
          manager_user_code: null,
          picture_media_id: null,
          location_id: locations[person.location % Math.max(1, locations.length)]?.id ?? null,
        })
        .execute();
      if (!path) {
        continue;
      }
      const assignedAt = daysAgo(person.assignedDaysAgo);
      await upsertUserPath(trx, TENANT, person.userCode, path.id, path.version, assignedAt);
      const required = await trx
        .selectFrom('learning_path_items as i')
        .innerJoin('learning_path_levels as l', (join) =>
          join.onRef('l.tenant_code', '=', 'i.tenant_code').onRef('l.id', '=', 'i.level_id'),
        )
        .select(['i.object_kind', 'i.object_id'])
        .where('i.tenant_code', '=', TENANT)
        .where('i.path_id', '=', path.id)
        .where('i.version', '=', path.version)
        .where('i.is_required', '=', true)
        .where('i.object_kind', '=', 'RESOURCE')
        .orderBy('l.position')
        .orderBy('i.position')
        .execute();
      const completed = required.slice(0, Math.round(required.length * person.done));
      // Someone who completed nothing has at least opened the first item (in progress), bar one.
      const viewed = person.done === 0 && person.assignedDaysAgo > 100 ? required.slice(0, 1) : [];
      await record.record(
        trx,
        TENANT,
        [
          ...completed.map((item) => ({
            actorUserCode: person.userCode,
            verb: 'completed' as const,
            objectKind: 'RESOURCE' as const,
            objectId: String(item.object_id),
            result: { completion: true },
            idempotencyKey: completionKey(person.userCode, 'RESOURCE', item.object_id),
          })),
          ...viewed.map((item) => ({
            actorUserCode: person.userCode,
            verb: 'viewed' as const,
            objectKind: 'RESOURCE' as const,
            objectId: String(item.object_id),
            idempotencyKey: `seed:viewed:${person.userCode}:${item.object_id}`,
          })),
        ],
        daysAgo(Math.max(1, person.assignedDaysAgo - 10)),
      );
      for (const [index, score] of person.scores.entries()) {
        const set = sets[index];
        if (!set) {
          continue;
        }
        const completedAt = daysAgo(3 + index * 5 + (person.location % 3));
        await trx
          .insertInto('assessment_attempts')
          .values({
            tenant_code: TENANT,
            set_id: set.id,
            user_code: person.userCode,
            subject_user_code: person.userCode,
            attempt_no: 1,
            status: 'COMPLETED',
            started_at: completedAt,
            deadline_at: null,
            last_activity_at: completedAt,
            completed_at: completedAt,
            completed_by: 'USER',
            points_awarded: score,
            max_points: 100,
            pass_mark_percent: set.pass_mark_percent,
            score_percent: score,
            passed: score >= set.pass_mark_percent,
            total_time_seconds: 240 + score * 3,
          })
          .execute();
      }
    }
  });
}
