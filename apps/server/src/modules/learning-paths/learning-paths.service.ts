import {
  completionKey,
  LEARNING_PATH_MESSAGES,
  resourceFeedPath,
  SUPPORTED_LOCALES,
  type TAdminPath,
  type TAdminPathListRequest,
  type TAdminPathListResponse,
  type TCompleteItemResult,
  type TCorePathOnboardingStatusResponse,
  type TCreatePathData,
  type TGoal,
  type TGoalType,
  type TLearnerPath,
  type TLearnerPathItem,
  type TLearningPathMessageName,
  type TLocaleCode,
  type TPathAssignments,
  type TPathInfo,
  type TPathItemKind,
  type TPathProgress,
  type TPathSummary,
  type TPathUsageResponse,
  type TModuleUsageResponse,
  ZAdminPathListRequestSchema,
  ZCorePathResponseSchema,
  ZCreateGoalRequestSchema,
  ZPathStatusSchema,
  ZSaveGoalTypeRequestSchema,
  type TCreateGoalRequest,
  type TSaveGoalTypeRequest,
} from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { toBool, type Database } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import type { TActor } from '../../plugins/authentication.ts';
import { createLoadingCache } from '../../lib/loading-cache.ts';
import {
  onStatementsRecorded,
  type TLearningRecordService,
  type TObjectActivity,
} from '../learning-record/learning-record.service.ts';
import { findAssessmentSetSummaries } from '../assessments/assessment-set-lookup.ts';
import { findResourceSummaries } from '../resources/resource-lookup.ts';
import { removePathSearchDocuments, syncPathSearchDocuments } from './learning-path-search-documents.ts';
import { canReadOthersProgress, isPathAdmin } from './learning-paths.policy.ts';
import {
  computeLearnerPath,
  localizedDescription,
  localizedTitle,
  objectKeyOf,
  progressOf,
  type TPathObject,
} from './learning-paths.progress.ts';
import {
  countCurrentLevels,
  countLearnersOfPaths,
  deleteGoal,
  deleteGoalType,
  deletePath,
  deleteTreeVersion,
  findAssignedPathIds,
  findAssignedPaths,
  findAssignments,
  findCorePathOfJobRole,
  findCurrentItemsOfPaths,
  findExistingCodes,
  findGoalsOfUser,
  findGoalType,
  findGoalTypes,
  findItemUsage,
  findLearnersOfPath,
  findLearner,
  findPath,
  findPaths,
  findPathsPage,
  findTree,
  findUserPath,
  insertGoal,
  insertGoalType,
  insertPath,
  insertTree,
  pathRowValues,
  replaceAssignments,
  updateAcknowledgedVersion,
  updateGoalType,
  updatePathRow,
  upsertUserPath,
  type TItemRow,
  type TPathRow,
  type TPathTree,
} from './learning-paths.repository.ts';

type TFieldErrors = Record<string, string[]>;

function addIssue(errors: TFieldErrors, field: string, name: TLearningPathMessageName): void {
  (errors[field] ??= []).push(LEARNING_PATH_MESSAGES[name]);
}

function failIfAny(errors: TFieldErrors): void {
  if (Object.keys(errors).length > 0) {
    throw new AppError('validation_failed', 'The learning path is not valid.', errors);
  }
}

function invalid(field: string, name: TLearningPathMessageName): AppError {
  return new AppError('validation_failed', LEARNING_PATH_MESSAGES[name], { [field]: [LEARNING_PATH_MESSAGES[name]] });
}

function localeOf(actor: TActor, asked: TLocaleCode | undefined): TLocaleCode {
  return asked ?? actor.defaultLocale;
}

type TLearner = { userCode: string; jobRoleCode: string | null; locationId: number | null };

/**
 * Learners' core path views, computed from the record, kept briefly: a learner's own statements
 * (any module, through the learning record's announcements), their choice of path and any path
 * administration of the tenant drop them at once in this process; `ttl` bounds how long another
 * node's changes take to show.
 */
export const CORE_PATH_VIEW_CACHE = { max: 10_000, ttl: 10_000 } as const;

// lru-cache's reasons for aborting a load in flight (its key deleted, evicted or replaced).
const DROPPED_LOADS = new Set(['deleted', 'evicted', 'replaced']);

export type TLearningPathsService = ReturnType<typeof createLearningPathsService>;

/**
 * Learning paths (issue 15): the learner's core path computed from the learning record, the
 * onboarding status, choosing a path, completing items, goals, and path administration with
 * versions. Every read and write is scoped by the actor's tenant; another tenant's path or item
 * is "not found".
 */
