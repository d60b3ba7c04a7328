import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { caseInsensitive } from '../../lib/listing.ts';
import { ACTIVE_USER } from '../users/users.repository.ts';

/*
 * The Teams module's reads (Kysely only; every function takes the tenant). The reporting line is
 * one recursive query on `users.manager_user_code` (indexed with the tenant), the same on SQLite
 * and PostgreSQL; what the members learn is read for the whole line at once, a handful of queries
 * whatever its size (lists of user codes go in chunks, under both dialects' parameter bounds).
 */

type TDb = Kysely<Database>;

/** Deeper than any organisation chart; it also stops a cycle of managers from looping. */
export const MAX_LINE_DEPTH = 32;

/** User codes per `in` list: well under both dialects' bound parameters. */
export const CODE_CHUNK = 1_000;

export function chunksOf<T>(values: readonly T[], size: number = CODE_CHUNK): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < values.length; start += size) {
    chunks.push(values.slice(start, start + size));
  }
  return chunks;
}

/*
 * The status is compared as an expression (`status || ''`), which no index holds: SQLite, without
 * statistics, otherwise walks the (tenant, status) index of every active user for each step of
 * the recursion instead of the (tenant, manager) index (80 ms for a line of 500 in a small tenant,
 * growing with the tenant's size). Each level is then looked up by manager.
 */
const isActive = sql<boolean>`${sql.ref('users.status')} || '' = ${ACTIVE_USER}`;

/** The caller's line as a recursive common table expression `line(user_code, depth)` (duplicates possible). */
function withLine(db: TDb, tenantCode: string, managerUserCode: string) {
  return db.withRecursive('line(user_code, depth)', (qb) =>
    qb
      .selectFrom('users')
      .select(['users.user_code', sql<number>`1`.as('depth')])
      .where('users.tenant_code', '=', tenantCode)
      .where('users.manager_user_code', '=', managerUserCode)
      .where(isActive)
      .unionAll((union) =>
        union
          // `line cross join users`: SQLite keeps the left table outer, so each level's people are
          // found through the (tenant, manager) index (PostgreSQL plans it as any inner join).
          .selectFrom('line')
          .crossJoin('users')
          .whereRef('users.manager_user_code', '=', 'line.user_code')
          .select(['users.user_code', sql<number>`line.depth + 1`.as('depth')])
          .where('users.tenant_code', '=', tenantCode)
          .where(isActive)
          .where('line.depth', '<', MAX_LINE_DEPTH),
      ),
  );
}

/**
 * The active people below the manager (recursively), each once at their smallest depth, with what
 * a member row shows: names, picture, job role, location and their own manager. The manager never
 * counts as their own member (a cycle of managers). `only`: just these codes (a membership check).
 */
export async function findLine(
  db: TDb,
  tenantCode: string,
  managerUserCode: string,
  options: { only?: readonly string[]; maxDepth?: number } = {},
) {
  if (options.only && options.only.length === 0) {
    return [];
  }
  let query = withLine(db, tenantCode, managerUserCode)
    .selectFrom((qb) =>
      qb
        .selectFrom('line')
        .select(['line.user_code', (eb) => eb.fn.min<number>('line.depth').as('depth')])
        .groupBy('line.user_code')
        .as('l'),
    )
    .innerJoin('users as u', (join) =>
      join.onRef('u.user_code', '=', 'l.user_code').on('u.tenant_code', '=', tenantCode),
    )
    .leftJoin('users as m', (join) =>
      join.onRef('m.user_code', '=', 'u.manager_user_code').on('m.tenant_code', '=', tenantCode),
    )
    .leftJoin('job_roles as j', (join) =>
      join.onRef('j.code', '=', 'u.job_role_code').on('j.tenant_code', '=', tenantCode),
    )
    .leftJoin('locations as loc', (join) =>
      join.onRef('loc.id', '=', 'u.location_id').on('loc.tenant_code', '=', tenantCode),
    )
    .select([
      'u.user_code',
      'u.first_name',
      'u.last_name',
      'u.email',
      'u.picture_media_id',
      'u.job_role_code',
      'u.location_id',
      'u.manager_user_code',
      'u.browsing_language_preference',
      'l.depth',
      'm.first_name as manager_first_name',
      'm.last_name as manager_last_name',
      'j.name_en as job_role_en',
      'j.name_fr as job_role_fr',
      'loc.name_en as location_en',
      'loc.name_fr as location_fr',
    ])
    .where('u.user_code', '!=', managerUserCode);
  if (options.only) {
    query = query.where('u.user_code', 'in', [...options.only]);
  }
  if (options.maxDepth !== undefined) {
    query = query.where('l.depth', '<=', options.maxDepth);
  }
  const rows = await query
    .orderBy(caseInsensitive(sql.ref('u.last_name')))
    .orderBy(caseInsensitive(sql.ref('u.first_name')))
    .orderBy('u.user_code')
    .execute();
  return rows.map((row) => ({ ...row, depth: Number(row.depth) }));
}
export type TLineRow = Awaited<ReturnType<typeof findLine>>[number];

