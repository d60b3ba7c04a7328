import {
  certificationScoreOf,
  LearningPathPermissions,
  ZCertificationSearchRequestSchema,
  type TCertificationSearchRequest,
  type TCertificationSearchResponse,
  type TLocaleCode,
} from '@portal/contracts';
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { TActor } from '../../plugins/authentication.ts';
import { awaitsManagerRating, hasIncompleteAssessment } from '../assessment-attempts/people-assessment-filters.ts';
import { createTenantService, type TTenantService } from '../tenant/tenant.service.ts';
import {
  findCertifications,
  type TCandidateColumns,
  type TCertificationQuery,
  type TCertificationRow,
} from './certification.repository.ts';
import { localizedTitle } from './learning-paths.progress.ts';

export type TCertificationService = ReturnType<typeof createCertificationService>;

/** Path administrators and path report viewers see the tenant's people; anyone else their direct reports. */
export function seesEveryonesCertification(actor: Pick<TActor, 'permissions'>): boolean {
  return (
    actor.permissions.includes(LearningPathPermissions.admin) ||
    actor.permissions.includes(LearningPathPermissions.viewReports)
  );
}

function localized(en: string | null, fr: string | null, locale: TLocaleCode): string | null {
  if (en === null && fr === null) {
    return null;
  }
  return localizedTitle({ title_en: en ?? '', title_fr: fr ?? '' }, locale);
}

function present(row: TCertificationRow, locale: TLocaleCode) {
  return {
    userCode: row.user_code,
    firstName: row.first_name,
    lastName: row.last_name,
    jobTitle: row.job_title,
    locationName: localized(row.location_name_en, row.location_name_fr, locale),
    corePath:
      row.path_id === null
        ? null
        : { pathId: row.path_id, title: localized(row.path_title_en, row.path_title_fr, locale) ?? '' },
    requiredCount: row.required_count,
    completedCount: row.completed_count,
    // The contract's rule, so the server's filter and the shown score never disagree.
    score: certificationScoreOf(row.required_count, row.completed_count),
    status: row.status,
  };
}

type TCondition = TCertificationQuery['conditions'][number];

const NOBODY: TCondition = () => sql<SqlBool>`1 = 0`;

/** `wanted` true: people the condition holds for; false: people it does not; undefined: no filter. */
function filterBy(
  wanted: boolean | undefined,
  condition: (person: TCandidateColumns) => Expression<SqlBool>,
): TCondition[] {
  if (wanted === undefined) {
    return [];
  }
  return [wanted ? condition : (person) => sql<SqlBool>`not (${condition(person)})`];
}

type TCertificationDeps = {
  /** Whether the assessment filters apply (ASSESSMENT on); by default read from the tenant's modules. */
  enabledModuleCodes?: TTenantService['listEnabledModuleCodes'];
  clock?: () => Date;
};

/** Core-path certification of the people the caller may see (contracts certification.ts). */
export function createCertificationService(db: Kysely<Database>, deps: TCertificationDeps = {}) {
  const enabledModuleCodes = deps.enabledModuleCodes ?? createTenantService(db).listEnabledModuleCodes;
  const clock = deps.clock ?? (() => new Date());

  /** The assessment filters as conditions; without the ASSESSMENT module nobody has one to do. */
  async function assessmentConditions(
    tenantCode: string,
    request: Pick<TCertificationSearchRequest, 'incompeleteAssessments' | 'incompeleteManagerAssessments'>,
  ): Promise<TCondition[]> {
    const { incompeleteAssessments: incomplete, incompeleteManagerAssessments: awaitingManager } = request;
    if (incomplete === undefined && awaitingManager === undefined) {
      return [];
    }
    if (!(await enabledModuleCodes(tenantCode)).includes('ASSESSMENT')) {
      return incomplete === true || awaitingManager === true ? [NOBODY] : [];
    }
    const now = clock();
    return [
      ...filterBy(incomplete, (person) => hasIncompleteAssessment(db, tenantCode, person, now)),
      ...filterBy(awaitingManager, (person) => awaitsManagerRating(db, tenantCode, person, now)),
    ];
  }

  async function search(actor: TActor, input: TCertificationSearchRequest): Promise<TCertificationSearchResponse> {
    const request = ZCertificationSearchRequestSchema.parse(input);
    const locale = request.locale ?? actor.defaultLocale;
    const { rows, total } = await findCertifications(db, {
      tenantCode: actor.tenantCode,
      managerUserCode: seesEveryonesCertification(actor) ? null : actor.userCode,
      term: request.term,
      locationType: request.locationType ?? null,
      locationCodes: request.locationCodes,
      jobRoles: request.jobRoles,
      statuses: request.certificationStatuses,
      scores: request.certificationScores,
      conditions: await assessmentConditions(actor.tenantCode, request),
      limit: request.pageSize,
      offset: (request.pageNo - 1) * request.pageSize,
    });
    return { result: rows.map((row) => present(row, locale)), totalRecords: total };
  }

  return { search };
}