export function createLearningPathsService(db: Kysely<Database>, deps: { record: TLearningRecordService }) {
  const { record } = deps;
  // Each view with its answer, serialised and checked once (the hot call sends the string).
  const views = createLoadingCache<{ view: TLearnerPath | null; json: string }>(CORE_PATH_VIEW_CACHE);
  // A tenant's generation is part of its keys: path administration moves it, orphaning every view.
  const generations = new Map<string, number>();
  const viewKey = (tenantCode: string, userCode: string, locale: TLocaleCode) =>
    JSON.stringify([tenantCode, generations.get(tenantCode) ?? 0, userCode, locale]);
  function forgetLearners(tenantCode: string, userCodes: readonly string[]): void {
    for (const userCode of userCodes) {
      for (const locale of SUPPORTED_LOCALES) {
        views.delete(viewKey(tenantCode, userCode, locale));
      }
    }
  }
  function forgetTenant(tenantCode: string): void {
    generations.set(tenantCode, (generations.get(tenantCode) ?? 0) + 1);
  }
  const stopListening = onStatementsRecorded(forgetLearners);

  /** The learner a call is about: the caller, or (path administrators only) another user of the tenant. */
  async function learnerOf(actor: TActor, userCode: string | undefined): Promise<TLearner> {
    const code = userCode ?? actor.userCode;
    if (code !== actor.userCode && !canReadOthersProgress(actor)) {
      // Another learner's progress is not the caller's to see: as if it did not exist.
      throw notFound('The user');
    }
    const row = await findLearner(db, actor.tenantCode, code);
    if (!row) {
      throw notFound('The user');
    }
    return { userCode: row.user_code, jobRoleCode: row.job_role_code, locationId: row.location_id };
  }

  /** The record's views and completions of the tree's objects: one indexed query per object kind. */
  async function activityOfTree(
    tenantCode: string,
    userCode: string,
    items: readonly TItemRow[],
  ): Promise<Map<string, TObjectActivity>> {
    const activity = new Map<string, TObjectActivity>();
    for (const kind of ['RESOURCE', 'ASSESSMENTSET'] as const) {
      const ids = items.filter((item) => item.object_kind === kind).map((item) => item.object_id);
      if (ids.length === 0) {
        continue;
      }
      const found = await record.activityOf(db, tenantCode, userCode, kind, ids);
      for (const [objectId, entry] of found) {
        activity.set(`${kind}:${objectId}`, entry);
      }
    }
    return activity;
  }

  /**
   * The items' objects by object key, each from its module: resources (marked done by the learner)
   * and assessment sets (done when passed; opened only while published). Deleted objects are absent.
   */
  async function objectsOf(
    conn: Kysely<Database>,
    tenantCode: string,
    items: readonly TItemRow[],
    locale: TLocaleCode,
  ): Promise<Map<string, TPathObject>> {
    const idsOf = (kind: TPathItemKind) =>
      items.filter((item) => item.object_kind === kind).map((item) => item.object_id);
    const [resources, sets] = await Promise.all([
      findResourceSummaries(conn, tenantCode, idsOf('RESOURCE'), locale),
      findAssessmentSetSummaries(conn, tenantCode, idsOf('ASSESSMENTSET'), locale),
    ]);
    const objects = new Map<string, TPathObject>();
    for (const resource of resources.values()) {
      objects.set(`RESOURCE:${resource.resourceId}`, {
        title: resource.title,
        url: resourceFeedPath(resource.resourceId),
        isManuallyCompletable: true,
      });
    }
    for (const set of sets.values()) {
      objects.set(`ASSESSMENTSET:${set.setId}`, {
        title: set.title,
        url: set.isVisible ? set.url : null,
        isManuallyCompletable: false,
      });
    }
    return objects;
  }

  /** The learner's view of a path, from its current version and the record. */
  async function viewOf(
    tenantCode: string,
    learner: TLearner,
    path: TPathRow,
    assignment: { assignedAt: string; acknowledgedVersion: number } | null,
    locale: TLocaleCode,
  ): Promise<TLearnerPath> {
    const tree = await findTree(db, tenantCode, path.id, path.version);
    const [activity, objects, acknowledgedItems] = await Promise.all([
      activityOfTree(tenantCode, learner.userCode, tree.items),
      objectsOf(db, tenantCode, tree.items, locale),
      assignment && assignment.acknowledgedVersion < path.version
        ? findTree(db, tenantCode, path.id, assignment.acknowledgedVersion).then((old) => old.items)
        : Promise.resolve(null),
    ]);
    return computeLearnerPath({
      path,
      tree,
      activity,
      objects,
      assignedAt: assignment?.assignedAt ?? new Date().toISOString(),
      acknowledged:
        assignment && acknowledgedItems
          ? { version: assignment.acknowledgedVersion, objectKeys: new Set(acknowledgedItems.map(objectKeyOf)) }
          : null,
      locale,
      now: new Date(),
    });
  }

  /** The learner's core path row and its path, or null. */
  async function corePathOf(tenantCode: string, learner: TLearner) {
    const assignment = await findUserPath(db, tenantCode, learner.userCode);
    if (!assignment) {
      return null;
    }
    const path = await findPath(db, tenantCode, assignment.path_id);
    return path ? { assignment, path } : null;
  }

  /** Published paths meant for the learner: their job role's core path, and assignments to them, their role or location. */
  async function jobRolePathsOf(tenantCode: string, learner: TLearner): Promise<TPathRow[]> {
    const assigned = new Set(await findAssignedPathIds(db, tenantCode, learner));
    const published = await findPaths(db, tenantCode, { statuses: ['PUBLISHED'] });
    return published.filter(
      (path) =>
        assigned.has(path.id) ||
        (toBool(path.is_core) && learner.jobRoleCode !== null && path.job_role_code === learner.jobRoleCode),
    );
  }

  async function summariesOf(
    tenantCode: string,
    paths: readonly TPathRow[],
    selectedPathId: number | null,
    locale: TLocaleCode,
  ): Promise<TPathSummary[]> {
    const ids = paths.map((path) => path.id);
    const [items, levels] = await Promise.all([
      findCurrentItemsOfPaths(db, tenantCode, ids),
      countCurrentLevels(db, tenantCode, ids),
    ]);
    return paths.map((path) => {
      const own = items.filter((item) => item.path_id === path.id);
      return {
        pathId: path.id,
        title: localizedTitle(path, locale),
        description: localizedDescription(path, locale),
        isCore: toBool(path.is_core),
        jobRoleCode: path.job_role_code,
        version: path.version,
        levelCount: levels.get(path.id) ?? 0,
        itemCount: own.length,
        requiredItemCount: own.filter((item) => toBool(item.is_required)).length,
        dueDays: path.due_days,
        isSelected: path.id === selectedPathId,
      };
    });
  }

  /** A path of the tenant learners may look at: published, or the learner's own. */
  async function readablePath(actor: TActor, pathId: number, ownPathId: number | null): Promise<TPathRow> {
    const path = await findPath(db, actor.tenantCode, pathId);
    if (!path || (path.status !== 'PUBLISHED' && path.id !== ownPathId && !isPathAdmin(actor))) {
      throw notFound('The learning path');
    }
    return path;
  }

  // -------------------------------------------------------------------------------------------
  // Learner calls

  /** The learner's core path view (null when none) and `GET /api/corepath`'s answer, from the cache. */
  async function loadCorePath(
    actor: TActor,
    query: { userCode?: string | undefined; locale?: TLocaleCode | undefined },
  ): Promise<{ view: TLearnerPath | null; json: string }> {
    const locale = localeOf(actor, query.locale);
    const learner =
      query.userCode === undefined || query.userCode === actor.userCode
        ? { userCode: actor.userCode, jobRoleCode: null, locationId: null }
        : await learnerOf(actor, query.userCode);
    const load = async () => {
      const core = await corePathOf(actor.tenantCode, learner);
      const view = core
        ? await viewOf(
            actor.tenantCode,
            learner,
            core.path,
            { assignedAt: core.assignment.assigned_at, acknowledgedVersion: core.assignment.acknowledged_version },
            locale,
          )
        : null;
      return {
        view,
        json: JSON.stringify(ZCorePathResponseSchema.parse({ success: true, returnValue: view, message: null })),
      };
    };
    try {
      return await views.forceFetch(viewKey(actor.tenantCode, learner.userCode, locale), { context: load });
    } catch (error) {
      // The view was dropped while it loaded (a statement of the learner's arrived): lru-cache aborts
      // that load; this caller gets one loaded afresh, uncached, rather than an error.
      if (error instanceof Error && DROPPED_LOADS.has(error.message)) {
        return load();
      }
      throw error;
    }
  }

  /** `GET /api/corepath`: the learner's core path with levels, items, progress; null when none. */
  async function getCorePath(
    actor: TActor,
    query: { userCode?: string | undefined; locale?: TLocaleCode | undefined },
  ): Promise<TLearnerPath | null> {
    return (await loadCorePath(actor, query)).view;
  }

  /**
   * Every path assigned to the caller, each as their view from the record: the core path first,
   * then the published paths assigned to them, their job role or location (path id order), each
   * due from its first assignment (the dashboard's up next).
   */
  async function getAssignedPaths(actor: TActor, asked: TLocaleCode | undefined): Promise<TLearnerPath[]> {
    const locale = localeOf(actor, asked);
    const learner = await learnerOf(actor, undefined);
    const [core, assigned] = await Promise.all([
      getCorePath(actor, { locale }),
      findAssignedPaths(db, actor.tenantCode, learner),
    ]);
    const assignedAt = new Map(assigned.map((row) => [row.path_id, row.assigned_at]));
    const others = (
      await findPaths(db, actor.tenantCode, { statuses: ['PUBLISHED'], ids: [...assignedAt.keys()] })
    ).filter((path) => path.id !== core?.pathId);
    const views = await Promise.all(
      others.map((path) =>
        viewOf(
          actor.tenantCode,
          learner,
          path,
          // Nothing to acknowledge on a path that is not their core one.
          { assignedAt: assignedAt.get(path.id) ?? new Date().toISOString(), acknowledgedVersion: path.version },
          locale,
        ),
      ),
    );
    return core ? [core, ...views] : views;
  }

  /** `GET /api/corepath`'s answer serialised (the route sends it as it is). */
  async function getCorePathJson(
    actor: TActor,
    query: { userCode?: string | undefined; locale?: TLocaleCode | undefined },
  ): Promise<string> {
    return (await loadCorePath(actor, query)).json;
  }

  /** `GET /api/corepath/CorePathOnBoardingStatus`: whether the onboarding must ask for a path. */
  async function getOnboardingStatus(actor: TActor): Promise<TCorePathOnboardingStatusResponse> {
    const learner = await learnerOf(actor, undefined);
    const core = await corePathOf(actor.tenantCode, learner);
    const available = await jobRolePathsOf(actor.tenantCode, learner);
    return { isCorePathAssigned: core !== null, isCorePathAvailableForUser: available.length > 0 };
  }

  async function listTenantPaths(actor: TActor, locale: TLocaleCode | undefined): Promise<TPathSummary[]> {
    const learner = await learnerOf(actor, undefined);
    const own = await findUserPath(db, actor.tenantCode, learner.userCode);
    const paths = await findPaths(db, actor.tenantCode, { statuses: ['PUBLISHED'] });
    return summariesOf(actor.tenantCode, paths, own?.path_id ?? null, localeOf(actor, locale));
  }

  async function listJobRolePaths(actor: TActor, locale: TLocaleCode | undefined): Promise<TPathSummary[]> {
    const learner = await learnerOf(actor, undefined);
    const own = await findUserPath(db, actor.tenantCode, learner.userCode);
    const paths = await jobRolePathsOf(actor.tenantCode, learner);
    return summariesOf(actor.tenantCode, paths, own?.path_id ?? null, localeOf(actor, locale));
  }

  /** `GET /api/corepath/getCorePathItems`: the core path's items in order (empty without one). */
  async function getCorePathItems(actor: TActor, locale: TLocaleCode | undefined): Promise<TLearnerPathItem[]> {
    const view = await getCorePath(actor, { locale });
    return view ? view.levels.flatMap((level) => level.modules.flatMap((module) => module.items)) : [];
  }

  /** `GET /api/corepath/getCorePathItemsCount?pathId=`: the caller's counts on a path. */
  async function getPathItemsCount(actor: TActor, pathId: number): Promise<TPathProgress> {
    const learner = await learnerOf(actor, undefined);
    const own = await findUserPath(db, actor.tenantCode, learner.userCode);
    const path = await readablePath(actor, pathId, own?.path_id ?? null);
    const tree = await findTree(db, actor.tenantCode, path.id, path.version);
    const activity = await activityOfTree(actor.tenantCode, learner.userCode, tree.items);
    return progressOf(
      tree.items.map((item) => ({
        isRequired: toBool(item.is_required),
        isDone: (activity.get(objectKeyOf(item))?.completedAt ?? null) !== null,
      })),
    );
  }

  /** `GET /api/pathinfo?pathId=`: a path summarised with its outline (the caller's core path without pathId). */
  async function getPathInfo(
    actor: TActor,
    pathId: number | undefined,
    asked: TLocaleCode | undefined,
  ): Promise<TPathInfo> {
    const locale = localeOf(actor, asked);
    const learner = await learnerOf(actor, undefined);
    const own = await findUserPath(db, actor.tenantCode, learner.userCode);
    const id = pathId ?? own?.path_id;
    if (id === undefined) {
      throw notFound('The learning path');
    }
    const path = await readablePath(actor, id, own?.path_id ?? null);
    const [summary] = await summariesOf(actor.tenantCode, [path], own?.path_id ?? null, locale);
    const view = await viewOf(
      actor.tenantCode,
      learner,
      path,
      own && own.path_id === path.id
        ? { assignedAt: own.assigned_at, acknowledgedVersion: own.acknowledged_version }
        : null,
      locale,
    );
    if (!summary) {
      throw notFound('The learning path');
    }
    return {
      ...summary,
      levels: view.levels.map((level) => ({
        levelId: level.levelId,
        title: level.title,
        modules: level.modules.map((module) => ({
          moduleId: module.moduleId,
          title: module.title,
          itemCount: module.items.length,
        })),
      })),
      progress: view.progress,
      certification: view.certification,
    };
  }

  /** `POST /api/corepath/setUserPath`: the caller chooses a published path of the tenant as their core path. */
  async function setUserPath(actor: TActor, pathId: number, locale: TLocaleCode | undefined): Promise<TLearnerPath> {
    const learner = await learnerOf(actor, undefined);
    const path = await findPath(db, actor.tenantCode, pathId);
    if (!path) {
      throw notFound('The learning path');
    }
    if (path.status !== 'PUBLISHED') {
      throw invalid('pathId', 'pathNotAvailable');
    }
    await upsertUserPath(db, actor.tenantCode, learner.userCode, path.id, path.version, new Date().toISOString());
    forgetLearners(actor.tenantCode, [learner.userCode]);
    const view = await getCorePath(actor, { locale });
    if (!view) {
      throw notFound('The learning path');
    }
    return view;
  }

  /**
   * `POST /api/corepath/completeItem`: records "completed" for the item's object in the learning
   * record, idempotently (one key per user and object: a replay or a concurrent duplicate is stored
   * once), and says which level it opened.
   */
  async function completeItem(
    actor: TActor,
    itemId: number,
    asked: TLocaleCode | undefined,
  ): Promise<TCompleteItemResult> {
    const locale = localeOf(actor, asked);
    const learner = await learnerOf(actor, undefined);
    const core = await corePathOf(actor.tenantCode, learner);
    const assignment = core
      ? { assignedAt: core.assignment.assigned_at, acknowledgedVersion: core.assignment.acknowledged_version }
      : null;
    const before = core ? await viewOf(actor.tenantCode, learner, core.path, assignment, locale) : null;
    const item = before?.levels
      .flatMap((level) => level.modules.flatMap((module) => module.items))
      .find((candidate) => candidate.itemId === itemId);
    if (!core || !before || !item) {
      // Not an item of the caller's current path (another tenant's, another path's, an old version's).
      throw notFound('The learning path item');
    }
    if (item.state === 'locked') {
      throw invalid('itemId', 'itemLocked');
    }
    if (!item.isCompletable) {
      throw invalid('itemId', 'itemNotCompletable');
    }
    const inserted = await record.record(db, actor.tenantCode, [
      {
        actorUserCode: learner.userCode,
        verb: 'completed',
        objectKind: item.kind,
        objectId: String(item.objectId),
        result: { completion: true },
        idempotencyKey: completionKey(learner.userCode, item.kind, item.objectId),
      },
    ]);
    const after = await viewOf(actor.tenantCode, learner, core.path, assignment, locale);
    if (inserted > 0 && after.progress.percent === 100) {
      // The path is done: one "completed PATH" in the record (skills weigh it as evidence of the
      // competencies it is tagged with). Its key makes concurrent last items record it once.
      await record.record(db, actor.tenantCode, [
        {
          actorUserCode: learner.userCode,
          verb: 'completed',
          objectKind: 'PATH',
          objectId: String(core.path.id),
          result: { completion: true },
          idempotencyKey: completionKey(learner.userCode, 'PATH', core.path.id),
        },
      ]);
    }
    const updated = after.levels
      .flatMap((level) => level.modules.flatMap((module) => module.items))
      .find((candidate) => candidate.itemId === itemId);
    const opened = after.levels.find(
      (level) =>
        level.state !== 'locked' &&
        before.levels.find((previous) => previous.levelId === level.levelId)?.state === 'locked',
    );
    return {
      item: updated ?? item,
      progress: after.progress,
      unlockedLevel: opened ? { levelId: opened.levelId, title: opened.title } : null,
      isNewlyCompleted: inserted > 0,
    };
  }

  /** `POST /api/corepath/acknowledgeVersion`: the learner saw what the new version added. */
  async function acknowledgeVersion(actor: TActor, pathId: number): Promise<boolean> {
    const path = await findPath(db, actor.tenantCode, pathId);
    if (!path || !(await updateAcknowledgedVersion(db, actor.tenantCode, actor.userCode, pathId, path.version))) {
      throw notFound('The learning path');
    }
    forgetLearners(actor.tenantCode, [actor.userCode]);
    return true;
  }

  // -------------------------------------------------------------------------------------------
  // Goals

  function presentGoalType(
    row: { id: number; code: string; name_en: string; name_fr: string },
    locale: TLocaleCode,
  ): TGoalType {
    return {
      goalTypeId: row.id,
      code: row.code,
      name: localizedTitle({ title_en: row.name_en, title_fr: row.name_fr }, locale),
      nameEn: row.name_en,
      nameFr: row.name_fr,
    };
  }

  async function listGoalTypes(actor: TActor, locale: TLocaleCode | undefined): Promise<TGoalType[]> {
    const rows = await findGoalTypes(db, actor.tenantCode);
    return rows.map((row) => presentGoalType(row, localeOf(actor, locale)));
  }

  function goalTypeValues(body: z.output<typeof ZSaveGoalTypeRequestSchema>) {
    if (body.titleEn === '' && body.titleFr === '') {
      throw invalid('titleEn', 'titleRequired');
    }
    return { code: body.code, name_en: body.titleEn, name_fr: body.titleFr };
  }

  async function createGoalType(actor: TActor, input: TSaveGoalTypeRequest): Promise<TGoalType> {
    const values = goalTypeValues(ZSaveGoalTypeRequestSchema.parse(input));
    const id = await insertGoalType(db, actor.tenantCode, values);
    if (id === undefined) {
      throw invalid('code', 'codeTaken');
    }
    return presentGoalType({ id, ...values }, actor.defaultLocale);
  }

  async function changeGoalType(actor: TActor, id: number, input: TSaveGoalTypeRequest): Promise<TGoalType> {
    const values = goalTypeValues(ZSaveGoalTypeRequestSchema.parse(input));
    try {
      if (!(await updateGoalType(db, actor.tenantCode, id, values))) {
        throw notFound('The goal type');
      }
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw invalid('code', 'codeTaken');
      }
      throw error;
    }
    return presentGoalType({ id, ...values }, actor.defaultLocale);
  }

  async function removeGoalType(actor: TActor, id: number): Promise<void> {
    if (!(await deleteGoalType(db, actor.tenantCode, id))) {
      throw notFound('The goal type');
    }
  }

  async function listGoals(actor: TActor, asked: TLocaleCode | undefined): Promise<TGoal[]> {
    const locale = localeOf(actor, asked);
    const [goals, types] = await Promise.all([
      findGoalsOfUser(db, actor.tenantCode, actor.userCode),
      findGoalTypes(db, actor.tenantCode),
    ]);
    const pathIds = [...new Set(goals.flatMap((goal) => (goal.path_id === null ? [] : [goal.path_id])))];
    const paths = new Map((await findPaths(db, actor.tenantCode, { ids: pathIds })).map((path) => [path.id, path]));
    const items = await findCurrentItemsOfPaths(db, actor.tenantCode, pathIds);
    const activity = await activityOfTree(actor.tenantCode, actor.userCode, items);
    return goals.map((goal) => {
      const path = goal.path_id === null ? undefined : paths.get(goal.path_id);
      const type = types.find((candidate) => candidate.id === goal.goal_type_id);
      const own = path ? items.filter((item) => item.path_id === path.id) : [];
      const progress = progressOf(
        own.map((item) => ({
          isRequired: toBool(item.is_required),
          isDone: (activity.get(objectKeyOf(item))?.completedAt ?? null) !== null,
        })),
      );
      return {
        goalId: goal.id,
        goalTypeId: goal.goal_type_id,
        goalTypeName: type ? presentGoalType(type, locale).name : '',
        title: goal.title,
        pathId: path?.id ?? null,
        pathTitle: path ? localizedTitle(path, locale) : null,
        targetDate: goal.target_date,
        isAchieved: path !== undefined && progress.totalItems > 0 && progress.percent === 100,
        createdAt: goal.created_at,
      };
    });
  }

  async function createGoal(actor: TActor, input: TCreateGoalRequest, locale: TLocaleCode | undefined): Promise<TGoal> {
    const body = ZCreateGoalRequestSchema.parse(input);
    const errors: TFieldErrors = {};
    if (!(await findGoalType(db, actor.tenantCode, body.goalTypeId))) {
      addIssue(errors, 'goalTypeId', 'goalTypeUnknown');
    }
    if (body.pathId !== null && !(await findPath(db, actor.tenantCode, body.pathId))) {
      addIssue(errors, 'pathId', 'pathUnknown');
    }
    failIfAny(errors);
    const id = await insertGoal(
      db,
      actor.tenantCode,
      {
        user_code: actor.userCode,
        goal_type_id: body.goalTypeId,
        title: body.title,
        path_id: body.pathId,
        target_date: body.targetDate,
      },
      new Date().toISOString(),
    );
    const goal = (await listGoals(actor, locale)).find((candidate) => candidate.goalId === id);
    if (!goal) {
      throw notFound('The goal');
    }
    return goal;
  }

  async function removeGoal(actor: TActor, id: number): Promise<void> {
    if (!(await deleteGoal(db, actor.tenantCode, actor.userCode, id))) {
      throw notFound('The goal');
    }
  }

  // -------------------------------------------------------------------------------------------
  // Administration

  /** The rules beyond the schema, each on its field; a 400 with every broken one. */
  async function validatePath(
    trx: Kysely<Database>,
    actor: TActor,
    data: TCreatePathData,
    pathId: number | null,
  ): Promise<void> {
    const errors: TFieldErrors = {};
    if (data.titleEn === '' && data.titleFr === '') {
      addIssue(errors, 'titleEn', 'titleRequired');
    }
    if (data.isCore && data.jobRoleCode === null) {
      addIssue(errors, 'jobRoleCode', 'jobRoleRequired');
    }
    if (data.jobRoleCode !== null) {
      const known = await findExistingCodes(trx, actor.tenantCode, 'JOB_ROLE', [data.jobRoleCode]);
      if (!known.has(data.jobRoleCode)) {
        addIssue(errors, 'jobRoleCode', 'jobRoleUnknown');
      } else if (data.isCore && (await findCorePathOfJobRole(trx, actor.tenantCode, data.jobRoleCode, pathId))) {
        addIssue(errors, 'jobRoleCode', 'coreTaken');
      }
    }
    const resourceIds = data.levels.flatMap((level) =>
      level.modules.flatMap((module) =>
        module.items.filter((item) => item.kind === 'RESOURCE').map((item) => item.objectId),
      ),
    );
    const setIds = data.levels.flatMap((level) =>
      level.modules.flatMap((module) =>
        module.items.filter((item) => item.kind === 'ASSESSMENTSET').map((item) => item.objectId),
      ),
    );
    const [resources, sets] = await Promise.all([
      findResourceSummaries(trx, actor.tenantCode, resourceIds, actor.defaultLocale),
      findAssessmentSetSummaries(trx, actor.tenantCode, setIds, actor.defaultLocale),
    ]);
    const seen = new Set<string>();
    for (const [l, level] of data.levels.entries()) {
      if (level.titleEn === '' && level.titleFr === '') {
        addIssue(errors, `levels.${l}.titleEn`, 'titleRequired');
      }
      for (const [m, module] of level.modules.entries()) {
        if (module.titleEn === '' && module.titleFr === '') {
          addIssue(errors, `levels.${l}.modules.${m}.titleEn`, 'titleRequired');
        }
        for (const [i, item] of module.items.entries()) {
          const field = `levels.${l}.modules.${m}.items.${i}.objectId`;
          const key = `${item.kind}:${item.objectId}`;
          if (seen.has(key)) {
            addIssue(errors, field, 'itemDuplicate');
          }
          seen.add(key);
          if (item.kind === 'RESOURCE' && !resources.has(item.objectId)) {
            addIssue(errors, field, 'resourceUnknown');
          }
          if (item.kind === 'ASSESSMENTSET' && !sets.has(item.objectId)) {
            addIssue(errors, field, 'assessmentSetUnknown');
          }
        }
      }
    }
    failIfAny(errors);
  }

  async function presentAdminPath(tenantCode: string, path: TPathRow, locale: TLocaleCode): Promise<TAdminPath> {
    const [tree, learners] = await Promise.all([
      findTree(db, tenantCode, path.id, path.version),
      findLearnersOfPath(db, tenantCode, path.id),
    ]);
    // The path's learners who started each item (the editor warns before removing those).
    const [objects, started] = await Promise.all([
      objectsOf(db, tenantCode, tree.items, locale),
      record.learnersStarted(
        db,
        tenantCode,
        'RESOURCE',
        tree.items.filter((item) => item.object_kind === 'RESOURCE').map((item) => item.object_id),
        learners,
      ),
    ]);
    return {
      pathId: path.id,
      titleEn: path.title_en,
      titleFr: path.title_fr,
      descriptionEn: path.description_en,
      descriptionFr: path.description_fr,
      isCore: toBool(path.is_core),
      jobRoleCode: path.job_role_code,
      dueDays: path.due_days,
      status: ZPathStatusSchema.parse(path.status),
      version: path.version,
      publishedAt: path.published_at,
      updatedAt: path.updated_at,
      levels: tree.levels.map((level) => ({
        levelId: level.id,
        titleEn: level.title_en,
        titleFr: level.title_fr,
        modules: tree.modules
          .filter((module) => module.level_id === level.id)
          .map((module) => ({
            moduleId: module.id,
            titleEn: module.title_en,
            titleFr: module.title_fr,
            items: tree.items
              .filter((item) => item.module_id === module.id)
              .map((item) => ({
                itemId: item.id,
                kind: item.object_kind === 'ASSESSMENTSET' ? ('ASSESSMENTSET' as const) : ('RESOURCE' as const),
                objectId: item.object_id,
                title: objects.get(objectKeyOf(item))?.title ?? '',
                isRequired: toBool(item.is_required),
                dueDays: item.due_days,
                learnersStarted: item.object_kind === 'RESOURCE' ? (started.get(String(item.object_id)) ?? 0) : 0,
              })),
          })),
      })),
    };
  }

  async function adminPathOf(actor: TActor, pathId: number): Promise<TPathRow> {
    const path = await findPath(db, actor.tenantCode, pathId);
    if (!path) {
      throw notFound('The learning path');
    }
    return path;
  }

  async function getAdminPath(actor: TActor, pathId: number, locale: TLocaleCode | undefined): Promise<TAdminPath> {
    return presentAdminPath(actor.tenantCode, await adminPathOf(actor, pathId), localeOf(actor, locale));
  }

  async function listAdminPaths(actor: TActor, input: TAdminPathListRequest): Promise<TAdminPathListResponse> {
    const request = ZAdminPathListRequestSchema.parse(input);
    const locale = localeOf(actor, request.locale);
    const { rows, total } = await findPathsPage(db, actor.tenantCode, {
      searchText: request.searchText,
      ...(request.status ? { status: request.status } : {}),
      offset: (request.pageNo - 1) * request.pageSize,
      limit: request.pageSize,
    });
    const ids = rows.map((row) => row.id);
    const [items, levels, learners] = await Promise.all([
      findCurrentItemsOfPaths(db, actor.tenantCode, ids),
      countCurrentLevels(db, actor.tenantCode, ids),
      countLearnersOfPaths(db, actor.tenantCode, ids),
    ]);
    return {
      totalRecords: total,
      result: rows.map((row) => ({
        pathId: row.id,
        title: localizedTitle(row, locale),
        titleEn: row.title_en,
        titleFr: row.title_fr,
        isCore: toBool(row.is_core),
        jobRoleCode: row.job_role_code,
        status: ZPathStatusSchema.parse(row.status),
        version: row.version,
        levelCount: levels.get(row.id) ?? 0,
        itemCount: items.filter((item) => item.path_id === row.id).length,
        learnerCount: learners.get(row.id) ?? 0,
        updatedAt: row.updated_at,
      })),
    };
  }

  /** Maps the database's answer to a concurrent second core path of a job role to the field error. */
  async function withCoreRace<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw invalid('jobRoleCode', 'coreTaken');
      }
      throw error;
    }
  }

  /** `POST /api/path/admin`: a DRAFT path, version 1, in one transaction with its search documents. */
  async function createPath(
    actor: TActor,
    data: TCreatePathData,
    locale: TLocaleCode | undefined,
  ): Promise<TAdminPath> {
    const now = new Date().toISOString();
    const pathId = await withCoreRace(() =>
      db.transaction().execute(async (trx) => {
        await validatePath(trx, actor, data, null);
        const id = await insertPath(trx, actor.tenantCode, pathRowValues(data), actor.userCode, now);
        await insertTree(trx, actor.tenantCode, id, 1, data.levels);
        await syncPathSearchDocuments(trx, actor.tenantCode, id, [], now);
        return id;
      }),
    );
    forgetTenant(actor.tenantCode);
    return getAdminPath(actor, pathId, locale);
  }

  /**
   * `PUT /api/path/admin/{id}`: replaces the tree. A path that was ever published gets a new
   * version (the old one stays for the learners' delta); a draft is rewritten in place. Removing
   * items learners of the path started waits for `ignoreWarnings`.
   */
  async function updatePath(
    actor: TActor,
    pathId: number,
    data: TCreatePathData,
    ignoreWarnings: boolean,
    locale: TLocaleCode | undefined,
  ) {
    const now = new Date().toISOString();
    const outcome = await withCoreRace(() =>
      db.transaction().execute(async (trx) => {
        const path = await findPath(trx, actor.tenantCode, pathId);
        if (!path) {
          throw notFound('The learning path');
        }
        await validatePath(trx, actor, data, pathId);
        const old: TPathTree = await findTree(trx, actor.tenantCode, pathId, path.version);
        const kept = new Set(
          data.levels.flatMap((level) =>
            level.modules.flatMap((module) => module.items.map((item) => `${item.kind}:${item.objectId}`)),
          ),
        );
        const removed = old.items.filter((item) => !kept.has(objectKeyOf(item)) && item.object_kind === 'RESOURCE');
        const learners =
          removed.length > 0 && !ignoreWarnings ? await findLearnersOfPath(trx, actor.tenantCode, pathId) : [];
        if (learners.length > 0) {
          const started = await record.learnersStarted(
            trx,
            actor.tenantCode,
            'RESOURCE',
            removed.map((item) => item.object_id),
            learners,
          );
          const objects = await objectsOf(trx, actor.tenantCode, removed, localeOf(actor, locale));
          const warnings = removed
            .map((item) => ({
              kind: 'RESOURCE' as const,
              objectId: item.object_id,
              title: objects.get(objectKeyOf(item))?.title ?? '',
              learnersStarted: started.get(String(item.object_id)) ?? 0,
            }))
            .filter((warning) => warning.learnersStarted > 0);
          if (warnings.length > 0) {
            return { saved: false as const, warnings };
          }
        }
        const isNewVersion = path.published_at !== null;
        const version = isNewVersion ? path.version + 1 : path.version;
        if (!isNewVersion) {
          await deleteTreeVersion(trx, actor.tenantCode, pathId, version);
        }
        await insertTree(trx, actor.tenantCode, pathId, version, data.levels);
        await updatePathRow(trx, actor.tenantCode, pathId, { ...pathRowValues(data), version }, actor.userCode, now);
        await syncPathSearchDocuments(
          trx,
          actor.tenantCode,
          pathId,
          old.modules.map((module) => module.id),
          now,
        );
        return { saved: true as const, isNewVersion };
      }),
    );
    if (!outcome.saved) {
      return { path: null, isNewVersion: false, warnings: outcome.warnings };
    }
    forgetTenant(actor.tenantCode);
    return { path: await getAdminPath(actor, pathId, locale), isNewVersion: outcome.isNewVersion, warnings: [] };
  }

  async function removePath(actor: TActor, pathId: number): Promise<void> {
    await db.transaction().execute(async (trx) => {
      const path = await findPath(trx, actor.tenantCode, pathId);
      if (!path) {
        throw notFound('The learning path');
      }
      const moduleIds = await trx
        .selectFrom('learning_path_modules')
        .select('id')
        .where('tenant_code', '=', actor.tenantCode)
        .where('path_id', '=', pathId)
        .execute();
      await deletePath(trx, actor.tenantCode, pathId);
      await removePathSearchDocuments(
        trx,
        actor.tenantCode,
        pathId,
        moduleIds.map((row) => row.id),
      );
    });
    forgetTenant(actor.tenantCode);
  }

  async function setStatus(
    actor: TActor,
    pathId: number,
    status: 'PUBLISHED' | 'UNPUBLISHED',
    locale: TLocaleCode | undefined,
  ): Promise<TAdminPath> {
    const now = new Date().toISOString();
    await db.transaction().execute(async (trx) => {
      const path = await findPath(trx, actor.tenantCode, pathId);
      if (!path) {
        throw notFound('The learning path');
      }
      if (status === 'PUBLISHED') {
        const tree = await findTree(trx, actor.tenantCode, pathId, path.version);
        if (tree.items.length === 0) {
          throw invalid('levels', 'publishEmpty');
        }
      }
      await updatePathRow(
        trx,
        actor.tenantCode,
        pathId,
        { status, ...(status === 'PUBLISHED' ? { published_at: path.published_at ?? now } : {}) },
        actor.userCode,
        now,
      );
      await syncPathSearchDocuments(trx, actor.tenantCode, pathId, [], now);
    });
    forgetTenant(actor.tenantCode);
    return getAdminPath(actor, pathId, locale);
  }

  async function getAssignments(actor: TActor, pathId: number): Promise<TPathAssignments> {
    await adminPathOf(actor, pathId);
    const rows = await findAssignments(db, actor.tenantCode, pathId);
    const codes = (kind: string) => rows.filter((row) => row.target_kind === kind).map((row) => row.target_code);
    return {
      jobRoleCodes: codes('JOB_ROLE'),
      locationIds: codes('LOCATION').map(Number),
      userCodes: codes('USER'),
    };
  }

  /** `PUT /api/path/admin/{id}/assignments`: replaces who gets the path; unknown codes are field errors. */
  async function setAssignments(actor: TActor, pathId: number, body: TPathAssignments): Promise<TPathAssignments> {
    await adminPathOf(actor, pathId);
    const errors: TFieldErrors = {};
    const lists = [
      {
        kind: 'JOB_ROLE' as const,
        field: 'jobRoleCodes',
        codes: body.jobRoleCodes,
        message: 'jobRoleUnknown' as const,
      },
      {
        kind: 'LOCATION' as const,
        field: 'locationIds',
        codes: body.locationIds.map(String),
        message: 'locationUnknown' as const,
      },
      { kind: 'USER' as const, field: 'userCodes', codes: body.userCodes, message: 'userUnknown' as const },
    ];
    for (const list of lists) {
      const known = await findExistingCodes(db, actor.tenantCode, list.kind, list.codes);
      list.codes.forEach((code, index) => {
        if (!known.has(code)) {
          addIssue(errors, `${list.field}.${index}`, list.message);
        }
      });
    }
    failIfAny(errors);
    const targets = lists.flatMap((list) => [...new Set(list.codes)].map((code) => ({ kind: list.kind, code })));
    await db.transaction().execute(async (trx) => {
      await replaceAssignments(trx, actor.tenantCode, pathId, targets, actor.userCode, new Date().toISOString());
    });
    return getAssignments(actor, pathId);
  }

  /** `POST /api/path/admin/Search`: which paths (current versions) use each resource. */
  async function searchPathUsage(
    actor: TActor,
    resourceIds: readonly number[],
    asked: TLocaleCode | undefined,
  ): Promise<TPathUsageResponse['returnValue']> {
    const locale = localeOf(actor, asked);
    const rows = await findItemUsage(db, actor.tenantCode, 'RESOURCE', resourceIds);
    return [...new Set(resourceIds)].map((id) => {
      const paths = new Map<number, { pathId: number; title: string; status: z.infer<typeof ZPathStatusSchema> }>();
      for (const row of rows.filter((candidate) => candidate.object_id === id)) {
        paths.set(row.path_id, {
          pathId: row.path_id,
          title: localizedTitle({ title_en: row.path_title_en, title_fr: row.path_title_fr }, locale),
          status: ZPathStatusSchema.parse(row.status),
        });
      }
      return { actionEntityId: id, paths: [...paths.values()] };
    });
  }

  /** `POST /api/modules/admin/Search`: which modules (of current versions) use each resource. */
  async function searchModuleUsage(
    actor: TActor,
    resourceIds: readonly number[],
    asked: TLocaleCode | undefined,
  ): Promise<TModuleUsageResponse['returnValue']> {
    const locale = localeOf(actor, asked);
    const rows = await findItemUsage(db, actor.tenantCode, 'RESOURCE', resourceIds);
    return [...new Set(resourceIds)].map((id) => ({
      actionEntityId: id,
      modules: rows
        .filter((row) => row.object_id === id)
        .map((row) => ({
          moduleId: row.module_id,
          title: localizedTitle({ title_en: row.module_title_en, title_fr: row.module_title_fr }, locale),
          pathId: row.path_id,
          pathTitle: localizedTitle({ title_en: row.path_title_en, title_fr: row.path_title_fr }, locale),
          status: ZPathStatusSchema.parse(row.status),
        })),
    }));
  }

  return {
    /** Stops hearing the learning record (the app is closing). */
    close: stopListening,
    getCorePath,
    getCorePathJson,
    getAssignedPaths,
    getOnboardingStatus,
    listTenantPaths,
    listJobRolePaths,
    getCorePathItems,
    getPathItemsCount,
    getPathInfo,
    setUserPath,
    completeItem,
    acknowledgeVersion,
    listGoalTypes,
    createGoalType,
    changeGoalType,
    removeGoalType,
    listGoals,
    createGoal,
    removeGoal,
    listAdminPaths,
    getAdminPath,
    createPath,
    updatePath,
    removePath,
    publish: (actor: TActor, pathId: number, locale: TLocaleCode | undefined) =>
      setStatus(actor, pathId, 'PUBLISHED', locale),
    unpublish: (actor: TActor, pathId: number, locale: TLocaleCode | undefined) =>
      setStatus(actor, pathId, 'UNPUBLISHED', locale),
    getAssignments,
    setAssignments,
    searchPathUsage,
    searchModuleUsage,
  };
}
