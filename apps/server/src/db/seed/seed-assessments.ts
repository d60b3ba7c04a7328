import { AssessmentLimits, ZQuestionContentSchema, ZSaveSetRequestSchema } from '@portal/contracts';
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
import type { Database } from '../schema.ts';
import { DEMO_SETS, SAFETY_BANK, SERVICE_BANK, type TDemoBank } from './assessment-catalogue.ts';
import { DEMO_TENANTS, type TDemoTenant } from './demo-tenants.ts';

/*
 * Demo Test and Trivia content (issue 16): for each demo tenant with ASSESSMENT, two banks (32
 * questions of the five kinds, en and fr-CA, with feedback) and three published sets assigned to
 * everyone (one untimed with 3 attempts and a 70 % pass mark, one in the core paths, one timed at 10
 * minutes). A tenant that already has a bank is left alone, so start-up can call it every time. The
 * core-path set is then added to each core path that lacks it, as an elective of the first level
 * (available at once, and the path's required progress unchanged).
 */

async function seedTenantContent(db: Kysely<Database>, tenant: TDemoTenant, now: string): Promise<void> {
  const tenantCode = tenant.code;
  const existing = await db
    .selectFrom('question_banks')
    .select('id')
    .where('tenant_code', '=', tenantCode)
    .executeTakeFirst();
  const author = tenant.users.find((user) => user.roles.includes('Administrator'))?.userCode;
  if (existing || !author) {
    return;
  }
  await db.transaction().execute(async (trx) => {
    const bankIds = new Map<TDemoBank['key'], number>();
    for (const bank of [SAFETY_BANK, SERVICE_BANK]) {
      const bankId = await insertBank(
        trx,
        tenantCode,
        {
          title_en: bank.title[0],
          title_fr: bank.title[1],
          description_en: bank.description[0],
          description_fr: bank.description[1],
        },
        author,
        now,
      );
      const contents = bank.questions.map((question) => ZQuestionContentSchema.parse(question));
      await insertQuestions(trx, tenantCode, bankId, contents, author, now, AssessmentLimits.maxQuestionsPerBank);
      bankIds.set(bank.key, bankId);
    }
    for (const set of DEMO_SETS) {
      const data = ZSaveSetRequestSchema.parse({
        title: { en: set.title[0], 'fr-CA': set.title[1] },
        description: { en: set.description[0], 'fr-CA': set.description[1] },
        banks: set.banks.map((entry) => ({ bankId: bankIds.get(entry.bank) ?? 0, drawCount: entry.drawCount })),
        timeLimitMinutes: set.timeLimitMinutes,
        attemptsAllowed: set.attemptsAllowed,
        passMarkPercent: set.passMarkPercent,
        reviewMode: 'FULL',
      });
      const setId = await insertSet(trx, tenantCode, data, author, now);
      await replaceSetBanks(trx, tenantCode, setId, data.banks);
      await updateSetRow(trx, tenantCode, setId, { status: 'PUBLISHED', published_at: now }, author, now);
      await replaceAssignments(
        trx,
        tenantCode,
        setId,
        [{ targetKind: 'ALL', targetCode: '', dueDays: set.dueDays }],
        author,
        now,
      );
      await syncSetSearchDocuments(trx, tenantCode, setId, now);
    }
  });
}

/** Adds the core-path set to each published core path of the tenant whose current version lacks it. */
async function linkCorePathSet(db: Kysely<Database>, tenantCode: string): Promise<void> {
  const coreSet = DEMO_SETS.find((set) => set.isCorePathItem);
  if (!coreSet) {
    return;
  }
  const set = await db
    .selectFrom('assessment_sets')
    .select('id')
    .where('tenant_code', '=', tenantCode)
    .where('title_en', '=', coreSet.title[0])
    .where('status', '=', 'PUBLISHED')
    .orderBy('id')
    .executeTakeFirst();
  if (!set) {
    return;
  }
  const paths = await db
    .selectFrom('learning_paths')
    .select(['id', 'version'])
    .where('tenant_code', '=', tenantCode)
    .where('is_core', '=', true)
    .where('status', '=', 'PUBLISHED')
    .execute();
  for (const path of paths) {
    await db.transaction().execute(async (trx) => {
      const linked = await trx
        .selectFrom('learning_path_items')
        .select('id')
        .where('tenant_code', '=', tenantCode)
        .where('path_id', '=', path.id)
        .where('version', '=', path.version)
        .where('object_kind', '=', 'ASSESSMENTSET')
        .where('object_id', '=', set.id)
        .executeTakeFirst();
      const firstLevel = await trx
        .selectFrom('learning_path_levels')
        .select('id')
        .where('tenant_code', '=', tenantCode)
        .where('path_id', '=', path.id)
        .where('version', '=', path.version)
        .orderBy('position')
        .executeTakeFirst();
      const lastModule = firstLevel
        ? await trx
            .selectFrom('learning_path_modules')
            .select('id')
            .where('tenant_code', '=', tenantCode)
            .where('level_id', '=', firstLevel.id)
            .orderBy('position', 'desc')
            .executeTakeFirst()
        : undefined;
      if (linked || !firstLevel || !lastModule) {
        return;
      }
      const last = await trx
        .selectFrom('learning_path_items')
        .select((eb) => eb.fn.max<number>('position').as('position'))
        .where('tenant_code', '=', tenantCode)
        .where('module_id', '=', lastModule.id)
        .executeTakeFirst();
      await trx
        .insertInto('learning_path_items')
        .values({
          tenant_code: tenantCode,
          path_id: path.id,
          version: path.version,
          level_id: firstLevel.id,
          module_id: lastModule.id,
          position: Number(last?.position ?? 0) + 1,
          object_kind: 'ASSESSMENTSET',
          object_id: set.id,
          is_required: false,
          due_days: null,
        })
        .execute();
    });
  }
}

/**
 * Seeds the demo tenants' assessment content where a tenant has none, then puts the core-path set
 * into their core paths. Call it after the learning paths seed and before the demo attempts.
 */
export async function seedDemoAssessments(db: Kysely<Database>, now: Date = new Date()): Promise<void> {
  for (const tenant of DEMO_TENANTS) {
    if (!tenant.modules.includes('ASSESSMENT')) {
      continue;
    }
    const exists = await db
      .selectFrom('tenants')
      .select('tenant_code')
      .where('tenant_code', '=', tenant.code)
      .executeTakeFirst();
    if (!exists) {
      continue;
    }
    await seedTenantContent(db, tenant, now.toISOString());
    await linkCorePathSet(db, tenant.code);
  }
}
