import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/*
 * The few reads the skill profile needs that no module's service answers yet: job role names and
 * the score band (ref_quotients) of a user's latest completed self skill assessment. Read-only,
 * every query scoped by the tenant. (Candidates to move behind the tenant-reference and attempts
 * services when those grow such functions.)
 */

/** The names of these job roles of the tenant, by code. */
export async function findJobRoleNames(
  db: Kysely<Database>,
  tenantCode: string,
  codes: readonly string[],
): Promise<Map<string, { en: string; 'fr-CA': string }>> {
  if (codes.length === 0) {
    return new Map();
  }
  const rows = await db
    .selectFrom('job_roles')
    .select(['code', 'name_en', 'name_fr'])
    .where('tenant_code', '=', tenantCode)
    .where('code', 'in', [...new Set(codes)])
    .execute();
  return new Map(rows.map((row) => [row.code, { en: row.name_en, 'fr-CA': row.name_fr }]));
}

/** The score of the user's latest completed self attempt of a SKILL set, or null. */
export async function findLatestSkillScore(
  db: Kysely<Database>,
  tenantCode: string,
  userCode: string,
): Promise<number | null> {
  const row = await db
    .selectFrom('assessment_attempts as a')
    .innerJoin('assessment_sets as s', (join) =>
      join.onRef('s.id', '=', 'a.set_id').onRef('s.tenant_code', '=', 'a.tenant_code'),
    )
    .select('a.score_percent')
    .where('a.tenant_code', '=', tenantCode)
    .where('a.user_code', '=', userCode)
    .where('a.subject_user_code', '=', userCode)
    .where('a.status', '=', 'COMPLETED')
    .where('s.kind', '=', 'SKILL')
    .where('a.score_percent', 'is not', null)
    .orderBy('a.completed_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.score_percent === undefined || row.score_percent === null ? null : Number(row.score_percent);
}

/** The tenant's score band holding a score (the lowest band first when bands overlap), or undefined. */
export async function findQuotientOfScore(db: Kysely<Database>, tenantCode: string, score: number) {
  return db
    .selectFrom('ref_quotients')
    .select(['code', 'name_en', 'name_fr'])
    .where('tenant_code', '=', tenantCode)
    .where('min_score', '<=', score)
    .where('max_score', '>=', score)
    .orderBy('min_score')
    .orderBy('code')
    .limit(1)
    .executeTakeFirst();
}
