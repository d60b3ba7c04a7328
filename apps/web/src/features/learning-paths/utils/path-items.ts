import type { TLearnerPath, TLearnerPathItem } from '@portal/contracts';

/** Every item of a path, level by level, module by module, in order. */
export function itemsOfPath(path: TLearnerPath): TLearnerPathItem[] {
  return path.levels.flatMap((level) => level.modules.flatMap((module) => module.items));
}

/** The item of a path with this id, or undefined. */
export function findPathItem(path: TLearnerPath, itemId: number): TLearnerPathItem | undefined {
  return itemsOfPath(path).find((item) => item.itemId === itemId);
}

/** Where an item opens in the learning path area (the resource shown in place). */
export function learningPathItemUrl(itemId: number): string {
  return `/learning-path/items/${itemId}`;
}
