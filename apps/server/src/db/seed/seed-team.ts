import { completionKey, type TCreatePathData } from '@portal/contracts';
import type { Kysely } from 'kysely';
import { syncPathSearchDocuments } from '../../modules/learning-paths/learning-path-search-documents.ts';
import {
  insertPath,
  insertTree,
  pathRowValues,
  updatePathRow,
} from '../../modules/learning-paths/learning-paths.repository.ts';
import { createLearningRecordService } from '../../modules/learning-record/learning-record.service.ts';
import type { Database } from '../schema.ts';

/*
 * The Teams demo (issue 20): acme's manager has six reportees at different stages. Four come from
 * the other seeds as they are (Lena Learner part way, Noah Newhire without a path, Sam Seller and
 * Riley Rivera with their skill ratings); this seed sets the other two apart:
 *
 * - Jordan Park (acme-jordan) finished the core path over the last ten days;
 * - Taylor Brooks (acme-taylor) has not started: the core path assigned 120 days ago (its 90 days
 *   are past, so its items are overdue), an assessment assigned to them alone and due two weeks
 *   ago, a resource due five days ago, and nothing learned for 45 days.
 *
 * And one published path nobody is assigned, "Store opening essentials", for a manager to assign.
 * Runs after the learning paths, assessments and dashboard seeds, once: a demo without its library
 * (most server tests: no core paths) or that already has the path is left alone.
 */

const TENANT = 'acme';
const FINISHER = 'acme-jordan';
const LATE = 'acme-taylor';
const MANAGER = 'acme-manager';
const AUTHOR = 'acme-admin';
const DAY_MS = 24 * 60 * 60 * 1000;

export const TEAM_DEMO_PATH = {
  en: 'Store opening essentials',
  fr: 'L’ouverture du magasin : l’essentiel',
  descriptionEn: 'Open the store on time and ready: the checklist, the cash float and the first customers.',
  descriptionFr:
    'Ouvrir le magasin à l’heure et prêt : la liste de contrôle, le fonds de caisse et les premiers clients.',
} as const;

const daysAgo = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();

/**
 * One level of two modules, two resources each (the first of each module required), the library's
 * last four: the core paths take theirs from its start, so nobody has done these yet (a reportee
 * the path is assigned to finds all four up next).
 */
function treeOf(resourceIds: readonly number[]): TCreatePathData['levels'] {
  const take = (index: number) => resourceIds[Math.max(0, resourceIds.length - 9 + index)] ?? 0;
  return [
    {
      titleEn: 'Before the doors open',
      titleFr: 'Avant l’ouverture des portes',
      modules: [
        {
          titleEn: 'The checklist',
          titleFr: 'La liste de contrôle',
          items: [
            { kind: 'RESOURCE' as const, objectId: take(5), isRequired: true, dueDays: null },
            { kind: 'RESOURCE' as const, objectId: take(6), isRequired: false, dueDays: null },
          ],
        },
        {
          titleEn: 'The first customers',
          titleFr: 'Les premiers clients',
          items: [
            { kind: 'RESOURCE' as const, objectId: take(7), isRequired: true, dueDays: null },
            { kind: 'RESOURCE' as const, objectId: take(8), isRequired: false, dueDays: null },
          ],
        },
      ],
    },
  ];
}

