import type { TSkillProfileRow } from '@portal/contracts';

export type TProfileGroup = { key: string; parentName: string | null; rows: TSkillProfileRow[] };

/**
 * The profile's rows under their parent competency, in the framework order the server gave
 * (a parent without children stands in a group of its own, named by itself).
 */
export function groupByParent(rows: readonly TSkillProfileRow[]): TProfileGroup[] {
  const groups = new Map<string, TProfileGroup>();
  for (const row of rows) {
    const key = row.parentId === null ? `own:${row.competencyId}` : `parent:${row.parentId}`;
    const group = groups.get(key) ?? {
      key,
      parentName: row.parentName ?? (row.parentId === null ? row.name : null),
      rows: [],
    };
    group.rows.push(row);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** The competency to chart first: the largest gap with evidence, else the first with evidence. */
export function firstChartedCompetency(rows: readonly TSkillProfileRow[]): number | null {
  const withEvidence = rows.filter((row) => row.evidence.length > 0);
  const best = [...withEvidence].sort((left, right) => right.gap - left.gap)[0];
  return best?.competencyId ?? null;
}
