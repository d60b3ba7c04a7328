import {
  isModuleEnabled,
  localizedText,
  TeamValidation,
  type TLocaleCode,
  type TModuleCode,
  type TTeamAssignmentStatus,
  type TTeamMemberAssignment,
} from '@portal/contracts';
import type { Kysely } from 'kysely';
import { toBool, type Database } from '../../db/schema.ts';
import { findLearnerAssignments } from '../assessments/assessments.repository.ts';
import type { TCompetencyGate } from '../competencies/competency-gate.ts';
import { reporteeAssessmentsOf } from '../dashboard/widgets/reportee-assessments.ts';
import { progressOf } from '../learning-paths/learning-paths.progress.ts';
import type { TLearningRecordService } from '../learning-record/learning-record.service.ts';
import { loadEvidence, loadFramework, loadTargets, rowsFor } from '../skills/skill-evidence.ts';
import { competencyName } from '../skills/skill-profile.ts';
import {
  chunksOf,
  findCorePaths,
  findCurrentItems,
  findLatestActivity,
  findPathAssignmentsReaching,
  findRegistrationsOf,
  findResourceAssignments,
  type TItemRow,
  type TLineRow,
} from './team.repository.ts';

/*
 * What a member row shows, for a whole line at once: the core path's percent (the learning paths
 * module's progress rule), overdue path items and resources, pending and overdue assessments (the
 * dashboard's reportee count), the largest skill gaps (the skills module's profile rows) and the
 * latest statement. A fixed number of queries whatever the line's size (lists of people in
 * chunks); nothing is written. A module the tenant has off contributes nothing.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export type TMemberMetrics = {
  corePath: { pathId: number; titleEn: string; titleFr: string; percent: number } | null;
  overdueItems: number;
  pendingAssessments: number;
  overdueAssessments: number;
  topGaps: { competencyId: number; name: string; gap: number }[];
  lastActivity: { verb: string; kind: string; objectId: string; at: string } | null;
};

export type TMetricsSources = {
  db: Kysely<Database>;
  record: Pick<TLearningRecordService, 'completionsOfUsers' | 'ratingsOf'>;
  gate: Pick<TCompetencyGate, 'flagsOf'>;
};

type TPathOfMember = {
  pathId: number;
  version: number;
  assignedAt: string;
  dueDays: number | null;
  titleEn: string;
  titleFr: string;
};

function addDays(iso: string, days: number): number {
  return new Date(iso).getTime() + days * DAY_MS;
}

/** Each member's paths: the core one, then the published paths assigned to them, their role or location. */
async function pathsOfMembers(
  db: Kysely<Database>,
  tenantCode: string,
  members: readonly TLineRow[],
): Promise<{ core: Map<string, TPathOfMember>; assigned: Map<string, TPathOfMember[]> }> {
  const codes = members.map((member) => member.user_code);
  const [coreRows, assignmentRows] = await Promise.all([
    findCorePaths(db, tenantCode, codes),
    findPathAssignmentsReaching(db, tenantCode, {
      userCodes: codes,
      jobRoleCodes: [...new Set(members.flatMap((member) => member.job_role_code ?? []))],
      locationIds: [...new Set(members.flatMap((member) => member.location_id ?? []))],
    }),
  ]);
  const core = new Map(
    coreRows.map((row) => [
      row.user_code,
      {
        pathId: row.path_id,
        version: row.version,
        assignedAt: row.assigned_at,
        dueDays: row.due_days,
        titleEn: row.title_en,
        titleFr: row.title_fr,
      },
    ]),
  );
  const assigned = new Map<string, TPathOfMember[]>();
  for (const member of members) {
    // The first assignment reaching them starts each path's clock (as the learner's own view counts).
    const byPath = new Map<number, TPathOfMember>();
    for (const row of assignmentRows) {
      const reaches =
        (row.target_kind === 'USER' && row.target_code === member.user_code) ||
        (row.target_kind === 'JOB_ROLE' && row.target_code === member.job_role_code) ||
        (row.target_kind === 'LOCATION' &&
          member.location_id !== null &&
          row.target_code === String(member.location_id));
      if (!reaches || row.path_id === core.get(member.user_code)?.pathId) {
        continue;
      }
      const known = byPath.get(row.path_id);
      if (!known || row.assigned_at < known.assignedAt) {
        byPath.set(row.path_id, {
          pathId: row.path_id,
          version: row.version,
          assignedAt: row.assigned_at,
          dueDays: row.due_days,
          titleEn: row.title_en,
          titleFr: row.title_fr,
        });
      }
    }
    assigned.set(member.user_code, [...byPath.values()]);
  }
  return { core, assigned };
}

