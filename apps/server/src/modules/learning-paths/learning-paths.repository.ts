import type { TCreatePathData } from '@portal/contracts';
import { sql, type Kysely, type Selectable } from 'kysely';
import type {
  Database,
  LearningPathItemsTable,
  LearningPathLevelsTable,
  LearningPathModulesTable,
  LearningPathsTable,
} from '../../db/schema.ts';
import { containsIgnoringCase, pageWithTotal } from '../../lib/listing.ts';

/* Learning paths, their versions' levels, modules and items, assignments, users' paths and goals. Kysely only; every function takes the tenant code. */

export type TPathRow = Selectable<LearningPathsTable>;
export type TLevelRow = Selectable<LearningPathLevelsTable>;
export type TModuleRow = Selectable<LearningPathModulesTable>;
export type TItemRow = Selectable<LearningPathItemsTable>;
export type TPathTree = { levels: TLevelRow[]; modules: TModuleRow[]; items: TItemRow[] };

export async function findPath(
  db: Kysely<Database>,
  tenantCode: string,
  pathId: number,
): Promise<TPathRow | undefined> {
  return db
    .selectFrom('learning_paths')
    .selectAll()
    .where('tenant_code', '=', tenantCode)
    .where('id', '=', pathId)
    .executeTakeFirst();
}

/** The tenant's paths of these statuses (all when none given), by id. */
export async function findPaths(
  db: Kysely<Database>,
  tenantCode: string,
  filter: { statuses?: readonly string[]; ids?: readonly number[] } = {},
): Promise<TPathRow[]> {
  if (filter.ids?.length === 0) {
    return [];
  }
  let query = db.selectFrom('learning_paths').selectAll().where('tenant_code', '=', tenantCode);
  if (filter.statuses) {
    query = query.where('status', 'in', [...filter.statuses]);
  }
  if (filter.ids) {
    query = query.where('id', 'in', [...filter.ids]);
  }
  return query.orderBy('id').execute();
}

/** The admin list: title search (either language), status, paging; with the total. */
export async function findPathsPage(
  db: Kysely<Database>,
  tenantCode: string,
  filter: { searchText: string; status?: string; offset: number; limit: number },
): Promise<{ rows: TPathRow[]; total: number }> {
  let query = db.selectFrom('learning_paths').where('tenant_code', '=', tenantCode);
  if (filter.status) {
    query = query.where('status', '=', filter.status);
  }
  if (filter.searchText !== '') {
    query = query.where(
      containsIgnoringCase([sql.ref<string>('title_en'), sql.ref<string>('title_fr')], filter.searchText),
    );
  }
  return pageWithTotal(query, filter, (filtered) =>
    filtered.selectAll().orderBy('updated_at', 'desc').orderBy('id', 'desc'),
  );
}

/** The rows of one version of a path in one of its versioned tables, in their order. */
function rowsOfVersion<TTable extends 'learning_path_levels' | 'learning_path_modules' | 'learning_path_items'>(
  db: Kysely<Database>,
  table: TTable,
  tenantCode: string,
  pathId: number,
  version: number,
): Promise<Selectable<Database[TTable]>[]> {
  // Kysely types a query of one table, not of a generic one: the three share these columns.
  return db
    .selectFrom(table as 'learning_path_levels')
    .selectAll()
    .where('tenant_code', '=', tenantCode)
    .where('path_id', '=', pathId)
    .where('version', '=', version)
    .orderBy('position')
    .execute() as Promise<Selectable<Database[TTable]>[]>;
}

/** Levels, modules and items of one version of a path, each in order. */
export async function findTree(
  db: Kysely<Database>,
  tenantCode: string,
  pathId: number,
  version: number,
): Promise<TPathTree> {
  const [levels, modules, items] = await Promise.all([
    rowsOfVersion(db, 'learning_path_levels', tenantCode, pathId, version),
    rowsOfVersion(db, 'learning_path_modules', tenantCode, pathId, version),
    rowsOfVersion(db, 'learning_path_items', tenantCode, pathId, version),
  ]);
  return { levels, modules, items };
}

