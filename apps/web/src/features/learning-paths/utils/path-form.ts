import type { TAdminPath, TCreatePathRequest, TPathItemKind } from '@portal/contracts';

/*
 * The path editor's values: the request's tree, each row with a key of its own (dnd-kit and React
 * follow rows by it while they move) and what the editor shows beside the request (an item's
 * title, how many learners started it). `toPathRequest` makes the request the contract checks.
 */

export type TItemValues = {
  key: string;
  kind: TPathItemKind;
  objectId: number;
  title: string;
  isRequired: boolean;
  dueDays: number | '';
  learnersStarted: number;
};
export type TModuleValues = { key: string; titleEn: string; titleFr: string; items: TItemValues[] };
export type TLevelValues = { key: string; titleEn: string; titleFr: string; modules: TModuleValues[] };
export type TPathFormValues = {
  titleEn: string;
  titleFr: string;
  descriptionEn: string;
  descriptionFr: string;
  isCore: boolean;
  jobRoleCode: string | null;
  dueDays: number | '';
  levels: TLevelValues[];
};

let lastKey = 0;

/** A key no other row of the editor has. */
export function newRowKey(prefix: string): string {
  lastKey += 1;
  return `${prefix}-new-${lastKey}`;
}

export function newModule(): TModuleValues {
  return { key: newRowKey('module'), titleEn: '', titleFr: '', items: [] };
}

export function newLevel(): TLevelValues {
  return { key: newRowKey('level'), titleEn: '', titleFr: '', modules: [newModule()] };
}

export function emptyPathValues(): TPathFormValues {
  return {
    titleEn: '',
    titleFr: '',
    descriptionEn: '',
    descriptionFr: '',
    isCore: false,
    jobRoleCode: null,
    dueDays: '',
    levels: [newLevel()],
  };
}

export function pathValuesOf(path: TAdminPath): TPathFormValues {
  return {
    titleEn: path.titleEn,
    titleFr: path.titleFr,
    descriptionEn: path.descriptionEn ?? '',
    descriptionFr: path.descriptionFr ?? '',
    isCore: path.isCore,
    jobRoleCode: path.jobRoleCode,
    dueDays: path.dueDays ?? '',
    levels: path.levels.map((level) => ({
      key: `level-${level.levelId}`,
      titleEn: level.titleEn,
      titleFr: level.titleFr,
      modules: level.modules.map((module) => ({
        key: `module-${module.moduleId}`,
        titleEn: module.titleEn,
        titleFr: module.titleFr,
        items: module.items.map((item) => ({
          key: `item-${item.itemId}`,
          kind: item.kind,
          objectId: item.objectId,
          title: item.title,
          isRequired: item.isRequired,
          dueDays: item.dueDays ?? '',
          learnersStarted: item.learnersStarted,
        })),
      })),
    })),
  };
}

const daysOf = (value: number | '') => (value === '' ? null : value);

/** The request the form's values make (what the contract's schema checks and the server receives). */
export function toPathRequest(values: TPathFormValues): TCreatePathRequest {
  return {
    titleEn: values.titleEn.trim(),
    titleFr: values.titleFr.trim(),
    descriptionEn: values.descriptionEn.trim() || null,
    descriptionFr: values.descriptionFr.trim() || null,
    isCore: values.isCore,
    jobRoleCode: values.jobRoleCode || null,
    dueDays: daysOf(values.dueDays),
    levels: values.levels.map((level) => ({
      titleEn: level.titleEn.trim(),
      titleFr: level.titleFr.trim(),
      modules: level.modules.map((module) => ({
        titleEn: module.titleEn.trim(),
        titleFr: module.titleFr.trim(),
        items: module.items.map((item) => ({
          kind: item.kind,
          objectId: item.objectId,
          isRequired: item.isRequired,
          dueDays: daysOf(item.dueDays),
        })),
      })),
    })),
  };
}

/** The list with the element at `from` moved to `to`. */
export function moveInList<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) {
    next.splice(to, 0, moved);
  }
  return next;
}

/** Items learners started that are in `before` but no longer in `after` (by kind and object). */
export function removedStartedItems(before: TPathFormValues, after: TPathFormValues): TItemValues[] {
  const itemsOf = (values: TPathFormValues) =>
    values.levels.flatMap((level) => level.modules.flatMap((module) => module.items));
  const kept = new Set(itemsOf(after).map((item) => `${item.kind}:${item.objectId}`));
  return itemsOf(before).filter((item) => item.learnersStarted > 0 && !kept.has(`${item.kind}:${item.objectId}`));
}