/** The metrics of every member of the list (each code has an entry). */
export async function loadMemberMetrics(
  sources: TMetricsSources,
  tenantCode: string,
  members: readonly TLineRow[],
  context: { locale: TLocaleCode; now: Date; modules: readonly TModuleCode[] },
): Promise<Map<string, TMemberMetrics>> {
  const { db, record, gate } = sources;
  const { locale, now, modules } = context;
  const codes = members.map((member) => member.user_code);
  const answer = new Map<string, TMemberMetrics>(
    codes.map((code) => [
      code,
      {
        corePath: null,
        overdueItems: 0,
        pendingAssessments: 0,
        overdueAssessments: 0,
        topGaps: [],
        lastActivity: null,
      },
    ]),
  );
  if (codes.length === 0) {
    return answer;
  }
  const hasPaths = isModuleEnabled(modules, 'LEARNINGPATH');
  const hasResources = isModuleEnabled(modules, 'RESOURCELIBRARY');
  const hasAssessments = isModuleEnabled(modules, 'ASSESSMENT');
  const flags = hasAssessments ? await gate.flagsOf(tenantCode) : null;

  const [paths, resourceAssignments, assessments, latest, gaps] = await Promise.all([
    hasPaths ? pathsOfMembers(db, tenantCode, members) : null,
    hasResources ? findResourceAssignments(db, tenantCode, codes) : [],
    hasAssessments ? assessmentCounts(db, tenantCode, codes, now) : null,
    findLatestActivity(db, tenantCode, codes),
    flags?.competenciesEnabled ? topGapsOf(sources, tenantCode, members, locale, now) : null,
  ]);

  // Path items and assigned resources: one read of the record's completions for all of them.
  const allPaths = paths
    ? [...new Map([...paths.core.values(), ...[...paths.assigned.values()].flat()].map((p) => [p.pathId, p])).values()]
    : [];
  const items = await findCurrentItems(
    db,
    tenantCode,
    allPaths.map((path) => ({ id: path.pathId, version: path.version })),
  );
  const itemsByPath = new Map<number, TItemRow[]>();
  for (const item of items) {
    itemsByPath.set(item.path_id, [...(itemsByPath.get(item.path_id) ?? []), item]);
  }
  const idsOf = (kind: string) => [
    ...new Set([
      ...items.filter((item) => item.object_kind === kind).map((item) => item.object_id),
      ...(kind === 'RESOURCE' ? resourceAssignments.map((row) => row.resource_id) : []),
    ]),
  ];
  const [resourceDone, setDone] = await Promise.all([
    record.completionsOfUsers(db, tenantCode, codes, 'RESOURCE', idsOf('RESOURCE')),
    record.completionsOfUsers(db, tenantCode, codes, 'ASSESSMENTSET', idsOf('ASSESSMENTSET')),
  ]);
  const isDone = (userCode: string, kind: string, objectId: number) =>
    (kind === 'RESOURCE' ? resourceDone : setDone).get(userCode)?.has(String(objectId)) ?? false;

  const nowMs = now.getTime();
  const today = now.toISOString().slice(0, 10);
  for (const code of codes) {
    const metrics = answer.get(code);
    if (!metrics) {
      continue;
    }
    const overdue = new Set<string>();
    if (paths) {
      const core = paths.core.get(code);
      const own = [...(core ? [core] : []), ...(paths.assigned.get(code) ?? [])];
      for (const path of own) {
        for (const item of itemsByPath.get(path.pathId) ?? []) {
          const dueDays = item.due_days ?? path.dueDays;
          if (
            dueDays !== null &&
            addDays(path.assignedAt, dueDays) < nowMs &&
            !isDone(code, item.object_kind, item.object_id)
          ) {
            overdue.add(`${item.object_kind}:${item.object_id}`);
          }
        }
      }
      if (core) {
        const progress = progressOf(
          (itemsByPath.get(core.pathId) ?? []).map((item) => ({
            isRequired: toBool(item.is_required),
            isDone: isDone(code, item.object_kind, item.object_id),
          })),
        );
        metrics.corePath = {
          pathId: core.pathId,
          titleEn: core.titleEn,
          titleFr: core.titleFr,
          percent: progress.percent,
        };
      }
    }
    for (const row of resourceAssignments) {
      if (
        row.user_code === code &&
        row.due_date !== null &&
        row.due_date.slice(0, 10) < today &&
        !isDone(code, 'RESOURCE', row.resource_id)
      ) {
        overdue.add(`RESOURCE:${row.resource_id}`);
      }
    }
    metrics.overdueItems = overdue.size;
    const counts = assessments?.get(code);
    metrics.pendingAssessments = counts?.pendingCount ?? 0;
    metrics.overdueAssessments = counts?.overdueCount ?? 0;
    metrics.topGaps = gaps?.get(code) ?? [];
  }
  for (const row of latest) {
    const metrics = answer.get(row.actor_user_code);
    if (metrics) {
      metrics.lastActivity = { verb: row.verb, kind: row.object_kind, objectId: row.object_id, at: row.timestamp };
    }
  }
  return answer;
}

