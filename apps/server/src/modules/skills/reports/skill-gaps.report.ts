import type { TLocaleCode, TReportRow } from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { TCompetencyGate } from '../../competencies/competency-gate.ts';
import { createComputedReportSource, type TComputedRow } from '../../reports/computed-report-source.ts';
import { nonEmpty, reportColumns } from '../../reports/report-query.ts';
import { CHART_CATEGORIES } from '../../reports/sql-report-source.ts';
import { loadEvidence, loadFramework, loadTargets, rowsFor, type TSkillRecord } from '../skill-evidence.ts';
import { findGapPeople, type TGapPerson } from './skill-gaps.repository.ts';

const COLUMNS = reportColumns([
  ['groupKind', 'text'],
  ['groupName', 'text'],
  ['competencyName', 'text'],
  ['peopleCount', 'integer'],
  ['averageGap', 'decimal'],
]);

// People whose evidence is loaded at once: the record reads them in bounded statements anyway.
const PEOPLE_CHUNK = 500;

const pad = (value: number | string) => String(value).padStart(10, '0');

type TGroup = { kind: 'LOCATION' | 'JOB_ROLE'; key: string; name: string };

function groupsOf(person: TGapPerson, locale: TLocaleCode): TGroup[] {
  const pick = (en: string | null, fr: string | null) => (locale === 'en' ? (en ?? fr) : (fr ?? en)) ?? '';
  const groups: TGroup[] = [];
  if (person.location_id !== null) {
    groups.push({
      kind: 'LOCATION',
      key: pad(person.location_id),
      name: pick(person.location_name_en, person.location_name_fr),
    });
  }
  if (person.job_role_code !== null) {
    groups.push({
      kind: 'JOB_ROLE',
      key: person.job_role_code,
      name: pick(person.job_role_name_en, person.job_role_name_fr) || person.job_role_code,
    });
  }
  return groups;
}

/**
 * SKILL_GAPS: the average gap (levels below the job role's target, skill-profile.ts) of each
 * location and each job role on each competency, from the skills module's evidence, over the
 * people whose job role has a target for it. `groupKind` is LOCATION or JOB_ROLE. A heatmap:
 * groups are its rows, competency names its columns. Only when the tenant's competency flags are on.
 */
export function createSkillGapsReport(db: Kysely<Database>, deps: { record: TSkillRecord; gate: TCompetencyGate }) {
  return createComputedReportSource({
    reportCode: 'SKILL_GAPS',
    columns: COLUMNS,
    defaultOrder: [
      { key: 'groupKind', direction: 'desc' },
      { key: 'groupName', direction: 'asc' },
      { key: 'competencyName', direction: 'asc' },
    ],
    assertAvailable: (scope) => deps.gate.assertEnabled(scope.tenantCode),
    computeRows: async (scope, query) => {
      const framework = await loadFramework(db, scope.tenantCode);
      const competencyIds = nonEmpty(query.competencyIds);
      const people = await findGapPeople(db, scope.tenantCode, {
        locationCodes: nonEmpty(query.locationCodes),
        jobRoles: nonEmpty(query.jobRoles),
      });
      const targets = await loadTargets(
        db,
        scope.tenantCode,
        people.map((person) => person.job_role_code),
      );
      const now = new Date().toISOString();
      // (group, competency) -> the sum of gaps and how many people.
      const cells = new Map<string, { group: TGroup; competencyId: number; sum: number; count: number }>();
      for (let start = 0; start < people.length; start += PEOPLE_CHUNK) {
        const chunk = people.slice(start, start + PEOPLE_CHUNK);
        const evidence = await loadEvidence(
          db,
          deps.record,
          scope.tenantCode,
          chunk.map((person) => person.user_code),
          framework,
        );
        for (const person of chunk) {
          const profile = rowsFor(
            framework,
            person.job_role_code === null ? undefined : targets.get(person.job_role_code),
            evidence.get(person.user_code) ?? [],
            now,
          );
          for (const row of profile) {
            if (row.targetLevel === null || (competencyIds && !competencyIds.includes(row.competency.id))) {
              continue;
            }
            for (const group of groupsOf(person, scope.locale)) {
              const key = `${group.kind}:${group.key}:${pad(row.competency.id)}`;
              const cell = cells.get(key) ?? { group, competencyId: row.competency.id, sum: 0, count: 0 };
              cell.sum += row.gap;
              cell.count += 1;
              cells.set(key, cell);
            }
          }
        }
      }
      const names = new Map(framework.competencies.map((competency) => [competency.id, competency.name]));
      return [...cells.entries()].map(([id, cell]): TComputedRow => ({
        id,
        row: {
          groupKind: cell.group.kind,
          groupName: cell.group.name,
          competencyName: names.get(cell.competencyId)?.[scope.locale] ?? '',
          peopleCount: cell.count,
          averageGap: Math.round((cell.sum / cell.count) * 10) / 10,
        },
      }));
    },
    chart: (rows) => heatmapOf(rows),
  });
}

/** Groups as rows (the first 20 by the report's order), competency names as columns, average gaps as cells. */
function heatmapOf(rows: readonly TReportRow[]) {
  const byGroup = new Map<string, TReportRow>();
  const competencies: string[] = [];
  for (const row of rows) {
    const competency = String(row['competencyName'] ?? '');
    const group = `${String(row['groupKind'])}:${String(row['groupName'])}`;
    if (!byGroup.has(group)) {
      if (byGroup.size >= CHART_CATEGORIES) {
        continue;
      }
      byGroup.set(group, { groupName: row['groupName'] ?? null });
    }
    if (!competencies.includes(competency)) {
      competencies.push(competency);
    }
    const entry = byGroup.get(group);
    if (entry) {
      entry[competency] = row['averageGap'] ?? null;
    }
  }
  return { kind: 'heatmap' as const, categoryKey: 'groupName', seriesKeys: competencies, rows: [...byGroup.values()] };
}