/** A person of the tenant (active) with what a TTeamPerson shows, by code. */
export async function findPeople(db: TDb, tenantCode: string, userCodes: readonly string[]) {
  if (userCodes.length === 0) {
    return [];
  }
  return db
    .selectFrom('users as u')
    .leftJoin('job_roles as j', (join) =>
      join.onRef('j.code', '=', 'u.job_role_code').on('j.tenant_code', '=', tenantCode),
    )
    .select([
      'u.user_code',
      'u.first_name',
      'u.last_name',
      'u.picture_media_id',
      'u.manager_user_code',
      'j.name_en as job_role_en',
      'j.name_fr as job_role_fr',
    ])
    .where('u.tenant_code', '=', tenantCode)
    .where('u.status', '=', ACTIVE_USER)
    .where('u.user_code', 'in', [...userCodes])
    .execute();
}
export type TPersonRow = Awaited<ReturnType<typeof findPeople>>[number];

/** The active people whose manager is this person (by name). */
export async function findDirectReportCodes(db: TDb, tenantCode: string, managerUserCode: string): Promise<string[]> {
  const rows = await db
    .selectFrom('users')
    .select('user_code')
    .where('tenant_code', '=', tenantCode)
    .where('manager_user_code', '=', managerUserCode)
    .where('status', '=', ACTIVE_USER)
    .execute();
  return rows.map((row) => row.user_code);
}

// ---------------------------------------------------------------------------------------------
// Learning paths (read: the learning paths module's tables, for many people at once)

/** The people's core paths (`user_learning_paths`) with the path's current version. */
export async function findCorePaths(db: TDb, tenantCode: string, userCodes: readonly string[]) {
  const rows = [];
  for (const chunk of chunksOf(userCodes)) {
    rows.push(
      ...(await db
        .selectFrom('user_learning_paths as ulp')
        .innerJoin('learning_paths as p', (join) =>
          join.onRef('p.tenant_code', '=', 'ulp.tenant_code').onRef('p.id', '=', 'ulp.path_id'),
        )
        .select([
          'ulp.user_code',
          'ulp.assigned_at',
          'p.id as path_id',
          'p.version',
          'p.title_en',
          'p.title_fr',
          'p.due_days',
        ])
        .where('ulp.tenant_code', '=', tenantCode)
        .where('ulp.user_code', 'in', chunk)
        .execute()),
    );
  }
  return rows;
}

/**
 * Assignments of published paths reaching any of these people (to them, their job role or their
 * location), with the path's current version.
 */