/** Pending and overdue assigned assessments (the dashboard's count), for the people in chunks. */
async function assessmentCounts(db: Kysely<Database>, tenantCode: string, codes: readonly string[], now: Date) {
  const answer = new Map<string, { pendingCount: number; overdueCount: number }>();
  for (const chunk of chunksOf(codes)) {
    for (const [code, counts] of await reporteeAssessmentsOf(db, tenantCode, chunk, now)) {
      answer.set(code, counts);
    }
  }
  return answer;
}

/** Each member's largest gaps to their job role's targets (the skills module's profile rows). */
async function topGapsOf(
  { db, record }: TMetricsSources,
  tenantCode: string,
  members: readonly TLineRow[],
  locale: TLocaleCode,
  now: Date,
): Promise<Map<string, TMemberMetrics['topGaps']>> {
  const framework = await loadFramework(db, tenantCode);
  const codes = members.map((member) => member.user_code);
  const [evidence, targets] = await Promise.all([
    loadEvidence(db, record, tenantCode, codes, framework),
    loadTargets(
      db,
      tenantCode,
      members.map((member) => member.job_role_code),
    ),
  ]);
  const at = now.toISOString();
  const answer = new Map<string, TMemberMetrics['topGaps']>();
  for (const member of members) {
    const rows = rowsFor(
      framework,
      member.job_role_code ? targets.get(member.job_role_code) : undefined,
      evidence.get(member.user_code) ?? [],
      at,
    );
    answer.set(
      member.user_code,
      rows
        .filter((row) => row.gap > 0)
        // Largest first; the framework's order among equal gaps (the rows come in it).
        .toSorted((left, right) => right.gap - left.gap)
        .slice(0, TeamValidation.maxTopGaps)
        .map((row) => ({
          competencyId: row.competency.id,
          name: competencyName(row.competency, locale),
          gap: row.gap,
        })),
    );
  }
  return answer;
}

/** A member's own assessment attempts in progress (their set ids). */
async function setsInProgress(db: Kysely<Database>, tenantCode: string, userCode: string): Promise<Set<number>> {
  const rows = await db
    .selectFrom('assessment_attempts')
    .select('set_id')
    .where('tenant_code', '=', tenantCode)
    .where('user_code', '=', userCode)
    .whereRef('subject_user_code', '=', 'user_code')
    .where('status', '=', 'IN_PROGRESS')
    .execute();
  return new Set(rows.map((row) => row.set_id));
}

function statusOf(isDone: boolean, isStarted: boolean): TTeamAssignmentStatus {
  return isDone ? 'COMPLETED' : isStarted ? 'IN_PROGRESS' : 'NOT_STARTED';
}

const dayOf = (iso: string | null): string | null => (iso === null ? null : iso.slice(0, 10));

/**
 * Everything assigned to one member, newest first: their paths (core and assigned), required
 * resources, assessment sets reaching them and event sessions they are registered for (not yet
 * ended), each with its status from the learning record.
 */
