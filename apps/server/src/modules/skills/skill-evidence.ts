import { skillLevelToScaled } from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import {
  competenciesOf,
  scaleOf,
  tagsOf,
  targetsOf,
  type TCompetencyTagRow,
  type TFrameworkCompetency,
} from '../competencies/competency-framework.service.ts';
import type { TLearningRecordService } from '../learning-record/learning-record.service.ts';
import { profileRowsOf, type TCoreRow, type TRawEvidence } from './skill-profile.ts';

/*
 * Loads what a skill profile is computed from: the framework, scale and targets (the framework
 * reader), and the evidence of the learning record: rating statements (SELF, MANAGER, TEST) and
 * completions of learning paths tagged with a competency (PATH, at the tag's level). Nothing is
 * copied: a profile is computed each time it is read.
 */

export type TSkillRecord = Pick<TLearningRecordService, 'ratingsOf' | 'completionsOfUsers'>;

/** The framework a tenant's profiles share (one load for a whole team page). */
export type TFramework = {
  scale: Awaited<ReturnType<typeof scaleOf>>;
  competencies: TFrameworkCompetency[];
  tags: TCompetencyTagRow[];
};

export async function loadFramework(db: Kysely<Database>, tenantCode: string): Promise<TFramework> {
  const [scale, competencies, tags] = await Promise.all([
    scaleOf(db, tenantCode),
    competenciesOf(db, tenantCode),
    tagsOf(db, tenantCode, null),
  ]);
  return { scale, competencies, tags };
}

/** Each user's evidence (ratings, then completed tagged paths), by user code. */
export async function loadEvidence(
  db: Kysely<Database>,
  record: TSkillRecord,
  tenantCode: string,
  userCodes: readonly string[],
  framework: TFramework,
): Promise<Map<string, TRawEvidence[]>> {
  const levelCount = framework.scale.length;
  const pathTags = framework.tags.filter((tag) => tag.objectKind === 'PATH');
  const [ratings, completions] = await Promise.all([
    record.ratingsOf(db, tenantCode, userCodes),
    record.completionsOfUsers(
      db,
      tenantCode,
      userCodes,
      'PATH',
      pathTags.map((tag) => tag.objectId),
    ),
  ]);
  const evidence = new Map<string, TRawEvidence[]>(userCodes.map((userCode) => [userCode, []]));
  for (const rating of ratings) {
    evidence.get(rating.userCode)?.push({
      competencyId: rating.competencyId,
      source: rating.source,
      scaled: rating.scaled,
      at: rating.at,
      raterUserCode: rating.raterUserCode,
      setId: rating.setId,
      pathId: null,
      reason: rating.reason,
    });
  }
  for (const [userCode, completed] of completions) {
    for (const tag of pathTags) {
      const at = completed.get(String(tag.objectId));
      if (at !== undefined) {
        evidence.get(userCode)?.push({
          competencyId: tag.competencyId,
          source: 'PATH',
          scaled: skillLevelToScaled(tag.level, levelCount),
          at,
          raterUserCode: null,
          setId: null,
          pathId: tag.objectId,
          reason: null,
        });
      }
    }
  }
  return evidence;
}

/** The targets of each job role among these (null: none), by code. */
export async function loadTargets(
  db: Kysely<Database>,
  tenantCode: string,
  jobRoleCodes: readonly (string | null)[],
): Promise<Map<string, Map<number, number>>> {
  const codes = [...new Set(jobRoleCodes.filter((code): code is string => code !== null))];
  const targets = await Promise.all(codes.map((code) => targetsOf(db, tenantCode, code)));
  return new Map(codes.map((code, index) => [code, targets[index] ?? new Map<number, number>()]));
}

/** One person's profile rows, computed now. */
export function rowsFor(
  framework: TFramework,
  targets: ReadonlyMap<number, number> | undefined,
  evidence: readonly TRawEvidence[],
  now: string,
): TCoreRow[] {
  return profileRowsOf(framework.competencies, targets ?? new Map(), evidence, framework.scale.length, now);
}

/** The framework, evidence and profile rows of one person, now. */
export async function personSkillStateOf(
  db: Kysely<Database>,
  record: TSkillRecord,
  tenantCode: string,
  user: { userCode: string; jobRoleCode: string | null },
): Promise<{ framework: TFramework; rows: TCoreRow[]; evidence: TRawEvidence[] }> {
  const framework = await loadFramework(db, tenantCode);
  const [evidence, targets] = await Promise.all([
    loadEvidence(db, record, tenantCode, [user.userCode], framework),
    loadTargets(db, tenantCode, [user.jobRoleCode]),
  ]);
  const own = evidence.get(user.userCode) ?? [];
  const rows = rowsFor(
    framework,
    user.jobRoleCode ? targets.get(user.jobRoleCode) : undefined,
    own,
    new Date().toISOString(),
  );
  return { framework, rows, evidence: own };
}
