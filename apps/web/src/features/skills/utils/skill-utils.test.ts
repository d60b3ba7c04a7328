import type { TSkillHistoryPoint, TSkillProfileRow } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { levelName } from './format';
import { historyRows } from './history-rows';
import { firstChartedCompetency, groupByParent } from './profile-groups';

function row(overrides: Partial<TSkillProfileRow>): TSkillProfileRow {
  return {
    competencyId: 1,
    code: 'c',
    name: 'C',
    parentId: null,
    parentName: null,
    currentScaled: null,
    currentLevel: null,
    targetLevel: null,
    gap: 0,
    evidence: [],
    ...overrides,
  };
}

const evidence = [
  {
    source: 'SELF' as const,
    scaled: 0,
    level: 1,
    at: '2026-11-01T00:00:00.000Z',
    raterName: null,
    fromTitle: null,
    reason: null,
  },
];

describe('groupByParent', () => {
  it('keeps the framework order, gathers children under their parent and lets a lone parent name its own group', () => {
    const groups = groupByParent([
      row({ competencyId: 11, name: 'Coaching', parentId: 1, parentName: 'Leadership' }),
      row({ competencyId: 21, name: 'Point of sale', parentId: 2, parentName: 'Operations' }),
      row({ competencyId: 12, name: 'Feedback', parentId: 1, parentName: 'Leadership' }),
      row({ competencyId: 3, name: 'Safety' }),
    ]);
    expect(groups.map((group) => [group.parentName, group.rows.map((entry) => entry.competencyId)])).toEqual([
      ['Leadership', [11, 12]],
      ['Operations', [21]],
      ['Safety', [3]],
    ]);
  });
});

describe('firstChartedCompetency', () => {
  it('charts the largest gap that has evidence, and nothing without evidence', () => {
    expect(
      firstChartedCompetency([
        row({ competencyId: 1, gap: 4 }),
        row({ competencyId: 2, gap: 1, evidence }),
        row({ competencyId: 3, gap: 2, evidence }),
      ]),
    ).toBe(3);
    expect(firstChartedCompetency([row({ competencyId: 1, gap: 3 })])).toBeNull();
  });
});

describe('historyRows', () => {
  const point = (source: TSkillHistoryPoint['source'], level: number, at: string): TSkillHistoryPoint => ({
    competencyId: 1,
    source,
    scaled: 0,
    level,
    at,
  });

  it('makes one row a day, oldest first, each source at its latest level that day, and lists the sources seen', () => {
    const { rows, sources } = historyRows(
      [
        point('MANAGER', 3, '2026-11-20T15:00:00.000Z'),
        point('SELF', 2, '2026-10-02T09:00:00.000Z'),
        point('SELF', 4, '2026-10-02T11:00:00.000Z'),
        point('SELF', 3, '2026-11-20T10:00:00.000Z'),
      ],
      'en',
    );
    expect(rows).toEqual([
      { date: 'Oct 2, 2026', SELF: 4 },
      { date: 'Nov 20, 2026', SELF: 3, MANAGER: 3 },
    ]);
    expect(sources).toEqual(['SELF', 'MANAGER']);
  });
});

describe('levelName', () => {
  it('names a level by the scale, or by its number when the scale no longer has it', () => {
    const scale = [{ level: 1, name: 'Novice', description: '' }];
    expect(levelName(scale, 1)).toBe('Novice');
    expect(levelName(scale, 4)).toBe('4');
  });
});
