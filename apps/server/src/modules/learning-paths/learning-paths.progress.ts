import {
  pickLocalizedText,
  ZPathItemKindSchema,
  type TCertification,
  type TLearnerPath,
  type TLearnerPathItem,
  type TLearnerPathLevel,
  type TLocaleCode,
  type TPathProgress,
} from '@portal/contracts';
import { toBool } from '../../db/schema.ts';
import type { TObjectActivity } from '../learning-record/learning-record.service.ts';
import type { TPathRow, TPathTree, TItemRow } from './learning-paths.repository.ts';

/*
 * The learner's view of a path, computed (never stored): the path's version, what the record says
 * the learner did with the path's objects, and the learner's assignment date. Pure functions.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** A title in the asked locale, else the other one. */
export function localizedTitle(row: { title_en: string; title_fr: string }, locale: TLocaleCode): string {
  return (
    pickLocalizedText(
      { en: row.title_en ? { title: row.title_en } : null, 'fr-CA': row.title_fr ? { title: row.title_fr } : null },
      locale,
    )?.text.title ?? ''
  );
}

export function localizedDescription(row: TPathRow, locale: TLocaleCode): string | null {
  const first = locale === 'en' ? row.description_en : row.description_fr;
  return first ?? (locale === 'en' ? row.description_fr : row.description_en);
}

/** The record's key of an item's object. */
export function objectKeyOf(item: Pick<TItemRow, 'object_kind' | 'object_id'>): string {
  return `${item.object_kind}:${item.object_id}`;
}

export function progressOf(items: readonly { isRequired: boolean; isDone: boolean }[]): TPathProgress {
  const required = items.filter((item) => item.isRequired);
  const completedItems = items.filter((item) => item.isDone).length;
  const completedRequiredItems = required.filter((item) => item.isDone).length;
  const percent =
    required.length > 0
      ? Math.floor((completedRequiredItems / required.length) * 100)
      : items.length > 0
        ? Math.floor((completedItems / items.length) * 100)
        : 0;
  return {
    totalItems: items.length,
    completedItems,
    requiredItems: required.length,
    completedRequiredItems,
    percent,
  };
}

export function certificationOf(progress: TPathProgress | null): TCertification {
  if (!progress) {
    return { status: 'noCorePath', score: null };
  }
  if (progress.requiredItems === 0) {
    return { status: 'noP2PRequirements', score: progress.percent };
  }
  return {
    status: progress.completedRequiredItems === progress.requiredItems ? 'certified' : 'notCertified',
    score: progress.percent,
  };
}

/**
 * A path item's object as its module answers for it: title in the locale, where the web app opens
 * it, and whether the learner marks it done themselves (a resource) or the record does (an
 * assessment set is completed by passing it).
 */
export type TPathObject = { title: string; url: string | null; isManuallyCompletable: boolean };

export type TViewInput = {
  path: TPathRow;
  tree: TPathTree;
  /** The record's activity by object key (`RESOURCE:12`). */
  activity: ReadonlyMap<string, TObjectActivity>;
  /** What each item points at, by object key (`RESOURCE:12`, `ASSESSMENTSET:3`): absent when it no longer exists. */
  objects: ReadonlyMap<string, TPathObject>;
  assignedAt: string;
  /** The version the learner last acknowledged, and the object keys of its items. */
  acknowledged: { version: number; objectKeys: ReadonlySet<string> } | null;
  locale: TLocaleCode;
  now: Date;
};

function addDays(iso: string, days: number): string {
  return new Date(new Date(iso).getTime() + days * DAY_MS).toISOString();
}

