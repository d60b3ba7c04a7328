import { parseScoreRange, type TCertificationStatus } from '@portal/contracts';
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ACTIVE_USER } from '../users/users.repository.ts';
import { caseInsensitive, containsIgnoringCase, pageWithTotal } from '../../lib/listing.ts';

/*
 * Core-path certification of many people in one query (contracts certification.ts). A read model:
 * it joins the people (users, locations) with their core paths and the learning record, because
 * filtering and paging by certification can only be exact in the database; nothing here writes.
 */

/** A candidate's columns, for conditions other modules write (their own data about the person). */
export type TCandidateColumns = {
  userCode: Expression<string>;
  jobRoleCode: Expression<string | null>;
  locationId: Expression<number | null>;
  managerUserCode: Expression<string | null>;
};

export type TCertificationQuery = {
  tenantCode: string;
  /** Only these people's direct reports; null: the tenant's people. */
  managerUserCode: string | null;
  term: string;
  /** Only people whose location is of this type; null: any. */
  locationType: string | null;
  locationCodes: readonly string[];
  jobRoles: readonly string[];
  statuses: readonly TCertificationStatus[];
  scores: readonly string[];
  /** More conditions every candidate must meet (e.g. an assessment still to do). */
  conditions: readonly ((person: TCandidateColumns) => Expression<SqlBool>)[];
  limit: number;
  offset: number;
};

export type TCertificationRow = {
  user_code: string;
  first_name: string;
  last_name: string;
  job_title: string | null;
  location_name_en: string | null;
  location_name_fr: string | null;
  path_id: number | null;
  path_title_en: string | null;
  path_title_fr: string | null;
  required_count: number;
  completed_count: number;
  score: number | null;
  status: TCertificationStatus;
};

/** The people the query may see, with their filters applied: the candidates. */
function candidates(db: Kysely<Database>, query: TCertificationQuery) {
  let people = db
    .selectFrom('users as u')
    .leftJoin('locations as l', (join) =>
      join.onRef('l.tenant_code', '=', 'u.tenant_code').onRef('l.id', '=', 'u.location_id'),
    )
    .where('u.tenant_code', '=', query.tenantCode)
    .where('u.status', '=', ACTIVE_USER);
  if (query.managerUserCode !== null) {
    people = people.where('u.manager_user_code', '=', query.managerUserCode);
  }
  if (query.term !== '') {
    people = people.where(
      containsIgnoringCase([sql.ref('u.first_name'), sql.ref('u.last_name'), sql.ref('u.email')], query.term),
    );
  }
  if (query.locationType !== null) {
    people = people.where('l.location_type_code', '=', query.locationType);
  }
  if (query.locationCodes.length > 0) {
    people = people.where('l.code', 'in', [...query.locationCodes]);
  }
  if (query.jobRoles.length > 0) {
    people = people.where('u.job_role_code', 'in', [...query.jobRoles]);
  }
  const person: TCandidateColumns = {
    userCode: sql.ref<string>('u.user_code'),
    jobRoleCode: sql.ref<string | null>('u.job_role_code'),
    locationId: sql.ref<number | null>('u.location_id'),
    managerUserCode: sql.ref<string | null>('u.manager_user_code'),
  };
  for (const condition of query.conditions) {
    people = people.where(condition(person));
  }
  return people;
}

/**
 * Each candidate's core path and how many of its current version's required items the record
 * holds as completed (one completion per item, however many statements name it).
 */
