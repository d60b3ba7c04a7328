import { describe, expect, it } from 'vitest';
import type { TFrameworkCompetency } from '../competencies/competency-framework.service.ts';
import {
  calibrationRowsOf,
  compareRecommendations,
  gapOf,
  isDisagreement,
  profileRowsOf,
  ratableCompetencies,
  type TRankable,
  type TRawEvidence,
} from './skill-profile.ts';

function competency(id: number, parentId: number | null): TFrameworkCompetency {
  return { id, code: `C${id}`, name: { en: `C${id}`, 'fr-CA': '' }, parentId, position: 0 };
}

function evidence(competencyId: number, source: TRawEvidence['source'], scaled: number, at: string): TRawEvidence {
  return { competencyId, source, scaled, at, raterUserCode: null, setId: null, pathId: null, reason: null };
}

const NOW = '2026-06-01T00:00:00.000Z';

describe('the profile arithmetic', () => {
  it('rates children and childless parents, not the parents that group children', () => {
    const framework = [competency(1, null), competency(2, 1), competency(3, null)];
    expect(ratableCompetencies(framework).map((item) => item.id)).toEqual([2, 3]);
  });

  it('takes the whole target as the gap without evidence, none without a target or above it', () => {
    expect(gapOf(3, null)).toBe(3);
    expect(gapOf(3, 1)).toBe(2);
    expect(gapOf(3, 4)).toBe(0);
    expect(gapOf(null, 1)).toBe(0);
  });

  it('keeps rows with a target or evidence, newest evidence first, a target beyond the scale capped', () => {
    const framework = [competency(1, null), competency(2, 1), competency(3, 1), competency(4, 1)];
    const rows = profileRowsOf(
      framework,
      new Map([
        [2, 9],
        [4, 2],
      ]),
      [evidence(3, 'SELF', 0.5, '2026-01-01T00:00:00.000Z'), evidence(3, 'SELF', 1, '2026-05-01T00:00:00.000Z')],
      5,
      NOW,
    );
    expect(rows.map((row) => [row.competency.id, row.currentLevel, row.targetLevel, row.gap])).toEqual([
      [2, null, 5, 5],
      // Only the latest self rating counts: 1.0 -> level 5.
      [3, 5, null, 0],
      [4, null, 2, 2],
    ]);
    expect(rows[1]?.evidence.map((item) => item.at)).toEqual(['2026-05-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z']);
    expect(rows[1]?.parent?.id).toBe(1);
  });

  it('weighs a manager over a self rating of the same age', () => {
    const [row] = profileRowsOf(
      [competency(2, null)],
      new Map(),
      [evidence(2, 'SELF', 1, NOW), evidence(2, 'MANAGER', 0, NOW)],
      5,
      NOW,
    );
    // (1 * 1 + 4 * 0) / 5 = 0.2 -> level 2 of 5.
    expect(row?.currentScaled).toBeCloseTo(0.2, 6);
    expect(row?.currentLevel).toBe(2);
  });
});

describe('calibration', () => {
  const at = NOW;
  it('flags self and manager more than one level apart, else self and test', () => {
    expect(isDisagreement({ level: 4, scaled: 0.75, at }, { level: 2, scaled: 0.25, at }, null)).toBe(true);
    expect(isDisagreement({ level: 3, scaled: 0.5, at }, { level: 2, scaled: 0.25, at }, null)).toBe(false);
    // A manager rating close to self wins over a far test.
    expect(
      isDisagreement({ level: 3, scaled: 0.5, at }, { level: 3, scaled: 0.5, at }, { level: 1, scaled: 0, at }),
    ).toBe(false);
    expect(isDisagreement({ level: 5, scaled: 1, at }, null, { level: 1, scaled: 0, at })).toBe(true);
    expect(isDisagreement(null, { level: 5, scaled: 1, at }, { level: 1, scaled: 0, at })).toBe(false);
  });

  it('puts the latest of each source side by side', () => {
    const rows = profileRowsOf(
      [competency(2, null)],
      new Map(),
      [
        evidence(2, 'SELF', 0, '2026-01-01T00:00:00.000Z'),
        evidence(2, 'SELF', 1, '2026-02-01T00:00:00.000Z'),
        evidence(2, 'TEST', 0.5, '2026-01-15T00:00:00.000Z'),
      ],
      5,
      NOW,
    );
    expect(calibrationRowsOf(rows, 5, 'en')[0]).toMatchObject({
      self: { level: 5, at: '2026-02-01T00:00:00.000Z' },
      manager: null,
      test: { level: 3 },
      isDisagreement: true,
    });
  });
});

describe('compareRecommendations', () => {
  const item = (
    key: string,
    gap: number,
    tagLevel: number,
    currentLevel: number | null,
    modifiedAt: string,
  ): TRankable => ({
    key,
    gap,
    tagLevel,
    currentLevel,
    modifiedAt,
  });
  it('orders by gap, then the fit to the next level up, then the newest modified', () => {
    const items = [
      item('far-fit', 2, 5, 1, '2026-03-01'),
      item('small-gap', 1, 4, 3, '2026-03-01'),
      item('next-step-old', 2, 2, 1, '2026-01-01'),
      item('next-step-new', 2, 2, 1, '2026-02-01'),
    ];
    expect(items.toSorted(compareRecommendations).map((entry) => entry.key)).toEqual([
      'next-step-new',
      'next-step-old',
      'far-fit',
      'small-gap',
    ]);
  });
});
