import { describe, expect, it } from 'vitest';
import type { TObjectActivity } from '../learning-record/learning-record.service.ts';
import { computeLearnerPath, type TViewInput } from './learning-paths.progress.ts';
import type { TItemRow, TPathRow } from './learning-paths.repository.ts';

/* The learner's view from a path version and the record, without a database. */

const path: TPathRow = {
  id: 7,
  tenant_code: 'acme',
  title_en: 'Core',
  title_fr: 'Base',
  description_en: null,
  description_fr: null,
  is_core: true,
  job_role_code: 'SALES_ASSOCIATE',
  due_days: 10,
  status: 'PUBLISHED',
  version: 2,
  published_at: '2026-01-01T00:00:00.000Z',
  created_at: '2026-01-01T00:00:00.000Z',
  created_by: 'acme-admin',
  updated_at: '2026-01-01T00:00:00.000Z',
  updated_by: 'acme-admin',
};

function item(
  id: number,
  levelId: number,
  objectId: number,
  isRequired: boolean,
  dueDays: number | null = null,
): TItemRow {
  return {
    id,
    tenant_code: 'acme',
    path_id: 7,
    version: 2,
    level_id: levelId,
    module_id: levelId * 10,
    position: id,
    object_kind: 'RESOURCE',
    object_id: objectId,
    is_required: isRequired,
    due_days: dueDays,
  };
}

const level = (id: number, position: number) => ({
  id,
  tenant_code: 'acme',
  path_id: 7,
  version: 2,
  position,
  title_en: `Level ${position + 1}`,
  title_fr: `Niveau ${position + 1}`,
});
const module = (levelId: number) => ({
  ...level(levelId, 0),
  id: levelId * 10,
  level_id: levelId,
  title_en: 'M',
  title_fr: 'M',
});

function input(activity: Record<number, Partial<TObjectActivity>>, overrides: Partial<TViewInput> = {}): TViewInput {
  return {
    path,
    tree: {
      levels: [level(1, 0), level(2, 1), level(3, 2)],
      modules: [module(1), module(2), module(3)],
      // Level 1: a required and an elective; level 2: only an elective; level 3: a required one due in 2 days.
      items: [item(1, 1, 101, true), item(2, 1, 102, false), item(3, 2, 103, false), item(4, 3, 104, true, 2)],
    },
    activity: new Map(
      Object.entries(activity).map(([objectId, entry]) => [
        `RESOURCE:${objectId}`,
        { viewedAt: entry.viewedAt ?? null, completedAt: entry.completedAt ?? null },
      ]),
    ),
    objects: new Map(
      [
        [101, 'One'],
        [102, 'Two'],
        [103, 'Three'],
        [104, 'Four'],
      ].map(([id, title]) => [
        `RESOURCE:${id}`,
        { title: String(title), url: `/resources/${id}`, isManuallyCompletable: true },
      ]),
    ),
    assignedAt: '2026-03-01T00:00:00.000Z',
    acknowledged: null,
    locale: 'en',
    now: new Date('2026-03-05T00:00:00.000Z'),
    ...overrides,
  };
}

describe('computeLearnerPath', () => {
  it('opens a level once every required item before it is done; electives never hold a level back', () => {
    const fresh = computeLearnerPath(input({}));
    expect(fresh.levels.map((entry) => entry.state)).toEqual(['open', 'locked', 'locked']);
    const done = computeLearnerPath(input({ 101: { completedAt: '2026-03-02T00:00:00.000Z' } }));
    // Level 2 has no required item: it is complete as soon as it opens, and level 3 opens with it.
    expect(done.levels.map((entry) => entry.state)).toEqual(['completed', 'completed', 'open']);
    expect(done.progress).toEqual({
      totalItems: 4,
      completedItems: 1,
      requiredItems: 2,
      completedRequiredItems: 1,
      percent: 50,
    });
  });

  it('dates items from the assignment, and marks only unfinished ones overdue', () => {
    const view = computeLearnerPath(input({ 101: { completedAt: '2026-03-02T00:00:00.000Z' } }));
    const items = view.levels.flatMap((entry) => entry.modules.flatMap((mod) => mod.items));
    expect(items.find((entry) => entry.objectId === 104)).toMatchObject({
      dueAt: '2026-03-03T00:00:00.000Z',
      isOverdue: true,
    });
    expect(items.find((entry) => entry.objectId === 101)).toMatchObject({
      dueAt: '2026-03-11T00:00:00.000Z',
      isOverdue: false,
    });
    expect(view.dueAt).toBe('2026-03-11T00:00:00.000Z');
    expect(view.isOverdue).toBe(false);
  });

  it('continues with the last started item, else the first available one', () => {
    expect(computeLearnerPath(input({})).continueItem?.objectId).toBe(101);
    const started = computeLearnerPath(input({ 102: { viewedAt: '2026-03-04T00:00:00.000Z' } }));
    expect(started.continueItem?.objectId).toBe(102);
  });

  it('names the new required items since the acknowledged version, not the ones already done', () => {
    const view = computeLearnerPath(
      input(
        { 104: { completedAt: '2026-02-01T00:00:00.000Z' } },
        { acknowledged: { version: 1, objectKeys: new Set(['RESOURCE:102']) } },
      ),
    );
    expect(view.delta).toEqual({ fromVersion: 1, toVersion: 2, newRequiredItemIds: [1] });
  });

  it('certifies on the required items only', () => {
    const all = computeLearnerPath(
      input({ 101: { completedAt: '2026-03-02T00:00:00.000Z' }, 104: { completedAt: '2026-03-03T00:00:00.000Z' } }),
    );
    expect(all.certification).toEqual({ status: 'certified', score: 100 });
    const none = computeLearnerPath(
      input({}, { tree: { levels: [level(1, 0)], modules: [module(1)], items: [item(2, 1, 102, false)] } }),
    );
    expect(none.certification).toEqual({ status: 'noP2PRequirements', score: 0 });
  });

  it('opens an assessment set item at its set, done by the record (passing it), never marked done by hand', () => {
    const setItem: TItemRow = { ...item(5, 1, 9, true), object_kind: 'ASSESSMENTSET' };
    const objects = new Map([
      ['ASSESSMENTSET:9', { title: 'Store safety essentials', url: '/assessment/9', isManuallyCompletable: false }],
    ]);
    const tree = { levels: [level(1, 0)], modules: [module(1)], items: [setItem] };
    const [open] = computeLearnerPath(input({}, { tree, objects })).levels[0]?.modules[0]?.items ?? [];
    expect(open).toMatchObject({
      kind: 'ASSESSMENTSET',
      title: 'Store safety essentials',
      url: '/assessment/9',
      isCompletable: false,
      state: 'available',
    });
    const passed = computeLearnerPath(
      input(
        {},
        {
          tree,
          objects,
          activity: new Map([['ASSESSMENTSET:9', { viewedAt: null, completedAt: '2026-03-04T00:00:00.000Z' }]]),
        },
      ),
    );
    expect(passed.levels[0]?.modules[0]?.items[0]?.state).toBe('done');
    expect(passed.progress.percent).toBe(100);
    const deleted = computeLearnerPath(input({}, { tree, objects: new Map() })).levels[0]?.modules[0]?.items[0];
    expect(deleted).toMatchObject({ title: '', url: null, isCompletable: false });
  });
});
