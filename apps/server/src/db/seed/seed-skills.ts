import {
  AssessmentLimits,
  skillLevelToScaled,
  ZQuestionContentSchema,
  ZSaveSetRequestSchema,
  type TStatementInput,
} from '@portal/contracts';
import type { Kysely } from 'kysely';
import { syncSetSearchDocuments } from '../../modules/assessments/assessment-set-search-documents.ts';
import {
  insertBank,
  insertQuestions,
  insertSet,
  replaceAssignments,
  replaceSetBanks,
  updateSetRow,
} from '../../modules/assessments/assessments.repository.ts';
import { scaleOf } from '../../modules/competencies/competency-framework.service.ts';
import { createLearningRecordService } from '../../modules/learning-record/learning-record.service.ts';
import type { Database } from '../schema.ts';
import { DEMO_TENANTS } from './demo-tenants.ts';
import {
  DEMO_RATINGS,
  DEMO_SKILL_FRAMEWORKS,
  DEMO_SKILL_SET,
  type TDemoSkill,
  type TDemoSkillFramework,
} from './skill-catalogue.ts';

/*
 * Demo skills (issue 17), after the library, paths and assessments seeds: per demo tenant its
 * competency framework (the reference data's competencies described, more added), its scale
 * (boreal's own), targets for every job role and tags on resources and paths found by title; then
 * acme's published "Skills self-assessment" for the sales role and the ratings of acme-sam and
 * acme-riley (self, test and manager evidence that disagree). Start-up calls it every time: each
 * part is skipped once done, so an admin's later changes stay, and tags wait for a library.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
type TDb = Kysely<Database>;

async function codeIdsOf(db: TDb, tenantCode: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('competencies')
    .select(['id', 'code'])
    .where('tenant_code', '=', tenantCode)
    .execute();
  return new Map(rows.map((row) => [row.code, row.id]));
}

/** Adds the missing competencies; describes the reference data's ones that have no description yet. */
async function seedFramework(db: TDb, tenantCode: string, framework: TDemoSkillFramework): Promise<void> {
  const existing = await db
    .selectFrom('competencies')
    .select(['id', 'code', 'description_en', 'description_fr'])
    .where('tenant_code', '=', tenantCode)
    .execute();
  const byCode = new Map(existing.map((row) => [row.code, row]));
  let position = existing.length;
  const upsert = async (competency: TDemoSkill, parentId: number | null): Promise<number> => {
    const texts = {
      description_en: competency.description.en,
      description_fr: competency.description.fr,
      alt_labels_en: competency.altLabels?.en ?? '',
      alt_labels_fr: competency.altLabels?.fr ?? '',
    };
    const current = byCode.get(competency.code);
    if (current) {
      if (current.description_en === '' && current.description_fr === '') {
        await db
          .updateTable('competencies')
          .set(texts)
          .where('tenant_code', '=', tenantCode)
          .where('id', '=', current.id)
          .execute();
      }
      return current.id;
    }
    const row = await db
      .insertInto('competencies')
      .values({
        tenant_code: tenantCode,
        code: competency.code,
        name_en: competency.names.en,
        name_fr: competency.names.fr,
        parent_id: parentId,
        position: position++,
        ...texts,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };
  for (const parent of framework.parents) {
    const parentId = await upsert(parent, null);
    for (const child of parent.children) {
      await upsert(child, parentId);
    }
  }
}

async function seedScale(db: TDb, tenantCode: string, framework: TDemoSkillFramework): Promise<void> {
  if (!framework.scale) {
    return;
  }
  await db
    .insertInto('proficiency_levels')
    .values(
      framework.scale.map((level, index) => ({
        tenant_code: tenantCode,
        level: index + 1,
        name_en: level.names.en,
        name_fr: level.names.fr,
        description_en: level.description.en,
        description_fr: level.description.fr,
      })),
    )
    .execute();
}

async function seedTargets(db: TDb, tenantCode: string, framework: TDemoSkillFramework): Promise<void> {
  const ids = await codeIdsOf(db, tenantCode);
  const roles = new Set(
    (await db.selectFrom('job_roles').select('code').where('tenant_code', '=', tenantCode).execute()).map(
      (row) => row.code,
    ),
  );
  const rows = Object.entries(framework.targets).flatMap(([jobRoleCode, levels]) =>
    roles.has(jobRoleCode)
      ? Object.entries(levels).flatMap(([code, level]) => {
          const competencyId = ids.get(code);
          return competencyId === undefined
            ? []
            : [
                {
                  tenant_code: tenantCode,
                  job_role_code: jobRoleCode,
                  competency_id: competencyId,
                  target_level: level,
                },
              ];
        })
      : [],
  );
  if (rows.length > 0) {
    await db.insertInto('competency_targets').values(rows).execute();
  }
}

/** Tags the resources and paths found by English title (none before the library is seeded). */
async function seedTags(
  db: TDb,
  tenantCode: string,
  framework: TDemoSkillFramework,
  author: string,
  now: string,
): Promise<number> {
  const titlesOf = (kind: 'RESOURCE' | 'PATH') => [
    ...new Set(framework.tags.filter((tag) => tag.kind === kind).map((tag) => tag.titleEn)),
  ];
  const resourceTitles = titlesOf('RESOURCE');
  const pathTitles = titlesOf('PATH');
  const [resources, paths, ids] = await Promise.all([
    resourceTitles.length === 0
      ? []
      : db
          .selectFrom('resources')
          .select(['id', 'title_en'])
          .where('tenant_code', '=', tenantCode)
          .where('title_en', 'in', resourceTitles)
          .execute(),
    pathTitles.length === 0
      ? []
      : db
          .selectFrom('learning_paths')
          .select(['id', 'title_en'])
          .where('tenant_code', '=', tenantCode)
          .where('title_en', 'in', pathTitles)
          .execute(),
    codeIdsOf(db, tenantCode),
  ]);
  // The first object of a title: the catalogue's titles are unique in a freshly seeded library.
  const idOf = new Map<string, number>();
  for (const [kind, rows] of [
    ['RESOURCE', resources],
    ['PATH', paths],
  ] as const) {
    for (const row of [...rows].sort((left, right) => left.id - right.id)) {
      const key = `${kind}:${row.title_en ?? ''}`;
      if (!idOf.has(key)) {
        idOf.set(key, row.id);
      }
    }
  }
  const values = framework.tags.flatMap((tag) => {
    const objectId = idOf.get(`${tag.kind}:${tag.titleEn}`);
    const competencyId = ids.get(tag.competency);
    return objectId === undefined || competencyId === undefined
      ? []
      : [
          {
            tenant_code: tenantCode,
            competency_id: competencyId,
            object_kind: tag.kind,
            object_id: objectId,
            level: tag.level,
            tagged_at: now,
            tagged_by: author,
          },
        ];
  });
  if (values.length > 0) {
    await db.insertInto('competency_tags').values(values).execute();
  }
  return values.length;
}

async function hasRows(
  db: TDb,
  table: 'competency_targets' | 'competency_tags' | 'proficiency_levels',
  tenantCode: string,
): Promise<boolean> {
  const row = await db.selectFrom(table).select('tenant_code').where('tenant_code', '=', tenantCode).executeTakeFirst();
  return row !== undefined;
}

async function findSkillSetId(db: TDb): Promise<number | undefined> {
  const row = await db
    .selectFrom('assessment_sets')
    .select('id')
    .where('tenant_code', '=', DEMO_SKILL_SET.tenantCode)
    .where('title_en', '=', DEMO_SKILL_SET.title.en)
    .orderBy('id')
    .executeTakeFirst();
  return row?.id;
}

/** Acme's published SKILL set: a bank of RATING questions, assigned to the sales job role. */
async function seedSkillSet(db: TDb, author: string, now: string): Promise<void> {
  const { tenantCode } = DEMO_SKILL_SET;
  if ((await findSkillSetId(db)) !== undefined) {
    return;
  }
  const ids = await codeIdsOf(db, tenantCode);
  const names = new Map(
    (
      await db
        .selectFrom('competencies')
        .select(['code', 'name_en', 'name_fr'])
        .where('tenant_code', '=', tenantCode)
        .execute()
    ).map((row) => [row.code, row]),
  );
  const questions = DEMO_SKILL_SET.competencies.flatMap((code) => {
    const competencyId = ids.get(code);
    const name = names.get(code);
    if (competencyId === undefined || !name) {
      return [];
    }
    return [
      ZQuestionContentSchema.parse({
        kind: 'RATING',
        stem: {
          en: `How would you rate yourself in ${name.name_en.toLowerCase()}?`,
          'fr-CA': `Comment évaluez-vous votre niveau en ${name.name_fr.toLowerCase()} ?`,
        },
        competencyId,
      }),
    ];
  });
  if (questions.length === 0) {
    return;
  }
  await db.transaction().execute(async (trx) => {
    const bankId = await insertBank(
      trx,
      tenantCode,
      {
        title_en: DEMO_SKILL_SET.bankTitle.en,
        title_fr: DEMO_SKILL_SET.bankTitle.fr,
        description_en: '',
        description_fr: '',
      },
      author,
      now,
    );
    await insertQuestions(trx, tenantCode, bankId, questions, author, now, AssessmentLimits.maxQuestionsPerBank);
    const data = ZSaveSetRequestSchema.parse({
      title: { en: DEMO_SKILL_SET.title.en, 'fr-CA': DEMO_SKILL_SET.title.fr },
      description: { en: DEMO_SKILL_SET.description.en, 'fr-CA': DEMO_SKILL_SET.description.fr },
      kind: 'SKILL',
      banks: [{ bankId, drawCount: questions.length }],
      // The framework's order reads better than a shuffle when rating oneself.
      shuffleQuestions: false,
      shuffleOptions: false,
      passMarkPercent: 0,
      reviewMode: 'FULL',
      validityDays: DEMO_SKILL_SET.validityDays,
    });
    const setId = await insertSet(trx, tenantCode, data, author, now);
    await replaceSetBanks(trx, tenantCode, setId, data.banks);
    await updateSetRow(trx, tenantCode, setId, { status: 'PUBLISHED', published_at: now }, author, now);
    // Written here too: the set repository's columns may not carry validity yet.
    await trx
      .updateTable('assessment_sets')
      .set({ validity_days: DEMO_SKILL_SET.validityDays })
      .where('tenant_code', '=', tenantCode)
      .where('id', '=', setId)
      .execute();
    await replaceAssignments(
      trx,
      tenantCode,
      setId,
      [{ targetKind: 'JOB_ROLE', targetCode: DEMO_SKILL_SET.jobRoleCode, dueDays: null }],
      author,
      now,
    );
    await syncSetSearchDocuments(trx, tenantCode, setId, now);
  });
}

/** The demo ratings as learning-record statements (idempotent keys: recorded once). */
async function seedRatings(db: TDb, now: Date): Promise<number> {
  const tenantCode = DEMO_SKILL_SET.tenantCode;
  const users = new Set(
    (await db.selectFrom('users').select('user_code').where('tenant_code', '=', tenantCode).execute()).map(
      (row) => row.user_code,
    ),
  );
  const [ids, scale, setId] = await Promise.all([
    codeIdsOf(db, tenantCode),
    scaleOf(db, tenantCode),
    findSkillSetId(db),
  ]);
  const record = createLearningRecordService();
  let recorded = 0;
  // One call per date: the record stamps a batch with one time.
  const byDay = new Map<number, TStatementInput[]>();
  for (const rating of DEMO_RATINGS) {
    const competencyId = ids.get(rating.competency);
    if (competencyId === undefined || !users.has(rating.userCode)) {
      continue;
    }
    const statement: TStatementInput = {
      actorUserCode: rating.userCode,
      verb: 'rated',
      objectKind: 'COMPETENCY',
      objectId: String(competencyId),
      result: { scoreScaled: skillLevelToScaled(rating.level, scale.length), scoreRaw: rating.level },
      context: {
        source: rating.source,
        ...(rating.raterUserCode ? { raterUserCode: rating.raterUserCode } : {}),
        ...(setId !== undefined && rating.source !== 'MANAGER' ? { setId } : {}),
        ...(rating.reason ? { reason: rating.reason } : {}),
      },
      idempotencyKey: `rated:demo:${rating.userCode}:${rating.competency}:${rating.source}:${String(rating.daysAgo)}`,
    };
    byDay.set(rating.daysAgo, [...(byDay.get(rating.daysAgo) ?? []), statement]);
  }
  for (const [daysAgo, statements] of byDay) {
    recorded += await record.record(
      db,
      tenantCode,
      statements,
      new Date(now.getTime() - daysAgo * DAY_MS).toISOString(),
    );
  }
  return recorded;
}

/** Seeds the demo tenants' skills where missing (see the module comment). */
export async function seedDemoSkills(db: TDb, now: Date = new Date()): Promise<void> {
  const nowIso = now.toISOString();
  for (const tenant of DEMO_TENANTS) {
    const framework = DEMO_SKILL_FRAMEWORKS[tenant.code];
    const author = tenant.users.find((user) => user.roles.includes('Administrator'))?.userCode;
    const exists = await db
      .selectFrom('tenants')
      .select('tenant_code')
      .where('tenant_code', '=', tenant.code)
      .executeTakeFirst();
    if (!framework || !author || !exists || !tenant.modules.includes('ASSESSMENT')) {
      continue;
    }
    await db.transaction().execute(async (trx) => {
      // Targets mark a seeded framework: an admin's later edits are never overwritten.
      if (!(await hasRows(trx, 'competency_targets', tenant.code))) {
        await seedFramework(trx, tenant.code, framework);
        if (!(await hasRows(trx, 'proficiency_levels', tenant.code))) {
          await seedScale(trx, tenant.code, framework);
        }
        await seedTargets(trx, tenant.code, framework);
      }
      if (!(await hasRows(trx, 'competency_tags', tenant.code))) {
        await seedTags(trx, tenant.code, framework, author, nowIso);
      }
    });
    if (tenant.code === DEMO_SKILL_SET.tenantCode) {
      await seedSkillSet(db, author, nowIso);
      await seedRatings(db, now);
    }
  }
}