export async function findPathAssignmentsReaching(
  db: TDb,
  tenantCode: string,
  people: { userCodes: readonly string[]; jobRoleCodes: readonly string[]; locationIds: readonly number[] },
) {
  const rows = [];
  const select = (userCodes: readonly string[], withGroups: boolean) =>
    db
      .selectFrom('learning_path_assignments as a')
      .innerJoin('learning_paths as p', (join) =>
        join.onRef('p.tenant_code', '=', 'a.tenant_code').onRef('p.id', '=', 'a.path_id'),
      )
      .select([
        'a.path_id',
        'a.target_kind',
        'a.target_code',
        'a.assigned_at',
        'p.version',
        'p.title_en',
        'p.title_fr',
        'p.due_days',
      ])
      .where('a.tenant_code', '=', tenantCode)
      .where('p.status', '=', 'PUBLISHED')
      .where((eb) =>
        eb.or([
          ...(userCodes.length > 0
            ? [eb.and([eb('a.target_kind', '=', 'USER'), eb('a.target_code', 'in', userCodes)])]
            : []),
          ...(withGroups && people.jobRoleCodes.length > 0
            ? [eb.and([eb('a.target_kind', '=', 'JOB_ROLE'), eb('a.target_code', 'in', [...people.jobRoleCodes])])]
            : []),
          ...(withGroups && people.locationIds.length > 0
            ? [
                eb.and([
                  eb('a.target_kind', '=', 'LOCATION'),
                  eb('a.target_code', 'in', people.locationIds.map(String)),
                ]),
              ]
            : []),
          sql<boolean>`1 = 0`,
        ]),
      )
      .execute();
  const chunks = chunksOf(people.userCodes);
  for (const [index, chunk] of (chunks.length > 0 ? chunks : [[]]).entries()) {
    rows.push(...(await select(chunk, index === 0)));
  }
  return rows;
}

/** The items of these paths' current versions. */
export async function findCurrentItems(db: TDb, tenantCode: string, paths: readonly { id: number; version: number }[]) {
  if (paths.length === 0) {
    return [];
  }
  const versionOf = new Map(paths.map((path) => [path.id, path.version]));
  const rows = await db
    .selectFrom('learning_path_items')
    .select(['path_id', 'version', 'object_kind', 'object_id', 'is_required', 'due_days'])
    .where('tenant_code', '=', tenantCode)
    .where('path_id', 'in', [...versionOf.keys()])
    .execute();
  return rows.filter((row) => versionOf.get(row.path_id) === row.version);
}
export type TItemRow = Awaited<ReturnType<typeof findCurrentItems>>[number];

// ---------------------------------------------------------------------------------------------
// Resources

/** The people's required resource assignments, with the resource's titles. */
export async function findResourceAssignments(db: TDb, tenantCode: string, userCodes: readonly string[]) {
  const rows = [];
  for (const chunk of chunksOf(userCodes)) {
    rows.push(
      ...(await db
        .selectFrom('resource_assignments as a')
        .innerJoin('resources as r', (join) =>
          join.onRef('r.tenant_code', '=', 'a.tenant_code').onRef('r.id', '=', 'a.resource_id'),
        )
        .select(['a.user_code', 'a.resource_id', 'a.due_date', 'a.assigned_at', 'r.title_en', 'r.title_fr'])
        .where('a.tenant_code', '=', tenantCode)
        .where('a.user_code', 'in', chunk)
        .where('a.is_elective', '=', false)
        .execute()),
    );
  }
  return rows;
}

// ---------------------------------------------------------------------------------------------
// The learning record (read only)

/** Verbs that are something the person did (a rating's actor is the person rated, not a doer). */
export const ACTIVITY_VERBS = ['viewed', 'completed', 'attempted', 'passed', 'failed', 'read', 'attended'] as const;

