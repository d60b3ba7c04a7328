import type { TLearnerPath, TLearnerPathItem, TPathProgress, TPathSummary } from '@portal/contracts';
import { jsonResponse } from '../../shell-fixtures';

/** Test data of the learning path pages. */

export const ok = (returnValue: unknown) => jsonResponse({ success: true, returnValue, message: null });

export function buildProgress(overrides: Partial<TPathProgress> = {}): TPathProgress {
  return { totalItems: 4, completedItems: 1, requiredItems: 4, completedRequiredItems: 1, percent: 25, ...overrides };
}

export function buildItem(overrides: Partial<TLearnerPathItem> = {}): TLearnerPathItem {
  return {
    itemId: 11,
    levelId: 1,
    moduleId: 101,
    position: 0,
    kind: 'RESOURCE',
    objectId: 7,
    title: 'Safety handbook',
    isRequired: true,
    state: 'available',
    isCompletable: true,
    url: '/resources/7',
    dueAt: null,
    isOverdue: false,
    completedAt: null,
    isStarted: false,
    ...overrides,
  };
}

/** A core path of two levels: level 1 has a done item and one to do, level 2 is locked. */
export function buildLearnerPath(overrides: Partial<TLearnerPath> = {}): TLearnerPath {
  const done = buildItem({
    itemId: 10,
    objectId: 6,
    title: 'Welcome video',
    state: 'done',
    completedAt: '2026-03-01T00:00:00Z',
  });
  const todo = buildItem({ isStarted: true, dueAt: '2026-02-01T00:00:00Z', isOverdue: true });
  const locked = buildItem({ itemId: 21, levelId: 2, moduleId: 201, objectId: 9, title: 'Cash desk', state: 'locked' });
  return {
    pathId: 3,
    version: 1,
    title: 'Cashier: core path',
    description: 'What every cashier learns first.',
    isCore: true,
    assignedAt: '2026-01-01T00:00:00Z',
    dueAt: null,
    isOverdue: false,
    progress: buildProgress({
      totalItems: 3,
      requiredItems: 3,
      completedItems: 1,
      completedRequiredItems: 1,
      percent: 33,
    }),
    levels: [
      {
        levelId: 1,
        position: 0,
        title: 'Foundations',
        state: 'open',
        progress: buildProgress({
          totalItems: 2,
          requiredItems: 2,
          completedItems: 1,
          completedRequiredItems: 1,
          percent: 50,
        }),
        modules: [{ moduleId: 101, title: 'Getting started', items: [done, todo] }],
      },
      {
        levelId: 2,
        position: 1,
        title: 'On the job',
        state: 'locked',
        progress: buildProgress({
          totalItems: 1,
          requiredItems: 1,
          completedItems: 0,
          completedRequiredItems: 0,
          percent: 0,
        }),
        modules: [{ moduleId: 201, title: 'Practice', items: [locked] }],
      },
    ],
    continueItem: todo,
    delta: null,
    certification: { status: 'notCertified', score: 33 },
    ...overrides,
  };
}

export function buildSummary(overrides: Partial<TPathSummary> = {}): TPathSummary {
  return {
    pathId: 3,
    title: 'Cashier: core path',
    description: 'What every cashier learns first.',
    isCore: true,
    jobRoleCode: 'CASHIER',
    version: 1,
    levelCount: 3,
    itemCount: 8,
    requiredItemCount: 7,
    dueDays: 90,
    isSelected: false,
    ...overrides,
  };
}