/** The items of the current version of each path (for counts), by path. */
export async function findCurrentItemsOfPaths(
  db: Kysely<Database>,
  tenantCode: string,
  pathIds: readonly number[],
): Promise<TItemRow[]> {
  if (pathIds.length === 0) {
    return [];
  }
  return db
    .selectFrom('learning_path_items as i')
    .innerJoin('learning_paths as p', (join) =>
      join
        .onRef('p.tenant_code', '=', 'i.tenant_code')
        .onRef('p.id', '=', 'i.path_id')
        .onRef('p.version', '=', 'i.version'),
    )
    .selectAll('i')
    .where('i.tenant_code', '=', tenantCode)
    .where('i.path_id', 'in', [...pathIds])
    .orderBy('i.position')
    .execute();
}

/** How many levels the current version of each path has. */
export async function countCurrentLevels(
  db: Kysely<Database>,
  tenantCode: string,
  pathIds: readonly number[],
): Promise<Map<number, number>> {
  if (pathIds.length === 0) {
    return new Map();
  }
  const rows = await db
    .selectFrom('learning_path_levels as l')
    .innerJoin('learning_paths as p', (join) =>
      join
        .onRef('p.tenant_code', '=', 'l.tenant_code')
        .onRef('p.id', '=', 'l.path_id')
        .onRef('p.version', '=', 'l.version'),
    )
    .select((eb) => ['l.path_id', eb.fn.countAll<number>().as('levels')])
    .where('l.tenant_code', '=', tenantCode)
    .where('l.path_id', 'in', [...pathIds])
    .groupBy('l.path_id')
    .execute();
  return new Map(rows.map((row) => [row.path_id, Number(row.levels)]));
}

export type TPathRowValues = {
  title_en: string;
  title_fr: string;
  description_en: string | null;
  description_fr: string | null;
  is_core: boolean;
  job_role_code: string | null;
  due_days: number | null;
};

export function pathRowValues(data: TCreatePathData): TPathRowValues {
  return {
    title_en: data.titleEn,
    title_fr: data.titleFr,
    description_en: data.descriptionEn,
    description_fr: data.descriptionFr,
    is_core: data.isCore,
    job_role_code: data.jobRoleCode,
    due_days: data.dueDays,
  };
}