function certifications(db: Kysely<Database>, query: TCertificationQuery) {
  return db
    .selectFrom('user_learning_paths as ulp')
    .innerJoin('learning_paths as p', (join) =>
      join.onRef('p.tenant_code', '=', 'ulp.tenant_code').onRef('p.id', '=', 'ulp.path_id'),
    )
    .leftJoin('learning_path_items as i', (join) =>
      join
        .onRef('i.tenant_code', '=', 'p.tenant_code')
        .onRef('i.path_id', '=', 'p.id')
        .onRef('i.version', '=', 'p.version')
        .on('i.is_required', '=', true),
    )
    .leftJoin('learning_statements as s', (join) =>
      join
        .onRef('s.tenant_code', '=', 'i.tenant_code')
        .onRef('s.actor_user_code', '=', 'ulp.user_code')
        .onRef('s.object_kind', '=', 'i.object_kind')
        .on('s.object_id', '=', sql<string>`cast(${sql.ref('i.object_id')} as varchar(64))`)
        .on('s.verb', '=', 'completed'),
    )
    .where('ulp.tenant_code', '=', query.tenantCode)
    .where('ulp.user_code', 'in', candidates(db, query).select('u.user_code'))
    .groupBy(['ulp.user_code', 'p.id', 'p.title_en', 'p.title_fr'])
    .select((eb) => [
      'ulp.user_code',
      'p.id as path_id',
      'p.title_en as path_title_en',
      'p.title_fr as path_title_fr',
      eb.fn.count<number>('i.id').distinct().as('required_count'),
      sql<number>`count(distinct case when ${sql.ref('s.id')} is not null then ${sql.ref('i.id')} end)`.as(
        'completed_count',
      ),
    ]);
}

/** The candidates with their certification, status and score as columns (to filter and page on). */
function certifiedPeople(db: Kysely<Database>, query: TCertificationQuery) {
  const required = sql<number>`coalesce(${sql.ref('c.required_count')}, 0)`;
  const completed = sql<number>`coalesce(${sql.ref('c.completed_count')}, 0)`;
  return candidates(db, query)
    .leftJoin(certifications(db, query).as('c'), 'c.user_code', 'u.user_code')
    .select([
      'u.user_code',
      'u.first_name',
      'u.last_name',
      'u.job_title',
      'l.name_en as location_name_en',
      'l.name_fr as location_name_fr',
      'c.path_id',
      'c.path_title_en',
      'c.path_title_fr',
      required.as('required_count'),
      completed.as('completed_count'),
      // Integer division on both dialects: rounded down, so 100 means every required item.
      sql<number | null>`case when ${required} = 0 then null else (100 * ${completed}) / ${required} end`.as('score'),
      sql<TCertificationStatus>`case
        when ${sql.ref('c.path_id')} is null then 'noCorePath'
        when ${required} = 0 then 'noP2PRequirements'
        when ${completed} >= ${required} then 'certified'
        else 'notCertified' end`.as('status'),
    ]);
}

/** One page of the people matching the query, by last then first name, and how many match. */
export async function findCertifications(
  db: Kysely<Database>,
  query: TCertificationQuery,
): Promise<{ rows: TCertificationRow[]; total: number }> {
  const matching = db.selectFrom(certifiedPeople(db, query).as('x')).where((eb) => {
    const conditions = [];
    if (query.statuses.length > 0) {
      conditions.push(eb('x.status', 'in', [...query.statuses]));
    }
    const ranges = query.scores.flatMap((value) => parseScoreRange(value) ?? []);
    if (ranges.length > 0) {
      conditions.push(
        eb.or(ranges.map(({ low, high }) => eb.and([eb('x.score', '>=', low), eb('x.score', '<=', high)]))),
      );
    }
    return conditions.length > 0 ? eb.and(conditions) : sql<SqlBool>`1 = 1`;
  });
  const { rows, total } = await pageWithTotal(matching, query, (filtered) =>
    filtered
      .selectAll('x')
      .orderBy(caseInsensitive(sql.ref('x.last_name')))
      .orderBy(caseInsensitive(sql.ref('x.first_name')))
      .orderBy('x.user_code'),
  );
  return {
    rows: rows.map((row) => ({
      ...row,
      required_count: Number(row.required_count),
      completed_count: Number(row.completed_count),
      score: row.score === null ? null : Number(row.score),
    })),
    total,
  };
}