/** Each person's latest statement of ACTIVITY_VERBS (none: absent). */
export async function findLatestActivity(db: TDb, tenantCode: string, userCodes: readonly string[]) {
  const rows = [];
  for (const chunk of chunksOf(userCodes)) {
    rows.push(
      ...(await db
        .selectFrom((qb) =>
          qb
            .selectFrom('learning_statements')
            .select([
              'actor_user_code',
              'verb',
              'object_kind',
              'object_id',
              'timestamp',
              sql<number>`row_number() over (partition by actor_user_code order by timestamp desc, id desc)`.as('rank'),
            ])
            .where('tenant_code', '=', tenantCode)
            .where('actor_user_code', 'in', chunk)
            .where('verb', 'in', [...ACTIVITY_VERBS])
            .as('s'),
        )
        .select(['s.actor_user_code', 's.verb', 's.object_kind', 's.object_id', 's.timestamp'])
        .where('s.rank', '=', 1)
        .execute()),
    );
  }
  return rows;
}

/**
 * What these people did since `since` (ACTIVITY_VERBS), per object: how many distinct people,
 * and when last. Only the kinds given.
 */
export async function countPeopleByObject(
  db: TDb,
  tenantCode: string,
  userCodes: readonly string[],
  kinds: readonly string[],
  since: string,
  limit: number,
) {
  if (userCodes.length === 0) {
    return [];
  }
  return db
    .selectFrom('learning_statements')
    .select((eb) => [
      'object_kind',
      'object_id',
      eb.fn.count<number>('actor_user_code').distinct().as('people'),
      eb.fn.max('timestamp').as('last_at'),
    ])
    .where('tenant_code', '=', tenantCode)
    .where('actor_user_code', 'in', [...userCodes])
    .where('verb', 'in', [...ACTIVITY_VERBS])
    .where('object_kind', 'in', [...kinds])
    .where('timestamp', '>=', since)
    .groupBy(['object_kind', 'object_id'])
    .orderBy('people', 'desc')
    .orderBy('last_at', 'desc')
    .limit(limit)
    .execute();
}

// ---------------------------------------------------------------------------------------------
// Titles of what statements and assignments name

export type TTitleRow = { id: number; title_en: string | null; title_fr: string | null; status: string };

/** Paths, resources, assessment sets, events (by id), with their titles and status. */
export async function findTitles(
  db: TDb,
  tenantCode: string,
  kind: 'PATH' | 'RESOURCE' | 'ASSESSMENTSET' | 'EVENT' | 'COMPETENCY',
  ids: readonly number[],
): Promise<TTitleRow[]> {
  if (ids.length === 0) {
    return [];
  }
  const list = [...new Set(ids)];
  switch (kind) {
    case 'PATH':
      return db
        .selectFrom('learning_paths')
        .select(['id', 'title_en', 'title_fr', 'status'])
        .where('tenant_code', '=', tenantCode)
        .where('id', 'in', list)
        .execute();
    case 'RESOURCE':
      return db
        .selectFrom('resources')
        .select(['id', 'title_en', 'title_fr', 'status'])
        .where('tenant_code', '=', tenantCode)
        .where('id', 'in', list)
        .execute();
    case 'ASSESSMENTSET':
      return db
        .selectFrom('assessment_sets')
        .select(['id', 'title_en', 'title_fr', 'status'])
        .where('tenant_code', '=', tenantCode)
        .where('id', 'in', list)
        .execute();
    case 'EVENT':
      return db
        .selectFrom('events')
        .select(['id', 'title_en', 'title_fr', 'status'])
        .where('tenant_code', '=', tenantCode)
        .where('id', 'in', list)
        .execute();
    case 'COMPETENCY':
      return db
        .selectFrom('competencies')
        .select(['id', 'name_en as title_en', 'name_fr as title_fr', sql<string>`'PUBLISHED'`.as('status')])
        .where('tenant_code', '=', tenantCode)
        .where('id', 'in', list)
        .execute();
  }
}

/** Articles' titles by id (one text per locale). */
export async function findArticleTitles(db: TDb, tenantCode: string, ids: readonly number[]) {
  if (ids.length === 0) {
    return [];
  }
  return db
    .selectFrom('article_texts')
    .select(['article_id', 'locale', 'title'])
    .where('tenant_code', '=', tenantCode)
    .where('article_id', 'in', [...new Set(ids)])
    .execute();
}