export async function insertPath(
  db: Kysely<Database>,
  tenantCode: string,
  values: TPathRowValues,
  userCode: string,
  now: string,
): Promise<number> {
  const row = await db
    .insertInto('learning_paths')
    .values({
      tenant_code: tenantCode,
      ...values,
      status: 'DRAFT',
      version: 1,
      published_at: null,
      created_at: now,
      created_by: userCode,
      updated_at: now,
      updated_by: userCode,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updatePathRow(
  db: Kysely<Database>,
  tenantCode: string,
  pathId: number,
  values: Partial<TPathRowValues> & { status?: string; version?: number; published_at?: string | null },
  userCode: string,
  now: string,
): Promise<void> {
  await db
    .updateTable('learning_paths')
    .set({ ...values, updated_at: now, updated_by: userCode })
    .where('tenant_code', '=', tenantCode)
    .where('id', '=', pathId)
    .execute();
}

export async function deletePath(db: Kysely<Database>, tenantCode: string, pathId: number): Promise<void> {
  await db.deleteFrom('learning_paths').where('tenant_code', '=', tenantCode).where('id', '=', pathId).execute();
}

/** Removes one version's levels (modules and items go with them). */
export async function deleteTreeVersion(
  db: Kysely<Database>,
  tenantCode: string,
  pathId: number,
  version: number,
): Promise<void> {
  await db
    .deleteFrom('learning_path_levels')
    .where('tenant_code', '=', tenantCode)
    .where('path_id', '=', pathId)
    .where('version', '=', version)
    .execute();
}

/** Writes levels, modules and items of one version, positions from array order. */
export async function insertTree(
  db: Kysely<Database>,
  tenantCode: string,
  pathId: number,
  version: number,
  levels: TCreatePathData['levels'],
): Promise<void> {
  for (const [levelPosition, level] of levels.entries()) {
    const levelRow = await db
      .insertInto('learning_path_levels')
      .values({
        tenant_code: tenantCode,
        path_id: pathId,
        version,
        position: levelPosition,
        title_en: level.titleEn,
        title_fr: level.titleFr,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [modulePosition, module] of level.modules.entries()) {
      const moduleRow = await db
        .insertInto('learning_path_modules')
        .values({
          tenant_code: tenantCode,
          path_id: pathId,
          version,
          level_id: levelRow.id,
          position: modulePosition,
          title_en: module.titleEn,
          title_fr: module.titleFr,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (module.items.length > 0) {
        await db
          .insertInto('learning_path_items')
          .values(
            module.items.map((item, itemPosition) => ({
              tenant_code: tenantCode,
              path_id: pathId,
              version,
              level_id: levelRow.id,
              module_id: moduleRow.id,
              position: itemPosition,
              object_kind: item.kind,
              object_id: item.objectId,
              is_required: item.isRequired,
              due_days: item.dueDays,
            })),
          )
          .execute();
      }
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Assignments and users' paths

export async function findAssignments(db: Kysely<Database>, tenantCode: string, pathId: number) {
  return db
    .selectFrom('learning_path_assignments')
    .select(['target_kind', 'target_code'])
    .where('tenant_code', '=', tenantCode)
    .where('path_id', '=', pathId)
    .orderBy('target_kind')
    .orderBy('target_code')
    .execute();
}

export async function replaceAssignments(
  db: Kysely<Database>,
  tenantCode: string,
  pathId: number,
  targets: readonly { kind: string; code: string }[],
  userCode: string,
  now: string,
): Promise<void> {
  await db
    .deleteFrom('learning_path_assignments')
    .where('tenant_code', '=', tenantCode)
    .where('path_id', '=', pathId)
    .execute();
  if (targets.length > 0) {
    await db
      .insertInto('learning_path_assignments')
      .values(
        targets.map((target) => ({
          tenant_code: tenantCode,
          path_id: pathId,
          target_kind: target.kind,
          target_code: target.code,
          assigned_at: now,
          assigned_by: userCode,
        })),
      )
      .execute();
  }
}

/**
 * Assigns the path to each of these users (a USER target each, as the admin's assignments are
 * stored); answers the codes newly assigned: an existing assignment is kept as it was (its time
 * still starts the due dates), whoever wrote it, however many callers race (the primary key decides).
 */
export async function addUserAssignments(
  db: Kysely<Database>,
  tenantCode: string,
  pathId: number,
  userCodes: readonly string[],
  assignedBy: string,
  now: string,
): Promise<string[]> {
  if (userCodes.length === 0) {
    return [];
  }
  const rows = await db
    .insertInto('learning_path_assignments')
    .values(
      userCodes.map((userCode) => ({
        tenant_code: tenantCode,
        path_id: pathId,
        target_kind: 'USER',
        target_code: userCode,
        assigned_at: now,
        assigned_by: assignedBy,
      })),
    )
    .onConflict((conflict) => conflict.columns(['tenant_code', 'path_id', 'target_kind', 'target_code']).doNothing())
    .returning('target_code')
    .execute();
  return rows.map((row) => row.target_code);
}

/** Paths assigned to the user, their job role or their location. */
export async function findAssignedPathIds(
  db: Kysely<Database>,
  tenantCode: string,
  learner: { userCode: string; jobRoleCode: string | null; locationId: number | null },
): Promise<number[]> {
  const rows = await db
    .selectFrom('learning_path_assignments')
    .select('path_id')
    .distinct()
    .where('tenant_code', '=', tenantCode)
    .where((eb) =>
      eb.or([
        eb.and([eb('target_kind', '=', 'USER'), eb('target_code', '=', learner.userCode)]),
        ...(learner.jobRoleCode
          ? [eb.and([eb('target_kind', '=', 'JOB_ROLE'), eb('target_code', '=', learner.jobRoleCode)])]
          : []),
        ...(learner.locationId !== null
          ? [eb.and([eb('target_kind', '=', 'LOCATION'), eb('target_code', '=', String(learner.locationId))])]
          : []),
      ]),
    )
    .execute();
  return rows.map((row) => row.path_id);
}

/**
 * The paths assigned to the learner, their role or their location, each with its first assignment's
 * time (the due date counts from it), in path id order.
 */
export async function findAssignedPaths(
  db: Kysely<Database>,
  tenantCode: string,
  learner: { userCode: string; jobRoleCode: string | null; locationId: number | null },
): Promise<{ path_id: number; assigned_at: string }[]> {
  return db
    .selectFrom('learning_path_assignments')
    .select((eb) => ['path_id', eb.fn.min('assigned_at').as('assigned_at')])
    .where('tenant_code', '=', tenantCode)
    .where((eb) =>
      eb.or([
        eb.and([eb('target_kind', '=', 'USER'), eb('target_code', '=', learner.userCode)]),
        ...(learner.jobRoleCode
          ? [eb.and([eb('target_kind', '=', 'JOB_ROLE'), eb('target_code', '=', learner.jobRoleCode)])]
          : []),
        ...(learner.locationId !== null
          ? [eb.and([eb('target_kind', '=', 'LOCATION'), eb('target_code', '=', String(learner.locationId))])]
          : []),
      ]),
    )
    .groupBy('path_id')
    .orderBy('path_id')
    .$narrowType<{ assigned_at: string }>()
    .execute();
}

export async function findUserPath(db: Kysely<Database>, tenantCode: string, userCode: string) {
  return db
    .selectFrom('user_learning_paths')
    .selectAll()
    .where('tenant_code', '=', tenantCode)
    .where('user_code', '=', userCode)
    .executeTakeFirst();
}

/** Sets the user's core path (a change of path starts its clock again; the same path keeps it). */
export async function upsertUserPath(
  db: Kysely<Database>,
  tenantCode: string,
  userCode: string,
  pathId: number,
  version: number,
  now: string,
): Promise<void> {
  await db
    .insertInto('user_learning_paths')
    .values({
      tenant_code: tenantCode,
      user_code: userCode,
      path_id: pathId,
      assigned_at: now,
      acknowledged_version: version,
    })
    .onConflict((conflict) =>
      conflict.columns(['tenant_code', 'user_code']).doUpdateSet((eb) => ({
        path_id: eb.ref('excluded.path_id'),
        assigned_at: sql<string>`case when user_learning_paths.path_id = excluded.path_id then user_learning_paths.assigned_at else excluded.assigned_at end`,
        acknowledged_version: eb.ref('excluded.acknowledged_version'),
      })),
    )
    .execute();
}

export async function updateAcknowledgedVersion(
  db: Kysely<Database>,
  tenantCode: string,
  userCode: string,
  pathId: number,
  version: number,
): Promise<boolean> {
  const result = await db
    .updateTable('user_learning_paths')
    .set({ acknowledged_version: version })
    .where('tenant_code', '=', tenantCode)
    .where('user_code', '=', userCode)
    .where('path_id', '=', pathId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The users who have this path as theirs. */
export async function findLearnersOfPath(db: Kysely<Database>, tenantCode: string, pathId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('user_learning_paths')
    .select('user_code')
    .where('tenant_code', '=', tenantCode)
    .where('path_id', '=', pathId)
    .execute();
  return rows.map((row) => row.user_code);
}

/** How many learners have each path as theirs. */
export async function countLearnersOfPaths(
  db: Kysely<Database>,
  tenantCode: string,
  pathIds: readonly number[],
): Promise<Map<number, number>> {
  if (pathIds.length === 0) {
    return new Map();
  }
  const rows = await db
    .selectFrom('user_learning_paths')
    .select((eb) => ['path_id', eb.fn.countAll<number>().as('learners')])
    .where('tenant_code', '=', tenantCode)
    .where('path_id', 'in', [...pathIds])
    .groupBy('path_id')
    .execute();
  return new Map(rows.map((row) => [row.path_id, Number(row.learners)]));
}

// ---------------------------------------------------------------------------------------------
// Who the learner is (job role and location decide which paths are theirs). Identity owns the
// users table; these reads are the two columns assignment needs and existence checks.

export async function findLearner(db: Kysely<Database>, tenantCode: string, userCode: string) {
  return db
    .selectFrom('users')
    .select(['user_code', 'job_role_code', 'location_id'])
    .where('tenant_code', '=', tenantCode)
    .where('user_code', '=', userCode)
    .executeTakeFirst();
}

export async function findExistingCodes(
  db: Kysely<Database>,
  tenantCode: string,
  kind: 'JOB_ROLE' | 'LOCATION' | 'USER',
  codes: readonly string[],
): Promise<Set<string>> {
  if (codes.length === 0) {
    return new Set();
  }
  if (kind === 'JOB_ROLE') {
    const rows = await db
      .selectFrom('job_roles')
      .select('code')
      .where('tenant_code', '=', tenantCode)
      .where('code', 'in', [...codes])
      .execute();
    return new Set(rows.map((row) => row.code));
  }
  if (kind === 'LOCATION') {
    const ids = codes.map(Number).filter((id) => Number.isSafeInteger(id));
    if (ids.length === 0) {
      return new Set();
    }
    const rows = await db
      .selectFrom('locations')
      .select('id')
      .where('tenant_code', '=', tenantCode)
      .where('id', 'in', ids)
      .execute();
    return new Set(rows.map((row) => String(row.id)));
  }
  const rows = await db
    .selectFrom('users')
    .select('user_code')
    .where('tenant_code', '=', tenantCode)
    .where('user_code', 'in', [...codes])
    .execute();
  return new Set(rows.map((row) => row.user_code));
}

/** The core path of a job role other than `exceptPathId`, if any. */
export async function findCorePathOfJobRole(
  db: Kysely<Database>,
  tenantCode: string,
  jobRoleCode: string,
  exceptPathId: number | null,
): Promise<TPathRow | undefined> {
  let query = db
    .selectFrom('learning_paths')
    .selectAll()
    .where('tenant_code', '=', tenantCode)
    .where('job_role_code', '=', jobRoleCode)
    .where('is_core', '=', true);
  if (exceptPathId !== null) {
    query = query.where('id', '<>', exceptPathId);
  }
  return query.executeTakeFirst();
}

// ---------------------------------------------------------------------------------------------
// Usage of resources (the resource admin's warnings)

/** Items of current versions pointing at these objects, with their path and module. */
export async function findItemUsage(
  db: Kysely<Database>,
  tenantCode: string,
  objectKind: string,
  objectIds: readonly number[],
) {
  if (objectIds.length === 0) {
    return [];
  }
  return db
    .selectFrom('learning_path_items as i')
    .innerJoin('learning_paths as p', (join) =>
      join
        .onRef('p.tenant_code', '=', 'i.tenant_code')
        .onRef('p.id', '=', 'i.path_id')
        .onRef('p.version', '=', 'i.version'),
    )
    .innerJoin('learning_path_modules as m', (join) =>
      join.onRef('m.tenant_code', '=', 'i.tenant_code').onRef('m.id', '=', 'i.module_id'),
    )
    .select([
      'i.object_id',
      'p.id as path_id',
      'p.title_en as path_title_en',
      'p.title_fr as path_title_fr',
      'p.status',
      'm.id as module_id',
      'm.title_en as module_title_en',
      'm.title_fr as module_title_fr',
    ])
    .where('i.tenant_code', '=', tenantCode)
    .where('i.object_kind', '=', objectKind)
    .where('i.object_id', 'in', [...objectIds])
    .orderBy('p.id')
    .orderBy('m.position')
    .execute();
}

// ---------------------------------------------------------------------------------------------
// Goals

export async function findGoalTypes(db: Kysely<Database>, tenantCode: string) {
  return db.selectFrom('goal_types').selectAll().where('tenant_code', '=', tenantCode).orderBy('id').execute();
}

export async function findGoalType(db: Kysely<Database>, tenantCode: string, id: number) {
  return db
    .selectFrom('goal_types')
    .selectAll()
    .where('tenant_code', '=', tenantCode)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function insertGoalType(
  db: Kysely<Database>,
  tenantCode: string,
  values: { code: string; name_en: string; name_fr: string },
): Promise<number | undefined> {
  const row = await db
    .insertInto('goal_types')
    .values({ tenant_code: tenantCode, ...values })
    .onConflict((conflict) => conflict.columns(['tenant_code', 'code']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export async function updateGoalType(
  db: Kysely<Database>,
  tenantCode: string,
  id: number,
  values: { code: string; name_en: string; name_fr: string },
): Promise<boolean> {
  const result = await db
    .updateTable('goal_types')
    .set(values)
    .where('tenant_code', '=', tenantCode)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteGoalType(db: Kysely<Database>, tenantCode: string, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('goal_types')
    .where('tenant_code', '=', tenantCode)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function findGoalsOfUser(db: Kysely<Database>, tenantCode: string, userCode: string) {
  return db
    .selectFrom('user_goals')
    .selectAll()
    .where('tenant_code', '=', tenantCode)
    .where('user_code', '=', userCode)
    .orderBy('id')
    .execute();
}

export async function insertGoal(
  db: Kysely<Database>,
  tenantCode: string,
  values: {
    user_code: string;
    goal_type_id: number;
    title: string;
    path_id: number | null;
    target_date: string | null;
  },
  now: string,
): Promise<number> {
  const row = await db
    .insertInto('user_goals')
    .values({ tenant_code: tenantCode, ...values, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function deleteGoal(db: Kysely<Database>, tenantCode: string, userCode: string, id: number) {
  const result = await db
    .deleteFrom('user_goals')
    .where('tenant_code', '=', tenantCode)
    .where('user_code', '=', userCode)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
