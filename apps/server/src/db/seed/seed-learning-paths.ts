import { completionKey, type TCreatePathData } from '@portal/contracts';
import type { Kysely } from 'kysely';
import { createLearningRecordService } from '../../modules/learning-record/learning-record.service.ts';
import { syncPathSearchDocuments } from '../../modules/learning-paths/learning-path-search-documents.ts';
import {
  insertPath,
  insertTree,
  pathRowValues,
  replaceAssignments,
  updatePathRow,
  upsertUserPath,
} from '../../modules/learning-paths/learning-paths.repository.ts';
import type { Database } from '../schema.ts';
import { DEMO_TENANTS, type TDemoTenant } from './demo-tenants.ts';

/*
 * Demo learning paths (issue 15): each demo tenant gets a published core path per demo job role
 * (and general paths up to three), three levels of modules over its published demo resources, in
 * en and fr-CA; goal types; every demo user but the new hire is on their role's core path, and the
 * learners are part way through it (statements in the learning record). The new hire has no path
 * but one is available, so onboarding asks them to choose.
 */

const LEVELS = [
  {
    en: 'Foundations',
    fr: 'Fondements',
    modules: [
      { en: 'Getting started', fr: 'Premiers pas' },
      { en: 'Know the essentials', fr: 'L’essentiel à connaître' },
    ],
  },
  { en: 'On the job', fr: 'En situation de travail', modules: [{ en: 'Practice', fr: 'Mise en pratique' }] },
  { en: 'Mastery', fr: 'Maîtrise', modules: [{ en: 'Going further', fr: 'Pour aller plus loin' }] },
] as const;

const GENERAL_PATHS = [
  {
    en: 'Leadership essentials',
    fr: 'Leadership : l’essentiel',
    descriptionEn: 'Lead a team day to day: coaching, feedback and change.',
    descriptionFr: 'Diriger une équipe au quotidien : coaching, rétroaction et changement.',
  },
  {
    en: 'Working safely',
    fr: 'Travailler en sécurité',
    descriptionEn: 'Safety at work and what to do in an emergency.',
    descriptionFr: 'La sécurité au travail et les bons gestes en cas d’urgence.',
  },
] as const;

const GOAL_TYPES = [
  { code: 'CAREER', en: 'Career growth', fr: 'Évolution de carrière' },
  { code: 'SKILL', en: 'New skill', fr: 'Nouvelle compétence' },
  { code: 'COMPLIANCE', en: 'Compliance', fr: 'Conformité' },
] as const;

/** Two items per module (the first required, the second elective in the first module), taken in turn from the resources. */
function treeOf(resourceIds: readonly number[], offset: number): TCreatePathData['levels'] {
  let next = offset;
  const take = () => resourceIds[next++ % resourceIds.length] ?? 0;
  return LEVELS.map((level, levelIndex) => ({
    titleEn: level.en,
    titleFr: level.fr,
    modules: level.modules.map((module, moduleIndex) => ({
      titleEn: module.en,
      titleFr: module.fr,
      items: [
        { kind: 'RESOURCE' as const, objectId: take(), isRequired: true, dueDays: null },
        {
          kind: 'RESOURCE' as const,
          objectId: take(),
          isRequired: !(levelIndex === 0 && moduleIndex === 0),
          dueDays: null,
        },
      ],
    })),
  }));
}

