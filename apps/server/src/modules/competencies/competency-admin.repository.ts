import type { TTagObjectKind } from '@portal/contracts';
import type { Kysely, Selectable } from 'kysely';
import type { CompetenciesTable, Database } from '../../db/schema.ts';

/*
 * Kysely for the framework's writes and the admin's reads (issue 17). Every function takes the
 * tenant code and pairs every id with it. Reads other modules share are in
 * competency-framework.service.ts.
 */

type TDb = Kysely<Database>;
export type TCompetencyRow = Selectable<CompetenciesTable>;

export type TCompetencyValues = {
  code: string;
  name_en: string;
  name_fr: string;
  description_en: string;
  description_fr: string;
  alt_labels_en: string;
  alt_labels_fr: string;
  parent_id: number | null;
  position: number;
};

/** The whole framework with every column, by position then id. */
export async function findCompetencyRows(db: TDb, tenantCode: string): Promise<TCompetencyRow[]> {
  return db
    .selectFrom('competencies')
    .selectAll()
    .where('tenant_code', '=', tenantCode)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export async function findCompetencyRow(db: TDb, tenantCode: string, id: number): Promise<TCompetencyRow | undefined> {
  return db
    .selectFrom('competencies')
    .selectAll()
    .where('tenant_code', '=', tenantCode)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The competency holding a code (codes are unique per tenant). */
export async function findCompetencyIdByCode(db: TDb, tenantCode: string, code: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('competencies')
    .select('id')
    .where('tenant_code', '=', tenantCode)
    .where('code', '=', code)
    .executeTakeFirst();
  return row?.id;
}

export async function countChildren(db: TDb, tenantCode: string, id: number): Promise<number> {
  const row = await db
    .selectFrom('competencies')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('tenant_code', '=', tenantCode)
    .where('parent_id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertCompetency(db: TDb, tenantCode: string, values: TCompetencyValues): Promise<number> {
  const row = await db
    .insertInto('competencies')
    .values({ tenant_code: tenantCode, ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateCompetency(
  db: TDb,
  tenantCode: string,
  id: number,
  values: Partial<TCompetencyValues>,
): Promise<void> {
  await db.updateTable('competencies').set(values).where('tenant_code', '=', tenantCode).where('id', '=', id).execute();
}

/** Deletes a competency; its targets and tags go with it (foreign keys cascade). */
export async function deleteCompetency(db: TDb, tenantCode: string, id: number): Promise<void> {
  await db.deleteFrom('competencies').where('tenant_code', '=', tenantCode).where('id', '=', id).execute();
}

// ---------------------------------------------------------------------------------------------
// The scale

export type TScaleRowValues = { name_en: string; name_fr: string; description_en: string; description_fr: string };

/** Replaces the tenant's scale by these levels (1..n in order). */
export async function replaceScale(db: TDb, tenantCode: string, levels: readonly TScaleRowValues[]): Promise<void> {
  await db.deleteFrom('proficiency_levels').where('tenant_code', '=', tenantCode).execute();
  await db
    .insertInto('proficiency_levels')
    .values(levels.map((level, index) => ({ tenant_code: tenantCode, level: index + 1, ...level })))
    .execute();
}

/** Targets and tags above the top level of a shorter scale come down to it. */
export async function clampLevels(db: TDb, tenantCode: string, topLevel: number): Promise<void> {
  await db
    .updateTable('competency_targets')
    .set({ target_level: topLevel })
    .where('tenant_code', '=', tenantCode)
    .where('target_level', '>', topLevel)
    .execute();
  await db
    .updateTable('competency_tags')
    .set({ level: topLevel })
    .where('tenant_code', '=', tenantCode)
    .where('level', '>', topLevel)
    .execute();
}

// ---------------------------------------------------------------------------------------------
// Targets and tags

export async function replaceTargets(
  db: TDb,
  tenantCode: string,
  jobRoleCode: string,
  targets: readonly { competencyId: number; targetLevel: number }[],
): Promise<void> {
  await db
    .deleteFrom('competency_targets')
    .where('tenant_code', '=', tenantCode)
    .where('job_role_code', '=', jobRoleCode)
    .execute();
  if (targets.length === 0) {
    return;
  }
  await db
    .insertInto('competency_targets')
    .values(
      targets.map((target) => ({
        tenant_code: tenantCode,
        job_role_code: jobRoleCode,
        competency_id: target.competencyId,
        target_level: target.targetLevel,
      })),
    )
    .execute();
}

export async function replaceTags(
  db: TDb,
  tenantCode: string,
  competencyId: number,
  tags: readonly { objectKind: TTagObjectKind; objectId: number; level: number }[],
  taggedBy: string,
  now: string,
): Promise<void> {
  await db
    .deleteFrom('competency_tags')
    .where('tenant_code', '=', tenantCode)
    .where('competency_id', '=', competencyId)
    .execute();
  if (tags.length === 0) {
    return;
  }
  await db
    .insertInto('competency_tags')
    .values(
      tags.map((tag) => ({
        tenant_code: tenantCode,
        competency_id: competencyId,
        object_kind: tag.objectKind,
        object_id: tag.objectId,
        level: tag.level,
        tagged_at: now,
        tagged_by: taggedBy,
      })),
    )
    .execute();
}