export async function loadMemberAssignments(
  sources: Pick<TMetricsSources, 'db'> & { record: Pick<TLearningRecordService, 'activityOf' | 'completedObjectIds'> },
  tenantCode: string,
  member: TLineRow,
  context: { locale: TLocaleCode; now: Date; modules: readonly TModuleCode[] },
): Promise<TTeamMemberAssignment[]> {
  const { db, record } = sources;
  const { locale, now, modules } = context;
  const code = member.user_code;
  const title = (en: string | null, fr: string | null) => localizedText({ en: en ?? '', 'fr-CA': fr ?? '' }, locale);
  const list: TTeamMemberAssignment[] = [];

  if (isModuleEnabled(modules, 'LEARNINGPATH')) {
    const { core, assigned } = await pathsOfMembers(db, tenantCode, [member]);
    const own = [...(core.has(code) ? [core.get(code) as TPathOfMember] : []), ...(assigned.get(code) ?? [])];
    const items = await findCurrentItems(
      db,
      tenantCode,
      own.map((path) => ({ id: path.pathId, version: path.version })),
    );
    const [resources, sets] = await Promise.all(
      (['RESOURCE', 'ASSESSMENTSET'] as const).map((kind) =>
        record.completedObjectIds(
          db,
          tenantCode,
          code,
          kind,
          items.filter((item) => item.object_kind === kind).map((item) => item.object_id),
        ),
      ),
    );
    for (const path of own) {
      const progress = progressOf(
        items
          .filter((item) => item.path_id === path.pathId)
          .map((item) => ({
            isRequired: toBool(item.is_required),
            isDone: (item.object_kind === 'RESOURCE' ? resources : sets)?.has(String(item.object_id)) ?? false,
          })),
      );
      list.push({
        kind: 'PATH',
        itemId: path.pathId,
        title: title(path.titleEn, path.titleFr),
        dueDate: path.dueDays === null ? null : dayOf(new Date(addDays(path.assignedAt, path.dueDays)).toISOString()),
        assignedAt: path.assignedAt,
        status: statusOf(progress.totalItems > 0 && progress.percent >= 100, progress.completedItems > 0),
      });
    }
  }

  if (isModuleEnabled(modules, 'RESOURCELIBRARY')) {
    const rows = await findResourceAssignments(db, tenantCode, [code]);
    const activity = await record.activityOf(
      db,
      tenantCode,
      code,
      'RESOURCE',
      rows.map((row) => row.resource_id),
    );
    for (const row of rows) {
      const seen = activity.get(String(row.resource_id));
      list.push({
        kind: 'RESOURCE',
        itemId: row.resource_id,
        title: title(row.title_en, row.title_fr),
        dueDate: dayOf(row.due_date),
        assignedAt: row.assigned_at,
        status: statusOf((seen?.completedAt ?? null) !== null, (seen?.viewedAt ?? null) !== null),
      });
    }
  }

  if (isModuleEnabled(modules, 'ASSESSMENT')) {
    const rows = await findLearnerAssignments(db, tenantCode, {
      userCode: code,
      jobRoleCode: member.job_role_code,
      locationId: member.location_id,
    });
    const [done, open] = await Promise.all([
      record.completedObjectIds(
        db,
        tenantCode,
        code,
        'ASSESSMENTSET',
        rows.map((row) => row.set_id),
      ),
      setsInProgress(db, tenantCode, code),
    ]);
    // One entry per set: its earliest assignment reaching them.
    const bySet = new Map<number, (typeof rows)[number]>();
    for (const row of rows) {
      const known = bySet.get(row.set_id);
      if (!known || row.assigned_at < known.assigned_at) {
        bySet.set(row.set_id, row);
      }
    }
    for (const row of bySet.values()) {
      list.push({
        kind: 'ASSESSMENT',
        itemId: row.set_id,
        title: title(row.set.title_en, row.set.title_fr),
        dueDate: row.due_days === null ? null : dayOf(new Date(addDays(row.assigned_at, row.due_days)).toISOString()),
        assignedAt: row.assigned_at,
        status: statusOf(done.has(String(row.set_id)) && !open.has(row.set_id), open.has(row.set_id)),
      });
    }
  }

  if (isModuleEnabled(modules, 'EVENTS')) {
    for (const row of await findRegistrationsOf(db, tenantCode, code, now.toISOString())) {
      list.push({
        kind: 'EVENT',
        itemId: row.session_id,
        title: title(row.title_en, row.title_fr),
        dueDate: dayOf(row.starts_at),
        assignedAt: row.registered_at,
        status: row.attendance === 'ATTENDED' ? 'COMPLETED' : 'NOT_STARTED',
      });
    }
  }
  return list.toSorted((left, right) => right.assignedAt.localeCompare(left.assignedAt));
}