// ---------------------------------------------------------------------------------------------
// Assignables

/** Published paths, resources visible now, published assessment sets: by title, at most `limit`. */
export async function findAssignableItems(
  db: TDb,
  tenantCode: string,
  kind: 'PATH' | 'RESOURCE' | 'ASSESSMENT',
  term: string | undefined,
  now: string,
  limit: number,
): Promise<{ id: number; title_en: string | null; title_fr: string | null }[]> {
  const pattern = term ? `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const matches = (en: string, fr: string) =>
    pattern === null
      ? sql<boolean>`1 = 1`
      : sql<boolean>`(lower(${sql.ref(en)}) like ${pattern} escape '\\' or lower(${sql.ref(fr)}) like ${pattern} escape '\\')`;
  switch (kind) {
    case 'PATH':
      return db
        .selectFrom('learning_paths')
        .select(['id', 'title_en', 'title_fr'])
        .where('tenant_code', '=', tenantCode)
        .where('status', '=', 'PUBLISHED')
        .where(matches('title_en', 'title_fr'))
        .orderBy(caseInsensitive(sql.ref('title_en')))
        .orderBy('id')
        .limit(limit)
        .execute();
    case 'RESOURCE':
      return db
        .selectFrom('resources')
        .select(['id', 'title_en', 'title_fr'])
        .where('tenant_code', '=', tenantCode)
        .where('status', '=', 'PUBLISHED')
        .where('effective_date', '<=', now)
        .where((eb) => eb.or([eb('expiry_date', 'is', null), eb('expiry_date', '>', now)]))
        .where(matches('title_en', 'title_fr'))
        .orderBy(caseInsensitive(sql.ref('title_en')))
        .orderBy('id')
        .limit(limit)
        .execute();
    case 'ASSESSMENT':
      return db
        .selectFrom('assessment_sets')
        .select(['id', 'title_en', 'title_fr'])
        .where('tenant_code', '=', tenantCode)
        .where('status', '=', 'PUBLISHED')
        .where(matches('title_en', 'title_fr'))
        .orderBy(caseInsensitive(sql.ref('title_en')))
        .orderBy('id')
        .limit(limit)
        .execute();
  }
}

/** Whether learners can see the resource now (published, effective, not expired). */
export async function isResourceVisible(
  db: TDb,
  tenantCode: string,
  resourceId: number,
  now: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('resources')
    .select('id')
    .where('tenant_code', '=', tenantCode)
    .where('id', '=', resourceId)
    .where('status', '=', 'PUBLISHED')
    .where('effective_date', '<=', now)
    .where((eb) => eb.or([eb('expiry_date', 'is', null), eb('expiry_date', '>', now)]))
    .executeTakeFirst();
  return row !== undefined;
}

/** Sessions open for registration now with a free seat, of published events, soonest first. */
export async function findAssignableSessions(
  db: TDb,
  tenantCode: string,
  term: string | undefined,
  now: string,
  limit: number,
) {
  const pattern = term ? `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  let query = db
    .selectFrom('event_sessions as s')
    .innerJoin('events as e', (join) =>
      join.onRef('e.tenant_code', '=', 's.tenant_code').onRef('e.id', '=', 's.event_id'),
    )
    .select(['s.id', 's.starts_at', 'e.title_en', 'e.title_fr'])
    .where('s.tenant_code', '=', tenantCode)
    .where('s.status', '=', 'SCHEDULED')
    .where('e.status', '=', 'PUBLISHED')
    .where('s.starts_at', '>', now)
    .where('s.registration_deadline', '>=', now)
    .where((eb) => eb('s.seated_count', '<', eb.ref('s.capacity')));
  if (pattern !== null) {
    query = query.where(
      sql<boolean>`(lower(${sql.ref('e.title_en')}) like ${pattern} escape '\\' or lower(${sql.ref('e.title_fr')}) like ${pattern} escape '\\')`,
    );
  }
  return query.orderBy('s.starts_at').orderBy('s.id').limit(limit).execute();
}

