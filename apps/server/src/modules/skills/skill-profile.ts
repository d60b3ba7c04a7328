import {
  combineEvidence,
  localizedText,
  scaledToSkillLevel,
  SkillRules,
  type TCalibrationRow,
  type TEvidenceSource,
  type TLocaleCode,
} from '@portal/contracts';
import type { TFrameworkCompetency } from '../competencies/competency-framework.service.ts';

/*
 * The skill profile's arithmetic, pure (no database): one person's evidence per competency
 * combined into a level (`combineEvidence`), the gap to their job role's target, and the
 * calibration view (self, manager and test side by side). The service loads, this computes.
 */

/** One piece of evidence as loaded: a rating statement or a completed, tagged learning path. */
export type TRawEvidence = {
  competencyId: number;
  source: TEvidenceSource;
  scaled: number;
  at: string;
  raterUserCode: string | null;
  setId: number | null;
  pathId: number | null;
  reason: string | null;
};

/** A profile row before names and titles are put on its evidence. */
export type TCoreRow = {
  competency: TFrameworkCompetency;
  parent: TFrameworkCompetency | null;
  /** Newest first. */
  evidence: TRawEvidence[];
  currentScaled: number | null;
  currentLevel: number | null;
  targetLevel: number | null;
  gap: number;
};

/** The competencies a profile rates: children, and parents without children, in framework order. */
export function ratableCompetencies(framework: readonly TFrameworkCompetency[]): TFrameworkCompetency[] {
  const parentsWithChildren = new Set(framework.flatMap((competency) => competency.parentId ?? []));
  return framework.filter((competency) => competency.parentId !== null || !parentsWithChildren.has(competency.id));
}

/** Gap = max(0, target - current); with no evidence the whole target; without a target none. */
export function gapOf(targetLevel: number | null, currentLevel: number | null): number {
  if (targetLevel === null) {
    return 0;
  }
  return Math.max(0, targetLevel - (currentLevel ?? 0));
}

/**
 * The rows of a profile: every ratable competency with a target or evidence, in framework order,
 * its evidence combined at `now` on a `levelCount`-level scale.
 */
export function profileRowsOf(
  framework: readonly TFrameworkCompetency[],
  targets: ReadonlyMap<number, number>,
  evidence: readonly TRawEvidence[],
  levelCount: number,
  now: string,
): TCoreRow[] {
  const byId = new Map(framework.map((competency) => [competency.id, competency]));
  const evidenceOf = new Map<number, TRawEvidence[]>();
  for (const item of evidence) {
    const list = evidenceOf.get(item.competencyId) ?? [];
    list.push(item);
    evidenceOf.set(item.competencyId, list);
  }
  const rows: TCoreRow[] = [];
  for (const competency of ratableCompetencies(framework)) {
    const own = (evidenceOf.get(competency.id) ?? []).toSorted((left, right) => right.at.localeCompare(left.at));
    const target = targets.get(competency.id);
    const targetLevel = target === undefined ? null : Math.min(target, levelCount);
    if (own.length === 0 && targetLevel === null) {
      continue;
    }
    const currentScaled = combineEvidence(own, now);
    const currentLevel = currentScaled === null ? null : scaledToSkillLevel(currentScaled, levelCount);
    rows.push({
      competency,
      parent: competency.parentId === null ? null : (byId.get(competency.parentId) ?? null),
      evidence: own,
      currentScaled,
      currentLevel,
      targetLevel,
      gap: gapOf(targetLevel, currentLevel),
    });
  }
  return rows;
}

/** The latest evidence of each source (newest-first evidence in, newest first out): what combines. */
export function latestPerSource(evidence: readonly TRawEvidence[]): TRawEvidence[] {
  const seen = new Set<TEvidenceSource>();
  return evidence.filter((item) => {
    if (seen.has(item.source)) {
      return false;
    }
    seen.add(item.source);
    return true;
  });
}

/** A competency's name in a locale (else the other language's). */
export function competencyName(competency: Pick<TFrameworkCompetency, 'name'>, locale: TLocaleCode): string {
  return localizedText(competency.name, locale);
}

type TLatest = TCalibrationRow['self'];

function latestOf(evidence: readonly TRawEvidence[], source: TEvidenceSource, levelCount: number): TLatest {
  // Evidence is newest first: the first of a source is its latest.
  const item = evidence.find((candidate) => candidate.source === source);
  return item ? { level: scaledToSkillLevel(item.scaled, levelCount), scaled: item.scaled, at: item.at } : null;
}

/**
 * Whether two ratings disagree: self and manager (without a manager rating, self and test) further
 * apart than `SkillRules.disagreementLevels`.
 */
export function isDisagreement(self: TLatest, manager: TLatest, test: TLatest): boolean {
  const other = manager ?? test;
  return self !== null && other !== null && Math.abs(self.level - other.level) > SkillRules.disagreementLevels;
}

/** Self, manager and test evidence side by side, per profile row. */
export function calibrationRowsOf(
  rows: readonly TCoreRow[],
  levelCount: number,
  locale: TLocaleCode,
): TCalibrationRow[] {
  return rows.map((row) => {
    const self = latestOf(row.evidence, 'SELF', levelCount);
    const manager = latestOf(row.evidence, 'MANAGER', levelCount);
    const test = latestOf(row.evidence, 'TEST', levelCount);
    return {
      competencyId: row.competency.id,
      name: competencyName(row.competency, locale),
      parentName: row.parent ? competencyName(row.parent, locale) : null,
      self,
      manager,
      test,
      currentLevel: row.currentLevel,
      targetLevel: row.targetLevel,
      isDisagreement: isDisagreement(self, manager, test),
    };
  });
}

/** One recommendation candidate before paging: what ranking reads. */
export type TRankable = { gap: number; tagLevel: number; currentLevel: number | null; modifiedAt: string; key: string };

/**
 * The contract's order: the largest gap first, then the tag level closest to the next step up
 * (current + 1), then the newest modified, then a stable key.
 */
export function compareRecommendations(left: TRankable, right: TRankable): number {
  const fit = (item: TRankable) => Math.abs(item.tagLevel - ((item.currentLevel ?? 0) + 1));
  return (
    right.gap - left.gap ||
    fit(left) - fit(right) ||
    right.modifiedAt.localeCompare(left.modifiedAt) ||
    left.key.localeCompare(right.key)
  );
}