async function publishedResourceIds(db: Kysely<Database>, tenantCode: string, now: string): Promise<number[]> {
  const rows = await db
    .selectFrom('resources')
    .select('id')
    .where('tenant_code', '=', tenantCode)
    .where('status', '=', 'PUBLISHED')
    .where('effective_date', '<=', now)
    .where((eb) => eb.or([eb('expiry_date', 'is', null), eb('expiry_date', '>', now)]))
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

async function seedTenantPaths(db: Kysely<Database>, tenant: TDemoTenant, now: string): Promise<void> {
  const tenantCode = tenant.code;
  const existing = await db
    .selectFrom('learning_paths')
    .select('id')
    .where('tenant_code', '=', tenantCode)
    .executeTakeFirst();
  const resourceIds = await publishedResourceIds(db, tenantCode, now);
  // A demo whose library is not there (most server tests) or whose paths exist already: nothing to do.
  if (existing || resourceIds.length < 4) {
    return;
  }
  const author =
    tenant.users.find((user) => user.roles.includes('Administrator'))?.userCode ?? tenant.users[0]?.userCode;
  if (!author) {
    return;
  }
  const roleCodes = [...new Set(tenant.users.map((user) => user.jobRoleCode))];
  const roles = await db
    .selectFrom('job_roles')
    .select(['code', 'name_en', 'name_fr'])
    .where('tenant_code', '=', tenantCode)
    .where('code', 'in', roleCodes)
    .execute();
  const record = createLearningRecordService();

  await db.transaction().execute(async (trx) => {
    const corePaths = new Map<string, number>();
    let offset = 0;
    const create = async (data: TCreatePathData) => {
      const id = await insertPath(trx, tenantCode, pathRowValues(data), author, now);
      await insertTree(trx, tenantCode, id, 1, data.levels);
      await updatePathRow(trx, tenantCode, id, { status: 'PUBLISHED', published_at: now }, author, now);
      await syncPathSearchDocuments(trx, tenantCode, id, [], now);
      offset += 3;
      return id;
    };
    for (const role of roles) {
      const id = await create({
        titleEn: `${role.name_en}: core path`,
        titleFr: `Parcours de base : ${role.name_fr}`,
        descriptionEn: `What every ${role.name_en} learns in the first months, level by level.`,
        descriptionFr: `Ce que chaque titulaire du poste « ${role.name_fr} » apprend dans ses premiers mois, niveau par niveau.`,
        isCore: true,
        jobRoleCode: role.code,
        dueDays: 90,
        levels: treeOf(resourceIds, offset),
      });
      corePaths.set(role.code, id);
      await replaceAssignments(trx, tenantCode, id, [{ kind: 'JOB_ROLE', code: role.code }], author, now);
    }
    for (const general of GENERAL_PATHS.slice(0, Math.max(0, 3 - roles.length))) {
      await create({
        titleEn: general.en,
        titleFr: general.fr,
        descriptionEn: general.descriptionEn,
        descriptionFr: general.descriptionFr,
        isCore: false,
        jobRoleCode: null,
        dueDays: null,
        levels: treeOf(resourceIds, offset),
      });
    }

    const assignedAt = new Date(new Date(now).getTime() - 14 * 24 * 60 * 60 * 1000).toISOString();
    for (const user of tenant.users) {
      const pathId = corePaths.get(user.jobRoleCode);
      // The new hire chooses during onboarding.
      if (pathId === undefined || user.userCode.endsWith('-newhire')) {
        continue;
      }
      await upsertUserPath(trx, tenantCode, user.userCode, pathId, 1, assignedAt);
      if (user.roles.length > 0) {
        continue;
      }
      // Learners are part way: every required item of the first level done but its last (so one
      // completion opens level 2), and the elective opened, not finished.
      const firstLevel = await trx
        .selectFrom('learning_path_levels')
        .select('id')
        .where('tenant_code', '=', tenantCode)
        .where('path_id', '=', pathId)
        .orderBy('position')
        .executeTakeFirst();
      const items = await trx
        .selectFrom('learning_path_items as i')
        .innerJoin('learning_path_modules as m', (join) =>
          join.onRef('m.tenant_code', '=', 'i.tenant_code').onRef('m.id', '=', 'i.module_id'),
        )
        .select(['i.object_id', 'i.is_required'])
        .where('i.tenant_code', '=', tenantCode)
        .where('i.level_id', '=', firstLevel?.id ?? 0)
        .orderBy('m.position')
        .orderBy('i.position')
        .execute();
      const required = items.filter((item) => Boolean(item.is_required));
      const electives = items.filter((item) => !item.is_required);
      const statements = [
        ...required.slice(0, -1).flatMap((item) => [
          {
            actorUserCode: user.userCode,
            verb: 'viewed' as const,
            objectKind: 'RESOURCE' as const,
            objectId: String(item.object_id),
            idempotencyKey: `seed:viewed:${user.userCode}:${item.object_id}`,
          },
          {
            actorUserCode: user.userCode,
            verb: 'completed' as const,
            objectKind: 'RESOURCE' as const,
            objectId: String(item.object_id),
            result: { completion: true },
            idempotencyKey: completionKey(user.userCode, 'RESOURCE', item.object_id),
          },
        ]),
        ...electives.map((item) => ({
          actorUserCode: user.userCode,
          verb: 'viewed' as const,
          objectKind: 'RESOURCE' as const,
          objectId: String(item.object_id),
          idempotencyKey: `seed:viewed:${user.userCode}:${item.object_id}`,
        })),
      ];
      await record.record(trx, tenantCode, statements, assignedAt);
    }

    const goalTypes = await trx.selectFrom('goal_types').select('id').where('tenant_code', '=', tenantCode).execute();
    if (goalTypes.length === 0) {
      await trx
        .insertInto('goal_types')
        .values(
          GOAL_TYPES.map((type) => ({ tenant_code: tenantCode, code: type.code, name_en: type.en, name_fr: type.fr })),
        )
        .execute();
    }
  });
}

/**
 * Seeds the demo tenants' learning paths where a tenant has its resource library and no paths yet:
 * on a fresh demo and on a demo seeded before paths existed (start-up calls it every time).
 */
export async function seedDemoLearningPaths(db: Kysely<Database>, now: Date = new Date()): Promise<void> {
  for (const tenant of DEMO_TENANTS) {
    if (!tenant.modules.includes('LEARNINGPATH')) {
      continue;
    }
    const exists = await db
      .selectFrom('tenants')
      .select('tenant_code')
      .where('tenant_code', '=', tenant.code)
      .executeTakeFirst();
    if (exists) {
      await seedTenantPaths(db, tenant, now.toISOString());
    }
  }
}
