import type { TLocaleCode } from '@portal/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { ACTIVE_USER } from '../../users/users.repository.ts';
import { localized } from '../../learning-paths/reports/path-reports.repository.ts';
import type { TSetRow } from '../assessments.repository.ts';

/*
 * Read models of the assessment reports (issue 18): completed attempts of assessment sets (SKILL
 * sets rate competencies and never pass or fail: the skill-gap report covers them), counted for
 * the person the attempt is about. Kysely only; every function takes the tenant code.
 */

export type TAssessmentReportFilter = {
  setIds?: readonly number[] | undefined;
  locationCodes?: readonly string[] | undefined;
  jobRoles?: readonly string[] | undefined;
  /** ISO-8601 bounds of the attempts' completion, inclusive. */
  from?: string | undefined;
  to?: string | undefined;
};

/** The completed attempts of the filter's people and dates. */
function completedAttempts(db: Kysely<Database>, tenantCode: string, filter: TAssessmentReportFilter) {
  let query = db
    .selectFrom('assessment_attempts as a')
    .innerJoin('users as u', (join) =>
      join.onRef('u.tenant_code', '=', 'a.tenant_code').onRef('u.user_code', '=', 'a.subject_user_code'),
    )
    .leftJoin('locations as loc', (join) =>
      join.onRef('loc.tenant_code', '=', 'u.tenant_code').onRef('loc.id', '=', 'u.location_id'),
    )
    .where('a.tenant_code', '=', tenantCode)
    .where('a.status', '=', 'COMPLETED')
    .where('u.status', '=', ACTIVE_USER);
  if (filter.from !== undefined) {
    query = query.where('a.completed_at', '>=', filter.from);
  }
  if (filter.to !== undefined) {
    query = query.where('a.completed_at', '<=', filter.to);
  }
  if (filter.locationCodes) {
    query = query.where('loc.code', 'in', [...filter.locationCodes]);
  }
  if (filter.jobRoles) {
    query = query.where('u.job_role_code', 'in', [...filter.jobRoles]);
  }
  return query.select(['a.id', 'a.set_id', 'a.subject_user_code', 'a.score_percent', 'a.passed']);
}

/** The sets the reports list: published or unpublished assessment sets (drafts have no attempts). */
function reportedSets(db: Kysely<Database>, tenantCode: string, setIds: readonly number[] | undefined) {
  let query = db
    .selectFrom('assessment_sets as s')
    .where('s.tenant_code', '=', tenantCode)
    .where('s.kind', '=', 'ASSESSMENT')
    .where('s.status', '<>', 'DRAFT');
  if (setIds) {
    query = query.where('s.id', 'in', [...setIds]);
  }
  return query;
}

/** ASSESSMENT_SCORES: one row per set: attempts, people, average score % and pass rate % of its completed attempts. */
export function assessmentScoreRows(
  db: Kysely<Database>,
  tenantCode: string,
  filter: TAssessmentReportFilter,
  locale: TLocaleCode,
) {
  const attempts = sql<number>`count(${sql.ref('a.id')})`;
  const passed = sql<number>`coalesce(sum(case when ${sql.ref('a.passed')} = ${true} then 1 else 0 end), 0)`;
  return reportedSets(db, tenantCode, filter.setIds)
    .leftJoin(completedAttempts(db, tenantCode, filter).as('a'), 'a.set_id', 's.id')
    .groupBy(['s.id', 's.title_en', 's.title_fr'])
    .select([
      's.id as row_id',
      localized('s', 'title', locale).as('setTitle'),
      attempts.as('attemptCount'),
      sql<number>`count(distinct ${sql.ref('a.subject_user_code')})`.as('peopleCount'),
      sql<number | null>`round(cast(avg(${sql.ref('a.score_percent')}) as numeric), 1)`.as('averageScorePercent'),
      sql<
        number | null
      >`case when ${attempts} = 0 then null else round(cast(100.0 * ${passed} / ${attempts} as numeric), 1) end`.as(
        'passRatePercent',
      ),
    ]);
}

/** The sets of ASSESSMENT_QUESTIONS: the chosen ones (all the tenant's when none), by id. */
export async function findReportedSets(
  db: Kysely<Database>,
  tenantCode: string,
  setIds: readonly number[] | undefined,
): Promise<TSetRow[]> {
  return reportedSets(db, tenantCode, setIds).selectAll('s').orderBy('s.id').execute();
}
