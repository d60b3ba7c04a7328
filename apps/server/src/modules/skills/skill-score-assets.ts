import type { TLocaleCode } from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { competencyFlagsOf } from '../competencies/competency-framework.service.ts';
import { createLearningRecordService } from '../learning-record/learning-record.service.ts';
import { findUsersByCodes } from '../users/users.repository.ts';
import { personSkillStateOf } from './skill-evidence.ts';
import { competencyName } from './skill-profile.ts';
import { recommendationCandidates } from './skill-recommendations.ts';

/*
 * The skills module's answer to the resource feed's two skill-score calls (spec section 7 "Assets
 * search"): the resources recommended for a learner's skill gaps, each under its parent
 * competency, the largest gap first and, within an equal gap, the most recently modified first
 * (spec section 9). Empty for a tenant whose learners do not see skills.
 */

export type TSkillScoreResource = {
  resourceId: number;
  parentCompetencyId: number;
  parentCompetencyName: string;
  gap: number;
};

// Reads only (ratingsOf, completionsOfUsers): a record of its own records nothing here.
const record = createLearningRecordService();

export async function skillScoreResourcesOf(
  db: Kysely<Database>,
  tenantCode: string,
  userCode: string,
  locale: TLocaleCode,
): Promise<TSkillScoreResource[]> {
  const [flags, [user]] = await Promise.all([
    competencyFlagsOf(db, tenantCode),
    findUsersByCodes(db, tenantCode, [userCode]),
  ]);
  if (!flags.competenciesEnabled || !flags.competencyUserViewEnabled || !user) {
    return [];
  }
  const { framework, rows } = await personSkillStateOf(db, record, tenantCode, {
    userCode,
    jobRoleCode: user.job_role_code,
  });
  const candidates = await recommendationCandidates(db, tenantCode, rows, framework.tags, locale, {
    kinds: ['RESOURCE'],
    isOnePerObject: false,
  });
  return candidates
    .toSorted((left, right) => right.gap - left.gap || right.modifiedAt.localeCompare(left.modifiedAt))
    .map((candidate) => ({
      resourceId: candidate.objectId,
      parentCompetencyId: candidate.parentCompetency.id,
      parentCompetencyName: competencyName(candidate.parentCompetency, locale),
      gap: candidate.gap,
    }));
}