/** The whole learner view: levels open in order, items' states, progress, up next, delta. */
export function computeLearnerPath(input: TViewInput): TLearnerPath {
  const { path, tree, activity, objects, assignedAt, locale, now } = input;
  const itemsByModule = new Map<number, TItemRow[]>();
  for (const item of tree.items) {
    itemsByModule.set(item.module_id, [...(itemsByModule.get(item.module_id) ?? []), item]);
  }
  const allItems: TLearnerPathItem[] = [];
  const levels: TLearnerPathLevel[] = [];
  // A level opens when every required item of the levels before it is done.
  let previousRequiredDone = true;
  for (const level of tree.levels) {
    const isOpen = previousRequiredDone;
    const modules = tree.modules
      .filter((module) => module.level_id === level.id)
      .map((module) => {
        const items = (itemsByModule.get(module.id) ?? []).map((row): TLearnerPathItem => {
          const kind = ZPathItemKindSchema.parse(row.object_kind);
          const record = activity.get(objectKeyOf(row));
          const completedAt = record?.completedAt ?? null;
          const isDone = completedAt !== null;
          const object = objects.get(objectKeyOf(row));
          const dueDays = row.due_days ?? path.due_days;
          const dueAt = dueDays === null ? null : addDays(assignedAt, dueDays);
          return {
            itemId: row.id,
            levelId: level.id,
            moduleId: module.id,
            position: row.position,
            kind,
            objectId: row.object_id,
            title: object?.title ?? '',
            isRequired: toBool(row.is_required),
            state: isDone ? 'done' : isOpen ? 'available' : 'locked',
            isCompletable: object?.isManuallyCompletable ?? false,
            url: object?.url ?? null,
            dueAt,
            isOverdue: !isDone && dueAt !== null && now.getTime() > new Date(dueAt).getTime(),
            completedAt,
            isStarted: !isDone && (record?.viewedAt ?? null) !== null,
          };
        });
        allItems.push(...items);
        return { moduleId: module.id, title: localizedTitle(module, locale), items };
      });
    const levelItems = modules.flatMap((module) => module.items);
    const progress = progressOf(
      levelItems.map((item) => ({ isRequired: item.isRequired, isDone: item.state === 'done' })),
    );
    const requiredDone = progress.completedRequiredItems === progress.requiredItems;
    levels.push({
      levelId: level.id,
      position: level.position,
      title: localizedTitle(level, locale),
      state: !isOpen ? 'locked' : requiredDone ? 'completed' : 'open',
      progress,
      modules,
    });
    previousRequiredDone = previousRequiredDone && requiredDone;
  }

  const progress = progressOf(allItems.map((item) => ({ isRequired: item.isRequired, isDone: item.state === 'done' })));
  const dueAt = path.due_days === null ? null : addDays(assignedAt, path.due_days);
  const isComplete = progress.completedRequiredItems === progress.requiredItems;
  return {
    pathId: path.id,
    version: path.version,
    title: localizedTitle(path, locale),
    description: localizedDescription(path, locale),
    isCore: toBool(path.is_core),
    assignedAt,
    dueAt,
    isOverdue: !isComplete && dueAt !== null && now.getTime() > new Date(dueAt).getTime(),
    progress,
    levels,
    continueItem: continueItemOf(allItems, activity),
    delta: deltaOf(input, allItems),
    certification: certificationOf(progress),
  };
}

/** The last started item not done, else the first available one. */
function continueItemOf(
  items: readonly TLearnerPathItem[],
  activity: ReadonlyMap<string, TObjectActivity>,
): TLearnerPathItem | null {
  const open = items.filter((item) => item.state === 'available');
  let best: { item: TLearnerPathItem; viewedAt: string } | null = null;
  for (const item of open) {
    const viewedAt = activity.get(`${item.kind}:${item.objectId}`)?.viewedAt ?? null;
    if (viewedAt !== null && (best === null || viewedAt > best.viewedAt)) {
      best = { item, viewedAt };
    }
  }
  return best?.item ?? open.find((item) => item.isCompletable) ?? open[0] ?? null;
}

/** Required items of the current version that the acknowledged one did not have, not done yet. */
function deltaOf(input: TViewInput, items: readonly TLearnerPathItem[]): TLearnerPath['delta'] {
  const { acknowledged, path } = input;
  if (!acknowledged || acknowledged.version >= path.version) {
    return null;
  }
  return {
    fromVersion: acknowledged.version,
    toVersion: path.version,
    newRequiredItemIds: items
      .filter(
        (item) =>
          item.isRequired && item.state !== 'done' && !acknowledged.objectKeys.has(`${item.kind}:${item.objectId}`),
      )
      .map((item) => item.itemId),
  };
}
