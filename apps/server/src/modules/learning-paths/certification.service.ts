import {
  certificationScoreOf,
  LearningPathPermissions,
  ZCertificationSearchRequestSchema,
  type TCertificationSearchRequest,
  type TCertificationSearchResponse,
  type TLocaleCode,
} from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { TActor } from '../../plugins/authentication.ts';
import { findCertifications, type TCertificationRow } from './certification.repository.ts';
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

/** Core-path certification of the people the caller may see (contracts certification.ts). */
export function createCertificationService(db: Kysely<Database>) {
  async function search(actor: TActor, input: TCertificationSearchRequest): Promise<TCertificationSearchResponse> {
    const request = ZCertificationSearchRequestSchema.parse(input);
    const locale = request.locale ?? actor.defaultLocale;
    const { rows, total } = await findCertifications(db, {
      tenantCode: actor.tenantCode,
      managerUserCode: seesEveryonesCertification(actor) ? null : actor.userCode,
      term: request.term,
      locationCodes: request.locationCodes,
      jobRoles: request.jobRoles,
      statuses: request.certificationStatuses,
      scores: request.certificationScores,
      limit: request.pageSize,
      offset: (request.pageNo - 1) * request.pageSize,
    });
    return { result: rows.map((row) => present(row, locale)), totalRecords: total };
  }

  return { search };
}