/** One session with its event, for an assignment (undefined: not the tenant's). */
export async function findSessionWithEvent(db: TDb, tenantCode: string, sessionId: number) {
  return db
    .selectFrom('event_sessions as s')
    .innerJoin('events as e', (join) =>
      join.onRef('e.tenant_code', '=', 's.tenant_code').onRef('e.id', '=', 's.event_id'),
    )
    .select([
      's.id',
      's.event_id',
      's.starts_at',
      's.registration_deadline',
      's.status',
      'e.status as event_status',
      'e.title_en',
      'e.title_fr',
      'e.time_zone',
    ])
    .where('s.tenant_code', '=', tenantCode)
    .where('s.id', '=', sessionId)
    .executeTakeFirst();
}

/** A member's event registrations of sessions not yet ended, with the event's titles. */
export async function findRegistrationsOf(db: TDb, tenantCode: string, userCode: string, now: string) {
  return db
    .selectFrom('event_registrations as r')
    .innerJoin('event_sessions as s', (join) =>
      join.onRef('s.tenant_code', '=', 'r.tenant_code').onRef('s.id', '=', 'r.session_id'),
    )
    .innerJoin('events as e', (join) =>
      join.onRef('e.tenant_code', '=', 's.tenant_code').onRef('e.id', '=', 's.event_id'),
    )
    .select(['r.session_id', 'r.registered_at', 'r.attendance', 's.starts_at', 's.ends_at', 'e.title_en', 'e.title_fr'])
    .where('r.tenant_code', '=', tenantCode)
    .where('r.user_code', '=', userCode)
    .where('s.ends_at', '>', now)
    .execute();
}

/** A member's assessment sets assigned to them by name (USER targets), published, with titles. */
export async function findUserSetAssignments(db: TDb, tenantCode: string, userCode: string) {
  return db
    .selectFrom('assessment_set_assignments as a')
    .innerJoin('assessment_sets as s', (join) =>
      join.onRef('s.tenant_code', '=', 'a.tenant_code').onRef('s.id', '=', 'a.set_id'),
    )
    .select(['a.set_id', 'a.due_days', 'a.assigned_at', 's.title_en', 's.title_fr'])
    .where('a.tenant_code', '=', tenantCode)
    .where('a.target_kind', '=', 'USER')
    .where('a.target_code', '=', userCode)
    .where('s.status', '=', 'PUBLISHED')
    .execute();
}

// ---------------------------------------------------------------------------------------------
// Nudges

/**
 * Records a nudge of each person by the manager, where the manager's last nudge of them is at or
 * before `cutoff` (or there was none): one upsert, so the database decides under concurrent
 * nudges. Answers the codes nudged now.
 */
export async function recordNudges(
  db: TDb,
  tenantCode: string,
  managerUserCode: string,
  userCodes: readonly string[],
  now: string,
  cutoff: string,
): Promise<string[]> {
  if (userCodes.length === 0) {
    return [];
  }
  const rows = await db
    .insertInto('team_nudges')
    .values(
      userCodes.map((userCode) => ({
        tenant_code: tenantCode,
        manager_user_code: managerUserCode,
        user_code: userCode,
        last_nudged_at: now,
        nudge_count: 1,
      })),
    )
    .onConflict((conflict) =>
      conflict
        .columns(['tenant_code', 'manager_user_code', 'user_code'])
        .doUpdateSet((eb) => ({
          last_nudged_at: eb.ref('excluded.last_nudged_at'),
          nudge_count: eb('team_nudges.nudge_count', '+', 1),
        }))
        .where('team_nudges.last_nudged_at', '<=', cutoff),
    )
    .returning('user_code')
    .execute();
  return rows.map((row) => row.user_code);
}
