import type { TLocaleCode } from '@portal/contracts';
import { PostgresAdapter, sql, type Expression, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { ACTIVE_USER } from '../../users/users.repository.ts';

/*
 * Read models of the learning-path reports (issue 18). A person's path is their core path
 * (`user_learning_paths`: the path whose progress, due date and certification the portal keeps);
 * their progress on it is what the learning record holds on the items of its current version, as
 * the learner's view computes it (learning-paths.progress.ts): an item is done when completed,
 * started when viewed or completed; a level (a path) is complete when its required items are all
 * done, or every item when none is required. Kysely only; every function takes the tenant code.
 */

export type TPathReportFilter = {
  pathIds?: readonly number[] | undefined;
  /** 1-based level numbers (positions are 0-based). */
  levels?: readonly number[] | undefined;
  locationCodes?: readonly string[] | undefined;
  jobRoles?: readonly string[] | undefined;
};

const isPostgres = (db: Kysely<Database>) => db.getExecutor().adapter instanceof PostgresAdapter;

/** A bilingual column pair's value in the locale. */
export function localized(alias: string, column: string, locale: TLocaleCode): RawBuilder<string> {
  const [first, second] = locale === 'en' ? ['en', 'fr'] : ['fr', 'en'];
  return sql<string>`coalesce(nullif(${sql.ref(`${alias}.${column}_${first}`)}, ''), ${sql.ref(`${alias}.${column}_${second}`)})`;
}

/**
 * Each person's counts on each level of their path's current version: items, required items, and
 * how many of each the record holds as done, and how many they started.
 */
function personLevelProgress(db: Kysely<Database>, tenantCode: string, filter: TPathReportFilter) {
  let query = db
    .selectFrom('user_learning_paths as ulp')
    .innerJoin('users as u', (join) =>
      join.onRef('u.tenant_code', '=', 'ulp.tenant_code').onRef('u.user_code', '=', 'ulp.user_code'),
    )
    .leftJoin('locations as loc', (join) =>
      join.onRef('loc.tenant_code', '=', 'u.tenant_code').onRef('loc.id', '=', 'u.location_id'),
    )
    .innerJoin('learning_paths as p', (join) =>
      join.onRef('p.tenant_code', '=', 'ulp.tenant_code').onRef('p.id', '=', 'ulp.path_id'),
    )
    .innerJoin('learning_path_levels as lv', (join) =>
      join
        .onRef('lv.tenant_code', '=', 'p.tenant_code')
        .onRef('lv.path_id', '=', 'p.id')
        .onRef('lv.version', '=', 'p.version'),
    )
    .leftJoin('learning_path_items as i', (join) =>
      join.onRef('i.tenant_code', '=', 'lv.tenant_code').onRef('i.level_id', '=', 'lv.id'),
    )
    .leftJoin('learning_statements as s', (join) =>
      join
        .onRef('s.tenant_code', '=', 'i.tenant_code')
        .onRef('s.actor_user_code', '=', 'ulp.user_code')
        .onRef('s.object_kind', '=', 'i.object_kind')
        .on('s.object_id', '=', sql<string>`cast(${sql.ref('i.object_id')} as varchar(64))`)
        .on('s.verb', 'in', ['completed', 'viewed']),
    )
    .where('ulp.tenant_code', '=', tenantCode)
    .where('u.status', '=', ACTIVE_USER);
  if (filter.pathIds) {
    query = query.where('p.id', 'in', [...filter.pathIds, -1]);
  }
  if (filter.levels) {
    query = query.where('lv.position', 'in', [...filter.levels.map((level) => level - 1), -1]);
  }
  if (filter.locationCodes) {
    query = query.where('loc.code', 'in', [...filter.locationCodes, '']);
  }
  if (filter.jobRoles) {
    query = query.where('u.job_role_code', 'in', [...filter.jobRoles, '']);
  }
  const item = sql.ref('i.id');
  const required = sql`${sql.ref('i.is_required')} = ${true}`;
  const done = sql`${sql.ref('s.verb')} = 'completed'`;
  return query
    .groupBy(['ulp.user_code', 'u.id', 'p.id', 'lv.id'])
    .select([
      'ulp.user_code',
      'u.id as user_id',
      'p.id as path_id',
      'lv.id as level_id',
      sql<number>`count(distinct ${item})`.as('item_count'),
      sql<number>`count(distinct case when ${done} then ${item} end)`.as('items_done'),
      sql<number>`count(distinct case when ${required} then ${item} end)`.as('required_count'),
      sql<number>`count(distinct case when ${required} and ${done} then ${item} end)`.as('required_done'),
      sql<number>`count(distinct case when ${sql.ref('s.id')} is not null then ${item} end)`.as('started_count'),
    ]);
}

/** Whether counts (of a level or a whole path) make it complete: 1 or 0. */
function completeFlag(counts: {
  items: Expression<unknown>;
  itemsDone: Expression<unknown>;
  required: Expression<unknown>;
  requiredDone: Expression<unknown>;
}): RawBuilder<number> {
  const { items, itemsDone, required, requiredDone } = counts;
  return sql<number>`case when (${required} > 0 and ${requiredDone} >= ${required}) or (${required} = 0 and ${itemsDone} >= ${items}) then 1 else 0 end`;
}

/** Percent rounded to one decimal, null without a whole. */
function percentOf(part: Expression<unknown>, whole: Expression<unknown>): RawBuilder<number | null> {
  return sql<
    number | null
  >`case when ${whole} = 0 then null else round(cast(100.0 * ${part} / ${whole} as numeric), 1) end`;
}

/** Each person's path totals (their levels summed). */
function personPathProgress(db: Kysely<Database>, tenantCode: string, filter: TPathReportFilter) {
  return db
    .selectFrom(personLevelProgress(db, tenantCode, filter).as('pl'))
    .groupBy(['pl.user_code', 'pl.user_id', 'pl.path_id'])
    .select([
      'pl.user_code',
      'pl.user_id',
      'pl.path_id',
      sql<number>`sum(${sql.ref('pl.item_count')})`.as('item_count'),
      sql<number>`sum(${sql.ref('pl.items_done')})`.as('items_done'),
      sql<number>`sum(${sql.ref('pl.required_count')})`.as('required_count'),
      sql<number>`sum(${sql.ref('pl.required_done')})`.as('required_done'),
      sql<number>`sum(${sql.ref('pl.started_count')})`.as('started_count'),
    ]);
}

function completeOfAlias(alias: string): RawBuilder<number> {
  return completeFlag({
    items: sql.ref(`${alias}.item_count`),
    itemsDone: sql.ref(`${alias}.items_done`),
    required: sql.ref(`${alias}.required_count`),
    requiredDone: sql.ref(`${alias}.required_done`),
  });
}

/** The paths a report lists: every path but drafts nobody has as theirs. */
function reportedPaths(db: Kysely<Database>, tenantCode: string, filter: TPathReportFilter) {
  let query = db
    .selectFrom('learning_paths as p')
    .where('p.tenant_code', '=', tenantCode)
    .where((eb) =>
      eb.or([
        eb('p.status', '<>', 'DRAFT'),
        eb.exists(
          eb
            .selectFrom('user_learning_paths as owner')
            .select('owner.path_id')
            .whereRef('owner.tenant_code', '=', 'p.tenant_code')
            .whereRef('owner.path_id', '=', 'p.id'),
        ),
      ]),
    );
  if (filter.pathIds) {
    query = query.where('p.id', 'in', [...filter.pathIds, -1]);
  }
  return query;
}

/**
 * PATH_COMPLETION: one row per path x level of its current version, with the people whose path it
 * is (among the filter's locations and job roles): completed, in progress, not started, and %.
 */
export function pathCompletionRows(
  db: Kysely<Database>,
  tenantCode: string,
  filter: TPathReportFilter,
  locale: TLocaleCode,
) {
  let query = reportedPaths(db, tenantCode, filter)
    .innerJoin('learning_path_levels as lv', (join) =>
      join
        .onRef('lv.tenant_code', '=', 'p.tenant_code')
        .onRef('lv.path_id', '=', 'p.id')
        .onRef('lv.version', '=', 'p.version'),
    )
    .leftJoin(personLevelProgress(db, tenantCode, filter).as('pl'), 'pl.level_id', 'lv.id');
  if (filter.levels) {
    query = query.where('lv.position', 'in', [...filter.levels.map((level) => level - 1), -1]);
  }
  const assigned = sql<number>`count(${sql.ref('pl.user_code')})`;
  const completed = sql<number>`coalesce(sum(${completeOfAlias('pl')}), 0)`;
  const started = sql<number>`coalesce(sum(case when ${sql.ref('pl.user_code')} is not null and ${completeOfAlias('pl')} = 0 and ${sql.ref('pl.started_count')} > 0 then 1 else 0 end), 0)`;
  return query
    .groupBy(['p.id', 'p.title_en', 'p.title_fr', 'lv.id', 'lv.position', 'lv.title_en', 'lv.title_fr'])
    .select([
      'lv.id as row_id',
      'p.id as path_id',
      localized('p', 'title', locale).as('pathTitle'),
      sql<number>`${sql.ref('lv.position')} + 1`.as('level'),
      localized('lv', 'title', locale).as('levelTitle'),
      assigned.as('assignedCount'),
      completed.as('completedCount'),
      started.as('inProgressCount'),
      sql<number>`${assigned} - ${completed} - ${started}`.as('notStartedCount'),
      percentOf(completed, assigned).as('completionPercent'),
    ]);
}

/** The chart of PATH_COMPLETION: each path's completion % (its people with every level complete). */
export function pathCompletionByPath(
  db: Kysely<Database>,
  tenantCode: string,
  filter: TPathReportFilter,
  locale: TLocaleCode,
  limit: number,
) {
  const assigned = sql<number>`count(${sql.ref('pp.user_code')})`;
  const completed = sql<number>`coalesce(sum(${completeOfAlias('pp')}), 0)`;
  return reportedPaths(db, tenantCode, filter)
    .leftJoin(personPathProgress(db, tenantCode, filter).as('pp'), 'pp.path_id', 'p.id')
    .groupBy(['p.id', 'p.title_en', 'p.title_fr'])
    .select([localized('p', 'title', locale).as('pathTitle'), percentOf(completed, assigned).as('completionPercent')])
    .orderBy(sql`lower(${localized('p', 'title', locale)})`)
    .orderBy('p.id')
    .limit(limit)
    .execute();
}

/**
 * PATH_OVERDUE: one row per person whose path has a due date (assigned + the path's due days) that
 * has passed while the path is not complete: who, where, the path, the due date, whole days
 * overdue and % done (required items, as the learner's view counts it).
 */
export function pathOverdueRows(
  db: Kysely<Database>,
  tenantCode: string,
  filter: TPathReportFilter,
  locale: TLocaleCode,
  now: string,
) {
  const assignedAt = sql.ref('ulp.assigned_at');
  const dueDays = sql.ref('p.due_days');
  // Date arithmetic is the one thing the dialects spell differently.
  const dueAt = isPostgres(db)
    ? sql<string>`to_char((cast(${assignedAt} as timestamptz) + ${dueDays} * interval '1 day') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
    : sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', ${assignedAt}, '+' || ${dueDays} || ' days')`;
  const daysOverdue = isPostgres(db)
    ? sql<number>`cast(floor(extract(epoch from (cast(${now} as timestamptz) - cast(${assignedAt} as timestamptz))) / 86400 - ${dueDays}) as integer)`
    : sql<number>`cast(julianday(${now}) - julianday(${assignedAt}) - ${dueDays} as integer)`;
  const required = sql.ref('pp.required_count');
  const items = sql.ref('pp.item_count');
  const percentDone = sql<number>`case when ${required} > 0 then (100 * ${sql.ref('pp.required_done')}) / ${required} when ${items} > 0 then (100 * ${sql.ref('pp.items_done')}) / ${items} else 0 end`;
  return db
    .selectFrom('user_learning_paths as ulp')
    .innerJoin(personPathProgress(db, tenantCode, filter).as('pp'), (join) =>
      join.onRef('pp.user_code', '=', 'ulp.user_code').onRef('pp.path_id', '=', 'ulp.path_id'),
    )
    .innerJoin('users as u', (join) =>
      join.onRef('u.tenant_code', '=', 'ulp.tenant_code').onRef('u.user_code', '=', 'ulp.user_code'),
    )
    .innerJoin('learning_paths as p', (join) =>
      join.onRef('p.tenant_code', '=', 'ulp.tenant_code').onRef('p.id', '=', 'ulp.path_id'),
    )
    .leftJoin('locations as loc', (join) =>
      join.onRef('loc.tenant_code', '=', 'u.tenant_code').onRef('loc.id', '=', 'u.location_id'),
    )
    .leftJoin('job_roles as jr', (join) =>
      join.onRef('jr.tenant_code', '=', 'u.tenant_code').onRef('jr.code', '=', 'u.job_role_code'),
    )
    .where('ulp.tenant_code', '=', tenantCode)
    .where('p.due_days', 'is not', null)
    .where(dueAt, '<', now)
    .where(completeOfAlias('pp'), '=', 0)
    .select([
      'u.id as row_id',
      'p.id as path_id',
      sql<string>`${sql.ref('u.first_name')} || ' ' || ${sql.ref('u.last_name')}`.as('personName'),
      localized('loc', 'name', locale).as('locationName'),
      localized('jr', 'name', locale).as('jobRoleName'),
      localized('p', 'title', locale).as('pathTitle'),
      dueAt.as('dueDate'),
      daysOverdue.as('daysOverdue'),
      percentDone.as('percentDone'),
    ]);
}
