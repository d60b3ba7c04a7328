import { DEFAULT_PROFICIENCY_SCALE, type TScaleLevel, type TTagObjectKind } from '@portal/contracts';
import type { Kysely } from 'kysely';
import { toBool, type Database } from '../../db/schema.ts';
import { findTenantMetadata } from '../tenant-reference/tenant-reference.repository.ts';

/*
 * What other modules read of a tenant's competency framework (issue 17): its flags, scale,
 * competencies, targets per job role and tags. The skills and assessment modules call these
 * instead of querying the framework's tables. Every function takes `db` (it may be a transaction)
 * and the tenant.
 */

export type TCompetencyFlags = { competenciesEnabled: boolean; competencyUserViewEnabled: boolean };

export type TFrameworkCompetency = {
  id: number;
  code: string;
  name: { en: string; 'fr-CA': string };
  parentId: number | null;
  position: number;
};

export type TCompetencyTagRow = {
  competencyId: number;
  objectKind: TTagObjectKind;
  objectId: number;
  level: number;
};

/** The tenant's competency flags (both off for a tenant without metadata). */
export async function competencyFlagsOf(db: Kysely<Database>, tenantCode: string): Promise<TCompetencyFlags> {
  const row = await findTenantMetadata(db, tenantCode);
  return {
    competenciesEnabled: row ? toBool(row.competencies_enabled) : false,
    competencyUserViewEnabled: row ? toBool(row.competency_user_view_enabled) : false,
  };
}

/** The tenant's proficiency scale, lowest level first; DEFAULT_PROFICIENCY_SCALE when it has none. */
export async function scaleOf(db: Kysely<Database>, tenantCode: string): Promise<TScaleLevel[]> {
  const rows = await db
    .selectFrom('proficiency_levels')
    .select(['level', 'name_en', 'name_fr', 'description_en', 'description_fr'])
    .where('tenant_code', '=', tenantCode)
    .orderBy('level')
    .execute();
  if (rows.length === 0) {
    return DEFAULT_PROFICIENCY_SCALE.map((entry, index) => ({
      level: index + 1,
      name: { ...entry.name },
      description: { ...entry.description },
    }));
  }
  return rows.map((row) => ({
    level: row.level,
    name: { en: row.name_en, 'fr-CA': row.name_fr },
    description: { en: row.description_en, 'fr-CA': row.description_fr },
  }));
}

/** The framework: parents before their children, each by position then id. */
export async function competenciesOf(db: Kysely<Database>, tenantCode: string): Promise<TFrameworkCompetency[]> {
  const rows = await db
    .selectFrom('competencies')
    .select(['id', 'code', 'name_en', 'name_fr', 'parent_id', 'position'])
    .where('tenant_code', '=', tenantCode)
    .orderBy('position')
    .orderBy('id')
    .execute();
  const all = rows.map((row) => ({
    id: row.id,
    code: row.code,
    name: { en: row.name_en, 'fr-CA': row.name_fr },
    parentId: row.parent_id,
    position: row.position,
  }));
  const parents = all.filter((competency) => competency.parentId === null);
  const ordered: TFrameworkCompetency[] = [];
  for (const parent of parents) {
    ordered.push(parent, ...all.filter((competency) => competency.parentId === parent.id));
  }
  return ordered;
}

/** The ids among `ids` that are competencies of the tenant. */
export async function existingCompetencyIds(
  db: Kysely<Database>,
  tenantCode: string,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) {
    return new Set();
  }
  const rows = await db
    .selectFrom('competencies')
    .select('id')
    .where('tenant_code', '=', tenantCode)
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** A job role's target level per competency id. */
export async function targetsOf(
  db: Kysely<Database>,
  tenantCode: string,
  jobRoleCode: string,
): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('competency_targets')
    .select(['competency_id', 'target_level'])
    .where('tenant_code', '=', tenantCode)
    .where('job_role_code', '=', jobRoleCode)
    .execute();
  return new Map(rows.map((row) => [row.competency_id, row.target_level]));
}

/** The tags of these competencies (all of the tenant's when `competencyIds` is null). */
export async function tagsOf(
  db: Kysely<Database>,
  tenantCode: string,
  competencyIds: readonly number[] | null,
): Promise<TCompetencyTagRow[]> {
  if (competencyIds !== null && competencyIds.length === 0) {
    return [];
  }
  let query = db
    .selectFrom('competency_tags')
    .select(['competency_id', 'object_kind', 'object_id', 'level'])
    .where('tenant_code', '=', tenantCode);
  if (competencyIds !== null) {
    query = query.where('competency_id', 'in', [...new Set(competencyIds)]);
  }
  const rows = await query.execute();
  return rows.map((row) => ({
    competencyId: row.competency_id,
    objectKind: row.object_kind as TTagObjectKind,
    objectId: row.object_id,
    level: row.level,
  }));
}