/** The acme demo's Teams data; answers whether it was added now. */
export async function seedDemoTeam(db: Kysely<Database>, now: Date = new Date()): Promise<boolean> {
  const [existing, people, corePaths] = await Promise.all([
    db
      .selectFrom('learning_paths')
      .select('id')
      .where('tenant_code', '=', TENANT)
      .where('title_en', '=', TEAM_DEMO_PATH.en)
      .executeTakeFirst(),
    db
      .selectFrom('user_learning_paths')
      .select(['user_code', 'path_id'])
      .where('tenant_code', '=', TENANT)
      .where('user_code', 'in', [FINISHER, LATE])
      .execute(),
    db
      .selectFrom('learning_paths')
      .select('id')
      .where('tenant_code', '=', TENANT)
      .where('is_core', '=', true)
      .execute(),
  ]);
  const finisherPath = people.find((row) => row.user_code === FINISHER)?.path_id;
  const latePath = people.find((row) => row.user_code === LATE)?.path_id;
  if (existing || corePaths.length === 0 || finisherPath === undefined || latePath === undefined) {
    return false;
  }
  const resources = await db
    .selectFrom('resources')
    .select('id')
    .where('tenant_code', '=', TENANT)
    .where('status', '=', 'PUBLISHED')
    .where('effective_date', '<=', now.toISOString())
    .where((eb) => eb.or([eb('expiry_date', 'is', null), eb('expiry_date', '>', now.toISOString())]))
    .orderBy('id')
    .execute();
  const set = await db
    .selectFrom('assessment_sets')
    .select('id')
    .where('tenant_code', '=', TENANT)
    .where('status', '=', 'PUBLISHED')
    .where('kind', '=', 'ASSESSMENT')
    .orderBy('id')
    .executeTakeFirst();
  const record = createLearningRecordService();
  const nowIso = now.toISOString();

  await db.transaction().execute(async (trx) => {
    // The path to assign: published, not core, assigned to nobody.
    const data: TCreatePathData = {
      titleEn: TEAM_DEMO_PATH.en,
      titleFr: TEAM_DEMO_PATH.fr,
      descriptionEn: TEAM_DEMO_PATH.descriptionEn,
      descriptionFr: TEAM_DEMO_PATH.descriptionFr,
      isCore: false,
      jobRoleCode: null,
      dueDays: null,
      levels: treeOf(resources.map((row) => row.id)),
    };
    const pathId = await insertPath(trx, TENANT, pathRowValues(data), AUTHOR, nowIso);
    await insertTree(trx, TENANT, pathId, 1, data.levels);
    await updatePathRow(trx, TENANT, pathId, { status: 'PUBLISHED', published_at: nowIso }, AUTHOR, nowIso);
    await syncPathSearchDocuments(trx, TENANT, pathId, [], nowIso);

    // Jordan: every item of the core path completed, one a day over the last ten days.
    const items = await trx
      .selectFrom('learning_path_items as i')
      .innerJoin('learning_paths as p', (join) =>
        join
          .onRef('p.tenant_code', '=', 'i.tenant_code')
          .onRef('p.id', '=', 'i.path_id')
          .onRef('p.version', '=', 'i.version'),
      )
      .select(['i.object_kind', 'i.object_id'])
      .where('i.tenant_code', '=', TENANT)
      .where('i.path_id', '=', finisherPath)
      .orderBy('i.level_id')
      .orderBy('i.module_id')
      .orderBy('i.position')
      .execute();
    for (const [index, item] of items.entries()) {
      const kind = item.object_kind === 'ASSESSMENTSET' ? 'ASSESSMENTSET' : 'RESOURCE';
      await record.record(
        trx,
        TENANT,
        [
          {
            actorUserCode: FINISHER,
            verb: 'completed',
            objectKind: kind,
            objectId: String(item.object_id),
            result: { completion: true },
            idempotencyKey: completionKey(FINISHER, kind, item.object_id),
          },
        ],
        daysAgo(now, Math.max(1, 10 - index)),
      );
    }

    // Taylor: the path seed's progress taken back (this seed runs once, before anyone signs in as
    // them), the core path assigned long ago, and one view 45 days ago.
    await trx
      .deleteFrom('learning_statements')
      .where('tenant_code', '=', TENANT)
      .where('actor_user_code', '=', LATE)
      .execute();
    await trx
      .updateTable('user_learning_paths')
      .set({ assigned_at: daysAgo(now, 120) })
      .where('tenant_code', '=', TENANT)
      .where('user_code', '=', LATE)
      .execute();
    // Neither is one of the new path's (the library's last four).
    const [viewed, overdue] = [resources[0]?.id, resources[Math.max(0, resources.length - 5)]?.id];
    if (viewed !== undefined) {
      await record.record(
        trx,
        TENANT,
        [
          {
            actorUserCode: LATE,
            verb: 'viewed',
            objectKind: 'RESOURCE',
            objectId: String(viewed),
            idempotencyKey: `seed:team:viewed:${LATE}:${viewed}`,
          },
        ],
        daysAgo(now, 45),
      );
    }
    if (overdue !== undefined) {
      await trx
        .insertInto('resource_assignments')
        .values({
          tenant_code: TENANT,
          user_code: LATE,
          resource_id: overdue,
          is_elective: false,
          due_date: daysAgo(now, 5),
          assigned_by: MANAGER,
          assigned_at: daysAgo(now, 20),
        })
        .onConflict((conflict) => conflict.doNothing())
        .execute();
    }
    if (set) {
      await trx
        .insertInto('assessment_set_assignments')
        .values({
          tenant_code: TENANT,
          set_id: set.id,
          target_kind: 'USER',
          target_code: LATE,
          due_days: 7,
          assigned_at: daysAgo(now, 21),
          assigned_by: MANAGER,
        })
        .onConflict((conflict) => conflict.doNothing())
        .execute();
    }
  });
  return true;
}
